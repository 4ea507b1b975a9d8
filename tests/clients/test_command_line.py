"""The ``meeple`` console script as a newcomer meets it (issue 16): every expected failure is
one line on stderr with the gRPC code and reason where there is one and a hint, exit code 2 for
usage errors and 1 for failures; arguments are checked before any work; ``--debug`` shows the
traceback. Each case runs the real console script in a subprocess and checks its exact output.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from clients.api import Client
from clients.embedded import wait_until_serving
from tests.ports import free_port

BIN = Path(sys.executable).parent
MEEPLE = str(BIN / "meeple")
CONFORMANCE = str(BIN / "meeple-conformance")
UNREACHABLE = (
    "UNAVAILABLE: failed to connect to all addresses; last error: UNKNOWN: ipv4:127.0.0.1:1: "
    "Failed to connect to remote host: Connection refused (hint: is a meeple server running "
    "there? start one with `meeple serve`, or give --target HOST:PORT)"
)


@dataclass(frozen=True)
class Ran:
    code: int
    out: str
    err: str


def meeple(*argv: str, cwd: Path | None = None, script: str = MEEPLE, timeout: float = 120) -> Ran:
    done = subprocess.run([script, *argv], capture_output=True, text=True, cwd=cwd, timeout=timeout)
    return Ran(done.returncode, done.stdout, done.stderr)


def fails(ran: Ran, code: int, line: str) -> None:
    """Exactly one line on stderr, nothing on stdout, the exit code."""
    assert (ran.code, ran.out, ran.err) == (code, "", line + "\n")


# ---- table options and player counts: usage errors, before anything is played ----------------

OPTION_HINT = "(hint: `meeple demo carcassonne --help` lists its players and options)"


@pytest.mark.parametrize(
    ("argv", "line"),
    [
        (
            ["--players", "7"],
            f"UNSUPPORTED_PLAYER_COUNT: Carcassonne takes 2 to 6 players, not 7 {OPTION_HINT}",
        ),
        (["--option", "foo=bar"], f"UNKNOWN_OPTION: Carcassonne has no option 'foo' {OPTION_HINT}"),
        (
            ["--option", "start_seat=9"],
            "INVALID_OPTION_VALUE: option 'start_seat' takes one of 0, 1, 2, 3, 4, 5, not '9' "
            + OPTION_HINT,
        ),
        (
            ["--option", "start_seat=3"],
            "INVALID_OPTION_VALUE: option 'start_seat' names seat 3, but a 2-player table has "
            f"seats 0 to 1 {OPTION_HINT}",
        ),
        (
            ["--option", "edition=2011"],
            f"UNKNOWN_OPTION: Carcassonne has no option 'edition' {OPTION_HINT}",
        ),
        (
            ["--option", "foo"],
            "--option takes NAME=VALUE, not 'foo' (hint: e.g. --option start_seat=1)",
        ),
    ],
)
def test_demo_rejects_bad_options_in_one_line(argv: list[str], line: str) -> None:
    fails(meeple("demo", "carcassonne", *argv), 2, f"meeple demo: error: {line}")


def test_demo_usage_errors() -> None:
    fails(
        meeple("demo", "chess"),
        2,
        "meeple demo: error: no game 'chess' in this build (hint: choose one of burgundy, "
        "carcassonne (`meeple demo --help`))",
    )
    fails(
        meeple("demo", "carcassonne", "--players", "x"),
        2,
        "meeple demo: error: argument --players: invalid int value: 'x' (hint: `meeple demo "
        "--help` lists the arguments)",
    )
    fails(
        meeple("demo", "carcassonne", "--edition", "2011"),
        2,
        "meeple demo: error: unrecognized arguments: --edition 2011 (hint: `meeple demo --help` "
        "lists the arguments)",
    )
    fails(
        meeple("fly"),
        2,
        "meeple: error: argument COMMAND: invalid choice: 'fly' (choose from 'demo', 'serve', "
        "'match', 'render', 'join', 'verify', 'create', 'bot', 'export', 'replay', 'review') "
        "(hint: `meeple --help` lists the arguments)",
    )


def test_debug_shows_the_traceback() -> None:
    ran = meeple("demo", "carcassonne", "--players", "7", "--debug")
    assert ran.code == 1 and ran.err.startswith("Traceback (most recent call last):")
    assert ran.err.rstrip().endswith(
        "clients.command_errors.UsageError: UNSUPPORTED_PLAYER_COUNT: Carcassonne takes 2 to 6 "
        "players, not 7"
    )


def test_a_closed_pipe_is_one_line() -> None:
    """``meeple demo ... | head``: the reader went away (here before the first write)."""
    read, write = os.pipe()
    os.close(read)
    try:
        done = subprocess.run(
            [MEEPLE, "demo", "carcassonne"], stdout=write, stderr=subprocess.PIPE, text=True
        )
    finally:
        os.close(write)
    assert (done.returncode, done.stderr) == (
        1,
        "meeple demo: error: the output was closed before the end (broken pipe)\n",
    )


# ---- match: every argument before the first match ---------------------------------------------


def test_match_checks_its_arguments_before_playing(tmp_path: Path) -> None:
    began = time.monotonic()
    fails(
        meeple("match", "--game", "carcassonne", "--out", "results.txt", cwd=tmp_path),
        2,
        "meeple match: error: --out results.txt: no output format 'txt' (hint: name the file "
        ".json or .csv, or add --format json|csv)",
    )
    fails(
        meeple("match", "--game", "carcassonne", "--matches", "0"),
        2,
        "meeple match: error: argument --matches: must be at least 1, not 0 (hint: `meeple "
        "match --help` lists the arguments)",
    )
    fails(
        meeple("match", "--game", "carcassonne", "--parallel", "0"),
        2,
        "meeple match: error: argument --parallel: must be at least 1, not 0 (hint: `meeple "
        "match --help` lists the arguments)",
    )
    fails(
        meeple("match", "--game", "carcassonne", "--bots", "random,greedy,search"),
        2,
        "meeple match: error: --bots names 3 bots for 2 players (hint: give one bot per seat, "
        "or one name for every seat)",
    )
    fails(
        meeple("match", "--game", "carcassonne", "--out", "nodir/r.json", cwd=tmp_path),
        2,
        "meeple match: error: --out nodir/r.json: the folder nodir does not exist (hint: "
        "create it first, or pick another path)",
    )
    fails(
        meeple("match", "--game", "carcassonne", "--target", "127.0.0.1:1"),
        1,
        f"meeple match: error: {UNREACHABLE}",
    )
    assert not list(tmp_path.iterdir())
    assert time.monotonic() - began < 60  # no match was played, no server started


# ---- render ------------------------------------------------------------------------------------


def test_render_checks_its_arguments(tmp_path: Path) -> None:
    out = str(tmp_path / "x.svg")
    fails(
        meeple("render", "--demo", "carcassonne", "--seat", "5", "--out", out),
        2,
        "meeple render: error: --seat 5: a 2-player table has seats 0 to 1 (hint: leave --seat "
        "out for the spectator's view)",
    )
    fails(
        meeple("render", "--demo", "carcassonne", "--players", "9", "--out", out),
        2,
        "meeple render: error: UNSUPPORTED_PLAYER_COUNT: Carcassonne takes 2 to 6 players, not 9 "
        "(hint: `meeple render --demo carcassonne --help` lists its players and options)",
    )
    fails(
        meeple("render", "--demo", "carcassonne", "--out", "nodir/x.svg", cwd=tmp_path),
        2,
        "meeple render: error: --out nodir/x.svg: the folder nodir does not exist (hint: create "
        "it first, or pick another path)",
    )
    fails(
        meeple("render", "not-a-link", "--out", out),
        2,
        "meeple render: error: 'not-a-link' is neither a link nor tables/ID (hint: give the "
        "spectator link `meeple create` printed, or tables/ID with --credential)",
    )
    fails(
        meeple("render", "tables/abc", "--target", "127.0.0.1:1", "--out", out),
        1,
        f"meeple render: error: {UNREACHABLE}",
    )
    assert not list(tmp_path.iterdir())


def test_saved_seat_files_are_checked(tmp_path: Path) -> None:
    bad = tmp_path / "seat.json"
    bad.write_text('{"x": 1}')
    fails(
        meeple("render", "--saved", str(bad), "--out", str(tmp_path / "x.svg")),
        2,
        f"meeple render: error: --saved {bad}: not a saved seat (TypeError) (hint: give the file "
        "`meeple join --saved FILE` wrote)",
    )
    fails(
        meeple("verify", "--saved", str(tmp_path / "none.json")),
        2,
        f"meeple verify: error: --saved {tmp_path / 'none.json'}: no such file (hint: `meeple "
        "join --saved FILE` writes it)",
    )


def test_render_draws_coordinates(tmp_path: Path) -> None:
    out = tmp_path / "demo.svg"
    argv = ["render", "--demo", "carcassonne", "--moves", "30", "--out", str(out)]
    assert meeple(*argv, "--coordinates") == Ran(0, f"wrote {out}\n", "")
    svg = out.read_text()
    assert 'class="axis-x" data-x="0">x 0</text>' in svg
    assert 'class="axis-y" data-y="0">0</text>' in svg
    assert meeple(*argv).code == 0
    assert "axis-x" not in out.read_text()


def play(client: Client, invite: str, moves: int) -> None:
    seats = [client.join(invite, f"p{n}") for n in range(2)]
    for _ in range(moves):
        view = seats[0].view()
        mover = seats[view.current_seat]
        legal = mover.legal_actions()
        mover.submit(legal.actions[0], expected_version=legal.version)


def test_render_reads_spectator_invite_and_seat_links(target: str, tmp_path: Path) -> None:
    out = tmp_path / "t.svg"
    with Client(target) as client:
        private = client.create_table("carcassonne", 2, auto_start=True)
        public = client.create_table("carcassonne", 2, auto_start=True, public=True)
        play(client, private.invite_link, 4)
        play(client, public.invite_link, 2)
        seat = client.join(client.create_table("carcassonne", 2, auto_start=True).invite_link, "me")
    to = ["--target", target, "--out", str(out)]
    assert meeple("render", private.spectator_link, *to) == Ran(0, f"wrote {out}\n", "")
    assert "spectator" in out.read_text()
    assert meeple("render", public.invite_link, *to) == Ran(0, f"wrote {out}\n", "")
    fails(
        meeple("render", private.invite_link, *to),
        1,
        "meeple render: error: an invite link lets you join this private table, not read it "
        "(hint: use its spectator link, or add --credential TOKEN or --saved FILE)",
    )
    credential = [f"--credential={private.host_credential}"]
    assert meeple("render", private.invite_link, *credential, *to).code == 0
    fails(
        meeple("render", seat.table, f"--credential={seat.credential}", *to),
        1,
        "meeple render: error: the game has not started: nothing to draw yet (hint: render it "
        "again once every seat is taken)",
    )


# ---- join and the server's errors --------------------------------------------------------------


def test_join_errors(target: str) -> None:
    fails(
        meeple("join", "not-a-link"),
        2,
        "meeple join: error: not a meeple link: 'not-a-link' (hint: an invite link looks like "
        "meeple://tables/ID?invite=TOKEN)",
    )
    fails(
        meeple("join", "meeple://tables/abc?invite=x", "--target", "127.0.0.1:1"),
        1,
        f"meeple join: error: {UNREACHABLE}",
    )
    with Client(target) as client:
        created = client.create_table("carcassonne", 2, auto_start=True)
        play(client, created.invite_link, 0)
    ran = meeple("join", created.invite_link, "--target", target)
    fails(
        ran,
        1,
        "meeple join: error: FAILED_PRECONDITION TABLE_NOT_WAITING: the game has started "
        "already (hint: come back to your own seat with `meeple join --saved FILE`, or watch "
        "with the spectator link)",
    )


# ---- help: defaults everywhere, each game's options --------------------------------------------


def test_every_subcommand_shows_its_defaults() -> None:
    for command, default in [
        ("demo", "--players PLAYERS number of seats (default: 2)"),
        ("match", "(default: 10)"),
        ("render", "(default: 40)"),
        ("join", "(default: player)"),
        ("serve", "(default 50051; env MEEPLE_PORT)"),
        ("verify", "(default: from an https link, or localhost:50051)"),
        ("create", "HOST:PORT of the server (default: localhost:50051)"),
        (
            "bot",
            "--level LEVEL one of beginner, easy, medium, hard, expert, random, greedy, "
            "search:1, search:2, search:3, search:4 (default: greedy)",
        ),
    ]:
        ran = meeple(command, "--help")
        assert ran.code == 0 and default in " ".join(ran.out.split()), command


def test_a_games_help_lists_its_options_with_defaults_and_values() -> None:
    ran = meeple("demo", "carcassonne", "--help")
    assert ran.code == 0 and ran.err == ""
    assert ran.out.endswith(
        "\nCarcassonne: 2 to 6 players; table options (--option NAME=VALUE):\n"
        "  start_seat: default 0; also 1, 2, 3, 4, 5\n"
        "      the seat that takes the first turn; the rulebook lets the youngest player choose\n"
        "      (must be below the player count)\n"
        "  unplaceable_tile: default discard; also return_to_bag\n"
        "      a drawn tile that fits nowhere: 'discard' removes it from the game (default;\n"
        "      official rules); 'return_to_bag' puts it back into the pile for later (the\n"
        "      rulebook's bag variant) unless no tile left could be placed. Either way the same\n"
        "      player draws again\n"
    )
    burgundy = meeple("demo", "burgundy", "--help").out
    assert "\nThe Castles of Burgundy: 2 to 4 players; table options" in burgundy
    assert "\n  edition: default 2019; also 2011\n" in burgundy
    general = meeple("demo", "--help").out
    assert "games: burgundy, carcassonne; `meeple demo GAME --help` lists" in general


def test_create_and_bot_errors(target: str) -> None:
    to = ["--target", target]
    fails(
        meeple("create", "chess", "--players", "2", *to),
        2,
        f"meeple create: error: the server at {target} hosts no game 'chess' (hint: it hosts "
        "burgundy, carcassonne)",
    )
    fails(
        meeple("create", "carcassonne", "--players", "7", *to),
        2,
        "meeple create: error: UNSUPPORTED_PLAYER_COUNT: Carcassonne takes 2 to 6 players, not 7 "
        "(hint: `meeple create carcassonne --help` lists its players and options)",
    )
    fails(
        meeple("create", "carcassonne", "--players", "2", "--option", "turn_timer=sometimes", *to),
        2,
        "meeple create: error: INVALID_OPTION_VALUE: option 'turn_timer' takes one of off, "
        "per_turn, bank, not 'sometimes' (hint: `meeple create carcassonne --help` lists its "
        "players and options)",
    )
    fails(
        meeple("create", "carcassonne", "--players", "2", "--bot", "5=greedy", *to),
        2,
        "meeple create: error: --bot 5=greedy: a 2-player table has seats 0 to 1 (hint: seats "
        "count from 0)",
    )
    fails(
        meeple("create", "carcassonne", "--players", "2", "--target", "127.0.0.1:1"),
        1,
        f"meeple create: error: {UNREACHABLE}",
    )
    fails(
        meeple("bot", "meeple://tables/abc?invite=x", "--level", "genius"),
        2,
        "meeple bot: error: --level 'genius' names no bot (hint: choose one of beginner, easy, "
        "medium, hard, expert, random, greedy, search:1, search:2, search:3, search:4)",
    )
    fails(
        meeple("bot", "not-a-link"),
        2,
        "meeple bot: error: not a meeple link: 'not-a-link' (hint: give the invite link `meeple "
        "create` printed)",
    )
    with Client(target) as client:
        created = client.create_table("carcassonne", 2, auto_start=True)
        play(client, created.invite_link, 0)
    fails(
        meeple("bot", created.invite_link, *to),
        1,
        "meeple bot: error: FAILED_PRECONDITION TABLE_NOT_WAITING: the game has started "
        "already (hint: come back to your own seat with `meeple join --saved FILE`, or watch "
        "with the spectator link)",
    )


def test_create_help_lists_the_games_and_the_services_options() -> None:
    ran = meeple("create", "burgundy", "--help")
    assert ran.code == 0
    assert "\nThe Castles of Burgundy: 2 to 4 players; table options (--option NAME=VALUE):\n" in (
        ran.out
    )
    assert "\n  edition: default 2019; also 2011\n" in ran.out
    assert "\nevery table (the service's own options, --option NAME=VALUE):\n" in ran.out
    assert "\n  turn_timer: default off; also per_turn, bank\n" in ran.out


# ---- serve -------------------------------------------------------------------------------------


def test_serve_errors(tmp_path: Path) -> None:
    fails(
        meeple("serve", "--extra-games", "nosuch:thing"),
        2,
        "meeple serve: error: --extra-games 'nosuch:thing': No module named 'nosuch' (hint: "
        "give module:factory of an importable engine)",
    )
    fails(
        meeple("serve", "--port", "70000"),
        2,
        "meeple serve: error: port must be within 0..65535 (hint: `meeple serve --help` lists "
        "the settings)",
    )
    missing = tmp_path / "no" / "such" / "meeple.db"
    fails(
        meeple("serve", "--database", str(missing)),
        2,
        f"meeple serve: error: --database {missing}: the folder {missing.parent} does not exist "
        "(hint: check the path, or add --create-database-dir to create it)",
    )
    assert not (tmp_path / "no").exists()


def test_serve_creates_the_folder_when_asked(tmp_path: Path) -> None:
    database = tmp_path / "new" / "meeple.db"
    port = free_port()
    argv = ["serve", "--database", str(database), "--port", str(port), "--create-database-dir"]
    server = subprocess.Popen([MEEPLE, *argv], stderr=subprocess.DEVNULL)
    try:
        wait_until_serving(f"127.0.0.1:{port}")
        assert database.is_file()
    finally:
        server.send_signal(signal.SIGTERM)
        assert server.wait(timeout=30) == 0


def test_serve_on_a_closed_postgresql_port_fails_within_its_timeout() -> None:
    began = time.monotonic()
    ran = meeple(
        "serve",
        "--database",
        "postgresql://meeple:secret@127.0.0.1:1/meeple",
        "--database-timeout",
        "2",
    )
    took = time.monotonic() - began
    lines = ran.err.splitlines()
    assert ran.code == 1 and ran.out == "" and len(lines) == 2, ran.err
    assert json.loads(lines[0])["event"] == "waiting_for_database" and "secret" not in ran.err
    assert lines[1] == (
        "meeple serve: error: no PostgreSQL server answered at 127.0.0.1:1 within 2 s (last: "
        'connection failed: connection to server at "127.0.0.1", port 1 failed: Connection '
        "refused) (hint: is PostgreSQL running there? check --database, or wait longer with "
        "--database-timeout)"
    )
    assert took < 15


# ---- meeple-conformance -----------------------------------------------------------------------


def test_conformance_errors_are_one_line(tmp_path: Path) -> None:
    fails(
        meeple("export", "--out", "nodir/x.json", cwd=tmp_path, script=CONFORMANCE),
        2,
        "meeple-conformance: error: --out nodir/x.json: the folder nodir does not exist (hint: "
        "create it first, or pick another path)",
    )
    fails(
        meeple(
            "run",
            "--target",
            "x",
            "--implementation",
            "meeple",
            "--timeout",
            "x",
            script=CONFORMANCE,
        ),
        2,
        "meeple-conformance run: error: argument --timeout: invalid float value: 'x' (hint: "
        "`meeple-conformance run --help` lists the arguments)",
    )
