"""The meeple conformance suite (SPEC.md, schema/, fixtures/, generated/, profiles.yaml) and its
runner (``conformance.runner``)."""

#: the runner's own version (``meeple-conformance --version``); the suite has its own revision
RUNNER_VERSION = "2.3.1"
#: the SPEC.md version this runner implements (it reads every 2.x fixture file)
SPEC_VERSION = "2.3"
