"""Run summaries for people (text) and machines (JUnit XML, JSON)."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from xml.etree import ElementTree

from conformance.runner.running import Result


def summary(results: Sequence[Result], stale_known_failing: Sequence[str]) -> str:
    """The human report: one block per failure, then the totals."""
    lines: list[str] = []
    for result in results:
        if result.status == "failed" and not result.known_failing:
            lines.append(f"FAIL {result.name}")
            if result.failure is not None:
                lines.append(result.failure.render())
    for name in stale_known_failing:
        lines.append(f"FAIL {name}: listed as known failing, but it passed (remove it)")
    counts = Counter(_bucket(r) for r in results)
    lines.append(
        f"{len(results)} fixtures: {counts['passed']} passed, {counts['failed']} failed, "
        f"{counts['known failing']} known failing, {counts['skipped']} not applicable"
    )
    return "\n".join(lines)


def _bucket(result: Result) -> str:
    if result.status == "failed" and result.known_failing:
        return "known failing"
    return result.status


def write_json(path: Path, results: Sequence[Result], stale_known_failing: Sequence[str]) -> None:
    document = {
        "results": [
            {
                "name": r.name,
                "status": _bucket(r),
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
        "stale_known_failing": list(stale_known_failing),
        "totals": dict(Counter(_bucket(r) for r in results)),
    }
    path.write_text(json.dumps(document, indent=2) + "\n", encoding="utf-8")


def write_junit(path: Path, results: Sequence[Result], stale_known_failing: Sequence[str]) -> None:
    suite = ElementTree.Element(
        "testsuite",
        name="meeple-conformance",
        tests=str(len(results)),
        failures=str(
            sum(r.status == "failed" and not r.known_failing for r in results)
            + len(stale_known_failing)
        ),
        skipped=str(sum(r.status == "skipped" or r.known_failing for r in results)),
    )
    for result in results:
        classname, _, name = result.name.rpartition("/")
        case = ElementTree.SubElement(
            suite,
            "testcase",
            classname=classname.replace("/", "."),
            name=name,
            time=f"{result.seconds:.4f}",
        )
        if result.status == "skipped":
            ElementTree.SubElement(case, "skipped", message=result.skip_reason)
        elif result.status == "failed" and result.known_failing:
            ElementTree.SubElement(case, "skipped", message="known failing")
        elif result.status == "failed":
            failure = result.failure
            element = ElementTree.SubElement(
                case, "failure", message=failure.what if failure else "failed"
            )
            element.text = failure.render() if failure else ""
        if result.name in stale_known_failing:
            ElementTree.SubElement(case, "failure", message="known failing, but it passed")
    ElementTree.ElementTree(suite).write(path, encoding="utf-8", xml_declaration=True)
