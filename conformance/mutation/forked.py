"""Kill one mutant in a process forked for it: ``meeple serve`` in that process, over real gRPC.

The parent reads the fixtures and imports gRPC, protobuf and the libraries the service uses once,
but never the engines nor the service. For each mutant it forks a child, which imports
``engines`` from source with the one mutated module's source in place of the file (an import
hook; the working tree is never written), runs ``meeple serve`` (``clients.cli``, the flags
below, a free loopback port) in its main thread, and in another thread runs the fixtures against
it with the runner's gRPC driver and webhook receiver: the first failing fixture kills the
mutant. The child reports its outcome through a pipe and ends; a child that dies, or runs past
its budget, is killed and reported so. Forking saves each mutant the interpreter's start and the
imports every mutant shares, which were most of a mutant's time.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
from collections.abc import Sequence
from dataclasses import asdict
from pathlib import Path
from types import ModuleType
from typing import Any, NoReturn

from clients.ports import reserve_port
from conformance.mutation.killing import Outcome
from conformance.mutation.mutants import ROOT, Mutant, apply
from conformance.runner.loading import Fixture

TOKEN = "mutation-admin-token-0123456789abcdef"
#: the webhook secret of the child's server and of the runner's receiver
SECRET = "mutation-webhook-secret-0123456789"
#: seconds the child's server may take to answer
START_WITHIN = 60.0
#: the flags of ``meeple serve`` in the child (with ``--port``, ``--database`` and the
#: ``--webhook-url`` of the receiver the runner serves for the fixtures of feature webhooks)
SERVE_FLAGS = [
    "--host", "127.0.0.1", "--web-port", "0", "--admin-token", TOKEN,
    "--log-level", "error", "--heartbeat", "1", "--bot-workers", "0",
    "--webhook-secret", SECRET, "--outbox-poll", "0.1",
]  # fmt: skip


class _SourceFinder(importlib.abc.MetaPathFinder):
    """Every ``engines`` module from its source file (never a compiled build's extension), and
    the mutated module from the mutant's source."""

    def __init__(self, mutated: str, source: str) -> None:
        self.mutated = mutated
        self.source = source

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname != "engines" and not fullname.startswith("engines."):
            return None
        relative = Path(*fullname.split("."))
        package = ROOT / relative / "__init__.py"
        file = package if package.is_file() else ROOT / relative.with_suffix(".py")
        if not file.is_file():
            return None
        loader: importlib.abc.Loader = (
            _MutatedLoader(fullname, str(file), self.source)
            if fullname == self.mutated
            else importlib.machinery.SourceFileLoader(fullname, str(file))
        )
        return importlib.util.spec_from_file_location(
            fullname,
            file,
            loader=loader,
            submodule_search_locations=[str(file.parent)] if file == package else None,
        )


class _MutatedLoader(importlib.machinery.SourceFileLoader):
    def __init__(self, fullname: str, path: str, source: str) -> None:
        super().__init__(fullname, path)
        self.mutated_source = source

    def get_data(self, path: str) -> bytes:
        if path == self.path:
            return self.mutated_source.encode("utf-8")
        raise OSError("no bytecode for a mutant")  # never read the real module's cache

    def path_stats(self, path: str) -> dict[str, Any]:
        raise OSError("no bytecode for a mutant")


def module_name(path: str) -> str:
    return ".".join(Path(path).with_suffix("").parts).removesuffix(".__init__")


#: the first-party packages a child imports itself (they may hold the engines' objects)
FIRST_PARTY = frozenset({"engines", "service", "clients", "__main__", "__mp_main__"})
_WARM = "import sys, service.server; print('\\n'.join(sorted(sys.modules)))"


def warm() -> int:
    """Import here, once, every other module ``service.server`` imports (gRPC, protobuf and the
    messages, the web and notification libraries): a fresh interpreter lists them, so nothing
    of the engines is imported here. Returns how many were imported."""
    listed = subprocess.run(
        [sys.executable, "-c", _WARM], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    import asyncio  # noqa: F401 - before anything that might import its C half alone

    count = 0
    for name in listed:
        # a private extension module is its package's to import: ``_asyncio`` imported before
        # ``asyncio`` leaves asyncio's current task unset inside every task of the child
        if name.split(".")[0] in FIRST_PARTY or name.startswith("_") or name in sys.modules:
            continue
        try:
            importlib.import_module(name)
        except Exception:
            continue
        count += 1
    return count


def spawn(mutant: Mutant | None, fixtures: Sequence[Fixture]) -> tuple[int, int]:
    """Fork a child that serves the mutant and runs the fixtures: (its pid, the pipe it writes
    its outcome to, as JSON, before it exits). ``None``: the engines as written (the run's
    baseline, which every fixture must pass)."""
    reading, writing = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child
        os.close(reading)
        _child(mutant, fixtures, writing)
    os.close(writing)
    return pid, reading


def reap(pid: int, payload: bytes | None, budget: float) -> Outcome:
    """The outcome of a child whose pipe closed (``payload``), or that ran past its budget
    (None: it is killed)."""
    if payload is None:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        return Outcome("timeout", why=f"over {budget:g}s")
    _, status = os.waitpid(pid, 0)
    if payload:
        return Outcome(**json.loads(payload))
    return Outcome("killed", why=f"the server's process died ({_death(status)})")


def _death(status: int) -> str:
    if os.WIFSIGNALED(status):
        return f"signal {os.WTERMSIG(status)}"
    return f"exit {os.WEXITSTATUS(status)}"


def _child(mutant: Mutant | None, fixtures: Sequence[Fixture], out: int) -> NoReturn:
    """Serve the mutant with ``meeple serve`` in this process's main thread while a thread runs
    the fixtures against it; whichever finishes first reports, and the process ends."""
    once = threading.Lock()
    folder = tempfile.mkdtemp(prefix="meeple-mutant-")

    def report(outcome: Outcome, code: int = 0) -> None:
        if once.acquire(blocking=False):
            os.write(out, json.dumps(asdict(outcome)).encode("utf-8"))
            shutil.rmtree(folder, ignore_errors=True)
            os._exit(code)

    try:
        if any(name == "engines" or name.startswith("engines.") for name in sys.modules):
            raise RuntimeError("the engines were imported before the fork: the mutant can't load")
        path, source, _ = apply(mutant.id) if mutant else ("", "", "")
        _install(_SourceFinder(module_name(path) if path else "", source))
        _quiet()
        from clients.cli import main
        from conformance.runner.selection import OUR_IMPLEMENTATION, load_implementation
        from conformance.runner.webhook_receiver import WebhookReceiver

        implementation = load_implementation(OUR_IMPLEMENTATION)
        receiver = WebhookReceiver(SECRET).__enter__()
        held = reserve_port()  # kept bound until the child ends: no one else gets its port
        port = held.getsockname()[1]
        target = f"127.0.0.1:{port}"

        def run() -> None:
            try:
                report(_run(target, fixtures, implementation, receiver))
            except Exception as error:  # the runner broke, not the mutant: not scored
                report(Outcome("stillborn", why=f"the runner failed: {error!r}"[:300]), 1)

        threading.Thread(target=run, daemon=True).start()
        flags = [*SERVE_FLAGS, "--port", str(port), "--database", str(Path(folder) / "m.db")]
        code = main(["serve", *flags, "--webhook-url", receiver.url])
        report(Outcome("stillborn", why=f"meeple serve ended first (exit {code})"), 1)
    except BaseException as error:
        report(Outcome("stillborn", why=f"the server did not start: {error!r}"[:300]), 1)
    os._exit(1)  # pragma: no cover - report() ended the process


def _quiet() -> None:
    """The server's greeting and log go nowhere (the outcome goes through the pipe)."""
    sink = os.open(os.devnull, os.O_WRONLY)
    os.dup2(sink, 1)
    os.dup2(sink, 2)


def _install(finder: _SourceFinder) -> None:
    """Put the finder first, also before the finders of the build's guard (which the engines
    package installs as it is imported, and which would find the unmutated file)."""
    sys.dont_write_bytecode = True
    sys.meta_path.insert(0, finder)
    import engines  # noqa: F401 - runs the guard's install

    guards = [f for f in sys.meta_path if getattr(f, "__module__", "") == "engines.compiled_guard"]
    for guard in guards:
        sys.meta_path.remove(guard)


def _run(target: str, fixtures: Sequence[Fixture], implementation: Any, receiver: Any) -> Outcome:
    import grpc

    from conformance.runner.grpc_driver import GrpcDriver
    from conformance.runner.running import run_fixture

    with grpc.insecure_channel(target) as channel:
        try:
            grpc.channel_ready_future(channel).result(timeout=START_WITHIN)
        except grpc.FutureTimeoutError:
            return Outcome("stillborn", why=f"the server did not answer within {START_WITHIN:g}s")
    driver = GrpcDriver(target, TOKEN, timeout=20.0, heartbeat_within=5.0)
    driver.webhooks = receiver
    try:
        stop = driver.preflight(list(implementation.game_order))
        if stop:
            return Outcome("stillborn", why=f"pre-flight: {stop}")
        for count, fixture in enumerate(fixtures, 1):
            result = run_fixture(fixture, driver, implementation)
            if result.status == "failed":
                why = result.failure.what if result.failure else ""
                return Outcome("killed", killer=fixture.name, why=why, fixtures_run=count)
        return Outcome("survived", fixtures_run=len(fixtures))
    finally:
        driver.close()
