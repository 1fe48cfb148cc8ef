"""Redealing hidden cards for ``State.resample``.

A game lists the cards a seat cannot place and the slots they may occupy (another hand's
hidden cards, a face-down pile), each slot with the cards it may not hold (suits a player
showed he is void in). ``deal_hidden`` fills the slots from a canonical ordering of the
cards and the rng alone, so the result depends only on what the seat knows.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass

from .cards import Card


@dataclass(frozen=True)
class Slot:
    """``size`` hidden places named ``key``; ``allows(card)`` is False for impossible cards."""

    key: Hashable
    size: int
    allows: Callable[[Card], bool] | None = None


class ResampleError(ValueError):
    """No deal of the hidden cards satisfies the constraints (the state is inconsistent)."""


def deal_hidden(
    cards: Iterable[Card], slots: Sequence[Slot], rng: random.Random
) -> dict[Hashable, list[Card]]:
    """Deal ``cards`` into ``slots`` at random, honouring every slot's constraint.

    The number of cards must equal the total slot size. The most constrained slots are
    filled first; a rare dead end restarts the deal with the same rng stream, and after
    many restarts an exact matching is searched so a satisfiable deal is always found.
    """
    pool = sorted(cards, key=Card.sort_key)
    total = sum(s.size for s in slots)
    if total != len(pool):
        raise ResampleError(f"{len(pool)} hidden cards for {total} hidden places")
    if all(s.allows is None for s in slots):
        rng.shuffle(pool)
        out: dict[Hashable, list[Card]] = {}
        i = 0
        for s in slots:
            out[s.key] = pool[i : i + s.size]
            i += s.size
        return out
    allowed = {id(s): [c for c in pool if s.allows is None or s.allows(c)] for s in slots}
    order = sorted(slots, key=lambda s: len(allowed[id(s)]) - s.size)
    for _ in range(64):
        free = set(pool)
        out = {}
        for s in order:
            choices = [c for c in allowed[id(s)] if c in free]
            if len(choices) < s.size:
                break
            picked = rng.sample(choices, s.size)
            free.difference_update(picked)
            out[s.key] = picked
        else:
            return out
    return _exact(pool, slots, rng)


def _exact(pool: list[Card], slots: Sequence[Slot], rng: random.Random) -> dict[Hashable, list[Card]]:
    """Bipartite matching of cards to slot places (augmenting paths), randomised by rng."""
    places: list[Slot] = [s for s in slots for _ in range(s.size)]
    owner: dict[int, Card] = {}  # place index -> card
    order = pool[:]
    rng.shuffle(order)

    def try_card(c: Card, seen: set[int]) -> bool:
        idx = list(range(len(places)))
        rng.shuffle(idx)
        for p in idx:
            s = places[p]
            if p in seen or (s.allows is not None and not s.allows(c)):
                continue
            seen.add(p)
            if p not in owner or try_card(owner[p], seen):
                owner[p] = c
                return True
        return False

    for c in order:
        if not try_card(c, set()):
            raise ResampleError(f"no place for {c} among the hidden places")
    out: dict[Hashable, list[Card]] = {s.key: [] for s in slots}
    for p, c in sorted(owner.items()):
        out[places[p].key].append(c)
    return out
