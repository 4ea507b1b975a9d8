"""The conformance runner's container image, for real: build conformance/Dockerfile with
testcontainers and certify our server with it, as an author without Python would
(``docker run ... run --target host:port``)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from conformance import RUNNER_VERSION
from conformance.runner.profiles import suite_revision
from tests.conformance.servers import ADMIN_TOKEN, serving

ROOT = Path(__file__).resolve().parents[2]
KNOWN_FAILING = ROOT / "conformance" / "implementations" / "meeple.known-failing.txt"
PROFILES = ("carcassonne-core", "burgundy-core", "burgundy-readings")
#: the uid and gid of the author who mounts a folder (not root, not the image's 10001)
CALLER = 4321

pytestmark = pytest.mark.docker


@pytest.fixture(scope="module")
def runner_image(conformance_image: str) -> str:
    return conformance_image


def run_image(
    image: str, *command: str, mount: Path | None = None, user: str | None = None
) -> tuple[int, str]:
    """Run the image to completion on the host's network; its exit code and output. ``user``:
    ``docker run --user`` (default: the mount's owner, as the docs say to run it)."""
    from testcontainers.core.container import DockerContainer

    if user is None and mount is not None:
        owner = mount.stat()
        user = f"{owner.st_uid}:{owner.st_gid}"
    container = DockerContainer(image).with_command(list(command))
    container = container.with_kwargs(network_mode="host", **({"user": user} if user else {}))
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
    code, output = run_image(runner_image, "export", "--out", "/work/suite.json", mount=tmp_path)
    assert code == 0, output
    bundle = json.loads((tmp_path / "suite.json").read_text(encoding="utf-8"))
    assert bundle["suite_revision"] == suite_revision()  # the image holds this very suite


def caller_folder(path: Path) -> Path:
    """A folder owned by an unprivileged caller (uid/gid 4321), mode 0755: what an author mounts
    (the tests run as root, who could write anywhere)."""
    path.mkdir()
    path.chmod(0o755)
    os.chown(path, CALLER, CALLER)
    return path


def test_the_image_writes_reports_into_a_mounted_folder_as_the_caller(
    runner_image: str, tmp_path: Path
) -> None:
    work = caller_folder(tmp_path / "work")
    with serving(["clients.cli"], tmp_path / "meeple.db") as target:
        # as documented: --user "$(id -u):$(id -g)" of the folder's owner
        code, output = run_image(
            runner_image, "run", "--target", target, "--admin-token", ADMIN_TOKEN,
            "--implementation", "meeple", "--run", "carcassonne/perft/first-tile-a",
            "--json", "/work/report.json", "-q", mount=work,
        )  # fmt: skip
        assert code == 0, output[-3000:]
        written = work / "report.json"
        assert (written.stat().st_uid, written.stat().st_gid) == (CALLER, CALLER)
        report = json.loads(written.read_text(encoding="utf-8"))
        assert report["environment"]["runner"].startswith("container image ")
        # without --user the image's own user cannot write there: one line, before any fixture
        code, output = run_image(
            runner_image, "run", "--target", target, "--admin-token", ADMIN_TOKEN,
            "--implementation", "meeple", "--json", "/work/other.json", "-q",
            mount=work, user="10001:10001",
        )  # fmt: skip
    assert code == 2, output
    assert "may not write there" in output and '--user "$(id -u):$(id -g)"' in output
    assert "fixtures:" not in output and not (work / "other.json").exists()


def test_the_image_certifies_our_server(runner_image: str, tmp_path: Path) -> None:
    work = caller_folder(tmp_path / "work")
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
