// `/replay`: open a game record (the game.json `meeple export` writes, docs/game-record.md) and
// replay it. The file is read on this device and checked here (size, JSON, format and version,
// a game this page draws, the proto3 JSON of its table and events); the page knows no rule, so
// the views come from the server's stateless ReplayRecord (the record's table and its events
// without their game events: the server keeps nothing). A file that is not a readable record
// gets one sentence and changes nothing. The replay offers the record's review, which the
// server keeps for its asker (record_review.js).
import { clone, createRegistry, fromJson } from "@bufbuild/protobuf";
import { TableEventSchema, TableSchema } from "@meeple/proto/meeple/v1/game_service_pb";
import { client, reasonOf, words } from "./api.js";
import { h, show } from "./dom.js";
import { GAMES } from "./games.js";
import { number, t } from "./i18n.js";
import { attachRecordReview } from "./record_review.js";
import { Replay } from "./replay.js";

/** The largest record file the page reads (the longest games of the registry write about 0.3 MB). */
export const MAX_RECORD_BYTES = 4 * 1024 * 1024;
const FORMAT = "meeple.game-record";
const FORMAT_VERSION = 1;

class RecordProblem extends Error {}

/** The record page: a file input, and the reason a file was refused. */
export function showRecordPage(root) {
  document.title = t("record-title");
  const status = h("p", { id: "record-message", class: "message", role: "alert" });
  const input = h("input", { type: "file", id: "record-file", accept: ".json,application/json" });
  input.addEventListener("change", async () => {
    const file = input.files && input.files[0];
    if (!file) return;
    status.textContent = t("record-reading");
    let opened;
    try {
      opened = await openRecord(file);
    } catch (error) {
      status.textContent = error instanceof RecordProblem ? error.message : words(error);
      input.value = "";
      return;
    }
    const replay = new Replay(root, { ...opened, mySeat: null,
      back: { href: "/replay", text: t("record-open-another") }, note: "" });
    replay.start();
    // its review, asked for here (record_review.js) and drawn as a finished table's
    if (replay.steps.length) attachRecordReview(replay, opened.record);
  });
  show(root, h("header", { class: "bar" }, h("a", { href: "/", class: "home" }, t("app-name"))),
    h("section", { class: "card record-page", id: "record-page" },
    h("h1", {}, t("record-heading")),
    h("p", { class: "muted" }, t("record-intro", { file: "game.json", command: "meeple export" })),
    h("label", {}, t("record-choose"), input),
    status));
}

/** A record file as a replay source: { table, events, viewAt, record } (`record`: the table
 * and the events without their game events, as the server takes a record). Throws
 * RecordProblem (in the reader's words) for a file that is not a readable record, or the
 * server's refusal. */
export async function openRecord(file) {
  if (file.size > MAX_RECORD_BYTES) {
    throw new RecordProblem(t("record-too-large", { limit: number(MAX_RECORD_BYTES / 1024 / 1024) }));
  }
  let doc;
  try {
    doc = JSON.parse(await file.text());
  } catch {
    throw new RecordProblem(t("record-not-json", { format: "JSON" }));
  }
  if (!doc || typeof doc !== "object" || doc.format !== FORMAT) {
    throw new RecordProblem(t("record-not-a-record"));
  }
  if (doc.format_version !== FORMAT_VERSION) {
    throw new RecordProblem(t("record-other-version", { version: String(doc.format_version),
      readable: number(FORMAT_VERSION) }));
  }
  const game = GAMES[String(doc.game)];
  if (!game) throw new RecordProblem(t("record-unknown-game", { game: String(doc.game) }));
  const registry = createRegistry(...Object.values(GAMES)
    .flatMap((g) => [g.View, g.Event, g.Action]));
  let table;
  let events;
  try {
    const options = { registry, ignoreUnknownFields: true };
    table = fromJson(TableSchema, doc.table, options);
    if (!Array.isArray(doc.events)) throw new Error("events");
    events = doc.events.map((e) => fromJson(TableEventSchema, e, options));
  } catch {
    throw new RecordProblem(t("record-damaged"));
  }
  if (table.game !== `games/${doc.game}`) throw new RecordProblem(t("record-damaged"));
  // the server replays the actions, undos and chance outcomes: the game events stay here
  const bare = events.map((event) => {
    const copy = clone(TableEventSchema, event);
    if (copy.kind.value && copy.kind.value.gameEvents) copy.kind.value.gameEvents = [];
    return copy;
  });
  let reply;
  try {
    reply = await client.replayRecord({ table, events: bare });
  } catch (error) {
    const { reason, metadata } = reasonOf(error);
    if (reason === "RECORD_NOT_REPLAYABLE") {
      throw new RecordProblem(t("record-not-replayable", { why: metadata.why || "",
        version: metadata.version || "" }));
    }
    if (reason === "MESSAGE_TOO_LARGE") throw new RecordProblem(t("record-too-large-for-server"));
    throw error;
  }
  const views = new Map(reply.views.map((view) => [view.version, view]));
  const viewAt = async (version) => {
    const view = views.get(version);
    if (!view) throw new RecordProblem(t("record-damaged"));
    return view;
  };
  return { table, events, viewAt, record: { table, events: bare } };
}
