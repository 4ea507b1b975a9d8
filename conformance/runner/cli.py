"""``meeple-conformance``: validate the fixtures, or run them against a GameService.

    meeple-conformance check [PATH ...]
    meeple-conformance run --target HOST:PORT --admin-token TOKEN --implementation FILE
        [--game GAME] [--run PATTERN] [--skip PATTERN] [--known-failing FILE]
        [--strict-known-failing] [--require-profile P] [--junit out.xml] [--json out.json]
        [PATH ...]
    meeple-conformance verify REPORT [--target HOST:PORT --admin-token TOKEN]
    meeple-conformance badge REPORT [--out DIR]     (an SVG badge per certified profile)
    meeple-conformance matrix REPORT... [--out page.html]   (implementations side by side)
    meeple-conformance profiles          (the certification profiles)
    meeple-conformance coverage [--json]   (the rule coverage matrix: rules, contexts, fixtures)
    meeple-conformance export [--out suite.json]   (the whole suite as one JSON bundle)
    meeple-conformance --version
    meeple-conformance generate [--seeds N]   (rewrite the playthrough goldens; ours only)

``run`` exits 0 exactly when its summary line ends in PASSED: every applicable fixture passed
or is listed as known failing (a listed fixture that passes fails the run only with
``--strict-known-failing``), at least one ran, and every ``--require-profile`` is certified.
2: the fixtures or the config are invalid; 3: the pre-flight stopped the run.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from clients.command_args import DefaultsFormatter, OneLineParser, writable_file
from clients.command_errors import run_guarded
from conformance import RUNNER_VERSION, SPEC_VERSION
from conformance.runner.loading import FIXTURE_DIRS

EXIT_CODES = (
    "exit codes: 0 passed, 1 failed, 2 invalid fixtures, config or arguments, 3 pre-flight "
    "stopped the run; --debug shows a failure's traceback"
)


def _add_paths(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "paths",
        nargs="*",
        type=Path,
        help="fixture files or folders (default: conformance/fixtures and conformance/generated)",
    )


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="meeple-conformance",
        description="The meeple conformance suite: language-neutral fixtures and their runner.",
        formatter_class=DefaultsFormatter,
        epilog=EXIT_CODES,
    )
    parser.add_argument("--debug", action="store_true", help="show the traceback of a failure")
    parser.add_argument(
        "--version",
        action="version",
        version=f"meeple-conformance {RUNNER_VERSION} (spec {SPEC_VERSION})",
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    sub_options: dict[str, Any] = {"formatter_class": DefaultsFormatter, "epilog": EXIT_CODES}
    sub.add_parser(
        "profiles", help="list the certification profiles and their fixtures", **sub_options
    )
    coverage = sub.add_parser(
        "coverage",
        help="print the rule coverage matrix: every rule, every context it applies in, the "
        "hand-written fixtures that pin each (exit 1 when a cell has none)",
        **sub_options,
    )
    coverage.add_argument("--json", dest="as_json", action="store_true", help="print it as JSON")
    export = sub.add_parser(
        "export",
        help="write the whole suite as one JSON bundle (schema/bundle.schema.json)",
        **sub_options,
    )
    export.add_argument("--out", type=Path, default=None, help="file to write (default: stdout)")

    check = sub.add_parser(
        "check",
        help="validate the fixture files themselves (schema, sources, order lint)",
        **sub_options,
    )
    _add_paths(check)

    run = sub.add_parser(
        "run", help="run the fixtures against a GameService over gRPC", **sub_options
    )
    run.add_argument("--target", required=True, help="HOST:PORT of the GameService")
    run.add_argument(
        "--admin-token",
        default=os.environ.get("MEEPLE_ADMIN_TOKEN", ""),
        help="the server's admin token (conformance mode); default $MEEPLE_ADMIN_TOKEN",
    )
    run.add_argument(
        "--webhook-listen",
        default="",
        metavar="HOST:PORT",
        help="serve a loopback webhook receiver here for the fixtures of feature webhooks "
        "(start the target with --webhook-url http://HOST:PORT/hooks)",
    )
    run.add_argument(
        "--webhook-secret",
        default=os.environ.get("MEEPLE_WEBHOOK_SECRET", ""),
        help="the target's webhook secret; default $MEEPLE_WEBHOOK_SECRET",
    )
    run.add_argument(
        "--implementation",
        required=True,
        help="YAML config declaring the games and features the target supports "
        "(schema/implementation.schema.json); 'meeple' names ours",
    )
    run.add_argument(
        "--implementation-version",
        default="",
        help="the implementation's version for the report (default: the config's `version`)",
    )
    run.add_argument("--game", action="append", default=[], help="only this game (repeatable)")
    run.add_argument(
        "--run",
        dest="run_patterns",
        action="append",
        default=[],
        help="only fixtures whose name matches this glob (repeatable)",
    )
    run.add_argument(
        "--skip",
        dest="skip_patterns",
        action="append",
        default=[],
        help="skip fixtures whose name matches this glob (repeatable)",
    )
    run.add_argument(
        "--known-failing",
        type=Path,
        default=None,
        help="file of fixture-name globs expected to fail; one that passes is reported",
    )
    run.add_argument(
        "--strict-known-failing",
        action="store_true",
        help="a fixture listed as known failing that passes fails the run",
    )
    run.add_argument(
        "--require-profile",
        action="append",
        default=[],
        metavar="PROFILE",
        help="fail the run unless it certifies this profile (repeatable)",
    )
    run.add_argument("--junit", type=Path, default=None, help="write a JUnit XML report")
    run.add_argument("--json", type=Path, default=None, help="write a JSON report")
    run.add_argument("--timeout", type=float, default=30.0, help="seconds per RPC")
    run.add_argument(
        "--heartbeat-within",
        type=float,
        default=30.0,
        help="seconds a quiet WatchTable stream may go without a heartbeat (service-live)",
    )
    run.add_argument("-q", "--quiet", action="store_true", help="print only the summary")
    _add_paths(run)

    verify = sub.add_parser(
        "verify",
        help="check a JSON report against this suite (unedited, same fixtures, verdicts "
        "following from the statuses); with --target, run its fixtures again",
        **sub_options,
    )
    verify.add_argument("report", type=Path, help="a report written by run --json")
    verify.add_argument("--target", default="", help="HOST:PORT to run the fixtures again on")
    verify.add_argument(
        "--admin-token",
        default=os.environ.get("MEEPLE_ADMIN_TOKEN", ""),
        help="the target's admin token; default $MEEPLE_ADMIN_TOKEN",
    )
    verify.add_argument("--timeout", type=float, default=30.0, help="seconds per RPC")
    badge = sub.add_parser(
        "badge", help="write an SVG badge per certified profile of a verified report",
        **sub_options,
    )  # fmt: skip
    badge.add_argument("report", type=Path, help="a report written by run --json")
    badge.add_argument("--out", type=Path, default=Path("."), help="folder for <profile>.svg")
    matrix = sub.add_parser(
        "matrix",
        help="write one static HTML page comparing several reports (implementations)",
        **sub_options,
    )
    matrix.add_argument("reports", type=Path, nargs="+", help="reports written by run --json")
    matrix.add_argument(
        "--out", type=Path, default=Path("conformance-matrix.html"), help="the page to write"
    )

    generate = sub.add_parser(
        "generate",
        help="regenerate the playthrough goldens under conformance/generated/",
        **sub_options,
    )
    generate.add_argument("--out", type=Path, default=None, help="output folder")
    generate.add_argument(
        "--game", action="append", default=[], help="only this registered game (repeatable)"
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return run_guarded("meeple-conformance", lambda: _command(args), debug=args.debug)


def _check_outputs(args: argparse.Namespace) -> None:
    """Report files are checked before anything runs (a run must not end on a bad path)."""
    for flag in ("out", "junit", "json"):
        path = getattr(args, flag, None)
        if path is not None and not (args.command == "badge" and flag == "out"):
            writable_file(path, f"--{flag}")
            _writable_folder(path, f"--{flag}")


def _writable_folder(path: Path, flag: str) -> None:
    """Before any fixture runs: this user may create the report there (in the runner's image,
    a mounted folder belongs to the caller, and the image's own user may not write to it)."""
    folder = path.parent
    if os.access(folder, os.W_OK | os.X_OK) and (not path.exists() or os.access(path, os.W_OK)):
        return
    from clients.command_errors import UsageError

    raise UsageError(
        f"{flag} {path}: this user (uid {os.getuid()}) may not write there",
        'with the container image, run it as yourself: docker run --user "$(id -u):$(id -g)" ...',
    )


def _command(args: argparse.Namespace) -> int:
    _check_outputs(args)
    if args.command == "check":
        return _check(args)
    if args.command == "run":
        return _run(args)
    if args.command == "profiles":
        return _profiles()
    if args.command == "coverage":
        return _coverage(args.as_json)
    if args.command in {"verify", "badge", "matrix"}:
        from conformance.runner.publishing import badge, matrix, verify

        return {"verify": verify, "badge": badge, "matrix": matrix}[args.command](args)
    if args.command == "export":
        from conformance.runner.bundle import export

        text = export(args.out)
        if args.out is None:
            sys.stdout.write(text)
        return 0
    from conformance.runner.golden import generate_all

    written: int = generate_all(args.out, args.game or None)
    return written


def _roots(args: argparse.Namespace) -> list[Path]:
    return list(args.paths) or list(FIXTURE_DIRS)


def _check(args: argparse.Namespace) -> int:
    from conformance.runner.checking import check

    count, problems = check(_roots(args))
    for line in problems:
        print(line)
    print(f"{count} fixtures checked, {len(problems)} problems")
    return 1 if problems else 0


def _run(args: argparse.Namespace) -> int:
    from conformance.runner.run_command import run

    return run(args, _roots(args))


def _coverage(as_json: bool) -> int:
    from conformance.runner.coverage import as_json as matrix_json
    from conformance.runner.coverage import build, render_text
    from conformance.runner.loading import load_fixtures

    matrix = build(load_fixtures())
    if as_json:
        import json

        sys.stdout.write(json.dumps(matrix_json(matrix), indent=2) + "\n")
    else:
        sys.stdout.write(render_text(matrix))
    return 1 if matrix.gaps() else 0


def _profiles() -> int:
    from conformance.runner.loading import load_fixtures
    from conformance.runner.profiles import load_profiles, suite_revision

    suite = load_fixtures()
    print(f"suite {suite_revision()}")
    for profile in load_profiles().values():
        count = sum(profile.selects(fixture) for fixture in suite)
        print(
            f"{profile.label}: {count} fixtures; games {', '.join(sorted(profile.games)) or 'any'}"
        )
        print(f"  features: {', '.join(sorted(profile.features))}")
        print(f"  {profile.description}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
