"""The publishing commands: ``verify``, ``badge`` and ``matrix`` (and the run's environment)."""

from __future__ import annotations

import argparse
import os
import platform
import sys
from importlib import metadata
from pathlib import Path

from conformance.runner.badge import write_badges
from conformance.runner.matrix import matrix_html
from conformance.runner.verifying import covered, problems, read_report, rerun_differences

#: set in the runner's container image (conformance/Dockerfile) to the image's tag
IMAGE_VARIABLE = "MEEPLE_CONFORMANCE_IMAGE"


def environment() -> dict[str, str]:
    """Where the runner ran: enough to reproduce it, nothing private (no host name, no user)."""
    found = {
        "python": platform.python_version(),
        "platform": f"{platform.system()} {platform.machine()}",
    }
    for package in ("grpcio", "protobuf"):
        try:
            found[package] = metadata.version(package)
        except metadata.PackageNotFoundError:
            continue
    image = os.environ.get(IMAGE_VARIABLE)
    found["runner"] = f"container image {image}" if image else "pip"
    return found


def _load(path: Path) -> dict[str, object] | None:
    try:
        return read_report(path)
    except ValueError as error:
        print(f"error: {error}")
        return None


def verify(args: argparse.Namespace) -> int:
    """Exit 0: the report is what this suite's run wrote (and, with --target, what a re-run
    gives); 1: it is not, with one line per problem; 2: it cannot be read."""
    document = _load(args.report)
    if document is None:
        return 2
    found = problems(document)
    if args.target and not found:
        found = rerun_differences(document, lambda names: _rerun(args, document, names))
    for line in found:
        print(f"REJECTED {line}")
    if found:
        print(f"{args.report}: NOT VERIFIED ({len(found)} problems)")
        return 1
    what = "re-run on " + args.target + " and " if args.target else ""
    print(f"{args.report}: VERIFIED ({what}unedited, suite {document['suite_revision']})")
    for claim in document.get("claims") or []:  # type: ignore[attr-defined]
        print(f"claim: {claim}")
    for line in covered(document):
        print(line)
    return 0


def _rerun(
    args: argparse.Namespace, document: dict[str, object], names: list[str]
) -> dict[str, str]:
    from conformance.runner.grpc_driver import GrpcDriver
    from conformance.runner.loading import load_fixtures
    from conformance.runner.running import run_fixture
    from conformance.runner.selection import implementation_from

    declared = document.get("declared")
    implementation = implementation_from(declared if isinstance(declared, dict) else {})
    wanted = set(names)
    driver = GrpcDriver(args.target, args.admin_token, args.timeout)
    fresh: dict[str, str] = {}
    try:
        stop = driver.preflight(list(implementation.game_order))
        if stop:
            return {name: f"not run (pre-flight failed: {stop})" for name in names}
        for fixture in load_fixtures():
            if fixture.name in wanted:
                fresh[fixture.name] = run_fixture(fixture, driver, implementation).outcome
    finally:
        driver.close()
    return fresh


def badge(args: argparse.Namespace) -> int:
    """Badges only for a report that verifies."""
    document = _load(args.report)
    if document is None:
        return 2
    found = problems(document)
    if found:
        for line in found:
            print(f"REJECTED {line}")
        print(f"{args.report}: NOT VERIFIED: no badge written")
        return 1
    written = write_badges(document, args.out)
    for path in written:
        print(f"wrote {path}")
    if not written:
        print("no profile is certified in this report: no badge written")
        return 1
    return 0


def matrix(args: argparse.Namespace) -> int:
    documents = []
    for path in args.reports:
        document = _load(path)
        if document is None:
            return 2
        documents.append(document)
    args.out.write_text(matrix_html(documents, [str(p) for p in args.reports]), encoding="utf-8")
    print(f"wrote {args.out} ({len(documents)} implementations)")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit("use meeple-conformance verify|badge|matrix")
