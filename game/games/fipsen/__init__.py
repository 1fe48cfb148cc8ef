"""Fipsen, the north-German five-card trick game family (rules: fipsen.md, FP-/FT-/FX- rules).

One ruleset with a preset per form: Prisdorf (the default, ``prisdorf.py``), Großenaspe
(``grossenaspe.py``), Mecklenburg's Ansegger Fips and Duttfips (``mecklenburg.py``) are
variants of one declarer engine (``state.py``, with ``view.py``, ``resample.py`` and
``scoring.py``); Thedinghausen (``thedinghausen.py``) is its own flow (its docstring says
why). ``cards.py`` and ``deal.py`` hold what every form shares.
"""

from game.rules.registry import GameSpec, register

from .help import PAGES
from .ruleset import RULESET
from .table import TABLE

GAME = register(GameSpec(ruleset=RULESET, table=TABLE, help=PAGES, cpu=f"{__name__}.cpu"))
