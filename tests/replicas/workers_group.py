"""``meeple serve --workers N`` as a subprocess for tests and ``bench/workers.py``: its ports,
its workers' pids (from the supervisor's log), each worker's ``/metrics``, and channels that
are known to reach one given worker."""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Sequence
from pathlib import Path

import grpc
from meeple.v1 import game_service_pb2 as pb
from meeple.v1 import game_service_pb2_grpc as pb_grpc

from tests.ports import free_port
from tests.replicas.harness import Seat, wait_serving

#: a channel of its own (grpcio otherwise shares one connection between channels to the same
#: target, and so one worker)
OWN_CONNECTION = (("grpc.use_local_subchannel_pool", 1),)


def consecutive_free_ports(count: int) -> int:
    """A port p with p..p+count-1 free now (worker i serves /metrics on p+i)."""
    for _ in range(50):
        base = free_port()
        try:
            for offset in range(count):
                with socket.socket() as probe:
                    probe.bind(("127.0.0.1", base + offset))
            return base
        except OSError:
            continue
    raise RuntimeError(f"no {count} consecutive free ports")


def own_channel(target: str) -> grpc.Channel:
    return grpc.insecure_channel(target, options=OWN_CONNECTION)


class WorkerGroup:
    """One ``meeple serve --workers N`` process tree on loopback."""

    def __init__(
        self,
        database: str,
        workers: int,
        log_path: Path,
        extra_args: Sequence[str] = (),
        web: bool = False,
    ) -> None:
        self.database = database
        self.count = workers
        self.log_path = log_path
        self.extra_args = tuple(extra_args)
        #: serve the web table too (on a free port), else --web-port 0 (off)
        self.web = web
        self.metrics_base = 0
        self.port = 0
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def target(self) -> str:
        return f"127.0.0.1:{self.port}"

    def start(self, timeout: float = 90.0) -> None:
        env = dict(os.environ)
        env["MEEPLE_DATABASE"] = self.database  # not on the command line: it holds a password
        self.metrics_base = consecutive_free_ports(self.count)
        command = [
            sys.executable,
            "-m",
            "clients.cli",
            "serve",
            "--workers",
            str(self.count),
            "--host",
            "127.0.0.1",
            "--port",
            "0",
            "--web-port",
            str(free_port() if self.web else 0),
            "--metrics-port",
            str(self.metrics_base),
            "--log-level",
            "info",
            *self.extra_args,
        ]
        with self.log_path.open("ab") as log:
            self.process = subprocess.Popen(command, env=env, stdout=log, stderr=log)
        deadline = time.monotonic() + timeout
        while len(self.serving()) < self.count:
            if self.process.poll() is not None:
                raise RuntimeError(f"meeple serve --workers exited:\n{self.log_tail()}")
            if time.monotonic() > deadline:
                raise TimeoutError(f"the workers did not all serve:\n{self.log_tail()}")
            time.sleep(0.1)
        self.port = int(str(self.records("serving")[0]["port"]))
        wait_serving(self.target, timeout)

    def records(self, event: str) -> list[dict[str, object]]:
        """The supervisor's and the workers' JSON log lines of ``event``, in order."""
        found = []
        for line in self.log_path.read_text(errors="replace").splitlines():
            try:
                record = json.loads(line)
            except json.JSONDecodeError:
                continue
            if isinstance(record, dict) and record.get("event") == event:
                found.append(record)
        return found

    def serving(self) -> dict[int, int]:
        """worker number -> pid of the process now serving it (the latest to say so; a single
        process, ``--workers 1``, is worker 0)."""
        return {int(str(r["worker"] or 0)): int(str(r["pid"])) for r in self.records("serving")}

    def pids(self) -> list[int]:
        """The supervisor's (with workers) and the serving processes' pids."""
        assert self.process is not None
        serving = list(self.serving().values())
        return serving if self.count == 1 else [self.process.pid, *serving]

    def metrics(self, worker: int) -> str:
        url = f"http://127.0.0.1:{self.metrics_base + worker}/metrics"
        with urllib.request.urlopen(url, timeout=10) as response:
            text: str = response.read().decode()
            return text

    def count_of(self, index: int, name: str, /, **labels: str) -> float:
        """The sum of ``name``'s samples on worker ``index`` whose labels include ``labels``."""
        total = 0.0
        for line in self.metrics(index).splitlines():
            if not line.startswith(name + "{"):
                continue
            found = dict(re.findall(r'(\w+)="([^"]*)"', line.split("}")[0]))
            if all(found.get(k) == v for k, v in labels.items()):
                total += float(line.rsplit(" ", 1)[1])
        return total

    def calls(self, worker: int, method: str) -> float:
        return self.count_of(worker, "grpc_server_handled_total", grpc_method=method)

    def channel_to(self, worker: int, attempts: int = 64) -> grpc.Channel:
        """A channel (its own connection) that the kernel gave to worker ``worker``: found by
        calling ListTables on new connections and seeing whose counter moved."""
        for _ in range(attempts):
            channel = own_channel(self.target)
            before = [self.calls(w, "ListTables") for w in range(self.count)]
            pb_grpc.GameServiceStub(channel).ListTables(pb.ListTablesRequest(), timeout=10)
            after = [self.calls(w, "ListTables") for w in range(self.count)]
            moved = [w for w in range(self.count) if after[w] > before[w]]
            if moved == [worker]:
                return channel
            channel.close()
        raise AssertionError(f"{attempts} connections and none reached worker {worker}")

    def signal(self, signum: int) -> None:
        assert self.process is not None
        self.process.send_signal(signum)

    def stop(self, timeout: float = 40.0) -> int | None:
        if self.process is None:
            return None
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        return self.process.returncode

    def log_tail(self, size: int = 4000) -> str:
        try:
            return self.log_path.read_text(errors="replace")[-size:]
        except OSError:
            return ""


def seat_on(seat: Seat, channel: grpc.Channel) -> Seat:
    """Point ``seat`` at ``channel`` (a connection to a known worker)."""
    seat._channel.close()
    seat._channel = channel
    seat.stub = pb_grpc.GameServiceStub(channel)
    return seat
