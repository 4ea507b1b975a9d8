// The games this page can draw, by the name in "games/{game}": the build generates gen/games.js
// from the folders web/src/games/<game>/index.js (each exports its page module as `default` or
// under the folder's name), so a new game adds its folder and edits nothing here.
import { GAME_MODULES } from "./gen/games.js";

export const GAMES = GAME_MODULES;
export { seatColour } from "./seat-mark.js";
