"""Toy cards: a tiny game with no hidden information, for fast game-agnostic tests."""
