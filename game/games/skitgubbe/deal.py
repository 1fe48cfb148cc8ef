"""Dealing (SG-6) from an rng or building a deal from a record layout."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from game.rules.cards import deck_52
from game.rules.layouts import LayoutPile, read_layout
from game.rules.registry import GameConfig

from .cards import AVSTICK_SIZE, DECK_SIZE, HAND_SIZE
from .options import Rules
from .state import SkitgubbeState


def new_deal(
    config: GameConfig,
    dealer: int,
    *,
    rng: random.Random | None = None,
    layout: Mapping[str, Any] | None = None,
    totals: Sequence[int] | None = None,
) -> SkitgubbeState:
    """A new deal: from ``layout`` if given, else shuffled with ``rng``. ``totals`` None or
    all 0: the game's first deal."""
    n = config.players
    rules = Rules.of(config)
    avstick = rules.avstick
    extra = rules.shuffles()
    shuffles: dict[str, list[int]] = {}
    if layout is not None:
        hands, stock, pile = _from_layout({k: v for k, v in layout.items() if k not in extra}, n, avstick)
        shuffles = {name: _order_from(layout, name) for name in extra}
    else:
        deck = list(range(DECK_SIZE))
        rng = rng or random.Random()
        rng.shuffle(deck)
        # SG-6: one card at a time clockwise from the dealer's left.
        hands = [[] for _ in range(n)]
        for i in range(HAND_SIZE * n):
            hands[(dealer + 1 + i) % n].append(deck[i])
        rest = deck[HAND_SIZE * n :]
        pile = rest[:AVSTICK_SIZE] if avstick else []
        stock = rest[len(pile) :]
        for name in extra:  # the shuffles made during the deal, drawn now
            shuffles[name] = list(range(DECK_SIZE))
            rng.shuffle(shuffles[name])
    first = totals is None or not any(totals)  # every deal scores someone (SG-33)
    return SkitgubbeState(config, dealer, hands, stock, pile, first, shuffles)


Piles = tuple[list[list[int]], list[int], list[int]]


def _from_layout(layout: Mapping[str, Any], n: int, avstick: bool) -> Piles:
    """Hands, stock and Avstick of a record layout as card ids (raises LayoutError unless
    they are exactly the 52-card pack)."""
    piles = [LayoutPile("hands", HAND_SIZE, seats=n)]
    if avstick:
        piles.append(LayoutPile("avstick", AVSTICK_SIZE))
    piles.append(LayoutPile("stock", DECK_SIZE - HAND_SIZE * n - (AVSTICK_SIZE if avstick else 0)))
    read = read_layout(layout, "Skitgubbe", piles, deck_52())
    hands = [[c.id for c in hand] for hand in read["hands"]]
    pile = [c.id for c in read["avstick"]] if avstick else []
    return hands, [c.id for c in read["stock"]], pile


def _order_from(layout: Mapping[str, Any], name: str) -> list[int]:
    """A shuffle made during the deal: the layout's pile ``name``, an order of the whole pack."""
    read = read_layout({name: layout.get(name)}, "Skitgubbe", [LayoutPile(name, DECK_SIZE)], deck_52())
    return [c.id for c in read[name]]
