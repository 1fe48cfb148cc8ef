"""Dealing a Huutopussi hand from an rng or rebuilding it from a record layout (HP-9)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from game.rules.cards import parse_card
from game.rules.errors import ConfigError, LayoutError, NotationError
from game.rules.registry import GameConfig

from .rules import rules_for
from .state import HuutopussiState
from .tables import CARDS, FULL, HAND, INDEX, PLAYERS


def _deal(rng: random.Random, dealer: int) -> tuple[int, ...]:
    """HP-9: one card at a time clockwise from the dealer's left, 9 each."""
    order = list(range(len(CARDS)))
    rng.shuffle(order)
    hands = [0] * PLAYERS
    for k, i in enumerate(order):
        hands[(dealer + 1 + k) % PLAYERS] |= 1 << i
    return tuple(hands)


def _from_layout(layout: Mapping[str, Any]) -> tuple[int, ...]:
    if not isinstance(layout, Mapping):
        raise LayoutError("a Huutopussi layout is {'hands': 4 lists of 9 cards}")
    unknown = sorted(set(layout) - {"hands"})
    if unknown:
        raise LayoutError(f"Huutopussi has no pile {', '.join(map(repr, unknown))} (only 'hands')")
    hands_in = layout.get("hands")
    if not isinstance(hands_in, list | tuple) or len(hands_in) != PLAYERS:
        raise LayoutError("'hands' must be 4 lists of 9 cards")
    hands = []
    seen = 0
    for s, hand in enumerate(hands_in):
        if not isinstance(hand, list | tuple) or len(hand) != HAND:
            raise LayoutError(f"hand {s} must be a list of 9 cards")
        mask = 0
        for text in hand:
            try:
                c = parse_card(text)
            except (NotationError, TypeError) as e:
                raise LayoutError(f"hand {s}: {e}") from None
            i = INDEX.get(c)
            if i is None:
                raise LayoutError(f"{c} is not in the Huutopussi deck (6 to A of each suit)")
            if seen >> i & 1:
                raise LayoutError(f"{c} appears twice in the layout")
            seen |= 1 << i
            mask |= 1 << i
        hands.append(mask)
    assert seen == FULL  # 36 distinct cards of the 36-card deck
    return tuple(hands)


def new_deal(
    config: GameConfig,
    dealer: int,
    *,
    rng: random.Random | None = None,
    layout: Mapping[str, Any] | None = None,
    totals: Sequence[int] | None = None,
) -> HuutopussiState:
    """The first state of a deal, dealt from ``rng`` or rebuilt from a record ``layout``.

    ``totals`` (per seat, before this deal) decide huutokielto (HP-13) under ``pagat``.
    """
    if totals is not None and len(totals) != PLAYERS:
        raise ConfigError(f"totals must give 4 seats' scores, not {len(totals)}")
    dealt = _from_layout(layout) if layout is not None else _deal(rng or random.Random(), dealer)
    return HuutopussiState(
        config, rules_for(config), dealer, dealt, None if totals is None else tuple(totals)
    )
