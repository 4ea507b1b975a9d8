"""Write the blocking client (:mod:`clients.api.sync`) from the asyncio one (:mod:`.aio`).

An unasync step: the source is tokenized and rewritten token by token, so everything between
tokens (layout, comments) is kept. ``async`` and ``await`` are dropped, ``Awaitable[X]`` becomes
``X``, ``AsyncGenerator[Y, S]`` becomes ``Generator[Y, S, None]`` and ``(await x)`` becomes ``x``,
names map by :data:`RENAMES` (in code and in strings),
the module docstring is replaced by :data:`SYNC_DOCSTRING`, and the result goes through a few
ruff fixes (:data:`FIXES`) and ``ruff format``.

    python -m clients.api.generate_sync          # rewrite clients/api/sync.py
    python -m clients.api.generate_sync --check  # exit 1 if sync.py is stale
"""

from __future__ import annotations

import argparse
import io
import re
import subprocess
import sys
import tokenize
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "aio.py"
TARGET = HERE / "sync.py"

#: asyncio name -> blocking name, applied to whole names in code and in strings
RENAMES: dict[str, str] = {
    "AsyncClient": "Client",
    "AsyncTableSession": "TableSession",
    "AsyncIterator": "Iterator",
    "AsyncGenerator": "Generator",
    "aclose": "close",
    "__aenter__": "__enter__",
    "__aexit__": "__exit__",
    "asyncio": "time",
    "open_async_channel": "open_channel",
    "aio": "sync",
}

#: keywords dropped (with the space after them)
DROPPED = frozenset({"async", "await"})

#: type wrappers unwrapped: ``Awaitable[X]`` -> ``X``
UNWRAPPED = frozenset({"Awaitable"})

#: generics whose blocking twin takes one more argument: ``AsyncGenerator[Y, S]`` ->
#: ``Generator[Y, S, None]`` (a generator's return type)
EXTENDED = frozenset({"AsyncGenerator"})

SYNC_DOCSTRING = '''"""The synchronous client. GENERATED from :mod:`clients.api.aio` by
``python -m clients.api.generate_sync``: edit aio.py, then regenerate.

::

    from clients.api import Client

    with Client("localhost:50051") as client:
        created = client.create_table("carcassonne", seats=2, auto_start=True)
        me = client.join(created.invite_link, "Ada")
        bob = client.join(created.invite_link, "Bob")
        view = me.view()                      # meeple.v1.TableView
        actions = me.legal_actions().actions  # meeple.carcassonne.v1.Action messages
        me.submit(actions[0])                 # request_id chosen and kept across retries
        for update in me.watch():             # resumes by itself after a dropped stream
            ...

Every failed call raises a :class:`clients.api.errors.MeepleError` subclass carrying the gRPC
code and the service's ErrorInfo reason. The client is thread-safe.
"""'''

_WORD = re.compile(r"\b(" + "|".join(re.escape(name) for name in RENAMES) + r")\b")


_KEYWORD_IN_TEXT = re.compile(r"\b(?:async (?=with\b|for\b|def\b)|await )")


def _rename_words(text: str) -> str:
    """Names mapped and ``async``/``await`` dropped inside a string or comment."""
    return _WORD.sub(lambda match: RENAMES[match.group(1)], _KEYWORD_IN_TEXT.sub("", text))


def unasync(source: str) -> str:
    """The blocking twin of ``source`` (not yet formatted)."""
    return _Rewrite(source).run()


class _Rewrite:
    """One pass over ``source``'s tokens; the text between tokens is copied as it is."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.line_starts = [0]
        for line in source.splitlines(keepends=True):
            self.line_starts.append(self.line_starts[-1] + len(line))
        self.tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
        self.out: list[str] = []
        self.cursor = 0  # the source is copied up to here
        self.index = 0  # the token being rewritten
        self.depth = 0  # bracket depth
        self.docstring_done = False
        self.open_unwrapped: list[int] = []  # depths at which an unwrapped ``[`` opened
        self.open_extended: list[int] = []  # depths at which an extended generic's ``[`` opened

    def offset(self, position: tuple[int, int]) -> int:
        row, column = position
        return self.line_starts[row - 1] + column

    def following(self) -> str:
        return self.tokens[self.index + 1].string

    def run(self) -> str:
        while self.index < len(self.tokens):
            token = self.tokens[self.index]
            self.out.append(self.source[self.cursor : self.offset(token.start)])
            self.cursor = self.offset(token.end)
            self.rewrite(token)
            self.index += 1
        self.out.append(self.source[self.cursor :])
        return "".join(self.out)

    def rewrite(self, token: tokenize.TokenInfo) -> None:
        """Append what ``token`` becomes."""
        text = token.string
        if token.type == tokenize.STRING and not self.docstring_done:
            self.docstring_done = True
            self.out.append(SYNC_DOCSTRING)
        elif token.type == tokenize.NAME:
            self.name(text)
        elif token.type == tokenize.OP and text in "([{":
            self.opening(text)
        elif token.type == tokenize.OP and text in ")]}":
            self.closing(text)
        elif token.type in (tokenize.STRING, tokenize.COMMENT):
            self.out.append(_rename_words(text))
        else:
            self.out.append(text)

    def name(self, text: str) -> None:
        """A dropped keyword (with the spaces after it), an unwrapped type (with its
        bracket), an extended generic, or a name mapped by :data:`RENAMES`."""
        if text in DROPPED:
            while self.cursor < len(self.source) and self.source[self.cursor] == " ":
                self.cursor += 1
        elif text in UNWRAPPED and self.following() == "[":
            self.index += 1  # drop the name and its bracket; the matching ``]`` goes too
            self.cursor = self.offset(self.tokens[self.index].end)
            self.depth += 1
            self.open_unwrapped.append(self.depth)
        elif text in EXTENDED and self.following() == "[":
            self.out.append(RENAMES.get(text, text))
            self.open_extended.append(self.depth + 1)
        else:
            self.out.append(RENAMES.get(text, text))

    def opening(self, text: str) -> None:
        self.depth += 1
        if text == "(" and self.following() == "await":
            self.open_unwrapped.append(self.depth)  # ``(await x).y`` -> ``x.y``
        else:
            self.out.append(text)

    def closing(self, text: str) -> None:
        if self.open_unwrapped and self.open_unwrapped[-1] == self.depth:
            self.open_unwrapped.pop()
        elif self.open_extended and self.open_extended[-1] == self.depth:
            self.open_extended.pop()
            self.out.append(", None" + text)
        else:
            self.out.append(text)
        self.depth -= 1


#: lint fixes the rewrite calls for: imports sorted and unused ones (``Awaitable``) dropped,
#: ``__all__`` sorted, ``for x in y: yield x`` as ``yield from y``
FIXES = "I,F401,RUF022,UP028"


def _ruff(arguments: list[str], source: str) -> str:
    result = subprocess.run(
        [sys.executable, "-m", "ruff", *arguments, "--stdin-filename", str(TARGET), "-"],
        input=source,
        capture_output=True,
        text=True,
        check=False,
        cwd=HERE,
    )
    if result.returncode != 0:
        raise SystemExit(f"ruff {arguments[0]} failed on the generated client: {result.stderr}")
    return result.stdout


def formatted(source: str) -> str:
    """``source`` with :data:`FIXES` applied, as ``ruff format`` writes it (the project's
    settings)."""
    fixed = _ruff(["check", "--fix-only", "--unsafe-fixes", "--select", FIXES, "--quiet"], source)
    return _ruff(["format", "--quiet"], fixed)


def generate() -> str:
    return formatted(unasync(SOURCE.read_text(encoding="utf-8")))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "--check", action="store_true", help="only report whether sync.py is up to date"
    )
    args = parser.parse_args(argv)
    text = generate()
    current = TARGET.read_text(encoding="utf-8") if TARGET.exists() else ""
    if args.check:
        if text != current:
            print(
                f"{TARGET.name} is stale: run `python -m clients.api.generate_sync`",
                file=sys.stderr,
            )
            return 1
        return 0
    if text != current:
        TARGET.write_text(text, encoding="utf-8")
        print(f"wrote {TARGET}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
