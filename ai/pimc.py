"""Perfect Information Monte Carlo (PIMC) with the exact solver, and the agent that uses it
for the end of a deal.

PIMC draws worlds consistent with what the seat knows (the game's determinizer), solves
each world exactly for every legal action (``ai.solver``) and picks the action with the
best mean value. Its known weakness (strategy fusion: in every world it plays as if it
knew the cards) matters least when few cards are left, which is where ``EndgameAgent``
uses it; earlier decisions stay with ISMCTS.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence

from game.rules import Action

from .agent import Observation
from .search import Determinizer, SearchAgent, resample_world
from .solver import Solver, sides_of


class PIMC:
    """PIMC over at most ``worlds`` worlds, each solved with at most ``world_nodes`` nodes.

    The search gives up (returns None) when a world cannot be solved within its budget
    or fewer than ``min_worlds`` worlds were solved before the clock (``move_time``) ran
    out. Reproducible with a seeded rng whenever the world cap, not the clock, ends it.
    """

    def __init__(
        self,
        *,
        move_time: float = 0.8,
        worlds: int = 40,
        min_worlds: int = 8,
        world_nodes: int = 8000,
        determinize: Determinizer = resample_world,
    ) -> None:
        self.move_time = move_time
        self.worlds = worlds
        self.min_worlds = min_worlds
        self.world_nodes = world_nodes
        self.determinize = determinize
        self.last_worlds = 0
        self.last_nodes = 0

    def evaluate(
        self, obs: Observation, rng: random.Random, should_stop: Callable[[], bool] | None = None
    ) -> dict[Action, float] | None:
        """The mean solved value of every legal action, or None if PIMC gave up."""
        legal = obs.legal_actions()
        solver = Solver(obs.config, sides_of(obs.config, obs.view()), obs.seat, self.world_nodes)
        totals = dict.fromkeys(legal, 0.0)
        clock = time.perf_counter
        deadline = clock() + self.move_time
        solved = 0
        for _ in range(self.worlds):
            if solved and (clock() > deadline or (should_stop is not None and should_stop())):
                break
            values = solver.action_values(self.determinize(obs, rng), legal)
            if values is None:
                break
            for a, v in values.items():
                totals[a] += v
            solved += 1
        self.last_worlds = solved
        self.last_nodes = solver.nodes
        if solved < min(self.min_worlds, self.worlds):
            return None
        return {a: t / solved for a, t in totals.items()}


def cards_in_hand(obs: Observation) -> int:
    """Cards the seat holds: in trick games, the tricks left to play."""
    return len(obs.view().hands[obs.seat])


class EndgameAgent:
    """``search`` (an ISMCTS agent) for most decisions; PIMC with the exact solver for the
    decisions ``search`` would search once the seat holds at most ``max_cards`` cards.
    When PIMC gives up (a world too big to solve in its budget) the search decides, with
    the time PIMC left over."""

    def __init__(self, name: str, search: SearchAgent, pimc: PIMC, max_cards: int) -> None:
        self.name = name
        self.search = search
        self.pimc = pimc
        self.max_cards = max_cards
        self.should_stop: Callable[[], bool] | None = None

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        legal = obs.legal_actions()
        if len(legal) == 1:
            return legal[0]
        search = self.search
        search.should_stop = self.should_stop
        if not self._endgame(obs, legal):
            return search.choose(obs, rng)
        start = time.perf_counter()
        values = self.pimc.evaluate(obs, rng, self.should_stop)
        if values is not None:
            return max(legal, key=values.__getitem__)
        budget = search.search.move_time
        search.search.move_time = max(0.05, budget - (time.perf_counter() - start))
        try:
            return search.choose(obs, rng)
        finally:
            search.search.move_time = budget

    def _endgame(self, obs: Observation, legal: Sequence[Action]) -> bool:
        searched = self.search.searched
        if searched is not None and not searched(obs, legal):
            return False
        return cards_in_hand(obs) <= self.max_cards
