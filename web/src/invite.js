// The invite page: first what the invite is for (PreviewTable: the game, the host, the
// options, the seats), and only then a name; or, before anything is asked, why the link no
// longer works (a bad or replaced link, every seat taken, the game started or over).
import { client, newCredential, newRequestId, withRetry, words, reasonOf, unreachable }
  from "./api.js";
import { h, show } from "./dom.js";
import { remember } from "./store.js";
import { newEntropy } from "./fairness.js";
import { t, gameName, optionName, optionValue } from "./i18n.js";
import { botSeatName } from "./names.js";
import { Table_State, Seat_State, Seat_Player } from "@meeple/proto/meeple/v1/game_service_pb";

// The page's message for a link that does not open a table (no name asked).
export function badLink(root, title, text, extra = null) {
  document.title = t("app-page-title", { page: title });
  show(root, h("section", { class: "card error-page", id: "bad-link" },
    h("h1", {}, title), h("p", { role: "alert" }, text), extra,
    h("p", {}, h("a", { href: "/" }, t("invite-start-new")))));
}

function broken(root, tableId, why) {
  history.replaceState(null, "", `/t/${tableId}`);  // the token leaves the address bar
  badLink(root, t("invite-broken-heading"), t(`invite-broken-${why}`),
    ["full", "started"].includes(why) ? h("p", { class: "muted" }, t("invite-watch-instead"))
      : null);
  document.getElementById("bad-link").dataset.why = why;
}

// A seat an invite may take: empty, and not a rematch's seat kept for its person.
const open = (seat) => seat.state === Seat_State.EMPTY && !seat.reserved;

// Why a previewed table lets nobody in any more ("" when a seat is free to take).
function closedBecause(preview) {
  const free = preview.seats.filter(open).length;
  if (preview.state === Table_State.FINISHED) return "over";
  if (preview.state === Table_State.ABANDONED) return "abandoned";
  if (free) return "";
  return preview.state === Table_State.WAITING ? "full" : "started";
}

export async function showInvite(root, tableId, invite, onSeated) {
  const name = `tables/${tableId}`;
  document.title = t("invite-title");
  show(root, h("p", { class: "muted" }, t("invite-loading")));
  let preview;
  try {
    preview = (await client.previewTable({ name, inviteToken: invite })).preview;
  } catch (error) {
    broken(root, tableId, unreachable(error) ? "unreachable" : "bad");
    return;
  }
  const why = closedBecause(preview);
  if (why) {
    broken(root, tableId, why);
    return;
  }
  showJoin(root, tableId, name, invite, preview, onSeated);
}

function describeTable(preview) {
  const game = gameName(preview.game, preview.gameDisplayName || preview.game.split("/")[1]);
  const free = preview.seats.filter(open).length;
  // each option's name and value in the reader's words (i18n.js maps ListGames' keys)
  const options = [
    ...Object.entries(preview.options).map(([key, value]) => [{ name: key, service: false }, value]),
    ...Object.entries(preview.serviceOptions).map(([key, value]) => [{ name: key, service: true },
      value]),
  ].map(([option, value]) => [optionName(preview.game, option),
    optionValue(preview.game, option, value)]);
  return [
    h("p", { class: "lead", id: "invite-game" }, preview.hostDisplayName
      ? t("invite-game-by-host", { host: preview.hostDisplayName, game })
      : t("invite-game", { game })),
    preview.displayName ? h("p", { class: "muted" },
      t("invite-table-name", { name: preview.displayName })) : null,
    h("h2", {}, t("invite-seats")),
    h("ul", { class: "seats", id: "invite-seats" }, preview.seats.map((seat) =>
      h("li", { class: "seat", "data-seat": seat.index,
        "data-free": String(open(seat)) },
      seat.reserved ? t("rematch-waiting-for", { name: seat.displayName })
        : seat.state === Seat_State.EMPTY ? t("invite-seat-free")
        : botSeatName(seat) ?? (seat.player === Seat_Player.BOT
          ? t("invite-seat-bot", { name: seat.displayName }) : seat.displayName)))),
    h("p", { id: "invite-free" }, t("invite-free-count", { count: free })),
    options.length ? h("details", { class: "invite-options" },
      h("summary", {}, t("invite-options")),
      h("dl", { id: "invite-options" }, options.flatMap(([key, value]) =>
        [h("dt", {}, key), h("dd", {}, value)]))) : null,
  ];
}

function showJoin(root, tableId, name, invite, preview, onSeated) {
  const input = h("input", { id: "name", required: true, maxlength: 40, autocomplete: "nickname",
    placeholder: t("invite-name-example") });
  const status = h("p", { class: "status", role: "status" });
  const form = h("form", { class: "card join", id: "join" },
    h("h1", {}, t("invite-heading")),
    describeTable(preview),
    h("label", {}, t("invite-your-name"), input),
    h("button", { type: "submit", class: "primary", id: "take-seat" }, t("invite-take-seat")),
    status);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    status.textContent = t("invite-taking-seat");
    try {
      const join = { table: name, inviteToken: invite, displayName: input.value.trim(),
        requestId: newRequestId(), seatCredential: newCredential(), entropy: newEntropy() };
      const joined = await withRetry(() => client.joinTable(join));
      const saved = remember(tableId, { seat: joined.seat, credential: joined.seatCredential,
        name: input.value.trim() });
      history.replaceState(null, "", `/t/${tableId}`);  // the token leaves the address bar
      onSeated(saved);
    } catch (error) {
      const { reason } = reasonOf(error);
      const why = { TABLE_NOT_FOUND: "bad", TABLE_FULL: "full", TABLE_NOT_WAITING: "started" };
      if (why[reason]) {
        broken(root, tableId, why[reason]);
      } else {
        status.textContent = words(error);
        status.setAttribute("role", "alert");
      }
    }
  });
  show(root, form);
  input.focus();
}
