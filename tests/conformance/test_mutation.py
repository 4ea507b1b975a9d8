"""python -m conformance.mutation on a small fixed sample: a mutant a fixture kills and a
documented equivalent one that survives, each served by its own meeple serve; the run is
resumable and sharded. (The full run is a benchmark: docs/certify.md.)"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from conformance.mutation.__main__ import build_parser, chosen
from conformance.mutation.mutants import ROOT, apply, mutants_of
from conformance.mutation.results import equivalents

KILLED = "engines/carcassonne/features.py:161:24:binary:Sub"  # a loop never closes
EQUIVALENT = "engines/carcassonne/geometry.py:77:13:binary:Add"  # (h - 4) % 8 == (h + 4) % 8
FIXTURE = "carcassonne/scoring/road-closing-a-loop"


def test_a_kill_and_a_documented_survivor(tmp_path: Path) -> None:
    results = tmp_path / "results.jsonl"
    command = [
        sys.executable, "-m", "conformance.mutation", "--mutant", KILLED, "--mutant", EQUIVALENT,
        "--run", FIXTURE, "--results", str(results),
    ]  # fmt: skip
    run = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    records = {r["id"]: r for r in map(json.loads, results.read_text().splitlines())}
    assert records[KILLED]["status"] == "killed" and records[KILLED]["killer"] == FIXTURE
    assert records[EQUIVALENT]["status"] == "survived"
    assert EQUIVALENT in equivalents()
    assert (
        "carcassonne: 1/1 non-equivalent mutants killed (100.0%); 2 run, 0 stillborn, "
        "1 equivalent, 0 survivors"
    ) in run.stdout
    # resumable: nothing runs twice
    again = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert "2 mutants, 2 already in" in again.stdout and "[1/" not in again.stdout
    # the working tree was never written
    assert "opened[a] -= 2" in (ROOT / "engines/carcassonne/features.py").read_text()


def test_shards_partition_the_sample_and_mutants_rebuild_from_their_id() -> None:
    def picked(*args: str) -> list[str]:
        return [m.id for m in chosen(build_parser().parse_args(["--sample", "6", *args]))]

    whole = picked()
    assert len(whole) == 12 and len(set(whole)) == 12  # 6 per game, a fixed sample
    parts = picked("--shard", "1/3") + picked("--shard", "2/3") + picked("--shard", "3/3")
    assert sorted(parts) == sorted(whole)
    path, source, line = apply(KILLED)
    assert path == "engines/carcassonne/features.py" and "opened[a] += 2" in source
    assert line == "opened[a] += 2"
    ids = [m.id for m in mutants_of("carcassonne", "engines/carcassonne/geometry.py")]
    assert EQUIVALENT in ids and len(ids) == len(set(ids))


def test_the_recorded_mutants_are_the_mutants_of_this_tree() -> None:
    """A mutant's id names its line: an edit that moves engine lines leaves the recorded
    benchmark (and the equivalent list) naming other code. Each record must rebuild, from its
    id, the very line it recorded; remap or re-run the benchmark when this fails."""
    records = [json.loads(line) for line in (ROOT / "conformance/mutation/results.jsonl").open()]
    assert records
    for record in records:
        _path, _source, line = apply(record["id"])
        assert line.strip() == record["mutated"].strip(), record["id"]
    for mutant in equivalents():  # documented equivalents (some from earlier samples) exist
        apply(mutant)
