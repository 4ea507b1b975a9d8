"""Node tools pinned by ``clients/ts/package-lock.json`` (buf, protoc-gen-es), installed on demand.

Nothing is installed by hand: :func:`tools_bin` runs ``npm ci`` from the committed lockfile into
a cache directory keyed by the lockfile's hash (``$MEEPLE_NODE_CACHE``, else
``~/.cache/meeple/node``) and returns its ``node_modules/.bin``. A second call with the same
lockfile reuses it; processes asking at the same time (the tests run in parallel) install it
once, one waiting on the other's lock. Needs ``node`` and ``npm`` on PATH and the npm registry
(or npm's cache).
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import shutil
import subprocess
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
ROOT = PACKAGE.parents[1]
PROTO = ROOT / "proto"


class NodeToolsMissing(RuntimeError):
    """node or npm is not installed (the message says what to install)."""


def cache_root() -> Path:
    configured = os.environ.get("MEEPLE_NODE_CACHE")
    if configured:
        return Path(configured)
    return Path.home() / ".cache" / "meeple" / "node"


def npm_ci(
    package_dir: Path, *, key_files: tuple[str, ...] = ("package.json", "package-lock.json")
) -> Path:
    """``npm ci`` the package at ``package_dir`` in a cached copy; return its ``node_modules``."""
    npm = shutil.which("npm")
    if npm is None or shutil.which("node") is None:
        raise NodeToolsMissing("node and npm are needed (Node.js 20 or later)")
    digest = hashlib.sha256()
    for name in key_files:
        digest.update(name.encode() + b"\0" + (package_dir / name).read_bytes() + b"\0")
    target = cache_root() / f"{package_dir.name}-{digest.hexdigest()[:16]}"
    done = target / ".installed"
    if done.exists():
        return target / "node_modules"
    target.mkdir(parents=True, exist_ok=True)
    with (target / ".lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        if not done.exists():  # another process may have installed it meanwhile
            for name in key_files:
                shutil.copyfile(package_dir / name, target / name)
            subprocess.run(
                [npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"],
                cwd=target,
                check=True,
                stdout=subprocess.DEVNULL,
            )
            done.write_text("")
    return target / "node_modules"


def tools_bin() -> Path:
    """The ``.bin`` folder holding ``buf`` and ``protoc-gen-es`` at the pinned versions."""
    return npm_ci(PACKAGE) / ".bin"


def run_buf(*args: str, cwd: Path = PROTO) -> subprocess.CompletedProcess[str]:
    """Run the pinned ``buf`` with ``args`` in ``cwd`` (output captured, never raises)."""
    bin_dir = tools_bin()
    env = dict(os.environ)
    env["PATH"] = f"{bin_dir}{os.pathsep}{env.get('PATH', '')}"
    env.setdefault("BUF_CACHE_DIR", str(cache_root() / "buf-cache"))
    return subprocess.run(
        [str(bin_dir / "buf"), *args], cwd=cwd, env=env, capture_output=True, text=True
    )
