"""The build step that compiles the engines (everything else is in pyproject.toml).

``pip install -e .`` and a wheel built from this tree compile the engines' hot modules with
mypyc (:mod:`engines.build_compiled`), in place for an editable install. Where no C compiler or
Python headers are found, or the compile fails, the install carries on with the pure engines;
either way the build says which one it got (``pip install -v`` shows it; afterwards
``python -m engines.compiled status``, and ``meeple serve``'s first log line). Choose with
``MEEPLE_COMPILE=0`` (pure) or ``MEEPLE_COMPILE=1`` (compiled, or the install fails).
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from setuptools import Distribution, Extension, setup  # type: ignore[import-untyped]
from setuptools.command.build_ext import build_ext  # type: ignore[import-untyped]

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))

from engines import build_compiled  # noqa: E402  (the tree being built, not an installed copy)


def say(message: str) -> None:
    print(f"meeple build: {message}", file=sys.stderr, flush=True)


class BuildEngines(build_ext):  # type: ignore[misc]
    """build_ext that replaces its placeholder by the engines' mypyc extensions, or by nothing
    (the pure engines) when they cannot be compiled here."""

    #: the files this command wrote: the compiled engines, or none
    outputs: list[str] = []  # noqa: RUF012  (replaced, never mutated)

    def run(self) -> None:
        # the placeholder is replaced here, not in finalize_options: pip has setuptools
        # finalize this command more than once per install, and mypyc should run once
        began = time.monotonic()
        out = Path(self.get_ext_fullpath(f"{build_compiled.GROUP}__mypyc")).parent
        reason = build_compiled.why_not_compile()
        if reason is None:
            taken = build_compiled.record(ROOT)  # the sources as they are compiled
            # the generated C under the tree, named relative to it (setuptools refuses
            # absolute source paths); removed afterwards
            (ROOT / "build").mkdir(exist_ok=True)
            scratch = Path(tempfile.mkdtemp(prefix="mypyc-", dir=ROOT / "build"))
            previous = Path.cwd()
            os.chdir(ROOT)  # mypyc writes its files relative to the working directory
            try:
                extensions = build_compiled.extensions(ROOT, scratch=scratch.relative_to(ROOT))
                self.outputs = self._build(extensions)
            except (Exception, SystemExit) as error:  # mypyc exits on a type error
                build_compiled.clean(out.parent)
                if os.environ.get(build_compiled.CHOICE) == "1":
                    raise
                reason = f"the compile failed ({type(error).__name__}: {error})"
            else:
                build_compiled.write_manifest(out, taken)
                say(f"the engines are compiled with mypyc ({time.monotonic() - began:.0f} s)")
                return
            finally:
                os.chdir(previous)
                shutil.rmtree(scratch, ignore_errors=True)
        if os.environ.get(build_compiled.CHOICE) == "1":
            raise SystemExit(f"meeple build: MEEPLE_COMPILE=1 but {reason}")
        # no compiled module may outlive a pure build next to its (maybe newer) source
        build_compiled.clean(out.parent)
        say(f"the engines are pure Python: {reason} (the same games, about half as fast)")

    def _build(self, extensions: list[Any]) -> list[str]:
        """Compile ``extensions`` where this command puts its output (in place for an editable
        install), with a command of their own (this one's options are final already)."""
        distribution = Distribution({"name": "meeple-engines", "ext_modules": extensions})
        command = distribution.get_command_obj("build_ext")
        command.inplace = self.inplace
        command.build_lib = self.build_lib
        command.build_temp = self.build_temp
        command.parallel = self.parallel
        distribution.run_command("build_ext")
        built: list[str] = command.get_outputs()
        return built

    def get_outputs(self) -> list[str]:
        return self.outputs


#: a placeholder, so that setuptools runs build_ext and tags the wheel for this platform
PLACEHOLDER = Extension(f"{build_compiled.GROUP}__mypyc", sources=[])

setup_arguments: dict[str, Any] = {
    "ext_modules": [PLACEHOLDER],
    "cmdclass": {"build_ext": BuildEngines},
}
setup(**setup_arguments)
