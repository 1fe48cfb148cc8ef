"""deal_hidden: constrained redealing for resample."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.rules.cards import deck_32
from game.rules.resampling import ResampleError, Slot, deal_hidden


@given(seed=st.integers(0, 10**6))
def test_constraints_hold_and_cards_are_conserved(seed):
    cards = deck_32()[::2]  # four cards of each suit
    slots = [
        Slot("a", 5, lambda c: c.suit != "c"),
        Slot("b", 5, lambda c: c.suit not in "cd"),
        Slot("c", 6),
    ]
    out = deal_hidden(cards, slots, random.Random(seed))
    assert sorted(c.id for v in out.values() for c in v) == sorted(c.id for c in cards)
    assert all(c.suit != "c" for c in out["a"])
    assert all(c.suit not in "cd" for c in out["b"])


def test_depends_only_on_the_card_set_and_rng():
    cards = deck_32()[:10]
    slots = [Slot(0, 4, lambda c: c.rank > 8), Slot(1, 6)]
    a = deal_hidden(cards, slots, random.Random(3))
    b = deal_hidden(list(reversed(cards)), slots, random.Random(3))
    assert a == b


def test_tight_constraints_are_solved_exactly():
    cards = deck_32()[:8]  # clubs 7..A
    hearts_ok = [Slot(i, 1, (lambda c, r=c.rank: c.rank == r)) for i, c in enumerate(cards)]
    out = deal_hidden(cards, hearts_ok, random.Random(0))
    assert [out[i][0] for i in range(8)] == cards


def test_impossible_is_an_error():
    cards = deck_32()[:2]
    with pytest.raises(ResampleError):
        deal_hidden(cards, [Slot("x", 2, lambda c: False)], random.Random(0))
    with pytest.raises(ResampleError):
        deal_hidden(cards, [Slot("x", 3)], random.Random(0))
