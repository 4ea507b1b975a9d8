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

from setuptools import Extension, setup  # type: ignore[import-untyped]
from setuptools.command.build_ext import build_ext  # type: ignore[import-untyped]

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))

from engines import build_compiled  # noqa: E402  (the tree being built, not an installed copy)


def say(message: str) -> None:
    print(f"meeple build: {message}", file=sys.stderr, flush=True)


class BuildEngines(build_ext):  # type: ignore[misc]
    """build_ext that replaces its placeholder by the engines' mypyc extensions, or by nothing
    (the pure engines) when they cannot be compiled here."""

    def finalize_options(self) -> None:
        #: why the engines stay pure (None: they are being compiled)
        self.pure_reason = build_compiled.why_not_compile()
        self.extensions = []
        self.began = time.monotonic()
        if self.pure_reason is None:
            # the generated C under the tree, named relative to it (setuptools refuses absolute
            # source paths); removed after the build
            (ROOT / "build").mkdir(exist_ok=True)
            self.scratch = Path(tempfile.mkdtemp(prefix="mypyc-", dir=ROOT / "build"))
            previous = Path.cwd()
            os.chdir(ROOT)  # mypyc writes its files relative to the working directory
            try:  # mypyc's type check and C generation
                scratch = self.scratch.relative_to(ROOT)
                self.extensions = build_compiled.extensions(ROOT, scratch=scratch)
            except (Exception, SystemExit) as error:  # mypyc exits on a type error
                self._failed(error)
            finally:
                os.chdir(previous)
        self.distribution.ext_modules = self.extensions
        super().finalize_options()

    def _failed(self, error: BaseException) -> None:
        if os.environ.get(build_compiled.CHOICE) == "1":
            raise error
        self.extensions = []
        shutil.rmtree(self.scratch, ignore_errors=True)
        self.pure_reason = f"the compile failed ({type(error).__name__}: {error})"

    def run(self) -> None:
        out = Path(self.get_ext_fullpath(f"{build_compiled.GROUP}__mypyc")).parent
        if self.extensions:
            try:
                super().run()
            except Exception as error:  # the C compiler failed
                build_compiled.clean(out.parent)
                self._failed(error)
            else:
                shutil.rmtree(self.scratch, ignore_errors=True)
                build_compiled.write_manifest(out, ROOT)
                seconds = time.monotonic() - self.began
                say(f"the engines are compiled with mypyc ({seconds:.0f} s)")
                return
        if os.environ.get(build_compiled.CHOICE) == "1":
            raise SystemExit(f"meeple build: MEEPLE_COMPILE=1 but {self.pure_reason}")
        # no compiled module may outlive a pure build next to its (maybe newer) source
        build_compiled.clean(out.parent)
        say(f"the engines are pure Python: {self.pure_reason} (the same games, about half as fast)")


#: a placeholder, so that setuptools runs build_ext and tags the wheel for this platform
PLACEHOLDER = Extension(f"{build_compiled.GROUP}__mypyc", sources=[])

setup_arguments: dict[str, Any] = {
    "ext_modules": [PLACEHOLDER],
    "cmdclass": {"build_ext": BuildEngines},
}
setup(**setup_arguments)
