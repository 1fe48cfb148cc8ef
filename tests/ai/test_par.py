"""Par of the deal of the day (issue 24, part 5): the same for a date, computed off the caller's thread."""

from __future__ import annotations

import datetime as dt
import time

from ai.par import ParWorker, par

DAY = dt.date(2026, 11, 25)


def test_par_is_deterministic_for_a_date() -> None:
    assert par("fipsen", DAY, iterations=30) == par("fipsen", DAY, iterations=30)
    assert par("finesse", DAY, iterations=30) == par("finesse", DAY, iterations=30)


def test_par_worker_answers_in_the_background() -> None:
    worker = ParWorker("hasenpfeffer", DAY, iterations=30)
    try:
        deadline = time.monotonic() + 120
        while (value := worker.poll()) is None and not worker.done and time.monotonic() < deadline:
            time.sleep(0.05)
        assert worker.failure == ""
        assert value == par("hasenpfeffer", DAY, iterations=30)
    finally:
        worker.close()
