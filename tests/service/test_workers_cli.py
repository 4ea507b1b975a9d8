"""``meeple serve --workers N`` refusals and the supervisor's policy, without a database: SQLite
and conformance mode are refused with one line and a hint (never a traceback), and the
supervisor (real forks, a stand-in for the server) stops the group when a worker fails before
serving, replaces one that dies while serving, and gives up on a crash loop."""

from __future__ import annotations

import dataclasses
import os
import signal
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from clients import cli
from service import workers
from service.settings import Settings


def serve(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, *args: str
) -> tuple[int, str]:
    """``meeple serve ARGS`` in this process (the refusals come before anything starts)."""
    monkeypatch.delenv("MEEPLE_DATABASE", raising=False)
    monkeypatch.delenv("MEEPLE_ADMIN_TOKEN", raising=False)
    code = cli.main(["serve", "--port", "0", "--web-port", "0", *args])
    return code, capsys.readouterr().err


def test_sqlite_is_refused_in_one_line_with_a_hint(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    code, err = serve(capsys, monkeypatch, "--workers", "2", "--database", str(tmp_path / "m.db"))
    assert code == 2
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert "--workers 2 needs PostgreSQL" in lines[0] and "postgresql://" in lines[0]
    assert not (tmp_path / "m.db").exists()


def test_conformance_mode_is_refused_and_bounds_are_checked(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    dsn = "postgresql://u:p@127.0.0.1:1/none"
    code, err = serve(
        capsys, monkeypatch, "--workers", "3", "--admin-token", "x" * 24, "--database", dsn
    )
    assert code == 2 and "conformance mode" in err
    assert len(err.strip().splitlines()) == 1
    code, err = serve(capsys, monkeypatch, "--workers", "0")
    assert code == 2 and "workers must be within 1..64" in err


def settings(count: int) -> Settings:
    return dataclasses.replace(
        Settings(), workers=count, port=0, web_port=0, grace=1.0, log_level="warning"
    )


def run_supervisor(count: int, worker_main: workers.WorkerMain) -> tuple[int, float]:
    """Supervise in a forked child (the supervisor sets signal handlers and forks); its exit
    code and how long it ran."""
    began = time.monotonic()
    pid = os.fork()
    if pid == 0:
        code = 1
        try:
            code = workers.supervise(settings(count), worker_main)
        finally:
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status), time.monotonic() - began


def test_a_worker_failing_before_it_serves_stops_the_group_with_its_code() -> None:
    def main(config: Settings, index: int, serving: Callable[[], None]) -> int:
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGTERM})
        if index == 1:
            return 2  # as a bad setting would (after its one line)
        serving()
        signal.sigwait({signal.SIGTERM})
        return 0

    code, took = run_supervisor(2, main)
    assert code == 2 and took < 20


def test_a_crash_loop_ends_the_group(tmp_path: Path) -> None:
    starts = tmp_path / "starts"

    def main(config: Settings, index: int, serving: Callable[[], None]) -> int:
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGTERM})
        with starts.open("a") as out:
            out.write(f"{index}\n")
        serving()
        if index == 0:
            time.sleep(0.05)
            os.kill(os.getpid(), signal.SIGKILL)  # dies while serving, again and again
        signal.sigwait({signal.SIGTERM})
        return 0

    code, _ = run_supervisor(2, main)
    assert code == 1
    started = starts.read_text().split()
    # worker 0 was replaced MAX_RESTARTS times, then the group stopped; worker 1 started once
    assert started.count("0") == 1 + workers.MAX_RESTARTS
    assert started.count("1") == 1


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_to_the_supervisor_stops_every_worker(signum: int, tmp_path: Path) -> None:
    pids = tmp_path / "pids"

    def main(config: Settings, index: int, serving: Callable[[], None]) -> int:
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGTERM})
        with pids.open("a") as out:
            out.write(f"{os.getpid()}\n")
        serving()
        signal.sigwait({signal.SIGTERM})
        return 0

    began = time.monotonic()
    pid = os.fork()
    if pid == 0:
        code = 1
        try:
            code = workers.supervise(settings(3), main)
        finally:
            os._exit(code)
    while len(pids.read_text().split()) < 3 if pids.exists() else True:
        assert time.monotonic() - began < 20
        time.sleep(0.02)
    os.kill(pid, signum)
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0
    for worker in map(int, pids.read_text().split()):
        with pytest.raises(ProcessLookupError):
            os.kill(worker, 0)
