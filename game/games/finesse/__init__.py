"""Finesse (Miles Edward Allen, 2000): four players in partnerships, 64 cards, table cards
(rules: finesse.md, FN-1 … FN-24).
"""

from game.rules.registry import GameSpec, register

from .help import PAGES
from .ruleset import RULESET
from .table import TABLE

GAME = register(GameSpec(ruleset=RULESET, table=TABLE, help=PAGES, cpu=f"{__name__}.cpu"))
