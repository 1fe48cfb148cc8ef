"""Per-game knowledge for the CPU players: rule-based agents and which decisions to search.

A game without an entry here is played by the generic search alone.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.rules import Action

from ..agent import Agent
from ..search import Rollout, random_rollout


@dataclass(frozen=True)
class GameAI:
    """``heuristic(noise)`` builds the rule-based agent (noise 0 = its best judgement);
    ``searched(legal)`` says whether the search (rather than the heuristic) takes a
    decision at the higher levels; ``rollout`` is the search's playout policy."""

    heuristic: Callable[[float], Agent]
    searched: Callable[[Sequence[Action]], bool]
    rollout: Rollout = random_rollout


def game_ai(game: str) -> GameAI | None:
    """The per-game knowledge for ``game``, if any."""
    return _GAMES.get(game)


_GAMES: dict[str, GameAI] = {}
