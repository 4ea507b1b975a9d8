"""Compile the engines' hot modules with mypyc, in place: what the install runs, and a tool.

The install compiles them (``setup.py`` calls :func:`extensions` and :func:`write_manifest`)
where a C compiler and the Python headers are found, and falls back to the pure engines where
not; ``MEEPLE_COMPILE=0`` asks for the pure engines, ``MEEPLE_COMPILE=1`` makes a failed
compile fail the install. This tool rebuilds in place, e.g. after editing an engine:

    python -m engines.build_compiled           # compile (nice 10); the .so files sit by the .py
    python -m engines.build_compiled --check   # exit 1 when the build is stale
    python -m engines.build_compiled --clean   # remove it: back to pure Python

The pure-Python modules stay the source of truth: mypyc compiles exactly these files (as black
and mypy ship themselves), and Python imports a compiled module in preference to its ``.py``
when both sit side by side. A build records every engine source it read (SHA-256, size, time)
in ``engines/compiled-manifest.json``; a process whose sources differ from that record runs
the sources instead, with a warning (:mod:`engines.compiled_guard`).

Only what pays is compiled (:data:`MODULES`: the state classes and their bases, the modules
their moves run through, and the playout and chance helpers; profiled in docs/speed.md).

This is a build tool, not part of the engines: it writes files. It imports mypyc and setuptools
only when it compiles.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import sys
import sysconfig
import tempfile
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path
from typing import Any

from engines import compiled_guard

#: the repository root: the compiled group library sits here, on the path of an editable install
ROOT = Path(__file__).resolve().parents[1]
#: the modules compiled, as paths under ROOT (a compiled class's bases must be compiled too)
MODULES: tuple[str, ...] = (
    "engines/game_state.py",
    "engines/chance.py",
    "engines/playout.py",
    "engines/carcassonne/geometry.py",
    "engines/carcassonne/steps.py",
    "engines/carcassonne/actions.py",
    "engines/carcassonne/tiles.py",
    "engines/carcassonne/features.py",
    "engines/carcassonne/scoring.py",
    "engines/carcassonne/encode.py",
    "engines/carcassonne/state.py",
    # what the search bot values every candidate and policy move with (half of its simulation
    # time when interpreted, issue 47)
    "engines/carcassonne/heuristics.py",
    "engines/burgundy/stages.py",
    "engines/burgundy/rules.py",
    "engines/burgundy/knowledge.py",
    "engines/burgundy/interned.py",
    "engines/burgundy/player.py",
    "engines/burgundy/position.py",
    "engines/burgundy/scoring.py",
    "engines/burgundy/legal.py",
    "engines/burgundy/turns.py",
    "engines/burgundy/chance_nodes.py",
    "engines/burgundy/die_actions.py",
    "engines/burgundy/placement.py",
    "engines/burgundy/state.py",
    "engines/burgundy/heuristics.py",
)
#: the shared library holding every compiled module: ``engines/compiled__mypyc``, inside the
#: package so that an editable install finds it wherever the program runs
GROUP = "engines.compiled"
#: what the last build compiled and read (see engines.compiled_guard)
MANIFEST = compiled_guard.MANIFEST
#: the environment variable that chooses: "0" pure, "1" compiled or fail, unset: compiled if
#: a C compiler is found
CHOICE = "MEEPLE_COMPILE"


def why_not_compile() -> str | None:
    """Why this machine cannot compile the engines (or the build was asked not to), or None."""
    if os.environ.get(CHOICE) == "0":
        return f"{CHOICE}=0"
    if importlib.util.find_spec("mypyc") is None:
        return "mypyc is not installed (it comes with mypy)"
    compiler = (sysconfig.get_config_var("CC") or "cc").split()[0]
    compiler = os.environ.get("CC", compiler).split()[0]
    if shutil.which(compiler) is None:
        return f"no C compiler ({compiler})"
    if not (Path(sysconfig.get_paths()["include"]) / "Python.h").exists():
        return "no Python headers (Python.h; on Debian: apt-get install python3-dev)"
    return None


def compiled_files(root: Path = ROOT) -> list[Path]:
    """Every compiled artefact of a build under ``root``: the modules' extensions and the
    group library."""
    found: list[Path] = []
    for module in MODULES:
        stem = (root / module).with_suffix("")
        found += [stem.with_name(stem.name + s) for s in EXTENSION_SUFFIXES]
    library = root.joinpath(*GROUP.split("."))
    found += [library.with_name(f"{library.name}__mypyc{s}") for s in EXTENSION_SUFFIXES]
    return [path for path in found if path.exists()]


def stale(root: Path = ROOT) -> list[str]:
    """The engine sources changed since the build in ``root`` ([] when there is none)."""
    return compiled_guard.changed_sources(root) or []


def clean(root: Path = ROOT) -> list[Path]:
    removed = compiled_files(root)
    for path in removed:
        path.unlink()
    manifest = root / MANIFEST.relative_to(ROOT)
    if manifest.exists():
        manifest.unlink()
    return removed


def record(root: Path = ROOT, modules: tuple[str, ...] = MODULES) -> dict[str, Any]:
    """What a build compiles and reads, taken before it compiles (an edit made while the
    compiler runs must leave the build stale): the modules and every engine source of
    ``root``."""
    return {
        "modules": list(modules),
        "sources": {
            path.relative_to(root).as_posix(): compiled_guard.fingerprint(path)
            for path in compiled_guard.engine_sources(root)
        },
    }


def write_manifest(into: Path, taken: dict[str, Any]) -> None:
    """Record the build (:func:`record`, taken before it) in ``into``, the package folder
    holding it."""
    (into / MANIFEST.name).write_text(json.dumps(taken, indent=1, sort_keys=True) + "\n")


def extensions(
    root: Path = ROOT,
    modules: tuple[str, ...] = MODULES,
    *,
    opt_level: str = "3",
    scratch: Path,
) -> list[Any]:
    """The C extensions of ``modules`` (paths under ``root``), generated by mypyc into
    ``scratch`` (run from ``root``: mypyc places files relative to the working directory)."""
    from mypyc.build import mypycify

    return list(
        mypycify(
            # mypy's options for this type check: whatever third-party package is not installed
            # yet (a fresh venv builds before it installs the dependencies) is Any, and so
            # an ignore comment that only a missing package makes unused is no error
            ["--ignore-missing-imports", "--no-warn-unused-ignores"]
            # absolute paths: a compiled module's __file__ is the path it was compiled from
            + [str(root / module) for module in modules],
            opt_level=opt_level,
            target_dir=str(scratch / "c"),
            group_name=GROUP,
        )
    )


def build(root: Path = ROOT, modules: tuple[str, ...] = MODULES, *, opt_level: str = "3") -> None:
    """Compile ``modules`` (paths under ``root``) with mypyc, in place, at low priority."""
    try:
        from setuptools import Distribution  # type: ignore[import-untyped]
    except ImportError as missing:
        raise SystemExit(
            f"build_compiled: {missing.name} is missing; install it with "
            "pip install -e '.[dev]' (a C compiler and the Python headers are needed too)"
        ) from None
    reason = why_not_compile()
    if reason is not None:
        raise SystemExit(f"build_compiled: cannot compile here: {reason}")
    os.nice(10)  # shared machines: the compiler yields to everything else
    taken = record(root, modules)
    previous = Path.cwd()
    os.chdir(root)
    try:
        with tempfile.TemporaryDirectory(prefix="meeple-mypyc-") as scratch:
            built = extensions(root, modules, opt_level=opt_level, scratch=Path(scratch))
            distribution = Distribution({"name": "meeple-compiled", "ext_modules": built})
            command = distribution.get_command_obj("build_ext")
            command.inplace = True
            command.parallel = os.cpu_count() or 1
            command.build_temp = str(Path(scratch) / "temp")
            command.build_lib = str(Path(scratch) / "lib")
            distribution.run_command("build_ext")
    finally:
        os.chdir(previous)
    write_manifest(root / "engines", taken)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    action = parser.add_mutually_exclusive_group()
    action.add_argument("--check", action="store_true", help="exit 1 if a build is stale")
    action.add_argument("--clean", action="store_true", help="remove the compiled modules")
    args = parser.parse_args(argv)
    if args.clean:
        removed = clean()
        print(f"build_compiled: removed {len(removed)} compiled files; the engines are pure")
        return 0
    if args.check:
        old = stale()
        if old:
            print(
                f"build_compiled: the build is stale ({', '.join(old)} changed); "
                "hint: python -m engines.build_compiled (or --clean)",
                file=sys.stderr,
            )
            return 1
        count = len(compiled_files())
        print(f"build_compiled: {count} compiled files, all current" if count else "pure")
        return 0
    clean()
    build()
    print(f"build_compiled: compiled {len(MODULES)} modules into {len(compiled_files())} files")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
