"""Compiled engines (mypyc: the install compiles them, :mod:`engines.build_compiled`) play
exactly as the pure ones, a stale build never runs, and an install without a C compiler falls
back to the pure engines.

What each test proves:

* ``test_a_compiled_chance_module_draws_and_plays_as_the_source`` (every run with a C compiler
  and mypyc; 4-14 s at load 3-20): compiles ``engines/chance.py``, the module every
  draw goes through, alone in a copy of the tree, then, in that copy, checks the chance contract's
  test vectors (the committed ``conformance/chance-vectors.json`` equals what the compiled
  generator writes) and plays the seeded random games of :mod:`tests.engines.compiled_games`
  with the compiled chance module and with the pure one: the same digests. Then it edits the
  copy's source: the stale build no longer runs (the sources do, with a warning), and
  ``MEEPLE_ENGINES=pure`` or ``python -m engines.compiled pure`` run the sources silently.
* ``test_the_build_plays_the_same_games_as_the_source`` (wherever the install compiled the
  engines, as in CI): the same games with every compiled module against the pure sources in a
  second process: the equivalence test over every compiled module, on a small sample.
* ``test_where_a_compiler_is_found_ci_runs_the_compiled_engines``: in CI the install compiled.
* ``test_an_install_without_a_c_compiler_falls_back_and_says_so``: the build step with no
  compiler leaves no compiled module and says why; with ``MEEPLE_COMPILE=1`` it fails instead.
* the guard's record (``test_the_guard_*``), on a fake build: an edited source makes it stale,
  a touched but unchanged one does not, a missing record does.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

from engines import build_compiled, compiled_guard

ROOT = build_compiled.ROOT
GAMES = Path(__file__).with_name("compiled_games.py")


def in_tree(tree: Path) -> dict[str, str]:
    """The environment of a process that imports the engines of ``tree`` (run it with
    ``cwd=tree``: ``-c`` and ``-m`` put the working directory first on the path). The
    caller's ``MEEPLE_ENGINES`` is left out: each run says itself which engines it wants."""
    return {
        **without_engine_choice(),
        "PYTHONPATH": os.pathsep.join([str(tree), str(tree / "proto")]),
    }


def without_engine_choice() -> dict[str, str]:
    """This process's environment without ``MEEPLE_ENGINES`` (CI also runs the suite under
    ``MEEPLE_ENGINES=pure``; a child that must load the build must not inherit it)."""
    return {key: value for key, value in os.environ.items() if key != "MEEPLE_ENGINES"}


def run_games(*, pure: bool, tree: Path = ROOT) -> list[dict[str, object]]:
    """The digests of compiled_games.py in a fresh process on the engines of ``tree``, as a
    list of its JSON lines."""
    command = [sys.executable, *(["-m", "engines.compiled", "pure"] if pure else []), str(GAMES)]
    done = subprocess.run(
        command, env=in_tree(tree), check=True, capture_output=True, text=True, cwd=tree
    )
    return [json.loads(line) for line in done.stdout.splitlines()]


def test_a_compiled_chance_module_draws_and_plays_as_the_source(tmp_path: Path) -> None:
    reason = build_compiled.why_not_compile()
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
    # an edited source: the stale build does not run, the sources do, and a warning says so
    chance = tree / "engines" / "chance.py"
    chance.write_text(chance.read_text() + "\n# edited\n")
    stale = subprocess.run(
        [sys.executable, "-c", VECTORS],
        env=in_tree(tree),
        check=True,
        capture_output=True,
        text=True,
        cwd=tree,
    )
    assert stale.stdout.split() == ["same"], stale.stdout
    assert "StaleBuildWarning" in stale.stderr and "engines/chance.py changed" in stale.stderr
    status = subprocess.run(
        [sys.executable, "-m", "engines.compiled", "status"],
        env=in_tree(tree),
        check=True,
        capture_output=True,
        text=True,
        cwd=tree,
    )
    assert status.stdout.startswith("pure: the compiled build is stale"), status.stdout
    # asked for the sources: no warning
    (tmp_path / "vectors.py").write_text(VECTORS)
    pure_command = [sys.executable, "-m", "engines.compiled", "pure", str(tmp_path / "vectors.py")]
    for command, environment in (
        ([sys.executable, "-c", VECTORS], {**in_tree(tree), "MEEPLE_ENGINES": "pure"}),
        (pure_command, in_tree(tree)),
    ):
        quiet = subprocess.run(
            command, env=environment, check=False, capture_output=True, text=True, cwd=tree
        )
        assert quiet.stdout.split() == ["same"], quiet.stdout + quiet.stderr
        assert "StaleBuildWarning" not in quiet.stderr, quiet.stderr


#: compiles engines/chance.py alone in the tree given as argv[1]
COMPILE_CHANCE = """
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path
from engines import build_compiled, compiled_guard
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
    status = compiled_guard.build_status()
    if status != "compiled":
        pytest.skip(f"the engines are {status} here (pip install -e . with a C compiler)")
    compiled = run_games(pure=False)
    pure = run_games(pure=True)
    assert "engines.carcassonne.state" in compiled[-1]["compiled"]  # type: ignore[operator]
    assert "engines.burgundy.state" in compiled[-1]["compiled"]  # type: ignore[operator]
    assert pure[-1] == {"compiled": []}
    assert compiled[:-1] == pure[:-1]


def test_where_a_compiler_is_found_ci_runs_the_compiled_engines() -> None:
    if os.environ.get("CI") != "true" or build_compiled.why_not_compile() is not None:
        pytest.skip("only in CI, where the install compiles the engines")
    done = subprocess.run(
        [sys.executable, "-m", "engines.compiled", "status"],
        check=True,
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    expected = f"compiled ({len(build_compiled.MODULES)} modules, mypyc)"
    assert done.stdout.startswith(expected), done.stdout + done.stderr


def copy_for_build(tmp_path: Path) -> Path:
    """A copy of what setup.py builds from: the engines, the protos, pyproject and setup.py."""
    tree = tmp_path / "tree"
    ignore = shutil.ignore_patterns("*.so", "__pycache__", "compiled-manifest.json")
    shutil.copytree(ROOT / "engines", tree / "engines", ignore=ignore)
    shutil.copytree(ROOT / "proto", tree / "proto", ignore=ignore)
    for name in ("pyproject.toml", "setup.py", "README.md"):
        shutil.copy(ROOT / name, tree / name)
    return tree


def test_an_install_without_a_c_compiler_falls_back_and_says_so(tmp_path: Path) -> None:
    tree = copy_for_build(tmp_path)
    # an old build beside the sources: the pure build removes it
    (tree / "engines" / f"compiled__mypyc{EXTENSION_SUFFIXES[0]}").write_bytes(b"old")
    environment = {**os.environ, "CC": str(tmp_path / "no-such-cc")}
    environment.pop("MEEPLE_COMPILE", None)
    command = [sys.executable, "setup.py", "-q", "build_ext", "--inplace"]
    done = subprocess.run(
        command, env=environment, check=False, capture_output=True, text=True, cwd=tree
    )
    assert done.returncode == 0, done.stderr
    assert "meeple build: the engines are pure Python: no C compiler" in done.stderr
    assert not list(tree.rglob("*.so"))
    assert compiled_guard.build_status(tree) == "pure"
    # asked for compiled engines, the install fails instead
    strict = subprocess.run(
        command,
        env={**environment, "MEEPLE_COMPILE": "1"},
        check=False,
        capture_output=True,
        text=True,
        cwd=tree,
    )
    assert strict.returncode != 0
    assert "MEEPLE_COMPILE=1 but no C compiler" in strict.stderr


def fake_build(tmp_path: Path) -> Path:
    """A tree with a build's group library (not a real one: the guard only looks for it) and
    its record."""
    tree = tmp_path / "fake"
    (tree / "engines" / "burgundy").mkdir(parents=True)
    (tree / "engines" / "__init__.py").write_text("")
    (tree / "engines" / "burgundy" / "legal.py").write_text("X = 1\n")
    (tree / "engines" / "build_compiled.py").write_text("# a tool\n")
    (tree / "engines" / f"compiled__mypyc{EXTENSION_SUFFIXES[0]}").write_bytes(b"")
    build_compiled.write_manifest(tree / "engines", build_compiled.record(tree))
    return tree


def test_the_guard_finds_an_edited_source(tmp_path: Path) -> None:
    tree = fake_build(tmp_path)
    assert compiled_guard.changed_sources(tree) == []
    assert compiled_guard.build_status(tree) == "compiled"
    (tree / "engines" / "build_compiled.py").write_text("# a tool, edited\n")  # not engine code
    assert compiled_guard.changed_sources(tree) == []
    legal = tree / "engines" / "burgundy" / "legal.py"
    legal.write_text("X = 2\n")  # the same size: the hash tells
    assert compiled_guard.changed_sources(tree) == ["engines/burgundy/legal.py"]
    assert compiled_guard.build_status(tree) == "stale"


def test_the_guard_trusts_a_touched_but_unchanged_source(tmp_path: Path) -> None:
    tree = fake_build(tmp_path)
    legal = tree / "engines" / "burgundy" / "legal.py"
    os.utime(legal, ns=(1, 1))  # a checkout's new time, the same bytes
    assert compiled_guard.changed_sources(tree) == []


def test_the_guard_counts_a_build_without_its_record_as_stale(tmp_path: Path) -> None:
    tree = fake_build(tmp_path)
    (tree / "engines" / "compiled-manifest.json").unlink()
    assert compiled_guard.changed_sources(tree) == ["engines/compiled-manifest.json"]
    (tree / "engines" / f"compiled__mypyc{EXTENSION_SUFFIXES[0]}").unlink()
    assert compiled_guard.changed_sources(tree) is None  # no build: nothing to guard
    assert compiled_guard.build_status(tree) == "pure"


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
        [sys.executable, "-c", code],
        env=without_engine_choice(),
        check=True,
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    # a current build is loaded (and then refused) whatever this process was told to run
    changed = compiled_guard.changed_sources()
    expected = "refused" if changed is not None and not changed else "pure"
    assert done.stdout.strip() == expected
