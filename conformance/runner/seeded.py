"""An independent implementation of the chance contract (conformance/chance.md), for the
seeded-chance fixtures (SPEC.md, "Seeded chance"): the commitment, the seed's derivation, the
generator ``choose(S, n, request)`` and the request of every chance node of both games, built
from the outcomes before it and the data chance.md publishes.

It imports nothing of ``engines/``: a certifier must not trust the implementation under test
(and the mutation harness runs the fixtures in the same process as a mutated engine). Its
agreement with the reference implementation is tested against ``chance-vectors.json``.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterator, Sequence
from functools import cache
from typing import Any

from conformance.runner.loading import SUITE_ROOT

CHANCE_MD = SUITE_ROOT / "chance.md"
COMMITMENT_TAG = b"meeple/seed-commitment/v1"
SEED_TAG = b"meeple/seed/v1"
#: black-backed depot spaces per player count (chance.md section 4, kind black_hex)
BLACK_SPACES = {2: 4, 3: 6, 4: 8}


def commitment(table_name: str, server_secret: bytes) -> bytes:
    """chance.md 3.1."""
    text = COMMITMENT_TAG + b"\x00" + table_name.encode() + b"\x00" + server_secret
    return hashlib.sha256(text).digest()


def derive_seed(server_secret: bytes, entropies: Sequence[bytes]) -> bytes:
    """chance.md 3.3."""
    text = SEED_TAG + b"\x00" + server_secret + len(entropies).to_bytes(4, "big")
    for entropy in entropies:
        text += len(entropy).to_bytes(4, "big") + entropy
    return hashlib.sha256(text).digest()


def uniform_below(seed: int, counter: int, bound: int) -> int:
    """chance.md 2: the low k bits of 8-byte BLAKE2b digests of "S:n:a", rejected until one is
    below the bound (k = the number of binary digits of bound - 1)."""
    bits = len(bin(bound - 1)) - 2 if bound > 1 else 0
    attempt = 0
    while True:
        message = f"{seed}:{counter}:{attempt}".encode("ascii")
        value = int.from_bytes(hashlib.blake2b(message, digest_size=8).digest(), "big")
        low = value % (1 << bits)
        if low < bound:
            return low
        attempt += 1


def choose(seed: int, counter: int, outcomes: Sequence[str], weights: Sequence[int]) -> str:
    """chance.md 2: the outcome whose cumulative weight covers ``uniform_below``'s pick."""
    pick = uniform_below(seed, counter, sum(weights))
    for outcome, weight in zip(outcomes, weights, strict=True):
        if pick < weight:
            return outcome
        pick -= weight
    raise ValueError("the pick fell outside the weights")  # pragma: no cover - sum bounds it


@cache
def published(label: str) -> dict[str, Any]:
    """The JSON block of chance.md whose info string is ``json LABEL``."""
    text = CHANCE_MD.read_text(encoding="utf-8")
    found = re.search(r"```json " + re.escape(label) + r"\n(.*?)\n *```", text, re.S)
    if found is None:
        raise KeyError(f"chance.md publishes no block {label!r}")
    data: dict[str, Any] = json.loads(found.group(1))
    return data


Request = tuple[str, tuple[str, ...], tuple[int, ...]]


def _request(kind: str, counts: dict[str, int]) -> Request:
    """A request over the labels with something left (zero weights left out), in order."""
    kept = [(label, count) for label, count in counts.items() if count > 0]
    return kind, tuple(label for label, _ in kept), tuple(count for _, count in kept)


class Carcassonne:
    """The requests of a Carcassonne game under the default unplaceable-tile rule."""

    def __init__(self, players: int) -> None:
        self.pile = dict(published("chance-initial/carcassonne/tile"))

    def request(self, kind: str) -> Request | None:
        return _request("tile", self.pile) if kind == "tile" else None

    def apply(self, kind: str, value: str) -> None:
        self.pile[value] -= 1


def colour_of(label: str) -> str:
    """A Burgundy tile kind's colour (chance.md 4, "Catalogue order and colour")."""
    if label in {"castle", "mine", "ship"}:
        return label
    if label.split("_")[0] in {"cow", "pig", "sheep", "chicken"}:
        return "animal"
    if label.startswith("knowledge_"):
        return "knowledge"
    return "building"


class Burgundy:
    """The requests of a Castles of Burgundy game (random start seat, the default)."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.goods = dict(published("chance-initial/burgundy/goods"))
        self.normal = dict(published("chance-initial/burgundy/hex"))
        self.normal["castle"] -= players  # the starting castles (chance.md 4)
        self.black = dict(published("chance-initial/burgundy/black_hex"))
        self.phase = -1  # the phase whose depots are being filled (0 = A)
        self.plan: list[str] = []  # the colours of this fill's spaces still to fill
        self.filling = False

    def _fill_plan(self) -> list[str]:
        spaces = published("chance-plan/burgundy/depots")
        colours = [
            "mine" if colour == "castle" and space.get("three_player_bd") and
            self.players == 3 and self.phase in (1, 3) else colour
            for depot in sorted(spaces, key=int)
            for space in spaces[depot]
            if space["min_players"] <= self.players
            for colour in [space["color"]]
        ]  # fmt: skip
        return colours + ["black"] * BLACK_SPACES[self.players]

    def _next_space(self) -> str | None:
        """The next space of this fill whose supply has a tile (the others get no node)."""
        while self.plan:
            colour = self.plan[0]
            supply = self.black if colour == "black" else self._normal(colour)
            if any(count > 0 for count in supply.values()):
                return colour
            self.plan.pop(0)
        return None

    def _normal(self, colour: str) -> dict[str, int]:
        return {k: v for k, v in self.normal.items() if colour_of(k) == colour}

    def request(self, kind: str) -> Request | None:
        if kind in {"hex", "black_hex"} and not self.filling:
            self.phase += 1
            self.plan = self._fill_plan()
            self.filling = True
        if kind == "start_seat":
            return _request(kind, {str(seat): 1 for seat in range(self.players)})
        if kind == "die":
            return _request(kind, {str(face): 1 for face in range(1, 7)})
        if kind == "goods":
            return _request(kind, self.goods)
        if kind in {"hex", "black_hex"}:
            colour = self._next_space()
            if colour is None or (colour == "black") != (kind == "black_hex"):
                return None
            return _request(kind, self.black if colour == "black" else self._normal(colour))
        return None

    def apply(self, kind: str, value: str) -> None:
        self.filling = kind in {"hex", "black_hex"}
        if kind == "goods":
            self.goods[value] -= 1
        elif kind == "hex":
            self.normal[value] -= 1
            self.plan.pop(0)
        elif kind == "black_hex":
            self.black[value] -= 1
            self.plan.pop(0)


GAMES: dict[str, type[Carcassonne] | type[Burgundy]] = {
    "carcassonne": Carcassonne,
    "burgundy": Burgundy,
}


def replay(
    game: str, players: int, seed: int, outcomes: Sequence[tuple[str, str]]
) -> Iterator[tuple[int, Request | None, str]]:
    """Each recorded outcome's number, the request the rules state at that node (None when the
    recorded kind cannot come next) and the value ``choose`` gives for it ("" then)."""
    rules = GAMES[game](players)
    for n, (kind, value) in enumerate(outcomes):
        request = rules.request(kind)
        if request is None:
            yield n, None, ""
            return
        expected = choose(seed, n, request[1], request[2])
        yield n, request, expected
        if expected != value:
            return
        rules.apply(kind, value)
