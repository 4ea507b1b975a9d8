"""The results of running fixtures: a fixture's and a step's status, and where and why a fixture
failed, in the words the reports print (SPEC.md, "Results")."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

#: a fixture's or a step's status in reports, as the Web Platform Tests name them
PASS, FAIL, TIMEOUT, ERROR, NOT_APPLICABLE = "PASS", "FAIL", "TIMEOUT", "ERROR", "NOT_APPLICABLE"
#: how much of a playthrough's position the text report prints
POSITION_CHARS = 1200
#: gRPC codes that say the implementation broke down rather than answered wrongly
BROKEN_CODES = frozenset({"UNAVAILABLE", "UNKNOWN", "INTERNAL", "UNIMPLEMENTED", "CANCELLED"})


def status_of(code: str) -> str:
    """The status of a step that ended on an unexpected gRPC error with this code."""
    if code == "DEADLINE_EXCEEDED":
        return TIMEOUT
    return ERROR if code in BROKEN_CODES else FAIL


@dataclass(slots=True)
class Failure:
    """Where and why a fixture failed."""

    step: int | None
    what: str
    action: dict[str, Any] | None = None
    diff: list[str] = field(default_factory=list)
    #: FAIL, TIMEOUT or ERROR
    status: str = FAIL
    #: whether ``action`` is the step's own action or the last one sent before an expect step
    action_label: str = "action sent"
    #: the rule the fixture checks, as a link into conformance/rules/
    source: str = ""
    #: file:line of the fixture, and of the failing step
    fixture_at: str = ""
    step_at: str = ""
    #: playthroughs: the position before the diverging step and the rules it touches
    position: dict[str, Any] | None = None
    position_step: int | None = None
    touches: list[str] = field(default_factory=list)
    #: the fixture's description, for people
    description: str = ""
    #: playthroughs: the rule of the first diverging event (a link), and which event it is
    broken_rule: str = ""
    diverging: str = ""

    def render(self) -> str:
        where = "setup" if self.step is None else f"step {self.step}"
        lines = [
            f"  at {where}: {self.what}" + ("" if self.status == FAIL else f" [{self.status}]")
        ]
        if self.description:
            lines.append(f"    checks: {self.description}")
        if self.broken_rule:
            lines.append(
                f"    broken rule: {self.broken_rule} (the first divergence: {self.diverging})"
            )
        if self.source:
            lines.append(f"    rule: {self.source}")
        if self.step_at or self.fixture_at:
            lines.append(f"    written at: {self.step_at or self.fixture_at}")
        if self.action is not None:
            lines.append(f"    {self.action_label}: {json.dumps(self.action, sort_keys=True)}")
        lines += [f"    {line}" for line in self.diff]
        if self.position is not None:
            before = "the start" if self.position_step is None else f"step {self.position_step}"
            text = json.dumps(self.position, sort_keys=True, separators=(",", ":"))
            if len(text) > POSITION_CHARS:  # the JSON report holds it whole
                text = text[:POSITION_CHARS] + f"... ({len(text)} characters)"
            lines.append(f"    position before it (the view at {before}): {text}")
        if self.touches:
            lines.append(f"    rules it touches: {', '.join(self.touches)}")
        return "\n".join(lines)


@dataclass(slots=True)
class StepResult:
    """One step's status (steps after a failing one did not run and are not listed)."""

    index: int
    kind: str
    status: str
    line: int = 0


@dataclass(slots=True)
class Result:
    """The outcome of one fixture."""

    name: str
    status: str  # "passed", "failed", "skipped"
    seconds: float = 0.0
    failure: Failure | None = None
    skip_reason: str = ""
    known_failing: bool = False
    #: the fixture's rules anchor (a link into conformance/rules/), file and line
    source: str = ""
    file: str = ""
    line: int = 0
    steps: list[StepResult] = field(default_factory=list)

    @property
    def outcome(self) -> str:
        """PASS, FAIL, TIMEOUT, ERROR or NOT_APPLICABLE."""
        if self.status == "skipped":
            return NOT_APPLICABLE
        if self.status == "passed":
            return PASS
        return self.failure.status if self.failure else FAIL
