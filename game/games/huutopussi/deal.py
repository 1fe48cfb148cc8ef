"""Dealing a Huutopussi hand from an rng or rebuilding it from a record layout (HP-9)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from game.rules.errors import ConfigError
from game.rules.layouts import LayoutPile, read_layout
from game.rules.registry import GameConfig

from .cards import CARDS, HAND, INDEX, PLAYERS
from .options import rules_for
from .state import HuutopussiState


def _deal(rng: random.Random, dealer: int) -> tuple[int, ...]:
    """HP-9: one card at a time clockwise from the dealer's left, 9 each."""
    order = list(range(len(CARDS)))
    rng.shuffle(order)
    hands = [0] * PLAYERS
    for k, i in enumerate(order):
        hands[(dealer + 1 + k) % PLAYERS] |= 1 << i
    return tuple(hands)


PILES = (LayoutPile("hands", HAND, seats=PLAYERS),)


def _from_layout(layout: Mapping[str, Any]) -> tuple[int, ...]:
    """The hands of a record layout as masks (raises LayoutError unless it is the deck)."""
    hands = read_layout(layout, "Huutopussi", PILES, CARDS)["hands"]
    return tuple(sum(1 << INDEX[c] for c in hand) for hand in hands)


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
