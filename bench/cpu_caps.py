"""CPU caps for benchmark processes: each server process in a cgroup of its own with a CPU
quota, so that a benchmark can show what N processes do "when cores allow" on a machine whose
cores are shared with the load generator, the database and other work.

A cap of ``cores`` gives the process at most ``cores`` CPU seconds per second (the kernel's CFS
bandwidth control: ``cpu.cfs_quota_us`` on cgroup v1, ``cpu.max`` on v2) over a short period, and
a large scheduling weight, so that other processes on the machine cannot take its share either.
With every server process capped at, say, 0.3 of a core, one process and two processes ask for
0.3 and 0.6 cores: both fit in two cores beside the clients and PostgreSQL, and the throughput of
two against one shows how the deployment scales, not how busy the machine was.

Needs root and a writable cpu controller (``/sys/fs/cgroup/cpu`` on v1, or ``cpu`` in
``/sys/fs/cgroup/cgroup.subtree_control`` on v2); :func:`available` says why not otherwise.
"""

from __future__ import annotations

import contextlib
import os
import uuid
from dataclasses import dataclass
from pathlib import Path

V1 = Path("/sys/fs/cgroup/cpu")
V2 = Path("/sys/fs/cgroup")

#: the bandwidth period: short, so that a capped process is never held back for long at once
PERIOD_US = 10_000
#: the scheduling weight of a capped group (v1 shares; the default is 1024): others cannot take
#: its quota from it
SHARES = 8192


def available() -> str | None:
    """None when caps can be set here, else why not (one sentence)."""
    if os.geteuid() != 0:
        return "CPU caps need root (they write cgroup files)"
    if (V1 / "cgroup.procs").exists() and os.access(V1, os.W_OK):
        return None
    controls = V2 / "cgroup.subtree_control"
    if controls.exists() and "cpu" in controls.read_text().split():
        return None
    return "no writable cgroup cpu controller (/sys/fs/cgroup/cpu or cgroup v2 with cpu enabled)"


@dataclass
class Cap:
    """One capped group holding one process (and every thread and child it starts)."""

    path: Path
    cores: float
    v1: bool

    def add(self, pid: int) -> None:
        (self.path / "cgroup.procs").write_text(str(pid))

    def throttled_fraction(self) -> tuple[int, int]:
        """(periods in which the group ran, periods in which it hit its quota) so far."""
        stat = dict(
            line.split(" ", 1) for line in (self.path / "cpu.stat").read_text().splitlines()
        )
        return int(stat.get("nr_periods", 0)), int(stat.get("nr_throttled", 0))

    def remove(self) -> None:
        """Move what is left back to the root group and delete the group."""
        root = V1 if self.v1 else V2
        procs = self.path / "cgroup.procs"
        if procs.exists():
            for pid in procs.read_text().split():
                with contextlib.suppress(OSError):  # it ended meanwhile
                    (root / "cgroup.procs").write_text(pid)
            with contextlib.suppress(OSError):
                self.path.rmdir()


def cap(cores: float, name: str = "") -> Cap:
    """A new group allowed ``cores`` CPU seconds per second."""
    reason = available()
    if reason is not None:
        raise RuntimeError(reason)
    label = f"meeple-bench-{name or 'server'}-{uuid.uuid4().hex[:8]}"
    quota = max(1000, round(cores * PERIOD_US))  # the kernel's least
    if (V1 / "cgroup.procs").exists():
        path = V1 / label
        path.mkdir()
        (path / "cpu.cfs_period_us").write_text(str(PERIOD_US))
        (path / "cpu.cfs_quota_us").write_text(str(quota))
        (path / "cpu.shares").write_text(str(SHARES))
        return Cap(path, cores, v1=True)
    path = V2 / label
    path.mkdir()
    (path / "cpu.max").write_text(f"{quota} {PERIOD_US}")
    (path / "cpu.weight").write_text(str(SHARES * 100 // 1024))
    return Cap(path, cores, v1=False)


def favour_process(pid: int) -> Cap:
    """Put ``pid`` (with its threads) in a new group of weight :data:`SHARES` and no quota: the
    load generator must keep up with the capped servers whatever else the machine runs."""
    favoured = cap(0, "favoured")
    if favoured.v1:
        (favoured.path / "cpu.cfs_quota_us").write_text("-1")
    else:
        (favoured.path / "cpu.max").write_text(f"max {PERIOD_US}")
    favoured.add(pid)
    return favoured


def favour_container(container_id: str) -> bool:
    """Give a Docker container's group the weight :data:`SHARES` (PostgreSQL, for the same
    reason); False when its group is not where Docker puts it on this host."""
    for path, name, value in (
        (V1 / "docker" / container_id, "cpu.shares", str(SHARES)),
        (V2 / "system.slice" / f"docker-{container_id}.scope", "cpu.weight", "800"),
        (V2 / "docker" / container_id, "cpu.weight", "800"),
    ):
        if (path / name).exists():
            (path / name).write_text(value)
            return True
    return False
