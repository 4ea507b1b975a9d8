"""The web server's own pages, in every language of the catalog, for ``web/build.py``.

``meeple serve`` answers an address that is no page (404) and a request for a host name it does
not serve (421) itself, without the page's script. These answers are rendered here, at build
time, from the same catalog as the page (``web/locales/<lang>/server.ftl``, plain messages
without variables), into ``service/web/static/pages/<page>.<lang>.html``; the server picks one by
the request's Accept-Language (``service/web/language.py``), its ``--default-language`` else.
They use the page's style sheet (so Persian is set in the bundled font, right to left).
"""

from __future__ import annotations

import html
import json
from pathlib import Path

from fluent.syntax import ast, parse

#: each page: its message ids (title, heading, text, then an optional link to the lobby)
PAGES: dict[str, tuple[str, ...]] = {
    "not-found": (
        "server-not-found-title",
        "server-not-found-heading",
        "server-not-found-text",
        "server-go-to-lobby",
    ),
    "wrong-host": (
        "server-wrong-host-title",
        "server-wrong-host-heading",
        "server-wrong-host-text",
    ),
}


def plain_messages(path: Path) -> dict[str, str]:
    """The messages of one .ftl file as text; a message with a variable or a selector fails
    (these pages are static)."""
    out: dict[str, str] = {}
    for entry in parse(path.read_text(encoding="utf-8")).body:
        if isinstance(entry, ast.Junk):
            raise SystemExit(f"{path}: {entry.annotations}")
        if not isinstance(entry, ast.Message) or entry.value is None:
            continue
        parts = []
        for element in entry.value.elements:
            if not isinstance(element, ast.TextElement):
                raise SystemExit(f"{path}: {entry.id.name} must be plain text")
            parts.append(element.value)
        out[entry.id.name] = "".join(parts)
    return out


def render(locales: Path, stylesheet: str) -> dict[str, str]:
    """Every page in every language: {"not-found.fa.html": "<!doctype html>..."}."""
    languages = json.loads((locales / "languages.json").read_text(encoding="utf-8"))
    pages = {}
    for lang, about in languages.items():
        words = plain_messages(locales / lang / "server.ftl")
        for page, ids in PAGES.items():
            text = [html.escape(words[i]) for i in ids]
            link = f'<p><a href="/">{text[3]}</a></p>' if len(text) > 3 else ""
            pages[f"{page}.{lang}.html"] = (
                f'<!doctype html>\n<html lang="{lang}" dir="{about["dir"]}">\n<head>\n'
                '<meta charset="utf-8">\n'
                '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
                f'<title>{text[0]}</title>\n<link rel="stylesheet" href="{stylesheet}">\n'
                f'</head>\n<body>\n<main><section class="card error-page" id="server-page">\n'
                f"<h1>{text[1]}</h1>\n<p>{text[2]}</p>\n{link}</section></main>\n</body>\n</html>\n"
            )
    return pages
