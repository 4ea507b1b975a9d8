// Burgundy's pictures on the page: every hex tile drawn by the renderer's own artwork
// (engines/burgundy/tile_art.py, through web/artwork.py), goods chips, dice; tile names and
// effects from the message catalog. No rule.
import artwork from "../../gen/artwork.json";
import { h, s, svgFragment } from "../../dom.js";
import { number, t } from "../../i18n.js";

export const ART = artwork.burgundy;
export const PHASES = "ABCDE";
const RADIUS = ART.tile_radius;

export function tileKind(label) {
  if (["castle", "ship", "mine"].includes(label)) return label;
  if (label.startsWith("knowledge_")) return "knowledge";
  if (ART.buildings.includes(label)) return "building";
  return "animal";
}

export function tileName(label) {
  if (!label) return "";
  const kind = tileKind(label);
  if (kind === "knowledge") return t("burgundy-tile-knowledge", { number: Number(label.slice(10)) });
  if (kind === "animal") {
    const [species, count] = label.split("_");
    if (!["cow", "pig", "sheep", "chicken"].includes(species)) return t("burgundy-tile-unknown", { label });
    return t(`burgundy-tile-${species}`, { count: Number(count) });
  }
  return t(`burgundy-tile-${label}`);
}

/** The tile's effect in words (the rulebook's), for the table's edition. */
export function tileEffect(label, options = {}) {
  const kind = tileKind(label);
  if (kind === "knowledge") {
    const number = Number(label.slice(10));
    // the table option is a string; the catalog selects on the edition as a number ([2011])
    const edition = Number(options.edition || "2019");
    const points = { 15: edition === 2011 ? 3 : 2, 25: 1, 26: edition === 2011 ? 2 : 3 }[number] || 4;
    return t(`burgundy-effect-knowledge-${number}`, { points, edition });
  }
  if (kind === "building") return t(`burgundy-effect-${label}`);
  if (kind === "animal") return t("burgundy-effect-animal");
  return t(`burgundy-effect-${kind}`);
}

export function tileColour(label) {
  return ART.colours[tileKind(label)];
}

/** An SVG <g> of the tile at (cx, cy) with circumradius `size`. */
export function tileAt(label, cx, cy, size, attrs = {}) {
  const g = s("g", { class: "btile", "data-tile": label,
    transform: `translate(${cx.toFixed(1)} ${cy.toFixed(1)}) scale(${(size / RADIUS).toFixed(3)})`,
    ...attrs }, s("title", {}, tileName(label)));
  const body = ART.tiles[label];
  if (body) g.append(svgFragment(body));
  else g.append(s("polygon", { points: hexPoints(0, 0, RADIUS), fill: "#ccc", stroke: "#333" }));
  return g;
}

/** A standalone small picture of a tile (storage, depots, the log). */
export function tileIcon(label, px = 40, attrs = {}) {
  const r = RADIUS + 1;
  return s("svg", { viewBox: `${-r} ${-r} ${2 * r} ${2 * r}`, width: px, height: px,
    class: "tile-icon", role: "img", "aria-label": tileName(label), ...attrs },
  tileAt(label, 0, 0, RADIUS));
}

export function hexPoints(cx, cy, size) {
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 180) * (60 * i - 30);
    return `${(cx + size * Math.cos(a)).toFixed(1)},${(cy + size * Math.sin(a)).toFixed(1)}`;
  }).join(" ");
}

export function goodsChip(type, count = 1, attrs = {}) {
  return h("span", { class: "good", style: `border-color:${ART.goods_colours[type - 1]}`,
    title: t("burgundy-goods", { type, count }), ...attrs },
  count > 1 ? t("burgundy-goods-chip", { type, count }) : number(type));
}

export function colourName(colour) {
  return t(`burgundy-colour-${colour}`);
}
