"""Analysis of one deal of a record: every decision of one seat, graded.

Each decision of the seat is judged twice (ai/judge.py): from what the seat knew (the
expected score of the action taken and of the best action, in worlds resampled from its
view) and open-handed (every card visible). The loss of the action taken against the best
one, judged from what the seat knew, grades it with the game's thresholds
(``GameAI.grades``: ``?!``, ``?``, ``??``). Expected scores are the seat's zero-sum
reward (its score minus the mean of its opponents'; team games: its team's minus the
other team's), the value the CPU players maximise.

Decisions are judged from the last to the first: once the solver's budget does not
suffice for the open-hands value, it does not for any earlier decision either, and the
yardstick search takes over. Each decision has its own rng, seeded from the analysis's
seed, the deal and the action's index, so an analysis is reproducible.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.record import Record, RecordError, apply_recorded, next_dealer, replay, start_deal
from game.rules import Action, State
from game.rules.names import neutral_name

from .agent import Observation
from .judge import OPEN_NODES, Judge, Judgement, StopCheck
from .knowledge import GameAI, game_ai
from .solver import Solver, sides_of

VERSION = 1
"""Changes whenever the same record would be analysed differently (stored results then expire)."""
MAX_OPTIONS = 16
"""Searched decisions with more legal actions weigh only the action taken and the candidates."""
MIN_OPTIONS = 4
"""Weighed actions at such a decision when the game names fewer candidates."""
MAKEABLE_NODES = 4 * OPEN_NODES
"""Solver nodes for a step of the declarer's open-handed line."""

Progress = Callable[[int, int], None] | None
Judged = Callable[["Decision"], None] | None
"""Called with each decision as soon as it is judged (the last first)."""


class AnalysisError(ValueError):
    """A request that cannot be analysed; the message is one line for a user."""


@dataclass
class Decision:
    """One decision of the analysed seat. ``index`` is the action's index in the deal (0-based);
    ``values`` and ``open_values`` map action texts to expected scores, best first; ``margin``
    is the noise in the loss (``Z`` standard errors): a loss within it is not graded."""

    index: int
    phase: str
    hand: list[str]
    taken: str
    legal: int
    forced: bool
    values: dict[str, float] = field(default_factory=dict)
    method: str = ""
    worlds: int = 0
    open_values: dict[str, float] = field(default_factory=dict)
    open_method: str = ""
    margin: float = 0.0
    grade: str | None = None

    @property
    def best(self) -> str:
        return next(iter(self.values), self.taken)

    @property
    def loss(self) -> float:
        return self.values[self.best] - self.values[self.taken] if self.values else 0.0

    @property
    def open_best(self) -> str:
        return next(iter(self.open_values), self.taken)

    def to_json(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "phase": self.phase,
            "hand": self.hand,
            "taken": self.taken,
            "legal": self.legal,
            "forced": self.forced,
            "expected": self.values.get(self.taken),
            "best": self.best,
            "best_expected": self.values.get(self.best),
            "loss": round(self.loss, 4),
            "margin": round(self.margin, 4),
            "grade": self.grade,
            "values": self.values,
            "method": self.method,
            "worlds": self.worlds,
            "open": {
                "expected": self.open_values.get(self.taken),
                "best": self.open_best,
                "best_expected": self.open_values.get(self.open_best),
                "values": self.open_values,
                "method": self.open_method,
                "exact": self.open_method == "solver",
            },
        }


@dataclass
class Analysis:
    """The analysis of one deal for one seat (``deal`` 0-based)."""

    game: str
    preset: str
    players: int
    deal: int
    seat: int
    seed: int
    decisions: list[Decision]
    scores: list[int] | None
    declarer: dict[str, Any] | None

    def lost(self) -> float:
        """Expected score lost to the graded decisions."""
        return sum(d.loss for d in self.decisions if d.grade)

    def costliest(self, count: int = 3) -> list[Decision]:
        graded = [d for d in self.decisions if d.grade]
        return sorted(graded, key=lambda d: (-d.loss, d.index))[:count]

    def to_json(self) -> dict[str, Any]:
        marks = [d.grade for d in self.decisions]
        return {
            "version": VERSION,
            "game": self.game,
            "preset": self.preset,
            "players": self.players,
            "deal": self.deal + 1,
            "seat": self.seat,
            "seed": self.seed,
            "decisions": [d.to_json() for d in self.decisions],
            "summary": {
                "lost": round(self.lost(), 4),
                "grades": {g: marks.count(g) for g in ("?!", "?", "??")},
                "costliest": [
                    {
                        "index": d.index,
                        "taken": d.taken,
                        "better": d.best,
                        "loss": round(d.loss, 4),
                        "grade": d.grade,
                    }
                    for d in self.costliest()
                ],
                "scores": self.scores,
                "declarer": self.declarer,
            },
        }


def deal_start(record: Record, index: int) -> State:
    """The first state of deal ``index`` (0-based), after the deals before it."""
    prefix = Record(
        record.game, record.preset, record.options, record.players, record.deals[:index], record.seed
    )
    results, totals, _, _ = replay(prefix)
    dealer = record.deals[index].dealer
    if dealer is None:
        last = results[-1] if results else None
        dealer = (
            0
            if last is None or last.outcome is None
            else next_dealer(last.outcome, last.dealer, record.players)
        )
    return start_deal(record, index, dealer, totals)


def analyse(
    record: Record,
    deal: int,
    seat: int,
    *,
    seed: int = 0,
    should_stop: StopCheck = None,
    progress: Progress = None,
    judged: Judged = None,
) -> Analysis:
    """Analyse deal ``deal`` (0-based) of ``record`` for ``seat``.

    Raises AnalysisError (or RecordError) for a deal or seat that does not exist or a record
    that does not replay, and ``judge.Cancelled`` when ``should_stop()`` turns true.
    """
    replay(record)  # a record that does not replay is refused before any search
    if not 0 <= deal < len(record.deals):
        raise AnalysisError(f"deal {deal + 1} does not exist (the record has {len(record.deals)} deals)")
    if not 0 <= seat < record.players:
        raise AnalysisError(f"seat {seat} does not exist (seats 0..{record.players - 1})")
    ai = game_ai(record.game)
    state = deal_start(record, deal)
    positions: list[tuple[int, State, Action]] = []
    play: list[tuple[int, State]] = []
    for j, text in enumerate(record.deals[deal].actions):
        if state.to_move == seat:
            positions.append((j, state.clone(), state.parse_action(text)))
        if _in_play(state):
            play.append((j, state.clone()))
        apply_recorded(state, text, deal, j)
    judge = Judge(ai, should_stop)
    decisions: list[Decision] = []
    solver_fits = True
    for done, (j, position, taken) in enumerate(reversed(positions)):
        rng = random.Random(f"tricktable-analyse:{seed}:{deal}:{j}")
        decision, solved = _decide(judge, ai, j, position, taken, rng, solver_fits)
        solver_fits = solver_fits and (solved or decision.forced)
        decisions.append(decision)
        if judged is not None:
            judged(decision)
        if progress is not None:
            progress(done + 1, len(positions))
    decisions.reverse()
    outcome = state.outcome()
    return Analysis(
        record.game,
        record.preset,
        record.players,
        deal,
        seat,
        seed,
        decisions,
        None if outcome is None else list(outcome.scores),
        _declarer(play, outcome, decisions),
    )


def _in_play(state: State) -> bool:
    if state.to_move is None:
        return False
    view = state.view(state.to_move)
    return view.phase == "play" and type(view.info.get("declarer")) is int


def options(state: State, taken: Action, ai: GameAI, rng: random.Random) -> list[Action]:
    """The actions weighed at a decision: every legal one where the CPU players search it and
    it has at most ``MAX_OPTIONS``; otherwise (bids, exchanges: the rules of thumb's
    decisions) the action taken, the rules of thumb's choice and the game's candidates,
    filled up from the legal actions to ``MIN_OPTIONS``."""
    legal = state.legal_actions()
    obs = Observation(state, _to_move(state))
    if len(legal) <= MIN_OPTIONS or (len(legal) <= MAX_OPTIONS and ai.searched(obs, legal)):
        return legal
    picks = [taken]
    if ai.heuristic is not None:
        picks.append(ai.heuristic(0.0).choose(obs, rng))
    if ai.candidates is not None:
        picks.extend(ai.candidates(obs, legal))
    picks = list(dict.fromkeys(picks))
    for a in legal:
        if len(picks) >= MIN_OPTIONS:
            break
        if a not in picks:
            picks.append(a)
    return picks[:MAX_OPTIONS]


def _to_move(state: State) -> int:
    assert state.to_move is not None
    return state.to_move


def _ranked(judged: Judgement, taken: Action) -> dict[str, float]:
    """Texts and values, best first (ties: the action taken first, then in the order weighed)."""
    order = sorted(judged.values, key=lambda a: (-round(judged.values[a], 9), a != taken))
    return {a.text: round(judged.values[a], 4) for a in order}


def _decide(
    judge: Judge, ai: GameAI, j: int, state: State, taken: Action, rng: random.Random, solver_fits: bool
) -> tuple[Decision, bool]:
    """Judge one decision; also whether the solver found its open-hands values."""
    seat = _to_move(state)
    view = state.view(seat)
    legal = state.legal_actions()
    decision = Decision(
        j,
        view.phase,
        [str(c) for c in view.hands[seat] if c is not None],
        taken.text,
        len(legal),
        len(legal) == 1,
    )
    if decision.forced:
        return decision, False
    weighed = options(state, taken, ai, rng)
    open_judged, nodes = judge.open_hands(state, weighed, rng, solver_fits)
    judged = judge.informed(state, weighed, taken, rng, nodes)
    decision.values, decision.method, decision.worlds = _ranked(judged, taken), judged.method, judged.worlds
    decision.open_values, decision.open_method = _ranked(open_judged, taken), open_judged.method
    decision.margin = judged.margins.get(taken, 0.0)
    if decision.loss > decision.margin:  # a loss within the worlds' noise is no mistake
        decision.grade = ai.grades.grade(decision.loss)
    return decision, nodes is not None


def _declarer(
    play: list[tuple[int, State]], outcome: Any, decisions: list[Decision]
) -> dict[str, Any] | None:
    """The declarer's result and whether the contract was makeable open-handed, judged from the
    seat's earliest decision whose open-hands values the solver found, if it falls in the
    trick play (``judged_at``: its action index; earlier positions are bigger still)."""
    if not play:
        return None
    first = play[0][1]
    declarer = first.view(_to_move(first)).info["declarer"]
    made = None if outcome is None else outcome.extra.get("made")
    solved = [d.index for d in decisions if d.open_method == "solver"]
    for j, state in [p for p in play if solved and p[0] == min(solved)]:
        line = _open_line(state, declarer)
        if line is not None:
            return {"seat": declarer, "made": made, "makeable": line, "judged_at": j}
    return {"seat": declarer, "made": made, "makeable": None, "judged_at": None}


def _open_line(state: State, declarer: int) -> bool | None:
    """Whether the declarer makes his contract when every seat plays its best open-handed
    (the solver's line; None: too big to solve)."""
    sides = sides_of(state.config, state.view(declarer))
    solver = Solver(state.config, sides, declarer, MAKEABLE_NODES)
    line = state.clone()
    while line.to_move is not None:
        legal = line.legal_actions()
        if len(legal) > 1:
            values = solver.action_values(line, legal)
            if values is None:
                return None
            pick = max if sides[line.to_move] == sides[declarer] else min
            line._apply(pick(legal, key=values.__getitem__))
        else:
            line._apply(legal[0])
    outcome = line.outcome()
    assert outcome is not None
    made = outcome.extra.get("made")
    return None if made is None else bool(made)


def seat_label(seat: int, players: int) -> str:
    return f"seat {seat} ({neutral_name('seat', seat, players)})"


__all__ = ["Analysis", "AnalysisError", "Decision", "RecordError", "analyse", "deal_start"]
