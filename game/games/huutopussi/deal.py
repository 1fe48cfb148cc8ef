"""Dealing a Huutopussi hand from an rng or rebuilding it from a record layout (HP-9;
``ThreePlayer``: 11 cards each and the 3-card devil's pack)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from game.rules.errors import ConfigError
from game.rules.layouts import LayoutPile, read_layout
from game.rules.registry import GameConfig

from .cards import CARDS, INDEX
from .options import Rules, rules_for
from .state import HuutopussiState


def _deal(rng: random.Random, dealer: int, rules: Rules) -> tuple[tuple[int, ...], int]:
    """HP-9: one card at a time clockwise from the dealer's left, 9 each (ThreePlayer: 11
    each, then the last 3 cards face down as the devil's pack)."""
    n = rules.players
    order = list(range(len(CARDS)))
    rng.shuffle(order)
    hands = [0] * n
    for k, i in enumerate(order[: n * rules.hand]):
        hands[(dealer + 1 + k) % n] |= 1 << i
    devil = sum(1 << i for i in order[n * rules.hand :])
    return tuple(hands), devil


def _piles(rules: Rules) -> tuple[LayoutPile, ...]:
    hands = LayoutPile("hands", rules.hand, seats=rules.players)
    return (hands, LayoutPile("devil", rules.devil)) if rules.devil else (hands,)


def _from_layout(layout: Mapping[str, Any], rules: Rules) -> tuple[tuple[int, ...], int]:
    """The hands (and devil's pack) of a record layout as masks (raises LayoutError unless
    it is the deck)."""
    piles = read_layout(layout, "Huutopussi", _piles(rules), CARDS)
    hands = tuple(sum(1 << INDEX[c] for c in hand) for hand in piles["hands"])
    return hands, sum(1 << INDEX[c] for c in piles.get("devil", ()))


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
    rules = rules_for(config)
    if totals is not None and len(totals) != rules.players:
        raise ConfigError(f"totals must give {rules.players} seats' scores, not {len(totals)}")
    if layout is not None:
        hands, devil = _from_layout(layout, rules)
    else:
        hands, devil = _deal(rng or random.Random(), dealer, rules)
    return HuutopussiState(config, rules, dealer, hands, None if totals is None else tuple(totals), devil)
