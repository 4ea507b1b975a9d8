"""The glossaries (web/locales/{fa,ja}/glossary.md): each game term the catalogs use, with the
rulebook line it comes from; every cited line must contain the term. The rulebooks are the
project's spec, kept beside the repository in ``../shared/seeds`` (as ``.ci/run`` expects
``../shared``); ``MEEPLE_RULEBOOKS`` names another folder."""

from __future__ import annotations

import functools
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
    """(game, English, term, source) of each row of a glossary's first table."""
    rows: list[tuple[str, str, str, str]] = []
    for line in (LOCALES / lang / "glossary.md").read_text(encoding="utf-8").splitlines():
        if line.startswith("## ") and rows:
            break  # the terms' table is over
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


# --- the catalogs against the glossary: one name for each concept, every name in the glossary ---
# A row's English names a concept; rows of one game whose English agrees before " (" are one
# concept written in more than one of the rulebook's ways (the Japanese book says 黄色の修道院 and
# 黄色タイル). A row whose English starts with "to " or says "(action)" is a verb or an action's
# name, which a sentence conjugates: the checks below leave those to the reviewer.


def concept(english: str) -> str:
    return english.split(" (")[0].strip().lower()


def is_verb(english: str) -> bool:
    return english.startswith("to ") or "(action)" in english


def concepts(lang: str) -> dict[tuple[str, str], list[str]]:
    """(game, concept) -> the glossary's names for it (ZWNJs removed)."""
    out: dict[tuple[str, str], list[str]] = {}
    for game, english, term, _ in entries(lang):
        if not is_verb(english):
            out.setdefault((game, concept(english)), []).append(term.replace(ZWNJ, ""))
    return out


def english_pattern(name: str) -> re.Pattern[str]:
    """An English concept in a sentence: any case, "-" or a space between its words, a plural."""
    words = [re.escape(word) for word in name.split()]
    return re.compile(r"\b" + r"[\s-]+".join(words) + r"(?:s|es)?\b", re.I)


#: what Persian adds to a noun without changing it: the plural, the ezafe, the indefinite, the
#: possessive endings (the seed texts and the check both drop the ZWNJ before them)
PERSIAN_ENDINGS = "(?:های|ها|یی|ای|ی|ام|ات|اش|مان|تان|شان|ت|ش)?"


def term_pattern(term: str, lang: str) -> re.Pattern[str]:
    """A glossary term in a translation (ZWNJs removed): Persian words may take their endings (a
    noun's ezafe written in the term, as in «سکه‌ی نقره», is one of them)."""
    if lang != "fa":
        return re.compile(re.escape(term))
    words = term.split()
    stems = [w[:-1] if w.endswith("هی") and i < len(words) - 1 else w for i, w in enumerate(words)]
    return re.compile(r"\s*".join(re.escape(stem) + PERSIAN_ENDINGS for stem in stems))


@functools.cache
def engine_source(game: str) -> str:
    return "\n".join(p.read_text() for p in sorted((ROOT / "engines" / game).rglob("*.py")))


def in_scope(game: str, message_id: str, file: str) -> bool:
    """The messages where a game's terms are that game's: its page, its table options, and the
    refusals its engine raises (error-<reason>, the reason a literal in engines/<game>/)."""
    if file == f"{game}.ftl" or message_id.startswith(f"option-{game}-"):
        return True
    reason = message_id.removeprefix("error-").upper().replace("-", "_")
    return file == "errors.ftl" and f'"{reason}"' in engine_source(game)


@pytest.mark.parametrize("lang", ["fa", "ja"])
def test_each_concept_has_the_glossarys_name_wherever_english_names_it(lang: str) -> None:
    """Wherever a game's English message names a glossary concept, the translation uses one of
    the glossary's names for it (a longer concept holding it, "black depot" in "depot", is
    checked as itself): a second name for a concept («کاشی پاداش» beside «کاشی ویژه») fails."""
    from tests.web.catalog import messages

    english, translated = messages("en"), messages(lang)
    names = concepts(lang)
    every = {c for _, c in names} | {c for _, c in concepts("fa" if lang == "ja" else "ja")}
    wrong = []
    for (game, name), terms in sorted(names.items()):
        pattern = english_pattern(name)
        longer = [english_pattern(c) for c in every if c != name and pattern.search(c)]
        for id_, message in english.items():
            if not in_scope(game, id_, message.file):
                continue
            text = message.text
            for pattern in longer:
                text = pattern.sub(" ", text)
            if not english_pattern(name).search(text):
                continue
            other = translated[id_].text.replace(ZWNJ, "")
            if not any(term_pattern(term, lang).search(other) for term in terms):
                wrong.append(f"{id_}: {name} = {' / '.join(terms)} | {translated[id_].text}")
    assert wrong == [], "\n".join(wrong)


@pytest.mark.parametrize("lang", ["fa", "ja"])
def test_a_concept_inside_another_keeps_its_name(lang: str) -> None:
    """A concept that is another one qualified ("large bonus tile" of "bonus tile", "black depot"
    of "depot": the English ends with it) holds that one's name too: the glossary itself cannot
    give one concept two names. ("city hall" is no kind of city.)"""
    names = concepts(lang)
    wrong = []
    for (game, name), terms in names.items():
        for (other_game, inner), inner_terms in names.items():
            kind_of = re.search(english_pattern(inner).pattern + "$", name, flags=re.I)
            if other_game != game or inner == name or not kind_of:
                continue
            for term in terms:
                if not any(term_pattern(t, lang).search(term) for t in inner_terms):
                    wrong.append(f"{name} = {term} lacks {inner} = {' / '.join(inner_terms)}")
    assert wrong == [], "\n".join(wrong)


#: the message families that name the games' things (tiles, spaces, followers), in English; each
#: name they hold is a glossary concept in every language
NAMING = re.compile(r"^(burgundy-tile-(?!unknown|info)|burgundy-colour-)")


@pytest.mark.parametrize("lang", ["fa", "ja"])
def test_every_thing_the_catalog_names_is_in_the_glossary(lang: str) -> None:
    """Each tile, space and follower kind the page names has its concept in the glossary: a
    game term the catalog uses but the glossary lacks fails."""
    from tests.web.catalog import messages

    names = concepts(lang)
    missing = []
    for id_, message in messages("en").items():
        if not NAMING.match(id_):
            continue
        game = id_.split("-")[0] if not id_.startswith("option-") else id_.split("-")[1]
        for part in re.split(r"[(),]| or ", message.text):
            words = " ".join(w for w in part.split() if w not in ("a", "an", "the", "×"))
            if not words or any(c.isdigit() for c in words):
                continue
            known = any(english_pattern(c).fullmatch(words) for g, c in names if g == game)
            if not known:
                missing.append(f"{id_}: {words!r}")
    assert missing == [], "\n".join(missing)


def kept_words(lang: str) -> list[tuple[str, str]]:
    """(word, English) of each row of the glossary's "Words kept for one thing" table: the word
    may stand only where the English message says that ("" for nowhere)."""
    text = (LOCALES / lang / "glossary.md").read_text(encoding="utf-8")
    _, _, section = text.partition("## Words kept for one thing")
    rows: list[tuple[str, str]] = []
    for line in section.splitlines():
        match = ROW.match(line)
        if match:
            cells = [cell.strip() for cell in match["cells"].split("|")]
            if cells[0] not in ("word", "---"):
                rows.append((cells[0], cells[1].strip('“”"')))
    return rows


@pytest.mark.parametrize("lang", ["fa", "ja"])
def test_words_kept_for_one_thing(lang: str) -> None:
    """A rulebook word used for something else (Persian «مرحله», a phase, for a tie-break's
    step; «صفحه‌ی اصلی», the main board, for the lobby) or a second name the glossary turned
    down («کنش» for «عملیات», アクション for 仕事) fails wherever the English does not say it."""
    from tests.web.catalog import messages

    rows = kept_words(lang)
    assert len(rows) >= 5, rows
    english = messages("en")
    wrong = []
    for word, where in rows:
        for id_, message in messages(lang).items():
            if word.replace(ZWNJ, "") not in message.text.replace(ZWNJ, ""):
                continue
            if not where or not re.search(rf"\b{re.escape(where)}", english[id_].text, re.I):
                wrong.append(f"{id_}: {word} (only for {where or 'nothing'}) | {message.text}")
    assert wrong == [], "\n".join(wrong)


#: the informal singular imperative: what a Persian page says to a friend, not to its reader
INFORMAL = re.compile(
    r"(?<![\w\u200c])(بزن|بگذار|بردار|بفرست|بساز|کن|بده|نده|بگیر|ببین|بخر|برو|بمان|بنویس|"
    r"بخوان|بچرخان|بیا|بپیوند|بنشین|بکش|بفروش|نزن|نکن|بپذیر|برگرد|بگذر|ببند|باش)(?![\w\u200c])"
)


def test_persian_speaks_to_its_reader_in_one_register() -> None:
    """Buttons and requests in the polite plural, as the rulebook speaks («بگذارید»), never the
    informal singular («بگذار»)."""
    from tests.web.catalog import messages

    informal = [f"{m.id}: {m.text}" for m in messages("fa").values() if INFORMAL.search(m.text)]
    assert informal == [], "\n".join(informal)
