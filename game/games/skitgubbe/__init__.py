"""Skitgubbe (Mas, Mjölis, Flurst): phase 1 collects cards, phase 2 sheds them; the last
player holding cards is the skitgubbe (rules: skitgubbe.md, SG-1 … SG-34).

The role modules every game has (``cards``, ``options``, ``deal``, ``state``, ``view``,
``resample``, ``scoring``, ``ruleset``, ``table``, ``help``, ``cpu``), plus the two phases
(``phase1``, ``phase2``), the exchange between them (``transition``) and the public
record of hidden cards that resampling reads (``timeline``).
"""

from game.rules.registry import GameSpec, register

from .help import PAGES
from .ruleset import RULESET
from .table import TABLE

GAME = register(GameSpec(ruleset=RULESET, table=TABLE, help=PAGES, cpu=f"{__name__}.cpu"))
