"""One bot decision, computed away from the request path (in a worker process by default).

The decision is a pure function of the game, the position, the seat, the bot and a seed derived
from the table's secret and version, so a replay or a restart makes the same move. The bot sees
only what its seat may see: it decides on a state rebuilt from the seat's view
(:func:`clients.bots.determinize.state_from_view`), never on the hidden parts of the real
state. A game without a state-from-view module is taken to hide nothing from the seat to move.
"""

from __future__ import annotations

import hashlib
import random
from typing import Any

from clients.bots import make_bot
from clients.bots.determinize import state_from_view
from engines.contract import Game
from service.botwork.worker import hosted_game


def bot_seed(secret: bytes, version: int, seat: int) -> int:
    """The bot's seed for one decision: from the table's secret (never revealed by it) and the
    version the decision is taken at."""
    digest = hashlib.blake2b(
        secret + f"|bot|{version}|{seat}".encode(), digest_size=8, person=b"meeple-bot"
    ).digest()
    return int.from_bytes(digest, "big") >> 1


def decide(
    game_name: str, state_blob: bytes, seat: int, kind: str, iterations: int | None, seed: int
) -> bytes:
    """The bot's action (the game's serialized Action message) for ``seat`` to move."""
    return decide_with(hosted_game(game_name), state_blob, seat, kind, iterations, seed)


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
