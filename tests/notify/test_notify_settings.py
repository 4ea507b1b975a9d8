"""The notification options of ``meeple serve``: each mistake is one line (SystemExit), never a
traceback; the SMTP URL (which may carry a password) is never printed; a VAPID key file is used
as given."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from service.notify.vapid import generate_pem, keys_of, load_keys
from service.settings import Settings, validate
from service.store.sqlite import SQLiteStore


@pytest.mark.parametrize(
    ("fields", "says"),
    [
        ({"smtp_url": "mail.example.org:25", "smtp_sender": "a@b.c"}, "smtp url must look like"),
        ({"smtp_url": "smtp://127.0.0.1:25"}, "needs --smtp-sender"),
        ({"vapid_subject": "games@example.org"}, "mailto: or https://"),
        ({"vapid_private_key": "/no/such/key.pem"}, "no such file"),
        ({"notify_per_hour": 0}, "at least 1"),
    ],
)
def test_each_mistake_is_one_line(fields: dict[str, object], says: str) -> None:
    with pytest.raises(SystemExit, match=says):
        validate(Settings(**fields))  # type: ignore[arg-type]


def test_a_key_file_that_is_no_p256_key(tmp_path: Path) -> None:
    bad = tmp_path / "key.pem"
    bad.write_text("not a key\n")
    with pytest.raises(SystemExit, match="is no P-256 private key"):
        validate(Settings(vapid_private_key=str(bad)))


def test_the_smtp_password_is_never_printed() -> None:
    settings = Settings(smtp_url="smtp://user:hunter2@mail.example.org:587", smtp_sender="a@b.c")
    assert "hunter2" not in repr(settings)


def test_the_key_is_the_operators_or_generated_once(tmp_path: Path) -> None:
    pem = generate_pem()
    path = tmp_path / "vapid.pem"
    path.write_text(pem)

    async def keys() -> tuple[str, str, str]:
        store = SQLiteStore(tmp_path / "meeple.db")
        await store.open()
        try:
            given = (await load_keys(store, str(path))).public_key
            first = (await load_keys(store, "")).public_key
            again = (await load_keys(store, "")).public_key
        finally:
            await store.close()
        return given, first, again

    given, first, again = asyncio.run(keys())
    assert given == keys_of(pem).public_key
    assert first == again != given  # generated once into the store, then read back
