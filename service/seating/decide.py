"""One bot decision, computed away from the request path (in a worker process by default).

The decision is a pure function of the game, the position, the seat, the bot and a seed derived
from the table's secret and version, so a replay or a restart makes the same move. The bot sees
only what its seat may see: it decides on a state rebuilt from the seat's view
(:func:`clients.bots.determinize.state_from_view`), never on the hidden parts of the real
state. A game without a state-from-view module is taken to hide nothing from the seat to move.
"""

from __future__ import annotations

import contextlib
import ctypes
import hashlib
import os
import random
import signal
import threading
import time
from functools import cache
from typing import Any

from clients.bots import make_bot
from clients.bots.determinize import state_from_view
from engines.contract import Game

_EXTRA_GAMES = ""


def bot_seed(secret: bytes, version: int, seat: int) -> int:
    """The bot's seed for one decision: from the table's secret (never revealed by it) and the
    version the decision is taken at."""
    digest = hashlib.blake2b(
        secret + f"|bot|{version}|{seat}".encode(), digest_size=8, person=b"meeple-bot"
    ).digest()
    return int.from_bytes(digest, "big") >> 1


#: worker processes run below the server's priority: bot turns are background work, the
#: RPCs of people come first when the cores are busy
WORKER_NICENESS = 10


#: prctl(2) option: the signal the kernel sends this process when its parent thread ends
PR_SET_PDEATHSIG = 1


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


def init_worker(extra_games: str, parent: int = 0) -> None:
    """Process-pool initializer: end with the server, the extra engines the server hosts, and a
    lower priority."""
    global _EXTRA_GAMES
    die_with_parent(parent or os.getppid())
    _EXTRA_GAMES = extra_games
    with contextlib.suppress(OSError):
        os.nice(WORKER_NICENESS)


@cache
def _games() -> dict[str, Game[Any, Any, Any, Any]]:
    from service.games import hosted_games

    return hosted_games(_EXTRA_GAMES)


def warm_up() -> int:
    """Load the engines in a worker before the first decision needs them."""
    return len(_games())


def decide(
    game_name: str, state_blob: bytes, seat: int, kind: str, iterations: int | None, seed: int
) -> bytes:
    """The bot's action (the game's serialized Action message) for ``seat`` to move."""
    return decide_with(_games()[game_name], state_blob, seat, kind, iterations, seed)


def decide_with(
    game: Game[Any, Any, Any, Any],
    state_blob: bytes,
    seat: int,
    kind: str,
    iterations: int | None,
    seed: int,
) -> bytes:
    message = game.state_type()
    message.ParseFromString(state_blob)
    state = game.state_from_proto(message)
    legal = state.legal_actions()
    bot = make_bot(kind, game, seed, seconds=None, iterations=iterations or 0)
    if not bot.needs_state:
        action = bot.choose_among(legal)
    else:
        rng = random.Random(seed)
        try:
            seen = state_from_view(game, state.view(seat), rng)
        except NotImplementedError:
            seen = state.clone()
        action = bot.choose(seen, seat)
        if action not in legal:  # a view-built state must agree; never play an illegal move
            action = legal[random.Random(seed).randrange(len(legal))]
    return game.action_to_proto(action).SerializeToString(deterministic=True)
