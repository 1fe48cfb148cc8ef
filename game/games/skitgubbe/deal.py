"""Dealing (SG-6) from an rng or building a deal from a record layout."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from game.rules.cards import is_card_text, parse_card
from game.rules.errors import LayoutError
from game.rules.registry import GameConfig

from .options import Rules
from .state import SkitgubbeState
from .tables import AVSTICK_SIZE, DECK_SIZE, HAND_SIZE


def new_deal(
    config: GameConfig,
    dealer: int,
    *,
    rng: random.Random | None = None,
    layout: Mapping[str, Any] | None = None,
    totals: Sequence[int] | None = None,
) -> SkitgubbeState:
    """A new deal: from ``layout`` if given, else shuffled with ``rng``."""
    n = config.players
    avstick = Rules.of(config).avstick
    if layout is not None:
        hands, stock, pile = _from_layout(layout, n, avstick)
    else:
        deck = list(range(DECK_SIZE))
        (rng or random.Random()).shuffle(deck)
        # SG-6: one card at a time clockwise from the dealer's left.
        hands = [[] for _ in range(n)]
        for i in range(HAND_SIZE * n):
            hands[(dealer + 1 + i) % n].append(deck[i])
        rest = deck[HAND_SIZE * n :]
        pile = rest[:AVSTICK_SIZE] if avstick else []
        stock = rest[len(pile) :]
    return SkitgubbeState(config, dealer, hands, stock, pile)


def _cards(value: object, what: str) -> list[int]:
    if not isinstance(value, list) or not all(isinstance(t, str) for t in value):
        raise LayoutError(f"{what} must be a list of cards")
    bad = [t for t in value if not is_card_text(t) or t == "Jo"]
    if bad:
        raise LayoutError(f"{what} holds {', '.join(map(repr, bad))}, not cards of the 52-card pack")
    return [parse_card(t).id for t in value]


Piles = tuple[list[list[int]], list[int], list[int]]


def _from_layout(layout: Mapping[str, Any], n: int, avstick: bool) -> Piles:
    names = {"hands", "stock"} | ({"avstick"} if avstick else set())
    if set(layout) != names:
        want, got = ", ".join(sorted(names)), ", ".join(sorted(map(str, layout)))
        raise LayoutError(f"a Skitgubbe layout has the piles {want}, not {got}")
    raw = layout["hands"]
    if not isinstance(raw, list) or len(raw) != n:
        raise LayoutError(f"hands must list {n} hands, one per seat")
    hands = [_cards(h, f"hand {s}") for s, h in enumerate(raw)]
    for s, h in enumerate(hands):
        if len(h) != HAND_SIZE:
            raise LayoutError(f"hand {s} has {len(h)} cards, not {HAND_SIZE}")
    pile = _cards(layout["avstick"], "avstick") if avstick else []
    if avstick and len(pile) != AVSTICK_SIZE:
        raise LayoutError(f"avstick has {len(pile)} cards, not {AVSTICK_SIZE}")
    stock = _cards(layout["stock"], "stock")
    size = DECK_SIZE - HAND_SIZE * n - len(pile)
    if len(stock) != size:
        raise LayoutError(f"stock has {len(stock)} cards, not {size}")
    every = [c for h in hands for c in h] + pile + stock
    if len(set(every)) != DECK_SIZE:
        raise LayoutError("the layout repeats a card: it must hold each card of the 52-card pack once")
    return hands, stock, pile
