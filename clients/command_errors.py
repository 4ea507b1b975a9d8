"""How every console script (``meeple``, ``meeple-conformance``) fails: one line and an exit code.

A command raises :class:`UsageError` (the command line asks for something invalid) or
:class:`CommandFailed` (a well-formed request that could not be done), or lets one of the
expected exceptions through (a gRPC error, an engine's option rejection, an unwritable file, a
closed pipe); :func:`run_guarded` turns each into one line on stderr::

    meeple COMMAND: error: WHAT [CODE REASON: MESSAGE] (hint: WHAT TO DO)

and the exit code: 0 done, 1 a failure, 2 a usage error, 130 interrupted. ``--debug`` shows the
traceback instead. Anything else is a bug and keeps its traceback.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import Any, TextIO

import grpc

USAGE = 2
FAILURE = 1
INTERRUPTED = 130


class CommandError(Exception):
    """An expected failure of a command: one line (``message``), a ``hint`` and an exit code."""

    exit_code = FAILURE

    def __init__(self, message: str, hint: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint


class UsageError(CommandError):
    """The command line asks for something invalid (exit 2)."""

    exit_code = USAGE


class CommandFailed(CommandError):
    """A well-formed request that could not be done (exit 1)."""


#: hints by gRPC status code, for errors the service answers
_CODE_HINTS = {
    "UNAVAILABLE": "is a meeple server running there? start one with `meeple serve`, "
    "or give --target HOST:PORT",
    "DEADLINE_EXCEEDED": "the server did not answer in time; try again, or check --target",
    "NOT_FOUND": "check the link and the credential (a private table is not found without "
    "one of its own credentials)",
    "UNAUTHENTICATED": "the credential is missing or unknown: check --credential or --saved",
    "PERMISSION_DENIED": "this credential may not do that (a spectator link cannot play)",
    "FAILED_PRECONDITION": "the table is not in a state that allows this; "
    "`meeple render` or `meeple verify` show where it stands",
    "ALREADY_EXISTS": "pick another name, or use the existing one",
    "RESOURCE_EXHAUSTED": "the server is busy or limits this client; try again later",
    "INVALID_ARGUMENT": "check the command's arguments (`--help` lists them)",
    "ABORTED": "the table changed meanwhile; run the command again",
}

#: finer hints by ErrorInfo reason, where the code's hint says too little
_REASON_HINTS = {
    "TABLE_FULL": "every seat is taken; watch it with the spectator link instead",
    "SEAT_TAKEN": "pick another --seat, or leave --seat out for the first free one",
    "TABLE_NOT_WAITING": "come back to your own seat with `meeple join --saved FILE`, or "
    "watch with the spectator link",
    "UNKNOWN_OPTION": "`meeple create GAME --help` lists the game's options",
    "INVALID_OPTION_VALUE": "`meeple create GAME --help` lists each option's values",
    "UNSUPPORTED_PLAYER_COUNT": "`meeple create GAME --help` gives the player counts",
    "GAME_NOT_FOUND": "the server lists its games in ListGames (`meeple create --help`)",
}


def from_grpc(error: grpc.RpcError) -> CommandError:
    """The one-line failure of a gRPC error, with its code and ErrorInfo reason."""
    from clients.api.errors import from_rpc_error

    return from_meeple(from_rpc_error(error))


def from_meeple(error: Any) -> CommandError:
    """The one-line failure of a :class:`clients.api.errors.MeepleError`."""
    code: str = error.code.name
    reason = f" {error.reason}" if error.reason else ""
    detail = " ".join(str(error.message).split())
    if len(detail) > 200:
        detail = detail[:197] + "..."
    hint = _REASON_HINTS.get(error.reason, _CODE_HINTS.get(code, ""))
    kind = UsageError if code == "INVALID_ARGUMENT" else CommandFailed
    return kind(f"{code}{reason}: {detail}", hint)


def from_exception(error: BaseException) -> CommandError | None:
    """The one-line failure of an expected exception; None for anything else (a bug)."""
    from clients.api.errors import MeepleError
    from engines.errors import InvalidOptions

    if isinstance(error, CommandError):
        return error
    if isinstance(error, MeepleError):
        return from_meeple(error)
    if isinstance(error, grpc.RpcError):
        return from_grpc(error)
    if isinstance(error, InvalidOptions):
        return UsageError(
            f"{error.reason}: {error.message}", "`meeple demo GAME --help` lists its options"
        )
    if isinstance(error, BrokenPipeError):
        return CommandFailed("the output was closed before the end (broken pipe)")
    if isinstance(error, OSError) and error.filename is not None:
        what = error.strerror or type(error).__name__
        hint = "check the path: its folder must exist and be writable"
        if isinstance(error, FileNotFoundError):
            hint = "check the path; missing folders are not created"
        return CommandFailed(f"{error.filename}: {what}", hint)
    return None


def one_line(command: str, error: CommandError) -> str:
    hint = f" (hint: {error.hint})" if error.hint else ""
    return f"{command}: error: {error.message}{hint}"


def _silence_stdout() -> None:
    """After a broken pipe: point stdout at /dev/null, so that the interpreter's final flush
    does not raise (and print) a second time."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


def run_guarded(
    command: str, action: Callable[[], int], *, debug: bool = False, stderr: TextIO | None = None
) -> int:
    """Run ``action`` (a command); an expected failure becomes one line on stderr and its exit
    code. With ``debug`` the traceback is shown (the exception propagates)."""
    try:
        code = action()
        sys.stdout.flush()
        return code
    except KeyboardInterrupt:
        if debug:
            raise
        print(f"{command}: interrupted", file=stderr or sys.stderr)
        return INTERRUPTED
    except SystemExit as stop:
        if debug or not isinstance(stop.code, str):
            raise
        # a library's ``SystemExit("what is wrong")``: a setting that cannot work
        usage = UsageError(stop.code, f"`{command} --help` lists the settings")
        print(one_line(command, usage), file=stderr or sys.stderr, flush=True)
        return usage.exit_code
    except Exception as error:
        failure = from_exception(error)
        if failure is None or debug:
            raise
        if isinstance(error, BrokenPipeError):
            _silence_stdout()
        print(one_line(command, failure), file=stderr or sys.stderr, flush=True)
        return failure.exit_code
