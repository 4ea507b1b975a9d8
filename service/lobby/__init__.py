"""The lobby RPCs, one module per group:

* :mod:`service.lobby.browse`: ListGames, GetTable, ListTables (read-only);
* :mod:`service.lobby.preview`: PreviewTable (what an invite shows);
* :mod:`service.lobby.create`: CreateTable;
* :mod:`service.lobby.seats`: JoinTable, LeaveTable;
* :mod:`service.lobby.start`: StartTable and the start sequence it shares with JoinTable;
* :mod:`service.lobby.rematch`: RematchTable (play again).
"""

from __future__ import annotations

from service.lobby.browse import BrowseMixin
from service.lobby.create import CreateMixin
from service.lobby.preview import PreviewMixin
from service.lobby.rematch import RematchMixin
from service.lobby.seats import SeatsMixin


class LobbyMixin(RematchMixin, CreateMixin, SeatsMixin, BrowseMixin, PreviewMixin):
    """ListGames, CreateTable, GetTable, PreviewTable, ListTables, JoinTable, LeaveTable,
    StartTable and RematchTable."""


__all__ = ["LobbyMixin"]
