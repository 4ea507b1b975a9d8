"""An implementation the suite was not derived from: tests/conformance/independent/, a small
Carcassonne GameService written from the protos and conformance/rules/ alone, is certified for
carcassonne-core by the runner's container image (as a third party would run it)."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from conformance.runner.loading import load_fixtures
from conformance.runner.profiles import load_profiles, suite_revision
from tests.conformance.servers import ADMIN_TOKEN, serving
from tests.deploy.test_runner_image import caller_folder, run_image

INDEPENDENT = Path(__file__).resolve().parent / "independent"
#: what the independent server may import: the standard library, gRPC and protobuf, the code
#: generated from the protos, and itself
ALLOWED_ROOTS = {"grpc", "grpc_status", "google", "meeple", "tests"}


def _imports(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
    return found


def test_the_independent_server_uses_only_the_protos_and_the_rules() -> None:
    import sys

    sources = sorted(INDEPENDENT.glob("*.py"))
    assert len(sources) >= 3
    for path in sources:
        text = path.read_text(encoding="utf-8")
        for module in _imports(path):
            root = module.split(".")[0]
            assert root in sys.stdlib_module_names or root in ALLOWED_ROOTS, (path.name, module)
            if root == "tests":
                assert module.startswith("tests.conformance.independent"), (path.name, module)
            if root == "google":
                assert module.startswith(("google.protobuf", "google.rpc")), (path.name, module)
        # no way into the reference implementation, not even by path
        assert re.findall(r"\b(?:engines|service|clients)[./]|conformance\.runner", text) == [], (
            path.name
        )
    tiles = (INDEPENDENT / "tiles.py").read_text(encoding="utf-8")
    assert '"rules" / "carcassonne-tiles.md"' in tiles  # its tile data is the catalogue


def _carcassonne_core() -> list[str]:
    profile = load_profiles()["carcassonne-core"]
    return sorted(f.name for f in load_fixtures() if profile.selects(f))


@pytest.mark.docker
def test_the_image_certifies_the_independent_server_for_carcassonne_core(
    tmp_path: Path, conformance_image: str
) -> None:
    work = caller_folder(tmp_path / "work")  # run as its owner, as docs/certify.md says
    config = (INDEPENDENT / "implementation.yaml").read_text(encoding="utf-8")
    (work / "independent.yaml").write_text(config, encoding="utf-8")
    required = _carcassonne_core()
    with serving(["tests.conformance.independent.server"], tmp_path / "unused.db") as target:
        code, output = run_image(
                conformance_image, "run", "--target", target, "--admin-token", ADMIN_TOKEN,
                "--implementation", "/work/independent.yaml",
                "--require-profile", "carcassonne-core", "--json", "/work/report.json", "-q",
                mount=work,
            )  # fmt: skip
    assert code == 0, output[-6000:]
    report = json.loads((work / "report.json").read_text(encoding="utf-8"))
    assert report["implementation"]["name"] == "independent-carcassonne"
    assert report["suite_revision"] == suite_revision()
    (verdict,) = [v for v in report["profiles"] if v["profile"] == "carcassonne-core"]
    assert verdict["certified"], verdict
    assert verdict["passed"] == verdict["required"] == len(required) >= 89
    passed = {r["name"] for r in report["results"] if r["status"] == "PASS"}
    assert set(required) <= passed
