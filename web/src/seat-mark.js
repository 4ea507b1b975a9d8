// A seat's colour and its shape: colour is never the only signal, so every seat also has a shape
// (circle, square, triangle, diamond, pentagon, hexagon), drawn in its dot and on its pieces.
import artwork from "./gen/artwork.json";
import { s } from "./dom.js";

/** The shapes, as SVG paths centred on 0,0 within a radius of 10. */
const SHAPES = [
  "M10,0 A10,10 0 1,1 -10,0 A10,10 0 1,1 10,0 Z",
  "M-8.5,-8.5 H8.5 V8.5 H-8.5 Z",
  "M0,-10 L9.5,8 L-9.5,8 Z",
  "M0,-10.5 L10.5,0 L0,10.5 L-10.5,0 Z",
  "M0,-10 L9.5,-3.1 L5.9,8.1 L-5.9,8.1 L-9.5,-3.1 Z",
  "M-5,-9 L5,-9 L10,0 L5,9 L-5,9 L-10,0 Z",
];

export function seatColour(seat) {
  return artwork.seat_colours[seat % artwork.seat_colours.length];
}

/** The path of the seat's shape (centred on 0,0, radius 10). */
export function seatShape(seat) {
  return SHAPES[seat % SHAPES.length];
}

/** A small inline picture of the seat: its shape in its colour (decorative: the seat's name is
 * always written next to it). */
export function seatDot(seat) {
  return s("svg", { class: "seat-dot", viewBox: "-12 -12 24 24", "aria-hidden": "true",
    "data-shape": seat % SHAPES.length },
  s("path", { d: seatShape(seat), fill: seatColour(seat), stroke: "#222", "stroke-width": 1.5 }));
}
