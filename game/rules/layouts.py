"""Reading a record's layout (the cards of a deal as dealt), the same way for every game.

A game names its piles (``LayoutPile``) and its deck; ``read_layout`` checks a layout
against them and returns the cards, or raises ``LayoutError`` with one clear sentence.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .cards import Card, parse_card
from .errors import LayoutError, NotationError


@dataclass(frozen=True)
class LayoutPile:
    """One pile of a layout: ``name`` and how many cards it holds.

    ``seats`` > 0 makes it one pile per seat (a list of lists, like ``hands``), each of
    ``size`` cards, or of ``size[seat]`` cards when the seats hold different numbers.
    """

    name: str
    size: int | Sequence[int]
    seats: int = 0

    def size_of(self, seat: int = 0) -> int:
        return self.size if isinstance(self.size, int) else self.size[seat]


Piles = dict[str, Any]
"""Pile name -> its cards: a list of cards, or (one pile per seat) a list of such lists."""


def read_layout(layout: object, game: str, piles: Sequence[LayoutPile], deck: Iterable[Card]) -> Piles:
    """The layout's piles as cards (copy 0 of each notation; a game with twins numbers them).

    Raises LayoutError when the layout is not a mapping of exactly these piles, a pile has
    the wrong number of cards, a card is not in the game's ``deck``, or a card appears
    more often than the deck holds it. When the piles hold as many cards as the deck, a
    layout that passes is exactly the deck.
    """
    names = ", ".join(p.name for p in piles)
    if not isinstance(layout, Mapping):
        raise LayoutError(f"a {game} layout is an object with the piles {names}")
    unknown = sorted(set(map(str, layout)) - {p.name for p in piles})
    if unknown:
        raise LayoutError(f"{game} has no pile {', '.join(map(repr, unknown))} (piles: {names})")
    out: Piles = {}
    for pile in piles:
        if pile.name not in layout:
            raise LayoutError(f"the layout has no '{pile.name}' pile (piles: {names})")
        out[pile.name] = _read_pile(layout[pile.name], pile)
    _check_deck(out, piles, game, deck)
    return out


def _read_pile(value: object, pile: LayoutPile) -> list[Card] | list[list[Card]]:
    if not pile.seats:
        return _cards(value, pile.size_of(), f"'{pile.name}'")
    if not isinstance(value, list | tuple) or len(value) != pile.seats:
        raise LayoutError(f"'{pile.name}' must be {pile.seats} lists, one per seat")
    return [_cards(v, pile.size_of(s), f"'{pile.name}' of seat {s}") for s, v in enumerate(value)]


def _cards(value: object, size: int, what: str) -> list[Card]:
    if not isinstance(value, list | tuple) or len(value) != size:
        raise LayoutError(f"{what} must be a list of {size} card{'' if size == 1 else 's'}")
    try:
        return [parse_card(t) for t in value]
    except (NotationError, TypeError) as e:
        raise LayoutError(f"{what}: {e}") from None


def _check_deck(out: Piles, piles: Sequence[LayoutPile], game: str, deck: Iterable[Card]) -> None:
    copies = Counter(c.text for c in deck)
    seen: Counter[str] = Counter()
    for pile in piles:
        cards = out[pile.name]
        for c in [c for sub in cards for c in sub] if pile.seats else cards:
            seen[c.text] += 1
            if not copies[c.text]:
                raise LayoutError(f"{c} is not in the {game} deck")
            if seen[c.text] > copies[c.text]:
                times = "once" if copies[c.text] == 1 else f"{copies[c.text]} times"
                raise LayoutError(f"{c} appears more than {times} (the {game} deck holds it {times})")
