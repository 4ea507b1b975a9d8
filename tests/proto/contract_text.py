"""Reading the contract out of the proto comments, and the reasons out of the source."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SERVICE_PROTO = ROOT / "proto" / "meeple" / "v1" / "game_service.proto"

#: "CODE REASON: when" in a comment
DOCUMENTED = re.compile(r"^\s*//\s+([A-Z_]+) ([A-Z][A-Z0-9_]+): ", re.M)

_HELPERS = {
    "invalid": "INVALID_ARGUMENT",
    "precondition": "FAILED_PRECONDITION",
    "already_exists": "ALREADY_EXISTS",
    "aborted": "ABORTED",
    "not_found": "NOT_FOUND",
    "unauthenticated": "UNAUTHENTICATED",
    "denied": "PERMISSION_DENIED",
    "exhausted": "RESOURCE_EXHAUSTED",
}
_ENGINE_CLASSES = {
    "IllegalAction": "FAILED_PRECONDITION",
    "MalformedAction": "INVALID_ARGUMENT",
    "InvalidOptions": "INVALID_ARGUMENT",
    "InvalidState": "INVALID_ARGUMENT",
    "ChanceScriptError": "FAILED_PRECONDITION",
    "_reject": "FAILED_PRECONDITION",  # a game's helper building an IllegalAction
}
_RAISED = re.compile(
    r"\b(?P<call>" + "|".join([*_HELPERS, *_ENGINE_CLASSES]) + r")"
    r"\(\s*\"(?P<reason>[A-Z][A-Z0-9_]+)\""
    r"|ServiceError\(\s*grpc\.StatusCode\.(?P<code>[A-Z_]+),\s*\"(?P<reason2>[A-Z][A-Z0-9_]+)\""
    r"|denied_reason=\"(?P<reason3>[A-Z][A-Z0-9_]+)\""
)


def raised_reasons(*folders: Path, recursive: bool = True) -> dict[str, set[str]]:
    """Every reason the Python source under ``folders`` raises, with its gRPC code(s)."""
    found: dict[str, set[str]] = {}
    for folder in folders:
        files = folder.rglob("*.py") if recursive else folder.glob("*.py")
        for path in files:
            for match in _RAISED.finditer(path.read_text(encoding="utf-8")):
                if match["reason"]:
                    call = match["call"]
                    code = _HELPERS.get(call) or _ENGINE_CLASSES[call]
                    found.setdefault(match["reason"], set()).add(code)
                elif match["reason2"]:
                    found.setdefault(match["reason2"], set()).add(match["code"])
                else:
                    found.setdefault(match["reason3"], set()).add("PERMISSION_DENIED")
    return found


def documented_pairs(text: str) -> set[tuple[str, str]]:
    return {(code, reason) for code, reason in DOCUMENTED.findall(text)}


def comments(text: str) -> str:
    """Only the comment text of a proto file."""
    return "\n".join(line for line in text.splitlines() if line.lstrip().startswith("//"))


def rpc_comments(text: str) -> dict[str, str]:
    """The leading comment of every rpc in ``text``, by rpc name."""
    lines = text.splitlines()
    found: dict[str, str] = {}
    for index, line in enumerate(lines):
        match = re.match(r"\s*rpc (\w+)\(", line)
        if not match:
            continue
        start = index
        while start > 0 and lines[start - 1].lstrip().startswith("//"):
            start -= 1
        found[match.group(1)] = "\n".join(lines[start:index])
    return found
