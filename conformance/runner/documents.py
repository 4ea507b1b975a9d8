"""Where the suite lives and how one of its files is parsed (YAML or JSON)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import yaml

#: libyaml's safe loader when PyYAML was built with it (several times faster), else Python's
_YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

#: conformance/ (holds SPEC.md, schema/, fixtures/, generated/)
SUITE_ROOT = Path(__file__).resolve().parent.parent


#: parsed YAML files by (path, mtime, size): a run, a verify and a check read each file several
#: times, and YAML is slow to parse; callers get their own copy
_PARSED: dict[tuple[str, int, int], Any] = {}


def read_document(path: Path) -> Any:
    """Parse one fixture file."""
    if path.suffix == ".json":
        return json.loads(path.read_text(encoding="utf-8"))
    stat = path.stat()
    key = (str(path.resolve()), stat.st_mtime_ns, stat.st_size)
    if key not in _PARSED:
        _PARSED[key] = yaml.load(path.read_text(encoding="utf-8"), Loader=_YAML_LOADER)
    return copy.deepcopy(_PARSED[key])
