"""What every ``meeple`` subcommand shares about its arguments: one-line usage errors, defaults
in the help, table options checked against the game's option list before any work starts, and
``meeple COMMAND GAME --help`` listing that game's options (generated from the list, so a new
game needs nothing here)."""

from __future__ import annotations

import argparse
import sys
import textwrap
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, NoReturn, TypeVar

from clients.command_errors import USAGE, CommandFailed, UsageError, one_line
from engines import registry
from engines.contract import Game, OptionSpec
from engines.errors import InvalidOptions

Number = TypeVar("Number", int, float)


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose usage errors are one line with a hint, exit code 2."""

    def error(self, message: str) -> NoReturn:
        failure = UsageError(message, f"`{self.prog} --help` lists the arguments")
        print(one_line(self.prog, failure), file=sys.stderr)
        raise SystemExit(USAGE)


class DefaultsFormatter(argparse.RawDescriptionHelpFormatter):
    """Every argument's help ends with its default (unless there is none to show)."""

    def _get_help_string(self, action: argparse.Action) -> str | None:
        text = action.help or ""
        default = action.default
        shown = default not in (None, False, [], "", argparse.SUPPRESS)
        if shown and "default" not in text and (action.option_strings or action.nargs == "?"):
            text += " (default: %(default)s)"
        return text


def _bounded(
    convert: Callable[[str], Number], noun: str, accepts: Callable[[Number], bool], bound: str
) -> Callable[[str], Number]:
    """An argparse type: ``convert(text)`` that ``accepts`` (else a one-line usage error)."""

    def parse(text: str) -> Number:
        try:
            value = convert(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not {noun}") from None
        if not accepts(value):
            raise argparse.ArgumentTypeError(f"must be {bound}, not {text}")
        return value

    return parse


def int_at_least(low: int) -> Callable[[str], int]:
    """An argparse type: an integer no smaller than ``low``."""
    return _bounded(int, "a whole number", lambda value: value >= low, f"at least {low}")


def float_above(low: float) -> Callable[[str], float]:
    """An argparse type: a number above ``low``."""
    return _bounded(float, "a number", lambda value: value > low, f"above {low:g}")


def game_names_text() -> str:
    return ", ".join(registry.game_names())


def game(name: str, command: str) -> Game[Any, Any, Any, Any]:
    """The registered game ``name``, or a usage error naming the installed ones."""
    try:
        return registry.get_game(name.removeprefix("games/"))
    except KeyError:
        raise UsageError(
            f"no game {name!r} in this build",
            f"choose one of {game_names_text()} (`meeple {command} --help`)",
        ) from None


def option_pairs(items: Iterable[str], flag: str = "--option") -> dict[str, str]:
    """``NAME=VALUE`` items as a dict; a usage error for anything else."""
    pairs: dict[str, str] = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not name.strip() or not value.strip():
            raise UsageError(f"{flag} takes NAME=VALUE, not {item!r}", f"e.g. {flag} start_seat=1")
        pairs[name.strip()] = value.strip()
    return pairs


def check_table(
    chosen: Game[Any, Any, Any, Any], players: int, options: Mapping[str, str], command: str
) -> dict[str, str]:
    """Player count and options checked against the game's option list (the engine's own
    check, run before anything else); every option with its default filled in."""
    try:
        return chosen.resolve_options(players, options)
    except InvalidOptions as error:
        raise UsageError(
            f"{error.reason}: {error.message}",
            f"`meeple {command} {chosen.name} --help` lists its players and options",
        ) from None


def writable_file(path: Path, flag: str) -> Path:
    """A file that can be created: its folder exists and it is not a folder itself."""
    if path.is_dir():
        raise UsageError(f"{flag} {path}: is a folder", "give a file name")
    folder = path.parent
    if not folder.is_dir():
        raise UsageError(
            f"{flag} {path}: the folder {folder} does not exist",
            "create it first, or pick another path",
        )
    return path


def write_output(path: Path, data: str | bytes, flag: str) -> None:
    """Write a command's output file; one line with a hint when it cannot be written (a full
    disk, a read-only file system, a device that refuses it)."""
    try:
        if isinstance(data, bytes):
            path.write_bytes(data)
        else:
            path.write_text(data, encoding="utf-8")
    except OSError as error:
        raise CommandFailed(
            f"{flag} {path}: cannot be written ({error.strerror or type(error).__name__})",
            "pick another path, on a disk with room",
        ) from None


def describe_options(
    title: str, players: tuple[int, int], options: Sequence[OptionSpec] | Sequence[Any]
) -> str:
    """The help section of one game: its player counts and each option with its default and
    values, generated from its option list (``OptionSpec``s or ``ListGames``' GameOptions)."""
    heading = f"{title}: {players[0]} to {players[1]} players; table options (--option NAME=VALUE)"
    return describe_options_list(heading, options)


def describe_options_list(heading: str, options: Sequence[OptionSpec] | Sequence[Any]) -> str:
    """``heading:``, then each option: its default, its other values, what it does."""
    lines = [f"{heading}:"]
    if not options:
        lines.append("  (none)")
    for spec in options:
        default = getattr(spec, "default", None) or getattr(spec, "default_value", "")
        others = [c for c in spec.choices if c != default]
        lines.append(f"  {spec.name}: default {default}; also {', '.join(others) or '-'}")
        lines += textwrap.wrap(
            spec.description, 88, initial_indent=" " * 6, subsequent_indent=" " * 6
        )
    return "\n".join(lines)


def game_help(name: str) -> str:
    try:
        chosen = registry.get_game(name.removeprefix("games/"))
    except KeyError:
        return f"no game {name!r} in this build; games: {game_names_text()}"
    span = (chosen.min_players, chosen.max_players)
    return describe_options(chosen.title, span, chosen.options)


class GameHelp(argparse.Action):
    """``-h/--help`` that, once the game is known (``meeple demo GAME --help``), adds
    that game's players and options to the help."""

    def __init__(
        self,
        option_strings: Sequence[str],
        dest: str,
        game_dest: str = "game",
        more: Callable[[], str] | None = None,
    ) -> None:
        super().__init__(option_strings, argparse.SUPPRESS, default=argparse.SUPPRESS, nargs=0)
        self.help = "show this help; after a game name, also that game's options"
        self.game_dest = game_dest
        self.more = more

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: Any,
        option_string: str | None = None,
    ) -> None:
        parser.print_help()
        chosen = getattr(namespace, self.game_dest, None)
        print()
        if chosen:
            print(game_help(str(chosen)))
            if self.more is not None:
                print()
                print(self.more())
        else:
            print(
                f"games: {game_names_text()}; "
                f"`{parser.prog} GAME --help` lists a game's players and options"
            )
        parser.exit()


def add_game_help(
    parser: argparse.ArgumentParser,
    game_dest: str = "game",
    more: Callable[[], str] | None = None,
) -> None:
    """``-h/--help`` listing the options of the game named in ``game_dest``, then ``more()``
    (e.g. the options every table of the service takes)."""
    parser.add_argument("-h", "--help", action=GameHelp, game_dest=game_dest, more=more)


def add_option_flag(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a table option (repeatable); `--help` after the game name lists them",
    )


def check_listed(listed: Any, players: int, options: Mapping[str, str], command: str) -> None:
    """Player count and options checked against a server's ``ListGames`` entry (``pb.Game``),
    for games this build may not have: the same rules as the engines' own check."""
    name = listed.name.removeprefix("games/")
    hint = f"`meeple {command} {name} --help` lists its players and options"
    if not listed.min_players <= players <= listed.max_players:
        raise UsageError(
            f"UNSUPPORTED_PLAYER_COUNT: {listed.display_name} takes {listed.min_players} to "
            f"{listed.max_players} players, not {players}",
            hint,
        )
    specs = {option.name: option for option in listed.options}
    for option, value in options.items():
        spec = specs.get(option)
        if spec is None:
            known = ", ".join(specs) or "none"
            raise UsageError(
                f"UNKNOWN_OPTION: {listed.display_name} has no option {option!r} (it has {known})",
                hint,
            )
        if spec.choices and value not in spec.choices:
            raise UsageError(
                f"INVALID_OPTION_VALUE: option {option!r} takes one of "
                f"{', '.join(spec.choices)}, not {value!r}",
                hint,
            )


def load_saved(path: Path) -> Any:
    """The seat kept by ``meeple join --saved FILE`` (a :class:`clients.api.SavedSeat`), or a
    usage error when the file is missing or is not one."""
    from clients.api import SavedSeat

    if not path.is_file():
        raise UsageError(f"--saved {path}: no such file", "`meeple join --saved FILE` writes it")
    try:
        return SavedSeat.load(path)
    except (ValueError, TypeError) as error:
        raise UsageError(
            f"--saved {path}: not a saved seat ({type(error).__name__})",
            "give the file `meeple join --saved FILE` wrote",
        ) from None
