"""Which tunnel program ``--share`` runs, and how it is started so that it never outlives the
server.

The program is ``--share-program`` (default ``cloudflared``): a path, or a name looked up on
PATH. When ``cloudflared`` is on no PATH, the ``pycloudflared`` package (a dependency of meeple)
fetches Cloudflare's own release of it for this system from the cloudflared project's releases
on GitHub, once, into its package folder, and that copy is run.

The program is started through a tiny launcher (:data:`LAUNCHER`, the standard library only),
spawned with ``posix_spawn`` (no ``fork()`` of the server, whose gRPC threads would object),
that asks Linux to kill it when the server process ends (``PR_SET_PDEATHSIG``, which survives
the ``exec`` of the program and fires even when the server is killed with ``kill -9``), checks
that the server did not end before that was armed, and then becomes the program. Elsewhere
the launcher only execs (the program is stopped with the server, but not after a ``kill -9``).
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Callable
from pathlib import Path

DEFAULT = "cloudflared"

#: run as ``python -I -S -c LAUNCHER SERVER_PID PROGRAM ARGS...``: its own session (Ctrl-C in
#: the terminal is the server's to handle), killed with the server, then the program
LAUNCHER = """
import ctypes, os, signal, sys
os.setsid()
try:
    ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL, 0, 0, 0)
except (OSError, AttributeError):
    pass
if os.getppid() != int(sys.argv[1]):
    sys.exit(0)
os.execvp(sys.argv[2], sys.argv[2:])
"""


class ProgramMissing(Exception):
    """The tunnel program is not installed and cannot be fetched; its text says what to do."""


def launch_command(program: str, args: list[str], server_pid: int | None = None) -> list[str]:
    """The command line that starts ``program args`` bound to this process's life."""
    pid = os.getpid() if server_pid is None else server_pid
    return [sys.executable, "-I", "-S", "-c", LAUNCHER, str(pid), program, *args]


def packaged_cloudflared() -> str:
    """The ``pycloudflared`` package's copy of cloudflared, fetched now if it has none yet
    (blocking: call it in a thread). Raises :class:`ProgramMissing` when it cannot be had."""
    try:
        from pycloudflared.util import download, get_info
    except ImportError:
        raise ProgramMissing(
            "cloudflared is not installed: install it (Cloudflare's packages: brew install "
            "cloudflared, pkg.cloudflare.com for Debian and Ubuntu, winget install "
            "Cloudflare.cloudflared) or pip install pycloudflared"
        ) from None
    try:
        info = get_info()
        if Path(info.executable).is_file():
            return str(info.executable)
        return str(download(info))
    except (OSError, RuntimeError) as error:
        raise ProgramMissing(
            f"cloudflared is not on PATH and could not be fetched ({error}): install it "
            "(brew install cloudflared; pkg.cloudflare.com for Debian and Ubuntu; winget "
            "install Cloudflare.cloudflared) and run meeple serve --share again"
        ) from None


def find_program(
    wanted: str, which: Callable[[str], str | None] = shutil.which,
    packaged: Callable[[], str] = packaged_cloudflared,
) -> str:  # fmt: skip
    """The executable to run for ``--share-program wanted``: a path as given, a name from
    PATH, or, for ``cloudflared`` alone, the packaged copy. Raises :class:`ProgramMissing`."""
    if os.sep in wanted or (os.altsep and os.altsep in wanted):
        if os.access(wanted, os.X_OK) and Path(wanted).is_file():
            return wanted
        raise ProgramMissing(f"--share-program {wanted}: no such executable file")
    found = which(wanted)
    if found:
        return found
    if wanted != DEFAULT:
        raise ProgramMissing(f"--share-program {wanted}: not found on PATH")
    return packaged()
