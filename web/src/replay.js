// The replay of a game, for every game: step forward and back, jump to any step (the slider, or
// a line of the log), play at a speed; the board as it stood (the game's own render, from the
// view at that version), the score as it stood (in the game's section, and the final scores at
// the end), the log beside it up to that step. The page knows no rule: a source gives the
// table, its events and the view at each version (GetView with `version` for a table,
// ReplayRecord's views for a record file, record.js).
import { anyUnpack } from "@bufbuild/protobuf/wkt";
import { Table_State } from "@meeple/proto/meeple/v1/game_service_pb";
import { auth, client, words, reasonOf } from "./api.js";
import { describeEvent } from "./describe.js";
import { h, s as svg, show } from "./dom.js";
import { finalScores } from "./final.js";
import { GAMES } from "./games.js";
import { number, t } from "./i18n.js";
import { badLink } from "./invite.js";
import { seatPlayerName } from "./names.js";
import { remembered } from "./store.js";
import { attachReview, betterMoveOf, markChip, reviewCard, reviewTrack } from "./review.js";

// The controls' symbols, drawn (⏮ ⏭ ⏸ are in no font the page ships, and many phones and
// desktops have none either: they showed as empty boxes). 16 × 16 units, in the text's colour.
const ICONS = {
  first: "M2 2h2v12H2zM14 2v12L5 8z",
  back: "M12 2v12L3 8z",
  play: "M4 2v12l9-6z",
  pause: "M3 2h3.5v12H3zM9.5 2H13v12H9.5z",
  forward: "M1 2v12l7-6zM8 2v12l7-6z",
  last: "M12 2h2v12h-2zM2 2v12l9-6z",
};

function icon(name) {
  return svg("svg", { class: "replay-icon", viewBox: "0 0 16 16", width: 16, height: 16,
    "aria-hidden": "true", focusable: "false" }, svg("path", { d: ICONS[name], fill: "currentColor" }));
}

/** The speeds offered, in steps per second. */
export const SPEEDS = [0.5, 1, 2, 4];

/** `/t/{table}/replay`: the table's game for this device's credential (seat, host or
 * spectator; none at a public table): a finished game whole, a running one up to now, each step
 * as this reader saw it (the service gives a seat its own view at each version). */
export async function openTableReplay(root, tableId) {
  const name = `tables/${tableId}`;
  const saved = remembered(tableId) || {};
  const token = saved.credential || saved.host || saved.spectate;
  show(root, h("p", { class: "muted" }, t("replay-loading")));
  let table;
  const events = [];
  try {
    ({ table } = await client.getTable({ name }, auth(token)));
    let pageToken = "";
    do {
      const page = await client.listEvents({ table: name, pageSize: 1000, pageToken }, auth(token));
      events.push(...page.events);
      pageToken = page.nextPageToken;
    } while (pageToken);
  } catch (error) {
    const { reason } = reasonOf(error);
    badLink(root, reason === "TABLE_NOT_FOUND" ? t("table-link-broken") : t("table-cannot-show"),
      words(error));
    return;
  }
  const views = new Map();
  const viewAt = (version) => {
    if (!views.has(version)) {
      const call = client.getView({ table: name, version }, auth(token))
        .then((reply) => reply.view);
      call.catch(() => views.delete(version));  // asked again on the next visit
      views.set(version, call);
    }
    return views.get(version);
  };
  const running = table.state === Table_State.ACTIVE;
  const replay = new Replay(root, { table, events, viewAt,
    mySeat: saved.credential ? saved.seat : null,
    back: { href: `/t/${tableId}`, text: t("replay-back-to-table") },
    note: running ? t("replay-running-note") : "" });
  replay.start();
  // a finished game's review: its marks, better moves and summaries (review.js)
  if (table.state === Table_State.FINISHED && replay.steps.length) attachReview(replay, name, token);
}

/** The replay viewer over a source: { table, events, viewAt(version) -> Promise<TableView>,
 * mySeat, back: { href, text }, note }. It is also the `page` the game's render reads. */
export class Replay {
  constructor(root, source) {
    Object.assign(this, { root, source, table: source.table, mySeat: source.mySeat ?? null });
    this.game = GAMES[this.table.game.split("/")[1]] || null;
    const start = source.events.findIndex((e) => e.kind.case === "tableStarted");
    this.steps = start < 0 ? [] : source.events.slice(start);  // step i: after steps[i]
    this.before = start < 0 ? [] : source.events.slice(0, start);
    this.step = 0;
    this.playing = null;  // the timer while playing
    this.speed = 1;
    this.ui = {};
    this.actions = [];  // a replay offers no move
    this.message = "";
    this.events = [];
    this.view = null;
    this.gameView = null;
    this.drawn = null;  // the version whose view is on screen
  }

  start() {
    if (!this.steps.length) {
      badLink(this.root, t("replay-not-started"), t("replay-not-started-hint"));
      return;
    }
    this.frame();
    this.go(this.steps.length - 1);  // open at the end (a running game: now)
  }

  // --- what the game modules read -------------------------------------------------------
  seatName(seat) {
    const name = this.plainName(seat);
    return seat === this.mySeat ? t("table-seat-name-you", { name }) : name;
  }

  /** The review's better move at this step, drawn by the game's board (review.js). */
  get betterMove() {
    return betterMoveOf(this);
  }

  plainName(seat) {
    const s = this.table.seats[seat];
    // a bot's own seat by the catalog's name (the service names bots in English)
    return s && s.displayName ? seatPlayerName(s) : t("table-seat-number", { number: seat + 1 });
  }

  async submit() {}  // nothing is played in a replay

  async whyNot() {
    return "";
  }

  say(text) {
    this.message = text;
  }

  render() {
    this.drawStage();
  }

  // --- the viewer -------------------------------------------------------------------------
  /** The page's frame, drawn once: header, controls (kept while stepping, so that a finger on
   * the slider keeps it), and the stage the steps redraw. */
  frame() {
    const title = this.game ? this.game.title : this.table.game;
    document.title = t("replay-title", { game: title });
    const last = this.steps.length - 1;
    const button = (id, shape, label, onclick) => h("button", { type: "button", id,
      class: "replay-button", "aria-label": label, title: label, onclick }, icon(shape));
    this.slider = h("input", { type: "range", id: "replay-slider", min: 0, max: last, step: 1,
      value: last, "aria-label": t("replay-slider") });
    this.slider.addEventListener("input", () => {
      this.pause();
      this.go(Number(this.slider.value));
    });
    this.position = h("span", { id: "replay-position", class: "replay-position",
      "aria-live": "polite" });
    this.playButton = button("replay-play", "play", t("replay-play"), () => this.toggle());
    const speed = h("select", { id: "replay-speed", "aria-label": t("replay-speed") },
      SPEEDS.map((s) => h("option", { value: s, selected: s === this.speed }, t("replay-speed-value",
        { speed: number(s) }))));
    speed.addEventListener("change", () => { this.speed = Number(speed.value); });
    const controls = h("section", { class: "card replay-controls", id: "replay-controls" },
      h("div", { class: "replay-buttons" },
        button("replay-first", "first", t("replay-first"), () => { this.pause(); this.go(0); }),
        button("replay-back", "back", t("replay-step-back"), () => { this.pause(); this.go(this.step - 1); }),
        this.playButton,
        button("replay-forward", "forward", t("replay-step-forward"), () => { this.pause(); this.go(this.step + 1); }),
        button("replay-last", "last", t("replay-last"), () => { this.pause(); this.go(last); }),
        speed),
      h("div", { class: "replay-track" },
        this.track = h("div", { class: "replay-slider-box" }, this.slider), this.position));
    this.stage = h("div", { class: "replay-stage", id: "replay-stage" });
    const header = h("header", { class: "bar" },
      h("a", { href: "/", class: "home" }, t("app-name")),
      h("span", { class: "title" }, t("replay-heading", { game: title })),
      h("a", { href: this.source.back.href, class: "back", id: "replay-back-link" },
        this.source.back.text));
    show(this.root, header,
      this.source.note ? h("p", { class: "muted replay-note", id: "replay-note" }, this.source.note) : null,
      controls, this.stage);
    this.root.classList.add("replaying");
    this.root.addEventListener("keydown", (event) => {
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
      // the controls run left to right in every language (media controls are not mirrored)
      if (event.key === "ArrowRight") { this.pause(); this.go(this.step + 1); }
      if (event.key === "ArrowLeft") { this.pause(); this.go(this.step - 1); }
    });
  }

  /** Show step `step` (clamped): the slider and position at once, the board when its view
   * has come. */
  async go(step) {
    const last = this.steps.length - 1;
    this.step = Math.max(0, Math.min(last, step));
    const event = this.steps[this.step];
    this.slider.value = String(this.step);
    this.position.textContent = t("replay-position", { step: number(this.step), last: number(last) });
    this.root.dataset.replayStep = String(this.step);
    this.root.dataset.replayVersion = String(event.version);
    const wanted = this.step;
    let view;
    try {
      view = await this.source.viewAt(event.version);
    } catch (error) {
      if (wanted === this.step) this.fail(words(error));
      return false;
    }
    if (wanted !== this.step) return false;  // a later step was asked for meanwhile
    this.message = "";
    this.view = view;
    this.gameView = view.gameView && this.game ? anyUnpack(view.gameView, this.game.View) : null;
    this.events = [...this.before, ...this.steps.slice(0, this.step + 1)];
    this.ui = this.game ? this.game.freshUi(this.ui) : {};
    this.drawn = event.version;
    this.drawStage();
    // the next steps, fetched ahead (cached by the source)
    for (let i = 1; i <= 2 && this.step + i <= last; i += 1) {
      this.source.viewAt(this.steps[this.step + i].version).catch(() => {});
    }
    return true;
  }

  fail(text) {
    this.pause();
    this.message = text;
    const el = document.getElementById("replay-message");
    if (el) el.textContent = text;
    else this.drawStage();
  }

  toggle() {
    if (this.playing) {
      this.pause();
      return;
    }
    if (this.step >= this.steps.length - 1) this.go(0);
    this.playButton.replaceChildren(icon("pause"));
    this.playButton.setAttribute("aria-label", t("replay-pause"));
    this.playButton.title = t("replay-pause");
    this.root.dataset.replayPlaying = "true";
    const tick = async () => {
      if (this.step >= this.steps.length - 1) {
        this.pause();
        return;
      }
      await this.go(this.step + 1);
      if (this.playing) this.playing = setTimeout(tick, 1000 / this.speed);
    };
    this.playing = setTimeout(tick, 1000 / this.speed);
  }

  pause() {
    if (!this.playing) return;
    clearTimeout(this.playing);
    this.playing = null;
    this.playButton.replaceChildren(icon("play"));
    this.playButton.setAttribute("aria-label", t("replay-play"));
    this.playButton.title = t("replay-play");
    this.root.dataset.replayPlaying = "false";
  }

  /** The review's marks under the slider (once a review has come). */
  drawTrack() {
    if (!this.track) return;
    const old = document.getElementById("review-track");
    if (old) old.remove();
    const track = reviewTrack(this);
    if (track) this.track.append(track);
  }

  drawStage() {
    if (!this.stage) return;
    const parts = [h("p", { id: "replay-message", class: "message", role: "alert" }, this.message)];
    const review = reviewCard(this);
    if (review) parts.push(review);
    if (this.view) {
      if (this.view.outcome && this.view.state === Table_State.FINISHED) parts.push(finalScores(this));
      if (this.game && this.gameView) parts.push(this.game.render(this));
      else parts.push(h("p", {}, t("table-cannot-draw", { game: this.table.game })));
    }
    show(this.stage, h("div", { class: "replay-board" }, parts), this.renderLog());
    this.root.dataset.replayDrawn = String(this.drawn);
  }

  /** The log up to this step, newest first; each line a button to its step (the turn list). */
  renderLog() {
    const items = [];
    this.events.forEach((event) => {
      const step = this.steps.indexOf(event);
      const reviewed = this.review ? this.review.byVersion.get(Number(event.version)) : null;
      describeEvent(this, event).forEach((line, index) => {
        const text = [line.icon || null, line.text, index === 0 ? markChip(reviewed) : null];
        items.push(h("li", { "data-version": event.version,
          class: `${line.cls || ""}${step === this.step ? " current" : ""}` },
        step < 0 ? text : h("button", { type: "button", class: "log-step", "data-step": step,
          onclick: () => { this.pause(); this.go(step); } }, text)));
      });
    });
    items.reverse();
    return h("section", { class: "card log replay-log" },
      h("h3", { id: "log-title" }, t("replay-log", { step: number(this.step) })),
      h("ol", { id: "log", reversed: true, tabindex: 0, "aria-labelledby": "log-title" }, items));
  }
}
