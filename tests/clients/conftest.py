"""A real ``meeple serve`` subprocess on a temporary SQLite file, shared by a test module."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from clients.embedded import embedded_server


@pytest.fixture(scope="module")
def target(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    folder: Path = tmp_path_factory.mktemp("clients")
    with embedded_server(folder) as address:
        yield address
