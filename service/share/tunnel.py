"""``meeple serve --share``: a Cloudflare quick tunnel to the web port, supervised.

Started once the web table listens: ``cloudflared tunnel --no-autoupdate --url
http://127.0.0.1:WEBPORT`` (the web port only: gRPC, metrics and admin stay where they are).
Start-up does not wait for it: the address arrives on the program's standard error some seconds
later (:mod:`service.share.banner`) and becomes the :class:`~service.share.address.PublicAddress`
every web link uses from then on. If the program ends, it is started again (after 1 s, doubling
up to a minute while it keeps failing before it announces an address); the new address replaces
the old one, whose links no longer work. Stopped with the server (SIGTERM, then SIGKILL), and
killed by the kernel if the server dies without stopping it (:mod:`service.share.program`).
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
import subprocess
import time
from collections.abc import Callable
from dataclasses import dataclass

import structlog

from service.share.address import VIA_SHARE, PublicAddress
from service.share.banner import BannerReader
from service.share.program import ProgramMissing, find_program, launch_command

log = structlog.get_logger("meeple.share")

#: seconds before the first restart, and the longest wait between two
FIRST_RETRY = 1.0
LONGEST_RETRY = 60.0
#: a tunnel that ran this long before it ended is restarted after FIRST_RETRY again
STEADY = 60.0
#: seconds the program has to end after SIGTERM before it is killed
STOP_WAIT = 5.0
#: the longest line of the program's output read whole
LINE_LIMIT = 1 << 16


@dataclass(frozen=True, slots=True)
class TunnelEvent:
    """What a person is told (service.share.greeting): ``kind`` is ``address`` (a new address,
    ``url``), ``ended`` (the program ended; ``detail`` its last error) or ``missing`` (it cannot
    be run; ``detail`` what to do)."""

    kind: str
    url: str = ""
    detail: str = ""
    restarts: int = 0


Listener = Callable[[TunnelEvent], None]


def tunnel_args(web_port: int) -> list[str]:
    """cloudflared's arguments: a quick tunnel to the web port on loopback."""
    return ["tunnel", "--no-autoupdate", "--url", f"http://127.0.0.1:{web_port}"]


class QuickTunnel:
    """Runs the tunnel program until :meth:`stop`, restarting it when it ends."""

    def __init__(self, program: str, web_port: int, address: PublicAddress, tell: Listener) -> None:
        self.program = program
        self.web_port = web_port
        self.address = address
        self.tell = tell
        self.process: subprocess.Popen[bytes] | None = None
        self.restarts = 0
        self._stopping = False
        self._stop = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._supervise())

    async def _supervise(self) -> None:
        try:
            executable = await asyncio.to_thread(find_program, self.program)
        except ProgramMissing as missing:
            log.warning("share_unavailable", reason=str(missing))
            self.tell(TunnelEvent("missing", detail=str(missing)))
            return
        delay = FIRST_RETRY
        while not self._stopping:
            started = time.monotonic()
            announced, detail = await self._run_once(executable)
            if self._stopping:
                return
            ran = time.monotonic() - started
            delay = FIRST_RETRY if announced or ran >= STEADY else min(delay * 2, LONGEST_RETRY)
            log.warning("tunnel_ended", ran_s=round(ran, 1), retry_s=delay, detail=detail)
            self.tell(TunnelEvent("ended", detail=detail, restarts=self.restarts))
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self._stop.wait(), delay)
            self.restarts += 1

    async def _run_once(self, executable: str) -> tuple[bool, str]:
        """Run the program until it ends: whether it announced an address, and its last error."""
        command = launch_command(executable, tunnel_args(self.web_port))
        try:
            # spawned from the event loop's thread (the parent-death signal follows the thread
            # that starts a process); close_fds=False lets Popen use posix_spawn (no fork of a
            # process with gRPC threads): this process's descriptors are not inheritable anyway
            self.process = subprocess.Popen(
                command,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
                close_fds=False,
            )
        except OSError as error:
            return False, f"cannot start {executable}: {error.strerror or error}"
        process = self.process
        log.info("tunnel_started", program=executable, pid=process.pid, web_port=self.web_port)
        loop = asyncio.get_running_loop()
        lines = asyncio.StreamReader(limit=LINE_LIMIT)
        transport, _ = await loop.connect_read_pipe(
            lambda: asyncio.StreamReaderProtocol(lines), process.stderr
        )
        reader = BannerReader()
        announced = False
        try:
            while True:
                try:
                    raw = await lines.readline()
                except ValueError:  # a line longer than the limit: no address in it
                    continue
                if not raw:
                    break
                url = reader.feed(raw.decode("utf-8", "replace"))
                if url is not None:
                    announced = True
                    self.address.set(url, VIA_SHARE)
                    log.info("tunnel_address", url=url, restarts=self.restarts)
                    self.tell(TunnelEvent("address", url=url, restarts=self.restarts))
        finally:
            transport.close()
        await asyncio.to_thread(process.wait)
        return announced, reader.failure()

    async def stop(self) -> None:
        """End the program (SIGTERM, SIGKILL after :data:`STOP_WAIT`) and the supervision."""
        self._stopping = True
        self._stop.set()
        process = self.process
        if process is not None and process.poll() is None:
            process.send_signal(signal.SIGTERM)
            try:
                await asyncio.to_thread(process.wait, STOP_WAIT)
            except subprocess.TimeoutExpired:
                process.kill()
                await asyncio.to_thread(process.wait)
        if self._task is not None:
            with contextlib.suppress(asyncio.CancelledError):
                await asyncio.wait_for(self._task, STOP_WAIT)
