"""Every ``meeple serve`` a test starts serves gRPC only unless the test asks for the web table:
the web table's default port (8080) would clash between parallel servers."""

from __future__ import annotations

import os

os.environ.setdefault("MEEPLE_WEB_PORT", "0")
