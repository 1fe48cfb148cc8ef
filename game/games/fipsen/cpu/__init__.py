"""Fipsen's CPU players: rules of thumb for every form and the search's settings.

``heuristic`` holds the Prisdorf player and the search's settings; the other forms' rules
of thumb are in ``regional`` (Großenaspe, Ansegger Fips and Duttfips) and
``thedinghausen``; ``explain`` says why a decision is played. ``CPU`` gathers them.
"""

from ai.knowledge import GameAI

from .explain import explain
from .heuristic import GRADES, FipsenAgent, searched
from .ranking import candidates
from .worlds import fipsen_world

CPU = GameAI(
    heuristic=FipsenAgent,
    searched=searched,
    determinize=fipsen_world,
    candidates=candidates,
    endgame_tricks=3,
    grades=GRADES,
    explain=explain,
)

__all__ = ["CPU"]
