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
from datetime import UTC, datetime
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


#: why a fixture of feature ``webhooks`` is not run: the runner was given no receiver
NO_RECEIVER = (
    "needs the runner's webhook receiver: run with --webhook-listen HOST:PORT --webhook-secret S"
    " (and the implementation sending its webhooks there)"
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
    from conformance import RUNNER_VERSION, SPEC_VERSION
    from conformance.runner.checking import check
    from conformance.runner.grpc_driver import GrpcDriver
    from conformance.runner.integrity import fixture_hashes
    from conformance.runner.loading import load_fixtures
    from conformance.runner.profiles import load_profiles, suite_revision, verdicts
    from conformance.runner.publishing import environment
    from conformance.runner.reporting import (
        RunInfo,
        outcomes,
        run_failed,
        summary,
        write_json,
        write_junit,
    )
    from conformance.runner.running import Result, not_applicable_result, run_fixture
    from conformance.runner.selection import (
        find_implementation,
        load_implementation,
        matches,
        not_applicable,
        read_patterns,
    )
    from conformance.runner.webhook_receiver import WebhookReceiver

    roots = _roots(args)
    _, problems = check(roots)
    if problems:
        for line in problems:
            print(line)
        print("the fixtures are invalid: fix them first (meeple-conformance check)")
        return 2
    try:
        implementation = load_implementation(find_implementation(args.implementation))
        known = read_patterns(args.known_failing) if args.known_failing else []
        profiles = load_profiles()
    except (OSError, ValueError) as error:
        print(f"error: {error}")
        return 2
    unknown = sorted(set(args.require_profile) - set(profiles))
    if unknown:
        print(f"error: no profile {', '.join(unknown)} (known: {', '.join(profiles)})")
        return 2
    info = RunInfo(
        spec_version=SPEC_VERSION,
        suite_revision=suite_revision(),
        runner_version=RUNNER_VERSION,
        implementation_name=implementation.name,
        implementation_version=args.implementation_version or implementation.version or "unknown",
        target=args.target,
        date=datetime.now(UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z"),
        strict_known_failing=args.strict_known_failing,
        declared=implementation.declaration(),
        environment=environment(),
        fixture_hashes=fixture_hashes(),
        paths=[str(path) for path in args.paths],
    )
    if not args.quiet:
        print("\n".join(info.header()), flush=True)
    driver = GrpcDriver(args.target, args.admin_token, args.timeout, args.heartbeat_within)
    if args.webhook_listen:
        host, _, port = args.webhook_listen.rpartition(":")
        driver.webhooks = WebhookReceiver(args.webhook_secret, host=host, port=int(port))
        driver.webhooks.__enter__()
    results: list[Result] = []
    try:
        stop = driver.preflight(list(implementation.game_order))
        if stop:
            print(f"pre-flight failed: {stop}")
            return 3
        suite = load_fixtures(roots)
        for fixture in suite:
            if args.game and fixture.game not in args.game:
                continue
            if args.run_patterns and not matches(fixture.name, args.run_patterns):
                continue
            if args.skip_patterns and matches(fixture.name, args.skip_patterns):
                continue
            reason = not_applicable(fixture, implementation)
            if not reason and "webhooks" in fixture.features and not args.webhook_listen:
                reason = NO_RECEIVER
            if reason:
                results.append(not_applicable_result(fixture, reason))
                continue
            result = run_fixture(fixture, driver, implementation)
            result.known_failing = matches(fixture.name, known)
            if not args.quiet:
                mark = "ok   " if result.status == "passed" else f"{result.outcome:5}"
                if result.known_failing:
                    mark = "XPASS" if result.status == "passed" else "xfail"
                print(f"{mark} {fixture.name} ({result.seconds:.2f}s)", flush=True)
            results.append(result)
    finally:
        driver.close()
    whole = load_fixtures()  # a verdict is over the whole suite, whatever ran
    claimed = [p for p in profiles.values() if p.claimed_by(implementation)]
    info.not_claimed = [p.label for p in profiles.values() if not p.claimed_by(implementation)]
    info.verdicts = verdicts(claimed, whole, outcomes(results), implementation)
    print(summary(results, info, args.require_profile))
    if args.json:
        write_json(args.json, results, info, args.require_profile)
    if args.junit:
        write_junit(args.junit, results, info)
    return 1 if run_failed(results, info, args.require_profile) else 0


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
