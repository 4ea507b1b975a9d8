"""The mutation operators, generated over a module's syntax tree (:mod:`ast`): every place one
of them applies is a *site*, named by the function it is in (its qualified name), the operator
and an ordinal among that function's sites of the same operator, so a site keeps its name while
code elsewhere in the module moves.

The operators, the single-token bugs an engine author makes:

- ``arith``: an arithmetic operator swapped (``+`` and ``-``, ``*`` for ``//``, ...);
- ``boundary``: ``<`` and ``<=``, ``>`` and ``>=``; ``compare``: ``==`` and ``!=``, ``in`` and
  ``not in``, ``is`` and ``is not``; ``compare-const``: a number compared with, one more or one
  less;
- ``constant``: any other number one more, ``True`` and ``False`` flipped;
- ``bool``: ``and`` and ``or``; ``not-removed``: a ``not`` dropped;
- ``remove``: a statement removed (a call on its own, an augmented assignment, a ``raise``);
- ``swap-args``: two neighbouring positional arguments of a call swapped;
- ``early-return``: ``return`` with a default of the function's return type as its first
  statement; ``loop-return``: the same as the first statement of a loop in it.

Not behaviour, never mutated: docstrings, annotations, ``TYPE_CHECKING`` blocks, type
subscripts, decorators, ``assert`` statements (the type checker's), f-strings (text), and the
size bounds of memos (names with MEMO, LIMIT or CACHE).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass

_ARITH: dict[type[ast.operator], type[ast.operator]] = {
    ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.FloorDiv, ast.FloorDiv: ast.Mult,
    ast.Div: ast.Mult, ast.Mod: ast.FloorDiv, ast.BitOr: ast.BitAnd, ast.BitAnd: ast.BitOr,
    ast.BitXor: ast.BitOr, ast.LShift: ast.RShift, ast.RShift: ast.LShift, ast.Pow: ast.Mult,
}  # fmt: skip
_BOUNDARY: dict[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt,
}  # fmt: skip
_COMPARE: dict[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Eq: ast.NotEq, ast.NotEq: ast.Eq, ast.In: ast.NotIn, ast.NotIn: ast.In,
    ast.Is: ast.IsNot, ast.IsNot: ast.Is,
}  # fmt: skip
_BOOL: dict[type[ast.boolop], type[ast.boolop]] = {ast.And: ast.Or, ast.Or: ast.And}
#: a return annotation's outermost name -> the default an early return gives
_DEFAULTS = {
    "bool": "False", "int": "0", "float": "0.0", "str": "''", "None": "None",
    "list": "[]", "tuple": "()", "dict": "{}", "set": "set()", "frozenset": "frozenset()",
    "Sequence": "()", "Iterable": "()", "Mapping": "{}", "Iterator": "iter(())",
}  # fmt: skip
_TYPE_NAMES = {
    "dict", "list", "tuple", "set", "frozenset", "type", "Final", "Literal", "Mapping",
    "Sequence", "Callable", "Iterable", "Iterator", "Optional", "Union", "ClassVar",
}  # fmt: skip


@dataclass(slots=True)
class Site:
    """One place one operator applies: ``name`` is ``qualname:operator:ordinal``."""

    name: str
    node: ast.AST
    operator: str
    #: which part of the node: an index into a comparison chain or an argument list
    part: int = 0


def _op_name(before: type, after: type) -> str:
    return f"{before.__name__}-{after.__name__}"


def _return_default(function: ast.FunctionDef) -> str | None:
    """The source of a default value of the function's return type (None: no safe one)."""
    if any(isinstance(n, ast.Yield | ast.YieldFrom) for n in _own_nodes(function)):
        return ""  # a generator: a bare return ends it empty
    returns = function.returns
    if returns is None:
        return None
    text = ast.unparse(returns).strip("'\"")
    head = text.split("[", 1)[0].split(".")[-1].strip()
    if " | " in text and "None" in text.split(" | "):
        return "None"
    return _DEFAULTS.get(head)


def _own_nodes(function: ast.AST) -> Iterator[ast.AST]:
    """The nodes of a function's body, not of the functions and classes nested in it."""
    stack = list(ast.iter_child_nodes(function))
    while stack:
        node = stack.pop()
        yield node
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef | ast.Lambda):
            stack.extend(ast.iter_child_nodes(node))


def _is_cache_size(node: ast.Assign | ast.AnnAssign) -> bool:
    targets = node.targets if isinstance(node, ast.Assign) else [node.target]
    names = [t.id for t in targets if isinstance(t, ast.Name)]
    return any(word in name.upper() for name in names for word in ("MEMO", "LIMIT", "CACHE"))


def _not_behaviour(node: ast.AST) -> bool:
    """Subtrees never mutated (see the module's docstring)."""
    if isinstance(node, ast.Assert | ast.JoinedStr):
        return True
    if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
        return True
    if isinstance(node, ast.Assign | ast.AnnAssign) and _is_cache_size(node):
        return True
    if isinstance(node, ast.Assign) and any(
        isinstance(t, ast.Name) and t.id in {"__slots__", "__all__", "__match_args__"}
        for t in node.targets
    ):
        return True
    return isinstance(node, ast.Subscript) and (
        isinstance(node.value, ast.Name) and node.value.id in _TYPE_NAMES
    )


class _Walker:
    """Source-order walk collecting the sites with their scope-stable names."""

    def __init__(self) -> None:
        self.sites: list[Site] = []
        self.scope: list[str] = []
        #: the early-return default of each enclosing function (None: none safe)
        self.defaults: list[str | None] = []
        self.counts: dict[tuple[str, str], int] = {}
        self.compared: set[int] = set()

    def add(self, node: ast.AST, operator: str, part: int = 0) -> None:
        qualname = ".".join(self.scope) or "<module>"
        ordinal = self.counts.get((qualname, operator), 0)
        self.counts[(qualname, operator)] = ordinal + 1
        self.sites.append(Site(f"{qualname}:{operator}:{ordinal}", node, operator, part))

    def body(self, statements: list[ast.stmt]) -> None:
        start = 1 if _is_docstring(statements) else 0
        for statement in statements[start:]:
            self.visit(statement)

    def visit(self, node: ast.AST) -> None:
        if _not_behaviour(node):
            return
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            self._scope(node)
            return
        self._sites_of(node)
        for name, value in ast.iter_fields(node):
            if name in {"annotation", "returns", "type_comment"}:
                continue
            if isinstance(value, list) and value and isinstance(value[0], ast.stmt):
                self.body(value)
            elif isinstance(value, list):
                for item in value:
                    if isinstance(item, ast.AST):
                        self.visit(item)
            elif isinstance(value, ast.AST):
                self.visit(value)

    def _scope(self, node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) -> None:
        for argument in _outer_parts(node):
            self.visit(argument)
        self.scope.append(node.name)
        default = _return_default(node) if isinstance(node, ast.FunctionDef) else None
        if default is not None and node.body:
            self.add(node, "early-return")
        self.defaults.append(default)
        self.body(node.body)
        self.defaults.pop()
        self.scope.pop()

    def _sites_of(self, node: ast.AST) -> None:
        if (
            isinstance(node, ast.BinOp | ast.AugAssign)
            and type(node.op) in _ARITH
            and not _is_text(node)
            and not _is_type_union(node)
        ):
            self.add(node, "arith-" + _op_name(type(node.op), _ARITH[type(node.op)]))
        if isinstance(node, ast.Compare):
            self._compare(node)
        elif isinstance(node, ast.Constant) and isinstance(node.value, bool):
            self.add(node, "constant-flip")
        elif isinstance(node, ast.Constant) and type(node.value) in {int, float}:
            if id(node) not in self.compared:
                self.add(node, "constant-plus")
        elif isinstance(node, ast.BoolOp):
            self.add(node, "bool-" + _op_name(type(node.op), _BOOL[type(node.op)]))
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            self.add(node, "not-removed")
        elif isinstance(node, ast.Expr | ast.AugAssign | ast.Raise):
            if not (isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)):
                self.add(node, "remove")
        elif isinstance(node, ast.Call):
            positional = [a for a in node.args if not isinstance(a, ast.Starred)]
            if len(positional) == len(node.args):
                for index in range(len(positional) - 1):
                    if ast.dump(positional[index]) != ast.dump(positional[index + 1]):
                        self.add(node, "swap-args", index)
        elif (
            isinstance(node, ast.For | ast.While)
            and self.defaults
            and self.defaults[-1] is not None
        ):
            self.add(node, "loop-return")

    def _compare(self, node: ast.Compare) -> None:
        for index, op in enumerate(node.ops):
            for table, kind in ((_BOUNDARY, "boundary"), (_COMPARE, "compare")):
                if type(op) in table:
                    self.add(node, f"{kind}-{_op_name(type(op), table[type(op)])}", index)
        for index, side in enumerate([node.left, *node.comparators]):
            number = _number(side)
            if number is not None:
                self.compared.add(id(number))
                self.add(node, "compare-const-plus", index)
                self.add(node, "compare-const-minus", index)


def _outer_parts(node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) -> list[ast.AST]:
    """What a definition evaluates in its enclosing scope: defaults and bases (not decorators)."""
    if isinstance(node, ast.ClassDef):
        return list(node.bases)
    return [d for d in node.args.defaults + node.args.kw_defaults if d is not None]


def _is_docstring(statements: list[ast.stmt]) -> bool:
    first = statements[0] if statements else None
    return (
        isinstance(first, ast.Expr)
        and isinstance(first.value, ast.Constant)
        and isinstance(first.value.value, str)
    )


def _number(node: ast.AST) -> ast.Constant | None:
    """The number constant of ``node`` (``-1`` included), or None."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        node = node.operand
    if isinstance(node, ast.Constant) and type(node.value) in {int, float}:
        return node
    return None


def _is_type_union(node: ast.BinOp | ast.AugAssign) -> bool:
    """``A | B | None`` of type names (CamelCase, builtin types, None): a type, not a value."""
    if not isinstance(node, ast.BinOp) or not isinstance(node.op, ast.BitOr):
        return False
    stack: list[ast.AST] = [node]
    while stack:
        part = stack.pop()
        if isinstance(part, ast.BinOp) and isinstance(part.op, ast.BitOr):
            stack += [part.left, part.right]
        elif isinstance(part, ast.Subscript):
            stack.append(part.value)
        elif isinstance(part, ast.Constant) and part.value is None:
            continue
        elif isinstance(part, ast.Name | ast.Attribute):
            name = part.id if isinstance(part, ast.Name) else part.attr
            if not (name in _BUILTIN_TYPES or (name[0].isupper() and not name.isupper())):
                return False
        else:
            return False
    return True


_BUILTIN_TYPES = {"int", "str", "bool", "float", "bytes", "list", "dict", "tuple", "set", "type"}


def _is_text(node: ast.BinOp | ast.AugAssign) -> bool:
    """String building (``"a" + b``, ``"%d" % n``): text, not rules."""
    sides = [node.left, node.right] if isinstance(node, ast.BinOp) else [node.value]
    return any(
        (isinstance(s, ast.Constant) and isinstance(s.value, str)) or isinstance(s, ast.JoinedStr)
        for s in sides
    )


def sites(tree: ast.Module) -> list[Site]:
    """Every site of a module, in source order."""
    walker = _Walker()
    walker.body(tree.body)
    return walker.sites


def mutate(tree: ast.Module, site: Site) -> None:
    """Apply the site's operator to ``tree`` in place."""
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    node, operator = site.node, site.operator
    if isinstance(node, ast.BinOp | ast.AugAssign) and operator.startswith("arith-"):
        node.op = _ARITH[type(node.op)]()
    elif isinstance(node, ast.Compare) and operator.startswith(("boundary-", "compare-")):
        if operator.startswith("compare-const-"):
            sides = [node.left, *node.comparators]
            step = 1 if operator.endswith("plus") else -1
            changed = ast.Constant(ast.literal_eval(sides[site.part]) + step)
            if site.part == 0:
                node.left = changed
            else:
                node.comparators[site.part - 1] = changed
        else:
            table = _BOUNDARY if operator.startswith("boundary-") else _COMPARE
            node.ops[site.part] = table[type(node.ops[site.part])]()
    elif isinstance(node, ast.Constant) and operator == "constant-flip":
        node.value = not node.value
    elif isinstance(node, ast.Constant) and isinstance(node.value, int | float):
        node.value = node.value + 1  # constant-plus
    elif isinstance(node, ast.BoolOp):
        node.op = _BOOL[type(node.op)]()
    elif isinstance(node, ast.UnaryOp) and operator == "not-removed":
        _replace(parents, node, node.operand)
    elif operator == "remove":
        _replace(parents, node, ast.Pass())
    elif isinstance(node, ast.Call) and operator == "swap-args":
        index = site.part
        node.args[index], node.args[index + 1] = node.args[index + 1], node.args[index]
    elif isinstance(node, ast.FunctionDef) and operator == "early-return":
        _return_first(node.body, _return_default(node))
    elif isinstance(node, ast.For | ast.While) and operator == "loop-return":
        function = _enclosing_function(node, parents)
        _return_first(node.body, _return_default(function))
    else:  # pragma: no cover - sites() only names the pairs above
        raise ValueError(f"cannot apply {operator} to {type(node).__name__}")


def _return_first(body: list[ast.stmt], default: str | None) -> None:
    value = ast.parse(default, mode="eval").body if default else None
    body.insert(1 if _is_docstring(body) else 0, ast.Return(value=value))


def _enclosing_function(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> ast.FunctionDef:
    while not isinstance(node, ast.FunctionDef):
        node = parents[node]
    return node


def _replace(parents: dict[ast.AST, ast.AST], old: ast.AST, new: ast.AST) -> None:
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
