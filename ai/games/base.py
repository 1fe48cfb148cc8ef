"""What the CPU players may know about one game beyond the rules contract."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.rules import Action

from ..agent import Agent, Observation
from ..search import Determinizer, resample_world


@dataclass(frozen=True)
class GameAI:
    """``heuristic(noise)`` builds the rule-based agent (noise 0 = its best judgement);
    ``searched(obs, legal)`` says whether the search (rather than the heuristic) takes
    a decision at the higher levels; ``determinize`` draws the search's worlds;
    ``candidates(obs, legal)``, if given, names the alternatives to the heuristic's choice
    that ``MonteCarloAgent`` weighs at the decisions the search leaves (ai/montecarlo.py)."""

    heuristic: Callable[[float], Agent]
    searched: Callable[[Observation, Sequence[Action]], bool]
    determinize: Determinizer = resample_world
    candidates: Callable[[Observation, Sequence[Action]], Sequence[Action]] | None = None
