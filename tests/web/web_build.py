"""The page's build script (web/build.py, not a package module) loaded for the tests that use its
steps: the games' registry, the generated sources a bundle of the page's modules imports."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

BUILD_SCRIPT = Path(__file__).resolve().parents[2] / "web" / "build.py"


def load_build() -> Any:
    spec = importlib.util.spec_from_file_location("web_build", BUILD_SCRIPT)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
