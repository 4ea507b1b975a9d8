"""The typed Python client of meeple's GameService, sync and asyncio.

``Client`` / ``TableSession`` (:mod:`clients.api.sync`) and ``AsyncClient`` /
``AsyncTableSession`` (:mod:`clients.api.aio`) cover creating tables, joining from invite links,
keeping credentials, views and legal actions unpacked into the game's own messages, submitting
with request ids and safe retries, and watching with automatic resume. Errors are
:class:`clients.api.errors.MeepleError` subclasses.
"""

from __future__ import annotations

from clients.api.aio import AsyncClient, AsyncTableSession
from clients.api.common import RetryPolicy
from clients.api.errors import MeepleError
from clients.api.fairness import Verdict, verify_evidence, verify_table
from clients.api.links import Link, parse_link
from clients.api.sync import Client, TableSession
from clients.api.types import CreatedTable, LegalActions, SavedSeat

__all__ = [
    "AsyncClient",
    "AsyncTableSession",
    "Client",
    "CreatedTable",
    "LegalActions",
    "Link",
    "MeepleError",
    "RetryPolicy",
    "SavedSeat",
    "TableSession",
    "Verdict",
    "parse_link",
    "verify_evidence",
    "verify_table",
]
