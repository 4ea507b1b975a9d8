"""Certification profiles and the verdict per profile (SPEC.md, "Profiles and certification").

A profile is certified on a run when the implementation declares the profile's games and
features, and every fixture of the profile ran on the whole suite and passed: none failed,
none was skipped, none was listed as known failing, none was filtered out.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from conformance.runner.loading import SUITE_ROOT, Fixture, read_document
from conformance.runner.selection import Implementation, matches

PROFILES_FILE = SUITE_ROOT / "profiles.yaml"
#: what the suite revision hashes: everything a verdict depends on, and nothing else
REVISION_PARTS = (
    "SPEC.md",
    "profiles.yaml",
    "positions.yaml",
    "schema",
    "fixtures",
    "generated",
    "rules",
    "chance.md",  # the seeded-chance fixtures check draws against its data
)


@dataclass(frozen=True, slots=True)
class Profile:
    name: str
    version: int
    description: str
    games: frozenset[str]
    features: frozenset[str]
    patterns: tuple[str, ...]

    @property
    def label(self) -> str:
        return f"{self.name}@{self.version}"

    def selects(self, fixture: Fixture) -> bool:
        """Whether the fixture is one this profile requires."""
        return matches(fixture.name, self.patterns) and set(fixture.features) <= self.features

    def claimed_by(self, implementation: Implementation) -> bool:
        """Whether the implementation claims this profile: its config lists it, or (without a
        ``profiles`` list) declares every game and feature of it."""
        if implementation.profiles is not None:
            return self.name in implementation.profiles
        return not self.unclaimed(implementation)

    def unclaimed(self, implementation: Implementation) -> str:
        """Why the implementation cannot be certified for this profile whatever it passes."""
        missing_games = sorted(self.games - implementation.games)
        missing = sorted(self.features - implementation.features)
        parts = []
        if missing_games:
            parts.append("games not declared: " + ", ".join(missing_games))
        if missing:
            parts.append("features not declared: " + ", ".join(missing))
        return "; ".join(parts)


def load_profiles(path: Path = PROFILES_FILE) -> dict[str, Profile]:
    from conformance.runner.checking import schema_errors

    document = read_document(path)
    errors = schema_errors(document, "profiles.schema.json")
    if errors:
        raise ValueError(f"{path}: " + "; ".join(errors))
    return {
        name: Profile(
            name=name,
            version=int(raw["version"]),
            description=" ".join(str(raw["description"]).split()),
            games=frozenset(raw["games"]),
            features=frozenset(raw["features"]),
            patterns=tuple(raw["fixtures"]),
        )
        for name, raw in document["profiles"].items()
    }


def suite_revision(root: Path = SUITE_ROOT) -> str:
    """A content hash of the suite: SHA-256 over every file's relative path and bytes."""
    digest = hashlib.sha256()
    files: list[Path] = []
    for part in REVISION_PARTS:
        path = root / part
        if path.is_file():
            files.append(path)
        elif path.is_dir():
            files += [p for p in path.rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    for path in sorted(files, key=lambda p: p.relative_to(root).as_posix()):
        relative = path.relative_to(root).as_posix().encode()
        data = path.read_bytes()
        digest.update(len(relative).to_bytes(4, "big") + relative)
        digest.update(len(data).to_bytes(8, "big") + data)
    return "sha256:" + digest.hexdigest()


@dataclass(frozen=True, slots=True)
class Outcome:
    """One fixture's outcome, as the verdict sees it."""

    name: str
    status: str  # "passed", "failed", "known failing", "unexpectedly passed", "skipped"
    skip_reason: str = ""


@dataclass(frozen=True, slots=True)
class Verdict:
    profile: Profile
    certified: bool
    required: int
    passed: int
    #: why not certified, one line per reason (empty when certified)
    reasons: tuple[str, ...]
    #: the names of the fixtures the profile requires (what a certificate covers)
    fixtures: tuple[str, ...] = ()

    def line(self) -> str:
        head = "CERTIFIED" if self.certified else "NOT CERTIFIED"
        text = f"{self.profile.label}: {head} ({self.passed}/{self.required} fixtures passed)"
        if self.reasons:
            text += ": " + "; ".join(self.reasons)
        return text


def verdicts(
    profiles: Iterable[Profile],
    suite: Sequence[Fixture],
    outcomes: Sequence[Outcome],
    implementation: Implementation,
) -> list[Verdict]:
    """The verdict of every profile, given the whole suite and what happened on this run."""
    by_name = {outcome.name: outcome for outcome in outcomes}
    found: list[Verdict] = []
    for profile in profiles:
        required = [fixture.name for fixture in suite if profile.selects(fixture)]
        reasons: list[str] = []
        unclaimed = profile.unclaimed(implementation)
        if unclaimed:
            reasons.append(unclaimed)
        if not required:
            reasons.append("the suite holds no fixture of this profile")
        counts: dict[str, int] = {}
        skips: dict[str, int] = {}
        for name in required:
            outcome = by_name.get(name)
            status = "not run" if outcome is None else outcome.status
            counts[status] = counts.get(status, 0) + 1
            if outcome is not None and outcome.status == "skipped":
                skips[outcome.skip_reason] = skips.get(outcome.skip_reason, 0) + 1
        for status in ("failed", "known failing", "not run"):
            if counts.get(status):
                reasons.append(f"{counts[status]} {status}")
        if not unclaimed:
            reasons += [f"{count} skipped ({why})" for why, count in sorted(skips.items())]
        passed = counts.get("passed", 0) + counts.get("unexpectedly passed", 0)
        found.append(
            Verdict(profile, not reasons, len(required), passed, tuple(reasons), tuple(required))
        )
    return found
