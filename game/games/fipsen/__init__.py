"""Fipsen, the north-German five-card trick game family (rules: fipsen.md, FP-/FT-/FX- rules).

One ruleset with a preset per form: Prisdorf (the default, ``prisdorf.py``), Großenaspe
(``grossenaspe.py``, whose declarer flow Mecklenburg's Ansegger Fips and Duttfips share,
``mecklenburg.py``) and Thedinghausen (``thedinghausen.py``); ``common.py`` holds what
they share.
"""

from game.rules.registry import GameSpec, register

from .help import PAGES
from .ruleset import RULESET
from .table import TABLE

GAME = register(GameSpec(ruleset=RULESET, table=TABLE, help=PAGES, cpu=f"{__name__}.cpu"))
