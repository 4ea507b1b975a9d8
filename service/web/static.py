"""The page's built files (``service/web/static``, built by ``python web/build.py``), held in
memory with their gzip form and an ETag, behind headers that keep tokens out of Referer headers
and scripts from anywhere else."""

from __future__ import annotations

import gzip
import hashlib
import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

STATIC = Path(__file__).resolve().parent / "static"
#: the stamp written by web/build.py: the content hash of the build inputs and the asset names
STAMP = STATIC / "build.json"
TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".woff2": "font/woff2",
}
#: the page's fallback language, which ``meeple serve --default-language`` sets (web/index.html)
LANGUAGE_META = b'<meta name="meeple-default-language" content="en">'
#: on every response: no Referer ever leaves the page (its URL may hold an invite token), and
#: the page loads and talks only to its own origin
SECURITY_HEADERS = (
    ("referrer-policy", "no-referrer"),
    ("x-content-type-options", "nosniff"),
    ("x-frame-options", "DENY"),
    (
        "content-security-policy",
        "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; "
        "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    ),
)


@dataclass(frozen=True, slots=True)
class Asset:
    body: bytes
    gzipped: bytes
    content_type: str
    etag: str
    #: hashed file names never change content: cache them for a year
    immutable: bool


@cache
def assets() -> dict[str, Asset]:
    """Every built file by URL path ("/assets/app-1a2b3c.js"); the page is "/index.html"."""
    out: dict[str, Asset] = {}
    if not STATIC.is_dir():
        return out
    for path in sorted(STATIC.rglob("*")):
        if not path.is_file() or path == STAMP:
            continue
        body = path.read_bytes()
        digest = hashlib.sha256(body).hexdigest()[:20]
        url = "/" + path.relative_to(STATIC).as_posix()
        out[url] = Asset(
            body=body,
            gzipped=gzip.compress(body, compresslevel=9, mtime=0),
            content_type=TYPES.get(path.suffix, "application/octet-stream"),
            etag=f'"{digest}"',
            immutable=url.startswith("/assets/"),
        )
    return out


def with_default_language(page: Asset, language: str) -> Asset:
    """The page naming ``language`` as its fallback (the reader's choice and the browser's
    languages come first); the built page itself when that is English."""
    if language == "en" or LANGUAGE_META not in page.body:
        return page
    meta = LANGUAGE_META.replace(b'content="en"', f'content="{language}"'.encode())
    body = page.body.replace(LANGUAGE_META, meta)
    digest = hashlib.sha256(body).hexdigest()[:20]
    return Asset(
        body=body,
        gzipped=gzip.compress(body, compresslevel=9, mtime=0),
        content_type=page.content_type,
        etag=f'"{digest}"',
        immutable=page.immutable,
    )


def build_stamp() -> dict[str, str]:
    data: dict[str, str] = json.loads(STAMP.read_text()) if STAMP.exists() else {}
    return data
