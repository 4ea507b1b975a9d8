"""No import cycles in engines/, service/, clients/ or conformance/ (tests/architecture/imports.py
says what counts as an import: type-checking imports too)."""

from __future__ import annotations

from pathlib import Path

from tests.architecture.imports import cycles, edges, modules


def test_the_tree_has_no_import_cycle() -> None:
    found = cycles(edges(modules()))
    assert found == [], "import cycles: " + "; ".join(" <-> ".join(c) for c in found)


def _tree(root: Path, files: dict[str, str]) -> dict[str, set[str]]:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return edges(modules(root, ["pkg"]))


def test_lazy_and_type_checking_imports_are_edges(tmp_path: Path) -> None:
    graph = _tree(
        tmp_path,
        {
            "pkg/__init__.py": "from pkg.base import Base\n",
            "pkg/base.py": "def make():\n    from pkg.concrete import Concrete\n",
            "pkg/concrete.py": "from pkg.base import Base\n",
            "pkg/typed.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
            "    from pkg.concrete import Concrete\n",
            "pkg/sub/__init__.py": "",
            "pkg/sub/leaf.py": "from .. import typed\nfrom . import other\n",
            "pkg/sub/other.py": "",
        },
    )
    assert graph["pkg.typed"] == {"pkg.concrete"}
    assert graph["pkg.sub.leaf"] == {"pkg.typed", "pkg.sub.other"}
    # the package's __init__ importing its own module is not a cycle with that module
    assert cycles(graph) == [["pkg.base", "pkg.concrete"]]


def test_a_type_checking_import_closes_a_cycle(tmp_path: Path) -> None:
    """engines.contract <-> engines.rl was such a cycle: each named the other's types."""
    graph = _tree(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/contract.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
            "    from pkg.rl import Encoding\n",
            "pkg/rl.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
            "    from pkg.contract import State\n",
        },
    )
    assert cycles(graph) == [["pkg.contract", "pkg.rl"]]
