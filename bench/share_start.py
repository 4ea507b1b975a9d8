"""How long ``meeple serve --share`` takes to tell a person the address friends open.

    python -m bench.share_start --rounds 5

Each round starts ``meeple serve --share --port 0 --web-port P`` (a fresh SQLite file, no bot
workers) with the loopback stand-in for ``cloudflared`` first on PATH
(``tests/share/standin_cloudflared.py``: the real program's banner, TLS on a local port; the real
quick-tunnel service cannot be reached from here, and its own answer takes some seconds more),
and times from the start of the process to its first plain line (``meeple is serving.``) and to
the line with the tunnel's address (``Friends anywhere can now open: https://…``), then stops it
with SIGTERM. Without ``--share`` the same start-up is timed to its first line, side by side
(rounds alternate). Prints min / median / max of each, in seconds.
"""

from __future__ import annotations

import argparse
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests.share.conftest import make_standin

ROOT = Path(__file__).resolve().parents[1]
FIRST = "meeple is serving."
ADDRESS = "Friends anywhere can now open: "


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def one_start(folder: Path, share: bool, timeout: float = 120) -> tuple[float, float | None]:
    """Seconds to the first plain line and (with --share) to the address line."""
    standin = make_standin(folder)
    output = folder / "terminal.txt"
    env = dict(os.environ, PATH=standin.path_env(), PYTHONPATH=str(ROOT))
    flags = ["--share"] if share else []
    began = time.perf_counter()
    with output.open("wb") as sink:
        process = subprocess.Popen(
            [sys.executable, "-m", "clients.cli", "serve", "--port", "0", "--web-port",
             str(free_port()), "--database", str(folder / "meeple.db"), "--bot-workers", "0",
             *flags],
            cwd=folder, env=env, stdout=sink, stderr=subprocess.DEVNULL,
        )  # fmt: skip
    first: float | None = None
    address: float | None = None
    try:
        deadline = began + timeout
        while time.perf_counter() < deadline:
            text = output.read_text(errors="replace")
            now = time.perf_counter()
            if first is None and FIRST in text:
                first = now - began
            if share and ADDRESS in text:
                address = now - began
            if first is not None and (address is not None or not share):
                break
            if process.poll() is not None:
                raise RuntimeError(text[-2000:])
            time.sleep(0.005)
        if first is None or (share and address is None):
            raise TimeoutError(output.read_text(errors="replace")[-2000:])
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    return first, address


def spread(values: list[float]) -> str:
    return f"{min(values):.2f} / {statistics.median(values):.2f} / {max(values):.2f} s"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args(argv)
    plain_first: list[float] = []
    share_first: list[float] = []
    share_address: list[float] = []
    for round_ in range(args.rounds):
        order = (False, True) if round_ % 2 == 0 else (True, False)
        for share in order:
            with tempfile.TemporaryDirectory(prefix="share-start-") as folder:
                first, address = one_start(Path(folder), share)
            if share:
                share_first.append(first)
                assert address is not None
                share_address.append(address)
            else:
                plain_first.append(first)
        print(f"round {round_ + 1}: serve {plain_first[-1]:.2f} s to its first line; --share "
              f"{share_first[-1]:.2f} s to its first line, {share_address[-1]:.2f} s to the "
              "address", flush=True)  # fmt: skip
    load = os.getloadavg()
    print(f"meeple serve, to 'meeple is serving.' (min / median / max): {spread(plain_first)}")
    print(f"meeple serve --share, to 'meeple is serving.':               {spread(share_first)}")
    print(f"meeple serve --share, to the address line (stand-in tunnel): {spread(share_address)}")
    print(f"load average: {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
