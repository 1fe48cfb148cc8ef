"""Monte Carlo evaluation of the decisions the search leaves to the rules of thumb.

Bids, passes and declarations decide what the rest of the deal is worth, and random
playouts (the search's) judge them poorly. ``MonteCarloAgent`` takes the rule-based
agent's choice as its prior, adds the few next-best candidates the game names (its
``GameAI.candidates``), and plays each of them to the end of the deal in the same
``worlds`` resampled deals with the same policy seeds (common random numbers), every
seat played by a fast policy (the rules of thumb at noise 0). The prior's choice stands
unless another candidate beats it in those worlds by a clear margin: its mean paired
gain, less ``z`` standard errors, must exceed ``min_gain``.

Rewards are the deciding seat's zero-sum reward (``zero_sum_rewards``). Everything
depends only on the seat's view and the rng, so with a seeded rng the decision is
reproducible whenever the world cap (not the clock) ends the evaluation.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable, Sequence

from game.rules import Action, State

from .agent import Agent, Observation
from .knowledge import GameAI
from .search import Determinizer, resample_world, zero_sum_rewards

Candidates = Callable[[Observation, Sequence[Action]], Sequence[Action]]
"""A game's alternatives worth weighing at a decision, best first by its rules of thumb."""


class MonteCarloAgent:
    """The ``prior`` agent's choices, overridden where Monte Carlo clearly disagrees.

    ``candidates(obs, legal)`` names the alternatives (an empty list: the prior decides
    alone); at most ``width`` actions (the prior's choice first) are evaluated in up to
    ``worlds`` worlds, and no new world is started after ``move_time`` seconds.
    """

    def __init__(
        self,
        prior: Agent,
        candidates: Candidates,
        policy: Agent | None = None,
        *,
        worlds: int = 32,
        width: int = 3,
        move_time: float = 0.6,
        z: float = 1.5,
        min_gain: float = 0.0,
        determinize: Determinizer = resample_world,
    ) -> None:
        self.name = f"mc-{prior.name}"
        self.prior = prior
        self.candidates = candidates
        self.policy = prior if policy is None else policy
        self.worlds = worlds
        self.width = width
        self.move_time = move_time
        self.z = z
        self.min_gain = min_gain
        self.determinize = determinize

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        legal = obs.legal_actions()
        if len(legal) == 1:
            return legal[0]
        choice = self.prior.choose(obs, rng)
        options = [choice]
        for a in self.candidates(obs, legal):
            if len(options) >= self.width:
                break
            if a not in options:
                options.append(a)
        if len(options) == 1:
            return choice
        return self.pick(options, self.evaluate(obs, options, rng))

    def evaluate(self, obs: Observation, options: Sequence[Action], rng: random.Random) -> list[list[float]]:
        """Rewards of each option (in order) in the same worlds, one list per option."""
        rewards = zero_sum_rewards(obs.config)
        seat = obs.seat
        results: list[list[float]] = [[] for _ in options]
        deadline = time.perf_counter() + self.move_time
        for i in range(self.worlds):
            if i >= 2 and time.perf_counter() > deadline:
                break
            world = self.determinize(obs, rng)
            seed = rng.getrandbits(64)
            for action, out in zip(options, results, strict=True):
                state = world.clone()
                state._apply(action)
                outcome = self.playout(state, random.Random(seed))
                out.append(rewards(outcome)[seat])
        return results

    def playout(self, state: State, rng: random.Random) -> tuple[int, ...]:
        """Play the deal to its end with the policy; the deal's scores."""
        policy = self.policy
        while state.to_move is not None:
            legal = state.legal_actions()
            if len(legal) == 1:
                state._apply(legal[0])
            else:
                state._apply(policy.choose(Observation(state, state.to_move), rng))
        outcome = state.outcome()
        assert outcome is not None
        return outcome.scores

    def pick(self, options: Sequence[Action], results: Sequence[Sequence[float]]) -> Action:
        """The option with the best clear paired gain over the prior's (``options[0]``)."""
        base = results[0]
        n = len(base)
        best, best_mean = options[0], 0.0
        for action, out in zip(options[1:], results[1:], strict=True):
            diffs = [x - y for x, y in zip(out, base, strict=True)]
            mean = statistics.fmean(diffs)
            se = statistics.stdev(diffs) / math.sqrt(n) if n > 1 else math.inf
            if mean - self.z * se > self.min_gain and mean > best_mean:
                best, best_mean = action, mean
        return best


WORLDS = {"normal": 12, "hard": 32, "cheater": 32}
"""Worlds per weighed decision at each level (the cheater weighs honestly too)."""


def fallback(knowledge: GameAI, level: str, move_time: float) -> Agent:
    """The agent for the decisions the search leaves at ``level``: the rules of thumb,
    weighed by Monte Carlo where the game names candidates, within the search's
    ``move_time`` (no new world after it; the world cap usually binds first).

    Raises ValueError for a game without rules of thumb (its search takes every decision).
    """
    if knowledge.heuristic is None:
        raise ValueError("a game without rules of thumb has no fallback agent")
    heuristic = knowledge.heuristic(0.0)
    if knowledge.candidates is None or level not in WORLDS:
        return heuristic
    weighing = knowledge.weighing
    return MonteCarloAgent(
        heuristic,
        knowledge.candidates,
        worlds=weighing.worlds.get(level, WORLDS[level]),
        width=weighing.width,
        z=weighing.z,
        move_time=move_time,
        determinize=knowledge.determinize,
    )
