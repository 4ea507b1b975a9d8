from __future__ import annotations

from collections import Counter

import pytest

from engines.chance import (
    ChanceOutcome,
    ChanceRequest,
    ScriptedChance,
    SeededChance,
    uniform_below,
)
from engines.errors import ChanceScriptError

DIE = ChanceRequest("die", ("1", "2", "3", "4", "5", "6"), (1, 1, 1, 1, 1, 1))


def test_seeded_chance_is_a_pure_function_of_seed_and_position() -> None:
    first = SeededChance(7)
    sequence = [first.choose(DIE) for _ in range(50)]
    resumed = SeededChance(7, draws=20)
    assert [resumed.choose(DIE) for _ in range(30)] == sequence[20:]
    assert [SeededChance(8).choose(DIE) for _ in range(50)] != sequence


def test_again_starts_the_same_seed_afresh_whatever_its_template_drew() -> None:
    template = SeededChance(2**62 + 11)
    reference = SeededChance(2**62 + 11)
    expected = [reference.choose(DIE) for _ in range(40)]
    tile = ChanceRequest("tile", ("A", "B", "C"), (1, 2, 3))
    for _ in range(5):  # the template's own draws and weights do not leak into a new source
        template.choose(tile)
        fresh = template.again()
        assert fresh.seed == template.seed and fresh.draws == 0
        assert [fresh.choose(DIE) for _ in range(40)] == expected
    # a template of another seed is not shared
    other, reference = SeededChance(5, like=template), SeededChance(5)
    assert [other.choose(DIE) for _ in range(40)] == [reference.choose(DIE) for _ in range(40)]


def test_seeded_chance_respects_weights() -> None:
    source = SeededChance(3)
    request = ChanceRequest("tile", ("A", "B"), (1, 9))
    counts = Counter(source.choose(request) for _ in range(4000))
    assert 0.85 < counts["B"] / 4000 < 0.95
    never = ChanceRequest("tile", ("A", "B"), (0, 5))
    assert {source.choose(never) for _ in range(200)} == {"B"}


@pytest.mark.parametrize("bound", [1, 2, 3, 5, 6, 9, 65, 71])
def test_uniform_below_is_uniform_for_bounds_just_past_a_power_of_two(bound: int) -> None:
    """Masking to bound - 1's bit length then rejecting (chance.md 2) leaves every value
    equally likely: 600 draws per value, each count within 5 standard deviations."""
    draws = 600 * bound
    counts = Counter(uniform_below(11, n, bound) for n in range(draws))
    assert set(counts) == set(range(bound))
    spread = 5 * (600 * (1 - 1 / bound)) ** 0.5
    assert all(abs(count - 600) <= spread for count in counts.values()), counts


def test_scripted_chance_plays_each_kind_in_order() -> None:
    source = ScriptedChance({"die": ["2", "5"], "tile": ["K"]})
    assert source.choose(DIE) == "2"
    assert source.choose(ChanceRequest("tile", ("K", "L"), (1, 1))) == "K"
    assert source.choose(DIE) == "5"
    with pytest.raises(ChanceScriptError) as exhausted:
        source.choose(DIE)
    assert exhausted.value.reason == "CHANCE_SCRIPT_EXHAUSTED"


def test_scripted_chance_rejects_impossible_outcomes_without_consuming() -> None:
    source = ScriptedChance({"tile": ["X"]})
    with pytest.raises(ChanceScriptError) as impossible:
        source.choose(ChanceRequest("tile", ("X", "Y"), (0, 3)))
    assert impossible.value.reason == "CHANCE_SCRIPT_IMPOSSIBLE"
    assert source.remaining() == {"tile": ["X"]}


def test_outcomes_round_trip_into_a_script() -> None:
    recorded = [ChanceOutcome("die", "3"), ChanceOutcome("tile", "E"), ChanceOutcome("die", "6")]
    source = ScriptedChance.from_outcomes(recorded)
    assert source.remaining() == {"die": ["3", "6"], "tile": ["E"]}
