"""Engine-native Carcassonne actions: small immutable, hashable values."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from engines.carcassonne.geometry import KIND_NAMES, LOCATION_NAMES
from engines.records import reduce_fields


@dataclass(frozen=True, slots=True)
class PlaceTile:
    """Place the drawn tile at (x, y), turned ``rotation`` quarter turns clockwise."""

    x: int
    y: int
    rotation: int

    def __str__(self) -> str:
        return f"tile at ({self.x},{self.y}) r{self.rotation}"

    def __reduce__(self) -> tuple[type[Any], tuple[Any, ...]]:
        return reduce_fields(self)  # pickles alike compiled (engines/records.py)


@dataclass(frozen=True, slots=True)
class PlaceFollower:
    """Place a follower on the feature of ``kind`` at ``location`` of the tile just placed
    (kind and location use the proto enum numbers, see :mod:`engines.carcassonne.geometry`)."""

    kind: int
    location: int

    def __str__(self) -> str:
        kind = KIND_NAMES.get(self.kind, f"kind{self.kind}")
        loc = LOCATION_NAMES[self.location] if 0 < self.location < len(LOCATION_NAMES) else "?"
        return f"follower on {kind} {loc}"

    def __reduce__(self) -> tuple[type[Any], tuple[Any, ...]]:
        return reduce_fields(self)  # pickles alike compiled (engines/records.py)


@dataclass(frozen=True, slots=True)
class Pass:
    """Place no follower this turn."""

    def __str__(self) -> str:
        return "no follower"

    def __reduce__(self) -> tuple[type[Any], tuple[Any, ...]]:
        return reduce_fields(self)  # pickles alike compiled (engines/records.py)


PASS: Final = Pass()

CarcassonneAction = PlaceTile | PlaceFollower | Pass
