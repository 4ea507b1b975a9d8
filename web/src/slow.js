// Slow games (issue 30): the table's "your move since …" with the time left in days and hours,
// the lobby's list of the tables this device sits at (whose move it is in each), and the
// lobby's clock presets.
import { client, auth } from "./api.js";
import { h } from "./dom.js";
import { t, gameName, language } from "./i18n.js";
import { millis } from "./clock.js";
import { allRemembered } from "./store.js";
import { seatPlayerName } from "./names.js";
import { Table_State } from "@meeple/proto/meeple/v1/game_service_pb";

const HOUR = 3600 * 1000;

function when(ms) {
  return new Intl.DateTimeFormat(language(), { dateStyle: "medium", timeStyle: "short" })
    .format(new Date(ms));
}

// Whole days and hours left until a deadline (rounded down; never negative).
export function daysAndHours(ms) {
  const hours = Math.max(0, Math.floor(ms / HOUR));
  return { days: Math.floor(hours / 24), hours: hours % 24 };
}

// "Your move since …" (and "Time left: 2 days, 5 hours" when a clock runs and more than an
// hour is left) for the seat to act, in a slow game only: the clock leaves an hour or more,
// or the move has waited an hour. A game played in real time (the seat just got the move, no
// clock or a short one) shows nothing: the clocks and "to play" say it all there, and a phone
// keeps the room for the board. Null for anyone else.
export function slowStatus(page) {
  const { table, view } = page;
  if (page.mySeat === null || table.state !== Table_State.ACTIVE
    || view.currentSeat !== page.mySeat) return null;
  const clock = table.turnClock;
  const mine = clock && clock.seat === page.mySeat;
  const since = mine && clock.turnStart ? millis(clock.turnStart) : millis(table.updateTime);
  const left = mine && clock.deadline ? millis(clock.deadline) - Date.now() : null;
  if (!(left !== null && left >= HOUR) && Date.now() - since < HOUR) return null;
  const lines = [h("span", { id: "move-since" }, t("slow-your-move-since", { since: when(since) }))];
  if (left !== null && left >= HOUR) {
    const { days, hours } = daysAndHours(left);
    lines.push(h("span", { id: "time-left" }, days
      ? t("slow-time-left", { days, hours }) : t("slow-time-left-hours", { hours })));
  }
  return h("p", { class: "slow-status", id: "slow-status" }, ...lines);
}

// The presets of the lobby's clock: the service options each sets (offered only when the
// server accepts every value, see ListGames).
export const CLOCK_PRESETS = [
  ["off", "lobby-clock-off", { turn_timer: "off" }],
  ["real-time", "lobby-clock-real-time",
    { turn_timer: "per_turn", turn_seconds: "60", bank_seconds: "600" }],
  ["minutes", "lobby-clock-minutes",
    { turn_timer: "per_turn", turn_seconds: "300", bank_seconds: "3600" }],
  ["day", "lobby-clock-day",
    { turn_timer: "per_turn", turn_seconds: "86400", bank_seconds: "1209600" }],
  ["three-days", "lobby-clock-three-days",
    { turn_timer: "per_turn", turn_seconds: "259200", bank_seconds: "2592000" }],
];

// A <select> of the presets the game's options allow; choosing one sets the option selects
// (#option-<name>) it names.
export function clockPresets(game, optionsBox) {
  const choices = Object.fromEntries(game.options.map((o) => [o.name, o.choices]));
  const usable = CLOCK_PRESETS.filter(([, , values]) => Object.entries(values)
    .every(([name, value]) => (choices[name] || []).includes(value)));
  if (usable.length < 2) return null;
  const select = h("select", { id: "clock", name: "clock" },
    usable.map(([key, label]) => h("option", { value: key }, t(label))));
  select.addEventListener("change", () => {
    const values = usable.find(([key]) => key === select.value)[2];
    for (const [name, value] of Object.entries(values)) {
      const option = optionsBox.querySelector(`#option-${name}`);
      if (option) option.value = value;
    }
  });
  return h("label", {}, t("lobby-clock"), select);
}

// "My tables on this device": each remembered seat (or hosted table), newest last in storage,
// shown newest first, with whose move it is. At most 20 are read.
export function myTables() {
  const mine = Object.entries(allRemembered())
    .filter(([, saved]) => saved.credential || saved.host).reverse().slice(0, 20);
  if (!mine.length) return null;
  const list = h("ul", { class: "my-tables", id: "my-tables" });
  for (const [tableId, saved] of mine) {
    const status = h("span", { class: "my-table-status" });
    const title = h("span", { class: "my-table-game" });
    const since = h("span", { class: "my-table-since muted" });
    const item = h("li", { "data-table": tableId },
      h("a", { href: `/t/${tableId}` }, title), " ", status, " ", since);
    list.append(item);
    describeTable(tableId, saved, { title, status, since }, item);
  }
  return h("section", { class: "card lobby-tables" }, h("h2", {}, t("lobby-my-tables")), list);
}

async function describeTable(tableId, saved, { title, status, since }, item) {
  const name = `tables/${tableId}`;
  const token = saved.credential || saved.host;
  try {
    const [{ table }, { view }] = await Promise.all([
      client.getTable({ name }, auth(token)), client.getView({ table: name }, auth(token))]);
    // told apart by the game, the others' names and since when (two tables of one game with
    // one friend differ in their start)
    const game = gameName(table.game.split("/")[1]);
    const others = table.seats.filter((seat) => seat.index !== saved.seat && seat.displayName)
      .map((seat) => seatPlayerName(seat));
    title.textContent = others.length ? t("lobby-my-table-with", { game,
      names: new Intl.ListFormat(language(), { type: "conjunction" }).format(others) }) : game;
    since.textContent = t("lobby-my-table-since", { since: when(millis(table.createTime)) });
    let text;
    if (table.state === Table_State.WAITING) text = t("lobby-my-table-not-started");
    else if (table.state !== Table_State.ACTIVE) text = t("lobby-my-table-over");
    else if (saved.credential && view.currentSeat === saved.seat) {
      text = t("lobby-my-table-your-move");
      item.dataset.yourMove = "true";
    } else {
      const seat = table.seats[view.currentSeat];
      text = t("lobby-my-table-waiting-for", { name: seat ? seat.displayName : "" });
    }
    status.textContent = text;
  } catch {
    title.textContent = tableId;
    status.textContent = t("lobby-my-table-gone");
  }
}
