"""Which engine modules run compiled (mypyc), and a switch that runs them all interpreted.

A build (``python -m engines.build_compiled``) leaves a compiled module next to each source it
compiled, and Python imports the compiled one first. :func:`force_pure` makes this process
import the ``.py`` sources of ``engines.*`` instead, so that one tree can run either way:

    python -m engines.compiled pure bench.carcassonne --games 100   # a module (or a .py file)
                                                                    # with the engines pure
    python -m engines.compiled status                               # what runs compiled

Nothing here reads or writes files; the import system does, as for any import.
"""

from __future__ import annotations

import runpy
import sys
from collections.abc import Sequence
from importlib.machinery import (
    SOURCE_SUFFIXES,
    ExtensionFileLoader,
    FileFinder,
    ModuleSpec,
    SourceFileLoader,
)
from types import ModuleType

PACKAGE = "engines"


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
        from engines import registry

        for name in registry.game_names():
            registry.get_game(name).new_game(registry.get_game(name).min_players)
        names = compiled_modules()
        print("compiled: " + (", ".join(names) if names else "none (pure Python)"))
        return 0
    print(
        "usage: python -m engines.compiled pure MODULE|FILE.py [ARGS...] | status",
        file=sys.stderr,
    )
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
