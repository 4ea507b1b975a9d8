"""The blocking client is generated from the asyncio one and must not drift from it."""

from __future__ import annotations

import inspect

from clients.api import AsyncClient, AsyncTableSession, Client, TableSession
from clients.api.generate_sync import TARGET, generate, main, unasync


def test_sync_client_is_fresh() -> None:
    assert generate() == TARGET.read_text(encoding="utf-8"), (
        "clients/api/sync.py is stale: run `python -m clients.api.generate_sync`"
    )
    assert main(["--check"]) == 0


def test_rewrite_drops_async_and_maps_names() -> None:
    source = '''"""doc"""
import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable


class AsyncThing:
    async def __aenter__(self) -> AsyncThing:  # an AsyncClient
        return self

    async def run(self, f: Callable[..., Awaitable[int]]) -> AsyncIterator[int]:
        """Use ``async for x in AsyncClient().run(f)``."""
        async for x in self.stream():
            yield (await f(x)).real
        await asyncio.sleep(1)
'''
    out = unasync(source)
    assert "async" not in out.replace("AsyncThing", "") and "await" not in out
    assert "Callable[..., int]" in out and "Iterator[int]" in out
    assert "def __enter__(self) -> AsyncThing:  # an Client" in out
    assert "``for x in Client().run(f)``" in out
    assert "yield f(x).real" in out and "time.sleep(1)" in out and "import time" in out


def test_both_clients_offer_the_same_calls() -> None:
    def public(cls: type) -> set[str]:
        return {name for name, _ in inspect.getmembers(cls) if not name.startswith("_")}

    assert public(Client) == public(AsyncClient)
    assert public(TableSession) == public(AsyncTableSession)
