"""Pure rules engines. Nothing in this package performs I/O (except the developer tool
:mod:`engines.build_compiled`, which no engine imports: it compiles the hot modules with mypyc;
and the build's guard, :mod:`engines.compiled_guard`, which reads the build's record and stats
the sources once per process, as the import system does).

Every game implements the contract in :mod:`engines.contract`; the service finds games through
:mod:`engines.registry`.
"""

from engines.compiled_guard import install_guard

# the first import of an engine module checks that a compiled build is not older than its
# sources (else the sources run, with a warning)
install_guard()
