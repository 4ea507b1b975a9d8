from __future__ import annotations

from conformance.runner.matching import exact_diff, field_names, subsequence_diff, subset_diff


def test_subset_ignores_extra_keys_and_treats_missing_as_default() -> None:
    actual = {"a": 1, "b": {"c": "x", "d": [1, 2]}, "extra": True}
    assert subset_diff({"a": 1, "b": {"c": "x"}}, actual) == []
    assert subset_diff({"zero": 0, "empty": "", "no": False, "list": []}, actual) == []
    assert subset_diff({"a": 2}, actual) == ["$.a: expected 2, got 1"]


def test_subset_arrays_need_the_same_length_and_match_elementwise() -> None:
    assert subset_diff({"d": [1, 2]}, {"d": [1, 2]}) == []
    assert subset_diff({"d": [1]}, {"d": [1, 2]}) == ["$.d: expected 1 elements, got 2"]
    assert subset_diff([{"x": 1}], [{"x": 1, "y": 2}]) == []


def test_int64_strings_compare_as_numbers() -> None:
    assert subset_diff({"version": 12}, {"version": "12"}) == []
    assert subset_diff({"version": 12}, {"version": "13"}) != []
    assert subset_diff({"tile": "1"}, {"tile": "1"}) == []


def test_operators() -> None:
    items = [{"k": "a", "n": 1}, {"k": "b", "n": 2}]
    assert subset_diff({"$contains": [{"k": "b"}, {"k": "a"}]}, items) == []
    assert subset_diff({"$contains": [{"k": "a"}, {"k": "a"}]}, items) != []
    assert subset_diff({"$len": 2}, items) == []
    assert subset_diff({"$len": 3}, items) != []
    assert subset_diff({"gone": {"$absent": True}}, {"other": 1}) == []
    assert subset_diff({"other": {"$absent": True}}, {"other": 1}) != []


def test_events_match_as_an_ordered_subsequence() -> None:
    events = [{"a": 1}, {"b": 2}, {"c": 3}]
    assert subsequence_diff([{"a": 1}, {"c": 3}], events, "events") == []
    assert subsequence_diff([{"c": 3}, {"a": 1}], events, "events") != []


def test_exact_compares_key_sets() -> None:
    assert exact_diff({"a": [1, {"b": 2}]}, {"a": [1, {"b": 2}]}) == []
    assert exact_diff({"a": 1}, {"a": 1, "b": 2}) == ["$.b: expected <absent>, got 2"]
    assert exact_diff({"v": 3}, {"v": "3"}) == []


def test_field_names_reach_every_depth_and_skip_defaults() -> None:
    names = set(field_names({"a": [{"drawOrder": 1}], "b": {"c": {"d": 2}}, "e": []}))
    assert names == {"a", "drawOrder", "b", "c", "d"}


def test_a_missed_event_is_diffed_against_events_of_its_kind() -> None:
    events = [{"placed": {"x": 1}}, {"scored": {"points": [4, 0]}}]
    lines = subsequence_diff([{"scored": {"points": [3, 0]}}], events, "events")
    assert lines[0].startswith("events[0]: no event")
    assert "vs actual[1]: $.scored.points[0]: expected 3, got 4" in lines[1]


def test_absent_means_not_present_not_a_default_value() -> None:
    # a spectator view that claims seat 0 is not a view without a seat
    assert subset_diff({"seat": {"$absent": True}}, {"seat": 0}) == [
        "$.seat: expected absent (no value at all), got 0"
    ]
    assert subset_diff({"seat": {"$absent": True}}, {"tiles": []}) == []
    assert subset_diff({"seat": {"$absent": False}}, {"seat": 0}) == []
    assert subset_diff({"seat": {"$absent": False}}, {}) == [
        "$.seat: expected present, got <absent>"
    ]


def test_a_contains_miss_shows_what_the_server_sent() -> None:
    actual = [{"tile": "X", "count": 2}, {"tile": "L", "count": 3}]
    diff = subset_diff({"pile": {"$contains": [{"tile": "X", "count": 1}]}}, {"pile": actual})
    assert diff[0].startswith("$.pile: no element matches $contains[0]")
    assert diff[1] == (
        '$.pile: actual (2 elements): [{"count": 2, "tile": "X"}, {"count": 3, "tile": "L"}]'
    )
    assert "  closest $.pile[0].count: expected 1, got 2" in diff
