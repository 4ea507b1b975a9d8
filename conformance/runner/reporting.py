"""Run reports for people (text) and machines (JUnit XML, JSON), with the run's identity
(spec version, suite revision, runner version, implementation, target, date) and the verdict
per profile (SPEC.md, "Results" and "Profiles and certification")."""

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

    def header(self) -> list[str]:
        return [
            f"meeple-conformance {self.runner_version}, spec {self.spec_version}, "
            f"suite {self.suite_revision[:19]}",
            f"implementation {self.implementation_name} {self.implementation_version} "
            f"at {self.target}, {self.date}",
        ]


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
    lines += ["profiles:"] + [f"  {verdict.line()}" for verdict in info.verdicts]
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


def _verdict_json(verdict: Verdict) -> dict[str, Any]:
    return {
        "profile": verdict.profile.name,
        "profile_version": verdict.profile.version,
        "certified": verdict.certified,
        "required": verdict.required,
        "passed": verdict.passed,
        "reasons": list(verdict.reasons),
    }


def write_json(
    path: Path, results: Sequence[Result], info: RunInfo, required: Sequence[str] = ()
) -> None:
    document = {
        **_identity(info),
        "passed": not run_failed(results, info, required),
        "profiles": [_verdict_json(v) for v in info.verdicts],
        "results": [
            {
                "name": r.name,
                "status": bucket(r),
                "seconds": round(r.seconds, 4),
                "skip_reason": r.skip_reason or None,
                "failure": None
                if r.failure is None
                else {
                    "step": r.failure.step,
                    "what": r.failure.what,
                    "action": r.failure.action,
                    "diff": r.failure.diff,
                },
            }
            for r in results
        ],
        "totals": {name: sum(bucket(r) == name for r in results) for name in BUCKETS},
    }
    path.write_text(json.dumps(document, indent=2) + "\n", encoding="utf-8")


def write_junit(path: Path, results: Sequence[Result], info: RunInfo) -> None:
    strict = info.strict_known_failing
    failures = sum(
        bucket(r) == "failed" or (strict and bucket(r) == "unexpectedly passed") for r in results
    )
    suite = ElementTree.Element(
        "testsuite",
        name="meeple-conformance",
        tests=str(len(results)),
        failures=str(failures),
        skipped=str(sum(bucket(r) in {"skipped", "known failing"} for r in results)),
        timestamp=info.date,
        hostname=info.target,
    )
    properties = ElementTree.SubElement(suite, "properties")
    identity = _identity(info)
    flat = {k: v for k, v in identity.items() if k != "implementation"}
    flat["implementation_name"] = info.implementation_name
    flat["implementation_version"] = info.implementation_version
    for verdict in info.verdicts:
        flat[f"profile.{verdict.profile.label}"] = (
            "certified" if verdict.certified else "not certified: " + "; ".join(verdict.reasons)
        )
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
        if kind == "skipped":
            ElementTree.SubElement(case, "skipped", message=result.skip_reason)
        elif kind == "known failing":
            ElementTree.SubElement(case, "skipped", message="known failing")
        elif kind == "failed":
            failure = result.failure
            element = ElementTree.SubElement(
                case, "failure", message=failure.what if failure else "failed"
            )
            element.text = failure.render() if failure else ""
        elif kind == "unexpectedly passed" and strict:
            ElementTree.SubElement(case, "failure", message="known failing, but it passed")
        elif kind == "unexpectedly passed":
            ElementTree.SubElement(case, "system-out").text = "known failing, but it passed"
    ElementTree.ElementTree(suite).write(path, encoding="utf-8", xml_declaration=True)
