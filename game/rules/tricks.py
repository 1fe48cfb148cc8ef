"""Trick play that every game shares: who played which card of a trick, and which card
wins it under a game's own idea of one card beating another.

The rules engines keep their own fast encodings on the hot path (card ids, bit masks);
these helpers serve what is written in the shared terms of the contract: views, the
facts of a finished trick, and the CPU players' reading of a trick.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")


def in_play_order(leader: int, players: int, cards: Sequence[T]) -> list[tuple[int, T]]:
    """The cards of a trick with the seat that played each: the leader's first, then on
    round the table (``players`` seats)."""
    return [((leader + i) % players, c) for i, c in enumerate(cards)]


def winning(plays: Sequence[tuple[int, T]], beats: Callable[[T, T], bool]) -> int:
    """The seat whose card wins ``plays`` (in play order, at least one): the first card,
    taken over by each later card that ``beats(card, best)`` the best one so far.
    Raises IndexError for an empty trick."""
    best_seat, best = plays[0]
    for seat, c in plays[1:]:
        if beats(c, best):
            best_seat, best = seat, c
    return best_seat
