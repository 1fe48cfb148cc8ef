"""Dealing Finesse (FN-5 … FN-7): the pack dealt from the dealer's left, twelve cards face
up to the tables first; or a deal rebuilt from a record layout."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from game.rules.cards import Card
from game.rules.layouts import LayoutPile, read_layout
from game.rules.registry import GameConfig

from .cards import DECK, HAND, PACK_ORDER, PLAYERS, REP, TABLE, TWIN
from .state import FinesseState

PILE_OF = tuple(tuple(seat + PLAYERS * is_hand for is_hand, seat, _ in order) for order in PACK_ORDER)
"""Dealer -> the pile (seat's table 0..3, seat's hand 4..7) of each card in pack order."""


def build(config: GameConfig, dealer: int, pack: Sequence[Card]) -> FinesseState:
    """A deal from the 64 cards in pack order by notation; of two identical cards the first is copy 0."""
    piles: list[list[Card]] = [[] for _ in range(2 * PLAYERS)]
    seen: set[int] = set()
    for pile, c in zip(PILE_OF[dealer], pack, strict=True):
        c = REP[c.id]
        if c.id in seen:
            c = TWIN[c.id]
        else:
            seen.add(c.id)
        piles[pile].append(c)
    return FinesseState(config, dealer, piles[PLAYERS:], piles[:PLAYERS])


def in_pack_order(dealer: int, hands: list[list[Card]], tables: list[list[Card]]) -> list[Card]:
    """The pack that deals these hands and tables (FN-5 … FN-7)."""
    piles = (tables, hands)
    return [piles[is_hand][seat][i] for is_hand, seat, i in PACK_ORDER[dealer]]


LAYOUT = (LayoutPile("hands", HAND, seats=PLAYERS), LayoutPile("table", TABLE, seats=PLAYERS))


def _from_layout(layout: Mapping[str, Any]) -> tuple[list[list[Card]], list[list[Card]]]:
    """The hands and tables of a record layout (raises LayoutError unless they are the deck)."""
    piles = read_layout(layout, "Finesse", LAYOUT, DECK)
    return piles["hands"], piles["table"]


def new_deal(
    config: GameConfig,
    dealer: int,
    *,
    rng: random.Random | None = None,
    layout: Mapping[str, Any] | None = None,
    totals: Sequence[int] | None = None,
) -> FinesseState:
    """The first state of a deal, dealt from ``rng`` or rebuilt from a record ``layout``."""
    if layout is not None:
        hands, tables = _from_layout(layout)  # 64 cards, none too often: exactly the deck
        return build(config, dealer, in_pack_order(dealer, hands, tables))
    pack = list(DECK)
    (rng or random.Random()).shuffle(pack)  # FN-5 … FN-7: dealt from the top of the pack
    return build(config, dealer, pack)
