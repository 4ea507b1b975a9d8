"""The glossaries (web/locales/{fa,ja}/glossary.md): each game term the catalogs use, with the
rulebook line it comes from; every cited line must contain the term. The rulebooks are the
project's spec, kept beside the repository in ``../shared/seeds`` (as ``.ci/run`` expects
``../shared``); ``MEEPLE_RULEBOOKS`` names another folder."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LOCALES = ROOT / "web" / "locales"
ZWNJ = "\u200c"
ROW = re.compile(r"^\|(?P<cells>.+)\|\s*$")


def rulebooks() -> Path:
    """The folder of the rulebooks: $MEEPLE_RULEBOOKS, else ../shared/seeds beside the main
    checkout (a git worktree's main checkout too)."""
    if os.environ.get("MEEPLE_RULEBOOKS"):
        return Path(os.environ["MEEPLE_RULEBOOKS"])
    common = subprocess.run(
        ["git", "rev-parse", "--path-format=absolute", "--git-common-dir"],
        cwd=ROOT, capture_output=True, text=True, check=False,
    ).stdout.strip()  # fmt: skip
    for checkout in (ROOT, Path(common).parent if common else ROOT):
        folder = checkout.parent / "shared" / "seeds"
        if folder.is_dir():
            return folder
    raise AssertionError("the rulebooks are not in ../shared/seeds: set MEEPLE_RULEBOOKS")


def entries(lang: str) -> list[tuple[str, str, str, str]]:
    """(game, English, term, source) of each row of a glossary's table."""
    rows = []
    for line in (LOCALES / lang / "glossary.md").read_text(encoding="utf-8").splitlines():
        match = ROW.match(line)
        if not match:
            continue
        cells = [cell.strip() for cell in match["cells"].split("|")]
        if cells[0] in ("game", "---"):
            continue
        assert len(cells) == 4, line
        rows.append((cells[0], cells[1], cells[2], cells[3]))
    return rows


@pytest.mark.parametrize("lang", ["fa", "ja"])
def test_each_cited_rulebook_line_contains_its_term(lang: str) -> None:
    folder = rulebooks()
    rows = entries(lang)
    assert len(rows) > 40
    cited = 0
    for game, english, term, source in rows:
        assert game in ("carcassonne", "burgundy"), game
        if source == "none":
            continue
        name, _, number = source.rpartition(":")
        lines = (folder / name).read_text(encoding="utf-8").split("\n")
        line = lines[int(number) - 1]
        # the seed texts lost their zero-width non-joiners; the catalog keeps them
        assert term.replace(ZWNJ, "") in line.replace(ZWNJ, ""), (english, term, source)
        cited += 1
    assert cited >= 40


def test_the_rulebooks_words_for_the_terms_the_issue_names() -> None:
    fa = {(g, e.split(" (")[0]): t for g, e, t, _ in entries("fa")}
    ja = {(g, e.split(" (")[0]): t for g, e, t, _ in entries("ja")}
    for english in ("follower", "farmer", "city", "road", "monastery", "pennant", "field", "tile"):
        assert ("carcassonne", english) in fa, english
    burgundy = ["silverling", "knowledge tile", "castle", "mine", "ship", "estate", "phase"]
    burgundy += ["round", "bonus tile", "warehouse", "church", "market", "bank", "watchtower"]
    burgundy += ["city hall", "boarding house", "carpenter's workshop", "building", "goods"]
    burgundy += ["depot", "black depot"]
    for english in burgundy:
        assert ("burgundy", english) in fa, english
        assert ("burgundy", english) in ja, english
    assert ("burgundy", "dice") in ja and ("burgundy", "die, dice") in fa
    assert fa[("carcassonne", "Carcassonne")] == "کارکاسون"
    assert fa[("burgundy", "The Castles of Burgundy")] == "قلعه\u200cهای بورگاندی"
    assert ja[("burgundy", "The Castles of Burgundy")] == "ブルゴーニュの城"
