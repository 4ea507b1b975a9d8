"""An independent Carcassonne GameService, written only from the protos and conformance/rules/.

It exists to prove that the suite certifies an implementation it was not derived from: it reads
the tile catalogue (conformance/rules/carcassonne-tiles.md) for its tile data and imports
nothing of the reference implementation, neither its game engines nor its service
(tests/conformance/test_independent.py checks both).
"""
