"""Strength levels: ``make_agent(level, game)`` builds the CPU player of that level.

- ``random``: a uniformly random legal action.
- ``easy``: the game's own easy player (``GameAI.easy``: in every game its rules of thumb
  forgetting older plays, ai/memory.py, and now and then playing the card next to their
  choice, ai/slips.py), else its rules of thumb erring as much (``EASY_NOISE``) without
  forgetting (a game without its own rules of thumb: a search with a tiny budget).
- ``normal``: the game's own normal player (``GameAI.normal``: in Huutopussi and
  Hasenpfeffer their rules of thumb, no search), else search with a small budget; the rules
  of thumb take the decisions the game does not search (e.g. Fipsen bids), weighed by Monte
  Carlo where the game names alternatives (ai/montecarlo.py: the Prisdorf auction, the
  Huutopussi contract).
- ``hard``: search with the full budget: at most ``HARD_MOVE_TIME`` seconds and
  ``HARD_ITERATIONS`` iterations per move (the cap binds first on a quick machine, so
  its moves are then reproducible from the seed). Every searching level plays its
  iterations out by the game's playout policy where it has one (``GameAI.playout``).
  Once few tricks are left (the game's ``GameAI.endgame_tricks``), ``hard`` plays the rest
  of the deal by PIMC with the exact solver instead (ai/pimc.py), within the same time
  budget.
- ``rules``: the game's rules of thumb at their best judgement (noise 0), no search; an
  arena yardstick, the candidate for a ``normal`` without search (issue 28).
- ``cheater``: ``hard`` searching the true deal instead of resampled ones, including the
  decisions a game has the honest levels weigh by Monte Carlo instead (``GameAI.weighed``,
  Hasenpfeffer's auction). It sees every card and exists only as a yardstick for the
  arena; the table never offers it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.rules import Action

from .agent import Agent, Observation, RandomAgent
from .knowledge import GameAI, game_ai
from .montecarlo import fallback
from .pimc import PIMC, EndgameAgent
from .search import ISMCTS, SearchAgent, true_world
from .slips import EASY_NOISE

LEVELS = ("random", "easy", "normal", "hard")
ARENA_LEVELS = (*LEVELS, "rules", "cheater")

HARD_MOVE_TIME = 0.8
HARD_ITERATIONS = 6000
NORMAL_MOVE_TIME = 0.2
NORMAL_ITERATIONS = 250
EASY_MOVE_TIME = 0.05
EASY_ITERATIONS = 60
# The games' endgame_tricks are 3 where set: about the most at which 40 solved worlds fit in
# the move time. In endgame duels against the ISMCTS-only hard level PIMC played as well
# (Fipsen, Hasenpfeffer, Huutopussi: no difference outside the noise) at a tenth of the time
# a move; Finesse leaned the other way (-0.07 points, 95% CI [-0.20, +0.05], 160 positions),
# so it keeps ISMCTS.
# With the solver's transposition table (issue 28) 3 is still the most that fits: from 4
# cards PIMC solved a median of 20.5 worlds in Huutopussi (pagat), 12.5 in Prisdorf and 23
# in Hasenpfeffer within the 0.8 s, fewer than the 40 it solves from 3, and gave up (a
# world over its 8000 nodes) at 3, 11 and 7 of 30 moves (measurements/solver_reach.py pimc
# on the shared 2-core machine). Finesse needs 80 ms a world already from 3 cards.


def make_agent(
    level: str, game: str, *, move_time: float | None = None, iterations: int | None = None
) -> Agent:
    """The CPU player of ``level`` for ``game``.

    ``move_time`` (seconds) and ``iterations`` override the search budget of the
    searching levels (the arena's ``--move-time``; small caps make tests fast and
    reproducible).

    Raises:
        ValueError: for an unknown level, or ``rules`` in a game without rules of thumb.
    """
    if level not in ARENA_LEVELS:
        raise ValueError(f"unknown level '{level}' (levels: {', '.join(ARENA_LEVELS)})")
    if level == "random":
        return RandomAgent()
    knowledge = game_ai(game)
    if level == "rules":
        if knowledge.heuristic is None:
            raise ValueError(f"{game} has no rules of thumb")
        return knowledge.heuristic(0.0)
    if level == "easy" and knowledge.easy is not None:
        return knowledge.easy()
    if level == "normal" and knowledge.normal is not None:
        return knowledge.normal()
    if level == "easy" and knowledge.heuristic is not None:
        return knowledge.heuristic(EASY_NOISE)
    budget = {
        "easy": (EASY_MOVE_TIME, EASY_ITERATIONS),
        "normal": (NORMAL_MOVE_TIME, NORMAL_ITERATIONS),
        "hard": (HARD_MOVE_TIME, HARD_ITERATIONS),
        "cheater": (HARD_MOVE_TIME, HARD_ITERATIONS),
    }[level]
    determinize = knowledge.determinize
    search = ISMCTS(
        move_time=budget[0] if move_time is None else move_time,
        iterations=budget[1] if iterations is None else iterations,
        determinize=true_world if level == "cheater" else determinize,
        playout=knowledge.playout,
    )
    if knowledge.heuristic is None:
        return SearchAgent(level, search)
    weigher = fallback(knowledge, level, search.move_time)
    agent = SearchAgent(level, search, weigher, _searched(knowledge, level))
    if level in ("hard", "cheater") and knowledge.endgame_tricks:
        pimc = PIMC(move_time=search.move_time, determinize=search.determinize)
        if level == "cheater":
            pimc = PIMC(move_time=search.move_time, worlds=1, determinize=true_world)
        return EndgameAgent(level, agent, pimc, knowledge.endgame_tricks)
    return agent


def _searched(knowledge: GameAI, level: str) -> Callable[[Observation, Sequence[Action]], bool]:
    """Which decisions the search takes at ``level``: the game's ``searched`` ones, less its
    ``weighed`` ones except for the cheater, whose search sees the true deal."""
    searched, weighed = knowledge.searched, knowledge.weighed
    if weighed is None or level == "cheater":
        return searched
    return lambda obs, legal: searched(obs, legal) and not weighed(obs, legal)
