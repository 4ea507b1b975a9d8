"""``meeple serve --default-language``: the served page names the fallback language; a language
the catalog lacks is a one-line usage error."""

from __future__ import annotations

import argparse
import gzip

import pytest

from service import settings
from service.web.static import LANGUAGE_META, assets, with_default_language


def test_the_page_names_the_default_language() -> None:
    page = assets()["/index.html"]
    assert LANGUAGE_META in page.body
    assert with_default_language(page, "en") is page
    persian = with_default_language(page, "fa")
    assert b'<meta name="meeple-default-language" content="fa">' in persian.body
    assert LANGUAGE_META not in persian.body
    assert persian.etag != page.etag
    assert gzip.decompress(persian.gzipped) == persian.body


def test_the_flag_and_its_environment_variable() -> None:
    parser = argparse.ArgumentParser()
    settings.add_arguments(parser)
    assert settings.from_sources(parser.parse_args([]), {}).default_language == "en"
    args = parser.parse_args(["--default-language", "ja"])
    assert settings.from_sources(args, {}).default_language == "ja"
    env = {"MEEPLE_DEFAULT_LANGUAGE": "fa"}
    assert settings.from_sources(parser.parse_args([]), env).default_language == "fa"
    with pytest.raises(SystemExit, match="default language must be one of en, fa, ja"):
        settings.from_sources(parser.parse_args([]), {"MEEPLE_DEFAULT_LANGUAGE": "de"})
    with pytest.raises(SystemExit):
        parser.parse_args(["--default-language", "de"])
