// Hints (issue 46): at a table whose option `hints` is on, the seat whose decision it is may ask
// what the search bot would play (GetHint), and reads the move and the reason in points: the
// expected final margin after it, and how much more that is than the next candidate; the game
// chooses the hinted move on its board (game.showHint), for the player to confirm. Each
// game's decision bar holds the button and the answer; the words come from the catalog and the
// moves are described by the game itself.
import { anyUnpack } from "@bufbuild/protobuf/wkt";
import { auth, client, words } from "./api.js";
import { h } from "./dom.js";
import { number, t } from "./i18n.js";

/** Whether `page` may ask for a hint now: hints on, a seat, and its decision. */
export function hintsOffered(page) {
  return !!page.table && page.table.serviceOptions.hints === "on" && page.mySeat !== null
    && page.actions.length > 0;
}

function points(value) {
  return number(Math.round(value * 10) / 10);
}

function moveWords(page, move) {
  const game = page.game;
  const action = game && game.describeAction ? anyUnpack(move.action, game.Action) : null;
  return action ? game.describeAction(action) : move.text;
}

/** The hint asked for at this version, if any ({ asking, hint, error }). */
function current(page) {
  const state = page.hintState;
  return state && state.version === Number(page.view.version) ? state : null;
}

async function ask(page) {
  const version = Number(page.view.version);
  page.hintState = { version, asking: true };
  page.render();
  let state;
  try {
    const { hint } = await client.getHint({ table: page.name }, auth(page.token));
    state = { version, hint };
  } catch (error) {
    state = { version, error: words(error) };
  }
  if (page.hintState && page.hintState.version === version) {
    page.hintState = state;
    // the hinted move chosen on the board (the player still confirms it), where the game can
    const best = state.hint && state.hint.moves[0];
    const game = page.game;
    if (best && game && game.showHint) {
      const action = anyUnpack(best.action, game.Action);
      if (action) game.showHint(page, action);
    }
    page.render();
  }
}

/** The hint button for a decision bar (null when no hint may be asked). */
export function hintButton(page) {
  if (!hintsOffered(page)) return null;
  const state = current(page);
  const b = h("button", { type: "button", id: "hint-ask", class: "hint-ask",
    disabled: !!(state && (state.asking || state.hint)) }, t("hint-button"));
  b.addEventListener("click", () => ask(page));
  return b;
}

/** The answer under a decision bar's words: the move, its expected margin and the reason. */
export function hintAnswer(page) {
  if (!hintsOffered(page)) return null;
  const state = current(page);
  if (!state) return null;
  if (state.asking) return h("p", { class: "hint-answer muted", id: "hint-answer" }, t("hint-asking"));
  if (state.error) return h("p", { class: "hint-answer", id: "hint-answer", role: "alert" }, state.error);
  const [best, next] = state.hint.moves;
  if (!best) return null;
  // sentences side by side (the style sheet spaces them, but not in Japanese)
  const lines = [h("span", {}, t("hint-best", { move: moveWords(page, best) }))];
  if (next) {
    lines.push(h("span", {}, t("hint-margin", { points: points(Math.abs(best.value)),
      side: best.value < 0 ? "behind" : "ahead" })),
      h("span", {}, t("hint-why", { points: points(best.value - next.value),
        move: moveWords(page, next) })));
  } else {
    lines.push(h("span", {}, t("hint-only")));  // a forced move is not searched
  }
  return h("p", { class: "hint-answer", id: "hint-answer", "data-moves": state.hint.moves.length },
    lines);
}
