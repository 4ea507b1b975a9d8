"""AST mutants of the engine modules: one single-token change per mutant, the kind of bug an
engine author makes (an off-by-one, a wrong comparison, a swapped operator, a missing check).

A mutant's id is ``path:line:col:operator`` and stays the same as long as the line does not
move; :func:`apply` rebuilds the mutated module's source from the id alone.
"""

from __future__ import annotations

import ast
import json
import random
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TARGETS = Path(__file__).resolve().parent / "targets.json"

_COMPARE = {
    ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq, ast.NotEq: ast.Eq, ast.In: ast.NotIn, ast.NotIn: ast.In,
    ast.Is: ast.IsNot, ast.IsNot: ast.Is,
}  # fmt: skip
_BINARY = {
    ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.Add, ast.FloorDiv: ast.Mult,
    ast.Mod: ast.FloorDiv, ast.Div: ast.Mult,
}  # fmt: skip
_BOOL = {ast.And: ast.Or, ast.Or: ast.And}


@dataclass(frozen=True, slots=True)
class Mutant:
    """One mutation of one module: where, which operator, the line before and after."""

    id: str
    game: str
    path: str
    line: int
    operator: str
    original: str
    mutated: str


def targets() -> dict[str, list[str]]:
    """The modules to mutate per game (targets.json)."""
    games: dict[str, list[str]] = json.loads(TARGETS.read_text(encoding="utf-8"))["games"]
    return games


def _skipped(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> bool:
    """Docstrings, annotations and type-checking-only code are not behaviour."""
    child = node
    parent = parents.get(child)
    while parent is not None:
        if isinstance(parent, ast.AnnAssign | ast.arg) and child is parent.annotation:
            return True
        if isinstance(parent, ast.FunctionDef) and child is parent.returns:
            return True
        if isinstance(parent, ast.If) and "TYPE_CHECKING" in ast.unparse(parent.test):
            return True
        if isinstance(parent, ast.Expr) and isinstance(child, ast.Constant):
            return True  # a docstring or a bare string
        if isinstance(parent, ast.Subscript) and child is parent.slice and _is_type(parent):
            return True
        if isinstance(parent, ast.Assign | ast.AnnAssign) and _is_cache_size(parent):
            return True  # a memo's size bound changes speed, never behaviour
        child, parent = parent, parents.get(parent)
    return False


def _is_cache_size(node: ast.Assign | ast.AnnAssign) -> bool:
    targets = node.targets if isinstance(node, ast.Assign) else [node.target]
    names = [t.id for t in targets if isinstance(t, ast.Name)]
    return any(word in name.upper() for name in names for word in ("MEMO", "LIMIT", "CACHE"))


def _is_type(node: ast.Subscript) -> bool:
    return isinstance(node.value, ast.Name) and node.value.id in {
        "dict", "list", "tuple", "set", "frozenset", "Final", "Literal", "Mapping", "Sequence",
    }  # fmt: skip


def _sites(tree: ast.Module) -> Iterator[tuple[ast.AST, str]]:
    """Every (node, operator) a mutant may change, in a stable order."""
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    for node in ast.walk(tree):
        if _skipped(node, parents):
            continue
        if isinstance(node, ast.Compare):
            for index, op in enumerate(node.ops):
                if type(op) in _COMPARE:
                    yield node, f"compare{index}:{type(op).__name__}"
        elif isinstance(node, ast.BinOp | ast.AugAssign) and type(node.op) in _BINARY:
            yield node, f"binary:{type(node.op).__name__}"
        elif isinstance(node, ast.BoolOp):
            yield node, f"bool:{type(node.op).__name__}"
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            yield node, "drop-not"
        elif isinstance(node, ast.Constant) and isinstance(node.value, bool):
            yield node, f"flip:{node.value}"
        elif isinstance(node, ast.Constant) and type(node.value) is int:
            yield node, "plus-one"
        elif isinstance(node, ast.If) and any(isinstance(s, ast.Raise) for s in node.body):
            yield node, "drop-check"


def _mutate(node: ast.AST, operator: str, parents: dict[ast.AST, ast.AST]) -> None:
    kind = operator.split(":")[0]
    if kind.startswith("compare"):
        assert isinstance(node, ast.Compare)
        index = int(kind.removeprefix("compare"))
        node.ops[index] = _COMPARE[type(node.ops[index])]()
    elif kind == "binary":
        assert isinstance(node, ast.BinOp | ast.AugAssign)
        node.op = _BINARY[type(node.op)]()
    elif kind == "bool":
        assert isinstance(node, ast.BoolOp)
        node.op = _BOOL[type(node.op)]()
    elif kind == "drop-not":
        assert isinstance(node, ast.UnaryOp)
        _replace(node, node.operand, parents)
    elif kind == "flip":
        assert isinstance(node, ast.Constant)
        node.value = not node.value
    elif kind == "plus-one":
        assert isinstance(node, ast.Constant) and isinstance(node.value, int)
        node.value = node.value + 1
    elif kind == "drop-check":
        assert isinstance(node, ast.If)
        node.body = [ast.Pass() if isinstance(s, ast.Raise) else s for s in node.body]


def _replace(old: ast.AST, new: ast.AST, parents: dict[ast.AST, ast.AST]) -> None:
    parent = parents[old]
    for name, value in ast.iter_fields(parent):
        if value is old:
            setattr(parent, name, new)
            return
        if isinstance(value, list):
            for index, item in enumerate(value):
                if item is old:
                    value[index] = new
                    return
    raise ValueError("node not found under its parent")


def _line(source_lines: list[str], number: int) -> str:
    return source_lines[number - 1].strip() if 0 < number <= len(source_lines) else ""


def mutants_of(game: str, path: str) -> list[Mutant]:
    """Every mutant of one module."""
    source = (ROOT / path).read_text(encoding="utf-8")
    lines = source.splitlines()
    found = []
    for node, operator in _sites(ast.parse(source)):
        line, col = getattr(node, "lineno", 0), getattr(node, "col_offset", 0)
        mutant_id = f"{path}:{line}:{col}:{operator}"
        found.append(Mutant(mutant_id, game, path, line, operator, _line(lines, line), ""))
    return found


def described(mutant: Mutant) -> Mutant:
    """The mutant with its mutated line filled in (rebuilding a mutant costs a parse and an
    unparse of its module, so only chosen mutants are described)."""
    return replace(mutant, mutated=apply(mutant.id)[2])


def _statement(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> str:
    """The first line of the statement holding ``node``, as unparsed."""
    while not isinstance(node, ast.stmt) and node in parents:
        node = parents[node]
    return ast.unparse(node).splitlines()[0] if isinstance(node, ast.stmt) else ""


def all_mutants(games: list[str] | None = None) -> list[Mutant]:
    found: list[Mutant] = []
    for game, paths in targets().items():
        if games and game not in games:
            continue
        for path in paths:
            found += mutants_of(game, path)
    return found


def sample(mutants: list[Mutant], per_game: int, seed: int) -> list[Mutant]:
    """A fixed random sample of ``per_game`` mutants of each game (0: all)."""
    if per_game <= 0:
        return mutants
    chosen: list[Mutant] = []
    for game in sorted({m.game for m in mutants}):
        own = [m for m in mutants if m.game == game]
        chosen += random.Random(f"{seed}:{game}").sample(own, min(per_game, len(own)))
    return chosen


def apply(mutant_id: str) -> tuple[str, str, str]:
    """(module path, the module's mutated source, the mutated statement's first line)."""
    path, line, col, operator = _split(mutant_id)
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    for node, op in _sites(tree):
        if (getattr(node, "lineno", 0), getattr(node, "col_offset", 0), op) == (
            line,
            col,
            operator,
        ):
            _mutate(node, operator, parents)
            changed = _statement(node, parents)
            return path, ast.unparse(ast.fix_missing_locations(tree)) + "\n", changed
    raise ValueError(f"no mutant {mutant_id} (has the line moved?)")


def _split(mutant_id: str) -> tuple[str, int, int, str]:
    path, line, col, operator = mutant_id.split(":", 3)
    return path, int(line), int(col), operator
