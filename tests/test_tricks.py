"""The shared trick helpers (game/rules/tricks.py)."""

from __future__ import annotations

import pytest

from game.rules.tricks import in_play_order, winning


def test_cards_are_given_their_seats_from_the_leader_round_the_table():
    assert in_play_order(2, 4, ["a", "b", "c", "d"]) == [(2, "a"), (3, "b"), (0, "c"), (1, "d")]
    assert in_play_order(4, 5, ["a", "b"]) == [(4, "a"), (0, "b")]


def test_the_first_card_wins_unless_a_later_one_beats_the_best_so_far():
    def higher(c: int, best: int) -> bool:
        return c > best

    assert winning([(1, 5), (2, 3), (3, 4)], higher) == 1
    assert winning([(1, 5), (2, 9), (3, 7), (0, 8)], higher) == 2
    equal_never_beats = [(0, 5), (1, 5)]
    assert winning(equal_never_beats, higher) == 0
    with pytest.raises(IndexError):
        winning([], higher)
