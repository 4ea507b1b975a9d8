"""bench.cross_replica --blocks --baseline REV: another revision's servers in the same rotation.

One short real run against ``HEAD`` exported (a PostgreSQL 15 container, this tree's and the
baseline's SQLite process and replica, one block each), the per-block ratios on known samples,
and the two expected failures: an unknown revision, and a baseline whose server cannot start
(each one line, before or instead of any traceback)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench import cross_replica
from bench.replica_cpu import Config, Tree, deployments, ratios, render
from bench.trees import TreeError
from tests.docker_support import require_docker
from tests.replicas.harness import Replica


def test_head_as_baseline_runs_beside_this_tree(capsys: pytest.CaptureFixture[str]) -> None:
    require_docker()
    argv = ["--game", "carcassonne", "--actions", "0", "--tables", "2", "--json"]
    # 3 s a block: a server on a machine busy with the rest of the suite plays at least one action
    argv += ["--blocks", "1", "--block-seconds", "3", "--baseline", "HEAD", "--only-one-replica"]
    assert cross_replica.main(argv) == 0
    result = json.loads(capsys.readouterr().out)["compare"]
    this, baseline = result["trees"]
    assert this.startswith("this tree (") and baseline.startswith("baseline (")
    assert result["trees"][baseline] == "HEAD"
    configurations = result["configurations"]
    assert list(configurations) == [
        f"{this}: SQLite, 1 process",
        f"{baseline}: SQLite, 1 process",
        f"{this}: PostgreSQL, 1 replica",
        f"{baseline}: PostgreSQL, 1 replica",
    ]
    for figures in configurations.values():  # every server answered and played
        assert figures["actions/s"][0] > 0 and figures["server ms/action"][0] > 0
    per_tree = result["ratios"]["replica / SQLite, server CPU per action"]
    assert set(per_tree) == {this, baseline}
    assert all(len(values) == 3 and values[0] > 0 for values in per_tree.values())
    measured = "postgres ms/action" in configurations[f"{this}: PostgreSQL, 1 replica"]
    postgres = result["ratios"].get("PostgreSQL CPU per action, this tree / baseline")
    assert (postgres is not None and postgres[0] > 0) if measured else postgres is None


def test_an_unknown_revision_is_one_line_with_a_hint(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--game", "carcassonne", "--actions", "0", "--blocks", "1"]
    assert cross_replica.main([*argv, "--baseline", "no-such-revision-35"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    (line,) = captured.err.splitlines()
    assert "no-such-revision-35" in line and "hint:" in line


def test_a_baseline_whose_server_cannot_start_is_one_line(tmp_path: Path) -> None:
    # a tree whose package fails on import: it also shows that the tree's code is what runs
    # (the installed checkout's clients.cli would have started)
    tree = tmp_path / "tree"
    (tree / "clients").mkdir(parents=True)
    (tree / "clients" / "__init__.py").write_text("")
    (tree / "clients" / "cli.py").write_text("import meeple_no_such_module_35\n")
    (tmp_path / "servers").mkdir()
    broken = Tree("baseline (0000000)", "broken-rev", tree)
    with (
        pytest.raises(TreeError) as raised,
        deployments(tmp_path / "servers", lambda: "", (), [broken]),
    ):
        pass
    (line,) = str(raised.value).splitlines()
    assert line.startswith("baseline (0000000): `meeple serve` of broken-rev did not start:")
    assert line.endswith("No module named 'meeple_no_such_module_35'")


def _config(label: str, tree: str, postgres: bool, samples: list[dict[str, float]]) -> Config:
    server = Replica("r", "unused.sqlite3", Path("r.log"), port=5000)
    return Config(label, [server], "tables", postgres, tree, samples)


def test_ratios_divide_figures_of_the_same_block() -> None:
    def blocks(key: str, *values: float) -> list[dict[str, float]]:
        return [{key: value} for value in values]

    def replica(ms: tuple[float, ...], pg: tuple[float, ...]) -> list[dict[str, float]]:
        return [
            {"server ms/action": a, "postgres ms/action": b} for a, b in zip(ms, pg, strict=True)
        ]

    configs = [
        _config("a", "new", False, blocks("server ms/action", 1.0, 2.0, 4.0)),
        _config("b", "old", False, blocks("server ms/action", 1.0, 1.0, 1.0)),
        _config("c", "new", True, replica((1.5, 2.0, 8.0), (0.5, 1.0, 1.0))),
        _config("d", "old", True, replica((2.0, 3.0, 1.5), (1.0, 1.0, 4.0))),
    ]
    found = ratios(configs)
    # per block 1.5/1, 2/2, 8/4; and 2/1, 3/1, 1.5/1: min / median / max
    assert found["replica / SQLite, server CPU per action"] == {
        "new": [1.0, 1.5, 2.0],
        "old": [1.5, 2.0, 3.0],
    }
    # 0.5/1, 1/1, 1/4
    assert found["PostgreSQL CPU per action, this tree / baseline"] == [0.25, 0.5, 1.0]
    text = render(
        {
            "blocks": 3,
            "block seconds": 1.0,
            "tables": 2,
            "game": "carcassonne",
            "CPUs": 2,
            "load average (1 min) before, after": [1.0, 1.0],
            "configurations": {},
            "ratios": found,
        }
    )
    assert "  old                          1.50 / 2.00 / 3.00" in text
    assert "PostgreSQL CPU per action, this tree / baseline:\n  0.25 / 0.50 / 1.00" in text


def test_without_a_baseline_or_postgres_figures_there_is_no_postgres_ratio() -> None:
    configs = [
        _config("a", "new", False, [{"server ms/action": 1.0}]),
        _config("c", "new", True, [{"server ms/action": 1.25}]),
    ]
    assert ratios(configs) == {"replica / SQLite, server CPU per action": {"new": [1.25] * 3}}
