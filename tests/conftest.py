"""Every ``meeple serve`` a test starts serves gRPC only unless the test asks for the web table:
the web table's default port (8080) would clash between parallel servers."""

from __future__ import annotations

import os

os.environ.setdefault("MEEPLE_WEB_PORT", "0")
# every test client shares the loopback key of the per-client read limits: servers of the tests
# limit reads only where a test says so (tests/service/test_read_limits.py)
os.environ.setdefault("MEEPLE_READ_RATE", "0")
