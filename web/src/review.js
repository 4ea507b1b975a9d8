// A finished table's review on its replay (issue 46): asked for with RequestReview, followed
// with GetReview until it is done; then each reviewed decision's mark on the log and on the
// timeline under the slider, the better move at a marked step (in the game's own words), and
// each seat's summary at the end. Every word comes from the catalog.
import { anyUnpack, timestampDate } from "@bufbuild/protobuf/wkt";
import { Review_State, ReviewEntry_Mark } from "@meeple/proto/meeple/v1/game_service_pb";
import { auth, client, reasonOf, unreachable, words } from "./api.js";
import { h } from "./dom.js";
import { language, number, t } from "./i18n.js";

const MARKS = {
  [ReviewEntry_Mark.INACCURACY]: { name: "inaccuracy", sign: "?!" },
  [ReviewEntry_Mark.MISTAKE]: { name: "mistake", sign: "?" },
  [ReviewEntry_Mark.BLUNDER]: { name: "blunder", sign: "??" },
};
const POLL_MS = 2000;

/** The better move at the replay's step, for the game's board to draw: { action (the game's
 * Action message), seat }, or null where the move made was the best (or none is reviewed). */
export function betterMoveOf(replay) {
  const state = replay.review;
  const event = replay.steps[replay.step];
  if (!state || !event || !replay.game) return null;
  const entry = state.byVersion.get(Number(event.version));
  if (!entry || !(entry.loss > 0) || !entry.best) return null;
  const action = anyUnpack(entry.best, replay.game.Action);
  return action ? { action, seat: entry.seat } : null;
}

/** The mark of a review entry ({ name, sign }), or null for none. */
export function markOf(entry) {
  return (entry && MARKS[entry.mark]) || null;
}

/** A mark as a small chip (its words in the title and for screen readers). */
export function markChip(entry) {
  const mark = markOf(entry);
  if (!mark) return null;
  return h("span", { class: `review-mark ${mark.name}`, "data-mark": mark.name,
    title: t(`review-mark-${mark.name}`), "aria-label": t(`review-mark-${mark.name}`) }, mark.sign);
}

/** Follows the review of `replay`'s table (a finished one) and draws it on the replay. */
export function attachReview(replay, name, token) {
  followReview(replay, {
    get: () => client.getReview({ table: name }, auth(token)),
    ask: () => client.requestReview({ table: name }, auth(token)),
  });
}

/** Draws a review on `replay` as it comes: `source.get()` (GetReview), `source.ask()`
 * (RequestReview), `source.known` (false: nothing to get before asking, the request button
 * shows), `source.asked(review)` told of every review the server answers with, and
 * `source.missing()` of a review the server does not have (REVIEW_NOT_FOUND); `source.offer`:
 * words shown above the request button. */
export function followReview(replay, source) {
  const state = { review: null, byVersion: new Map(), status: "", timer: null, asking: false,
    offer: source.offer || "" };
  replay.review = state;
  const show = (review) => {
    state.review = review;
    state.byVersion = new Map(review.entries.map((e) => [Number(e.version), e]));
    state.status = review.state === Review_State.DONE ? "done" : "working";
    state.error = "";
    if (source.asked) source.asked(review);
    replay.drawTrack();
    replay.drawStage();
  };
  const poll = async () => {
    state.timer = null;
    try {
      const { review } = await source.get();
      show(review);
      if (review.state !== Review_State.DONE) state.timer = setTimeout(poll, POLL_MS);
    } catch (error) {
      if (reasonOf(error).reason === "REVIEW_NOT_FOUND") {
        state.status = "none";
        state.error = "";
        if (source.missing) source.missing();
      } else if (unreachable(error)) {
        // GetReview changes nothing: asked again until the server answers
        state.status = state.review ? state.status : "error";
        state.error = words(error);
        state.timer = setTimeout(poll, 2 * POLL_MS);
      } else {
        state.status = "error";
        state.error = words(error);
      }
      replay.drawStage();
    }
  };
  state.ask = async () => {
    if (state.asking) return;  // one request at a time: each queues a review
    state.asking = true;
    replay.drawStage();
    try {
      const { review } = await source.ask();
      state.asking = false;
      show(review);
      if (review.state !== Review_State.DONE) state.timer = setTimeout(poll, POLL_MS);
    } catch (error) {
      state.asking = false;
      state.status = "refused";  // said why, and offered again
      // a lost request is not repeated by itself: it may have queued a review
      state.error = unreachable(error) ? t("review-ask-unreachable") : words(error);
      replay.drawStage();
    }
  };
  if (source.known !== false) poll();
  else {
    state.status = "none";
    replay.drawStage();
  }
  return state;
}

/** The review's card for the step on screen: the request button, the progress, the better
 * move at a marked decision, each seat's summary at the last step. */
export function reviewCard(replay) {
  const state = replay.review;
  if (!state || !state.status) return null;
  const parts = [h("h3", {}, t("review-heading"))];
  if (state.status === "none" || state.status === "refused") {
    if (state.offer) parts.push(h("p", { id: "review-offer", class: "muted" }, state.offer));
    if (state.error) parts.push(h("p", { id: "review-error", class: "message", role: "alert" },
      state.error));
    parts.push(h("button", { type: "button", id: "review-request", class: "primary",
      disabled: state.asking, onclick: () => state.ask() }, t("review-request")));
  } else if (state.status === "error") {
    parts.push(h("p", { id: "review-error", class: "message", role: "alert" }, state.error));
  } else {
    if (state.error) parts.push(h("p", { id: "review-error", class: "message", role: "alert" },
      state.error));
    const review = state.review;
    if (state.status === "working") {
      parts.push(h("p", { id: "review-progress", class: "muted" }, t("review-progress",
        { done: number(review.decisionsDone), total: number(review.decisionsTotal) })));
    }
    if (review.expireTime) {  // a record's review: kept by the server for a time
      parts.push(h("p", { id: "review-kept", class: "muted" }, t("review-kept-until", {
        date: new Intl.DateTimeFormat(language(), { dateStyle: "medium", timeStyle: "short" })
          .format(timestampDate(review.expireTime)) })));
    }
    const event = replay.steps[replay.step];
    const entry = event ? state.byVersion.get(Number(event.version)) : null;
    if (entry) parts.push(entryLine(replay, entry));
    if (state.status === "done" && replay.step === replay.steps.length - 1) {
      parts.push(summary(replay, review));
    }
  }
  return h("section", { class: "card review", id: "review", "data-status": state.status },
    parts);
}

function moveWords(replay, any, text) {
  const game = replay.game;
  if (game && game.describeAction && any) {
    const action = anyUnpack(any, game.Action);
    if (action) return game.describeAction(action);
  }
  return text;
}

function entryLine(replay, entry) {
  const mark = markOf(entry);
  const who = replay.seatName(entry.seat);
  const played = moveWords(replay, entry.played, entry.playedText);
  const lines = [h("p", { id: "review-entry", "data-mark": mark ? mark.name : "" },
    markChip(entry), " ", t(mark ? `review-entry-${mark.name}` : "review-entry-good",
      { name: who, move: played, value: number(Math.round(entry.playedValue * 10) / 10) }))];
  if (entry.loss > 0) {
    lines.push(h("p", { id: "review-better", class: "review-better" }, t("review-better", {
      move: moveWords(replay, entry.best, entry.bestText),
      points: number(Math.round(entry.loss * 10) / 10),
    })));
  }
  return h("div", {}, lines);
}

function summary(replay, review) {
  const rows = review.summaries.filter((s) => s.decisions > 0).map((s) => h("li",
    { "data-seat": s.seat }, t("review-summary-line", {
      name: replay.seatName(s.seat), accuracy: number(Math.round(s.accuracy)),
      loss: number(Math.round(s.averageLoss * 10) / 10), inaccuracies: s.inaccuracies,
      mistakes: s.mistakes, blunders: s.blunders, decisions: s.decisions })));
  return h("div", { id: "review-summary" }, h("h4", {}, t("review-summary-heading")),
    h("ul", {}, rows));
}

/** The marks under the slider, one per marked decision at its step (a picture of where the
 * game turned; the log's lines, marked alike, are what one taps). */
export function reviewTrack(replay) {
  const state = replay.review;
  if (!state || !state.review) return null;
  const last = Math.max(1, replay.steps.length - 1);
  const ticks = [];
  replay.steps.forEach((event, step) => {
    const entry = state.byVersion.get(Number(event.version));
    const mark = markOf(entry);
    if (!mark) return;
    ticks.push(h("span", { class: `review-tick ${mark.name}`, "data-step": step,
      "data-mark": mark.name, style: `left: calc(${(100 * step) / last}% - 3px)` }));
  });
  return h("div", { class: "review-track", id: "review-track", "aria-hidden": "true" }, ticks);
}
