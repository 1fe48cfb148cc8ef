"""``python -m game.bench --memory N``: the table's resident memory over N deals.

Plays rounds of one deal of every preset and variant the self-test plays (CPU players in
the AI's worker process in every seat, instant speed, the real window with whatever SDL
video driver is set) and reports the resident size of the table's process and of the
worker process: at the start screen, after the first round (every game's tables, the card
images and fonts loaded once), every ``--every`` deals, and at the end. A leak shows as
growth after the first round; the first round's own growth is loading, not a leak.

Resident size is read from ``/proc`` (Linux); elsewhere the tool says it cannot measure.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

MB = 2**20


def resident_mb(pid: int | None = None) -> float:
    """The resident size of process ``pid`` (default: this one) in MB.

    Raises:
        OSError: where ``/proc`` does not exist (not Linux) or the process has ended.
    """
    with open(f"/proc/{pid or 'self'}/statm", encoding="ascii") as f:
        pages = int(f.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / MB


@dataclass
class Readings:
    """Resident sizes (table, worker) in MB after so many deals."""

    rows: list[tuple[int, float, float]] = field(default_factory=list)
    warm: int = 0
    """The number of deals in the first round (every preset once)."""

    def add(self, deals: int, worker_pid: int | None) -> None:
        """Read both sizes now, after ``deals`` deals (once per count)."""
        if self.rows and self.rows[-1][0] == deals:
            return
        worker = resident_mb(worker_pid) if worker_pid else 0.0
        self.rows.append((deals, resident_mb(), worker))
        print(f"  {deals:>5} deals  table {self.rows[-1][1]:6.1f} MB  worker {worker:6.1f} MB", flush=True)

    def summary(self) -> str:
        (_, start, _), (deals, end, end_w) = self.rows[0], self.rows[-1]
        warm_deals, warm, warm_w = next(r for r in self.rows if r[0] >= min(self.warm, deals))
        return (
            f"{deals} deals: table {start:.1f} MB at the start screen, {warm:.1f} MB after the first "
            f"round ({warm_deals} deals), {end:.1f} MB at the end ({_growth(end, warm)} since the first "
            f"round, {_growth(end, start)} since the start); CPU worker {warm_w:.1f} → {end_w:.1f} MB "
            f"({_growth(end_w, warm_w)})"
        )


def _growth(now: float, then: float) -> str:
    return f"{100 * (now - then) / then:+.1f}%" if then else "n/a"


def _worker_pid() -> int | None:
    alive = [p.pid for p in multiprocessing.active_children() if p.name == "ai-worker" and p.is_alive()]
    return alive[0] if alive else None


def soak(deals: int, every: int, level: str) -> str:
    """Play ``deals`` deals (rounds over the presets) at the table; the summary line."""
    from ai.worker import AgentWorker
    from game.rules import rulesets
    from game.rules.registry import showcase

    from .selftest import Driver, start

    app, _, _ = start(Path(tempfile.mkdtemp(prefix="tricktable-soak-")))
    app.settings.speed = "instant"
    driver, worker, readings = Driver(app), AgentWorker(), Readings()
    variants = [(name, config) for rs in rulesets() for name, config in showcase(rs)]
    played, readings.warm = 0, len(variants)
    try:
        driver.frames(2)
        readings.add(0, _worker_pid())
        while played < deals:
            for name, config in variants[: deals - played]:
                app.start_match(config, level, seed=played + 1, humans=(), worker=worker)
                driver.play_deals(name, 1, None)
                played += 1
                if played % every == 0:
                    readings.add(played, _worker_pid())
            if played == len(variants) or played == deals:
                readings.add(played, _worker_pid())
    finally:
        worker.close()
        app.close()
    return readings.summary()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.bench --memory", description=__doc__.splitlines()[0]
    )
    parser.add_argument("deals", type=int, help="deals to play (rounds over every preset and variant)")
    parser.add_argument("--every", type=int, default=100, help="report every so many deals (default 100)")
    parser.add_argument("--level", default="easy", help="CPU level in every seat (default easy)")
    args = parser.parse_args(argv)
    try:
        resident_mb()
    except OSError:
        print("--memory reads resident sizes from /proc, which this system does not have")
        return 1
    print(f"resident memory of the table over {args.deals} deals")
    print(soak(max(1, args.deals), max(1, args.every), args.level))
    return 0
