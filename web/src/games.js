// The games this page can draw, by the name in "games/{game}".
import artwork from "./gen/artwork.json";
import { carcassonne } from "./carcassonne.js";
import { burgundy } from "./games/burgundy/index.js";

export const GAMES = { carcassonne, burgundy };

export function seatColour(seat) {
  return artwork.seat_colours[seat % artwork.seat_colours.length];
}
