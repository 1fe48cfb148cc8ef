"""Time from starting Tricktable to its first frame (median of several runs).

Runs ``COMMAND selftest --first-frame`` (a normal start: settings, statistics and the
autosave are loaded from a fresh temporary folder; the window shows the felt and title,
then the start screen) and compares the time the process was started with the first
frame's time, which the program reports.

    python tools/startup_time.py dist/Tricktable/Tricktable          # the one-folder bundle
    python tools/startup_time.py dist/onefile/Tricktable             # a one-file build
    python tools/startup_time.py python -m game                      # from source

Uses SDL's dummy video driver unless SDL_VIDEODRIVER is set (e.g. under ``xvfb-run``).
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

STAMPS = re.compile(r"first frame at ([0-9.]+), start screen at ([0-9.]+)")


def once(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Seconds from starting ``command`` to its first frame and to its start screen."""
    with tempfile.TemporaryDirectory() as tmp:
        args = [*command, "selftest", "--first-frame", "--data-dir", tmp, "--report", str(Path(tmp) / "r")]
        t0 = time.time()
        subprocess.run(args, env=env, check=True, timeout=120, stdout=subprocess.DEVNULL)
        found = STAMPS.search((Path(tmp) / "r").read_text(encoding="utf-8"))
    if found is None:
        raise RuntimeError("the program did not report its first frame")
    return float(found[1]) - t0, float(found[2]) - t0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="how many starts (default 5)")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="how to start Tricktable")
    args = parser.parse_args()
    if not args.command:
        parser.error("name the program to start, e.g. dist/Tricktable/Tricktable")
    env = {**os.environ}
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    runs = [once(args.command, env) for _ in range(max(1, args.runs))]
    first = [r[0] for r in runs]
    ready = [r[1] for r in runs]
    print(
        f"start to first frame: median {statistics.median(first):.2f} s "
        f"(min {min(first):.2f}, max {max(first):.2f}, {len(runs)} runs); "
        f"start screen: median {statistics.median(ready):.2f} s  [{' '.join(args.command)}]"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
