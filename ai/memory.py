"""A player's memory of the cards played: the ``easy`` level forgets, as people do (issue 28).

A club player remembers the trick on the table and the last one or two, and of the older
tricks only some cards; he does not count trumps to the end. ``Memory.remembered`` is what
such a player still knows was played; a game's rules of thumb count the other cards as
still out (so it may fear a card long gone, or miss that its own card is now the best).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")


@dataclass(frozen=True)
class Memory:
    """Remembers every card of the current trick and of the last ``tricks`` tricks, and
    each older card with probability ``recall``."""

    tricks: int = 1
    recall: float = 0.5

    def remembered(self, plays: Sequence[T], in_trick: int, players: int, rng: random.Random) -> list[T]:
        """The plays of ``plays`` (every one so far, in order; the last ``in_trick`` of them
        on the table now) that this memory still holds, in order."""
        old = max(0, len(plays) - in_trick - self.tricks * players)
        return [p for p in plays[:old] if rng.random() < self.recall] + list(plays[old:])

    def lost(self, tricks: Sequence[Sequence[tuple[int, T]]], rng: random.Random) -> set[T]:
        """Of the finished ``tricks`` ((seat, card) in play order), the cards this memory no
        longer holds: none of the last ``tricks``, each older one with 1 − ``recall``."""
        old = tricks[: max(0, len(tricks) - self.tricks)]
        return {c for t in old for _, c in t if rng.random() >= self.recall}


EASY_MEMORY = Memory(tricks=1, recall=0.5)
"""The easy players' memory (every game: ``GameAI.easy``)."""
