"""No import runs up a layer: every import of engines/, clients/, service/, conformance/ and
bench/ is checked against the layers table of docs/layout.md (read from the page, so the page
and the check cannot drift apart), and no game's package imports another game or is imported
by shared code (tests/architecture/imports.py says what counts as an import)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.architecture.imports import LAYERED, ROOT, edges, modules

LAYOUT = ROOT / "docs" / "layout.md"
ANYTHING = "anything"


def layer_rules(page: Path = LAYOUT) -> dict[str, set[str] | None]:
    """Package -> the packages it may import (None: anything), from the page's layers table."""
    text = page.read_text(encoding="utf-8")
    section = text.split("\n## Layers\n", 1)[1].split("\n## ", 1)[0]
    rules: dict[str, set[str] | None] = {}
    for row in re.findall(r"^\| \d+ \| (.+?) \| (.+?) \|$", section, flags=re.MULTILINE):
        packages = re.findall(r"`([a-z_]+)`", row[0])
        allowed = None if row[1].strip() == ANYTHING else set(re.findall(r"`([a-z_]+)`", row[1]))
        for package in packages:
            rules[package] = allowed
    return rules


def upward_imports(
    graph: dict[str, set[str]], rules: dict[str, set[str] | None]
) -> list[tuple[str, str]]:
    """Every (importer, imported) pair whose importer's layer may not import the other's."""
    found = []
    for importer, targets in sorted(graph.items()):
        own = importer.split(".")[0]
        allowed = rules[own]
        for target in sorted(targets):
            other = target.split(".")[0]
            if other != own and allowed is not None and other not in allowed:
                found.append((importer, target))
    return found


def game_of(module: str, games: set[str]) -> str | None:
    parts = module.split(".")
    return parts[1] if parts[0] == "engines" and len(parts) > 1 and parts[1] in games else None


def crossed_games(graph: dict[str, set[str]], games: set[str]) -> list[tuple[str, str]]:
    """Imports of a game's package from anywhere but itself, bench/ and tests/."""
    found = []
    for importer, targets in sorted(graph.items()):
        if importer.split(".")[0] in {"bench", "tests"}:
            continue
        for target in sorted(targets):
            game = game_of(target, games)
            if game is not None and game_of(importer, games) != game:
                found.append((importer, target))
    return found


def engine_games(root: Path = ROOT) -> set[str]:
    return {path.parent.name for path in (root / "engines").glob("*/__init__.py")}


def test_the_layers_table_names_every_package() -> None:
    rules = layer_rules()
    assert set(LAYERED) <= set(rules), rules
    assert rules["engines"] == {"meeple"} and rules["bench"] is None


def test_no_import_runs_up_a_layer() -> None:
    found = upward_imports(edges(modules(ROOT, LAYERED)), layer_rules())
    assert found == [], "imports up a layer (docs/layout.md): " + "; ".join(
        f"{a} -> {b}" for a, b in found
    )


def test_games_reach_each_other_only_through_the_registry() -> None:
    games = engine_games()
    assert {"carcassonne", "burgundy"} <= games
    found = crossed_games(edges(modules(ROOT, LAYERED)), games)
    assert found == [], "a game's package imported from outside it: " + "; ".join(
        f"{a} -> {b}" for a, b in found
    )


def _tree(root: Path, files: dict[str, str], packages: tuple[str, ...]) -> dict[str, set[str]]:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return edges(modules(root, packages))


@pytest.mark.parametrize(
    ("files", "expected"),
    [
        ({"clients/create.py": "def f():\n    from service.options import X\n"},
         [("clients.create", "service.options")]),
        ({"engines/rl.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
          "    from clients.api import Client\n"}, [("engines.rl", "clients.api")]),
        ({"service/seating.py": "from clients.api import Client\n"}, []),
        ({"bench/run.py": "from service.options import X\n"}, []),
    ],
    ids=["lazy-import-up", "type-checking-import-up", "import-down", "bench-anything"],
)  # fmt: skip
def test_an_import_up_a_layer_is_found(
    tmp_path: Path, files: dict[str, str], expected: list[tuple[str, str]]
) -> None:
    layout = tmp_path / "layout.md"
    layout.write_text(LAYOUT.read_text(encoding="utf-8"))
    base = {
        "engines/__init__.py": "", "engines/rl.py": "", "clients/__init__.py": "",
        "clients/api.py": "", "clients/create.py": "", "service/__init__.py": "",
        "service/options.py": "", "service/seating.py": "", "bench/__init__.py": "",
        "bench/run.py": "", "conformance/__init__.py": "",
    }  # fmt: skip
    graph = _tree(tmp_path, {**base, **files}, LAYERED)
    assert upward_imports(graph, layer_rules(layout)) == expected


def test_a_game_importing_another_is_found(tmp_path: Path) -> None:
    graph = _tree(
        tmp_path,
        {
            "engines/__init__.py": "",
            "engines/registry.py": "",
            "engines/playout.py": "from engines.alpha import rules\n",
            "engines/alpha/__init__.py": "",
            "engines/alpha/rules.py": "from engines import registry\n",
            "engines/beta/__init__.py": "",
            "engines/beta/rules.py": "from engines.alpha.rules import X\n",
            "bench/__init__.py": "",
            "bench/alpha.py": "from engines.alpha import rules\n",
        },
        ("engines", "bench"),
    )
    assert crossed_games(graph, engine_games(tmp_path)) == [
        ("engines.beta.rules", "engines.alpha.rules"),
        ("engines.playout", "engines.alpha.rules"),
    ]
