// The seats of a running (or ended) table: who is here or away, whose turn it is, the turn
// clock and the time banks; the host's seat controls (a bot for an away or absent player,
// free a seat with a fresh invite, end the table), each after a confirmation; and "take my
// seat back" for a player whose seat a bot plays.
import { client, auth, newRequestId, words } from "./api.js";
import { h } from "./dom.js";
import { t } from "./i18n.js";
import { clockText, millis, startClocks } from "./clock.js";
import { confirmStep } from "./confirm.js";
import { seatColour } from "./games.js";
import { BOT_LEVELS } from "./names.js";
import { Table_State, Seat_State, Seat_Player, Seat_Presence }
  from "@meeple/proto/meeple/v1/game_service_pb";

// the level the host's seat controls offer first ("easy": the greedy bot)
const HOST_LEVEL = "easy";

// The named level the host picks for a bot that takes a seat (BotSpec: the name, level 0).
function levelSelect(seat) {
  const select = h("select", { class: "seat-level", "data-seat": seat.index,
    "aria-label": t("table-host-bot-level") },
  BOT_LEVELS.map((level) => h("option", { value: level, selected: level === HOST_LEVEL },
    t(`bot-name-${level}`))));
  return select;
}

// What a seat's person is doing, as data-status and words.
function status(seat) {
  if (seat.state !== Seat_State.TAKEN && seat.state !== Seat_State.LEFT) return "empty";
  if (seat.absent) return "absent";
  if (seat.player === Seat_Player.BOT) return "bot";
  if (seat.presence === Seat_Presence.PRESENT) return "present";
  if (seat.presence === Seat_Presence.AWAY) return "away";
  return "unknown";
}

function clockOf(page, seat) {
  const clock = page.table.turnClock;
  const running = clock && clock.seat === seat.index && clock.deadline;
  const banked = seat.timeBank && page.table.serviceOptions.turn_timer === "bank";
  if (running) {
    const deadline = millis(clock.deadline);
    return h("span", { class: "clock running", id: `clock-${seat.index}`,
      "data-deadline": deadline, title: t("table-clock-title") },
    clockText(deadline - Date.now()));
  }
  if (banked) {
    const ms = Number(seat.timeBank.seconds) * 1000 + seat.timeBank.nanos / 1e6;
    return h("span", { class: "clock bank", id: `clock-${seat.index}`,
      title: t("table-bank-title") }, clockText(ms));
  }
  return null;
}

async function hostCall(page, question, yes, call) {
  if (!(await confirmStep(question, yes))) return null;
  try {
    const reply = await call();
    await page.refresh();
    return reply;
  } catch (error) {
    page.say(words(error));
    return null;
  }
}

function hostControls(page, seat, state) {
  const name = page.plainName(seat.index);
  const host = auth(page.saved.host);
  const controls = [];
  const level = state === "away" || state === "absent" ? levelSelect(seat) : null;
  const bot = () => ({ kind: level.value, level: 0 });
  if (level) controls.push(level);
  if (state === "away") {
    const b = h("button", { type: "button", class: "seat-control", "data-control": "bot-plays",
      "data-seat": seat.index }, t("table-host-bot-plays", { name }));
    b.addEventListener("click", () => hostCall(page, t("table-host-bot-plays-confirm", { name }),
      t("table-host-bot-plays-yes"), () => client.addBot({ table: page.name, seat: seat.index,
        bot: bot(), keepSeat: true, requestId: newRequestId() }, host)));
    controls.push(b);
  }
  if (state === "absent") {
    const forGood = h("button", { type: "button", class: "seat-control",
      "data-control": "bot-for-good", "data-seat": seat.index },
    t("table-host-bot-for-good", { name }));
    forGood.addEventListener("click", () => hostCall(page,
      t("table-host-bot-for-good-confirm", { name }), t("table-host-bot-for-good-yes"),
      () => client.addBot({ table: page.name, seat: seat.index, bot: bot(),
        requestId: newRequestId() }, host)));
    const free = h("button", { type: "button", class: "seat-control", "data-control": "free",
      "data-seat": seat.index }, t("table-host-free", { name }));
    free.addEventListener("click", async () => {
      const reply = await hostCall(page, t("table-host-free-confirm", { name }),
        t("table-host-free-yes"), () => client.freeSeat({ table: page.name, seat: seat.index,
          requestId: newRequestId() }, host));
      if (reply) page.newInvite(reply.inviteToken);
    });
    controls.push(forGood, free);
  }
  return controls.length ? h("span", { class: "seat-controls" }, controls) : null;
}

function statusWords(state) {
  return {
    present: t("table-seat-present"), away: t("table-seat-away"),
    absent: t("table-seat-absent"), bot: t("table-seat-bot"), empty: t("table-seat-empty"),
  }[state] || "";
}

export function renderSeats(page) {
  const table = page.table;
  const active = table.state === Table_State.ACTIVE;
  const current = active ? page.view.currentSeat : undefined;
  const items = table.seats.map((seat) => {
    // once the game is over, presence says nothing any more (the streams have ended)
    const state = active || !["present", "away"].includes(status(seat)) ? status(seat)
      : "unknown";
    const turn = current === seat.index;
    return h("li", { class: `seat seat-${state}${turn ? " seat-turn" : ""}`,
      "data-seat": seat.index, "data-status": state, "data-turn": String(turn) },
    h("span", { class: "dot", style: `background:${seatColour(seat.index)}` }),
    h("span", { class: "seat-name" }, page.plainName(seat.index)),
    seat.index === page.mySeat ? h("span", { class: "chip you" }, t("table-seat-you")) : null,
    state !== "unknown" ? h("span", { class: `chip presence ${state}` }, statusWords(state))
      : null,
    turn ? h("span", { class: "chip turn" }, t("table-seat-to-play")) : null,
    clockOf(page, seat),
    active && page.saved.host && seat.index !== page.mySeat ? hostControls(page, seat, state)
      : null);
  });
  const parts = [h("h2", { class: "sr-heading" }, t("table-seats-heading")),
    h("ul", { class: "seats live-seats", id: "seats" }, items)];
  const mine = page.mySeat !== null ? table.seats[page.mySeat] : null;
  if (active && mine && mine.absent) {
    const back = h("button", { type: "button", class: "primary", id: "reclaim" },
      t("table-reclaim"));
    back.addEventListener("click", async () => {
      try {
        await client.reclaimSeat({ table: page.name, requestId: newRequestId() },
          auth(page.token));
      } catch (error) {
        page.say(words(error));
      }
      await page.refresh();
    });
    parts.push(h("div", { class: "reclaim", id: "bot-plays-for-you", role: "status" },
      h("p", {}, t("table-bot-plays-for-you")), back));
  } else if (active && mine && mine.reclaiming) {
    parts.push(h("p", { class: "hint", role: "status" }, t("table-reclaiming")));
  }
  startClocks();
  return h("section", { class: "card seats-panel", id: "seats-panel" }, parts);
}

// The host's "end the table" control, with its confirmation.
export function renderEndTable(page) {
  const state = page.table.state;
  if (!page.saved.host || ![Table_State.ACTIVE, Table_State.WAITING].includes(state)) return null;
  const end = h("button", { type: "button", class: "danger", id: "abandon" },
    t("table-host-end"));
  end.addEventListener("click", () => hostCall(page, t("table-host-end-confirm"),
    t("table-host-end-yes"), () => client.abandonTable({ table: page.name,
      requestId: newRequestId() }, auth(page.saved.host))));
  return end;
}
