// Play again (RematchTable): at a finished table, one tap takes the reader's seat at the table's
// rematch (her seat credential proves who she is and brings a new one; the host's credential,
// when this device holds it, brings the new table's), and the section says, as the finished
// table's log grows, who has come back.
import { client, auth, newCredential, newRequestId, withRetry, words } from "./api.js";
import { h } from "./dom.js";
import { t } from "./i18n.js";
import { remember } from "./store.js";
import { newEntropy } from "./fairness.js";
import { seatDot } from "./seat-mark.js";
import { Seat_Player } from "@meeple/proto/meeple/v1/game_service_pb";

/** Where a seat of the finished table stands: back at the rematch, a bot's, or not yet. */
function seatStatus(table, seat) {
  if (table.rematch && table.rematch.seats.includes(seat.index)) return "back";
  if (seat.player === Seat_Player.BOT && !seat.absent) return "bot";
  return "waiting";
}

/** The "Play again" section of a finished table's page (null at a lesson's table). */
export function rematchSection(page) {
  const table = page.table;
  if (table.lesson) return null;
  const saved = page.saved;
  const mine = saved.rematch;  // the new table, once this device took its place there
  const canAsk = Boolean(saved.credential || saved.host);
  if (!canAsk && !table.rematch) return null;
  const items = table.seats.map((seat) => {
    const status = seatStatus(table, seat);
    return h("li", { class: "rematch-seat", "data-seat": seat.index, "data-status": status },
      seatDot(seat.index), h("span", { class: "rematch-name" }, page.seatName(seat.index)), " ",
      h("span", { class: "muted" }, t(`rematch-seat-${status}`)));
  });
  const parts = [h("h2", {}, t("rematch-heading"))];
  parts.push(table.rematch ? h("ul", { class: "rematch-seats", id: "rematch-seats" }, items)
    : h("p", { class: "muted" }, t("rematch-intro")));
  const status = h("p", { class: "status", id: "rematch-status", role: "status" });
  if (mine) {
    parts.push(h("a", { href: `/t/${mine}`, class: "button primary", id: "rematch-open" },
      t("rematch-open")));
  } else if (canAsk) {
    const button = h("button", { type: "button", class: "primary", id: "play-again" },
      t("rematch-play-again"));
    button.addEventListener("click", () => playAgain(page, button, status));
    parts.push(button);
  }
  parts.push(status);
  return h("section", { class: "card rematch", id: "rematch" }, parts);
}

// One call per credential this device holds at the finished table; each request is built once,
// so a retry (the server out of reach) sends the same request id and proposed credential.
async function playAgain(page, button, status) {
  button.disabled = true;
  status.textContent = t("rematch-joining");
  const saved = page.saved;
  const patch = {};
  let newId = "";
  try {
    if (saved.credential) {
      const request = { table: page.name, requestId: newRequestId(), credential: newCredential(),
        entropy: newEntropy() };
      const reply = await withRetry(() => client.rematchTable(request, auth(saved.credential)));
      newId = reply.table.name.split("/")[1];
      Object.assign(patch, { seat: reply.seat, credential: reply.seatCredential,
        name: saved.name || page.plainName(reply.seat) });
    }
    if (saved.host) {
      const request = { table: page.name, requestId: newRequestId(), credential: newCredential() };
      try {
        const reply = await withRetry(() => client.rematchTable(request, auth(saved.host)));
        newId = reply.table.name.split("/")[1];
        Object.assign(patch, { host: reply.hostCredential, invite: reply.inviteToken,
          spectate: reply.spectatorToken });
      } catch (error) {
        if (!newId) throw error;  // her seat is what matters: the host's part may be taken
      }
    }
  } catch (error) {
    status.textContent = words(error);
    status.setAttribute("role", "alert");
    button.disabled = false;
    return;
  }
  remember(newId, patch);
  page.saved = remember(page.tableId, { rematch: newId });
  location.assign(`/t/${newId}`);
}

/** A rematch event of the finished table's log, in words. */
export function describeRematch(page, rematch) {
  if (rematch.seats.length) {
    return rematch.seats.map((seat) => ({ text: t("rematch-log-back",
      { name: page.seatName(seat) }) }));
  }
  return [{ text: t(rematch.host ? "rematch-log-host" : "rematch-log-opened") }];
}
