"""Bots that play any registered game: ``random``, ``greedy`` and ``search``.

A bot decides on a settled engine state (see :mod:`clients.bots.base`). In-process it gets the
real state; through the API it gets a determinized state rebuilt from its seat's view
(:mod:`clients.bots.determinize`). :func:`make_bot` builds one by name.
"""

from __future__ import annotations

from clients.bots.base import Bot
from clients.bots.factory import bot_names, make_bot

__all__ = ["Bot", "bot_names", "make_bot"]
