"""The rules digests (conformance/rules/*.md): every fixture's source names one of their anchors,
every worked example of a rulebook is checked by a fixture, and every rule cites its source."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from conformance.runner.anchors import (
    RULES_DIR,
    SOURCE_PATTERN,
    anchors_in,
    digest_anchors,
    example_sources,
    source_problem,
)
from conformance.runner.loading import SUITE_ROOT, load_fixtures

GAME_DIGESTS = ("carcassonne.md", "burgundy.md")
#: how a game digest cites: a rulebook page (RB/FA p.), a section of the Japanese rulebook
#: (JA「...」) or the shared reference (REF)
CITATION = re.compile(r"\b(RB|FA) pp?\. \d|JA「|\bREF\b")
_SECTION = re.compile(r'^#+ <a id="([a-z0-9-]+)"></a>.*$', re.M)


def test_every_fixture_source_names_an_existing_anchor() -> None:
    fixtures = load_fixtures()
    assert len(fixtures) > 150
    problems = [f"{f.name}: {p}" for f in fixtures if (p := source_problem(f.source)) is not None]
    assert problems == []
    # the source says which digest: a game's fixtures cite that game's digest (or the service's,
    # for service behaviour shown at one game's tables), service fixtures the service's
    for fixture in fixtures:
        match = SOURCE_PATTERN.match(fixture.source)
        assert match is not None
        digests = {"rules/service.md"} | ({f"rules/{fixture.game}.md"} - {"rules/any.md"})
        assert match.group(1) in digests, fixture.name


def test_every_worked_example_is_checked_by_a_hand_written_fixture() -> None:
    used = {f.source for f in load_fixtures([SUITE_ROOT / "fixtures"])}
    examples = example_sources()
    assert len(examples) >= 16  # 2 Carcassonne, 14 Burgundy
    assert sorted(examples - used) == []


@pytest.mark.parametrize("digest", sorted(p.name for p in RULES_DIR.glob("*.md")))
def test_anchors_are_unique_and_well_formed(digest: str) -> None:
    text = (RULES_DIR / digest).read_text(encoding="utf-8")
    ids = anchors_in(text)
    assert [i for i, n in Counter(ids).items() if n > 1] == []
    # no anchor outside the <a id="..."></a> form (which would be invisible to the checker)
    assert text.count("<a id=") == len(ids)


@pytest.mark.parametrize("digest", GAME_DIGESTS)
def test_every_rule_and_example_cites_the_rulebook(digest: str) -> None:
    text = (RULES_DIR / digest).read_text(encoding="utf-8")
    headings = list(_SECTION.finditer(text))
    assert len(headings) == len(digest_anchors()[f"rules/{digest}"]) > 20
    uncited = []
    for heading, following in zip(headings, [*headings[1:], None], strict=True):
        body = text[heading.end() : following.start() if following else len(text)]
        body = body.split("\n## ")[0]  # the section ends at the next part heading too
        if not CITATION.search(body):
            uncited.append(heading.group(1))
    assert uncited == []


@pytest.mark.parametrize("digest", GAME_DIGESTS)
def test_every_table_option_is_named_in_its_digest(digest: str) -> None:
    """Where an option selects between readings, the digest names it (the options table of
    docs/api.md)."""
    game = digest.removesuffix(".md")
    page = (SUITE_ROOT.parent / "docs" / "api.md").read_text(encoding="utf-8")
    options = set(re.findall(rf"^\| {game} \| `([a-z0-9_]+)` \|", page, re.M))
    assert options
    text = (RULES_DIR / digest).read_text(encoding="utf-8")
    assert sorted(o for o in options if f"`{o}`" not in text) == []
