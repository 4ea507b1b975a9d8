"""The results file (JSON lines, one mutant per line, appended as each finishes: a run is
resumable) and the documented equivalent mutants (equivalent.json), summed up per game."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from conformance.mutation.killing import Outcome
from conformance.mutation.mutants import Mutant

HERE = Path(__file__).resolve().parent
#: the committed results of the last benchmark run (docs/certify.md is generated from it)
BENCHMARK_RESULTS = HERE / "results.jsonl"
EQUIVALENT = HERE / "equivalent.json"
#: the fixed mutants CI runs, each of which must be killed
CI_SAMPLE = HERE / "ci-sample.json"


def read_results(path: Path) -> dict[str, dict[str, Any]]:
    """Mutant id -> its record; a torn last line (an interrupted run) is ignored."""
    found: dict[str, dict[str, Any]] = {}
    if not path.is_file():
        return found
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            record = json.loads(line)
        except json.JSONDecodeError:
            continue
        found[record["id"]] = record
    return found


def append_result(path: Path, mutant: Mutant, outcome: Outcome) -> None:
    record = {**asdict(mutant), **asdict(outcome)}
    with path.open("a", encoding="utf-8") as sink:
        sink.write(json.dumps(record, sort_keys=True) + "\n")


def drop_survivors(path: Path, games: Iterable[str] | None = None) -> None:
    """Rewrite the results file without its survivors (they run again), of ``games`` only
    when given (the other games' records stay as they are)."""
    wanted = None if games is None else set(games)
    rewrite(
        path,
        [
            r
            for r in read_results(path).values()
            if r["status"] != "survived" or (wanted is not None and r["game"] not in wanted)
        ],
    )


def keep_selection(path: Path, mutants: Iterable[Mutant]) -> None:
    """Drop from the results file the records of the mutants' games that are not among
    ``mutants`` (an earlier selection's); the other games' records stay."""
    chosen = {m.id for m in mutants}
    games = {m.game for m in mutants}
    records = read_results(path)
    stale = {k for k, r in records.items() if r["game"] in games and k not in chosen}
    if stale:
        rewrite(path, [r for k, r in records.items() if k not in stale])


def rewrite(path: Path, records: Iterable[dict[str, Any]]) -> None:
    """The results file holding exactly ``records``."""
    path.write_text(
        "".join(json.dumps(r, sort_keys=True) + "\n" for r in records), encoding="utf-8"
    )


def equivalents(path: Path = EQUIVALENT) -> dict[str, str]:
    """Mutant id -> why no implementation-visible behaviour changes."""
    document: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return {entry["id"]: entry["why"] for entry in document["equivalent"]}


@dataclass(slots=True)
class GameScore:
    game: str
    run: int
    stillborn: int
    killed: int
    equivalent: int
    survivors: list[dict[str, Any]]

    @property
    def scored(self) -> int:
        """Mutants that count: run, started, not equivalent."""
        return self.run - self.stillborn - self.equivalent

    @property
    def percent(self) -> float:
        return 100.0 * self.killed / self.scored if self.scored else 100.0


def scores(records: dict[str, dict[str, Any]], equivalent: dict[str, str]) -> list[GameScore]:
    """Per game: killed (a fixture failed or a run timed out) against the mutants that count."""
    found = []
    for game in sorted({r["game"] for r in records.values()}):
        own = [r for r in records.values() if r["game"] == game]
        survived = [r for r in own if r["status"] == "survived"]
        found.append(
            GameScore(
                game=game,
                run=len(own),
                stillborn=sum(r["status"] == "stillborn" for r in own),
                killed=sum(r["status"] in {"killed", "timeout"} for r in own),
                equivalent=sum(r["id"] in equivalent for r in survived),
                survivors=sorted(
                    (r for r in survived if r["id"] not in equivalent), key=lambda r: r["id"]
                ),
            )
        )
    return found
