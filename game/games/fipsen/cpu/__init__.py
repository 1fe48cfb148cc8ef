"""Fipsen's CPU players: rules of thumb for every form and the search's settings.

``heuristic`` holds the Prisdorf player and the search's settings; the other forms' rules
of thumb are in ``regional`` (Großenaspe, Ansegger Fips and Duttfips) and
``thedinghausen``; ``explain`` says why a decision is played; ``position`` keys the exact
solver's transposition table. ``CPU`` gathers them.
"""

from ai.knowledge import GameAI
from ai.memory import EASY_MEMORY
from ai.slips import EASY_NOISE

from .explain import explain
from .heuristic import GRADES, FipsenAgent, searched
from .playout import playout
from .position import position_key
from .ranking import candidates
from .worlds import fipsen_world

CPU = GameAI(
    heuristic=FipsenAgent,
    easy=lambda: FipsenAgent(EASY_NOISE, memory=EASY_MEMORY),
    searched=searched,
    determinize=fipsen_world,
    candidates=candidates,
    endgame_tricks=3,
    grades=GRADES,
    explain=explain,
    position_key=position_key,
    playout=playout,
)

__all__ = ["CPU"]
