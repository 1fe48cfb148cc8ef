"""Hasenpfeffer's one preset, played by four in partnerships (HF-1)."""

from __future__ import annotations

from game.rules.registry import Preset, Ruleset

from .cards import PLAYERS
from .deal import new_deal
from .options import OPTIONS
from .scoring import match_end, winner

RULESET = Ruleset(
    "hasenpfeffer",
    "Hasenpfeffer",
    {
        "default": Preset(
            "default",
            "Hasenpfeffer",
            (PLAYERS,),
            PLAYERS,
            OPTIONS,
            new_deal,
            match_end,
            winner,
        )
    },
    teams=True,
)
