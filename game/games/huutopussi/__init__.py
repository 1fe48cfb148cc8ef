"""Huutopussi: four players in partnerships, auction, exchange with partner, marriages
(rules: huutopussi.md, HP-1 … HP-33).

Presets ``default`` (the reference article) and ``pagat`` (pagat's Helsinki rules).
Options ``ErlangenMarjapussi`` and ``ThreePlayer`` are not implemented.

Modules: ``tables`` (cards as indices, masks, actions), ``rules`` (the parameters of a
configuration), ``state`` (one deal), ``presentation`` (views and results), ``knowledge``
(resampling), ``reasons`` (illegal action messages), ``scoring`` (HP-28 … HP-33),
``deal`` (dealing and layouts), ``ruleset`` (presets and options).
"""

from game.rules.registry import GameSpec, register

from .help import PAGES
from .ruleset import RULESET
from .table import TABLE

GAME = register(GameSpec(ruleset=RULESET, table=TABLE, help=PAGES, cpu=f"{__name__}.cpu"))
