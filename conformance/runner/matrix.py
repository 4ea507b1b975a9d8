"""``meeple-conformance matrix REPORT... --out page.html``: one static HTML page comparing
implementations side by side, in the manner of wpt.fyi: a column per report (implementation,
version, suite revision, runner, date, verdicts), a row per fixture grouped by area with each
report's status, and per area how many fixtures each passed."""

from __future__ import annotations

from collections import defaultdict
from html import escape
from typing import Any

_COLOURS = {
    "PASS": "#c8e6c9",
    "FAIL": "#ffcdd2",
    "TIMEOUT": "#ffe0b2",
    "ERROR": "#f8bbd0",
    "NOT_APPLICABLE": "#eeeeee",
    "MISSING": "#ffffff",
}
_STYLE = """
body { font-family: system-ui, sans-serif; margin: 1.5rem; color: #222; }
table { border-collapse: collapse; font-size: 13px; }
th, td { border: 1px solid #ccc; padding: 2px 6px; text-align: left; vertical-align: top; }
th.area { background: #f5f5f5; }
td.status { text-align: center; font-family: ui-monospace, monospace; }
.warning { color: #b71c1c; }
code { font-size: 12px; word-break: break-all; }
"""


def area(name: str) -> str:
    """``carcassonne/scoring/x`` -> ``carcassonne/scoring``."""
    return name.rsplit("/", 1)[0] if "/" in name else name


def matrix_html(reports: list[dict[str, Any]], labels: list[str]) -> str:
    statuses = [{e["name"]: e for e in r.get("results") or []} for r in reports]
    names = sorted({name for s in statuses for name in s})
    revisions = {r.get("suite_revision") for r in reports}
    out = [
        "<!doctype html>",
        '<html lang="en"><head><meta charset="utf-8">',
        "<title>meeple conformance: implementations side by side</title>",
        f"<style>{_STYLE}</style></head><body>",
        "<h1>meeple conformance: implementations side by side</h1>",
    ]
    if len(revisions) > 1:
        out.append(
            '<p class="warning">These reports ran different suite revisions: a row compares '
            "fixtures of the same name, which may differ.</p>"
        )
    out.append("<table><thead><tr><th>fixture</th>")
    out += [f"<th>{_column_head(r, label)}</th>" for r, label in zip(reports, labels, strict=True)]
    out.append("</tr></thead><tbody>")
    by_area: dict[str, list[str]] = defaultdict(list)
    for name in names:
        by_area[area(name)].append(name)
    for group in sorted(by_area):
        members = by_area[group]
        cells = []
        for s in statuses:
            ran = [s[n] for n in members if n in s and s[n]["status"] != "NOT_APPLICABLE"]
            passed = sum(e["status"] == "PASS" for e in ran)
            cells.append(
                f"<th class='area'>{passed} / {len(ran)}</th>" if ran else "<th class='area'>–</th>"
            )
        out.append(f"<tr><th class='area'>{escape(group)}</th>{''.join(cells)}</tr>")
        for name in members:
            row = [f"<td><code>{escape(name)}</code></td>"]
            for s in statuses:
                entry = s.get(name)
                status = entry["status"] if entry else "MISSING"
                tip = ""
                if entry and entry.get("failure"):
                    tip = escape(str(entry["failure"].get("text") or entry["failure"].get("what")))
                row.append(
                    f"<td class='status' style='background:{_COLOURS.get(status, '#fff')}' "
                    f'title="{tip}">{escape(status)}</td>'
                )
            out.append(f"<tr>{''.join(row)}</tr>")
    out.append("</tbody></table>")
    out.append(
        "<p>Statuses: PASS, FAIL, TIMEOUT, ERROR, NOT_APPLICABLE (the implementation does not "
        "declare the fixture's game or features), MISSING (not in that report). Hover a failure "
        "for its report. Written by <code>meeple-conformance matrix</code>.</p>"
    )
    out.append("</body></html>\n")
    return "\n".join(out)


def _column_head(report: dict[str, Any], label: str) -> str:
    implementation = report.get("implementation") or {}
    lines = [
        f"<b>{escape(str(implementation.get('name', label)))}</b> "
        f"{escape(str(implementation.get('version', '')))}",
        f"<small>{escape(label)}</small>",
        f"<small>suite {escape(str(report.get('spec_version')))}+"
        f"<code>{escape(str(report.get('suite_revision')))}</code></small>",
        f"<small>runner {escape(str(report.get('runner_version')))}, "
        f"{escape(str(report.get('date')))}</small>",
    ]
    for verdict in report.get("profiles") or []:
        word = "certified" if verdict.get("certified") else "not certified"
        lines.append(
            f"<small>{escape(str(verdict['profile']))}@{verdict['profile_version']}: {word} "
            f"({verdict['passed']}/{verdict['required']})</small>"
        )
    if report.get("not_claimed"):
        lines.append(f"<small>not claimed: {escape(', '.join(report['not_claimed']))}</small>")
    return "<br>".join(lines)
