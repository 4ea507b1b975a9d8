"""The README and docs/ link to each other by file and anchor: every relative link names a file
that exists and, where it has one, an anchor of a heading (or an ``<a id>``) in that file."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAGES = [ROOT / "README.md", ROOT / "CONTRIBUTING.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def prose(text: str) -> str:
    """The text outside fenced code blocks."""
    return re.sub(r"^```.*?^```", "", text, flags=re.MULTILINE | re.DOTALL)


def anchors(page: Path) -> set[str]:
    """GitHub's heading anchors, plus explicit ``<a id>`` anchors."""
    text = prose(page.read_text(encoding="utf-8"))
    found = set(re.findall(r'<a id="([^"]+)"', text))
    seen: dict[str, int] = {}
    for heading in re.findall(r"^#{1,6} (.+)$", text, flags=re.MULTILINE):
        slug = re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        found.add(slug if count == 0 else f"{slug}-{count}")
    return found


def links(page: Path) -> list[str]:
    text = prose(page.read_text(encoding="utf-8"))
    # a link's label may wrap onto the next line
    return LINK.findall(text.replace("\n", " "))


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_resolves(page: Path) -> None:
    broken = []
    for target in links(page):
        if re.match(r"^[a-z][a-z0-9+.-]*:", target):
            continue  # http:, https:, mailto:
        path, _, anchor = target.partition("#")
        resolved = (page.parent / path).resolve() if path else page
        if not resolved.exists():
            broken.append(f"{target}: no such file")
        elif anchor and resolved.suffix == ".md" and anchor not in anchors(resolved):
            broken.append(f"{target}: no such anchor")
    assert not broken, broken


#: The README is a front door, not a notebook: at most 15 KB (15,000 bytes, the stricter
#: reading). History and method live in docs/.
README_LIMIT = 15_000
#: The only absolute addresses the README may show: the run command's own, on loopback.
LOOPBACK = re.compile(r"^http://127\.0\.0\.1:8080/?$")


def every_link(text: str) -> list[str]:
    """Markdown links and images, ``<address>`` autolinks and HTML ``src``/``href`` attributes."""
    body = prose(text)
    flat = body.replace("\n", " ")
    return [
        *LINK.findall(flat),
        *re.findall(r"<(https?://[^>\s]+)>", body),
        *re.findall(r'\b(?:src|href)="([^"]+)"', body),
    ]


def test_the_readme_is_at_most_15_kb() -> None:
    size = len((ROOT / "README.md").read_bytes())
    assert size <= README_LIMIT, f"README.md is {size:,} bytes; move detail to docs/"


def test_every_link_in_the_readme_resolves() -> None:
    """Every link, image and HTML attribute of the README names a file (and, where it has one,
    a heading's anchor) of this repository; the only absolute address is the run command's
    loopback one, so nothing in the front door can go dead outside the repository."""
    readme = ROOT / "README.md"
    targets = every_link(readme.read_text(encoding="utf-8"))
    assert len(targets) > 20, targets  # the parser found the README's links
    broken = []
    for target in targets:
        if re.match(r"^[a-z][a-z0-9+.-]*:", target):
            if not LOOPBACK.match(target):
                broken.append(f"{target}: an outside address")
            continue
        path, _, anchor = target.partition("#")
        resolved = (readme.parent / path).resolve() if path else readme
        if not resolved.exists():
            broken.append(f"{target}: no such file")
        elif resolved.is_file() and resolved.stat().st_size == 0:
            broken.append(f"{target}: an empty file")
        elif anchor and resolved.suffix == ".md" and anchor not in anchors(resolved):
            broken.append(f"{target}: no such anchor")
    assert not broken, broken


def test_the_readme_stays_a_front_page() -> None:
    """The README keeps what a newcomer needs first (what meeple is, with the Burgundy phone
    screenshot; the two commands; playing with friends; the API and command line; libraries;
    one short benchmark table; certifying an engine) and indexes every page of docs/."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    headings = re.findall(r"^## (.+)$", prose(readme), flags=re.MULTILINE)
    needed = [
        "The two commands",
        "Playing with friends",
        "API and command line at a glance",
        "Libraries and why",
        "Benchmarks (latest figures)",
        "Certify another engine",
        "Documentation",
    ]
    # in this order; a short section of its own may sit between them
    assert [h for h in headings if h in needed] == needed, headings
    assert 'src="docs/web-table/burgundy-phone.png"' in readme.split("## The two commands")[0]
    for page in sorted((ROOT / "docs").glob("*.md")):
        assert f"docs/{page.name}" in readme, f"the README's index misses {page.name}"


def test_the_benchmark_table_is_one_line_per_row() -> None:
    """Each benchmark row is short: its figure and its command; the history is in docs/speed.md."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    table = readme.split("## Benchmarks (latest figures)")[1].split("\n## ")[0]
    rows = [line for line in table.splitlines() if line.startswith("| ") and "`python" in line]
    assert len(rows) >= 10
    long = [row[:60] for row in rows if len(row) > 240]
    assert not long, long
