"""``meeple-conformance verify REPORT [--target ...]``: is this published report what a run of
this suite wrote, unedited, and do its verdicts follow from its statuses? With a target, the
report's fixtures run again and every status must come out the same."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from conformance import SPEC_VERSION
from conformance.runner.integrity import fixture_hashes, seal_problem
from conformance.runner.loading import load_fixtures
from conformance.runner.profiles import Outcome, load_profiles, suite_revision, verdicts
from conformance.runner.reporting import REPORT_FORMAT, claim_string, coverage, covers_line
from conformance.runner.selection import implementation_from

#: the counted_as of each status, as the verdicts count them
_COUNTED = {"passed", "failed", "known failing", "unexpectedly passed", "skipped"}


def read_report(path: Path) -> dict[str, Any]:
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as error:
        raise ValueError(f"cannot read the report {path}: {error}") from error
    if not isinstance(document, dict) or document.get("format") != REPORT_FORMAT:
        raise ValueError(
            f"{path} is not a {REPORT_FORMAT} report (write one with meeple-conformance run --json)"
        )
    return document


def problems(document: dict[str, Any]) -> list[str]:
    """Everything that makes the report untrustworthy against the suite at hand; [] if none."""
    found: list[str] = []
    sealed = seal_problem(document)
    if sealed:
        found.append(sealed)
    revision = suite_revision()
    if document.get("suite_revision") != revision:
        found.append(
            f"suite revision {document.get('suite_revision')} is not this suite's {revision}: "
            "verify with the suite the report names"
        )
    if document.get("spec_version") != SPEC_VERSION:
        found.append(f"spec version {document.get('spec_version')} is not {SPEC_VERSION}")
    hashes = fixture_hashes()
    results = document.get("results") or []
    for entry in results:
        name = entry.get("name")
        if name not in hashes:
            found.append(f"{name}: no such fixture in the suite")
        elif entry.get("sha256") != hashes[name]:
            found.append(f"{name}: the fixture's SHA-256 differs from the suite's")
        found += _steps_problem(entry)
        if entry.get("counted_as") not in _COUNTED:
            found.append(f"{name}: unknown counted_as {entry.get('counted_as')!r}")
    found += _verdict_problems(document, results, hashes)
    return found


def covered(document: dict[str, Any]) -> list[str]:
    """One line per certified profile: its version, fixture count and fixtures' digest."""
    return [
        covers_line(str(entry["profile"]), entry)
        for entry in document.get("profiles") or []
        if entry.get("certified")
    ]


def _steps_problem(entry: dict[str, Any]) -> list[str]:
    status, steps = entry.get("status"), entry.get("steps") or []
    counted = entry.get("counted_as")
    if status == "PASS" and (counted not in {"passed", "unexpectedly passed"}):
        return [f"{entry.get('name')}: status PASS but counted as {counted}"]
    if status != "PASS" and counted in {"passed", "unexpectedly passed"}:
        return [f"{entry.get('name')}: status {status} but counted as {counted}"]
    if status == "PASS" and any(step.get("status") != "PASS" for step in steps):
        return [f"{entry.get('name')}: status PASS with a step that did not pass"]
    return []


def _verdict_problems(
    document: dict[str, Any], results: list[dict[str, Any]], hashes: dict[str, str]
) -> list[str]:
    """The verdicts and claims, recomputed from the statuses and the declaration, and what
    each verdict covers (its profile's version, fixtures and their digest)."""
    implementation = implementation_from(document.get("declared") or {})
    profiles = load_profiles()
    claimed = [p for p in profiles.values() if p.claimed_by(implementation)]
    outcomes = [
        Outcome(e["name"], e.get("counted_as", ""), e.get("skip_reason") or "") for e in results
    ]
    expected = verdicts(claimed, load_fixtures(), outcomes, implementation)
    recorded = {v.get("profile"): v for v in document.get("profiles") or []}
    found: list[str] = []
    if sorted(recorded) != sorted(v.profile.name for v in expected):
        found.append(
            f"claimed profiles {sorted(recorded)} are not those the declaration claims "
            f"{sorted(v.profile.name for v in expected)}"
        )
    name = document.get("implementation", {}).get("name", "")
    version = document.get("implementation", {}).get("version", "")
    claims = []
    for verdict in expected:
        entry = recorded.get(verdict.profile.name)
        if entry is None:
            continue
        if (entry.get("certified"), entry.get("passed"), entry.get("required")) != (
            verdict.certified,
            verdict.passed,
            verdict.required,
        ):
            found.append(
                f"{verdict.profile.label}: the report says certified={entry.get('certified')} "
                f"({entry.get('passed')}/{entry.get('required')}), its statuses say "
                f"certified={verdict.certified} ({verdict.passed}/{verdict.required})"
            )
        covers = coverage(verdict, hashes)
        found += [
            f"{verdict.profile.label}: the report's {key} differs from what this suite's "
            "profile covers"
            for key in ("profile_version", "fixtures", "fixtures_sha256")
            if entry.get(key) != covers[key]
        ]
        if verdict.certified:
            claims.append(
                claim_string(
                    name,
                    version,
                    verdict.profile.label,
                    str(document.get("spec_version")),
                    str(document.get("suite_revision")),
                    str(document.get("runner_version")),
                )
            )
    if sorted(document.get("claims") or []) != sorted(claims):
        found.append("the claims do not follow from the verdicts")
    if document.get("paths"):
        found.append("the run was given fixture paths: it cannot certify (SPEC.md)")
    return found


def rerun_differences(
    document: dict[str, Any], run: Callable[[list[str]], dict[str, str]]
) -> list[str]:
    """Run the report's applicable fixtures again (``run`` maps names to fresh statuses) and
    list every status that came out differently."""
    wanted = {
        e["name"]: e["status"]
        for e in document.get("results") or []
        if e["status"] != "NOT_APPLICABLE"
    }
    fresh = run(sorted(wanted))
    return [
        f"{name}: the report says {status}, the re-run says {fresh.get(name, 'not run')}"
        for name, status in sorted(wanted.items())
        if fresh.get(name) != status
    ]
