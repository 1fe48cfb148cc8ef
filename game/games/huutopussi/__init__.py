"""Huutopussi: four players in partnerships, auction, exchange with partner, marriages
(rules: huutopussi.md, HP-1 … HP-33).

Presets ``default`` (the reference article) and ``pagat`` (pagat's Helsinki rules), each
for four players or, with ``ThreePlayer``, three; ``pagat`` also offers
``ErlangenMarjapussi``.

The role modules every game has (``cards``, ``options``, ``deal``, ``state``, ``view``,
``resample``, ``scoring``, ``ruleset``, ``table``, ``help``, ``cpu``), plus ``reasons``
(why an action is illegal, in a player's words).
"""

from game.rules.registry import GameSpec, register

from .help import PAGES
from .ruleset import RULESET
from .table import TABLE

GAME = register(GameSpec(ruleset=RULESET, table=TABLE, help=PAGES, cpu=f"{__name__}.cpu"))
