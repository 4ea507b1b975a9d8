"""Other revisions of this repository, exported as trees to measure side by side with this one.

A benchmark that compares two revisions runs both in the same run, blocks interleaved (the
machine is shared and noisy, so figures taken at different times do not compare).
:func:`export` writes a revision's files (with its generated protos, which are committed) into a
folder with ``git archive``; its code runs with this checkout's Python and dependencies, with
``PYTHONPATH`` naming the exported tree first (see :class:`tests.replicas.harness.Replica`'s
``tree``). Used by ``bench.side_by_side``, ``bench.round_trip`` and ``bench.cross_replica
--baseline``.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


class TreeError(Exception):
    """An expected failure with a revision (unknown, or its server does not start): one line
    for the command line, never a traceback."""


def _git(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=False)


def commit(revision: str) -> str:
    """The full commit id of ``revision``; :class:`TreeError` when this repository has none."""
    found = _git("rev-parse", "--verify", "--quiet", f"{revision}^{{commit}}")
    if found.returncode != 0 or not found.stdout.strip():
        raise TreeError(
            f"no revision {revision!r} in this repository"
            " (hint: a commit id, tag or branch that `git log` shows; `git fetch` first)"
        )
    return found.stdout.strip()


def short(revision: str) -> str:
    """``revision``'s abbreviated commit id (7 hex digits or more when ambiguous)."""
    return _git("rev-parse", "--short", commit(revision)).stdout.strip()


def this_tree() -> str:
    """The checkout's abbreviated HEAD, with ", modified" when tracked files differ from it
    (the figures are of the files on disk)."""
    head = _git("rev-parse", "--short", "HEAD").stdout.strip() or "unknown"
    clean = _git("diff", "--quiet", "HEAD").returncode == 0
    return head if clean else f"{head}, modified"


def export(revision: str, into: Path) -> Path:
    """The tree of ``revision`` (with its generated protos) in the new folder ``into``."""
    found = commit(revision)
    into.mkdir()
    archive = subprocess.run(
        ["git", "archive", "--format=tar", found], cwd=ROOT, check=True, capture_output=True
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    return into
