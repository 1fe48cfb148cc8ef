"""Huutopussi's presets and options: ``default`` (the reference article) and ``pagat``
(pagat's Helsinki rules), each for four players or, with ``ThreePlayer``, three."""

from __future__ import annotations

from game.rules.registry import Option, Preset, Ruleset

from .deal import new_deal
from .options import COMMON, PAGAT_ONLY, THREE, check
from .scoring import match_end, winner


def _preset(
    name: str,
    title: str,
    options: tuple[Option, ...],
    showcase: tuple[tuple[int, dict[str, bool | int]], ...],
) -> Preset:
    return Preset(
        name=name,
        title=title,
        players=(4, 3),
        default_players=4,
        options=options,
        new_deal=new_deal,
        match_end=match_end,
        winner=winner,
        check=check,
        showcase=showcase,
    )


RULESET = Ruleset(
    name="huutopussi",
    title="Huutopussi",
    presets={
        "default": _preset("default", "Huutopussi", COMMON + THREE, ((3, {}),)),
        "pagat": _preset(
            "pagat",
            "Huutopussi (Pagat, Helsinki)",
            COMMON + PAGAT_ONLY + THREE,
            ((3, {}), (4, {"ErlangenMarjapussi": True})),
        ),
    },
    teams=True,
)
