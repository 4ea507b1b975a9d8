"""Helpers for tests that run Node.js against the packed ``@meeple/proto`` npm package."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

from clients.ts.node import PACKAGE, cache_root


def npm() -> str:
    found = shutil.which("npm")
    assert found is not None and shutil.which("node") is not None, "node 20 and npm are needed"
    return found


def pack(destination: Path) -> Path:
    """``npm pack`` clients/ts into ``destination``; return the tarball."""
    destination.mkdir(parents=True, exist_ok=True)
    out = subprocess.run(
        [npm(), "pack", "--json", "--pack-destination", str(destination)],
        cwd=PACKAGE,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    filename: str = json.loads(out)[0]["filename"]
    return destination / filename


def install(project: Path, tarball: Path) -> None:
    """Install ``project``'s package.json with ``@meeple/proto`` taken from ``tarball``."""
    manifest = json.loads((project / "package.json").read_text())
    manifest.setdefault("dependencies", {})["@meeple/proto"] = f"file:{tarball}"
    (project / "package.json").write_text(json.dumps(manifest, indent=2))
    subprocess.run(
        [
            npm(),
            "install",
            "--no-audit",
            "--no-fund",
            "--loglevel=error",
            "--cache",
            str(cache_root() / "npm-cache"),
        ],
        cwd=project,
        check=True,
        capture_output=True,
        text=True,
    )
