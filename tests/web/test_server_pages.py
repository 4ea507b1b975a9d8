"""What the web server answers by itself follows the reader's language: the 404 page (an address
that is no page) and the 421 page (a host name it does not serve) in the Accept-Language's
language among en, fa and ja, else in ``--default-language``; programs calling GameService keep
the Connect error. The pages are built from the catalog (web/locales/<lang>/server.ftl)."""

from __future__ import annotations

import http.client
from collections.abc import Iterator
from pathlib import Path

import pytest

from service.settings import LANGUAGES
from service.web.language import negotiate
from tests.service.harness import ServerThread, base_settings, hosted_test_games
from tests.web.catalog import messages


@pytest.mark.parametrize(
    ("header", "want"),
    [
        ("fa-IR,fa;q=0.9,en-US;q=0.8,en;q=0.7", "fa"),
        ("ja", "ja"),
        ("de-DE, ja;q=0.5, fa;q=0.6", "fa"),
        ("en;q=0.1, ja", "ja"),
        ("EN-gb", "en"),
        ("de, fr", "ko"),
        ("*", "ko"),
        ("fa;q=0, de", "ko"),
        ("", "ko"),
        (";;,,q=,fa;q=abc, ja;q=2", "ko"),
    ],
)
def test_accept_language_is_negotiated(header: str, want: str) -> None:
    assert negotiate(header, ("en", "fa", "ja", "ko"), "ko") == want


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerThread]:
    tmp: Path = tmp_path_factory.mktemp("server-pages")
    settings = base_settings(
        tmp, web_port=-1, public_url="https://games.example.org", default_language="ja"
    )
    running = ServerThread(settings, hosted_test_games()).start()
    try:
        yield running
    finally:
        running.stop()


def get(
    server: ServerThread, path: str, headers: dict[str, str]
) -> tuple[int, dict[str, str], str]:
    assert server.running is not None
    connection = http.client.HTTPConnection("127.0.0.1", server.running.web_port, timeout=10)
    try:
        connection.request("GET", path, headers=headers)
        response = connection.getresponse()
        head = {k.lower(): v for k, v in response.getheaders()}
        return response.status, head, response.read().decode()
    finally:
        connection.close()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_not_found_page_in_the_readers_language(server: ServerThread, lang: str) -> None:
    status, headers, body = get(server, "/no/such/page", {"Accept-Language": f"{lang};q=0.9"})
    assert status == 404 and headers["content-language"] == lang
    assert "accept-language" in headers["vary"]
    words = messages(lang)
    assert f'<html lang="{lang}" dir="{"rtl" if lang == "fa" else "ltr"}">' in body
    for id_ in ("server-not-found-title", "server-not-found-heading", "server-not-found-text"):
        assert words[id_].text in body, id_
    assert headers["x-frame-options"] == "DENY"


def test_without_a_language_it_speaks_the_default_language(server: ServerThread) -> None:
    for header in ({}, {"Accept-Language": "de-DE,de;q=0.9"}):
        status, headers, body = get(server, "/nothing", header)
        assert status == 404 and headers["content-language"] == "ja"
        assert messages("ja")["server-not-found-heading"].text in body


def test_a_host_name_it_does_not_serve_in_the_readers_language(server: ServerThread) -> None:
    wrong = {"Host": "rebind.attacker.example", "Accept-Language": "fa-IR"}
    status, headers, body = get(server, "/", wrong)
    assert status == 421 and headers["content-language"] == "fa"
    assert messages("fa")["server-wrong-host-heading"].text in body
    assert '<main id="app">' not in body  # the page itself is not served to that host
