"""Reading the page's message catalog (web/locales/<lang>/*.ftl, Project Fluent) and the ids the
page's code uses (web/src/**/*.js), for the catalog tests."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from fluent.syntax import ast, parse

ROOT = Path(__file__).resolve().parents[2]
LOCALES = ROOT / "web" / "locales"
SRC = ROOT / "web" / "src"
LANGUAGES: tuple[str, ...] = tuple(json.loads((LOCALES / "languages.json").read_text()))

#: t("id"), t('id') and t(`id-${x}`) calls in the page's code
T_CALL = re.compile(r"(?<![\w$.])t\(\s*([\"'`])((?:(?!\1).)*)\1", re.S)
#: comments (a // after a space or at a line's start, so "http://" stays)
COMMENT = re.compile(r"/\*.*?\*/|(?:^|(?<=\s))//[^\n]*", re.S | re.M)
#: any other string literal that is written like a message id ("burgundy-tile-city_hall")
STRING = re.compile(r"([\"'`])([a-z][a-z0-9_]*(?:-[a-z0-9_]+)+)\1")
#: a template literal that builds an id (`carcassonne-log-${kind}-unclaimed`), wherever it is
TEMPLATE = re.compile(r"`([a-z][a-z0-9_]*-[^`]*\$\{[^`]*)`")


@dataclass(frozen=True)
class Message:
    lang: str
    id: str
    file: str
    #: every variable the message refers to
    variables: frozenset[str]
    #: the variables it shows (not only used to select a variant, as a plural's $count may be)
    shown: frozenset[str]
    #: the message's own text (its TextElements), without placeables
    text: str


def _walk(
    node: object, variables: set[str], shown: set[str], text: list[str], selector: bool = False
) -> None:
    if isinstance(node, ast.TextElement):
        text.append(node.value)
    elif isinstance(node, ast.VariableReference):
        variables.add(node.id.name)
        if not selector:
            shown.add(node.id.name)
    if isinstance(node, ast.BaseNode):
        for name, value in vars(node).items():
            as_selector = isinstance(node, ast.SelectExpression) and name == "selector"
            for child in value if isinstance(value, list) else [value]:
                if isinstance(child, ast.BaseNode):
                    _walk(child, variables, shown, text, as_selector)


def areas() -> list[str]:
    """The catalog's areas: one English file each (web/locales/en/<area>.ftl); a translation
    of an area belongs to it once its English file is in the tree."""
    return sorted(path.name for path in (LOCALES / "en").glob("*.ftl"))


@cache
def messages(lang: str) -> dict[str, Message]:
    """Every message of a language in the areas that have English, by id; a parse error or a
    duplicate id fails."""
    out: dict[str, Message] = {}
    for path in sorted((LOCALES / lang).glob("*.ftl")):
        if path.name not in areas():
            continue
        resource = parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            assert not isinstance(entry, ast.Junk), f"{path}: {entry.annotations}"
            if not isinstance(entry, ast.Message):
                continue
            assert entry.id.name not in out, f"{lang}: {entry.id.name} twice"
            variables: set[str] = set()
            shown: set[str] = set()
            text: list[str] = []
            _walk(entry, variables, shown, text)
            out[entry.id.name] = Message(
                lang, entry.id.name, path.name, frozenset(variables), frozenset(shown),
                "".join(text),
            )  # fmt: skip
    return out


def page_sources() -> list[Path]:
    return sorted(p for p in SRC.rglob("*.js") if "gen" not in p.relative_to(SRC).parts)


#: the build's renderer of the server's own pages (404, 421), whose message ids are literals
SERVER_PAGES = ROOT / "web" / "server_pages.py"


@cache
def used_by_page() -> tuple[frozenset[str], tuple[re.Pattern[str], ...], frozenset[str]]:
    """(ids in t("…") calls, patterns of t(`…${x}…`) calls, other id-like string literals and
    the patterns of other id-like template literals, which only count as uses)."""
    literal: set[str] = set()
    patterns: list[re.Pattern[str]] = []
    strings: set[str] = set()
    for path in page_sources():
        code = COMMENT.sub("", path.read_text(encoding="utf-8"))
        for quote, body in T_CALL.findall(code):
            if quote == "`" and "${" in body:
                parts = re.split(r"\$\{[^}]*\}", body)
                patterns.append(re.compile("^" + ".+".join(map(re.escape, parts)) + "$"))
            else:
                literal.add(body)
        strings.update(body for _, body in STRING.findall(code))
        for body in TEMPLATE.findall(code):
            parts = re.split(r"\$\{[^}]*\}", body)
            if re.fullmatch(r"[a-z0-9_-]*", "".join(parts)):
                strings.add("^" + ".+".join(map(re.escape, parts)) + "$")
    strings.update(body for _, body in STRING.findall(SERVER_PAGES.read_text(encoding="utf-8")))
    return frozenset(literal), tuple(patterns), frozenset(strings)


def used(id_: str) -> bool:
    """Whether the page's code names the message ``id_`` (in a t() call, a string literal, or
    a template literal that builds ids)."""
    literal, patterns, strings = used_by_page()
    if id_ in literal or id_ in strings or any(p.match(id_) for p in patterns):
        return True
    return any(s.startswith("^") and re.match(s, id_) for s in strings)


def slug(text: str) -> str:
    """As i18n.js's slug(): lower case, runs of other characters one "-"."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def server_ids() -> set[str]:
    """The ids i18n.js builds from what ListGames lists: every hosted game's name, and every
    table option's name, description and values (a value's own message, else `-number`)."""
    from service.games import hosted_games
    from service.seating.options import SERVICE_OPTIONS

    english = messages("en")
    ids: set[str] = set()
    scoped = []
    for name, game in hosted_games("").items():
        ids.add(f"game-name-{slug(name)}")
        scoped += [(slug(name), option) for option in game.options]
    scoped += [("service", option) for option in SERVICE_OPTIONS]
    for scope, option in scoped:
        base = f"option-{scope}-{slug(option.name)}"
        ids.update((base, f"{base}-description"))
        for value in option.choices:
            own = f"{base}-{slug(value)}"
            if own in english or not value.isdigit():
                ids.add(own)
            else:
                ids.add(f"{base}-number")
    return ids
