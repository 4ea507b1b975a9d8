""".ci/run prepares Docker before the README's test command and makes docker tests mandatory."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.docker_support import wait_for_build

ROOT = Path(__file__).resolve().parents[2]


def ci_lines() -> list[str]:
    lines = (ROOT / ".ci" / "run").read_text().splitlines()
    return [
        line.split("  #")[0].strip() for line in lines if line.strip() and not line.startswith("#")
    ]


def readme_test_command() -> str:
    readme = (ROOT / "README.md").read_text()
    commands = re.findall(r"```sh\n(python3 -m venv [^\n]*pytest[^\n]*)\n```", readme)
    assert len(commands) == 1, commands
    return str(commands[0])


#: what runs after the README's test command: the engines' tests on the pure engines (issue 47)
PURE_FALLBACK = (
    "MEEPLE_ENGINES=pure pytest -q -p no:cacheprovider --durations=5 tests/engines "
    "tests/carcassonne tests/burgundy tests/test_chance.py --ignore=tests/engines/test_compiled.py"
)


def test_docker_is_set_up_before_the_readme_test_command() -> None:
    lines = ci_lines()
    test_command = lines.index(readme_test_command())
    assert lines[test_command + 1 :] == [PURE_FALLBACK], (
        "the README's test command is the last step but the pure engines' tests"
    )
    setup = lines.index(
        "WITH_POSTGRES=1 ALIAS_OFFICIAL_TAGS=1 bash ../shared/tools/setup-docker.sh"
    )
    ryuk = lines.index("export TESTCONTAINERS_RYUK_DISABLED=true")
    required = lines.index("export MEEPLE_REQUIRE_DOCKER=1")
    assert setup < ryuk < test_command and setup < required < test_command
    assert "set -euo pipefail" in lines  # a failed Docker setup fails CI


def test_a_test_waits_for_the_image_ci_builds_and_fails_with_its_log(tmp_path: Path) -> None:
    status = tmp_path / "build.status"
    status.write_text("ok\n")
    wait_for_build(status)  # built: returns at once
    status.write_text("docker build exited 1\n")
    (tmp_path / "build.log").write_text("Step 7/9 : RUN pip install .\nerror: no such package\n")
    with pytest.raises(pytest.fail.Exception) as failed:
        wait_for_build(status)
    assert "docker build exited 1" in str(failed.value) and "no such package" in str(failed.value)


def test_ci_builds_the_meeple_image_before_the_install_and_hands_it_to_the_tests() -> None:
    lines = ci_lines()
    build = next(i for i, line in enumerate(lines) if "docker build -q -t" in line)
    assert "-f deploy/Dockerfile ." in lines[build]
    assert lines.index('export MEEPLE_TEST_IMAGE="meeple-test:ci-$$"') < build
    assert build < lines.index(readme_test_command())
