"""What the CPU players may know about one game beyond the rules contract.

Each game family's ``cpu`` module (named by its ``GameSpec``) holds ``CPU``, a ``GameAI``;
``game_ai`` imports it on first use, so the rules and the table never load CPU code.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field

from game.rules import Action, State
from game.rules.message import Message
from game.rules.registry import get_spec

from .agent import Agent, Observation
from .search import Determinizer, Playout, resample_world


@dataclass(frozen=True)
class Grades:
    """Expected-score losses from which a decision is graded ``?!``, ``?`` and ``??``."""

    inaccuracy: float
    mistake: float
    blunder: float

    def __post_init__(self) -> None:
        if not 0 < self.inaccuracy <= self.mistake <= self.blunder:
            raise ValueError(f"grades must grow from above 0: {self}")

    def grade(self, loss: float) -> str | None:
        """The grade of a decision that loses ``loss`` (None: no mark)."""
        if loss >= self.blunder:
            return "??"
        if loss >= self.mistake:
            return "?"
        if loss >= self.inaccuracy:
            return "?!"
        return None


@dataclass(frozen=True)
class Weighing:
    """How ``MonteCarloAgent`` weighs a game's ``candidates`` (ai/montecarlo.py): ``worlds``
    per level where the game sets its own (else the level's ``montecarlo.WORLDS``), at most
    ``width`` actions, and the standard errors ``z`` by which a candidate's gain over the
    rules of thumb's choice must be clear."""

    worlds: Mapping[str, int] = field(default_factory=dict)
    width: int = 3
    z: float = 1.5


@dataclass(frozen=True)
class GameAI:
    """``heuristic(noise)`` builds the rule-based agent (noise 0 = its best judgement; None:
    the game has no rules of thumb and the search takes every decision);
    ``searched(obs, legal)`` says whether the search (rather than the heuristic) takes
    a decision at the higher levels; ``determinize`` draws the search's worlds;
    ``candidates(obs, legal)``, if given, names the alternatives to the heuristic's choice
    that ``MonteCarloAgent`` weighs at the decisions the search leaves (ai/montecarlo.py);
    ``weighed(obs, legal)``, if given, says which of the searched decisions the honest
    levels leave to that Monte Carlo weighing all the same, while the cheater still searches
    them in the true deal (ai/levels.py; Hasenpfeffer's auction); ``weighing``: how;
    ``endgame_tricks``: from this many cards left in the hand of the seat to move, ``hard``
    solves the deal's rest by PIMC with the exact solver (0: never; ai/levels.py);
    ``grades``: the expected-score losses (in the search's reward units, ``zero_sum_rewards``)
    from which the analysis of a deal grades a decision an inaccuracy ``?!``, a mistake ``?``
    and a blunder ``??`` (ai/analysis.py); the one place each game sets them;
    ``explain(obs, action)``: the rules of thumb's short phrase about a legal action of the
    seat to move (ai/explain.py; None: nothing to say);
    ``position_key(state)``: the exact solver's transposition-table key of a full state
    (ai/solver.py), or None for a position not worth storing (None as the hook: no table).
    ``easy()``: the game's own easy player, one that errs as people do (ai/memory.py); None:
    the rules of thumb with noise.
    ``playout(state, legal, rand)``: the search's playout policy, a cheap rule on the full
    state (ai/search.py); None: random playouts.
    ``normal()``: the game's own normal player, its rules of thumb without search, where they
    play at least as well as the search of the normal budget (issue 28); None: that search.
    Two states with equal keys must have the same value for every seat under every split
    into sides: the same cards in the same hands, the same trick on the table, the same
    seat to move and everything the deal's score still depends on."""

    heuristic: Callable[[float], Agent] | None = None
    searched: Callable[[Observation, Sequence[Action]], bool] = lambda obs, legal: True
    determinize: Determinizer = resample_world
    candidates: Callable[[Observation, Sequence[Action]], Sequence[Action]] | None = None
    weighed: Callable[[Observation, Sequence[Action]], bool] | None = None
    weighing: Weighing = Weighing()
    endgame_tricks: int = 0
    grades: Grades = Grades(0.5, 1.0, 2.0)
    explain: Callable[[Observation, Action], Message | None] | None = None
    position_key: Callable[[State], Hashable | None] | None = None
    easy: Callable[[], Agent] | None = None
    normal: Callable[[], Agent] | None = None
    playout: Playout | None = None


def game_ai(game: str) -> GameAI:
    """The CPU knowledge of the registered game ``game`` (its cpu module's ``CPU``).

    Raises ConfigError for an unknown game and TypeError when the module's ``CPU`` is not
    a ``GameAI``.
    """
    knowledge = importlib.import_module(get_spec(game).cpu).CPU
    if not isinstance(knowledge, GameAI):
        raise TypeError(f"{get_spec(game).cpu}.CPU is not a GameAI")
    return knowledge
