"""The Castles of Burgundy (2–4 players): the rules engine. See engines/burgundy/game.py."""

#: registers this package with :mod:`engines.registry` (the factory of its Game)
GAME = "engines.burgundy.game:BurgundyGame"
