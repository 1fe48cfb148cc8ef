"""Duel's options, its one preset and the match: two deals, most tricks wins."""

from collections.abc import Sequence

from game.rules import GameConfig, Option, Preset, Ruleset

from .deal import new_deal

DEALS = 2
OPTIONS = (Option("LeaderScoresDouble", False, "Tricks won on your own lead count twice"),)


def match_end(config: GameConfig, deals_played: int, totals: Sequence[int]) -> bool:
    return deals_played >= DEALS


def winner(config: GameConfig, totals: Sequence[int]) -> int | None:
    return None if totals[0] == totals[1] else max(range(len(totals)), key=lambda s: totals[s])


PRESET = Preset("default", "Duel", (2,), 2, OPTIONS, new_deal, match_end, winner)
RULESET = Ruleset("duel", "Duel", {"default": PRESET})
