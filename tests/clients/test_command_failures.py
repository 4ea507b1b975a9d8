"""The command line's expected failures are one line with a hint, never a traceback (issue 48,
finding 11): records without a table or nested too deeply, an output that cannot be written, a
link that names no table, a --database that is a folder or no SQLite file; numbers must be
finite and the admin token long enough."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from clients.cli import main

RECORD = {"format": "meeple.game-record", "format_version": 1, "game": "carcassonne"}


def one_line(capsys: pytest.CaptureFixture[str], argv: list[str]) -> tuple[int, str]:
    code = main(argv)
    err = capsys.readouterr().err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err, err
    assert "(hint: " in lines[0], err
    return code, lines[0]


@pytest.fixture()
def records(tmp_path: Path) -> dict[str, Path]:
    files = {
        "no-table": json.dumps({**RECORD, "events": [{"version": 1, "tableStarted": {}}]}),
        "deep-array": "[" * 100_000 + "]" * 100_000,
        "deep-table": json.dumps(RECORD)[:-1]
        + ', "table": '
        + '{"a":' * 50_000
        + "1"
        + "}" * 50_001,
        "wrong-game": json.dumps(
            {**RECORD, "table": {"game": "games/burgundy", "seats": [{}]}, "events": []}
        ),
    }
    paths = {}
    for name, text in files.items():
        paths[name] = tmp_path / f"{name}.json"
        paths[name].write_text(text)
    return paths


@pytest.mark.parametrize("record", ["no-table", "deep-array", "deep-table", "wrong-game"])
def test_records_that_are_no_game_record(
    capsys: pytest.CaptureFixture[str], records: dict[str, Path], record: str, tmp_path: Path
) -> None:
    for argv in (
        ["replay", str(records[record])],
        ["render", str(records[record]), "--out", str(tmp_path / "x.svg")],
    ):
        code, line = one_line(capsys, argv)
        assert code == 2 and "error:" in line


def test_an_output_that_cannot_be_written(capsys: pytest.CaptureFixture[str]) -> None:
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full on this system")
    code, line = one_line(capsys, ["render", "--demo", "carcassonne", "--out", "/dev/full"])
    assert code == 1 and "--out /dev/full: cannot be written" in line


def test_a_link_that_names_no_table(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    for link in ("meeple://nothing", "nothing"):
        code, line = one_line(capsys, ["export", link, "--out", str(tmp_path / "r.json")])
        assert code == 2 and ("names no table" in line or "neither a link" in line)


@pytest.mark.parametrize(
    ("make", "says"),
    [
        (lambda tmp: tmp, "is a folder"),
        (lambda tmp: write(tmp / "notes.txt", b"hello\n"), "is not a SQLite database"),
    ],
)
def test_a_database_that_is_no_sqlite_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, make: object, says: str
) -> None:
    path = make(tmp_path)  # type: ignore[operator]
    code, line = one_line(capsys, ["serve", "--database", str(path), "--port", "0"])
    assert code == 2 and says in line


def write(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


@pytest.mark.parametrize(
    ("flags", "says"),
    [
        (["--read-rate", "nan"], "--read-rate must be a finite number"),
        (["--create-rate", "inf"], "--create-rate must be a finite number"),
        (["--schedule-poll", "inf"], "--schedule-poll must be a finite number"),
        (["--admin-token", "a"], "at least 16 characters"),
    ],
)
def test_numbers_must_be_finite_and_the_admin_token_long(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, flags: list[str], says: str
) -> None:
    argv = ["serve", "--database", str(tmp_path / "m.db"), "--port", "0", *flags]
    code, line = one_line(capsys, argv)
    assert code == 2 and says in line
