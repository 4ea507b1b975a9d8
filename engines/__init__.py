"""Pure rules engines. Nothing in this package performs I/O (except the developer tool
:mod:`engines.build_compiled`, which no engine imports: it compiles the hot modules with mypyc).

Every game implements the contract in :mod:`engines.contract`; the service finds games through
:mod:`engines.registry`.
"""
