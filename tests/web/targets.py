"""Every touch target a page shows, measured: links, buttons, fields, menus, the summaries that
fold a section, and whatever the page makes tappable (role="button", a tab stop); a field inside
its label is measured as the label, which takes the tap. A target is a thumb's when both sides
are at least 44 CSS px (the docs' promise; WCAG 2.5.5, Apple's and Google's guides). Links
inside a sentence are exempt (WCAG 2.5.5's inline exception): a link whose block holds other
words."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page

from tests.web.thumb import THUMB

MEASURE = """([least, leaveOut]) => {
  const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, '
    + '[role="button"], [tabindex]:not([tabindex="-1"])';
  const out = [];
  const seen = new Set();
  for (let el of document.querySelectorAll(selector)) {
    const label = el.matches("input, select, textarea") && el.closest("label");
    if (label) el = label;
    if (seen.has(el)) continue;
    seen.add(el);
    if (leaveOut && el.matches(leaveOut)) continue;
    if (!el.getClientRects().length) continue;
    const style = getComputedStyle(el);
    if (style.visibility === "hidden" || style.display === "none") continue;
    if (el.closest("[hidden], [aria-hidden='true'], .visually-hidden, .sr-heading")) continue;
    if (el.matches("[role='log'], ol, ul, section, [tabindex]:not(a, button, input, select, "
      + "summary, [role='button'], label)") && !el.matches("[role='button']")) continue;
    if (el.matches("a") && !el.matches(".button, [role='button']")) {
      const block = el.parentElement;
      const own = (el.textContent || "").trim();
      const all = (block ? block.textContent : "").trim();
      if (all.length > own.length + 2) continue;  // a link inside a sentence
    }
    const r = el.getBoundingClientRect();
    if (r.width >= least - 0.5 && r.height >= least - 0.5) continue;
    out.push({ tag: el.tagName.toLowerCase(), id: el.id || "", cls: String(el.className.baseVal
      ?? el.className).slice(0, 60), text: (el.textContent || el.getAttribute("aria-label") || "")
      .trim().slice(0, 40), width: Math.round(r.width * 10) / 10,
      height: Math.round(r.height * 10) / 10 });
  }
  return out;
}"""


def small_targets(page: Page, leave_out: str = "") -> list[dict[str, Any]]:
    """The page's touch targets smaller than THUMB px on a side (empty when all are a thumb's),
    but those matching the selector ``leave_out``."""
    found: list[dict[str, Any]] = page.evaluate(MEASURE, [THUMB, leave_out])
    return found


def assert_thumb_sized(page: Page, where: str, leave_out: str = "") -> None:
    small = small_targets(page, leave_out)
    assert not small, (where, small)
