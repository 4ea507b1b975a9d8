"""UndoAction on PostgreSQL: two servers on one database, the second caught up through an undo
made on the first (the undo's snapshot), the game played on with undos verifies against its
seed, and past views read back (the SQLite run is tests/service/test_undo.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.service.harness import base_settings
from tests.service.test_undo import undo_across_servers

pytestmark = pytest.mark.docker


def test_undo_across_two_servers_on_postgresql(database: str, tmp_path: Path) -> None:
    undo_across_servers(
        base_settings(tmp_path, database=database), base_settings(tmp_path, database=database)
    )
