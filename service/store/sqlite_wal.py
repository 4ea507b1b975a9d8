"""Keeping an SQLite store's write-ahead log short and bounded, off the event loop's thread.

SQLite rewinds the WAL to its start only when a write begins while every frame of the log has
been copied into the database ("backfilled"). Passive checkpoints never block, but a server
that commits every few milliseconds always has new frames by the time one ends, so with
passive checkpoints alone the log only grew (issue 11: 1.1 GB in 30 s), although no read
transaction held them back. Hence :class:`Checkpointer`, a thread with its own connection:

* every ``interval`` seconds it runs a PASSIVE checkpoint (copies what it can, blocks nobody),
  and a TRUNCATE checkpoint when nothing was written since the previous round (the idle file
  shrinks to nothing);
* when the writer finds the WAL file above its bound after a commit, it asks for a RESTART
  (:meth:`Checkpointer.request_restart`) and holds its next writes until the answer
  (:class:`WriteGate`). With no writer in its way the RESTART copies the few frames the passive
  rounds have not, the next write starts the log anew, and ``journal_size_limit`` cuts the file
  back to the bound. The RESTART used to run on the writer's own connection, in the event
  loop's thread: its copy and fsyncs stalled every request for 6-28 ms, about twice a second at
  full load (issue 18). Now only writes wait; reads, streams and views go on.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import queue
import sqlite3
import threading
from collections.abc import Callable

BUSY_TIMEOUT_MS = 10_000
#: how long a RESTART waits for other processes' readers and writers before giving up (busy:
#: the writer asks again after its next commit)
RESTART_BUSY_TIMEOUT_MS = 100


def file_size(path: str) -> int:
    """A file's size in bytes; 0 when it does not exist (no WAL yet, or just checkpointed)."""
    try:
        return os.stat(path).st_size
    except FileNotFoundError:
        return 0


def wal_size(path: str) -> int:
    return file_size(f"{path}-wal")


def checkpoint(db: sqlite3.Connection, mode: str) -> int | None:
    """Run one checkpoint; the number of frames in the log if it backfilled all of them."""
    try:
        busy, frames, done = db.execute(f"PRAGMA wal_checkpoint({mode})").fetchone()
    except sqlite3.OperationalError:  # busy beyond the timeout: the next round catches up
        return None
    return int(frames) if not busy and frames == done else None


#: what the thread is asked to do: a RESTART with the callback for its result, or stop (None)
_Request = Callable[[bool], None] | None


class Checkpointer(threading.Thread):
    """The checkpoints of one database file, from this thread's own connection."""

    def __init__(self, path: str, limit: int, interval: float = 0.1) -> None:
        super().__init__(name="sqlite-checkpointer", daemon=True)
        self.path = path
        self.limit = limit
        self.interval = interval
        self._requests: queue.SimpleQueue[_Request] = queue.SimpleQueue()
        #: False once the thread has ended (or failed): a request is then answered at once, so
        #: that a writer never waits for a thread that is gone
        self._running = True
        self._running_lock = threading.Lock()
        #: RESTART checkpoints run, and how many of them rewound the log (for tests and stats)
        self.restarts = 0
        self.restarts_done = 0

    def run(self) -> None:
        try:
            self._serve()
        finally:
            with self._running_lock:
                self._running = False
                while True:  # whoever still waits gets an answer
                    try:
                        request = self._requests.get_nowait()
                    except queue.Empty:
                        break
                    if request is not None:
                        request(False)

    def _serve(self) -> None:
        db = sqlite3.connect(self.path, isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000)
        try:
            db.execute(f"PRAGMA journal_size_limit={self.limit}")
            last_frames = -1
            while True:
                try:
                    request = self._requests.get(timeout=self.interval)
                except queue.Empty:
                    frames = checkpoint(db, "PASSIVE")
                    if frames is not None and frames > 0 and frames == last_frames:
                        checkpoint(db, "TRUNCATE")  # idle: give the disk space back
                        frames = 0
                    last_frames = -1 if frames is None else frames
                    continue
                if request is None:
                    break
                try:
                    rewound = self._restart(db)
                except sqlite3.Error:  # not a busy log (that is False): the writer goes on
                    rewound = False
                request(rewound)
            checkpoint(db, "PASSIVE")
        finally:
            db.close()

    def _restart(self, db: sqlite3.Connection) -> bool:
        """A RESTART checkpoint, waiting at most :data:`RESTART_BUSY_TIMEOUT_MS` for other
        processes; whether it rewound the log."""
        db.execute(f"PRAGMA busy_timeout={RESTART_BUSY_TIMEOUT_MS}")
        try:
            done = checkpoint(db, "RESTART") is not None
        finally:
            db.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        self.restarts += 1
        self.restarts_done += done
        return done

    def request_restart(self, answer: Callable[[bool], None]) -> None:
        """Run a RESTART checkpoint soon, on this thread; ``answer(rewound)`` is called from this
        thread when it is over, or at once with False when the thread has ended."""
        with self._running_lock:
            if self._running:
                self._requests.put(answer)
                return
        answer(False)

    def stop(self) -> None:
        self._requests.put(None)
        self.join(10)


class WriteGate:
    """Holds a store's writes while a RESTART checkpoint it asked for runs on the checkpointer's
    thread. Used from the event loop's thread only."""

    def __init__(self) -> None:
        self._open: asyncio.Future[bool] | None = None

    @property
    def closed(self) -> bool:
        return self._open is not None

    def close_for(self, checkpointer: Checkpointer) -> None:
        """Ask ``checkpointer`` for a RESTART; writes wait (:meth:`passed`) until it answers."""
        loop = asyncio.get_running_loop()
        opened: asyncio.Future[bool] = loop.create_future()
        self._open = opened

        def answer(rewound: bool) -> None:  # on the checkpointer's thread
            with contextlib.suppress(RuntimeError):  # a closed loop: nobody is waiting
                loop.call_soon_threadsafe(self._reopen, opened, rewound)

        checkpointer.request_restart(answer)

    def _reopen(self, opened: asyncio.Future[bool], rewound: bool) -> None:
        if self._open is opened:
            self._open = None
        if not opened.done():
            opened.set_result(rewound)

    async def passed(self) -> None:
        """Return when no RESTART is pending (at once, without yielding, when none is)."""
        while self._open is not None:
            await asyncio.shield(self._open)
