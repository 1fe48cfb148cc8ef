"""Fipsen's presets, one per form; Prisdorf comes first (the default)."""

from __future__ import annotations

from game.rules.registry import Ruleset

from . import grossenaspe, mecklenburg, prisdorf, thedinghausen

PRESETS = (
    prisdorf.PRESET,
    grossenaspe.PRESET,
    thedinghausen.PRESET,
    mecklenburg.ANSEGGER,
    mecklenburg.DUTTFIPS,
)

RULESET = Ruleset("fipsen", "Fipsen", {p.name: p for p in PRESETS})
