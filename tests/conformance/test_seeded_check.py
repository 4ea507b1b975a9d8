"""The seeded-chance fixtures' own chance implementation (conformance/runner/seeded.py, written
from conformance/chance.md, importing no engine) agrees with the contract's test vectors: the
generator, the seeds, and the request of every chance node of the recorded complete games."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from conformance import chance_vectors
from conformance.runner import seeded

VECTORS: dict[str, Any] = json.loads(chance_vectors.PATH.read_text())
DEPOTS = Path(__file__).parents[2] / "engines" / "burgundy" / "data" / "depots.json"


def test_the_generator_and_the_seeds_match_the_vectors() -> None:
    for v in VECTORS["uniform_below"]:
        assert seeded.uniform_below(int(v["seed"]), v["counter"], int(v["bound"])) == int(
            v["value"]
        )
    assert any(v["attempts"] > 1 for v in VECTORS["uniform_below"])  # rejection is covered
    for v in VECTORS["choose"]:
        value = seeded.choose(int(v["seed"]), v["counter"], v["outcomes"], v["weights"])
        assert value == v["value"]
    for v in VECTORS["seeding"]:
        secret = bytes.fromhex(v["server_secret"])
        assert seeded.commitment(v["table"], secret).hex() == v["commitment"]
        seed = seeded.derive_seed(secret, [bytes.fromhex(e) for e in v["entropy"]])
        assert seed.hex() == v["seed"]
        assert str(int.from_bytes(seed, "big")) == v["seed_integer"]


def test_every_request_of_the_recorded_games_follows_from_the_outcomes_before_it() -> None:
    assert {game["game"] for game in VECTORS["games"]} == {"carcassonne", "burgundy"}
    for game in VECTORS["games"]:
        outcomes = [(kind, value) for _, kind, _, _, value in game["nodes"]]
        replayed = list(seeded.replay(game["game"], game["players"], int(game["seed"]), outcomes))
        assert len(replayed) == len(game["nodes"]), game["golden"]
        for (n, request, expected), node in zip(replayed, game["nodes"], strict=True):
            assert (n, request, expected) == (
                node[0], (node[1], tuple(node[2]), tuple(node[3])), node[4]
            ), game["golden"]  # fmt: skip


def test_the_published_depot_plan_is_the_games_data() -> None:
    data = json.loads(DEPOTS.read_text(encoding="utf-8"))
    plan = seeded.published("chance-plan/burgundy/depots")
    assert {
        depot: [(s["color"], s["min_players"], "note" in s) for s in spaces]
        for depot, spaces in data["numbered_depots"].items()
    } == {
        depot: [(s["color"], s["min_players"], bool(s.get("three_player_bd"))) for s in spaces]
        for depot, spaces in plan.items()
    }
    assert {int(k): v for k, v in data["black_depot"]["used"].items()} == seeded.BLACK_SPACES
