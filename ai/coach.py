"""The coach: the actions of one decision judged as the analysis judges them, for the hint
(the best three, each with its rules-of-thumb reason) and the blunder warning.

``assess(state, seed)`` judges the seat to move's actions from that seat's knowledge only
(ai/judge.py ``Judge.informed``: worlds resampled from its view; whether the exact solver
fits is tried on one such world, never on the true deal) with an rng from ``seed``, so the
same position judged again gives the same answer. ``CoachWorker`` does it off the table's
thread, in a process like the CPU players' (ai/worker.py), and never raises into it.
"""

from __future__ import annotations

import pickle
import queue
import random
from dataclasses import dataclass, field
from typing import Any

from game.rules import Action, State
from game.rules.message import Message

from .agent import Observation
from .analysis import options
from .background import Background
from .explain import reason
from .judge import OPEN_NODES, SOLVER_TABLE, Cancelled, Judge, StopCheck
from .knowledge import game_ai
from .solver import Solver, sides_of
from .worker import _exit_with_parent, dumps

HINTS = 3
"""Candidates a hint shows."""


@dataclass(frozen=True)
class Candidate:
    """One weighed action: its text, expected score (the seat's zero-sum reward, as in the
    analysis), the noise in its loss against the best (``margin``) and its reason."""

    text: str
    value: float
    margin: float = 0.0
    reason: Message | None = None


@dataclass(frozen=True)
class Assessment:
    """The weighed actions of one decision, best first, and the game's blunder threshold."""

    candidates: tuple[Candidate, ...]
    blunder: float
    method: str = ""
    worlds: int = 0
    error: str = field(default="", compare=False)

    @property
    def best(self) -> Candidate | None:
        return self.candidates[0] if self.candidates else None

    def top(self, count: int = HINTS) -> tuple[Candidate, ...]:
        return self.candidates[:count]

    def loss(self, text: str) -> float | None:
        """Expected score ``text`` loses against the best (None: it was not weighed)."""
        mine = next((c for c in self.candidates if c.text == text), None)
        best = self.best
        return None if mine is None or best is None else best.value - mine.value

    def blunder_loss(self, text: str) -> float | None:
        """The loss of ``text`` when it is a blunder (``??``: at or above the threshold and
        beyond the worlds' noise), else None."""
        loss = self.loss(text)
        mine = next((c for c in self.candidates if c.text == text), None)
        if loss is None or mine is None or loss < self.blunder or loss <= mine.margin:
            return None
        return loss


def assess(state: State, seed: int, should_stop: StopCheck = None) -> Assessment:
    """Judge the actions of the seat to move in ``state`` from its knowledge (module
    docstring). Raises ``judge.Cancelled`` when ``should_stop()`` turns true."""
    seat = state.to_move
    if seat is None:
        raise ValueError("the deal is over: nobody is to move")
    ai = game_ai(state.config.game)
    rng = random.Random(f"tricktable-coach:{seed}")
    legal = state.legal_actions()
    obs = Observation(state, seat)
    guess = ai.heuristic(0.0).choose(obs, random.Random(seed)) if ai.heuristic is not None else legal[0]
    weighed = options(state, guess, ai, rng)
    if len(weighed) == 1:
        return Assessment((Candidate(weighed[0].text, 0.0, 0.0, reason(state, weighed[0], seat)),), 0.0)
    judged = Judge(ai, should_stop).informed(state, weighed, guess, rng, _solver_nodes(state, seat, rng))
    order = sorted(weighed, key=lambda a: (-round(judged.values[a], 9), weighed.index(a)))
    candidates = tuple(
        Candidate(
            a.text, round(judged.values[a], 4), round(judged.margins.get(a, 0.0), 4), _reason(state, a, seat)
        )
        for a in order
    )
    return Assessment(candidates, ai.grades.blunder, judged.method, judged.worlds)


def _reason(state: State, action: Action, seat: int) -> Message | None:
    """The rules of thumb's phrase; a fault in it costs the phrase, not the hint."""
    try:
        return reason(state, action, seat)
    except Exception:
        return None


def _solver_nodes(state: State, seat: int, rng: random.Random) -> int | None:
    """The solver's nodes for one world resampled from the seat's view (None: too big), which
    decides whether the judge solves worlds exactly (PIMC) or plays them out."""
    world = game_ai(state.config.game).determinize(Observation(state, seat), rng)
    sides = sides_of(world.config, world.view(seat))
    solver = Solver(world.config, sides, seat, OPEN_NODES, table=SOLVER_TABLE)
    return solver.nodes if solver.action_values(world, world.legal_actions()) is not None else None


def _serve(requests: Any, answers: Any, wanted: Any) -> None:
    """The worker's loop: assess each request that is still wanted; answer by id."""
    _exit_with_parent()
    while True:
        message = requests.get()
        if message is None:
            return
        rid, blob, seed = message
        if wanted.value != rid:
            continue
        try:

            def stop(rid: int = rid) -> bool:
                return bool(wanted.value != rid)

            result = assess(pickle.loads(blob), seed, stop)
        except Cancelled:
            continue
        except Exception as e:  # the table shows no hint; it never stops for this
            result = Assessment((), 0.0, error=f"{type(e).__name__}: {e}")
        answers.put((rid, result))


class CoachWorker(Background):
    """Assesses one position at a time off the caller's thread: ``request(state, seed)``
    returns at once (a newer request supersedes an older one), ``poll()`` the assessment
    once ready (else None; a failure is an assessment with ``error`` and no candidates),
    ``cancel()``, ``close()``. ``use_process=False`` thinks in a thread."""

    def __init__(self, use_process: bool = True) -> None:
        self._pending = False
        super().__init__(_serve, "coach-worker", use_process)

    def request(self, state: State, seed: int) -> None:
        """Assess ``state``'s decision (its seat to move)."""
        self._pending = True
        self._requests.put((self._next_request(), dumps(state), seed))

    def poll(self) -> Assessment | None:
        """The current request's assessment once ready (returned once). Never blocks."""
        if not self._pending:
            return None
        while True:
            try:
                rid, result = self._answers.get_nowait()
            except queue.Empty:
                break
            if rid == self._rid:
                self._pending = False
                return result
        if self._process is not None and not self._process.is_alive():
            code = self._process.exitcode
            self._start_process()
            self._pending = False
            return Assessment((), 0.0, error=f"the coach's process stopped (exit code {code})")
        return None

    def cancel(self) -> None:
        """Forget the current request; its assessment is never returned."""
        super().cancel()
        self._pending = False
