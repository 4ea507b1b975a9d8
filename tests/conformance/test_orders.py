"""What goldens compare (SPEC.md): every order a fixture compares is specified in the proto
comments, the engines emit those orders, and the lint rejects a fixture comparing an order the
protos leave open."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from conformance.runner import checking, orders
from conformance.runner.loading import load_fixtures
from conformance.runner.wire import message_class
from engines.playout import random_playout
from engines.registry import get_game

FEATURE_SCORED = "meeple.carcassonne.v1.FeatureScored"


def test_the_comments_specify_every_order_of_the_views_and_events() -> None:
    for game in ("carcassonne", "burgundy"):
        for message in ("View", "Event"):
            descriptor = message_class(f"meeple.{game}.v1.{message}").DESCRIPTOR
            assert orders.unordered_fields(descriptor) == set(), (game, message)
    assert orders.order_specified(FEATURE_SCORED, "followers_returned")
    # a comment without order words leaves the order open
    assert not orders.order_specified("meeple.burgundy.v1.State", "black_supply")


def test_returned_followers_come_sorted_by_seat_then_location() -> None:
    shared: list[list[tuple[int, int, int, int]]] = []
    for seed in range(60):
        for event in random_playout(get_game("carcassonne"), 2 + seed % 5, seed).events:
            if event.WhichOneof("event") == "feature_scored":
                returned = event.feature_scored.followers_returned  # type: ignore[attr-defined]
                group = [(f.seat, f.x, f.y, f.location) for f in returned]
                assert group == sorted(group), (seed, group)
                if len(group) >= 2:
                    shared.append(group)
        if len(shared) >= 5:
            break
    assert len(shared) >= 5, "too few features returned two or more followers"


def test_the_lint_rejects_a_golden_comparing_an_unspecified_order(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    golden = next(f for f in load_fixtures() if f.name == "carcassonne/playthrough/4p-seed2")
    # a feature that returns two followers, recorded in the generator's exact form
    returned = [
        {"kind": "FEATURE_KIND_ROAD", "location": "LOCATION_N", "seat": 0, "x": 1, "y": 0},
        {"kind": "FEATURE_KIND_ROAD", "location": "LOCATION_S", "seat": 1, "x": 1, "y": 1},
    ]
    two: dict[str, Any] = {
        "expect": {"events_exact": [{"featureScored": {"followersReturned": returned}}]}
    }
    golden = replace(golden, steps=(*golden.steps, two))
    assert checking.order_problems(golden) == []
    # the same golden, had the proto left followers_returned's order open
    comments = dict(orders.repeated_field_comments())
    comments[(FEATURE_SCORED, "followers_returned")] = "The followers taken off the feature."
    monkeypatch.setattr(orders, "repeated_field_comments", lambda: comments)
    problems = checking.order_problems(golden)
    assert problems and all("followersReturned" in line for line in problems), problems
    # an order-free comparison ($contains) of the same list is fine
    step: dict[str, Any] = {
        "expect": {"events": [{"featureScored": {"followersReturned": {"$contains": []}}}]}
    }
    assert checking.order_problems(replace(golden, steps=(step,))) == []
