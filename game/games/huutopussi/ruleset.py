"""Huutopussi's presets and options: ``default`` (the reference article) and ``pagat``
(pagat's Helsinki rules)."""

from __future__ import annotations

from game.rules.registry import Option, Preset, Ruleset

from .deal import new_deal
from .scoring import match_end, winner

# House rule (variants table): the rules file lists these under the Pagat preset; they
# change only card, last-trick and marriage values, so the default preset offers them too.
COMMON = (
    Option("OriginalCardValues", False, "Card points A 11, 10 10, K 4, Q 3, J 2 (120 in the pack)."),
    Option("LastTrick10", False, "The last trick is worth 10 instead of 20."),
    Option("BridgeOrderMarriages", False, "Marriages: spades 100, hearts 80, diamonds 60, clubs 40."),
)
PAGAT_ONLY = (
    Option("NoLapari", False, "No läpäri: opponents who take no trick score 0."),
    Option(
        "Porvoo",
        False,
        "Instead of läpäri a side with no trick loses the contract; 0 if the contract failed.",
    ),
    Option("NoHuutokielto", False, "A team at -500 or lower may still bid."),
)


def _preset(name: str, title: str, options: tuple[Option, ...]) -> Preset:
    return Preset(
        name=name,
        title=title,
        players=(4,),
        default_players=4,
        options=options,
        new_deal=new_deal,
        match_end=match_end,
        winner=winner,
    )


RULESET = Ruleset(
    name="huutopussi",
    title="Huutopussi",
    presets={
        "default": _preset("default", "Huutopussi", COMMON),
        "pagat": _preset("pagat", "Huutopussi (Pagat, Helsinki)", COMMON + PAGAT_ONLY),
    },
    teams=True,
)
