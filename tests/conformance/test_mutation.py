"""python -m conformance.mutation: the operators generated over the engine modules, their stable
ids, the benchmark's seeded selection, the triaged equivalents, and the fixed CI sample, each
mutant of which the hand-written fixtures must kill (each served by the real service in a
process forked for it). The full run is a benchmark: docs/certify.md."""

from __future__ import annotations

import ast
import json
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from conformance.mutation.__main__ import build_parser, chosen, ci_sample
from conformance.mutation.mutants import (
    ROOT,
    Mutant,
    all_mutants,
    apply,
    engine_modules,
    targets,
)
from conformance.mutation.operators import sites
from conformance.mutation.results import (
    drop_survivors,
    equivalents,
    keep_selection,
    read_results,
    scores,
)

OPERATORS = {
    "arith", "boundary", "compare", "compare-const-plus", "compare-const-minus",
    "constant-plus", "constant-flip", "bool", "not-removed", "remove", "swap-args",
    "early-return", "loop-return",
}  # fmt: skip

SOURCE = '''
def first(a: int, b: int) -> int:
    """A docstring is never mutated."""
    if a < b and not a == 3:
        total = a + 1
        total += b
        print(a, b)
        return total
    for x in range(a):
        return x
    raise ValueError("no")


class Box:
    def value(self) -> bool:
        return self.size > 0 or True
'''


def _kind(operator: str) -> str:
    for kind in sorted(OPERATORS, key=len, reverse=True):
        if operator == kind or operator.startswith(kind + "-"):
            return kind
    return operator


def test_every_operator_applies_and_names_survive_edits_elsewhere() -> None:
    names = [s.name for s in sites(ast.parse(SOURCE))]
    assert len(names) == len(set(names))
    assert {_kind(n.split(":")[1]) for n in names} == OPERATORS
    # code added above, and in another function, renames no site of this function
    edited = "import os\n\n\ndef added(x: int) -> int:\n    return x * 2 - 1\n" + SOURCE
    again = [s.name for s in sites(ast.parse(edited))]
    assert set(names) <= set(again)
    assert "Box.value:bool-Or-And:0" in names and "first:loop-return:0" in names
    assert "first:arith-Add-Sub:0" in names and "first:compare-const-plus:0" in names


def test_generated_over_every_engine_module_and_the_benchmark_selection() -> None:
    chosen_targets = targets()
    modules = engine_modules()
    # every module of the engines is either scored by a game's fixtures or left out with why
    assert set(modules) == set(chosen_targets.games) | set(chosen_targets.left_out)
    assert all(why for why in chosen_targets.left_out.values())
    assert {"carcassonne", "burgundy", "shared"} == set(chosen_targets.games.values())
    mutants = all_mutants()
    assert len({m.id for m in mutants}) == len(mutants) > 2000
    assert {_kind(m.operator) for m in mutants} == OPERATORS
    picked = chosen(build_parser().parse_args(["--all"]))
    assert len(picked) >= 500 and len({m.id for m in picked}) == len(picked)
    assert picked == chosen(build_parser().parse_args(["--all"]))  # seeded: the same every time
    parts = [chosen(build_parser().parse_args(["--all", "--shard", f"{i}/3"])) for i in (1, 2, 3)]
    assert sorted(m.id for part in parts for m in part) == sorted(m.id for m in picked)


def test_a_mutant_rebuilds_from_its_id_and_the_triage_names_real_mutants() -> None:
    mutant_id = "engines/carcassonne/features.py:FeatureMap._place:arith-Sub-Add:0"
    path, source, line = apply(mutant_id)
    assert path == "engines/carcassonne/features.py" and line == "opened[a] += 2"
    assert "opened[a] -= 2" in (ROOT / path).read_text(encoding="utf-8")  # never written
    compile(source, path, "exec")
    triaged = equivalents()
    assert triaged and all(why.strip() for why in triaged.values())
    for equivalent in triaged:
        apply(equivalent)  # each names a mutant of this tree
    recorded = read_results(ROOT / "conformance/mutation/results.jsonl")
    assert recorded
    for record in recorded.values():
        assert apply(record["id"])[2].strip() == record["mutated"].strip(), record["id"]


def test_the_ci_sample_is_killed_by_the_fixtures(tmp_path: Path) -> None:
    results = tmp_path / "results.jsonl"
    command = [
        sys.executable, "-m", "conformance.mutation", "--ci", "--jobs", "2",
        "--results", str(results),
    ]  # fmt: skip
    run = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    records = read_results(results)
    sample = ci_sample()
    assert sorted(records) == sorted(sample) and len(sample) >= 6
    assert {records[i]["game"] for i in sample} == {"carcassonne", "burgundy", "shared"}
    for mutant_id in sample:
        record = records[mutant_id]
        # the whole reason, which a dict's repr in pytest's message would cut off
        assert record["status"] == "killed", f"{mutant_id}: {record['status']}: {record['why']}"
        assert record["killer"].split("/")[0] in {"carcassonne", "burgundy", "service"}
    assert all(score.percent == 100.0 for score in scores(records, {}))
    # resumable: nothing runs twice
    again = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert f"{len(sample)} mutants, {len(sample)} already in" in again.stdout
    assert "[1/" not in again.stdout
    assert json.loads(results.read_text().splitlines()[0])["id"] in sample


def _record(mutant_id: str, game: str, status: str) -> str:
    return json.dumps({"id": mutant_id, "game": game, "status": status}) + "\n"


def test_a_run_of_one_game_keeps_the_other_games_records(tmp_path: Path) -> None:
    results = tmp_path / "results.jsonl"
    results.write_text(
        _record("b:1", "burgundy", "survived")
        + _record("s:old", "shared", "killed")
        + _record("s:1", "shared", "survived")
        + _record("c:1", "carcassonne", "survived"),
        encoding="utf-8",
    )
    chosen_shared = [Mutant("s:1", "shared", "engines/chance.py", 1, "remove", "x", "")]
    keep_selection(results, chosen_shared)  # --all --game shared: an earlier selection's go
    assert sorted(read_results(results)) == ["b:1", "c:1", "s:1"]
    drop_survivors(results, {"shared"})  # --rerun-survivors --game shared
    assert sorted(read_results(results)) == ["b:1", "c:1"]
    drop_survivors(results)
    assert read_results(results) == {}


def test_a_mutants_port_is_held_for_its_server_alone() -> None:
    """The child's port stays bound while its server starts: any other socket (a probe, an
    outgoing connection's local end) is refused it, and the server (SO_REUSEADDR) listens."""
    from clients.ports import reserve_port

    with reserve_port() as held:
        port = held.getsockname()[1]
        with socket.socket() as other, pytest.raises(OSError):
            other.bind(("127.0.0.1", port))
        with socket.socket() as server:
            server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            server.bind(("127.0.0.1", port))
            server.listen()
            with socket.create_connection(("127.0.0.1", port), timeout=5):
                pass
