"""Dealing Duel: four cards each, one at a time from the dealer's left; or from a layout."""

import random
from collections.abc import Mapping, Sequence
from typing import Any

from game.rules import GameConfig
from game.rules.layouts import LayoutPile, read_layout

from .cards import DECK, HAND, PLAYERS
from .state import DuelState

PILES = (LayoutPile("hands", HAND, seats=PLAYERS),)


def new_deal(
    config: GameConfig,
    dealer: int,
    *,
    rng: random.Random | None = None,
    layout: Mapping[str, Any] | None = None,
    totals: Sequence[int] | None = None,
) -> DuelState:
    """A deal from ``rng``, or rebuilt from a record ``layout`` (raises LayoutError)."""
    if layout is not None:
        return DuelState(config, dealer, read_layout(layout, "Duel", PILES, DECK)["hands"])
    pack = list(DECK)
    (rng or random.Random()).shuffle(pack)
    hands: list[list] = [[] for _ in range(PLAYERS)]
    for i, card in enumerate(pack):
        hands[(dealer + 1 + i) % PLAYERS].append(card)
    return DuelState(config, dealer, hands)
