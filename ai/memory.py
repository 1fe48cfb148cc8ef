"""A player's memory of the cards played: the ``easy`` level forgets, as people do (issue 28).

A club player remembers the trick on the table and the last one or two, and of the older
tricks only some cards; he does not count trumps to the end. ``Memory.played`` is what such
a player still knows was played; a game's rules of thumb count the other cards as still out
(so it may fear a card long gone, or miss that its own card is now the best).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from game.rules import Card


@dataclass(frozen=True)
class Memory:
    """Remembers every card of the current trick and of the last ``tricks`` tricks, and
    each older card with probability ``recall``."""

    tricks: int = 1
    recall: float = 0.5

    def played(self, plays: Sequence[Card], in_trick: int, players: int, rng: random.Random) -> set[Card]:
        """The cards of ``plays`` (every card played, in order; the last ``in_trick`` of them
        on the table now) that this memory still holds."""
        old = max(0, len(plays) - in_trick - self.tricks * players)
        return {c for c in plays[:old] if rng.random() < self.recall} | set(plays[old:])
