"""The compiled engines' command line: which engine modules run compiled (mypyc), and a switch
that runs them all interpreted.

    python -m engines.compiled status                               # compiled, pure or stale
    python -m engines.compiled pure bench.carcassonne --games 100   # a module (or a .py file)
                                                                    # with the engines pure

The build (at install, or ``python -m engines.build_compiled``) leaves a compiled module next to
each source it compiled, and Python imports the compiled one first. :func:`force_pure` makes
this process import the ``.py`` sources of ``engines.*`` instead, so that one tree can run
either way; ``MEEPLE_ENGINES=pure`` does that in every process it reaches. A stale build (an
engine source edited since) never runs: see :mod:`engines.compiled_guard`.
"""

from __future__ import annotations

import importlib
import runpy
import sys

from engines.compiled_guard import (
    build_status,
    built,
    changed_sources,
    compiled_modules,
    force_pure,
    is_compiled,
    read_manifest,
)

__all__ = ["build_status", "compiled_modules", "force_pure", "is_compiled", "main", "status_lines"]


def status_lines() -> list[str]:
    """What ``python -m engines.compiled status`` prints: the build's state first."""
    from engines import registry

    for name in registry.game_names():
        registry.get_game(name).new_game(registry.get_game(name).min_players)
    record = read_manifest() or {}
    for path in record.get("modules", []):  # every module the build compiled, loaded
        importlib.import_module(path.removesuffix(".py").replace("/", "."))
    names = compiled_modules()
    state = build_status()
    if names:
        return [f"compiled ({len(names)} modules, mypyc): {', '.join(names)}"]
    if state == "stale":
        changed = changed_sources() or []
        return [
            f"pure: the compiled build is stale ({', '.join(changed)} changed); "
            "hint: python -m engines.build_compiled"
        ]
    if built() and state == "pure":
        return ["pure: forced (MEEPLE_ENGINES=pure or force_pure) over a current build"]
    return ["pure: no compiled build (hint: pip install -e . with a C compiler, see docs/speed.md)"]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args[:1] == ["pure"] and len(args) >= 2:
        force_pure()
        sys.argv = [args[1], *args[2:]]
        if args[1].endswith(".py"):
            runpy.run_path(args[1], run_name="__main__")
        else:
            runpy.run_module(args[1], run_name="__main__", alter_sys=True)
        return 0
    if args == ["status"]:
        print("\n".join(status_lines()))
        return 0
    print(
        "usage: python -m engines.compiled pure MODULE|FILE.py [ARGS...] | status",
        file=sys.stderr,
    )
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
