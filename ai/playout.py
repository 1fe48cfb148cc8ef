"""The shared rule of the games' playout policies (``GameAI.playout``, ai/search.py).

A playout policy plays a full state to the end of the deal inside the search. Random
playouts let every seat throw away its best cards and trump its partner's winners, so the
search's values mostly measure the cards dealt. The trick games' policies instead follow
the oldest rule of trick play, ``follow``, and keep a share ``NOISE`` of random choices so
that every line keeps some weight.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.rules import Action, Card

NOISE = 0.1
"""Share of a policy's decisions taken at random instead of by its rule."""


def best_of(trick: Sequence[Card], strength: Callable[[Card], int]) -> tuple[int, int]:
    """The highest ``strength`` in ``trick`` and the index of the card that has it (of equal
    cards the first: a card played later must be stronger to take the trick)."""
    best, at = -1000, 0
    for i, c in enumerate(trick):
        k = strength(c)
        if k > best:
            best, at = k, i
    return best, at


def follow(
    legal: Sequence[Action], strength: Callable[[Card], int], best: int, partner_holds: bool
) -> Action:
    """A follower's card (``legal`` are plays): the cheapest when a partner holds the trick,
    else the cheapest that beats the trick's best ``strength``, else the cheapest.

    ``strength`` orders the cards for this trick: trumps above the suit led, the suit led
    above the rest, and within each by rank.
    """

    def key(a: Action) -> int:
        return strength(a.cards[0])

    if not partner_holds:
        winners = [a for a in legal if key(a) > best]
        if winners:
            return min(winners, key=key)
    return min(legal, key=key)
