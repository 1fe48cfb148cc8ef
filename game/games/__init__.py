"""Every game family, one package each, with the same role modules in every package.

Importing this package registers each family's ``GameSpec`` (``game.rules.registry``), in
the order the start screen lists them. Adding a game is one new package here plus its
line below (README, "Adding a game").

The roles, by module name (a family with several forms may hold more modules):

- ``__init__``: the one registration, ``GAME = register(GameSpec(...))``;
- ``rules`` (or the role modules it is split into): the ``State``, dealing, views,
  resampling and scoring — standard library only;
- ``table``: its ``TableSpec`` (piles, information panel, status lines) — no pygame;
- ``help``: its F1 rules help, one ``HelpPage`` per preset;
- ``cpu``: its CPU players' knowledge (``CPU``, an ``ai.knowledge.GameAI``), imported
  only by the CPU players.
"""

import importlib

MENU = ("fipsen", "finesse", "hasenpfeffer", "huutopussi", "skitgubbe")  # start-screen order

for _name in MENU:
    importlib.import_module(f"{__name__}.{_name}")
