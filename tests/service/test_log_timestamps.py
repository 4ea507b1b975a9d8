"""The per-request log line's timestamp is rendered without datetime (issue 18), exactly as
structlog's ``TimeStamper(fmt="iso", utc=True)`` renders the same instant."""

from __future__ import annotations

import datetime
import time

import pytest

from service import logs


def structlog_text(nanoseconds: int) -> str:
    epoch = datetime.datetime(1970, 1, 1, tzinfo=datetime.UTC)
    moment = epoch + datetime.timedelta(microseconds=nanoseconds // 1000)
    return moment.isoformat().replace("+00:00", "Z")


@pytest.mark.parametrize(
    "nanoseconds",
    [
        1_796_000_000_000_000_000,  # a whole second: no fraction
        1_796_000_000_000_001_999,  # one microsecond (nanoseconds dropped)
        1_796_000_059_999_999_000,  # the last microsecond of a minute
        1_796_000_060_500_000_000,  # the next second: its date and time rendered anew
        951_782_400_123_456_000,  # 2000-02-29
    ],
)
def test_timestamps_read_as_structlog_writes_them(
    monkeypatch: pytest.MonkeyPatch, nanoseconds: int
) -> None:
    monkeypatch.setattr(time, "time_ns", lambda: nanoseconds)
    assert logs.iso_utc_now() == structlog_text(nanoseconds)


def test_consecutive_timestamps_within_one_second_share_its_text(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for nanoseconds in (1_796_000_001_000_000_000, 1_796_000_001_999_999_000):
        monkeypatch.setattr(time, "time_ns", lambda n=nanoseconds: n)
        assert logs.iso_utc_now() == structlog_text(nanoseconds)
