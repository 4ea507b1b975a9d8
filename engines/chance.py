"""Explicit chance, in the manner of OpenSpiel's chance nodes.

A state that needs a random outcome exposes a :class:`ChanceRequest` (what kind of outcome, the
possible values in canonical order, and their weights). A :class:`ChanceSource` picks one value.
The driver (:func:`engines.contract.settle`) records every realised :class:`ChanceOutcome`, so a
game can be replayed from its actions and outcomes without re-running any generator.

Two sources ship with the engines:

* :class:`SeededChance`: deterministic from a seed; its whole position is ``(seed, draws)``.
* :class:`ScriptedChance`: plays given outcomes per kind in order (conformance fixtures, replay).
"""

from __future__ import annotations

import bisect
import hashlib
import itertools
from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Protocol, final

from mypy_extensions import mypyc_attr

from engines.errors import ChanceScriptError
from engines.records import reduce_fields


@final
class ChanceRequest:
    """A chance node: one outcome of ``kind`` must be chosen among ``outcomes``.

    ``outcomes`` are canonical labels defined by the game (a Carcassonne tile letter, a die
    face "1".."6", ...). ``weights`` are positive integers of the same length; a uniform choice
    among identical physical items is expressed by multiplicities (e.g. 9 tiles of type "E").

    Immutable (the fields are ``Final``), compared and hashed by its fields like a frozen
    dataclass. A plain class because games build one per draw: mypyc compiles this
    ``__init__``, while a dataclass's generated one stays interpreted.
    """

    __slots__ = ("kind", "outcomes", "weights")

    def __init__(self, kind: str, outcomes: tuple[str, ...], weights: tuple[int, ...]) -> None:
        if len(outcomes) != len(weights) or not outcomes:
            raise ValueError("a chance request needs one positive weight per outcome")
        self.kind: Final = kind
        self.outcomes: Final = outcomes
        self.weights: Final = weights

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ChanceRequest):
            return NotImplemented
        return (
            self.kind == other.kind
            and self.outcomes == other.outcomes
            and self.weights == other.weights
        )

    def __hash__(self) -> int:
        return hash((self.kind, self.outcomes, self.weights))

    def __repr__(self) -> str:
        return (
            f"ChanceRequest(kind={self.kind!r}, outcomes={self.outcomes!r}, "
            f"weights={self.weights!r})"
        )

    def __reduce__(self) -> tuple[type[Any], tuple[Any, ...]]:
        return ChanceRequest, (self.kind, self.outcomes, self.weights)


@dataclass(frozen=True, slots=True)
class ChanceOutcome:
    """One realised outcome, as recorded in a game's history."""

    kind: str
    value: str

    def __reduce__(self) -> tuple[type[Any], tuple[Any, ...]]:
        return reduce_fields(self)  # pickles alike compiled (engines/records.py)


class ChanceSource(Protocol):
    """Anything that can resolve a chance request."""

    def choose(self, request: ChanceRequest) -> str: ...


def uniform_below(seed: int, counter: int, bound: int) -> int:
    """A uniform integer in [0, bound), a pure function of (seed, counter), for a bound from 1
    to 2^64: BLAKE2b with an 8-byte digest of the ASCII text "{seed}:{counter}:{attempt}"
    (decimal integers), read as a big-endian unsigned integer, whose low k bits (k the bit
    length of bound - 1) are rejected while they are not below ``bound`` (attempt 0, 1, ...).
    Specified in conformance/chance.md (version 2)."""
    return _draw(_blake2b(b"%d:" % seed, digest_size=8), counter, bound)


_blake2b: Final = hashlib.blake2b
_bisect_right: Final = bisect.bisect_right
_accumulate: Final = itertools.accumulate
#: no cumulative sums (yet): :meth:`SeededChance.choose` walks the weights
_NO_SUMS: Final[tuple[int, ...]] = ()
_from_bytes: Final = int.from_bytes
# (Final names: compiled code loads them as statics, not from the module's dict by name)


def _draw(seeded: hashlib.blake2b, counter: int, bound: int) -> int:
    """:func:`uniform_below` from a BLAKE2b already fed ``b"{seed}:"`` (never fed more: each
    attempt hashes a copy). The mask keeps more than half of the values below ``bound``, so a
    draw reads fewer than 2 digests on average, and the rejection step runs in every game."""
    mask = (1 << (bound - 1).bit_length()) - 1
    attempt = 0
    while True:
        hasher = seeded.copy()
        hasher.update(b"%d:%d" % (counter, attempt))
        value = _from_bytes(hasher.digest(), "big") & mask
        if value < bound:
            return value
        attempt += 1


@mypyc_attr(allow_interpreted_subclasses=True)  # e.g. conformance's RecordingChance
class SeededChance:
    """Deterministic chance from an integer seed: the generator of the chance contract
    (conformance/chance.md, with test vectors in conformance/chance-vectors.json).

    The n-th draw depends only on ``(seed, n)`` and the request: ``uniform_below(seed, n, total
    weight)`` picks a unit of weight, and the outcome is the one whose cumulative weight, in the
    request's canonical order, covers it. The source's full position is the pair
    ``(seed, draws)`` and can be stored and resumed without pickling a generator.
    """

    __slots__ = ("_cumulative", "_hasher", "_seed", "_weights", "draws")
    _seed: int
    _hasher: hashlib.blake2b
    #: the weights of the last request, and their cumulative sums once a second request in a
    #: row has the very same tuple (a run of die rolls sums them once; a request seen once,
    #: such as each tile draw, is walked instead: _NO_SUMS)
    _weights: tuple[int, ...]
    _cumulative: tuple[int, ...]

    def __init__(self, seed: int, draws: int = 0, *, like: SeededChance | None = None) -> None:
        if like is not None and like._seed == seed:  # its rendered seed and hash state, shared
            self._seed = seed
            self._hasher = like._hasher  # never fed after the seed: each draw feeds a copy
            self._weights = ()
            self._cumulative = _NO_SUMS
        else:
            self.seed = seed
        self.draws = draws

    def again(self) -> SeededChance:
        """A new source at draw 0 of this seed: ``SeededChance(self.seed)``, without rendering
        the seed and hashing it again (a bot that settles every candidate move on the same
        seed starts many)."""
        return SeededChance(self._seed, like=self)

    @property
    def seed(self) -> int:
        return self._seed

    @seed.setter
    def seed(self, seed: int) -> None:
        self._seed = seed
        # BLAKE2b already fed "{seed}:", rendered once (a table's seed has up to 78 digits): a
        # draw hashes a copy fed "{counter}:{attempt}" (the same digest as hashing the whole
        # text, without rendering and feeding the seed again)
        self._hasher = _blake2b(b"%d:" % seed, digest_size=8)
        self._weights = ()
        self._cumulative = _NO_SUMS

    def choose(self, request: ChanceRequest) -> str:
        # the outcome whose cumulative weight first exceeds the pick: the walk of the contract
        # (zero weights have the cumulative weight of the outcome before them, so never win)
        weights = request.weights
        if weights is self._weights:  # the very tuple of the last request: the same sums
            cumulative = self._cumulative
            if not cumulative:
                cumulative = self._cumulative = tuple(_accumulate(weights))
            bound = cumulative[-1]
        else:
            self._weights = weights
            cumulative = self._cumulative = _NO_SUMS
            bound = sum(weights)
        counter = self.draws
        value = _draw(self._hasher, counter, bound)
        self.draws = counter + 1
        if cumulative:
            return request.outcomes[_bisect_right(cumulative, value)]
        # the same walk over the weights themselves: no sums built for a request seen once
        i = 0
        for weight in weights:
            if value < weight:
                break
            value -= weight
            i += 1
        return request.outcomes[i]


@mypyc_attr(allow_interpreted_subclasses=True)
class ScriptedChance:
    """Plays scripted outcomes, one queue per kind, and rejects impossible ones.

    ``ScriptedChance({"tile": ["K", "L"], "die": ["2", "5"]})`` answers the first two tile
    requests with K then L. Running out, or scripting a value that is not a possible outcome
    now, raises :class:`ChanceScriptError` (reasons CHANCE_SCRIPT_EXHAUSTED and
    CHANCE_SCRIPT_IMPOSSIBLE).
    """

    def __init__(self, script: Mapping[str, Iterable[str]]) -> None:
        self._queues: dict[str, deque[str]] = {k: deque(v) for k, v in script.items()}

    @classmethod
    def from_outcomes(cls, outcomes: Sequence[ChanceOutcome]) -> ScriptedChance:
        script: dict[str, list[str]] = {}
        for outcome in outcomes:
            script.setdefault(outcome.kind, []).append(outcome.value)
        return cls(script)

    def remaining(self) -> dict[str, list[str]]:
        return {k: list(q) for k, q in self._queues.items() if q}

    def choose(self, request: ChanceRequest) -> str:
        queue = self._queues.get(request.kind)
        if not queue:
            raise ChanceScriptError(
                "CHANCE_SCRIPT_EXHAUSTED",
                f"the chance script has no more outcomes of kind {request.kind!r}",
                {"kind": request.kind},
            )
        value = queue[0]
        weights = dict(zip(request.outcomes, request.weights, strict=True))
        if weights.get(value, 0) <= 0:
            raise ChanceScriptError(
                "CHANCE_SCRIPT_IMPOSSIBLE",
                f"scripted {request.kind} outcome {value!r} is not possible now",
                {"kind": request.kind, "value": value},
            )
        queue.popleft()
        return value
