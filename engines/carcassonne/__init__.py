"""Carcassonne, base game (2–6 players): the rules engine. See engines/carcassonne/game.py."""
