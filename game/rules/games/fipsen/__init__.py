"""Fipsen, the north-German five-card trick game family (rules file fipsen.md).

The ruleset ``fipsen`` holds one preset per form; Prisdorf comes first (the default).
"""

from ...registry import Ruleset, register
from . import grossenaspe, mecklenburg, prisdorf, thedinghausen

PRESETS = (
    prisdorf.PRESET,
    grossenaspe.PRESET,
    thedinghausen.PRESET,
    mecklenburg.ANSEGGER,
    mecklenburg.DUTTFIPS,
)

RULESET = register(Ruleset("fipsen", "Fipsen", {p.name: p for p in PRESETS}))
