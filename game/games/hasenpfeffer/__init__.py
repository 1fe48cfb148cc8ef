"""Hasenpfeffer: four players in partnerships, 25 cards with a Joker, one round of bidding
(rules: hasenpfeffer.md, HF-1 … HF-25).
"""

from game.rules.registry import GameSpec, register

from .help import PAGES
from .ruleset import RULESET
from .table import TABLE

GAME = register(GameSpec(ruleset=RULESET, table=TABLE, help=PAGES, cpu=f"{__name__}.cpu"))
