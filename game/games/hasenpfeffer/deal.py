"""Dealing Hasenpfeffer (HF-8): packets of three from the dealer's left, twice, the last
card the widow; or a deal rebuilt from a record layout."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from game.rules.cards import Card
from game.rules.layouts import LayoutPile, read_layout
from game.rules.registry import GameConfig

from .cards import DECK, HAND, PLAYERS
from .state import HasenpfefferState


def _deal(rng: random.Random, dealer: int) -> tuple[list[list[Card]], Card]:
    """HF-8: packets of three clockwise from the dealer's left, twice; the last card is the widow."""
    deck = list(DECK)
    rng.shuffle(deck)
    hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
    i = 0
    for _ in range(2):
        for k in range(1, PLAYERS + 1):
            hands[(dealer + k) % PLAYERS].extend(deck[i : i + 3])
            i += 3
    return hands, deck[i]


LAYOUT = (LayoutPile("hands", HAND, seats=PLAYERS), LayoutPile("widow", 1))


def _from_layout(layout: Mapping[str, Any]) -> tuple[list[list[Card]], Card]:
    """The hands and the widow of a record layout (raises LayoutError unless they are the deck)."""
    piles = read_layout(layout, "Hasenpfeffer", LAYOUT, DECK)
    return piles["hands"], piles["widow"][0]


def new_deal(
    config: GameConfig,
    dealer: int,
    *,
    rng: random.Random | None = None,
    layout: Mapping[str, Any] | None = None,
    totals: Sequence[int] | None = None,
) -> HasenpfefferState:
    """The first state of a deal, dealt from ``rng`` or rebuilt from a record ``layout``."""
    if layout is not None:
        hands, widow = _from_layout(layout)
    else:
        hands, widow = _deal(rng or random.Random(), dealer)
    return HasenpfefferState(config, dealer, hands, widow)
