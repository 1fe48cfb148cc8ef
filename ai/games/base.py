"""What the CPU players may know about one game beyond the rules contract."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.rules import Action

from ..agent import Agent, Observation
from ..search import Rollout, random_rollout


@dataclass(frozen=True)
class GameAI:
    """``heuristic(noise)`` builds the rule-based agent (noise 0 = its best judgement);
    ``searched(obs, legal)`` says whether the search (rather than the heuristic) takes
    a decision at the higher levels; ``rollout`` is the search's playout policy."""

    heuristic: Callable[[float], Agent]
    searched: Callable[[Observation, Sequence[Action]], bool]
    rollout: Rollout = random_rollout
