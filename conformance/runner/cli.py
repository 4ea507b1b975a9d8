"""``meeple-conformance``: validate the fixtures, or run them against a GameService.

    meeple-conformance check [PATH ...]
    meeple-conformance run --target HOST:PORT --admin-token TOKEN [--implementation FILE]
        [--game GAME] [--run PATTERN] [--skip PATTERN] [--known-failing FILE]
        [--junit out.xml] [--json out.json] [PATH ...]
    meeple-conformance generate [--seeds N]   (rewrite the playthrough goldens; ours only)

``run`` exits 0 only when every applicable fixture passed, no known-failing fixture passed,
and the fixtures are valid.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from conformance.runner.loading import FIXTURE_DIRS


def _add_paths(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "paths",
        nargs="*",
        type=Path,
        help="fixture files or folders (default: conformance/fixtures and conformance/generated)",
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="meeple-conformance",
        description="The meeple conformance suite: language-neutral fixtures and their runner.",
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    check = sub.add_parser("check", help="validate the fixture files themselves")
    check.add_argument(
        "--sources",
        type=Path,
        default=None,
        help="folder holding seeds/ and reference/ named by each fixture's source "
        "(default: ../shared beside the checkout, when present)",
    )
    _add_paths(check)

    run = sub.add_parser("run", help="run the fixtures against a GameService over gRPC")
    run.add_argument("--target", required=True, help="HOST:PORT of the GameService")
    run.add_argument(
        "--admin-token",
        default=os.environ.get("MEEPLE_ADMIN_TOKEN", ""),
        help="the server's admin token (conformance mode); default $MEEPLE_ADMIN_TOKEN",
    )
    run.add_argument(
        "--implementation",
        type=Path,
        default=None,
        help="YAML config declaring the games and features the target supports "
        "(default: conformance/implementations/meeple.yaml)",
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
        help="file of fixture-name globs expected to fail; one that passes fails the run",
    )
    run.add_argument("--junit", type=Path, default=None, help="write a JUnit XML report")
    run.add_argument("--json", type=Path, default=None, help="write a JSON report")
    run.add_argument("--timeout", type=float, default=30.0, help="seconds per RPC")
    run.add_argument("-q", "--quiet", action="store_true", help="print only the summary")
    _add_paths(run)

    generate = sub.add_parser(
        "generate", help="regenerate the playthrough goldens under conformance/generated/"
    )
    generate.add_argument("--out", type=Path, default=None, help="output folder")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "check":
        return _check(args)
    if args.command == "run":
        return _run(args)
    from conformance.runner.golden import generate_all

    written: int = generate_all(args.out)
    return written


def _roots(args: argparse.Namespace) -> list[Path]:
    return list(args.paths) or list(FIXTURE_DIRS)


def _check(args: argparse.Namespace) -> int:
    from conformance.runner.checking import DEFAULT_SOURCES_ROOT, check

    sources = args.sources
    if sources is None and DEFAULT_SOURCES_ROOT.is_dir():
        sources = DEFAULT_SOURCES_ROOT
    count, problems = check(_roots(args), sources)
    for line in problems:
        print(line)
    if sources is None:
        print("note: source files not checked for existence (no --sources folder)")
    print(f"{count} fixtures checked, {len(problems)} problems")
    return 1 if problems else 0


def _run(args: argparse.Namespace) -> int:
    from conformance.runner.checking import check
    from conformance.runner.grpc_driver import GrpcDriver
    from conformance.runner.loading import load_fixtures
    from conformance.runner.reporting import summary, write_json, write_junit
    from conformance.runner.running import Result, run_fixture
    from conformance.runner.selection import (
        DEFAULT_IMPLEMENTATION,
        load_implementation,
        matches,
        not_applicable,
        read_patterns,
    )

    roots = _roots(args)
    _, problems = check(roots, sources_root=None)
    if problems:
        for line in problems:
            print(line)
        print("the fixtures are invalid: fix them first (meeple-conformance check)")
        return 2
    implementation = load_implementation(args.implementation or DEFAULT_IMPLEMENTATION)
    known = read_patterns(args.known_failing) if args.known_failing else []
    driver = GrpcDriver(args.target, args.admin_token, args.timeout)
    results: list[Result] = []
    try:
        for fixture in load_fixtures(roots):
            if args.game and fixture.game not in args.game:
                continue
            if args.run_patterns and not matches(fixture.name, args.run_patterns):
                continue
            if args.skip_patterns and matches(fixture.name, args.skip_patterns):
                continue
            reason = not_applicable(fixture, implementation)
            if reason:
                results.append(Result(fixture.name, "skipped", skip_reason=reason))
                continue
            result = run_fixture(fixture, driver)
            result.known_failing = matches(fixture.name, known)
            if not args.quiet:
                mark = {"passed": "ok  ", "failed": "FAIL"}[result.status]
                if result.known_failing:
                    mark = "xok " if result.status == "passed" else "xfail"
                print(f"{mark} {fixture.name} ({result.seconds:.2f}s)", flush=True)
            results.append(result)
    finally:
        driver.close()
    stale = [r.name for r in results if r.known_failing and r.status == "passed"]
    print(summary(results, stale))
    if args.json:
        write_json(args.json, results, stale)
    if args.junit:
        write_junit(args.junit, results, stale)
    failed = any(r.status == "failed" and not r.known_failing for r in results)
    ran = any(r.status != "skipped" for r in results)
    if not ran:
        print("no applicable fixture ran")
    return 1 if failed or stale or not ran else 0


if __name__ == "__main__":
    sys.exit(main())
