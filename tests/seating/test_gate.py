"""The keeper's priority gate: at most ``size`` holders, lower priority numbers first."""

from __future__ import annotations

import asyncio

from service.seating.gate import PriorityGate


def test_waiters_enter_by_priority_then_arrival() -> None:
    async def main() -> list[str]:
        gate = PriorityGate(1)
        order: list[str] = []
        release = asyncio.Event()

        async def holder(name: str, priority: int, wait: asyncio.Event | None = None) -> None:
            async with gate.hold(priority):
                order.append(name)
                if wait is not None:
                    await wait.wait()

        first = asyncio.create_task(holder("first", 1, release))
        await asyncio.sleep(0)
        others = [
            asyncio.create_task(holder(name, priority))
            for name, priority in (("bot-a", 1), ("timeout", 0), ("bot-b", 1))
        ]
        await asyncio.sleep(0)
        cancelled = asyncio.create_task(holder("cancelled", 0))
        await asyncio.sleep(0)
        cancelled.cancel()
        release.set()
        await asyncio.gather(first, *others)
        return order

    assert asyncio.run(main()) == ["first", "timeout", "bot-a", "bot-b"]
