"""Skitgubbe's one preset and its session rules (SG-33, SG-34)."""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.registry import GameConfig, Preset, Ruleset

from .deal import new_deal
from .options import OPTIONS, check


def match_end(config: GameConfig, deals_played: int, totals: Sequence[int]) -> bool:
    """SG-34: a session of ``Deals`` deals."""
    return deals_played >= config.options["Deals"]


def winner(config: GameConfig, totals: Sequence[int]) -> None:
    """Skitgubbe has only losers: the tally is shown, nobody is named winner (SG-33/34)."""
    return None


def score_sign(config: GameConfig) -> int:
    """SG-33: the default score is a tally of losses (+1 for the skitgubbe), so lower is
    better; with ``LoserPenalty`` the skitgubbe scores −p and higher is better."""
    return 1 if config.options["LoserPenalty"] else -1


DEFAULT = Preset(
    name="default",
    title="Skitgubbe",
    players=(2, 3, 4, 5, 6),
    default_players=3,
    options=OPTIONS,
    new_deal=new_deal,
    match_end=match_end,
    winner=winner,
    score_sign=score_sign,
    check=check,
    # The options that change what the table shows or deals: a face-up trump card, cards
    # handed in and dealt out between the phases, Mas's phase 1.
    showcase=(
        (3, {"ExposedTrumpIndicator": True, "LowestOrLoserLeads": True}),
        (4, {"ShitCards": 5, "IncompleteTrickDealt": True, "AntiTrumps": True}),
        (3, {"TurnedUpTrumpMas": True}),  # a turned-up trump under the stock, another phase 1
    ),
)

RULESET = Ruleset(name="skitgubbe", title="Skitgubbe", presets={"default": DEFAULT})
