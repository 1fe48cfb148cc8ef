"""Skitgubbe (Mas, Mjölis, Flurst): phase 1 collects cards, phase 2 sheds them; the last
player holding cards is the skitgubbe (rules: skitgubbe.md, SG-1 … SG-34).
"""

from game.rules.registry import GameSpec, register

from .help import PAGES
from .ruleset import RULESET
from .table import TABLE

GAME = register(GameSpec(ruleset=RULESET, table=TABLE, help=PAGES, cpu=f"{__name__}.cpu"))
