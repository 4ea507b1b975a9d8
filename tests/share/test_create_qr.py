"""``meeple create --qr`` against a server with a public web address: the web invite link is
printed and drawn as a QR code that decodes to it; without such an address it says why."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from clients.cli import main
from tests.service.harness import ServerThread, base_settings, hosted_test_games
from tests.share.qr import decode_terminal, terminal_blocks


@pytest.mark.parametrize("public_url", ["https://games.example.org", ""])
def test_create_draws_the_web_invite(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], public_url: str
) -> None:
    settings = base_settings(tmp_path, public_url=public_url, bot_workers=0, admin_token="")
    server = ServerThread(settings, hosted_test_games()).start()
    try:
        code = main(["create", "carcassonne", "--players", "2", "--qr", "--target", server.target])
    finally:
        server.stop()
    out = capsys.readouterr().out
    assert code == 0, out
    web = re.search(r"^web invite link:\s+(\S+)$", out, re.M)
    if not public_url:
        assert web is None and not terminal_blocks(out)
        assert "no QR code: the server has no public web address" in out
        return
    assert web is not None and web.group(1).startswith(f"{public_url}/t/")
    blocks = terminal_blocks(out)
    assert len(blocks) == 1 and decode_terminal(blocks[0]) == [web.group(1)]
