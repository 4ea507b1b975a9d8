"""The reader's language for what the web server answers by itself (the 404 and 421 pages): the
request's Accept-Language negotiated against the catalog's languages, ``--default-language``
when it names none of them. The page itself negotiates in the browser (``web/src/i18n.js``)."""

from __future__ import annotations

from collections.abc import Iterable


def _quality(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        return 0.0
    return value if 0.0 <= value <= 1.0 else 0.0


def negotiate(accept_language: str, available: Iterable[str], default: str) -> str:
    """The first of the reader's languages (by quality, then order) that ``available`` has,
    matched by its primary subtag ("fa-IR" is "fa"); ``*`` or nothing matching is ``default``.
    A malformed header is read as far as it makes sense, never refused."""
    have = set(available)
    wanted: list[tuple[float, int, str]] = []
    for order, item in enumerate(accept_language[:1000].split(",")[:50]):
        tag, _, params = item.strip().partition(";")
        quality = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key.strip().lower() == "q":
                quality = _quality(value.strip())
        if tag and quality > 0:
            wanted.append((-quality, order, tag.strip().lower()))
    for _, _, tag in sorted(wanted):
        if tag == "*":
            return default
        primary = tag.split("-")[0]
        if primary in have:
            return primary
    return default
