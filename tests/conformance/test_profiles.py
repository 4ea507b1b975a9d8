"""Profiles and the verdict per profile, without a server (SPEC.md, "Profiles")."""

from __future__ import annotations

from pathlib import Path

from conformance.runner.loading import Fixture, load_fixtures
from conformance.runner.profiles import Outcome, load_profiles, suite_revision, verdicts
from conformance.runner.selection import Implementation

PROFILES = load_profiles()
CORE = PROFILES["carcassonne-core"]


def _implementation(features: frozenset[str] = CORE.features) -> Implementation:
    return Implementation("x", frozenset({"carcassonne"}), features, game_order=("carcassonne",))


def _carcassonne() -> list[Fixture]:
    return [f for f in load_fixtures() if f.game == "carcassonne" and CORE.selects(f)]


def test_every_profile_requires_fixtures_and_every_fixture_is_in_a_profile() -> None:
    suite = load_fixtures()
    for profile in PROFILES.values():
        assert any(profile.selects(f) for f in suite), profile.name
    orphans = [f.name for f in suite if not any(p.selects(f) for p in PROFILES.values())]
    assert orphans == []


def test_certified_only_when_every_required_fixture_passed() -> None:
    suite = _carcassonne()
    everything = [Outcome(f.name, "passed") for f in suite]
    (verdict,) = verdicts([CORE], suite, everything, _implementation())
    assert verdict.certified and verdict.passed == verdict.required == len(suite)
    assert verdict.line().startswith("carcassonne-core@1: CERTIFIED")

    for status in ("failed", "known failing", "skipped"):
        one_off = [Outcome(suite[0].name, status, "why"), *everything[1:]]
        (verdict,) = verdicts([CORE], suite, one_off, _implementation())
        assert not verdict.certified, status
        assert any(status in reason for reason in verdict.reasons), verdict.reasons
    # an unexpected pass is a pass; a fixture filtered out of the run is not
    (xpass,) = verdicts(
        [CORE], suite, [Outcome(suite[0].name, "unexpectedly passed"), *everything[1:]],
        _implementation(),
    )  # fmt: skip
    assert xpass.certified
    (partial,) = verdicts([CORE], suite, everything[1:], _implementation())
    assert partial.reasons == ("1 not run",)
    # a profile whose features are not declared is never certified
    (unclaimed,) = verdicts([CORE], suite, everything, _implementation(frozenset({"events"})))
    assert not unclaimed.certified and "features not declared" in unclaimed.reasons[0]


def test_the_suite_revision_is_a_content_hash(tmp_path: Path) -> None:
    (tmp_path / "fixtures").mkdir()
    (tmp_path / "SPEC.md").write_text("spec\n", encoding="utf-8")
    first = suite_revision(tmp_path)
    assert first == suite_revision(tmp_path) and first.startswith("sha256:")
    (tmp_path / "fixtures" / "a.yaml").write_text("x: 1\n", encoding="utf-8")
    second = suite_revision(tmp_path)
    (tmp_path / "fixtures" / "a.yaml").write_text("x: 2\n", encoding="utf-8")
    assert len({first, second, suite_revision(tmp_path)}) == 3
    (tmp_path / "chance.md").write_text("the chance contract\n", encoding="utf-8")
    assert suite_revision(tmp_path) not in {first, second}  # the seeded fixtures read its data
