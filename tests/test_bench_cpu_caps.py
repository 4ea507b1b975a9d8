"""bench.cpu_caps, which bench.scaling uses to show replica and worker scaling on a shared
machine: a capped process gets no more than its quota, and a favoured one keeps its threads."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest

from bench import cpu_caps
from bench.service import cpu_seconds

BUSY = "import time\nend = time.monotonic() + 1.5\nwhile time.monotonic() < end: pass\n"


@pytest.fixture
def caps_here() -> None:
    reason = cpu_caps.available()
    if reason is not None:  # the benchmark refuses to run there too, with this reason
        pytest.skip(reason)


@pytest.mark.usefixtures("caps_here")
def test_a_capped_busy_process_gets_its_quota_and_no_more() -> None:
    capped = cpu_caps.cap(0.2, "test")
    busy = subprocess.Popen([sys.executable, "-c", BUSY])
    try:
        capped.add(busy.pid)
        time.sleep(0.2)  # the interpreter's start-up ran uncapped: measure from here
        before, began = cpu_seconds(busy.pid), time.monotonic()
        time.sleep(1.0)
        used = cpu_seconds(busy.pid) - before
        elapsed = time.monotonic() - began
        ran, hit = capped.throttled_fraction()
    finally:
        busy.wait(10)
        capped.remove()
    assert used <= 0.2 * elapsed + 0.05  # 0.2 of a core, and a clock tick of /proc rounding
    assert used > 0.05
    assert ran > 0 and hit > ran // 2  # the quota, not the machine, held it back
    assert not capped.path.exists()


@pytest.mark.usefixtures("caps_here")
def test_a_favoured_process_is_moved_with_its_threads_and_moved_back() -> None:
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        favoured = cpu_caps.favour_process(sleeper.pid)
        members = (favoured.path / "cgroup.procs").read_text().split()
        assert members == [str(sleeper.pid)]
        favoured.remove()
        assert not favoured.path.exists()
    finally:
        sleeper.kill()
        sleeper.wait(10)


def test_without_root_it_says_why(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("os.geteuid", lambda: 1000)
    assert cpu_caps.available() == "CPU caps need root (they write cgroup files)"
    with pytest.raises(RuntimeError, match="need root"):
        cpu_caps.cap(0.5)
