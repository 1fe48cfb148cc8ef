"""Dealing a Fipsen form: packets of three, the centre, packets of two (FG-6, FX-4), and
reading a record's layout."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.rules import layouts
from game.rules.layouts import LayoutPile

from .cards import CARD


def deal_packets(
    deck: Sequence[int], seats: Sequence[int], players: int, middle: int
) -> tuple[list[list[int]], list[int], list[int]]:
    """Packets of 3 to each seat in order, ``middle`` cards to the centre, packets of 2.

    Returns (hands by seat, the centre cards, the undealt rest), each in dealing order.
    """
    hands: list[list[int]] = [[] for _ in range(players)]
    i = 0
    for s in seats:
        hands[s] = list(deck[i : i + 3])
        i += 3
    centre = list(deck[i : i + middle])
    i += middle
    for s in seats:
        hands[s] += deck[i : i + 2]
        i += 2
    return hands, centre, list(deck[i:])


def read_layout(
    layout: Mapping[str, Any],
    hand_sizes: Sequence[int],
    piles: Sequence[tuple[str, int]],
    deck: Sequence[int],
    game: str,
) -> tuple[list[list[int]], dict[str, list[int]]]:
    """Hands and piles of a record layout as card ids (game.rules.layouts.read_layout).

    Raises LayoutError unless the layout is exactly ``deck``.
    """
    spec = (
        LayoutPile("hands", tuple(hand_sizes), seats=len(hand_sizes)),
        *(LayoutPile(n, k) for n, k in piles),
    )
    read = layouts.read_layout(layout, game, spec, [CARD[c] for c in deck])
    return [[c.id for c in h] for h in read["hands"]], {name: [c.id for c in read[name]] for name, _ in piles}
