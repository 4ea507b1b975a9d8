"""Test vectors of the chance contract (``conformance/chance.md``), written to
``conformance/chance-vectors.json``::

    python -m conformance.chance_vectors           # rewrite the file
    python -m conformance.chance_vectors --check   # exit 1 when the file is stale

The vectors come from our implementation (engines.chance, engines.seeding) and are frozen in
the file; ``tests/test_chance_vectors.py`` checks our generator against the file, and another
implementation checks its own. Every game's vectors are read off the playthrough goldens
(``conformance/generated``): replaying a golden's actions, every chance node's request and the
outcome ``SeededChance(golden seed, n)`` gives, which is the golden's recorded outcome. No game
is named here; the goldens name them.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
from pathlib import Path
from typing import Any

from google.protobuf import json_format

from conformance.runner.loading import SUITE_ROOT
from engines.chance import ChanceRequest, SeededChance, uniform_below
from engines.contract import act, settle
from engines.registry import game_names, get_game
from engines.seeding import commitment, derive_seed, seed_number

PATH = SUITE_ROOT / "chance-vectors.json"
GENERATOR = "python -m conformance.chance_vectors"
GOLDEN_SEED = re.compile(r"playthrough-\d+p-seed(\d+)\.json$")

#: (table name, server secret, every seat's entropy)
SEEDINGS: tuple[tuple[str, bytes, tuple[bytes, ...]], ...] = (
    ("tables/example", bytes(range(32)), (b"", b"")),
    ("tables/example", bytes(range(32)), (bytes.fromhex("00ff"), b"")),
    ("tables/3q7vxkx2ns6b5mzsq4pnvtcz4e", bytes(32), (bytes(range(16)), b"ada", bytes(64))),
    ("tables/3q7vxkx2ns6b5mzsq4pnvtcz4e", b"\xff" * 32, (b"\x00",)),
)


class RecordingChance(SeededChance):
    """SeededChance that keeps every request it answered, with its counter and outcome."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.nodes: list[list[Any]] = []

    def choose(self, request: ChanceRequest) -> str:
        counter = self.draws
        value = super().choose(request)
        self.nodes.append(
            [counter, request.kind, list(request.outcomes), list(request.weights), value]
        )
        return value


def _seedings() -> list[dict[str, Any]]:
    out = []
    for table, secret, entropy in SEEDINGS:
        seed = derive_seed(secret, entropy)
        out.append(
            {
                "table": table,
                "server_secret": secret.hex(),
                "entropy": [e.hex() for e in entropy],
                "commitment": commitment(table, secret).hex(),
                "seed": seed.hex(),
                "seed_integer": str(seed_number(seed)),
            }
        )
    return out


def _digests() -> list[dict[str, str]]:
    messages = ["0:0:0", "1:0:0", "42:7:0", "42:7:1", "-3:5:0"]
    return [
        {"message": m, "digest": hashlib.blake2b(m.encode(), digest_size=8).hexdigest()}
        for m in messages
    ]


def _uniforms(big: int) -> list[dict[str, Any]]:
    cases = [(0, 0, 6), (1, 0, 6), (1, 1, 6), (42, 7, 72), (big, 0, 6), (big, 1000, 164)]
    # a bound just above a power of two rejects about half the digests: these show the retry
    half = (1 << 63) + 1
    cases += [(7, counter, bound) for bound in (5, 65, half) for counter in range(4)]
    return [
        {
            "seed": str(seed),
            "counter": counter,
            "bound": str(bound),
            "attempts": _attempts(seed, counter, bound),
            "value": str(uniform_below(seed, counter, bound)),
        }
        for seed, counter, bound in cases
    ]


def _attempts(seed: int, counter: int, bound: int) -> int:
    """How many digests uniform_below reads (1 unless some were rejected)."""
    mask = (1 << (bound - 1).bit_length()) - 1
    attempt = 0
    while True:
        message = f"{seed}:{counter}:{attempt}".encode()
        if int.from_bytes(hashlib.blake2b(message, digest_size=8).digest(), "big") & mask < bound:
            return attempt + 1
        attempt += 1


def _chooses(big: int) -> list[dict[str, Any]]:
    requests = [
        ChanceRequest("die", ("1", "2", "3", "4", "5", "6"), (1,) * 6),
        ChanceRequest("tile", ("A", "B", "X"), (2, 0, 1)),
        ChanceRequest("goods", ("2", "5"), (7, 1)),
    ]
    out = []
    for seed in (1, 99, big):
        for counter in (0, 1, 2, 500):
            for request in requests:
                out.append(
                    {
                        "seed": str(seed),
                        "counter": counter,
                        "kind": request.kind,
                        "outcomes": list(request.outcomes),
                        "weights": list(request.weights),
                        "value": SeededChance(seed, counter).choose(request),
                    }
                )
    return out


def _golden_paths() -> list[Path]:
    installed = set(game_names())
    found = sorted((SUITE_ROOT / "generated").glob("*/playthrough-*.json"))
    return [p for p in found if GOLDEN_SEED.search(p.name) and p.parent.name in installed]


def _game(path: Path) -> dict[str, Any]:
    """Every chance node of one golden, replayed with SeededChance(its seed)."""
    fixture = json.loads(path.read_text())["fixtures"][0]
    match = GOLDEN_SEED.search(path.name)
    assert match is not None
    seed = int(match.group(1))
    game = get_game(fixture["game"])
    chance = RecordingChance(seed)
    state = game.new_game(fixture["players"], fixture["options"])
    settle(state, chance)
    for step in fixture["steps"]:
        if "act" in step:
            message = json_format.ParseDict(step["act"]["action"], game.action_type())
            act(state, step["act"]["seat"], game.action_from_proto(message), chance)
    recorded = [[node[1], node[4]] for node in chance.nodes]
    expected = [[o["kind"], o["value"]] for o in fixture["chance"]]
    if recorded != expected:
        raise AssertionError(f"{path}: its chance list is not SeededChance({seed})'s")
    return {
        "golden": str(path.relative_to(SUITE_ROOT)),
        "game": fixture["game"],
        "players": fixture["players"],
        "options": fixture["options"],
        "seed": str(seed),
        "nodes": chance.nodes,
    }


def build() -> dict[str, Any]:
    big = seed_number(derive_seed(SEEDINGS[2][1], SEEDINGS[2][2]))
    return {
        "spec": "conformance/chance.md",
        "generated": True,
        "generator": GENERATOR,
        "blake2b_64": _digests(),
        "uniform_below": _uniforms(big),
        "choose": _chooses(big),
        "seeding": _seedings(),
        "games": [_game(path) for path in _golden_paths()],
    }


def dump(document: dict[str, Any]) -> str:
    """Indented JSON with one vector (or one chance node) per line."""
    lines = ["{"]
    keys = list(document)
    for index, key in enumerate(keys):
        value = document[key]
        comma = "," if index < len(keys) - 1 else ""
        if isinstance(value, list):
            items = [_game_lines(v) if key == "games" else _one(v) for v in value]
            lines.append(f'  "{key}": [')
            lines.append(",\n".join(items))
            lines.append(f"  ]{comma}")
        else:
            lines.append(f'  "{key}": {json.dumps(value)}{comma}')
    lines.append("}")
    return "\n".join(lines) + "\n"


def _one(value: Any) -> str:
    return "    " + json.dumps(value, separators=(", ", ": "))


def _game_lines(game: dict[str, Any]) -> str:
    head = {k: v for k, v in game.items() if k != "nodes"}
    body = ",\n".join("      " + json.dumps(node, separators=(",", ":")) for node in game["nodes"])
    return _one(head)[:-1] + ', "nodes": [\n' + body + "\n    ]}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="write conformance/chance-vectors.json")
    parser.add_argument("--check", action="store_true", help="exit 1 when the file is stale")
    args = parser.parse_args(argv)
    text = dump(build())
    if args.check:
        if not PATH.exists() or PATH.read_text() != text:
            print(f"{PATH} is stale: run {GENERATOR}")
            return 1
        print(f"{PATH} is up to date")
        return 0
    PATH.write_text(text)
    print(f"wrote {PATH}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
