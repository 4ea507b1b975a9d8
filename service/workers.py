"""``meeple serve --workers N``: N server processes on one host sharing the gRPC and web ports.

One Python process spends about a millisecond of CPU per action, half of it in the gRPC
framework, so one process uses one core. With ``--workers N`` the process ``meeple serve``
started becomes a **supervisor**:

1. it reserves the ports: binds a socket with ``SO_REUSEPORT`` to the gRPC port and one to the
   web port (port 0: a free one, the same for every worker) and keeps them, not listening, so
   the ports stay this group's for its whole life;
2. it forks the N workers before any gRPC object, event loop, thread pool or database
   connection exists (gRPC must not be forked once it has them; gRPC's multiprocessing example
   does the same). Each worker is a whole server (store, turn keeper, bot pool, web table) that
   binds both ports with ``SO_REUSEPORT``; the kernel spreads new connections over the
   workers, and a connection stays with its worker;
3. it supervises: SIGTERM or SIGINT is forwarded to every worker, which drains as a single
   server does (health NOT_SERVING, streams ended, calls finished within ``--grace``), and the
   supervisor exits when all have; a worker that dies while serving (a crash, an OOM kill,
   ``kill -9``) is replaced at once, in the same slot; a worker that fails before it serves (a
   port in use, an unreachable database, a bad setting) stops the whole group with its exit
   code and its one-line error, and so do more than :data:`MAX_RESTARTS` replacements within
   :data:`RESTART_WINDOW` seconds (a crash loop is the orchestrator's business, not ours).

Workers are replicas of one another: they share the database (PostgreSQL only, see
:func:`refusal`), and everything that must happen once is decided there (conditional commits on
the table's version; the schedule's claims with ``FOR UPDATE SKIP LOCKED`` and a lease, so a
deadline fires once across workers), while watchers of one worker are woken by commits of the
others through LISTEN/NOTIFY. What lives in a process is per worker: rate limits, watcher and
connection bounds, the table cache, the bot pool, and ``/metrics`` (worker ``i`` serves it on
``--metrics-port`` + ``i``, with a ``meeple_worker_info{worker, pid}`` series).
"""

from __future__ import annotations

import contextlib
import ctypes
import dataclasses
import os
import select
import signal
import socket
import sys
import time
import traceback
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from types import FrameType

import structlog

from service import logs
from service.settings import Settings

log = structlog.get_logger("meeple.workers")

#: replacements of dead workers within :data:`RESTART_WINDOW` seconds beyond which the group
#: stops (exit 1) instead of restarting once more
MAX_RESTARTS = 5
RESTART_WINDOW = 60.0
#: seconds the supervisor waits beyond ``--grace`` for workers to drain before it kills them
STOP_SLACK = 10.0
#: seconds between two looks at the workers (signals interrupt the wait at once)
POLL_SECONDS = 0.2

#: the signals that stop the group (forwarded to every worker as SIGTERM)
STOP_SIGNALS = {signal.SIGTERM, signal.SIGINT}

#: what runs in a worker: (its settings, its number, call when serving) -> exit code
WorkerMain = Callable[[Settings, int, Callable[[], None]], int]


def refusal(settings: Settings) -> tuple[str, str] | None:
    """Why ``settings.workers`` processes cannot serve this configuration, with a hint; None
    when they can.

    SQLite: the file would be shared correctly (its locks and the conditional commits see to
    that) but no worker would hear of another's commits (the wake-ups of watch streams are
    in-process), every write would queue for the one file lock with the event loop blocked in
    SQLite's busy wait, and so two processes do not give more than one. PostgreSQL does both.
    Conformance mode: its clock is moved by AdvanceClock in the one process that gets the call.
    """
    from service.store.factory import database_system

    if settings.workers == 1:
        return None
    if database_system(settings.database) != "postgresql":
        return (
            f"--workers {settings.workers} needs PostgreSQL: worker processes cannot share "
            "a SQLite database's wake-ups or its single writer",
            "give --database postgresql://..., or serve SQLite with one process (--workers 1)",
        )
    if settings.conformance_mode:
        return (
            f"--workers {settings.workers} cannot run in conformance mode (--admin-token): "
            "its adjustable clock lives in one process",
            "run conformance suites against one process (--workers 1)",
        )
    return None


def reserve_port(host: str, port: int) -> socket.socket:
    """A socket bound to ``host:port`` (0: a free port) with ``SO_REUSEPORT``, not listening:
    it keeps the port for the workers, which bind it too. A port another process holds is an
    ``OSError``, as for a single server."""
    family, kind, proto, _, address = socket.getaddrinfo(
        host.strip("[]"), port, type=socket.SOCK_STREAM
    )[0]
    if port:  # taken by anyone (even with SO_REUSEPORT): refuse, never share its traffic
        with socket.socket(family, kind, proto) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            probe.bind(address)
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        sock.bind(address)
    except OSError:
        sock.close()
        raise
    return sock


def worker_settings(settings: Settings, index: int, port: int, web_port: int) -> Settings:
    """Worker ``index``'s settings: the reserved ports, and ``/metrics`` on its own port."""
    metrics_port = settings.metrics_port
    if metrics_port > 0:
        metrics_port += index
    return dataclasses.replace(
        settings, port=port, web_port=web_port, metrics_port=metrics_port, workers=1
    )


def _die_with_parent() -> None:
    """Ask Linux to SIGTERM this worker when the supervisor dies (even by ``kill -9``), so
    that no worker is left serving without one."""
    with contextlib.suppress(OSError, AttributeError):
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG


@dataclass(slots=True)
class Worker:
    """One forked worker as the supervisor sees it."""

    index: int
    pid: int
    #: read end of the pipe on which the worker says it serves (-1 once read or closed)
    ready_fd: int
    ready: bool = False


class Supervisor:
    """Forks and watches the workers (see the module doc)."""

    def __init__(self, settings: Settings, worker_main: WorkerMain) -> None:
        self.settings = settings
        self.worker_main = worker_main
        self.workers: dict[int, Worker] = {}
        self.reserved: list[socket.socket] = []
        self.port = 0
        self.web_port = 0
        self.stopping = False
        self.stop_deadline = 0.0
        self.exit_code = 0
        self.restarts: deque[float] = deque()
        self.pid = os.getpid()

    def reserve(self) -> None:
        """Reserve the gRPC port and, unless it is off, the web port; OSError if taken."""
        grpc_socket = reserve_port(self.settings.host, self.settings.port)
        self.reserved.append(grpc_socket)
        self.port = grpc_socket.getsockname()[1]
        if self.settings.web_port:
            web_socket = reserve_port(self.settings.host, self.settings.web_port)
            self.reserved.append(web_socket)
            self.web_port = web_socket.getsockname()[1]

    def run(self) -> int:
        """Fork the workers, supervise them until they have all exited; the exit code."""
        for signum in STOP_SIGNALS:
            signal.signal(signum, self._on_signal)
        log.info(
            "workers_starting",
            workers=self.settings.workers,
            port=self.port,
            web_port=self.web_port,
            pid=os.getpid(),
        )
        for index in range(self.settings.workers):
            self._spawn(index)
        while self.workers:
            self._wait_ready(POLL_SECONDS)
            self._reap()
            if self.stopping and time.monotonic() > self.stop_deadline:
                for worker in self.workers.values():
                    log.warning("worker_killed", worker=worker.index, pid=worker.pid)
                    with contextlib.suppress(ProcessLookupError):
                        os.kill(worker.pid, signal.SIGKILL)
                self.stop_deadline = float("inf")
        for sock in self.reserved:
            sock.close()
        log.info("workers_stopped", exit_code=self.exit_code)
        logs.flush()
        return self.exit_code

    def _spawn(self, index: int) -> None:
        read_fd, write_fd = os.pipe()
        logs.flush()  # nothing held is written twice
        sys.stdout.flush()
        sys.stderr.flush()
        # held across the fork: the worker must not run the supervisor's handler, and a stop
        # asked for meanwhile must reach the new worker too (delivered once it is registered)
        signal.pthread_sigmask(signal.SIG_BLOCK, STOP_SIGNALS)
        try:
            pid = os.fork()
            if pid == 0:  # the worker
                os.close(read_fd)
                self._worker(index, write_fd)  # never returns
            os.close(write_fd)
            self.workers[pid] = Worker(index, pid, read_fd)
        finally:
            signal.pthread_sigmask(signal.SIG_UNBLOCK, STOP_SIGNALS)
        log.info("worker_started", worker=index, pid=pid)

    def _worker(self, index: int, ready_fd: int) -> None:
        code = 1
        try:
            for signum in STOP_SIGNALS:
                signal.signal(signum, signal.SIG_DFL)  # the worker's event loop takes them
            signal.pthread_sigmask(signal.SIG_UNBLOCK, STOP_SIGNALS)
            _die_with_parent()
            if os.getppid() != self.pid:
                os._exit(1)  # the supervisor died before the request above
            for sock in self.reserved:
                sock.close()
            for other in self.workers.values():
                if other.ready_fd >= 0:
                    os.close(other.ready_fd)
            logs.after_fork(self.settings.log_level)
            structlog.contextvars.bind_contextvars(worker=index)

            def serving() -> None:
                with contextlib.suppress(OSError):
                    os.write(ready_fd, b"1")
                    os.close(ready_fd)

            settings = worker_settings(self.settings, index, self.port, self.web_port)
            code = self.worker_main(settings, index, serving)
        except SystemExit as stop:
            code = stop.code if isinstance(stop.code, int) else 1
        except BaseException:  # a worker ends here, whatever happens: never in the caller's code
            traceback.print_exc()
        finally:
            with contextlib.suppress(Exception):
                logs.flush()
                sys.stdout.flush()
                sys.stderr.flush()
            os._exit(code)

    def _on_signal(self, signum: int, _frame: FrameType | None) -> None:
        if not self.stopping:
            log.info("workers_stopping", signal=signal.Signals(signum).name)
        self._stop_all()

    def _stop_all(self) -> None:
        if not self.stopping:
            self.stopping = True
            self.stop_deadline = time.monotonic() + self.settings.grace + STOP_SLACK
        for worker in self.workers.values():
            with contextlib.suppress(ProcessLookupError):
                os.kill(worker.pid, signal.SIGTERM)

    def _wait_ready(self, timeout: float) -> None:
        waiting = {w.ready_fd: w for w in self.workers.values() if w.ready_fd >= 0}
        if not waiting:
            time.sleep(timeout)  # a signal ends it early (its handler runs, then we go on)
            return
        with contextlib.suppress(InterruptedError):
            readable, _, _ = select.select(list(waiting), [], [], timeout)
            for fd in readable:
                worker = waiting[fd]
                if os.read(fd, 1):
                    worker.ready = True
                    log.info("worker_serving", worker=worker.index, pid=worker.pid)
                os.close(fd)  # closed without a word: it is exiting before serving
                worker.ready_fd = -1

    def _reap(self) -> None:
        while self.workers:
            try:
                pid, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                self.workers.clear()
                return
            if pid == 0:
                return
            worker = self.workers.pop(pid, None)
            if worker is None:
                continue
            if worker.ready_fd >= 0:
                os.close(worker.ready_fd)
            self._exited(worker, os.waitstatus_to_exitcode(status))

    def _exited(self, worker: Worker, code: int) -> None:
        how = {"worker": worker.index, "pid": worker.pid, "exit_code": code}
        if self.stopping:
            if code not in (0, -signal.SIGTERM, -signal.SIGINT):
                self.exit_code = self.exit_code or 1
            log.info("worker_exited", **how)
            return
        if not worker.ready and code > 0:
            # it never served and said why: a setting, the port or the database; every worker
            # would fail the same way, so the group stops with its code (its one line written)
            log.error("worker_failed_to_start", **how)
            self.exit_code = code if code > 0 else 1
            self._stop_all()
            return
        now = time.monotonic()
        while self.restarts and now - self.restarts[0] > RESTART_WINDOW:
            self.restarts.popleft()
        if len(self.restarts) >= MAX_RESTARTS:
            log.error("workers_crash_loop", restarts=len(self.restarts), window_s=RESTART_WINDOW)
            self.exit_code = 1
            self._stop_all()
            return
        self.restarts.append(now)
        log.warning("worker_died", **how)
        self._spawn(worker.index)


def supervise(settings: Settings, worker_main: WorkerMain) -> int:
    """Run ``settings.workers`` workers (see the module doc); the group's exit code. Raises
    OSError when a port is taken (nothing has been started then)."""
    supervisor = Supervisor(settings, worker_main)
    supervisor.reserve()
    return supervisor.run()
