"""The Python generated from proto/ must match what `python proto/generate.py` produces now."""

from __future__ import annotations

import importlib.util
import shutil
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]


def load_generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("proto_generate", ROOT / "proto" / "generate.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["proto_generate"] = module
    spec.loader.exec_module(module)
    return module


def test_generated_code_is_fresh() -> None:
    generator = load_generator()
    problems = generator.stale_files()
    assert problems == [], "run `python proto/generate.py`:\n" + "\n".join(problems)


def test_stale_check_detects_an_edit(tmp_path: Path) -> None:
    """The freshness check bites: a generated module that differs is reported. The edit is made
    in a copy of the generated files (other tests, in parallel processes, import the tree's)."""
    generator = load_generator()
    generated = [p for p in generator.committed_generated_files() if p.name.endswith("_pb2.py")]
    assert generated
    for rel in generator.committed_generated_files():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(generator.PROTO_ROOT / rel, tmp_path / rel)
    assert generator.stale_files(tmp_path) == []
    target = tmp_path / generated[0]
    target.write_bytes(target.read_bytes() + b"\n# edited by hand\n")
    assert f"stale: {generated[0]}" in generator.stale_files(tmp_path)
