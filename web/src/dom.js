// A tiny element builder: h("button", {onclick}, "text", child, ...). Attributes are written
// as given (data-* keep ASCII digits); a number given as a child is text for people, so it is
// formatted for the reader's language.
import { language, number } from "./i18n.js";

const SVG_NS = "http://www.w3.org/2000/svg";

function build(el, attrs, children) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on")) el.addEventListener(key.slice(2), value);
    else if (key === "class") el.setAttribute("class", value);
    else el.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    // a number shown as text is written in the reader's digits (Persian ۱۲ in Persian)
    const text = typeof child === "number" || typeof child === "bigint"
      ? number(child, { useGrouping: false })
      : String(child);
    el.append(child instanceof Node ? child : document.createTextNode(text));
  }
  return el;
}

export function h(tag, attrs, ...children) {
  return build(document.createElement(tag), attrs, children);
}

export function s(tag, attrs, ...children) {
  return build(document.createElementNS(SVG_NS, tag), attrs, children);
}

// An SVG fragment from trusted build-time artwork (drawn by the games' renderers, no user text),
// parsed once per markup and language and cloned afterwards. A number the artwork writes (a
// knowledge tile's number, an animal tile's "×3") is written in the reader's digits.
const parsed = new Map();

function localDigits(root) {
  for (const text of root.querySelectorAll("text, tspan")) {
    for (const node of text.childNodes) {
      if (node.nodeType === Node.TEXT_NODE && /[0-9]/.test(node.textContent)) {
        node.textContent = node.textContent.replace(/[0-9]+/g, (digits) => number(Number(digits)));
      }
    }
  }
}

export function svgFragment(markup) {
  const key = `${language()}\n${markup}`;
  let template = parsed.get(key);
  if (!template) {
    const doc = new DOMParser().parseFromString(
      `<svg xmlns="${SVG_NS}">${markup}</svg>`, "image/svg+xml");
    template = document.createElementNS(SVG_NS, "g");
    for (const node of [...doc.documentElement.childNodes]) {
      template.append(document.importNode(node, true));
    }
    localDigits(template);
    parsed.set(key, template);
  }
  return template.cloneNode(true);
}

export function show(root, ...children) {
  root.replaceChildren(...children.flat().filter(Boolean));
}
