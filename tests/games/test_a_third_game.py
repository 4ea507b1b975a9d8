"""A third game needs no edit outside its own package and its registration.

The secret-cards game (``tests/games/secret/``) is registered the way an installed plugin is:
an entry point in the group ``meeple.games``, declared by a distribution's metadata on the path
(here a ``.dist-info`` folder in a temporary directory on ``PYTHONPATH``). Nothing else in the
tree knows it. Then, each through the real command line in its own process:

* ``meeple demo`` plays it;
* ``meeple match`` plays it through an embedded server (real gRPC) with every bot;
* ``meeple render`` says in one line that it has no renderer;
* ``meeple serve`` hosts it: a client lists it, seats two players and plays it to the end;
* ``meeple-conformance generate`` records its goldens and ``run`` passes them against a live
  server.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from meeple.v1 import game_service_pb2 as pb

from clients.api import Client
from clients.bots import bot_names
from engines import registry
from engines.registry import ENTRY_POINT_GROUP
from tests.conformance.servers import ROOT, run_conformance, serving
from tests.games.secret.game import SecretGame

GAME = "secret"
FACTORY = "tests.games.secret.game:SecretGame"


def _install_plugin(folder: Path) -> None:
    """The metadata ``pip install`` would leave for a distribution declaring the game."""
    info = folder / "secret_cards-0.1.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: secret-cards\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text(f"[{ENTRY_POINT_GROUP}]\n{GAME} = {FACTORY}\n")


@pytest.fixture(scope="module")
def plugin(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    folder = tmp_path_factory.mktemp("plugin")
    _install_plugin(folder)
    saved_path, saved_env = list(sys.path), os.environ.get("PYTHONPATH")
    sys.path.insert(0, str(folder))
    os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(folder), str(ROOT), saved_env]))
    registry.refresh()
    try:
        yield folder
    finally:
        sys.path[:] = saved_path
        if saved_env is None:
            os.environ.pop("PYTHONPATH", None)
        else:
            os.environ["PYTHONPATH"] = saved_env
        registry.refresh()


def meeple(*args: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "clients.cli", *args],
        cwd=ROOT, capture_output=True, text=True, timeout=timeout,
    )  # fmt: skip


def test_the_game_is_registered_only_through_its_entry_point(plugin: Path) -> None:
    assert GAME in registry.game_names()
    assert registry.get_game(GAME).title == "Secret cards"
    registry.refresh()
    saved = list(sys.path)
    sys.path.remove(str(plugin))
    try:
        assert GAME not in registry.game_names()
    finally:
        sys.path[:] = saved
        registry.refresh()


def test_demo_plays_it(plugin: Path) -> None:
    run = meeple("demo", GAME, "--players", "3", "--seed", "2")
    assert run.returncode == 0, run.stderr
    assert "Secret cards: final scores" in run.stdout
    assert run.stdout.count("rank") == 3


def test_render_says_there_is_no_renderer(plugin: Path, tmp_path: Path) -> None:
    out = tmp_path / "secret.svg"
    run = meeple("render", "--demo", GAME, "--out", str(out))
    assert run.returncode == 2
    assert run.stderr == (
        "meeple render: error: no renderer for secret: the game draws no pictures "
        "(hint: render a game that draws pictures)\n"
    )
    assert "Traceback" not in run.stderr and not out.exists()


def test_match_plays_it_with_every_bot_through_an_embedded_server(
    plugin: Path, tmp_path: Path
) -> None:
    # more bots than the game has seats: they sit at tables of at most its maximum, in turn
    bots = bot_names()
    most = SecretGame.max_players
    tables = [bots[start : start + most] for start in range(0, len(bots), most)]
    tables[-1] += bots[: max(0, SecretGame.min_players - len(tables[-1]))]
    for number, seated in enumerate(tables):
        report = tmp_path / f"match-{number}.json"
        run = meeple(
            "match", "--game", GAME, "--players", str(len(seated)), "--bots", ",".join(seated),
            "--matches", "2", "--parallel", "1", "--search-iterations", "4", "--out", str(report),
        )  # fmt: skip
        assert run.returncode == 0, run.stderr
        document = json.loads(report.read_text())
        assert document["game"] == GAME and document["matches"] == 2
        assert {row["bot"] for row in document["summary"]} == set(seated)
        for result in document["results"]:
            assert len(result["scores"]) == len(seated) and result["decisions"] >= 12
    assert {bot for seated in tables for bot in seated} == set(bots)


def test_serve_hosts_it_over_grpc(plugin: Path, tmp_path: Path) -> None:
    with serving(["clients.cli"], tmp_path / "served.db") as target, Client(target) as client:
        assert GAME in {g.name.removeprefix("games/") for g in client.list_games()}
        created = client.create_table(GAME, seats=2, auto_start=True)
        seats = [client.join(created.invite_link, name) for name in ("Ada", "Bob")]
        turns = 0
        while seats[0].view().state != pb.Table.State.STATE_FINISHED and turns < 100:
            for session in seats:
                legal = session.legal_actions()
                if legal.current_seat == legal.seat and legal.actions:
                    session.submit(legal.actions[-1])
                    turns += 1
        final = seats[1].view()
        assert final.state == pb.Table.State.STATE_FINISHED
        assert len(final.outcome.scores) == 2
    assert turns == 12  # twelve cards, one played per turn


def test_the_conformance_runner_records_and_passes_its_goldens(
    plugin: Path, tmp_path: Path
) -> None:
    goldens = tmp_path / "generated"
    generate = subprocess.run(
        [sys.executable, "-m", "conformance.runner.cli", "generate", "--game", GAME,
         "--out", str(goldens)],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert generate.returncode == 0, generate.stderr
    written = sorted(p.name for p in (goldens / GAME).iterdir())
    assert written == ["playthrough-2p-seed1.json", "playthrough-3p-seed2.json"]
    report = tmp_path / "report.json"
    with serving(["clients.cli"], tmp_path / "conformance.db") as target:
        run = run_conformance(target, "--game", GAME, "--json", str(report), str(goldens))
    assert run.returncode == 0, run.stdout + run.stderr
    results = json.loads(report.read_text())["results"]
    assert {entry["name"] for entry in results} == {
        f"{GAME}/playthrough/2p-seed1",
        f"{GAME}/playthrough/3p-seed2",
    }
    assert {entry["counted_as"] for entry in results} == {"passed"}
