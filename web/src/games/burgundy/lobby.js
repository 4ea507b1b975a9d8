// The Castles of Burgundy in the lobby: a cluster of the game's own hex tiles (the renderer's
// artwork: a castle, a ship, a mine, a building, animals and a knowledge tile), and a line on
// the game from the catalog.
import { s } from "../../dom.js";
import { t } from "../../i18n.js";
import { ART, tileAt } from "./art.js";

const R = ART.tile_radius;
const W = Math.sqrt(3) * R;
// a honeycomb of seven: (label, column offset in half widths, row)
const TILES = [["castle", 0, 0], ["ship", -2, 0], ["mine", 2, 0], ["church", -1, -1],
  ["cow_3", 1, -1], ["knowledge_4", -1, 1], ["sheep_2", 1, 1]];

/** The picture: seven hex tiles around a castle. */
export function picture() {
  return s("svg", { viewBox: `${-2.5 * W} ${-2.2 * R} ${5 * W} ${4.4 * R}`,
    class: "lobby-picture", role: "img", "aria-label": t("burgundy-lobby-picture") },
  ...TILES.map(([label, dx, row]) => tileAt(label, (dx * W) / 2, row * 1.5 * R, R)));
}

export const lobby = {
  picture,
  get line() { return t("burgundy-lobby-line"); },
};
