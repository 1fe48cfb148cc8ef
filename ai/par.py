"""Par of the deal of the day: the score the hard CPU player makes from the player's seat.

The hard level plays seat 0 of the daily deal (``game.daily``) against the same CPU
opponents the player meets there (level ``game.daily.OPPONENTS``). Every search is ended
by its iteration cap, never by the clock (``PAR_ITERATIONS``, and a move time far beyond
what the cap needs), and each seat's rng is seeded from the daily seed, so par is the same
on every machine for a date and version.

``ParWorker`` computes it in a process of its own (multiprocessing's spawn context, as
``ai.worker``): the table's CPU worker stays free for the opponents' moves, and the window
never waits. ``poll`` is non-blocking.
"""

from __future__ import annotations

import datetime as dt
import multiprocessing
import queue
import random
from typing import Any

from game import __version__, daily

from .agent import Observation
from .levels import HARD_ITERATIONS, NORMAL_ITERATIONS, make_agent

PAR_ITERATIONS = HARD_ITERATIONS
"""The hard player's iteration cap per decision (the arena's ``--iterations``)."""
UNBOUNDED_TIME = 3600.0
"""A move time the iteration caps always reach first, so the clock never ends a search."""


def par(game: str, date: dt.date, *, iterations: int = PAR_ITERATIONS, version: str = __version__) -> int:
    """Seat 0's score when the hard CPU player plays it in ``game``'s deal of ``date``."""
    seed = daily.daily_seed(game, date, version)
    match = daily.daily_match(game, date, version)
    players = match.config.players
    hard = make_agent("hard", game, move_time=UNBOUNDED_TIME, iterations=iterations)
    opponents = make_agent(
        daily.OPPONENTS, game, move_time=UNBOUNDED_TIME, iterations=min(iterations, NORMAL_ITERATIONS)
    )
    rngs = [random.Random(f"{seed}:par:{s}") for s in range(players)]
    while (score := daily.result(match)) is None:
        if daily.needs_next_deal(match):
            match.next_deal()
            continue
        state, seat = match.state, match.state.to_move
        assert seat is not None
        legal = state.legal_actions()
        agent = hard if seat == daily.SEAT else opponents
        match.apply(legal[0] if len(legal) == 1 else agent.choose(Observation(state, seat), rngs[seat]))
    return score


def _compute(answers: Any, game: str, date: str, iterations: int) -> None:
    try:
        answers.put((game, date, par(game, dt.date.fromisoformat(date), iterations=iterations), None))
    except Exception as e:  # reported to the caller, who shows par as unknown
        answers.put((game, date, None, f"{type(e).__name__}: {e}"))


class ParWorker:
    """Computes one par in a background process; ``poll`` returns it once ready."""

    def __init__(self, game: str, date: dt.date, *, iterations: int = PAR_ITERATIONS) -> None:
        ctx = multiprocessing.get_context("spawn")
        self._answers = ctx.Queue()
        self._process: Any = ctx.Process(
            target=_compute,
            args=(self._answers, game, date.isoformat(), iterations),
            daemon=True,
            name="par-worker",
        )
        self._process.start()
        self.result: int | None = None
        self.failure = ""

    @property
    def done(self) -> bool:
        return self._process is None

    def poll(self) -> int | None:
        """Par once computed (None before, and after a failure: see ``failure``)."""
        if self._process is None:
            return self.result
        try:
            _game, _date, value, failure = self._answers.get_nowait()
        except queue.Empty:
            if self._process.is_alive():
                return None
            value, failure = None, f"the par process stopped (exit code {self._process.exitcode})"
        self.result, self.failure = value, failure or ""
        self.close()
        return self.result

    def close(self) -> None:
        """Stop the process (idempotent)."""
        if self._process is None:
            return
        if self._process.is_alive():
            self._process.terminate()
        self._process.join(timeout=2)
        self._answers.close()
        self._process = None
