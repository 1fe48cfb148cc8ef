"""The card-counting chance the rules of thumb judge sure winners by (ai/chance.py)."""

from __future__ import annotations

import math
from itertools import combinations

import pytest

from ai.chance import holds_any


@pytest.mark.parametrize(("k", "hidden", "free"), [(0, 5, 10), (1, 1, 2), (2, 3, 9), (3, 4, 6), (5, 6, 12)])
def test_holds_any_counts_the_hands_that_include_one_of_the_cards(k, hidden, free):
    hands = list(combinations(range(free), hidden))
    expected = sum(1 for h in hands if any(c < k for c in h)) / len(hands)
    assert math.isclose(holds_any(k, hidden, free), expected)


def test_a_hand_too_big_to_miss_them_holds_one_for_certain():
    assert holds_any(3, 5, 7) == 1.0 and holds_any(0, 0, 0) == 0.0
