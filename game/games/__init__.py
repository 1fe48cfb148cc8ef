"""Every game family, one package each, with the same role modules in every package.

Importing this package registers each family's ``GameSpec`` (``game.rules.registry``), in
the order the start screen lists them. Adding a game is one new package here plus its
name in ``MENU`` below (README, "Adding a game").

The roles, by module name, the same in every package (a family with several forms or
phases adds modules for them, each with one job):

- ``__init__``: the one registration, ``GAME = register(GameSpec(...))``;
- ``cards``: the deck and card order; ``options``: the named options and what they mean
  for play; ``ruleset``: the presets;
- ``deal``: ``new_deal`` (dealing, reading a record's layout); ``state``: the ``State``;
  ``view``: what one seat knows; ``resample``: worlds consistent with a view;
  ``scoring``: the deal's outcome — all standard library only;
- ``table``: its ``TableSpec`` (piles, information panel, status lines) — no pygame;
- ``help``: its F1 rules help, one ``HelpPage`` per preset;
- ``cpu``: its CPU players' knowledge (``CPU``, an ``ai.knowledge.GameAI``), imported
  only by the CPU players.
"""

import importlib

MENU = ("fipsen", "finesse", "hasenpfeffer", "huutopussi", "skitgubbe")  # start-screen order

for _name in MENU:
    importlib.import_module(f"{__name__}.{_name}")
