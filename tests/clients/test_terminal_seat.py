"""The terminal seat (``meeple join``) under a real terminal: tmux runs the console script
against a real ``meeple serve``; the test reads the screen (capture-pane) and types (send-keys).
The other seat is played through the API. Without a terminal the same screen is plain text.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from clients.api import Client, TableSession

MEEPLE = str(Path(sys.executable).parent / "meeple")
TMUX = shutil.which("tmux")
ANSI = re.compile(r"\x1b\[[0-9;]*m")


class Terminal:
    """One tmux server of our own (its own socket), one window of 150 x 60."""

    def __init__(self, socket: str) -> None:
        self.socket = socket

    def tmux(self, *argv: str) -> str:
        assert TMUX is not None
        done = subprocess.run(
            [TMUX, "-L", self.socket, *argv], capture_output=True, text=True, timeout=30
        )
        assert done.returncode == 0, done.stderr
        return done.stdout

    def start(self, command: list[str]) -> None:
        shell = " ".join(f"'{part}'" for part in command)
        self.tmux("new-session", "-d", "-s", "seat", "-x", "150", "-y", "60", f"{shell}; sleep 60")

    def screen(self, colours: bool = False) -> str:
        """The visible screen plus its scroll-back (capture-pane)."""
        flags = ["-e"] if colours else []
        screen = self.tmux("capture-pane", "-p", "-J", "-S", "-300", *flags, "-t", "seat")
        return "\n".join(line.rstrip() for line in screen.splitlines())

    def type(self, keys: str) -> None:
        self.tmux("send-keys", "-t", "seat", keys, "Enter")

    def wait_for(self, pattern: str, after: int = 0, timeout: float = 60) -> str:
        """The screen once ``pattern`` appears more than ``after`` times."""
        deadline = time.monotonic() + timeout
        while True:
            screen = self.screen()
            if len(re.findall(pattern, screen)) > after:
                return screen
            if time.monotonic() > deadline:
                raise AssertionError(f"no {pattern!r} on the screen:\n{screen}")
            time.sleep(0.2)


@pytest.fixture
def terminal() -> Iterator[Terminal]:
    assert TMUX is not None, "the terminal seat's test needs tmux (.ci/run installs it)"
    term = Terminal(f"meeple-test-{os.getpid()}")
    try:
        yield term
    finally:
        subprocess.run([TMUX or "tmux", "-L", term.socket, "kill-server"], capture_output=True)


def move_other_seat(session: TableSession) -> None:
    """Play the other seat's whole turn (first legal action each time)."""
    for _ in range(3):
        view = session.view()
        if view.current_seat != session.seat:
            return
        legal = session.legal_actions()
        session.submit(legal.actions[0], expected_version=legal.version)


def test_the_terminal_seat_draws_the_map_and_plays(target: str, terminal: Terminal) -> None:
    with Client(target) as client:
        created = client.create_table("carcassonne", 2, auto_start=True)
        terminal.start([MEEPLE, "join", created.invite_link, "--target", target, "--seat", "0"])
        terminal.wait_for(r"waiting for the other players")
        other = client.join(created.invite_link, "Bob", seat=1)
        screen = terminal.wait_for(r"choose 1-\d+ \(u: take back your last action\):")
        # the x axis over every column of the map and its free squares where the tile fits
        spots = {(int(x), int(y)) for x, y in re.findall(r"tile at \((-?\d+),(-?\d+)\)", screen)}
        columns = {x for x, _ in spots} | {0}
        header = " " * 6 + "".join(f"{x:^7}" for x in range(min(columns), max(columns) + 1))
        assert header + "  x" in screen.splitlines(), screen
        # the start tile D at (0,0) as a 7x3 tile (city N, road W-E), the y axis, the legend
        assert re.search(r"^ {6}.*#######", screen, re.M), screen
        assert re.search(r"^   0  .*───────", screen, re.M), screen
        assert "# city (* pennant)  ─│┐ road (• village)  M monastery  . field" in screen
        assert " 0  seat 0 red (you): 0 points, 7 followers in supply  <- to move" in screen
        # the tile to place, drawn in each rotation the actions offer, and where it fits
        tile = re.search(r"tile to place: ([A-X]) \(", screen)
        assert tile is not None
        offered = sorted(set(re.findall(r"tile at \(-?\d+,-?\d+\) r(\d)", screen)))
        rotations = re.search(r"^( *r\d *)+$", screen, re.M)
        assert rotations is not None
        assert sorted(re.findall(r"r(\d)", rotations.group(0))) == offered
        # free squares where it fits are labelled with their coordinates, as the actions say
        for x, y in spots:
            assert f"{x},{y}" in screen
        # on a terminal it is in colour (rich), with the seat's own colour for its number
        coloured = terminal.screen(colours=True)
        assert "\x1b[" in coloured and ANSI.sub("", coloured).count("tile to place") >= 1
        # play: place the tile, then no follower; the map grows by that tile
        terminal.type("1")
        screen = terminal.wait_for(r"your decision \(place follower\)")
        choice = re.search(r"^ +(\d+)\. no follower$", screen, re.M)
        assert choice is not None, screen
        terminal.type(choice.group(1))
        deadline = time.monotonic() + 30
        while other.view().current_seat != 1:
            assert time.monotonic() < deadline
            time.sleep(0.1)
        move_other_seat(other)
        screen = terminal.wait_for(r"choose 1-\d+ \(u: take back your last action\):", after=2)
        assert "seat 1: tile at" in screen  # the other seat's moves, followed live
        placed = client.spectate(created.spectator_link).game_view()
        assert placed is not None and len(placed.tiles) == 3  # type: ignore[attr-defined]


def test_without_a_terminal_the_screen_is_plain_text(target: str) -> None:
    with Client(target) as client:
        created = client.create_table("carcassonne", 2, auto_start=True)
        client.join(created.invite_link, "Bob", seat=1)
        done = subprocess.run(
            [MEEPLE, "join", created.invite_link, "--target", target, "--seat", "0"],
            input="1\n",
            capture_output=True,
            text=True,
            timeout=60,
        )
    assert done.returncode == 130, done.stderr
    assert "\x1b[" not in done.stdout
    assert "tile to place: " in done.stdout and "#######" in done.stdout
    assert done.stdout.rstrip().endswith("stopped; the seat stays yours: come back")
