// "Your move" where a player looks from another tab: the tab's title starts with it, and the
// page's icon (a playing piece, the same for every game) gets a red badge, on every page of a
// table, for every game; both go back as soon as the move is made.
import { t } from "./i18n.js";

// a pawn: head, shoulders and base, on a 34 x 34 box centred on 0
const PIECE = '<path d="M0,-14 a6,6 0 1 1 0.01,0 Z M-5,-3 h10 l4,13 h4 v4 h-26 v-4 h4 Z" '
  + 'fill="#1f5fd6" stroke="#fff" stroke-width="1.5"/>';

function icon(badge) {
  const dot = badge ? '<circle cx="9" cy="-9" r="7" fill="#d62728" stroke="#fff" '
    + 'stroke-width="2"/>' : "";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-17 -17 34 34">${PIECE}${dot}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const PLAIN = icon(false);
const BADGED = icon(true);

function iconLink() {
  let link = document.querySelector("link[rel~='icon']");
  if (!link) {
    link = document.createElement("link");
    link.rel = "icon";
    document.head.append(link);
  }
  return link;
}

/** The tab's title and icon for a table page: ``title``, and whether the reader is to move. */
export function markTab(title, yourMove) {
  document.title = yourMove ? t("table-title-your-move", { title }) : title;
  const link = iconLink();
  const href = yourMove ? BADGED : PLAIN;
  if (link.getAttribute("href") !== href) link.setAttribute("href", href);
  link.dataset.yourMove = String(yourMove);
}
