"""The conformance runner's container image, for real: build conformance/Dockerfile with
testcontainers and certify our server with it, as an author without Python would
(``docker run ... run --target host:port``)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conformance import RUNNER_VERSION
from conformance.runner.profiles import suite_revision
from tests.conformance.servers import ADMIN_TOKEN, serving
from tests.docker_support import built_image

ROOT = Path(__file__).resolve().parents[2]
KNOWN_FAILING = ROOT / "conformance" / "implementations" / "meeple.known-failing.txt"
PROFILES = ("carcassonne-core", "burgundy-core", "burgundy-readings")

pytestmark = pytest.mark.docker


@pytest.fixture(scope="module")
def runner_image() -> Iterator[str]:
    with built_image("conformance/Dockerfile", "meeple-conformance-test") as tag:
        yield tag


def run_image(image: str, *command: str, mount: Path | None = None) -> tuple[int, str]:
    """Run the image to completion on the host's network; its exit code and output."""
    from testcontainers.core.container import DockerContainer

    container = DockerContainer(image).with_command(list(command))
    container = container.with_kwargs(network_mode="host")
    if mount is not None:
        container = container.with_volume_mapping(str(mount), "/work", "rw")
    container.start()
    try:
        wrapped: Any = container.get_wrapped_container()
        status = wrapped.wait(timeout=1200)
        output = wrapped.logs().decode("utf-8", "replace")
        return int(status["StatusCode"]), output
    finally:
        container.stop()


def test_the_image_prints_its_version_and_exports_the_suite(
    runner_image: str, tmp_path: Path
) -> None:
    code, output = run_image(runner_image, "--version")
    assert code == 0 and f"meeple-conformance {RUNNER_VERSION}" in output
    tmp_path.chmod(0o777)
    code, output = run_image(runner_image, "export", "--out", "/work/suite.json", mount=tmp_path)
    assert code == 0, output
    bundle = json.loads((tmp_path / "suite.json").read_text(encoding="utf-8"))
    assert bundle["suite_revision"] == suite_revision()  # the image holds this very suite


def test_the_image_certifies_our_server(runner_image: str, tmp_path: Path) -> None:
    work = tmp_path / "work"
    work.mkdir()
    work.chmod(0o777)
    (work / "known-failing.txt").write_text(KNOWN_FAILING.read_text(encoding="utf-8"))
    with serving(["clients.cli"], tmp_path / "meeple.db") as target:
        code, output = run_image(
            runner_image, "run", "--target", target, "--admin-token", ADMIN_TOKEN,
            "--implementation", "meeple", "--known-failing", "/work/known-failing.txt",
            "--heartbeat-within", "10", "--json", "/work/report.json",
            "--junit", "/work/report.xml", "-q",
            *[arg for name in PROFILES for arg in ("--require-profile", name)],
            mount=work,
        )  # fmt: skip
    assert code == 0, output[-6000:]
    assert output.rstrip().endswith(": PASSED"), output[-3000:]
    report = json.loads((work / "report.json").read_text(encoding="utf-8"))
    assert report["suite_revision"] == suite_revision()
    assert report["target"] == target
    verdicts = {v["profile"]: v for v in report["profiles"]}
    assert all(verdicts[name]["certified"] for name in PROFILES), verdicts
    assert (work / "report.xml").is_file()
