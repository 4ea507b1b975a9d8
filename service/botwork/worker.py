"""What runs in a bot worker process before any work: it ends with the server, runs below the
server's priority, and loads the engines the server hosts once (:func:`hosted_game`).

Work functions submitted to :class:`service.botwork.BotWork` run here; they must be importable
module-level functions whose arguments and result pickle (bytes and plain values: a game's
state travels as its serialized proto).
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import threading
import time
from functools import cache
from typing import Any

from engines.contract import Game

#: niceness of the search workers: bot turns, reviews and hints are background work, the RPCs
#: of people come first when the cores are busy
SEARCH_NICENESS = 10
#: niceness of the quick lane's worker: ahead of the searches (a person waits for its few
#: milliseconds), still behind the server's RPCs
QUICK_NICENESS = 5

#: prctl(2) option: the signal the kernel sends this process when its parent thread ends
PR_SET_PDEATHSIG = 1

_EXTRA_GAMES = ""


def die_with_parent(parent: int) -> None:
    """End this process when the server ``parent`` ends, even by kill -9 (which lets the server
    stop nothing): the kernel's parent-death signal on Linux, and a watchdog thread on the
    parent's pid everywhere. ``parent`` is the server's pid as the server saw it, so a worker
    whose server died while it was still starting (already re-parented) exits at once."""
    with contextlib.suppress(OSError, AttributeError):
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    if os.getppid() != parent:  # the parent died before the signal was armed
        os._exit(0)

    def exit_with_parent() -> None:
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(0)

    threading.Thread(target=exit_with_parent, name="parent-watch", daemon=True).start()


def init_worker(extra_games: str, parent: int = 0, niceness: int = SEARCH_NICENESS) -> None:
    """Process-pool initializer: end with the server, the extra engines the server hosts, and a
    lower priority."""
    global _EXTRA_GAMES
    die_with_parent(parent or os.getppid())
    _EXTRA_GAMES = extra_games
    with contextlib.suppress(OSError):
        os.nice(niceness)


@cache
def _games() -> dict[str, Game[Any, Any, Any, Any]]:
    from service.games import hosted_games

    return hosted_games(_EXTRA_GAMES)


def hosted_game(name: str) -> Game[Any, Any, Any, Any]:
    """The engine of ``name``, as the server hosts it (KeyError for another name)."""
    return _games()[name]


def warm_up() -> int:
    """Load the engines in a worker before the first piece of work needs them."""
    return len(_games())
