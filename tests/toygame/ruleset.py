"""Duel's one preset."""

from game.rules import Preset, Ruleset

from .deal import new_deal
from .options import OPTIONS
from .scoring import match_end, winner

PRESET = Preset("default", "Duel", (2,), 2, OPTIONS, new_deal, match_end, winner)
RULESET = Ruleset("duel", "Duel", {"default": PRESET})
