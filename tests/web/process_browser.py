"""One Playwright driver and one Chromium per test process, shared by the browser tests' modules
in turn (each module's contexts are closed when it ends), instead of a launch per module.

Playwright's sync API keeps an asyncio loop running in the main thread while its driver is open,
and ``asyncio.run`` (or another Playwright) refuses to start beside it. So the driver is started
when a module first asks for the browser, and stopped before a test that does not use it, unless
a module holding the browser is still running (its other tests run beside the open driver, as
they did when each module launched its own)."""

from __future__ import annotations

from contextlib import suppress

import pytest
from playwright.sync_api import Browser, Playwright, sync_playwright

from tests.web.browser import launch


class ProcessChromium:
    def __init__(self) -> None:
        self._playwright: Playwright | None = None
        self._browser: Browser | None = None
        self.holders = 0  # modules whose ``browser`` fixture is set up now

    def browser(self) -> Browser:
        """The process's Chromium, launched (again) if there is none or it went away."""
        if self._browser is None or not self._browser.is_connected():
            self.stop()
            self._playwright = sync_playwright().start()
            self._browser = launch(self._playwright)
        return self._browser

    def stop(self) -> None:
        if self._browser is not None:
            with suppress(Exception):  # a browser that crashed is closed already
                self._browser.close()
        if self._playwright is not None:
            self._playwright.stop()
        self._browser = self._playwright = None

    def stop_unless_held(self) -> None:
        if not self.holders:
            self.stop()


KEY = pytest.StashKey[ProcessChromium]()


def process_chromium(config: pytest.Config) -> ProcessChromium:
    if KEY not in config.stash:
        config.stash[KEY] = ProcessChromium()
    return config.stash[KEY]
