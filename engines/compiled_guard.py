"""Which engine modules run compiled (mypyc), and the guard against a stale build.

The install (``pip install -e .``, or a wheel) compiles the engines' hot modules with mypyc
where a C compiler is found (:mod:`engines.build_compiled`): each compiled module is an
extension next to its source, which Python imports first. This module decides, once per
process and before the first engine module loads, whether those extensions may run:

* no build (no compiler at install, or ``MEEPLE_COMPILE=0``): the pure sources run;
* a build whose recorded sources all match the ``.py`` files: the compiled modules run;
* a **stale** build (an ``engines/`` source edited since it was compiled, or no record of what
  it compiled): every engine module runs from its source, and a :class:`StaleBuildWarning`
  says which file changed and how to rebuild. An edited engine therefore never runs its old
  compiled code (mypyc inlines constants across modules, so any edited ``engines/*.py`` counts);
* ``MEEPLE_ENGINES=pure`` in the environment (or :func:`force_pure`): the sources, silently.

``engines/__init__.py`` installs the guard (:func:`install_guard`); :mod:`engines.compiled` is
its command line (``status``, ``pure``).

The check reads the build's record (``engines/compiled-manifest.json``) and stats the engine
sources (hashing only those whose size or time changed), as the import system reads files; the
engines themselves still do no I/O.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import warnings
from collections.abc import Sequence
from importlib.machinery import (
    EXTENSION_SUFFIXES,
    SOURCE_SUFFIXES,
    ExtensionFileLoader,
    FileFinder,
    ModuleSpec,
    SourceFileLoader,
)
from pathlib import Path
from types import ModuleType
from typing import Any

PACKAGE = "engines"
#: the folder of the engines package, and the one holding it (manifest paths are relative to it)
PACKAGE_DIR = Path(__file__).resolve().parent
BASE = PACKAGE_DIR.parent
#: what a build compiled and the engine sources it read (written by engines.build_compiled)
MANIFEST = PACKAGE_DIR / "compiled-manifest.json"
#: the shared library of a build, holding every compiled module's code
GROUP_LIBRARY = "compiled__mypyc"
#: the modules that are tools, not engine code: editing them does not make a build stale
TOOLS = ("engines/compiled.py", "engines/build_compiled.py", "engines/compiled_guard.py")
#: the modules whose import does not trigger the check (the tools; this module is loaded)
TOOL_MODULES = (f"{PACKAGE}.compiled", f"{PACKAGE}.build_compiled", f"{PACKAGE}.compiled_guard")
#: set to "pure" to run the engines from their sources whatever is built
ENVIRONMENT = "MEEPLE_ENGINES"


class StaleBuildWarning(RuntimeWarning):
    """The compiled engines are older than their sources: the sources run instead."""


def _ours(name: str) -> bool:
    return name.startswith(PACKAGE + ".")


def is_compiled(module: ModuleType) -> bool:
    """Whether ``module`` was loaded from a compiled extension."""
    spec = getattr(module, "__spec__", None)
    return spec is not None and isinstance(spec.loader, ExtensionFileLoader)


def compiled_modules() -> list[str]:
    """The ``engines.*`` modules loaded so far that run compiled, sorted (not counting the
    library that holds their code, ``engines.compiled__mypyc``)."""
    return sorted(
        name
        for name, module in list(sys.modules.items())
        if _ours(name) and is_compiled(module) and not name.endswith("__mypyc")
    )


# --------------------------------------------------------------------------- the build record


def engine_sources(base: Path = BASE) -> list[Path]:
    """Every engine source a build depends on: ``engines/**/*.py`` but the two tools."""
    return sorted(
        path
        for path in (base / PACKAGE).rglob("*.py")
        if path.relative_to(base).as_posix() not in TOOLS and "__pycache__" not in path.parts
    )


def fingerprint(path: Path) -> dict[str, Any]:
    """What the manifest records of one source: its SHA-256, size and modification time."""
    status = path.stat()
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    return {"sha256": digest, "size": status.st_size, "mtime_ns": status.st_mtime_ns}


def built(base: Path = BASE) -> bool:
    """Whether a compiled build sits in the package (its shared library is there)."""
    library = base / PACKAGE / GROUP_LIBRARY
    return any(library.with_name(library.name + s).exists() for s in EXTENSION_SUFFIXES)


def read_manifest(base: Path = BASE) -> dict[str, Any] | None:
    try:
        record = json.loads((base / PACKAGE / MANIFEST.name).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return record if isinstance(record, dict) and isinstance(record.get("sources"), dict) else None


def changed_sources(base: Path = BASE) -> list[str] | None:
    """The engine sources edited since the build in ``base`` (paths like
    ``engines/chance.py``, sorted); ``[]`` when it is current; None when there is no build.
    A build without a readable record counts as stale (``["compiled-manifest.json"]``)."""
    if not built(base):
        return None
    record = read_manifest(base)
    if record is None:
        return [f"{PACKAGE}/{MANIFEST.name}"]
    changed = []
    for name, seen in sorted(record["sources"].items()):
        path = base / name
        try:
            status = path.stat()
        except OSError:
            changed.append(name)
            continue
        if status.st_size == seen.get("size") and status.st_mtime_ns == seen.get("mtime_ns"):
            continue
        if status.st_size != seen.get("size") or (
            hashlib.sha256(path.read_bytes()).hexdigest() != seen.get("sha256")
        ):
            changed.append(name)
    return changed


def build_status(base: Path = BASE) -> str:
    """``compiled``, ``pure`` (no build) or ``stale`` (a build older than its sources), for
    the engines under ``base``; ``pure`` too whenever this process forced the sources."""
    changed = changed_sources(base)
    if changed is None:
        return "pure"
    if changed:
        return "stale"
    return "pure" if _SourceOnly in sys.meta_path else "compiled"


# --------------------------------------------------------------------------- the import guard


class _SourceOnly:
    """A meta path finder that finds ``engines.*`` modules among their ``.py`` sources only."""

    @classmethod
    def find_spec(
        cls, name: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if not _ours(name) or path is None:
            return None
        for entry in path:
            spec = FileFinder(entry, (SourceFileLoader, SOURCE_SUFFIXES)).find_spec(name, target)
            if spec is not None:
                return spec
        return None


def force_pure() -> None:
    """From now on import every ``engines.*`` module from its source. Must run before any of
    them is imported (else it raises RuntimeError: that module would stay compiled)."""
    loaded = compiled_modules()
    if loaded:
        raise RuntimeError(f"already imported compiled: {', '.join(loaded)}")
    if _SourceOnly not in sys.meta_path:
        sys.meta_path.insert(0, _SourceOnly)


class _Guard:
    """A meta path finder that, at the first import of an engine module, checks the build
    once and runs the sources instead of a stale one (then steps aside)."""

    @classmethod
    def find_spec(
        cls, name: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if not _ours(name) or name in TOOL_MODULES:
            return None
        if cls in sys.meta_path:
            sys.meta_path.remove(cls)
        check()
        # the import system goes on down the list it is iterating, past a finder inserted at
        # its head now: the sources' finder answers this first import itself
        return _SourceOnly.find_spec(name, path, target) if _SourceOnly in sys.meta_path else None


def check() -> None:
    """Run the sources instead of the build when asked to (``MEEPLE_ENGINES=pure``) or when the
    build is stale (with a warning naming what changed)."""
    if _SourceOnly in sys.meta_path:
        return
    if os.environ.get(ENVIRONMENT, "") == "pure":
        force_pure()
        return
    changed = changed_sources()
    if changed:
        force_pure()
        shown = ", ".join(changed[:3]) + (f" and {len(changed) - 3} more" if changed[3:] else "")
        warnings.warn(
            f"the compiled engines are older than their sources ({shown} changed): running "
            "the pure engines. Rebuild with `python -m engines.build_compiled` (or `pip install "
            "-e .` again); remove the build with `python -m engines.build_compiled --clean`",
            StaleBuildWarning,
            stacklevel=2,
        )


def install_guard() -> None:
    """Check the build at the first import of an engine module (engines/__init__.py calls this;
    a check at that import would come before ``python -m engines.compiled pure`` could force
    the sources)."""
    if _Guard not in sys.meta_path and _SourceOnly not in sys.meta_path:
        sys.meta_path.insert(0, _Guard)
