"""Where a playthrough golden scores a road: the step a road-breaking engine
(tests/conformance/broken_carcassonne.py) must first diverge at, read from the golden itself so
that the tests follow a regenerated golden."""

from __future__ import annotations

import json
from pathlib import Path

GENERATED = Path(__file__).resolve().parents[2] / "conformance" / "generated" / "carcassonne"


def first_road_scored(golden: str, *, complete: bool | None = None) -> tuple[int, int]:
    """(step, event index) of the golden's first recorded ``featureScored`` of a road that
    gives someone points (complete or not, when ``complete`` says), in
    ``conformance/generated/carcassonne/playthrough-<golden>.json``."""
    document = json.loads((GENERATED / f"playthrough-{golden}.json").read_text(encoding="utf-8"))
    for index, step in enumerate(document["fixtures"][0]["steps"]):
        expect = step.get("expect", {})
        for number, event in enumerate(expect.get("events_exact") or expect.get("events", [])):
            scored = event.get("featureScored", {})
            if scored.get("kind") != "FEATURE_KIND_ROAD" or not any(scored.get("points", [])):
                continue
            if complete is None or bool(scored.get("complete")) == complete:
                return index, number
    raise LookupError(f"playthrough-{golden} scores no road")
