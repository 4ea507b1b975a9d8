// The end of a game, for every game: the winner (or a shared victory) and the final scores with
// each game's breakdown (game.breakdown(page) -> { columns, rows, note }). A table on a wide
// screen; on a phone each player's row becomes a card of "label: value" lines (style.css), so
// nothing is clipped and nothing scrolls sideways.
import { h } from "./dom.js";
import { language, number, t } from "./i18n.js";
import { seatDot } from "./seat-mark.js";

function names(list) {
  return new Intl.ListFormat(language(), { type: "conjunction" }).format(list);
}

/** The final section of a finished table's page. */
export function finalScores(page) {
  const outcome = page.view.outcome || page.table.outcome;
  const seats = [...outcome.scores.keys()].sort((a, b) => outcome.ranks[a] - outcome.ranks[b]);
  const winners = seats.filter((seat) => outcome.ranks[seat] === 1);
  const best = Math.max(...outcome.scores);
  const tiedBest = outcome.scores.filter((x) => x === best).length;
  let headline;
  if (winners.length > 1) {
    headline = t("final-shared-victory", { players: names(winners.map((s) => page.seatName(s))) });
  } else {
    headline = t(tiedBest > 1 ? "final-wins-tie-break" : "final-wins",
      { player: page.seatName(winners[0]) });
  }
  const breakdown = page.game ? page.game.breakdown(page) : null;
  const columns = breakdown ? breakdown.columns : [];
  const labels = [t("final-rank"), t("final-player"), t("final-score"), ...columns];
  const cell = (i, value, attrs = {}) => h("td", { "data-label": labels[i], ...attrs }, value);
  return h("section", { class: "card final", id: "final" },
    h("h2", { id: "winner" }, headline),
    h("table", { class: "scores", "aria-label": t("final-heading") },
      h("thead", {}, h("tr", {}, labels.map((label) => h("th", { scope: "col" }, label)))),
      h("tbody", {}, seats.map((seat) => h("tr", { class: "final-score", "data-seat": seat,
        "data-score": outcome.scores[seat], "data-rank": outcome.ranks[seat] },
      cell(0, number(outcome.ranks[seat]), { class: "rank" }),
      cell(1, [seatDot(seat), page.seatName(seat)], { class: "player-name" }),
      cell(2, number(outcome.scores[seat]), { class: "score" }),
      ...(breakdown ? breakdown.rows[seat].map((v, i) => cell(3 + i, number(v))) : []))))),
    breakdown && breakdown.note ? h("p", { class: "muted" }, breakdown.note) : null);
}
