// A table event as log lines, for every page that shows a log (the table, the replay): the
// service's own events in the catalog's words, the game's through its module's describeEvent.
// `page` gives seatName(seat) and game (the registry's module, or null).
import { anyUnpack } from "@bufbuild/protobuf/wkt";
import { t } from "./i18n.js";
import { describeRematch } from "./rematch.js";

const SHARED = {
  seatJoined: "table-log-joined", seatLeft: "table-log-left",
  turnTimedOut: "table-log-timed-out", seatReclaimed: "table-log-reclaimed",
  seatFreed: "table-log-freed", tableAbandoned: "table-log-abandoned",
  actionUndone: "undo-log",
};

/** The lines of one TableEvent: [{ text, cls, icon }]. */
export function describeEvent(page, event) {
  const k = event.kind;
  const who = k.value && k.value.seat !== undefined ? page.seatName(k.value.seat) : "";
  if (SHARED[k.case]) return [{ text: t(SHARED[k.case], { name: who }) }];
  if (k.case === "rematch") return describeRematch(page, k.value);
  if (k.case === "botSeated") {
    return [{ text: t(k.value.forAbsentPlayer ? "table-log-bot-for" : "table-log-bot",
      { name: who }) }];
  }
  const out = [];
  if (k.case === "tableStarted") out.push({ text: t("table-log-started") });
  const gameEvents = k.value && k.value.gameEvents ? k.value.gameEvents : [];
  for (const any of gameEvents) {
    const ev = page.game ? anyUnpack(any, page.game.Event) : null;
    const line = ev ? page.game.describeEvent(ev, page) : null;
    if (line) out.push(line);
  }
  if (!out.length) out.push({ text: t("table-log-acted", { name: who }) });
  return out;
}
