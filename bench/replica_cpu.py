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


@contextmanager
def deployments(
    sqlite_dir: Path, databases: Sequence[str], log_dir: Path, placements: Sequence[str]
) -> Iterator[list[Config]]:
    """Start the configurations: SQLite x1, and per PostgreSQL database 1 then 2 replicas."""
    with ExitStack() as stack:
        sqlite = stack.enter_context(
            replicas(str(sqlite_dir / "bench.sqlite3"), 1, log_dir / "sqlite", UNLIMITED)
        )
        configs = [Config("SQLite, 1 process", sqlite, "tables", postgres=False)]
        one = stack.enter_context(replicas(databases[0], 1, log_dir / "pg1", UNLIMITED))
        configs.append(Config("PostgreSQL, 1 replica", one, "tables", postgres=True))
        two = stack.enter_context(replicas(databases[1], 2, log_dir / "pg2", UNLIMITED))
        for placement in placements:
            label = f"PostgreSQL, 2 replicas ({placement})"
            configs.append(Config(label, two, placement, postgres=True))
        yield configs


def compare(
    databases: Sequence[str],
    game: str,
    tables: int,
    seconds: float,
    blocks: int,
    seed: int,
    postgres_cpu: Callable[[], float] | None,
    placements: Sequence[str] = ("tables", "seats"),
) -> dict[str, object]:
    """Every configuration, ``blocks`` interleaved blocks each; min/median/max per figure."""
    with tempfile.TemporaryDirectory(prefix="meeple-bench-") as scratch:
        root = Path(scratch)
        for sub in ("sqlite", "pg1", "pg2"):
            (root / sub).mkdir()
        load_before = os.getloadavg()[0]
        with deployments(root, databases, root, placements) as configs:
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
        "configurations": {config.label: spread(config.samples) for config in configs},
    }


def spread(samples: list[dict[str, float]]) -> dict[str, list[float]]:
    """[min, median, max] of every figure over the blocks."""
    keys = samples[0].keys() if samples else []
    result = {}
    for key in keys:
        values = [sample[key] for sample in samples if key in sample]
        digits = 1 if key in ("actions/s", "load") else 3
        result[key] = [
            round(min(values), digits),
            round(statistics.median(values), digits),
            round(max(values), digits),
        ]
    return result


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
    return "\n".join(lines)
