"""Cards, decks and card notation (DESIGN.md "Seats and notation")."""

from __future__ import annotations

import pickle
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.rules import ALL_CARDS, JOKER, NotationError, card, parse_card, sort_cards
from game.rules import cards as C


@given(st.sampled_from([c for c in ALL_CARDS if c.copy == 0]))
def test_notation_round_trips(c):
    assert parse_card(str(c)) is c


def test_cards_are_singletons_and_pickle_to_themselves():
    for c in ALL_CARDS:
        assert pickle.loads(pickle.dumps(c)) is c
    assert parse_card("Ah") is card(14, "h")


@pytest.mark.parametrize("bad", ["", "A", "1h", "10h", "ah", "AH", "Ax", "Jok", "jo", "Ah "])
def test_bad_card_text_is_a_notation_error(bad):
    with pytest.raises(NotationError):
        parse_card(bad)
    assert issubclass(NotationError, ValueError)


def test_joker():
    assert str(JOKER) == "Jo" and JOKER.suit is None and JOKER.is_joker
    assert parse_card("Jo") is JOKER


@pytest.mark.parametrize(
    ("deck", "size", "extra"),
    [
        (C.deck_prisdorf, 25, "7d"),  # FP-2
        (C.deck_mecklenburg, 25, "Ad"),  # FM-1
        (C.deck_32, 32, None),
        (C.deck_36, 36, None),
        (C.deck_euchre_joker, 25, "Jo"),
        (C.deck_52, 52, None),
        (C.deck_64, 64, None),
    ],
)
def test_decks(deck, size, extra):
    cards = deck()
    assert len(cards) == size
    assert len({c.id for c in cards}) == size
    if extra:
        assert parse_card(extra) in cards


def test_prisdorf_deck_has_one_diamond():
    diamonds = [c for c in C.deck_prisdorf() if c.suit == "d"]
    assert [str(c) for c in diamonds] == ["7d"]  # FP-2, FP-3


def test_finesse_duplicates_share_notation_but_not_identity():
    deck = C.deck_64()
    texts = Counter(str(c) for c in deck)
    assert {t for t, n in texts.items() if n == 2} == {r + s for r in "JQK" for s in "cdhs"}  # FN-2
    kh = [c for c in deck if str(c) == "Kh"]
    assert kh[0] is not kh[1] and {c.copy for c in kh} == {0, 1}
    assert card(13, "h", 1) in kh


def test_canonical_sort_is_suit_then_rank():
    cards = [parse_card(t) for t in ["As", "2c", "Th", "9h", "Jo", "7d", "Kc"]]
    assert [str(c) for c in sort_cards(cards)] == ["2c", "Kc", "7d", "9h", "Th", "As", "Jo"]
