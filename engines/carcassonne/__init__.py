"""Carcassonne, base game (2–6 players): the rules engine. See engines/carcassonne/game.py."""

#: registers this package with :mod:`engines.registry` (the factory of its Game)
GAME = "engines.carcassonne.game:CarcassonneGame"
