"""Values of the actions at one decision: judged from what the seat knew, and open-handed.

``informed`` weighs actions in worlds resampled from the seat's view (the game's
determinizer), with common random numbers: every action is tried in the same worlds. Where
the deal's rest is small enough to solve exactly, each world is solved for every action
(PIMC, as in ai/pimc.py); otherwise each world is played to its end by the game's rules of
thumb (as in ai/montecarlo.py; a game without them: random play). Worlds are added in
batches until the ranking is settled: the best action is ahead of the runner-up and of the
action taken by more than ``Z`` standard errors of the paired difference, or those
differences are known to within half the game's inaccuracy threshold.

``open_hands`` values the actions with every card visible: exactly by the solver where its
node budget suffices, else by the all-seeing yardstick search (``cheater`` in
ai/levels.py: ISMCTS over the true deal). A decision the CPU players leave to the rules
of thumb (``GameAI.searched``: bids, the exchange), which the yardstick does not search
either, is valued by those rules playing the true deal on. Everything depends only on the state, the rng
and the node and world caps, never on the clock, so an analysis is reproducible.
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from game.rules import Action, State

from .agent import Agent, Observation, RandomAgent
from .knowledge import GameAI
from .search import ISMCTS, true_world, zero_sum_rewards
from .solver import Solver, sides_of

BATCH = 16
"""Worlds added at a time."""
ROLLOUT_WORLDS = (32, 128)
"""Fewest and most worlds played out by the rules of thumb at one decision."""
ROLLOUT_PLAYOUTS = 256
"""Most playouts at one decision (worlds times actions weighed), but at least ``BATCH`` worlds."""
TRUE_DEAL_SEEDS = 2
"""Playouts of each action on the true deal (the rules of thumb decide nearly always alike)."""
PIMC_WORLDS = (16, 48)
"""Fewest and most worlds solved exactly at one decision."""
PIMC_NODES = 400_000
"""Solver nodes of an informed decision by PIMC: it is tried where the open-hands solve
suggests its fewest worlds fit, each world may take its share of them for the fewest
worlds, and no world is started once they are spent (before the fewest worlds are
solved: the rollouts judge instead)."""
OPEN_NODES = 100_000
"""Solver nodes for the open-hands value before the yardstick search takes over."""
SOLVER_TABLE = False
"""Whether the judge's solvers use the transposition table (issue 28). The budgets above were
set, and the judge's choice between PIMC and rollouts is made, in nodes of the solver
without it; the table gives the same values in fewer nodes, so the same budgets would buy
other worlds and change the judge's verdicts. Off until the budgets are measured again."""
YARDSTICK_ITERATIONS = 1500
"""Iterations of the all-seeing search where the solver's budget does not suffice."""
Z = 2.0


class Cancelled(Exception):
    """The caller asked the analysis to stop."""


StopCheck = Callable[[], bool] | None


@dataclass(frozen=True)
class Judgement:
    """Mean value of each weighed action (the seat's zero-sum reward), how it was found and in
    how many worlds (open hands: 1). ``margins[a]``: ``Z`` standard errors of the paired
    difference between the best action and ``a`` (0 where the values are exact)."""

    values: dict[Action, float]
    method: str
    worlds: int
    margins: dict[Action, float] = field(default_factory=dict)


def playout(state: State, policy: Agent, rng: random.Random) -> tuple[int, ...]:
    """Play ``state`` to the end of the deal with ``policy`` for every seat; the scores."""
    while state.to_move is not None:
        legal = state.legal_actions()
        action = legal[0] if len(legal) == 1 else policy.choose(Observation(state, state.to_move), rng)
        state._apply(action)
    outcome = state.outcome()
    assert outcome is not None
    return outcome.scores


def _settled(results: Sequence[Sequence[float]], taken: int, precision: float) -> bool:
    """Whether the best action's lead over the runner-up and over ``taken`` is clear or small
    enough not to matter (see the module's docstring)."""
    means = [statistics.fmean(r) for r in results]
    order = sorted(range(len(means)), key=lambda i: -means[i])
    best = order[0]
    n = len(results[best])
    for other in {order[1], taken} - {best}:
        diffs = [x - y for x, y in zip(results[best], results[other], strict=True)]
        se = statistics.stdev(diffs) / math.sqrt(n)
        if Z * se >= precision and statistics.fmean(diffs) <= Z * se:
            return False
    return True


class Judge:
    """Judges decisions of one game (its CPU knowledge ``ai``) for the seat to move in each.
    ``should_stop()`` turning true raises ``Cancelled`` between batches of worlds."""

    def __init__(self, ai: GameAI, should_stop: StopCheck = None) -> None:
        self.ai = ai
        self.policy: Agent = ai.heuristic(0.0) if ai.heuristic is not None else RandomAgent()
        self.should_stop = should_stop
        self.precision = ai.grades.inaccuracy / 2

    def _check(self) -> None:
        if self.should_stop is not None and self.should_stop():
            raise Cancelled

    def informed(
        self, state: State, options: Sequence[Action], taken: Action, rng: random.Random, solvable: int | None
    ) -> Judgement:
        """Values of ``options`` from the view of the seat to move. ``solvable``: the nodes the
        open-hands solve took (None: too big), which decides whether PIMC fits."""
        obs = Observation(state, state.to_move if state.to_move is not None else 0)
        if solvable is not None and solvable * PIMC_WORLDS[0] <= PIMC_NODES:
            judged = self._pimc(obs, options, taken, rng)
            if judged is not None:
                return judged
        return self._rollouts(obs, options, taken, rng)

    def _rollouts(
        self, obs: Observation, options: Sequence[Action], taken: Action, rng: random.Random
    ) -> Judgement:
        rewards = zero_sum_rewards(obs.config)
        results: list[list[float]] = [[] for _ in options]
        share = ROLLOUT_PLAYOUTS // len(options) // BATCH * BATCH
        low = max(BATCH, min(ROLLOUT_WORLDS[0], share))
        high = max(low, min(ROLLOUT_WORLDS[1], share))
        while len(results[0]) < high:
            self._check()
            for _ in range(BATCH):
                world = self.ai.determinize(obs, rng)
                seed = rng.getrandbits(64)
                for action, out in zip(options, results, strict=True):
                    state = world.clone()
                    state._apply(action)
                    out.append(rewards(playout(state, self.policy, random.Random(seed)))[obs.seat])
            if len(results[0]) >= low and _settled(results, options.index(taken), self.precision):
                break
        return _judgement(options, results, "rollouts")

    def _pimc(
        self, obs: Observation, options: Sequence[Action], taken: Action, rng: random.Random
    ) -> Judgement | None:
        low, high = PIMC_WORLDS
        sides = sides_of(obs.config, obs.view())
        solver = Solver(obs.config, sides, obs.seat, PIMC_NODES // low, table=SOLVER_TABLE)
        results: list[list[float]] = [[] for _ in options]
        while len(results[0]) < high:
            self._check()
            for _ in range(BATCH):
                values = solver.action_values(self.ai.determinize(obs, rng), options)
                if values is None or (solver.nodes > PIMC_NODES and len(results[0]) < low):
                    return None
                for action, out in zip(options, results, strict=True):
                    out.append(values[action])
                if solver.nodes > PIMC_NODES:
                    break
            if solver.nodes > PIMC_NODES or (
                len(results[0]) >= low and _settled(results, options.index(taken), self.precision)
            ):
                break
        return _judgement(options, results, "pimc")

    def open_hands(
        self, state: State, options: Sequence[Action], rng: random.Random, try_solver: bool
    ) -> tuple[Judgement, int | None]:
        """Values of ``options`` with every card visible, and the solver's nodes (None: the
        solver was not tried or its budget did not suffice, the yardstick search judged)."""
        seat = state.to_move if state.to_move is not None else 0
        if try_solver:
            sides = sides_of(state.config, state.view(seat))
            solver = Solver(state.config, sides, seat, OPEN_NODES, table=SOLVER_TABLE)
            values = solver.action_values(state, options)
            if values is not None:
                return Judgement(values, "solver", 1), solver.nodes
        self._check()
        obs = Observation(state, seat)
        if not self.ai.searched(obs, state.legal_actions()):
            return self._true_deal(state, options, rng), None
        search = ISMCTS(
            move_time=math.inf,
            iterations=max(YARDSTICK_ITERATIONS, 2 * len(state.legal_actions())),
            determinize=true_world,
            worlds=1,
            stop_early=False,
        )
        stats = search.search(obs, rng, self.should_stop)
        self._check()
        values = {a: stats[a.text][1] for a in options}  # the root tries every legal action
        return Judgement(values, "yardstick", 1), None

    def _true_deal(self, state: State, options: Sequence[Action], rng: random.Random) -> Judgement:
        """Open-hands values of a decision the CPU players leave to the rules of thumb (the
        yardstick does not search it either): the true deal played on by those rules, with
        ``TRUE_DEAL_SEEDS`` policy seeds shared by every action."""
        rewards = zero_sum_rewards(state.config)
        seat = state.to_move if state.to_move is not None else 0
        seeds = [rng.getrandbits(64) for _ in range(TRUE_DEAL_SEEDS)]
        values: dict[Action, float] = {}
        for action in options:
            total = 0.0
            for seed in seeds:
                world = state.clone()
                world._apply(action)
                total += rewards(playout(world, self.policy, random.Random(seed)))[seat]
            values[action] = total / len(seeds)
        return Judgement(values, "true-deal", len(seeds))


def _judgement(options: Sequence[Action], results: Sequence[Sequence[float]], method: str) -> Judgement:
    """Means and margins of the actions' results in the same worlds."""
    means = [statistics.fmean(r) for r in results]
    best = results[max(range(len(means)), key=means.__getitem__)]
    n = len(best)
    margins = {
        a: Z * statistics.stdev([x - y for x, y in zip(best, r, strict=True)]) / math.sqrt(n)
        for a, r in zip(options, results, strict=True)
    }
    return Judgement(dict(zip(options, means, strict=True)), method, n, margins)
