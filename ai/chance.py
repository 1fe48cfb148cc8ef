"""Card-counting chances for the rules of thumb."""

from __future__ import annotations


def holds_any(k: int, hidden: int, free: int) -> float:
    """The chance that a hand of ``hidden`` cards, dealt at random from ``free`` cards it may
    hold, includes at least one of ``k`` of them (hypergeometric)."""
    none = 1.0
    for i in range(k):
        none *= max(0.0, (free - hidden - i) / (free - i))
    return 1.0 - none
