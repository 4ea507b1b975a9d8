"""Compiled engines (mypyc, ``python -m engines.build_compiled``) play exactly as the pure ones.

What each test proves:

* ``test_a_compiled_chance_module_draws_and_plays_as_the_source`` (every run with a C compiler
  and mypyc; 4-14 s at load 3-20): compiles ``engines/chance.py``, the module every
  draw goes through, alone in a copy of the tree, then, in that copy, checks the chance contract's
  test vectors (the committed ``conformance/chance-vectors.json`` equals what the compiled
  generator writes) and plays the seeded random games of :mod:`tests.engines.compiled_games`
  with the compiled chance module and with the pure one: the same digests. It proves that mypyc
  keeps the draws, and the build machinery (the group library inside the package, the compiled
  module preferred to its source, :func:`engines.compiled.force_pure`) works in CI. It does not
  compile the state classes (the full build takes minutes), which the next test covers.
* ``test_the_build_plays_the_same_games_as_the_source`` (only when a full build is present in
  this tree, e.g. a developer's or a benchmark machine's): the same games with every compiled
  module against the pure sources in a second process.
* ``test_a_build_is_not_stale``: a build in the tree matches its sources (an edited module with
  an old build would run the old code).
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from engines import build_compiled

ROOT = build_compiled.ROOT
GAMES = Path(__file__).with_name("compiled_games.py")


def in_tree(tree: Path) -> dict[str, str]:
    """The environment of a process that imports the engines of ``tree`` (run it with
    ``cwd=tree``: ``-c`` and ``-m`` put the working directory first on the path)."""
    return {**os.environ, "PYTHONPATH": os.pathsep.join([str(tree), str(tree / "proto")])}


def run_games(*, pure: bool, tree: Path = ROOT) -> list[dict[str, object]]:
    """The digests of compiled_games.py in a fresh process on the engines of ``tree``, as a
    list of its JSON lines."""
    command = [sys.executable, *(["-m", "engines.compiled", "pure"] if pure else []), str(GAMES)]
    done = subprocess.run(
        command, env=in_tree(tree), check=True, capture_output=True, text=True, cwd=tree
    )
    return [json.loads(line) for line in done.stdout.splitlines()]


def can_compile() -> str | None:
    """Why mypyc cannot compile here, or None."""
    if importlib.util.find_spec("mypyc") is None or importlib.util.find_spec("setuptools") is None:
        return "mypyc or setuptools is not installed (pip install -e '.[compile]')"
    compiler = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(compiler) is None:
        return f"no C compiler ({compiler})"
    if not (Path(sysconfig.get_paths()["include"]) / "Python.h").exists():
        return "no Python headers (Python.h)"
    return None


def test_a_compiled_chance_module_draws_and_plays_as_the_source(tmp_path: Path) -> None:
    reason = can_compile()
    if reason is not None:
        pytest.skip(f"cannot compile here: {reason}")
    tree = tmp_path / "tree"
    ignore = shutil.ignore_patterns("*.so", "__pycache__", "compiled-manifest.json")
    shutil.copytree(ROOT / "engines", tree / "engines", ignore=ignore)
    shutil.copytree(ROOT / "proto", tree / "proto", ignore=ignore)
    shutil.copy(ROOT / "pyproject.toml", tree / "pyproject.toml")
    done = subprocess.run(
        [sys.executable, "-c", COMPILE_CHANCE, str(tree)],
        check=True,
        capture_output=True,
        text=True,
        cwd=tree,
    )
    assert "compiled" in done.stdout, done.stdout + done.stderr
    # the draws: the vectors file is what the compiled generator writes
    vectors = subprocess.run(
        [sys.executable, "-c", VECTORS],
        env=in_tree(tree),
        check=True,
        capture_output=True,
        text=True,
        cwd=tree,
    )
    assert vectors.stdout.split() == ["engines.chance", "same"], vectors.stdout
    # the games
    compiled = run_games(pure=False, tree=tree)
    pure = run_games(pure=True, tree=tree)
    assert compiled[-1] == {"compiled": ["engines.chance"]}
    assert pure[-1] == {"compiled": []}
    assert compiled[:-1] == pure[:-1]
    assert all(line["same_without_events"] for line in compiled[:-1])


#: compiles engines/chance.py alone in the tree given as argv[1]
COMPILE_CHANCE = """
import sys
from pathlib import Path
from engines import build_compiled
# opt level 0: the C compiler's optimizations do not change what the code computes, and -O0
# keeps this test's compile (mypyc's runtime library included) short
build_compiled.build(Path(sys.argv[1]), ("engines/chance.py",), opt_level="0")
print("compiled")
"""

#: prints which engine modules run compiled, then whether the vectors file is what they write
VECTORS = """
from conformance import chance_vectors
from engines.compiled import compiled_modules
same = chance_vectors.dump(chance_vectors.build()) == chance_vectors.PATH.read_text()
print(*compiled_modules(), "same" if same else "different")
"""


def test_the_build_plays_the_same_games_as_the_source() -> None:
    if not build_compiled.compiled_files():
        pytest.skip("no compiled build in this tree (python -m engines.build_compiled)")
    compiled = run_games(pure=False)
    pure = run_games(pure=True)
    assert "engines.carcassonne.state" in compiled[-1]["compiled"]  # type: ignore[operator]
    assert "engines.burgundy.state" in compiled[-1]["compiled"]  # type: ignore[operator]
    assert pure[-1] == {"compiled": []}
    assert compiled[:-1] == pure[:-1]


def test_a_build_is_not_stale() -> None:
    assert build_compiled.stale() == [], (
        "compiled modules older than their source: python -m engines.build_compiled (or --clean)"
    )


def test_force_pure_refuses_once_a_compiled_module_is_loaded() -> None:
    code = (
        "import engines.chance\n"
        "from engines.compiled import force_pure, is_compiled\n"
        "try:\n"
        "    force_pure()\n"
        "except RuntimeError:\n"
        "    print('refused')\n"
        "else:\n"
        "    print('refused' if is_compiled(engines.chance) else 'pure')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], check=True, capture_output=True, text=True, cwd=ROOT
    )
    expected = "refused" if build_compiled.compiled_files() else "pure"
    assert done.stdout.strip() == expected
