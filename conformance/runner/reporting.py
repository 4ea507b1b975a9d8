"""Run reports for people (text) and machines (JUnit XML, JSON), with the run's identity
(spec version, suite revision, runner version, implementation, target, date, environment), the
claim string of every certified profile, the verdict per claimed profile and a status per
fixture and per step (SPEC.md, "Results", "Reports" and "Profiles and certification")."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

from conformance.runner.profiles import Outcome, Verdict
from conformance.runner.running import Result

#: the JSON report's format, checked by ``verify``
REPORT_FORMAT = "meeple-conformance-report/3"

#: the order of the summary's counts
BUCKETS = ("passed", "failed", "known failing", "unexpectedly passed", "skipped")


@dataclass(slots=True)
class RunInfo:
    """Who ran what against whom, when."""

    spec_version: str
    suite_revision: str
    runner_version: str
    implementation_name: str
    implementation_version: str
    target: str
    date: str
    strict_known_failing: bool = False
    verdicts: list[Verdict] = field(default_factory=list)
    #: profiles whose games and features the implementation does not declare (or that its
    #: config's ``profiles`` leaves out): listed as "not claimed", never given a verdict
    not_claimed: list[str] = field(default_factory=list)
    #: what the implementation config declares (games, features, max_players, profiles)
    declared: dict[str, Any] = field(default_factory=dict)
    environment: dict[str, str] = field(default_factory=dict)
    #: fixture name -> SHA-256 of the fixture as written (``verify`` compares them)
    fixture_hashes: dict[str, str] = field(default_factory=dict)
    #: fixture paths given on the command line (a certification needs none)
    paths: list[str] = field(default_factory=list)

    def header(self) -> list[str]:
        return [
            f"meeple-conformance {self.runner_version}, spec {self.spec_version}, "
            f"suite {self.suite_revision}",
            f"implementation {self.implementation_name} {self.implementation_version} "
            f"at {self.target}, {self.date}",
        ]

    def claim(self, verdict: Verdict) -> str:
        """SPEC.md's claim string: what a certified implementation may publish, in full."""
        return claim_string(
            self.implementation_name,
            self.implementation_version,
            verdict.profile.label,
            self.spec_version,
            self.suite_revision,
            self.runner_version,
        )


def coverage(verdict: Verdict, hashes: dict[str, str]) -> dict[str, Any]:
    """What a profile's verdict covers: its version, the SHA-256 of each fixture it requires,
    and one digest over them (``fixtures_sha256``), which two certificates share exactly when
    they cover the same fixtures as written."""
    from conformance.runner.integrity import digest

    fixtures = {name: hashes.get(name) for name in sorted(verdict.fixtures)}
    return {
        "profile_version": verdict.profile.version,
        "fixtures": fixtures,
        "fixtures_sha256": digest(fixtures),
    }


def covers_line(profile: str, covered: dict[str, Any]) -> str:
    """``covers PROFILE@V: N fixtures, fixtures sha256:HEX`` (the text report, verify)."""
    return (
        f"covers {profile}@{covered['profile_version']}: {len(covered['fixtures'])} fixtures, "
        f"fixtures {covered['fixtures_sha256']}"
    )


def claim_string(
    name: str, version: str, profile: str, spec: str, revision: str, runner: str
) -> str:
    """``NAME VERSION is certified for PROFILE@V at meeple conformance suite SPEC+sha256:HEX
    (runner R)`` (SPEC.md, "Profiles and certification")."""
    return (
        f"{name} {version} is certified for {profile} at meeple conformance suite "
        f"{spec}+{revision} (runner {runner})"
    )


def bucket(result: Result) -> str:
    """The result as the summary counts it."""
    if result.known_failing and result.status == "failed":
        return "known failing"
    if result.known_failing and result.status == "passed":
        return "unexpectedly passed"
    return result.status


def outcomes(results: Sequence[Result]) -> list[Outcome]:
    return [Outcome(r.name, bucket(r), r.skip_reason) for r in results]


def run_failed(results: Sequence[Result], info: RunInfo, required: Sequence[str] = ()) -> bool:
    """The one rule behind both the summary's last word and the exit code."""
    counts = Counter(bucket(r) for r in results)
    ran = any(r.status != "skipped" for r in results)
    strict = info.strict_known_failing and counts["unexpectedly passed"] > 0
    uncertified = any(v.profile.name in required and not v.certified for v in info.verdicts)
    return bool(counts["failed"]) or strict or not ran or uncertified


def summary(results: Sequence[Result], info: RunInfo, required: Sequence[str] = ()) -> str:
    """The human report: failures, unexpected passes, skip reasons, verdicts, then the totals."""
    lines: list[str] = []
    for result in results:
        if bucket(result) == "failed":
            lines.append(f"FAIL {result.name}")
            if result.failure is not None:
                lines.append(result.failure.render())
    for result in results:
        if bucket(result) == "unexpectedly passed":
            consequence = (
                "fails the run" if info.strict_known_failing else "remove it from the list"
            )
            lines.append(
                f"XPASS {result.name}: listed as known failing, but it passed ({consequence})"
            )
    reasons = Counter(r.skip_reason for r in results if r.status == "skipped")
    if reasons:
        lines.append("not applicable, by reason:")
        lines += [f"  {count:4d}  {reason}" for reason, count in sorted(reasons.items())]
    lines += ["profiles claimed:"] + [f"  {verdict.line()}" for verdict in info.verdicts]
    if info.not_claimed:
        lines.append(f"profiles not claimed: {', '.join(info.not_claimed)}")
    for verdict in info.verdicts:
        if verdict.certified:
            lines.append(f"claim: {info.claim(verdict)}")
            covered = coverage(verdict, info.fixture_hashes)
            lines.append(f"  {covers_line(verdict.profile.name, covered)}")
    counts = Counter(bucket(r) for r in results)
    word = "FAILED" if run_failed(results, info, required) else "PASSED"
    if not any(r.status != "skipped" for r in results):
        lines.append("no applicable fixture ran")
    lines.append(
        f"{len(results)} fixtures: {counts['passed']} passed, {counts['failed']} failed, "
        f"{counts['known failing']} known failing, {counts['unexpectedly passed']} "
        f"unexpectedly passed, {counts['skipped']} not applicable: {word}"
    )
    return "\n".join(lines)


def _identity(info: RunInfo) -> dict[str, Any]:
    return {
        "spec_version": info.spec_version,
        "suite_revision": info.suite_revision,
        "runner_version": info.runner_version,
        "implementation": {
            "name": info.implementation_name,
            "version": info.implementation_version,
        },
        "target": info.target,
        "date": info.date,
        "strict_known_failing": info.strict_known_failing,
    }


def _verdict_json(verdict: Verdict, info: RunInfo) -> dict[str, Any]:
    return {
        "profile": verdict.profile.name,
        "profile_version": verdict.profile.version,
        "certified": verdict.certified,
        "required": verdict.required,
        "passed": verdict.passed,
        "reasons": list(verdict.reasons),
        "claim": info.claim(verdict) if verdict.certified else None,
        **coverage(verdict, info.fixture_hashes),
    }


def result_json(result: Result, info: RunInfo) -> dict[str, Any]:
    failure = result.failure
    return {
        "name": result.name,
        "status": result.outcome,
        "expected": "FAIL" if result.known_failing else "PASS",
        "counted_as": bucket(result),
        "source": result.source or None,
        "file": result.file or None,
        "line": result.line or None,
        "sha256": info.fixture_hashes.get(result.name),
        "seconds": round(result.seconds, 4),
        "skip_reason": result.skip_reason or None,
        "steps": [
            {"index": s.index, "kind": s.kind, "status": s.status, "line": s.line or None}
            for s in result.steps
        ],
        "failure": None
        if failure is None
        else {
            "step": failure.step,
            "status": failure.status,
            "what": failure.what,
            "source": failure.source or None,
            "written_at": failure.step_at or failure.fixture_at or None,
            "action": failure.action,
            "action_label": failure.action_label if failure.action is not None else None,
            "diff": failure.diff,
            "position_before": failure.position,
            "rules_touched": failure.touches,
            "description": failure.description or None,
            "broken_rule": failure.broken_rule or None,
            "text": failure.render(),
        },
    }


def report_document(
    results: Sequence[Result], info: RunInfo, required: Sequence[str] = ()
) -> dict[str, Any]:
    """The JSON report (SPEC.md, "Reports"), sealed with its own digest."""
    from conformance.runner.integrity import seal

    document = {
        "format": REPORT_FORMAT,
        **_identity(info),
        "claims": [info.claim(v) for v in info.verdicts if v.certified],
        "environment": info.environment,
        "declared": info.declared,
        "paths": info.paths,
        "passed": not run_failed(results, info, required),
        "profiles": [_verdict_json(v, info) for v in info.verdicts],
        "not_claimed": info.not_claimed,
        "results": [result_json(r, info) for r in results],
        "totals": {name: sum(bucket(r) == name for r in results) for name in BUCKETS},
        "statuses": dict(sorted(Counter(r.outcome for r in results).items())),
    }
    return seal(document)


def write_json(
    path: Path, results: Sequence[Result], info: RunInfo, required: Sequence[str] = ()
) -> None:
    document = report_document(results, info, required)
    path.write_text(json.dumps(document, indent=2) + "\n", encoding="utf-8")


def write_junit(path: Path, results: Sequence[Result], info: RunInfo) -> None:
    strict = info.strict_known_failing
    # fixtures that do not apply are not test cases (a count in the properties says how many)
    applicable = [r for r in results if r.status != "skipped"]
    not_applicable = len(results) - len(applicable)
    results = applicable
    broken = {"ERROR", "TIMEOUT"}
    failures = sum(
        (bucket(r) == "failed" and r.outcome not in broken)
        or (strict and bucket(r) == "unexpectedly passed")
        for r in results
    )
    errors = sum(bucket(r) == "failed" and r.outcome in broken for r in results)
    suite = ElementTree.Element(
        "testsuite",
        name="meeple-conformance",
        tests=str(len(results)),
        failures=str(failures),
        errors=str(errors),
        skipped=str(sum(bucket(r) == "known failing" for r in results)),
        timestamp=info.date,
        hostname=info.target,
    )
    properties = ElementTree.SubElement(suite, "properties")
    identity = _identity(info)
    flat = {k: v for k, v in identity.items() if k != "implementation"}
    flat["implementation_name"] = info.implementation_name
    flat["implementation_version"] = info.implementation_version
    flat["not_applicable_fixtures"] = not_applicable
    for verdict in info.verdicts:
        flat[f"profile.{verdict.profile.label}"] = (
            "certified" if verdict.certified else "not certified: " + "; ".join(verdict.reasons)
        )
        if verdict.certified:
            flat[f"claim.{verdict.profile.label}"] = info.claim(verdict)
            covered = coverage(verdict, info.fixture_hashes)
            flat[f"covers.{verdict.profile.label}"] = covers_line(verdict.profile.name, covered)
    if info.not_claimed:
        flat["profiles_not_claimed"] = ", ".join(info.not_claimed)
    for key, value in flat.items():
        ElementTree.SubElement(properties, "property", name=key, value=str(value))
    for result in results:
        classname, _, name = result.name.rpartition("/")
        case = ElementTree.SubElement(
            suite,
            "testcase",
            classname=classname.replace("/", "."),
            name=name,
            time=f"{result.seconds:.4f}",
        )
        kind = bucket(result)
        if kind == "known failing":
            ElementTree.SubElement(case, "skipped", message="known failing")
        elif kind == "failed":
            failure = result.failure
            element = ElementTree.SubElement(
                case,
                "error" if result.outcome in {"ERROR", "TIMEOUT"} else "failure",
                message=f"{result.outcome}: {failure.what}" if failure else "failed",
            )
            element.text = failure.render() if failure else ""
        elif kind == "unexpectedly passed" and strict:
            ElementTree.SubElement(case, "failure", message="known failing, but it passed")
        elif kind == "unexpectedly passed":
            ElementTree.SubElement(case, "system-out").text = "known failing, but it passed"
    ElementTree.ElementTree(suite).write(path, encoding="utf-8", xml_declaration=True)
