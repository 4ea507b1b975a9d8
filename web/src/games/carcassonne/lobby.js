// Carcassonne in the lobby: a corner of a map drawn with the game's own tiles (the renderer's
// artwork), two followers on it, and a line on the game from the catalog.
import { s, svgFragment } from "../../dom.js";
import { t } from "../../i18n.js";
import { seatColour } from "../../seat-mark.js";
import { ART, tileGroup } from "./map.js";

// a start tile and the road it leads along, a monastery and a city cap below (every edge fits)
const TILES = [["D", 0, 0, 0], ["U", 0, 1, 0], ["K", 0, 2, 0],
  ["B", 0, 0, 1], ["E", 2, 1, 1], ["A", 2, 2, 1]];
const FOLLOWERS = [[0, 150, 50], [1, 50, 150]];

/** The picture: six tiles of a map, 3 × 2. */
export function picture() {
  const followers = FOLLOWERS.map(([seat, x, y]) => {
    const body = svgFragment(ART.follower.replace("COLOUR", seatColour(seat)));
    body.setAttribute("transform", `translate(${x},${y}) scale(1.6)`);
    return body;
  });
  return s("svg", { viewBox: "-2 -2 304 204", class: "lobby-picture", role: "img",
    "aria-label": t("carcassonne-lobby-picture") },
  ...TILES.map(([letter, rotation, x, y]) => tileGroup(letter, rotation, x, y)), ...followers);
}

export const lobby = {
  picture,
  get line() { return t("carcassonne-lobby-line"); },
};
