from __future__ import annotations

import pytest

from clients.cli import build_parser


def test_cli_lists_the_demo_subcommand() -> None:
    parser = build_parser()
    args = parser.parse_args(["demo", "carcassonne", "--players", "3", "--seed", "9"])
    assert (args.command, args.game, args.players, args.seed) == ("demo", "carcassonne", 3, 9)


def test_cli_rejects_unknown_subcommands() -> None:
    with pytest.raises(SystemExit):
        build_parser().parse_args(["fly"])
