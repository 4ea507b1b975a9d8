"""A report's integrity (``meeple-conformance verify``): sealed with its own SHA-256, naming the
suite revision and the SHA-256 of every fixture it ran; ``verify`` recomputes all of it against
the suite at hand, recomputes the verdicts from the statuses, and can re-run the fixtures.

The seal detects a report edited by hand (a status, a verdict, a claim, a count); it is a
checksum, not a signature: whoever can run the suite can also write a consistent report, which
is why a published result is re-run (``verify REPORT --target``) by whoever doubts it.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from conformance.runner.loading import FIXTURE_DIRS, fixture_files, read_document

SEAL = "report_sha256"


def _canonical(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def digest(value: Any) -> str:
    return "sha256:" + hashlib.sha256(_canonical(value)).hexdigest()


def seal(document: dict[str, Any]) -> dict[str, Any]:
    """The document with its digest (over everything but the digest itself) as the last key."""
    body = {k: v for k, v in document.items() if k != SEAL}
    return {**body, SEAL: digest(body)}


def seal_problem(document: dict[str, Any]) -> str:
    """ "" when the seal matches the content, else what is wrong."""
    recorded = document.get(SEAL)
    if not isinstance(recorded, str):
        return f"no {SEAL}: not a report written by meeple-conformance run"
    body = {k: v for k, v in document.items() if k != SEAL}
    if digest(body) != recorded:
        return f"{SEAL} does not match the content: the report was edited after the run"
    return ""


def fixture_hashes(roots: Iterable[Path] = FIXTURE_DIRS) -> dict[str, str]:
    """Fixture name -> SHA-256 of the fixture as written (its canonical JSON)."""
    found: dict[str, str] = {}
    for path in fixture_files(roots):
        for raw in read_document(path).get("fixtures", ()):
            found[str(raw["name"])] = digest(raw)
    return found
