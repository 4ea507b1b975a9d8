"""Helpers of the language tests: a browser context speaking a locale, what a page says about its
language, the Latin letters a Persian page shows, and text that overflows its box."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Browser, BrowserContext, Page

from tests.web.browser import DESKTOP, PHONE, STILL

#: the games' names as the rulebooks write them (the glossaries cite the lines)
GAME_NAMES = {
    "fa": {"carcassonne": "کارکاسون", "burgundy": "قلعه\u200cهای بورگاندی"},
    "ja": {"carcassonne": "カルカソンヌ", "burgundy": "ブルゴーニュの城"},
    "en": {"carcassonne": "Carcassonne", "burgundy": "The Castles of Burgundy"},
}
LOCALES = {"fa": "fa-IR", "ja": "ja-JP", "en": "en-US"}


def context(
    browser: Browser, locale: str, *, on_phone: bool = False, motion: str = STILL
) -> BrowserContext:
    """A new browser context whose navigator.languages is ``[locale]``, its person's motion
    preference ``motion`` (``"no-preference"``: the pages' animations play)."""
    screen: dict[str, Any] = dict(PHONE) if on_phone else {"viewport": DESKTOP}
    return browser.new_context(locale=locale, **{**screen, "reduced_motion": motion})


def lang_and_dir(page: Page) -> tuple[str, str]:
    got = page.evaluate("[document.documentElement.lang, document.documentElement.dir]")
    return str(got[0]), str(got[1])


#: the visible text of the page, one string per text node, leaving out text marked as another
#: language (lang="en" on the switcher's "English") and what is not shown
VISIBLE_TEXT = """
(lang) => {
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || !node.textContent.trim()) continue;
    // code is not words: a commitment's hex digits, a command
    if (el.closest("script, style, noscript, template, code, kbd")) continue;
    const marked = el.closest("[lang]");
    if (marked && marked.lang !== lang) continue;
    const style = getComputedStyle(el);
    if (style.visibility === "hidden" || style.display === "none") continue;
    if (!el.getClientRects().length && el.tagName !== "OPTION") continue;
    out.push(node.textContent);
  }
  for (const el of document.querySelectorAll("input[placeholder], [aria-label], [title]")) {
    for (const name of ["placeholder", "aria-label", "title"]) {
      const value = el.getAttribute(name);
      const marked = el.closest("[lang]");
      if (value && !(marked && marked.lang !== lang)) out.push(value);
    }
  }
  out.push(document.title);
  return out;
}
"""


def latin_outside_names(page: Page, names: list[str]) -> list[str]:
    """The page's visible texts that hold a Latin letter once the players' names are removed
    (text in <code>, such as a commitment's hex digits, is not words and is left out)."""
    texts: list[str] = page.evaluate(VISIBLE_TEXT, "fa")
    bad = []
    for text in texts:
        rest = text
        for name in names:
            rest = rest.replace(name, "")
        if any("a" <= c.lower() <= "z" for c in rest):
            bad.append(text)
    return bad


#: elements whose content sticks out of their box: a text node's rectangle outside its
#: element's, or content wider than an element that does not scroll (overflow visible/hidden);
#: boxes of 1px (text for screen readers only) are left out
OVERFLOWS = """
() => {
  const bad = [];
  const describe = (el) => `${el.tagName.toLowerCase()}${el.id ? "#" + el.id : ""}` +
    `${el.className && typeof el.className === "string" ? "." + el.className.split(" ")[0] : ""}`;
  const width = document.documentElement.clientWidth;
  for (const el of document.body.querySelectorAll("*")) {
    if (el.closest("svg")) continue;
    const style = getComputedStyle(el);
    if (style.display === "none" || style.visibility === "hidden") continue;
    const rect = el.getBoundingClientRect();
    // not shown, or shown to screen readers only (a 1px clipped box)
    if (rect.width <= 1 || rect.height <= 1 || el.closest(".sr-only, .visually-hidden")) continue;
    const scrolls = ["auto", "scroll"].includes(style.overflowX);
    if (!scrolls && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0 &&
        !["INPUT", "SELECT", "TEXTAREA"].includes(el.tagName)) {
      bad.push(`${describe(el)} content ${el.scrollWidth}px in ${el.clientWidth}px`);
    }
    if (!el.closest("[style*='overflow'], .map-box") && !scrolls &&
        (rect.right > width + 1 || rect.left < -1)) {
      bad.push(`${describe(el)} outside the page (${rect.left}..${rect.right} of ${width})`);
    }
    for (const node of el.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (r.right > rect.right + 1 || r.left < rect.left - 1) {
          bad.push(`${describe(el)} text "${node.textContent.trim().slice(0, 40)}" ` +
            `${r.left}..${r.right} outside ${rect.left}..${rect.right}`);
        }
      }
    }
  }
  return bad;
}
"""


def overflowing(page: Page) -> list[str]:
    result: list[str] = page.evaluate(OVERFLOWS)
    return result


def choose_language(page: Page, lang: str) -> None:
    """The reader picks ``lang`` in the switcher (the page draws itself again)."""
    with page.expect_navigation():
        page.select_option("#language", lang)
    page.wait_for_function("l => document.documentElement.lang === l", arg=lang)


def store_language(context_: BrowserContext, lang: str) -> None:
    """Every page of the context starts with ``lang`` chosen on the device (as the switcher
    remembers it); used for the pseudo-language, which the switcher does not offer."""
    script: Any = f"localStorage.setItem('meeple.language', {lang!r})"
    context_.add_init_script(script)


#: text nodes that show a player's name without bidi isolation: the name neither between
#: U+2068 and U+2069 (Fluent's variables), nor the whole text of a block, nor in an isolating
#: element (<bdi>, unicode-bidi: isolate or plaintext, an element with a dir attribute)
UNISOLATED = """
(names) => {
  const bad = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent;
    const el = node.parentElement;
    if (!el || el.closest("script, style, svg")) continue;
    for (const name of names) {
      let at = text.indexOf(name);
      while (at >= 0) {
        // inside an isolated run (a Fluent variable, perhaps a table label holding the name)
        const before = text.slice(0, at);
        const after = text.slice(at + name.length);
        const fluent = before.lastIndexOf("\u2068") > before.lastIndexOf("\u2069") &&
          after.indexOf("\u2069") >= 0 &&
          (after.indexOf("\u2068") < 0 || after.indexOf("\u2069") < after.indexOf("\u2068"));
        // or the whole text of a block (a flex or grid item is one): a paragraph of its own
        const alone = el.textContent.trim() === name &&
          !getComputedStyle(el).display.startsWith("inline");
        let isolated = fluent || alone;
        for (let e = el; !isolated && e && e !== document.body; e = e.parentElement) {
          const bidi = getComputedStyle(e).unicodeBidi;
          if (e.tagName === "BDI" || e.hasAttribute("dir") ||
              ["isolate", "isolate-override", "plaintext"].includes(bidi)) {
            isolated = e.textContent.trim().startsWith(name) || e.tagName === "BDI";
          }
        }
        if (!isolated) bad.push(`${el.tagName.toLowerCase()}: ${text.trim().slice(0, 60)}`);
        at = text.indexOf(name, at + name.length);
      }
    }
  }
  return bad;
}
"""


def unisolated_names(page: Page, names: list[str]) -> list[str]:
    result: list[str] = page.evaluate(UNISOLATED, names)
    return result
