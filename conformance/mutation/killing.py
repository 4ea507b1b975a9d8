"""Serve one mutant with ``meeple serve`` and run the game's fixtures against it over gRPC.

The mutant lives in a copy of the ``engines`` package under a temporary folder that comes first
on the server's ``PYTHONPATH``; the working tree is never written. The hand-written fixtures of
the mutant's game run in file order and the first failing one kills the mutant; a survivor is
then run against the game's recorded playthroughs too (reported apart: the target is the
fixtures alone).
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import grpc

from conformance.mutation.mutants import ROOT, Mutant, apply
from conformance.runner.grpc_driver import GrpcDriver
from conformance.runner.loading import SUITE_ROOT, Fixture, load_fixtures
from conformance.runner.running import run_fixture
from conformance.runner.selection import OUR_IMPLEMENTATION, load_implementation

TOKEN = "mutation-admin-token-0123456789abcdef"
#: ``meeple serve`` in a fresh interpreter whose path starts with the mutant's folder
_SERVE = "import sys; from clients.cli import main; sys.exit(main())"
#: seconds a mutant's server may take to answer
START_WITHIN = 60.0


@dataclass(slots=True)
class Outcome:
    """What happened to one mutant."""

    #: killed, survived, stillborn (the server did not start: no fixture needed), timeout
    status: str
    killer: str = ""
    why: str = ""
    fixtures_run: int = 0
    golden_killer: str = ""
    seconds: float = 0.0


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def fixtures_for(
    game: str, patterns: list[str] | None = None
) -> tuple[list[Fixture], list[Fixture]]:
    """(the game's hand-written fixtures, its recorded playthroughs)."""
    from conformance.runner.selection import matches

    written = load_fixtures([SUITE_ROOT / "fixtures" / game])
    goldens = load_fixtures([SUITE_ROOT / "generated" / game])
    if patterns:
        written = [f for f in written if matches(f.name, patterns)]
        goldens = [f for f in goldens if matches(f.name, patterns)]
    return written, goldens


#: what a mutant's copy of the engines leaves out: bytecode caches and compiled extensions
_SOURCES_ONLY = shutil.ignore_patterns("__pycache__", *(f"*{s}" for s in EXTENSION_SUFFIXES))


def kill(mutant: Mutant, patterns: list[str] | None = None, budget: float = 600.0) -> Outcome:
    """Serve the mutant and run the fixtures until one fails."""
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="meeple-mutant-") as folder:
        work = Path(folder)
        # without a compiled build's extensions (python -m engines.build_compiled), which
        # Python would import instead of the mutated source
        shutil.copytree(ROOT / "engines", work / "engines", ignore=_SOURCES_ONLY)
        path, source, _ = apply(mutant.id)
        (work / path).write_text(source, encoding="utf-8")
        with _serving(work) as target:
            if target is None:
                return Outcome("stillborn", why="the server did not start",
                               seconds=time.monotonic() - started)  # fmt: skip
            outcome = _run(mutant.game, target, patterns, started, budget)
    outcome.seconds = round(time.monotonic() - started, 2)
    return outcome


def _run(
    game: str, target: str, patterns: list[str] | None, started: float, budget: float
) -> Outcome:
    written, goldens = fixtures_for(game, patterns)
    implementation = load_implementation(OUR_IMPLEMENTATION)
    driver = GrpcDriver(target, TOKEN, timeout=20.0, heartbeat_within=5.0)
    try:
        stop = driver.preflight([game])
        if stop:
            return Outcome("stillborn", why=f"pre-flight: {stop}")
        count = 0
        for fixture in written:
            if time.monotonic() - started > budget:
                return Outcome("timeout", why=f"over {budget:g}s", fixtures_run=count)
            count += 1
            result = run_fixture(fixture, driver, implementation)
            if result.status == "failed":
                why = result.failure.what if result.failure else ""
                return Outcome("killed", killer=fixture.name, why=why, fixtures_run=count)
        outcome = Outcome("survived", fixtures_run=count)
        for fixture in goldens:
            if run_fixture(fixture, driver, implementation).status == "failed":
                outcome.golden_killer = fixture.name
                break
        return outcome
    finally:
        driver.close()


class _serving:
    """``meeple serve`` on a free loopback port with the mutant's engines first on the path."""

    def __init__(self, work: Path) -> None:
        self.work = work
        self.process: subprocess.Popen[bytes] | None = None

    def __enter__(self) -> str | None:
        port = free_port()
        target = f"127.0.0.1:{port}"
        env = dict(os.environ, PYTHONPATH=str(self.work), PYTHONDONTWRITEBYTECODE="1")
        command = [
            sys.executable, "-c", _SERVE, "serve", "--host", "127.0.0.1",
            "--port", str(port), "--web-port", "0", "--database", str(self.work / "mutant.db"),
            "--admin-token", TOKEN, "--log-level", "error", "--heartbeat", "1",
        ]  # fmt: skip
        log = (self.work / "serve.log").open("wb")
        self.process = subprocess.Popen(
            command, cwd=self.work, env=env, stdout=log, stderr=subprocess.STDOUT
        )
        deadline = time.monotonic() + START_WITHIN
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                return None
            with grpc.insecure_channel(target) as channel:
                try:
                    grpc.channel_ready_future(channel).result(timeout=1)
                    return target
                except grpc.FutureTimeoutError:
                    continue
        return None

    def __exit__(self, *_: object) -> None:
        if self.process is None:
            return
        self.process.terminate()
        try:
            self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
