"""Where the suite lives and how one of its files is parsed (YAML or JSON)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml

#: libyaml's safe loader when PyYAML was built with it (several times faster), else Python's
_YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

#: conformance/ (holds SPEC.md, schema/, fixtures/, generated/)
SUITE_ROOT = Path(__file__).resolve().parent.parent


def read_document(path: Path) -> Any:
    """Parse one fixture file."""
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".json":
        return json.loads(text)
    return yaml.load(text, Loader=_YAML_LOADER)
