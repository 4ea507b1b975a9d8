"""Compile the engines' hot modules with mypyc, in place (optional; off by default).

    pip install -e '.[compile]'            # mypy (which ships mypyc) and setuptools
    python -m engines.build_compiled        # compile (nice 10); the .so files sit by the .py
    python -m engines.build_compiled --check   # exit 1 when a compiled module is stale
    python -m engines.build_compiled --clean   # remove them: back to pure Python

The pure-Python modules stay the source of truth: mypyc compiles exactly these files (as black
and mypy ship themselves), and Python imports a compiled module in preference to its ``.py``
when both sit side by side. Without a build nothing changes: the README's two commands never
compile anything and need no compiler. After editing a compiled module, build again or clean
(``--check``, and ``tests/engines/test_compiled.py`` when a build is present, catch a stale
one).

Only what pays is compiled (:data:`MODULES`: the state classes and their bases, the modules
their moves run through, and the playout and chance helpers; profiled in docs/speed.md).
A build records the SHA-256 of each compiled source in :data:`MANIFEST`.

This is a developer tool, not part of the engines: it writes files. It imports mypyc and
setuptools only when it runs.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import tempfile
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

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
)
#: the shared library holding every compiled module: ``engines/compiled__mypyc``, inside the
#: package so that an editable install finds it wherever the program runs
GROUP = "engines.compiled"
#: what the last build compiled: module path -> SHA-256 of its source then
MANIFEST = ROOT / "engines" / "compiled-manifest.json"


def source_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


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
    """The compiled modules whose source changed since the build (or that have no record)."""
    if not compiled_files(root):
        return []
    manifest = root / MANIFEST.relative_to(ROOT)
    recorded: dict[str, str] = json.loads(manifest.read_text()) if manifest.exists() else {}
    return [
        module
        for module in MODULES
        if recorded.get(module) != source_hash(root / module)
        or not any(
            (root / module).with_suffix("").with_name(Path(module).stem + s).exists()
            for s in EXTENSION_SUFFIXES
        )
    ]


def clean(root: Path = ROOT) -> list[Path]:
    removed = compiled_files(root)
    for path in removed:
        path.unlink()
    manifest = root / MANIFEST.relative_to(ROOT)
    if manifest.exists():
        manifest.unlink()
    return removed


def build(root: Path = ROOT, modules: tuple[str, ...] = MODULES, *, opt_level: str = "3") -> None:
    """Compile ``modules`` (paths under ``root``) with mypyc, in place, at low priority."""
    try:
        from mypyc.build import mypycify
        from setuptools import Distribution  # type: ignore[import-untyped]
    except ImportError as missing:
        raise SystemExit(
            f"build_compiled: {missing.name} is missing; install it with "
            "pip install -e '.[compile]' (a C compiler and the Python headers are needed too)"
        ) from None
    os.nice(10)  # shared machines: the compiler yields to everything else
    previous = Path.cwd()
    os.chdir(root)  # mypycify and build_ext --inplace place files relative to the cwd
    try:
        with tempfile.TemporaryDirectory(prefix="meeple-mypyc-") as scratch:
            extensions = mypycify(
                # absolute paths: a compiled module's __file__ is the path it was compiled from
                [str(root / module) for module in modules],
                opt_level=opt_level,
                target_dir=str(Path(scratch) / "c"),
                group_name=GROUP,
            )
            distribution = Distribution({"name": "meeple-compiled", "ext_modules": extensions})
            command = distribution.get_command_obj("build_ext")
            command.inplace = True
            command.build_temp = str(Path(scratch) / "temp")
            command.build_lib = str(Path(scratch) / "lib")
            distribution.run_command("build_ext")
    finally:
        os.chdir(previous)
    if root == ROOT:
        record = {module: source_hash(root / module) for module in modules}
        MANIFEST.write_text(json.dumps(record, indent=1, sort_keys=True) + "\n")


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
                f"build_compiled: stale compiled modules: {', '.join(old)}; "
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
