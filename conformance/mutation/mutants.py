"""The mutants: every site of every mutation operator (:mod:`conformance.mutation.operators`)
over every engine module, the modules the service never runs left out with their reasons
(``targets.json``), each mutant one single-token change of one module.

A mutant's id is ``path:qualname:operator:ordinal`` (``engines/carcassonne/features.py:
FeatureMap.merge:arith-Add-Sub:0``): the module, the function it is in, the operator and which
of that function's sites of that operator. It survives edits elsewhere in the module, so the
equivalent mutants' reasons (``equivalent.json``) stay attached to their code; :func:`apply`
rebuilds the mutated module from the id alone.
"""

from __future__ import annotations

import ast
import json
import random
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path

from conformance.mutation.operators import Site, mutate, sites

ROOT = Path(__file__).resolve().parents[2]
TARGETS = Path(__file__).resolve().parent / "targets.json"
ENGINES = ROOT / "engines"
#: the benchmark's selection (``--all``): mutants per game (and of the shared modules), seed
BENCHMARK_SAMPLE = 170
BENCHMARK_SEED = 45
#: the benchmark's selection, pinned: drawn by seed once, kept across edits (:func:`repin`)
SELECTION = Path(__file__).resolve().parent / "selection.json"


@dataclass(frozen=True, slots=True)
class Mutant:
    """One mutation of one module: its id, the fixtures' game (``shared``: every game's), the
    module, the operator, and the statement before and after (first lines)."""

    id: str
    game: str
    path: str
    line: int
    operator: str
    original: str
    mutated: str


@dataclass(frozen=True, slots=True)
class Targets:
    #: module path -> the game whose fixtures score it (``shared``: all of them)
    games: dict[str, str]
    #: module path -> why it is not mutated (the service never runs it)
    left_out: dict[str, str]


@cache
def targets() -> Targets:
    """Every engine module, each either scored by a game's fixtures or left out (targets.json)."""
    document = json.loads(TARGETS.read_text(encoding="utf-8"))
    left_out: dict[str, str] = {}
    for entry in document["left_out"]:
        for path in entry["modules"]:
            left_out[path] = entry["why"]
    games: dict[str, str] = {}
    for path in engine_modules():
        if path in left_out:
            continue
        parts = Path(path).parts
        games[path] = parts[1] if len(parts) == 3 else "shared"
    return Targets(games, left_out)


def engine_modules() -> list[str]:
    """Every Python module of the engines package (its game packages included), sorted."""
    return sorted(str(p.relative_to(ROOT)) for p in ENGINES.rglob("*.py"))


def _sites_of(path: str) -> list[Site]:
    return sites(ast.parse((ROOT / path).read_text(encoding="utf-8")))


def mutants_of(game: str, path: str) -> list[Mutant]:
    """Every mutant of one module (without the mutated line: see :func:`described`)."""
    lines = (ROOT / path).read_text(encoding="utf-8").splitlines()
    found = []
    for site in _sites_of(path):
        number = getattr(site.node, "lineno", 0)
        original = lines[number - 1].strip() if 0 < number <= len(lines) else ""
        found.append(Mutant(f"{path}:{site.name}", game, path, number, site.operator, original, ""))
    return found


def generated_counts() -> dict[str, int]:
    """Mutants generated per game over every engine module (``left out``: the modules the
    service never runs)."""
    counts: dict[str, int] = {}
    chosen = targets()
    for path in engine_modules():
        group = chosen.games.get(path, "left out")
        counts[group] = counts.get(group, 0) + len(_sites_of(path))
    return counts


def all_mutants(games: list[str] | None = None) -> list[Mutant]:
    found: list[Mutant] = []
    for path, game in targets().games.items():
        if games and game not in games:
            continue
        found += mutants_of(game, path)
    return found


def sample(mutants: list[Mutant], per_game: int, seed: int) -> list[Mutant]:
    """A fixed random sample of ``per_game`` mutants of each game (0: all), sorted by id."""
    if per_game <= 0:
        return sorted(mutants, key=lambda m: m.id)
    chosen: list[Mutant] = []
    for game in sorted({m.game for m in mutants}):
        own = sorted((m for m in mutants if m.game == game), key=lambda m: m.id)
        chosen += random.Random(f"{seed}:{game}").sample(own, min(per_game, len(own)))
    return sorted(chosen, key=lambda m: m.id)


def pinned_ids(path: Path = SELECTION) -> list[str]:
    """The ids of the pinned selection (``selection.json``)."""
    ids: list[str] = json.loads(path.read_text(encoding="utf-8"))["mutants"]
    return ids


def benchmark_selection(
    generated: list[Mutant] | None = None, path: Path = SELECTION
) -> list[Mutant]:
    """The mutants ``--all`` runs: the pinned selection, those of its ids this tree generates
    (of ``generated`` when given: the caller's :func:`all_mutants`, of some games).

    A fresh seeded sample (:func:`sample`) of a tree that changed anywhere draws other mutants,
    and the results of the earlier ones would no longer count. The pin keeps them: a mutant's id
    survives edits outside its function, so only mutants of edited functions leave it, and
    :func:`repin` draws their replacements."""
    pinned = set(pinned_ids(path))
    found = all_mutants() if generated is None else generated
    return sorted((m for m in found if m.id in pinned), key=lambda m: m.id)


def repin(
    path: Path = SELECTION, per_game: int = BENCHMARK_SAMPLE, seed: int = BENCHMARK_SEED
) -> tuple[list[str], list[str]]:
    """Rewrite the pin: its ids this tree no longer generates go, and each game short of
    ``per_game`` is topped up by seed from the mutants not pinned. Returns (gone, drawn)."""
    generated = all_mutants()
    by_id = {m.id: m for m in generated}
    pinned = pinned_ids(path)
    kept = [i for i in pinned if i in by_id]
    gone = [i for i in pinned if i not in by_id]
    drawn: list[str] = []
    taken = set(kept)
    for game in sorted({m.game for m in generated}):
        have = sum(by_id[i].game == game for i in kept)
        free = sorted(m.id for m in generated if m.game == game and m.id not in taken)
        wanted = min(max(per_game - have, 0), len(free))
        drawn += random.Random(f"{seed}:{game}:{have}").sample(free, wanted)
    document = {"seed": seed, "per_game": per_game, "mutants": sorted(kept + drawn)}
    path.write_text(json.dumps(document, indent=1) + "\n", encoding="utf-8")
    return gone, drawn


def described(mutant: Mutant) -> Mutant:
    """The mutant with its mutated statement filled in (a parse and an unparse of its module,
    so only chosen mutants are described)."""
    _path, _source, before, after = _applied(mutant.id)
    return replace(mutant, original=before, mutated=after)


def apply(mutant_id: str) -> tuple[str, str, str]:
    """(module path, the module's mutated source, the mutated statement's first line)."""
    path, source, _before, after = _applied(mutant_id)
    return path, source, after


def _applied(mutant_id: str) -> tuple[str, str, str, str]:
    path, name = split(mutant_id)
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    for site in sites(tree):
        if site.name == name:
            statement = statement_of(tree, site.node)
            before = _first_line(statement)
            mutate(tree, site)
            if site.operator == "remove":
                after = "(removed)"
            elif site.operator in {"early-return", "loop-return"}:
                after = f"{before} {_first_line(_first_return(statement))} ..."
            else:
                after = _first_line(statement)
            return path, ast.unparse(ast.fix_missing_locations(tree)) + "\n", before, after
    raise ValueError(f"no mutant {mutant_id} (was its function renamed or removed?)")


def statement_of(tree: ast.Module, node: ast.AST) -> ast.AST:
    """The statement holding ``node`` (itself when it is one)."""
    parents = {child: above for above in ast.walk(tree) for child in ast.iter_child_nodes(above)}
    while not isinstance(node, ast.stmt) and node in parents:
        node = parents[node]
    return node


def _first_return(statement: ast.AST) -> ast.AST:
    return next(s for s in getattr(statement, "body", []) if isinstance(s, ast.Return))


def _first_line(node: ast.AST) -> str:
    return ast.unparse(node).splitlines()[0]


def split(mutant_id: str) -> tuple[str, str]:
    """(module path, ``qualname:operator:ordinal``)."""
    path, _, name = mutant_id.partition(":")
    if not path.endswith(".py") or name.count(":") != 2:
        raise ValueError(f"{mutant_id!r} is not path:qualname:operator:ordinal")
    return path, name
