"""The rules of Carcassonne as conformance/rules/carcassonne.md states them, on plain Python data.

Events, views and actions are plain dicts in the proto3 JSON form of meeple.carcassonne.v1 (the
server converts them); rejections raise :class:`Rejected` with the proto's reason codes.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tests.conformance.independent.tiles import STEP, Tile, read_catalogue

TILES = read_catalogue()
LETTERS = sorted(TILES)
FOLLOWERS = 7
KIND_NAMES = {"road": "ROAD", "city": "CITY", "monastery": "MONASTERY", "field": "FIELD"}
KINDS = {f"FEATURE_KIND_{v}": k for k, v in KIND_NAMES.items()}
#: locations in canonical order: the edges N E S W, the half-edges, the centre
LOCATIONS = ["N", "E", "S", "W", "NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR", "CENTER"]
#: the rotations that give distinct placements, and the smallest rotation of each
CANONICAL = {
    letter: [
        min(q for q in range(4) if tile.turned(q).shape() == tile.turned(r).shape())
        for r in range(4)
    ]
    for letter, tile in TILES.items()
}
TURNED = {(letter, r): tile.turned(r) for letter, tile in TILES.items() for r in range(4)}


class Rejected(Exception):
    def __init__(self, code: str, reason: str, message: str = "") -> None:
        super().__init__(message or reason)
        self.code, self.reason = code, reason


def precondition(reason: str) -> Rejected:
    return Rejected("FAILED_PRECONDITION", reason)


def invalid(reason: str) -> Rejected:
    return Rejected("INVALID_ARGUMENT", reason)


def location_name(kind: str, segment: Any) -> list[int]:
    """Every location (index into LOCATIONS) of a segment."""
    if kind == "monastery":
        return [12]
    if kind == "field":
        return sorted(4 + h for h in segment.halves)
    return sorted(segment.edges)


@dataclass
class Game:
    players: int
    start_seat: int = 0
    return_to_bag: bool = False
    tiles: list[tuple[str, int, int, int]] = field(default_factory=list)  # letter, x, y, r
    followers: list[dict[str, Any]] = field(default_factory=list)  # seat, x, y, kind, location
    scores: list[int] = field(default_factory=list)
    pile: dict[str, int] = field(default_factory=dict)
    discarded: list[str] = field(default_factory=list)
    seat: int = 0
    step: str = "STEP_DRAW_TILE"
    drawn: str = ""
    ranks: list[int] = field(default_factory=list)

    # ---- the map ------------------------------------------------------------------------
    def at(self) -> dict[tuple[int, int], Tile]:
        return {(x, y): TURNED[(letter, r)] for letter, x, y, r in self.tiles}

    def fits(self, board: dict[tuple[int, int], Tile], tile: Tile, x: int, y: int) -> str:
        """ "" when ``tile`` may lie at (x, y), else the reason it may not."""
        if (x, y) in board:
            return "POSITION_OCCUPIED"
        touching = False
        for e, (dx, dy) in enumerate(STEP):
            neighbour = board.get((x + dx, y + dy))
            if neighbour is None:
                continue
            touching = True
            if neighbour.edges[(e + 2) % 4] != tile.edges[e]:
                return "TILE_DOES_NOT_FIT"
        return "" if touching else "NOT_ADJACENT"

    def placements(self, letter: str) -> list[tuple[int, int, int]]:
        board = self.at()
        squares = {
            (x + dx, y + dy) for (x, y) in board for dx, dy in STEP if (x + dx, y + dy) not in board
        }
        found = []
        for x, y in sorted(squares):
            for r in sorted(set(CANONICAL[letter])):
                if not self.fits(board, TURNED[(letter, r)], x, y):
                    found.append((x, y, r))
        return found

    def feature(
        self, board: dict[tuple[int, int], Tile], x: int, y: int, index: int
    ) -> set[tuple[int, int, int]]:
        """Every (x, y, segment) joined to segment ``index`` of the tile at (x, y)."""
        kind = board[(x, y)].segments[index].kind
        if kind == "monastery":
            return {(x, y, index)}
        seen = {(x, y, index)}
        todo = [(x, y, index)]
        while todo:
            cx, cy, ci = todo.pop()
            segment = board[(cx, cy)].segments[ci]
            links = [(e, None) for e in segment.edges] + [(h // 2, h) for h in segment.halves]
            for e, half in links:
                nx, ny = cx + STEP[e][0], cy + STEP[e][1]
                neighbour = board.get((nx, ny))
                if neighbour is None:
                    continue
                for ni, other in enumerate(neighbour.segments):
                    if other.kind != kind:
                        continue
                    joined = (
                        (e + 2) % 4 in other.edges
                        if half is None
                        else (((half + 4) % 8) ^ 1) in other.halves
                    )
                    if joined and (nx, ny, ni) not in seen:
                        seen.add((nx, ny, ni))
                        todo.append((nx, ny, ni))
        return seen

    def complete(self, board: dict[tuple[int, int], Tile], part: set[tuple[int, int, int]]) -> bool:
        x, y, i = next(iter(part))
        kind = board[(x, y)].segments[i].kind
        if kind == "monastery":
            return all((x + dx, y + dy) in board for dx in (-1, 0, 1) for dy in (-1, 0, 1))
        if kind == "field":
            return False
        return all(
            (cx + STEP[e][0], cy + STEP[e][1]) in board
            for cx, cy, ci in part
            for e in board[(cx, cy)].segments[ci].edges
        )

    def segment_of(self, board: dict[tuple[int, int], Tile], f: dict[str, Any]) -> int:
        tile = board[(f["x"], f["y"])]
        for index, segment in enumerate(tile.segments):
            if segment.kind == f["kind"] and LOCATIONS.index(f["location"]) in location_name(
                segment.kind, segment
            ):
                return index
        raise Rejected("INVALID_ARGUMENT", "INVALID_STATE", "a follower stands on no segment")

    def on(self, board: dict[tuple[int, int], Tile], part: set[tuple[int, int, int]]) -> list[int]:
        """Indices into self.followers of the followers on a feature."""
        return [
            n
            for n, f in enumerate(self.followers)
            if (f["x"], f["y"], self.segment_of(board, f)) in part
        ]

    def canonical_location(
        self, board: dict[tuple[int, int], Tile], part: Any, x: int, y: int
    ) -> str:
        tile = board[(x, y)]
        return LOCATIONS[
            min(
                loc
                for cx, cy, ci in part
                if (cx, cy) == (x, y)
                for loc in location_name(tile.segments[ci].kind, tile.segments[ci])
            )
        ]

    # ---- scoring ------------------------------------------------------------------------
    def score(
        self,
        board: dict[tuple[int, int], Tile],
        part: set[tuple[int, int, int]],
        at: tuple[int, int],
        final: bool,
    ) -> tuple[dict[str, Any], list[int]]:
        x, y, i = next(iter(part))
        kind = board[(x, y)].segments[i].kind
        holders = self.on(board, part)
        pennants = cities = 0
        if kind == "monastery":
            tiles = sum((x + dx, y + dy) in board for dx in (-1, 0, 1) for dy in (-1, 0, 1))
            value = 9 if not final else tiles
        elif kind == "field":
            tiles = 0
            complete_cities: list[frozenset[tuple[int, int, int]]] = []
            for cx, cy, ci in part:
                for c in board[(cx, cy)].segments[ci].borders:
                    city = frozenset(self.feature(board, cx, cy, c))
                    if city not in complete_cities and self.complete(board, set(city)):
                        complete_cities.append(city)
            cities = len(complete_cities)
            value = 3 * cities
        else:
            tiles = len({(cx, cy) for cx, cy, _ in part})
            pennants = sum(board[(cx, cy)].segments[ci].pennant for cx, cy, ci in part)
            value = tiles if kind == "road" else (tiles + pennants) * (1 if final else 2)
        count = [0] * self.players
        for n in holders:
            count[self.followers[n]["seat"]] += 1
        best = max(count)
        points = [value if best and c == best else 0 for c in count]
        returned = sorted(
            (dict(self.followers[n]) for n in holders),
            key=lambda f: (f["seat"], f["x"], f["y"], LOCATIONS.index(f["location"])),
        )
        event = {
            "kind": f"FEATURE_KIND_{KIND_NAMES[kind]}",
            "phase": "SCORING_PHASE_FINAL" if final else "SCORING_PHASE_TURN",
            "complete": not final,
            "tiles": tiles,
            "pennants": pennants,
            "cities": cities,
            "points": points,
            "followersReturned": [_follower(f) for f in returned],
            "x": at[0],
            "y": at[1],
            "location": "LOCATION_" + self.canonical_location(board, part, *at),
        }
        for seat, p in enumerate(points):
            self.scores[seat] += p
        return event, holders

    def turn_scoring(self, x: int, y: int) -> list[dict[str, Any]]:
        board = self.at()
        tile = board[(x, y)]
        found: list[tuple[int, set[tuple[int, int, int]]]] = []
        for index, segment in enumerate(tile.segments):
            if segment.kind not in ("road", "city"):
                continue
            part = self.feature(board, x, y, index)
            if self.complete(board, part) and all(part != p for _, p in found):
                found.append((LOCATIONS.index(self.canonical_location(board, part, x, y)), part))
        ordered = [(x, y, p) for _, p in sorted(found, key=lambda item: item[0])]
        for mx, my in sorted((x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)):
            near = board.get((mx, my))
            for index, segment in enumerate(near.segments if near else ()):
                part = {(mx, my, index)}
                if segment.kind == "monastery" and self.complete(board, part):
                    ordered.append((mx, my, part))
        events, leaving = [], set()
        for fx, fy, part in ordered:
            event, holders = self.score(board, part, (fx, fy), final=False)
            events.append({"featureScored": event})
            leaving.update(holders)
        self.followers = [f for n, f in enumerate(self.followers) if n not in leaving]
        return events

    def final_scoring(self) -> list[dict[str, Any]]:
        board = self.at()
        events = []
        for fields in (False, True):
            while True:
                pending = [f for f in self.followers if (f["kind"] == "field") == fields]
                if not pending:
                    break
                first = pending[0]
                part = self.feature(board, first["x"], first["y"], self.segment_of(board, first))
                event, holders = self.score(board, part, (first["x"], first["y"]), final=True)
                events.append({"featureScored": event})
                self.followers = [f for n, f in enumerate(self.followers) if n not in holders]
        self.step, self.drawn = "STEP_GAME_OVER", ""
        self.ranks = [1 + sum(o > s for o in self.scores) for s in self.scores]
        events.append({"gameOver": {"scores": list(self.scores), "ranks": list(self.ranks)}})
        return events

    # ---- the turn -----------------------------------------------------------------------
    def draw(self, take: Callable[[], str]) -> list[dict[str, Any]]:
        """Draw for the current seat until a tile can be placed, or end the game."""
        events: list[dict[str, Any]] = []
        while True:
            if sum(self.pile.values()) == 0:
                return events + self.final_scoring()
            letter = take()
            if self.pile.get(letter, 0) <= 0:
                raise precondition("CHANCE_SCRIPT_IMPOSSIBLE")
            self.pile[letter] -= 1
            left = sum(self.pile.values())
            events.append(
                {"tileDrawn": {"seat": self.seat, "tile": letter, "tilesRemaining": left}}
            )
            if self.placements(letter):
                self.step, self.drawn = "STEP_PLACE_TILE", letter
                return events
            others = [t for t, n in self.pile.items() if n > 0 and t != letter]
            if self.return_to_bag and any(self.placements(t) for t in others):
                self.pile[letter] += 1
                events.append({"tileReturned": {"seat": self.seat, "tile": letter}})
            else:
                self.discarded.append(letter)
                events.append({"tileDiscarded": {"seat": self.seat, "tile": letter}})

    def act(
        self, seat: int, action: dict[str, Any], take: Callable[[], str]
    ) -> list[dict[str, Any]]:
        """Apply one action; raises Rejected and changes nothing when it is not legal."""
        choice = _malformed(action)
        if self.step == "STEP_GAME_OVER":
            raise precondition("GAME_OVER")
        if seat != self.seat:
            raise precondition("NOT_YOUR_TURN")
        wanted = "STEP_PLACE_TILE" if choice == "placeTile" else "STEP_PLACE_FOLLOWER"
        if self.step != wanted:
            raise precondition("WRONG_STEP")
        trial = copy.deepcopy(self)
        events = trial._apply(choice, action[choice], take)
        self.__dict__.update(trial.__dict__)
        return events

    def _apply(
        self, choice: str, body: dict[str, Any], take: Callable[[], str]
    ) -> list[dict[str, Any]]:
        board = self.at()
        if choice == "placeTile":
            x, y, r = (
                body.get("x", 0),
                body.get("y", 0),
                CANONICAL[self.drawn][body.get("rotation", 0)],
            )
            reason = self.fits(board, TURNED[(self.drawn, r)], x, y)
            if reason:
                raise precondition(reason)
            self.tiles.append((self.drawn, x, y, r))
            placed = {"tile": self.drawn, "x": x, "y": y, "rotation": r}
            self.step, self.drawn = "STEP_PLACE_FOLLOWER", ""
            return [{"tilePlaced": {"seat": self.seat, "tile": placed}}]
        _, x, y, _ = self.tiles[-1]
        if choice == "placeFollower":
            kind, where = (
                KINDS[body["kind"]],
                LOCATIONS.index(body["location"].removeprefix("LOCATION_")),
            )
            if sum(f["seat"] == self.seat for f in self.followers) >= FOLLOWERS:
                raise precondition("NO_FOLLOWER_LEFT")
            tile = board[(x, y)]
            matching = [
                i
                for i, s in enumerate(tile.segments)
                if s.kind == kind and where in location_name(kind, s)
            ]
            if not matching:
                raise precondition("NO_SUCH_FEATURE")
            part = self.feature(board, x, y, matching[0])
            if self.on(board, part):
                raise precondition("FEATURE_OCCUPIED")
            placed = {
                "seat": self.seat,
                "x": x,
                "y": y,
                "kind": kind,
                "location": self.canonical_location(board, part, x, y),
            }
            self.followers.append(placed)
            events: list[dict[str, Any]] = [{"followerPlaced": {"follower": _follower(placed)}}]
        else:
            events = [{"followerSkipped": {"seat": self.seat}}]
        events += self.turn_scoring(x, y)
        if sum(self.pile.values()) == 0:
            return events + self.final_scoring()
        self.seat = (self.seat + 1) % self.players
        self.step = "STEP_DRAW_TILE"
        return events + self.draw(take)

    def legal(self, seat: int) -> list[dict[str, Any]]:
        if seat != self.seat or self.step not in ("STEP_PLACE_TILE", "STEP_PLACE_FOLLOWER"):
            return []
        if self.step == "STEP_PLACE_TILE":
            return [
                {"placeTile": {"x": x, "y": y, "rotation": r}}
                for x, y, r in self.placements(self.drawn)
            ]
        actions: list[dict[str, Any]] = [{"pass": {}}]
        if sum(f["seat"] == seat for f in self.followers) >= FOLLOWERS:
            return actions
        board = self.at()
        _, x, y, _ = self.tiles[-1]
        spots = set()
        for index, segment in enumerate(board[(x, y)].segments):
            part = self.feature(board, x, y, index)
            if not self.on(board, part):
                spots.add((segment.kind, self.canonical_location(board, part, x, y)))
        for kind, where in sorted(spots):
            actions.append(
                {
                    "placeFollower": {
                        "kind": f"FEATURE_KIND_{KIND_NAMES[kind]}",
                        "location": f"LOCATION_{where}",
                    }
                }
            )
        return actions

    def view(self, seat: int | None) -> dict[str, Any]:
        order = {(x, y): n for n, (_, x, y, _) in enumerate(self.tiles)}
        followers = sorted(self.followers, key=lambda f: order[(f["x"], f["y"])])
        over = self.step == "STEP_GAME_OVER"
        view: dict[str, Any] = {
            "numPlayers": self.players,
            "tiles": [_placed(t) for t in self.tiles],
            "followers": [_follower(f) for f in followers],
            "seats": [
                {
                    "seat": s,
                    "score": self.scores[s],
                    "laps": self.scores[s] // 50,
                    "trackSpace": self.scores[s] % 50,
                    "followersInSupply": FOLLOWERS - sum(f["seat"] == s for f in self.followers),
                }
                for s in range(self.players)
            ],
            "currentTile": self.drawn,
            "tilesRemaining": sum(self.pile.values()),
            "pendingDecision": {
                "STEP_PLACE_TILE": "PLACE_TILE",
                "STEP_PLACE_FOLLOWER": "PLACE_FOLLOWER",
            }.get(self.step, ""),
            "step": self.step,
            "pile": _pile(self.pile),
            "discarded": list(self.discarded),
            "ranks": list(self.ranks),
            "options": self.options(),
        }
        if seat is not None:
            view["seat"] = seat
        if not over:
            view["currentSeat"] = self.seat
        if self.step == "STEP_PLACE_FOLLOWER":
            view["lastPlaced"] = _placed(self.tiles[-1])
        return view

    def options(self) -> dict[str, Any]:
        """The table options by name, as strings (the proto's map<string, string>)."""
        bag = "return_to_bag" if self.return_to_bag else "discard"
        return {"start_seat": str(self.start_seat), "unplaceable_tile": bag}


def _placed(t: tuple[str, int, int, int]) -> dict[str, Any]:
    return {"tile": t[0], "x": t[1], "y": t[2], "rotation": t[3]}


def _follower(f: dict[str, Any]) -> dict[str, Any]:
    return {
        "seat": f["seat"],
        "x": f["x"],
        "y": f["y"],
        "kind": f"FEATURE_KIND_{KIND_NAMES[f['kind']]}",
        "location": f"LOCATION_{f['location']}",
    }


def _pile(pile: dict[str, int]) -> list[dict[str, Any]]:
    return [{"tile": t, "count": pile[t]} for t in LETTERS if pile.get(t, 0) > 0]


def _malformed(action: dict[str, Any]) -> str:
    """The action's choice; INVALID_ARGUMENT for what is wrong whatever the state."""
    choices = [c for c in ("placeTile", "placeFollower", "pass") if c in action]
    if not choices:
        raise invalid("ACTION_MISSING")
    choice = choices[0]
    body = action[choice]
    if choice == "placeTile":
        if body.get("rotation", 0) not in range(4):
            raise invalid("INVALID_ROTATION")
        if not all(-511 <= body.get(k, 0) <= 511 for k in ("x", "y")):
            raise invalid("INVALID_COORDINATE")
    if choice == "placeFollower":
        kind = body.get("kind", "FEATURE_KIND_UNSPECIFIED")
        if kind not in KINDS:
            raise invalid("INVALID_FEATURE_KIND")
        where = str(body.get("location", "LOCATION_UNSPECIFIED")).removeprefix("LOCATION_")
        allowed = {"road": LOCATIONS[:4], "city": LOCATIONS[:4], "field": LOCATIONS[4:12]}
        if where not in allowed.get(KINDS[kind], ["CENTER"]):
            raise invalid("INVALID_LOCATION")
    return choice
