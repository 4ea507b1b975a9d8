"""Pure rules engines. Nothing in this package performs I/O.

Every game implements the contract in :mod:`engines.contract`; the service finds games through
:mod:`engines.registry`.
"""
