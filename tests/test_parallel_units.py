"""The parallel run's units (tests/conftest.py) name modules that exist: a module renamed or
moved would otherwise leave its group, or the long units' head start, without a word."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import GROUP_OF, LONG_FIRST, SHARED, unit_of

ROOT = Path(__file__).resolve().parents[1]


def test_every_module_named_exists() -> None:
    grouped = [path for paths in SHARED.values() for path in paths]
    assert len(set(grouped)) == len(grouped) == len(GROUP_OF), "a module is in one group"
    named = grouped + [unit for unit in LONG_FIRST if unit not in SHARED]
    assert [path for path in named if not (ROOT / path).is_file()] == []


def test_a_test_belongs_to_its_module_or_its_group() -> None:
    assert unit_of("tests/test_chance.py::test_x[a::b]") == "tests/test_chance.py"
    assert unit_of("tests/deploy/test_container.py::test_y") == "docker-images"
