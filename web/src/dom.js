// A tiny element builder: h("button", {onclick}, "text", child, ...).
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
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
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
// parsed once per markup and cloned afterwards.
const parsed = new Map();

export function svgFragment(markup) {
  let template = parsed.get(markup);
  if (!template) {
    const doc = new DOMParser().parseFromString(
      `<svg xmlns="${SVG_NS}">${markup}</svg>`, "image/svg+xml");
    template = document.createElementNS(SVG_NS, "g");
    for (const node of [...doc.documentElement.childNodes]) {
      template.append(document.importNode(node, true));
    }
    parsed.set(markup, template);
  }
  return template.cloneNode(true);
}

export function show(root, ...children) {
  root.replaceChildren(...children.flat().filter(Boolean));
}
