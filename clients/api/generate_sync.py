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
    line_starts = [0]
    for line in source.splitlines(keepends=True):
        line_starts.append(line_starts[-1] + len(line))

    def offset(position: tuple[int, int]) -> int:
        row, column = position
        return line_starts[row - 1] + column

    tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    out: list[str] = []
    cursor = 0
    docstring_done = False
    open_unwrapped: list[int] = []  # bracket depths at which an unwrapped ``[`` opened
    open_extended: list[int] = []  # bracket depths at which an extended generic's ``[`` opened
    depth = 0
    index = 0
    while index < len(tokens):
        token = tokens[index]
        start, end = offset(token.start), offset(token.end)
        out.append(source[cursor:start])
        cursor = end
        text = token.string
        if token.type == tokenize.STRING and not docstring_done:
            docstring_done = True
            out.append(SYNC_DOCSTRING)
        elif token.type == tokenize.NAME and text in DROPPED:
            while cursor < len(source) and source[cursor] == " ":
                cursor += 1
        elif token.type == tokenize.NAME and text in UNWRAPPED and tokens[index + 1].string == "[":
            index += 1  # drop the name and its bracket; the matching ``]`` goes too
            cursor = offset(tokens[index].end)
            depth += 1
            open_unwrapped.append(depth)
        elif token.type == tokenize.NAME and text in EXTENDED and tokens[index + 1].string == "[":
            out.append(RENAMES.get(text, text))
            open_extended.append(depth + 1)
        elif token.type == tokenize.OP and text in "([{":
            depth += 1
            if text == "(" and tokens[index + 1].string == "await":
                open_unwrapped.append(depth)  # ``(await x).y`` -> ``x.y``
            else:
                out.append(text)
        elif token.type == tokenize.OP and text in ")]}":
            if open_unwrapped and open_unwrapped[-1] == depth:
                open_unwrapped.pop()
            elif open_extended and open_extended[-1] == depth:
                open_extended.pop()
                out.append(", None" + text)
            else:
                out.append(text)
            depth -= 1
        elif token.type == tokenize.NAME:
            out.append(RENAMES.get(text, text))
        elif token.type in (tokenize.STRING, tokenize.COMMENT):
            out.append(_rename_words(text))
        else:
            out.append(text)
        index += 1
    out.append(source[cursor:])
    return "".join(out)


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
