"""The page's message catalog is complete in every language: every id the page uses exists in
en, fa and ja; no catalog has an id the page does not use; a message takes the same variables in
every language; Persian text has no Latin letters and no typed digits (numbers come from Intl);
the built bundle holds the catalog and stays within the page budget."""

from __future__ import annotations

import ast
import gzip
import json
import re

import pytest

from tests.web.catalog import LANGUAGES, ROOT, messages, server_ids, used, used_by_page

STATIC = ROOT / "service" / "web" / "static"
#: the page's budget (issue 14): everything the lobby loads, compressed
BUDGET = 300_000
LATIN = re.compile(r"[A-Za-z]")
DIGITS = re.compile(r"[0-9\u06f0-\u06f9\u0660-\u0669]")


def test_the_three_languages() -> None:
    assert set(LANGUAGES) == {"en", "fa", "ja"}
    about = json.loads((ROOT / "web" / "locales" / "languages.json").read_text())
    assert about["fa"]["dir"] == "rtl" and about["ja"]["dir"] == about["en"]["dir"] == "ltr"


@pytest.mark.parametrize("lang", ["fa", "ja"])
def test_every_english_message_has_its_translation_and_no_more(lang: str) -> None:
    english, other = set(messages("en")), set(messages(lang))
    assert sorted(english - other) == [], f"{lang} lacks these messages"
    assert sorted(other - english) == [], f"{lang} has messages English does not"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_id_the_page_uses_exists(lang: str) -> None:
    have = messages(lang)
    literal, patterns, _ = used_by_page()
    assert literal, "the page uses no t() call"
    assert sorted(literal - set(have)) == []
    for pattern in patterns:
        assert any(pattern.match(i) for i in have), f"no message matches t(`{pattern.pattern}`)"
    assert sorted(server_ids() - set(have)) == [], "ListGames' games and options"


def test_no_catalog_has_an_id_the_page_does_not_use() -> None:
    from_server = server_ids()
    # the server's own catalog (notifications it sends) mirrors these page messages
    notify = json.loads((ROOT / "service" / "notify" / "messages.json").read_text("utf-8"))
    unused = []
    for id_ in messages("en"):
        if id_ in notify["en"]:
            continue
        # i18n.js builds the ids of games and options from ListGames
        from_listgames = id_.startswith(("option-", "game-name-"))
        if not (id_ in from_server if from_listgames else used(id_)):
            unused.append(id_)
    assert unused == []


@pytest.mark.parametrize("lang", ["fa", "ja"])
def test_a_message_takes_the_same_variables_in_every_language(lang: str) -> None:
    """A translation refers to no variable English lacks, and shows every variable English
    shows; one English uses only to pick a plural form ($count) it may leave out (Japanese has
    no plural forms)."""
    english = messages("en")
    differ = [
        (id_, sorted(m.variables), sorted(english[id_].variables))
        for id_, m in messages(lang).items()
        if id_ in english and not (english[id_].shown <= m.variables <= english[id_].variables)
    ]
    assert differ == []


def test_persian_has_no_latin_letters_and_no_typed_digits() -> None:
    """Numbers reach Persian text through NUMBER() or variables, formatted by Intl (۱۲۳); the
    only Latin is another language's name in its own words (the switcher)."""
    for id_, message in messages("fa").items():
        if id_.startswith("language-name-") and id_ != "language-name-fa":
            continue
        assert not LATIN.search(message.text), (id_, message.text)
        assert not DIGITS.search(message.text), (id_, message.text)


def test_japanese_is_japanese() -> None:
    kana_kanji = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
    for id_, message in messages("ja").items():
        if id_.startswith("language-name-") and id_ != "language-name-ja":
            continue
        if LATIN.search(message.text):  # an English word left untranslated
            assert kana_kanji.search(message.text), (id_, message.text)


def test_the_built_bundle_holds_the_catalog_and_fits_the_budget() -> None:
    stamp = json.loads((STATIC / "build.json").read_text())
    script = (STATIC / stamp["app.js"].lstrip("/")).read_text(encoding="utf-8")
    for lang in LANGUAGES:
        for id_ in messages(lang):
            assert id_ in script, f"the built page lacks {id_} ({lang}): python web/build.py"
    for name in ("کارکاسون", "قلعه\u200cهای بورگاندی", "ブルゴーニュの城", "カルカソンヌ"):
        assert name in script
    fonts = sorted(STATIC.glob("assets/*.woff2"))
    assert [f.name.split("-")[0] for f in fonts] == ["vazirmatn"]
    assert fonts[0].name in (STATIC / stamp["app.css"].lstrip("/")).read_text()
    total = 0
    for path in STATIC.rglob("*"):
        if path.is_file() and path.name != "build.json":
            total += len(gzip.compress(path.read_bytes(), 9))
    assert total < BUDGET, f"{total} bytes compressed"


#: the reasons the games' engines refuse an action with (IllegalAction, and Burgundy's reject()),
#: or a malformed action (MalformedAction, and Burgundy's codec's _check(condition, reason, ...))
RULE_REASON = re.compile(r"(?:reject|IllegalAction|MalformedAction)\(\s*\"([A-Z_]+)\"")
CHECK_REASON = re.compile(r"\b_check\([^\"\n]*?,\s*\"([A-Z_]+)\"")
#: refusals of chance outcomes: only the service's dealer (or a conformance script) submits those
CHANCE_ONLY = {"IMPOSSIBLE_OUTCOME", "NO_CHANCE_PENDING"}


@pytest.mark.parametrize("game", ["carcassonne", "burgundy"])
def test_every_rule_the_engines_refuse_with_has_words(game: str) -> None:
    """The page shows a refused action's reason from the catalog ("error-" and the reason in
    kebab case), never the engine's English message."""
    reasons: set[str] = set()
    for path in (ROOT / "engines" / game).rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        reasons.update(RULE_REASON.findall(text), CHECK_REASON.findall(text))
    assert len(reasons) > 5, game
    english = messages("en")
    missing = sorted(
        r for r in reasons - CHANCE_ONLY if f"error-{r.lower().replace('_', '-')}" not in english
    )
    assert missing == []


#: the service's reasons a player's page can never receive: the admin token's and conformance
#: mode's (AdvanceClock, and CreateTable with a chance script or an initial position, which the
#: page never sends; chance scripts only exist at such tables)
NOT_FOR_PLAYERS = {
    "ADMIN_CREDENTIAL_REQUIRED",
    "CONFORMANCE_MODE_DISABLED",
    "CHANCE_SCRIPT_EXHAUSTED",
    "CHANCE_SCRIPT_IMPOSSIBLE",
}
#: reasons that are not literals where an error is built, and where they come from (each is
#: collected below from where it is written)
FORWARDED = {
    # the helpers pass on their caller's reason; from_rejection an engine's (engines/*.py
    # below, and the games' own, test above)
    ("service/errors.py", "reason"),
    ("service/errors.py", "rejection.reason"),
    # POLICY's denied_reason=, collected below
    ("service/authorization.py", "reason"),
    ("service/authorization.py", "rule.denied_reason"),
    # seating/options.py's UnknownOption(reason, ...), collected below
    ("service/lobby/create.py", "bad.reason"),
    # ReplayRecord's refusal, built in a bot worker by records.py's replay (its own builders'
    # literals and from_rejection's, collected here) and raised again on the server's side
    ("service/records.py", "reason"),
}


def _reason_parameters() -> dict[str, int]:
    """The functions of service/errors.py that build an error, by name, with the position of
    their ``reason`` parameter (ServiceError's own, without self; UnknownOption carries one)."""
    tree = ast.parse((ROOT / "service" / "errors.py").read_text(encoding="utf-8"))
    out = {"UnknownOption": 0}
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef):
            names = [a.arg for a in node.args.args if a.arg != "self"]
            if "reason" in names:
                out["ServiceError" if node.name == "__init__" else node.name] = names.index(
                    "reason"
                )
    return out


def service_reasons() -> tuple[set[str], list[str]]:
    """(every ErrorInfo reason the service can send, the unexplained non-literal reasons):
    an AST walk over service/ (gRPC and the page's Connect layer alike) for calls of the error
    builders, Rule(denied_reason=...) and the shared engine layer's rejections (engines/*.py:
    table options, seat counts)."""
    builders = _reason_parameters()
    rejections = {"ActionRejected", "IllegalAction", "MalformedAction", "InvalidOptions"}
    rejections |= {"InvalidState", "ChanceScriptError"}
    reasons: set[str] = set()
    unexplained: list[str] = []
    paths = [p for p in (ROOT / "service").rglob("*.py") if "_pb2" not in p.name]
    paths += sorted((ROOT / "engines").glob("*.py"))  # the shared layer, not a game's package
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = getattr(func, "id", None) or getattr(func, "attr", None)
            index = builders.get(name or "", 0 if name in rejections else None)
            keywords = {k.arg: k.value for k in node.keywords}
            arg: ast.expr | None
            if "denied_reason" in keywords:
                arg = keywords["denied_reason"]
            elif index is None:
                continue
            else:
                positional = node.args[index] if len(node.args) > index else None
                arg = keywords.get("reason", positional)
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                reasons.add(arg.value)
            elif arg is not None:
                where = path.relative_to(ROOT).as_posix()
                if (where, ast.unparse(arg)) not in FORWARDED:
                    unexplained.append(f"{where}:{node.lineno} {ast.unparse(arg)}")
    return reasons, unexplained


def test_every_reason_the_service_sends_has_words() -> None:
    """Every ErrorInfo reason the service can send a player's page has its sentence in every
    language (the page looks up "error-" and the reason in kebab case, else shows the server's
    English message); a reason added later without words fails here."""
    reasons, unexplained = service_reasons()
    assert unexplained == [], "a reason that is not a literal: say where it comes from"
    assert len(reasons) > 40 and reasons >= NOT_FOR_PLAYERS
    for lang in LANGUAGES:
        have = messages(lang)
        missing = sorted(
            r
            for r in reasons - NOT_FOR_PLAYERS
            if f"error-{r.lower().replace('_', '-')}" not in have
        )
        assert missing == [], lang
