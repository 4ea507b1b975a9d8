"""The chance contract's test vectors (conformance/chance-vectors.json): our generator and seeds
match them, the file is what the reference implementation writes, and a verifier written from
conformance/chance.md alone (below, using nothing but hashlib) matches them too, including the
documented initial supplies of every supply-based chance kind."""

from __future__ import annotations

import hashlib
import json
import random
import re
from collections.abc import Sequence
from typing import Any

import pytest

from conformance import chance_vectors
from engines.chance import ChanceRequest, SeededChance, uniform_below
from engines.seeding import commitment, derive_seed, seed_number

VECTORS: dict[str, Any] = json.loads(chance_vectors.PATH.read_text())
DOCUMENT = (chance_vectors.PATH.parent / "chance.md").read_text()


def test_the_file_is_what_the_reference_implementation_writes() -> None:
    assert chance_vectors.dump(chance_vectors.build()) == chance_vectors.PATH.read_text(), (
        "stale: run python -m conformance.chance_vectors"
    )


def test_our_generator_and_seeds_match_the_vectors() -> None:
    for v in VECTORS["blake2b_64"]:
        assert hashlib.blake2b(v["message"].encode(), digest_size=8).hexdigest() == v["digest"]
    for v in VECTORS["uniform_below"]:
        assert uniform_below(int(v["seed"]), v["counter"], int(v["bound"])) == int(v["value"])
    for v in VECTORS["choose"]:
        request = ChanceRequest(v["kind"], tuple(v["outcomes"]), tuple(v["weights"]))
        assert SeededChance(int(v["seed"]), v["counter"]).choose(request) == v["value"]
    for v in VECTORS["seeding"]:
        secret = bytes.fromhex(v["server_secret"])
        entropy = [bytes.fromhex(e) for e in v["entropy"]]
        assert commitment(v["table"], secret).hex() == v["commitment"]
        seed = derive_seed(secret, entropy)
        assert seed.hex() == v["seed"] and str(seed_number(seed)) == v["seed_integer"]
    for game in VECTORS["games"]:
        chance = SeededChance(int(game["seed"]))
        for n, kind, outcomes, weights, value in game["nodes"]:
            assert chance.draws == n
            assert chance.choose(ChanceRequest(kind, tuple(outcomes), tuple(weights))) == value


def test_the_vectors_cover_rejection_large_seeds_and_every_game() -> None:
    assert any(v["attempts"] > 1 for v in VECTORS["uniform_below"])
    assert any(int(v["seed"]) >= 1 << 255 for v in VECTORS["choose"])
    assert {g["game"] for g in VECTORS["games"]} >= {"carcassonne", "burgundy"}


# ---- a verifier written from conformance/chance.md alone -------------------------------------


def doc_uniform_below(seed: int, counter: int, bound: int) -> tuple[int, int]:
    """Section 2, step by step; returns (value, attempts)."""
    k = 0
    while 2**k < bound:  # the bit length of bound - 1: the least k with 2^k >= bound
        k += 1
    attempt = 0
    while True:
        message = f"{seed}:{counter}:{attempt}".encode("ascii")
        value = int.from_bytes(hashlib.blake2b(message, digest_size=8).digest(), "big")
        attempt += 1
        if value % 2**k < bound:
            return value % 2**k, attempt


def doc_choose(seed: int, counter: int, outcomes: Sequence[str], weights: Sequence[int]) -> str:
    pick, _ = doc_uniform_below(seed, counter, sum(weights))
    for outcome, weight in zip(outcomes, weights, strict=True):
        if pick < weight:
            return outcome
        pick -= weight
    raise AssertionError("unreachable")


def test_our_generator_matches_the_document_on_random_requests() -> None:
    """SeededChance's shortcuts (the hash state of the seed fed once and copied; the walk done
    by bisection over cumulative weights) give the document's outcomes: random requests with
    zero weights, bounds of every bit length up to 2^64, seeds of every size; a rejected value
    (the low bits not below the bound) happens in about a quarter of them."""
    rng = random.Random(18)
    rejected = 0
    for _ in range(3000):
        size = rng.randint(1, 30)
        choices = (0, 0, 1, 2, 9, rng.randint(1, 1 << rng.randint(1, 40)))
        weights = [rng.choice(choices) for _ in range(size)]
        if not any(weights):
            weights[rng.randrange(size)] = 1
        if rng.random() < 0.2:  # a total past 2^63: about half of all values are rejected
            weights[rng.randrange(size)] += (1 << 63) + rng.randint(1, 1 << 40)
        outcomes = [f"o{i}" for i in range(size)]
        seed = rng.randint(0, 1 << rng.randint(1, 256))
        counter = rng.randint(0, 1 << 20)
        request = ChanceRequest("kind", tuple(outcomes), tuple(weights))
        assert SeededChance(seed, counter).choose(request) == doc_choose(
            seed, counter, outcomes, weights
        )
        value, attempts = doc_uniform_below(seed, counter, sum(weights))
        assert uniform_below(seed, counter, sum(weights)) == value
        rejected += attempts > 1
    assert rejected > 300


def doc_seed(secret: bytes, entropy: Sequence[bytes]) -> bytes:
    data = b"meeple/seed/v1" + b"\x00" + secret + len(entropy).to_bytes(4, "big")
    for item in entropy:
        data += len(item).to_bytes(4, "big") + item
    return hashlib.sha256(data).digest()


def test_a_verifier_from_the_document_matches_every_vector() -> None:
    for v in VECTORS["uniform_below"]:
        got = doc_uniform_below(int(v["seed"]), v["counter"], int(v["bound"]))
        assert got == (int(v["value"]), v["attempts"])
    for v in VECTORS["choose"]:
        assert doc_choose(int(v["seed"]), v["counter"], v["outcomes"], v["weights"]) == v["value"]
    for v in VECTORS["seeding"]:
        secret = bytes.fromhex(v["server_secret"])
        tag = b"meeple/seed-commitment/v1\x00" + v["table"].encode() + b"\x00"
        assert hashlib.sha256(tag + secret).hexdigest() == v["commitment"]
        seed = doc_seed(secret, [bytes.fromhex(e) for e in v["entropy"]])
        assert seed.hex() == v["seed"] and str(int.from_bytes(seed, "big")) == v["seed_integer"]
    for game in VECTORS["games"]:
        for n, _kind, outcomes, weights, value in game["nodes"]:
            assert doc_choose(int(game["seed"]), n, outcomes, weights) == value


def documented_supplies() -> dict[tuple[str, str], dict[str, int]]:
    blocks = re.findall(r"```json chance-initial/(\w+)/(\w+)\n(.*?)\n\s*```", DOCUMENT, re.S)
    return {(game, kind): json.loads(body) for game, kind, body in blocks}


@pytest.mark.parametrize("index", range(len(VECTORS["games"])))
def test_the_documented_supplies_give_every_request(index: int) -> None:
    """Section 4 rebuilds the weights of every supply-based node of every game vector: the
    initial supplies minus what was drawn, in canonical order, zero weights left out."""
    game = VECTORS["games"][index]
    initial = documented_supplies()
    supplies = {
        kind: dict(counts) for (name, kind), counts in initial.items() if name == game["game"]
    }
    if "hex" in supplies:
        supplies["hex"]["castle"] -= game["players"]  # the starting castles
    for n, kind, outcomes, weights, value in game["nodes"]:
        if kind == "die":
            assert (outcomes, weights) == (["1", "2", "3", "4", "5", "6"], [1] * 6), n
            continue
        if kind == "start_seat":  # uniform over the seats
            seats = game["players"]
            assert (outcomes, weights) == ([str(s) for s in range(seats)], [1] * seats), n
            continue
        assert kind in supplies, f"chance kind {kind!r} is not documented in chance.md"
        supply = supplies[kind]
        order = list(initial[(game["game"], kind)])
        assert weights == [supply[o] for o in outcomes] and all(w > 0 for w in weights), n
        assert outcomes == sorted(outcomes, key=order.index), n
        if kind != "hex":  # a hex request lists one colour only
            assert outcomes == [o for o in order if supply[o] > 0], n
        supply[value] -= 1
