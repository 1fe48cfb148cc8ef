"""Duel, a made-up two-player trick game: the smallest complete game folder.

It has every role module a game needs and proves that adding a game is one folder plus
its registration (README, "Adding a game"). Tests import it inside a registry fixture;
the real games live in ``game/games/``.
"""

from game.rules.registry import GameSpec, register

from .help import PAGES
from .ruleset import RULESET
from .table import TABLE

GAME = register(GameSpec(ruleset=RULESET, table=TABLE, help=PAGES, cpu=f"{__name__}.cpu"))
