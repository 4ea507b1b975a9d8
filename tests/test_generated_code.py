"""The Python generated from proto/ must match what `python proto/generate.py` produces now."""

from __future__ import annotations

import importlib.util
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
    """The freshness check bites: a generated module that differs is reported."""
    generator = load_generator()
    generated = [p for p in generator.committed_generated_files() if p.name.endswith("_pb2.py")]
    if not generated:
        return
    target = generator.PROTO_ROOT / generated[0]
    original = target.read_bytes()
    try:
        target.write_bytes(original + b"\n# edited by hand\n")
        assert any(str(generated[0]) in line for line in generator.stale_files())
    finally:
        target.write_bytes(original)
