"""CPU per action and durable actions per second of SQLite and PostgreSQL deployments, measured
side by side in one run (issue 35): the part of ``python -m bench.cross_replica --blocks N``.

Every configuration is started once and kept running: one SQLite process, one PostgreSQL
replica, two PostgreSQL replicas (each PostgreSQL configuration on its own database of one
server). Then, block by block, each configuration in turn (the order rotated every block, so a
change of the machine's load hits all of them alike) plays ``tables`` random 2-seat games for
``seconds`` with one client thread per table, every action a view, a ListLegalActions and a
SubmitAction. Measured per block and configuration:

* durable actions/s (accepted SubmitActions over the block's wall time);
* each server process's CPU time (``/proc/<pid>/stat``: user + system) per action;
* PostgreSQL's CPU time per action, from its container's cgroup (``cpuacct.usage``), when the
  server is the throwaway container (not with ``--dsn``).

CPU per action (process CPU time / actions) depends far less on how busy the shared machine is
than throughput does, so it is the figure to compare; throughput is what the cores allowed.

Two ways of placing the seats of a table on two replicas are measured: ``tables`` (every table on
one replica, tables spread round-robin: what a table-aware router or a sticky client gives) and
``seats`` (seat i of every table on replica i: the worst case, every action crossing replicas).

With a baseline revision (``--baseline REV``), that revision is exported (:mod:`bench.trees`)
and its own SQLite process and PostgreSQL replica (on a database of its own, same server) join
the rotation, so that the trees are compared in the same blocks. Besides min / median / max per
figure, :func:`ratios` divides figures measured in the same block: per tree, the replica's server
CPU per action over the SQLite process's, and this tree's PostgreSQL CPU per action over the
baseline's (issue 35's targets are such ratios: within 1.3x, halved).
"""

from __future__ import annotations

import os
import random
import statistics
import tempfile
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from bench.trees import TreeError, export, short, this_tree
from tests.replicas.harness import FINISHED, OpenTable, Replica, open_table, replicas

#: the per-address rate limits off: every client of the benchmark is on loopback
UNLIMITED = ("--read-rate", "0", "--create-rate", "0", "--join-rate", "0")

#: clock ticks per second of /proc/<pid>/stat
TICKS = os.sysconf("SC_CLK_TCK")


def process_cpu(pid: int) -> float:
    """User + system CPU seconds of a live process (not its children)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def container_cpu_reader(container_id: str) -> Callable[[], float] | None:
    """A reader of a Docker container's CPU seconds (cgroup v1 cpuacct or v2 cpu.stat), or None
    when this host does not expose it."""
    v1 = Path(f"/sys/fs/cgroup/cpuacct/docker/{container_id}/cpuacct.usage")
    if v1.exists():
        return lambda: int(v1.read_text()) / 1e9
    for v2 in (
        Path(f"/sys/fs/cgroup/system.slice/docker-{container_id}.scope/cpu.stat"),
        Path(f"/sys/fs/cgroup/docker/{container_id}/cpu.stat"),
    ):
        if v2.exists():

            def read(path: Path = v2) -> float:
                for line in path.read_text().splitlines():
                    key, _, value = line.partition(" ")
                    if key == "usage_usec":
                        return int(value) / 1e6
                return 0.0

            return read
    return None


@dataclass
class Config:
    """One deployment under test: its servers and how seats are placed on them."""

    label: str
    servers: list[Replica]
    placement: str  # "tables" or "seats"
    postgres: bool
    tree: str = "this tree"  # the label of the tree whose code its servers run
    samples: list[dict[str, float]] = field(default_factory=list)

    def seat_targets(self, index: int) -> tuple[list[str], str]:
        """Where table client ``index`` seats its two players, and where it creates the table."""
        targets = [server.target for server in self.servers]
        if self.placement == "tables":
            one = targets[index % len(targets)]
            return [one, one], one
        rotated = targets[index % len(targets) :] + targets[: index % len(targets)]
        return rotated, rotated[0]


def play_for(config: Config, game: str, tables: int, seconds: float, seed: int) -> int:
    """Play ``tables`` tables concurrently for ``seconds``; the number of accepted actions."""
    counts = [0] * tables
    failures: list[str] = []
    stop_at = time.monotonic() + seconds

    def client(index: int) -> None:
        rng = random.Random(seed * 1000 + index)
        targets, create_on = config.seat_targets(index)
        try:
            while time.monotonic() < stop_at:
                table = open_table(game, 2, targets, create_on=create_on)
                try:
                    while time.monotonic() < stop_at and step(table, rng):
                        counts[index] += 1
                finally:
                    for seat in [table.host, *table.seats]:
                        seat.close()
        except Exception as error:  # reported, and fails the run
            failures.append(f"{config.label} table client {index}: {error!r}")

    threads = [threading.Thread(target=client, args=(i,)) for i in range(tables)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if failures:
        raise RuntimeError("; ".join(failures))
    return sum(counts)


def step(table: OpenTable, rng: random.Random) -> bool:
    """One random legal action by the seat to move; False once the game is over."""
    view = table.seats[0].view(table.name)
    if view.state == FINISHED:
        return False
    seat = table.seats[view.current_seat]
    legal = seat.legal(table.name)
    seat.submit(table.name, legal.actions[rng.randrange(len(legal.actions))], legal.version)
    return True


def block(
    config: Config,
    game: str,
    tables: int,
    seconds: float,
    seed: int,
    postgres_cpu: Callable[[], float] | None,
) -> None:
    """Measure one block of ``config`` and append it to its samples."""
    pids = [server.process.pid for server in config.servers if server.process is not None]
    cpu_before = [process_cpu(pid) for pid in pids]
    pg_before = postgres_cpu() if postgres_cpu and config.postgres else 0.0
    began = time.perf_counter()
    actions = play_for(config, game, tables, seconds, seed)
    elapsed = time.perf_counter() - began
    cpu = [process_cpu(pid) - before for pid, before in zip(pids, cpu_before, strict=True)]
    sample = {
        "actions/s": actions / elapsed,
        "server ms/action": 1000 * sum(cpu) / max(actions, 1),
        "load": os.getloadavg()[0],
    }
    for index, seconds_used in enumerate(cpu):
        sample[f"server {index} ms/action"] = 1000 * seconds_used / max(actions, 1)
    if postgres_cpu and config.postgres:
        sample["postgres ms/action"] = 1000 * (postgres_cpu() - pg_before) / max(actions, 1)
    config.samples.append(sample)


@dataclass
class Tree:
    """Whose code a configuration's servers run: this checkout, or a revision exported."""

    label: str  # "this tree (abc1234)", "baseline (2b6b32d)"
    revision: str = ""  # a baseline's revision as given
    root: Path | None = None  # a baseline's exported tree; None: this checkout


SQLITE = "SQLite, 1 process"
ONE_REPLICA = "PostgreSQL, 1 replica"


@contextmanager
def deployments(
    root: Path,
    new_database: Callable[[], str],
    placements: Sequence[str],
    trees: Sequence[Tree],
) -> Iterator[list[Config]]:
    """Start the configurations: per tree SQLite x1 and PostgreSQL x1 (the trees' same
    configuration side by side in the order), then this tree's (the first) PostgreSQL x2, once
    per placement (none: not started). Each PostgreSQL configuration has a database of its own
    from ``new_database``; the servers' files and logs go under ``root``."""
    with ExitStack() as stack:

        def start(tree: Tree, folder: str, database: str, count: int) -> list[Replica]:
            logs = root / folder
            logs.mkdir()
            database = database or str(logs / "bench.sqlite3")
            try:
                return stack.enter_context(
                    replicas(database, count, logs, UNLIMITED, tree=tree.root)
                )
            except RuntimeError as error:
                if tree.root is None:
                    raise
                last = str(error).strip().splitlines()[-1]
                raise TreeError(
                    f"{tree.label}: `meeple serve` of {tree.revision} did not start: {last}"
                ) from None

        def label(tree: Tree, name: str) -> str:
            return name if len(trees) == 1 else f"{tree.label}: {name}"

        configs = []
        for number, tree in enumerate(trees):
            servers = start(tree, f"sqlite-{number}", "", 1)
            configs.append(Config(label(tree, SQLITE), servers, "tables", False, tree.label))
        for number, tree in enumerate(trees):
            servers = start(tree, f"pg1-{number}", new_database(), 1)
            configs.append(Config(label(tree, ONE_REPLICA), servers, "tables", True, tree.label))
        if placements:
            this = trees[0]
            two = start(this, "pg2", new_database(), 2)
            for placement in placements:
                name = f"PostgreSQL, 2 replicas ({placement})"
                configs.append(Config(label(this, name), two, placement, True, this.label))
        yield configs


def compare(
    new_database: Callable[[], str],
    game: str,
    tables: int,
    seconds: float,
    blocks: int,
    seed: int,
    postgres_cpu: Callable[[], float] | None,
    placements: Sequence[str] = ("tables", "seats"),
    baseline: str = "",
) -> dict[str, object]:
    """Every configuration, ``blocks`` interleaved blocks each; min/median/max per figure, and
    the per-block :func:`ratios`. ``baseline``: a git revision whose SQLite x1 and PostgreSQL x1
    run beside this tree's (:mod:`bench.trees`)."""
    with tempfile.TemporaryDirectory(prefix="meeple-bench-") as scratch:
        root = Path(scratch)
        (root / "servers").mkdir()
        trees = [Tree(f"this tree ({this_tree()})")]
        if baseline:
            exported = export(baseline, root / "baseline")
            trees.append(Tree(f"baseline ({short(baseline)})", baseline, exported))
        load_before = os.getloadavg()[0]
        with deployments(root / "servers", new_database, placements, trees) as configs:
            for config in configs:  # warm-up: imports, caches, the pools' connections
                play_for(config, game, tables, min(seconds, 2.0), seed)
            for number in range(blocks):
                shift = number % len(configs)
                for config in configs[shift:] + configs[:shift]:
                    block(config, game, tables, seconds, seed + number, postgres_cpu)
        load_after = os.getloadavg()[0]
    return {
        "game": game,
        "tables": tables,
        "block seconds": seconds,
        "blocks": blocks,
        "CPUs": os.cpu_count(),
        "load average (1 min) before, after": [load_before, load_after],
        "trees": {tree.label: tree.revision or "this checkout" for tree in trees},
        "configurations": {config.label: spread(config.samples) for config in configs},
        "ratios": ratios(configs),
    }


def ratios(configs: Sequence[Config]) -> dict[str, object]:
    """Figures of two configurations measured in the same block, divided block by block, then
    [min, median, max]: per tree, its PostgreSQL replica's server CPU per action over its SQLite
    process's (issue 35: within 1.3x); with a baseline, this tree's PostgreSQL CPU per action
    over the baseline's (issue 35: halved), when PostgreSQL's CPU is read."""
    per_tree: dict[str, list[float]] = {}
    replicas_of: dict[str, Config] = {}
    for tree in dict.fromkeys(config.tree for config in configs):
        mine = [config for config in configs if config.tree == tree]
        sqlite = next(config for config in mine if not config.postgres)
        one = next(config for config in mine if config.postgres and len(config.servers) == 1)
        replicas_of[tree] = one
        per_tree[tree] = _three(_per_block(one.samples, sqlite.samples, "server ms/action"))
    result: dict[str, object] = {"replica / SQLite, server CPU per action": per_tree}
    if len(replicas_of) == 2:
        this, base = replicas_of.values()
        postgres = _per_block(this.samples, base.samples, "postgres ms/action")
        if postgres:
            result["PostgreSQL CPU per action, this tree / baseline"] = _three(postgres)
    return result


def _per_block(
    numerators: list[dict[str, float]], denominators: list[dict[str, float]], key: str
) -> list[float]:
    return [
        top[key] / bottom[key]
        for top, bottom in zip(numerators, denominators, strict=True)
        if key in top and bottom.get(key, 0) > 0
    ]


def _three(values: list[float], digits: int = 3) -> list[float]:
    """[min, median, max], rounded; [] for no values."""
    if not values:
        return []
    middle = statistics.median(values)
    return [round(min(values), digits), round(middle, digits), round(max(values), digits)]


def spread(samples: list[dict[str, float]]) -> dict[str, list[float]]:
    """[min, median, max] of every figure over the blocks."""
    keys = samples[0].keys() if samples else []
    return {
        key: _three(
            [sample[key] for sample in samples if key in sample],
            1 if key in ("actions/s", "load") else 3,
        )
        for key in keys
    }


def render(result: dict[str, object]) -> str:
    """The comparison as a text table: min / median / max per figure."""
    lines = [
        f"{result['blocks']} blocks of {result['block seconds']} s per configuration,"
        f" {result['tables']} tables of {result['game']}, interleaved; {result['CPUs']} CPUs,"
        f" load {result['load average (1 min) before, after']}",
        "figure: min / median / max over the blocks",
    ]
    configurations = result["configurations"]
    assert isinstance(configurations, dict)
    for label, figures in configurations.items():
        lines.append(label)
        for key, (low, middle, high) in figures.items():
            lines.append(f"  {key:<22} {low:>9} / {middle:>9} / {high:>9}")
    found = result.get("ratios")
    if isinstance(found, dict) and found:
        lines.append("ratios of two configurations in the same block: min / median / max")
        for name, figures in found.items():
            rows = figures.items() if isinstance(figures, dict) else [("", figures)]
            lines.append(name if isinstance(figures, dict) else f"{name}:")
            for tree, values in rows:
                shown = " / ".join(f"{value:.2f}" for value in values) or "no blocks"
                lines.append(f"  {tree:<28} {shown}" if tree else f"  {shown}")
    return "\n".join(lines)
