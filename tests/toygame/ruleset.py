"""Duel's options, its one preset and the match: two deals, most tricks wins."""

from collections.abc import Sequence

from game.rules import GameConfig, Preset, Ruleset

from .deal import new_deal
from .options import OPTIONS

DEALS = 2


def match_end(config: GameConfig, deals_played: int, totals: Sequence[int]) -> bool:
    return deals_played >= DEALS


def winner(config: GameConfig, totals: Sequence[int]) -> int | None:
    return None if totals[0] == totals[1] else max(range(len(totals)), key=lambda s: totals[s])


PRESET = Preset("default", "Duel", (2,), 2, OPTIONS, new_deal, match_end, winner)
RULESET = Ruleset("duel", "Duel", {"default": PRESET})
