"""``meeple-conformance run``: check the fixtures, read what the implementation declares, run
every selected fixture against its target, then report (summary, JSON, JUnit) and say whether
the run failed. Each step is one function; :func:`run` reads as their order."""

from __future__ import annotations

import argparse
from datetime import UTC, datetime
from pathlib import Path

from conformance import RUNNER_VERSION, SPEC_VERSION
from conformance.runner.checking import check
from conformance.runner.grpc_driver import GrpcDriver
from conformance.runner.integrity import fixture_hashes
from conformance.runner.loading import Fixture, load_fixtures
from conformance.runner.profiles import Profile, load_profiles, suite_revision, verdicts
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
    Implementation,
    find_implementation,
    load_implementation,
    matches,
    not_applicable,
    read_patterns,
)
from conformance.runner.webhook_receiver import WebhookReceiver

#: why a fixture of feature ``webhooks`` is not run: the runner was given no receiver
NO_RECEIVER = (
    "needs the runner's webhook receiver: run with --webhook-listen HOST:PORT --webhook-secret S"
    " (and the implementation sending its webhooks there)"
)


class Stop(Exception):
    """The run cannot go on: its one line, and the exit status."""

    def __init__(self, line: str, status: int) -> None:
        super().__init__(line)
        self.status = status


def run(args: argparse.Namespace, roots: list[Path]) -> int:
    """The ``run`` subcommand's exit status: 0 passed, 1 failed, 2 invalid fixtures or
    configuration, 3 pre-flight stopped the run."""
    try:
        check_fixtures(roots)
        implementation, known, profiles = read_inputs(args)
    except Stop as stop:
        print(stop)
        return stop.status
    info = run_info(args, implementation)
    if not args.quiet:
        print("\n".join(info.header()), flush=True)
    driver = open_driver(args)
    try:
        refused = driver.preflight(list(implementation.game_order))
        if refused:
            print(f"pre-flight failed: {refused}")
            return 3
        results = [
            run_one(fixture, driver, implementation, known, args)
            for fixture in load_fixtures(roots)
            if selected(fixture, args)
        ]
    finally:
        driver.close()
    return report(args, results, info, implementation, profiles)


def check_fixtures(roots: list[Path]) -> None:
    """The fixtures must be valid before anything runs (exit 2, each problem printed)."""
    _, problems = check(roots)
    if problems:
        for line in problems:
            print(line)
        raise Stop("the fixtures are invalid: fix them first (meeple-conformance check)", 2)


def read_inputs(
    args: argparse.Namespace,
) -> tuple[Implementation, list[str], dict[str, Profile]]:
    """The implementation's declaration, the known-failing patterns and the profiles; every
    required profile must exist (exit 2 otherwise)."""
    try:
        implementation = load_implementation(find_implementation(args.implementation))
        known = read_patterns(args.known_failing) if args.known_failing else []
        profiles = load_profiles()
    except (OSError, ValueError) as error:
        raise Stop(f"error: {error}", 2) from error
    unknown = sorted(set(args.require_profile) - set(profiles))
    if unknown:
        raise Stop(f"error: no profile {', '.join(unknown)} (known: {', '.join(profiles)})", 2)
    return implementation, known, profiles


def run_info(args: argparse.Namespace, implementation: Implementation) -> RunInfo:
    """What the report says about this run: the suite, the runner, the implementation, the
    target, the date and the environment."""
    return RunInfo(
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


def open_driver(args: argparse.Namespace) -> GrpcDriver:
    """The gRPC driver of the target, with the webhook receiver when one is asked for."""
    driver = GrpcDriver(args.target, args.admin_token, args.timeout, args.heartbeat_within)
    if args.webhook_listen:
        host, _, port = args.webhook_listen.rpartition(":")
        driver.webhooks = WebhookReceiver(args.webhook_secret, host=host, port=int(port))
        driver.webhooks.__enter__()
    return driver


def selected(fixture: Fixture, args: argparse.Namespace) -> bool:
    """Whether ``--game``, ``--run`` and ``--skip`` let the fixture run."""
    if args.game and fixture.game not in args.game:
        return False
    if args.run_patterns and not matches(fixture.name, args.run_patterns):
        return False
    return not (args.skip_patterns and matches(fixture.name, args.skip_patterns))


def run_one(
    fixture: Fixture,
    driver: GrpcDriver,
    implementation: Implementation,
    known: list[str],
    args: argparse.Namespace,
) -> Result:
    """One fixture's result (not applicable where the implementation or the run cannot run
    it), printed as one line unless ``--quiet``."""
    reason = not_applicable(fixture, implementation)
    if not reason and "webhooks" in fixture.features and not args.webhook_listen:
        reason = NO_RECEIVER
    if reason:
        return not_applicable_result(fixture, reason)
    result = run_fixture(fixture, driver, implementation)
    result.known_failing = matches(fixture.name, known)
    if not args.quiet:
        mark = "ok   " if result.status == "passed" else f"{result.outcome:5}"
        if result.known_failing:
            mark = "XPASS" if result.status == "passed" else "xfail"
        print(f"{mark} {fixture.name} ({result.seconds:.2f}s)", flush=True)
    return result


def report(
    args: argparse.Namespace,
    results: list[Result],
    info: RunInfo,
    implementation: Implementation,
    profiles: dict[str, Profile],
) -> int:
    """The verdicts over the whole suite (whatever ran), the summary, the JSON and JUnit
    files asked for, and the exit status."""
    whole = load_fixtures()
    claimed = [p for p in profiles.values() if p.claimed_by(implementation)]
    info.not_claimed = [p.label for p in profiles.values() if not p.claimed_by(implementation)]
    info.verdicts = verdicts(claimed, whole, outcomes(results), implementation)
    print(summary(results, info, args.require_profile))
    if args.json:
        write_json(args.json, results, info, args.require_profile)
    if args.junit:
        write_junit(args.junit, results, info)
    return 1 if run_failed(results, info, args.require_profile) else 0
