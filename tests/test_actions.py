"""Action notation: parse/str round trip, canonical card order, typed errors."""

from __future__ import annotations

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from game.rules import PASS, Action, IllegalAction, NotationError, parse_card

ROUND_TRIP = [
    "pass",
    "play Ah",
    "bid 3 hand ruten",
    "bid kieker ruten",
    "trump c",
    "trump none",
    "discard 7s 8s",
    "play table Kh",
    "give Qh Kh Ah",
    "contract 120",
    "marry h",
    "ask",
    "answer s",
    "sluff 2c 2d",
    "pickup",
    "replenish 9d",
    "play Jo",
]


@pytest.mark.parametrize("text", ROUND_TRIP)
def test_round_trip(text):
    assert str(Action.parse(text)) == text


def test_card_sets_are_canonical_whatever_the_input_order():
    assert str(Action.parse("discard 8s 7s")) == "discard 7s 8s"
    assert str(Action.parse("give Qh As 2c")) == "give 2c Qh As"
    assert str(Action.parse("play 7h 5h 6h")) == "play 5h 6h 7h"  # a run is written lowest first


def test_interned_and_equal_by_text():
    assert Action.parse("pass") is PASS
    assert Action.parse("play Ah") == Action("play", (), (parse_card("Ah"),))
    assert len({Action.parse("trump c"), Action.parse("trump  c")}) == 1


@pytest.mark.parametrize(
    "bad", ["", "   ", "Play Ah", "play Ax", "play 10h", "discard 7s pass", "bid 3 Hand"]
)
def test_bad_notation(bad):
    with pytest.raises(NotationError):
        Action.parse(bad)


@given(st.text(max_size=30))
@example("play Ah")  # random text rarely parses: these make sure the round trip is checked
@example("discard 8s 7s")
@example("bid 3 hand")
def test_parse_raises_only_notation_errors(text):
    try:
        action = Action.parse(text)
    except NotationError:
        return
    assert Action.parse(str(action)) == action


def test_illegal_action_names_action_and_legal_set():
    err = IllegalAction(Action.parse("play Ah"), [Action.parse("play Kc")], "You must follow clubs")
    assert isinstance(err, ValueError)
    assert "play Ah" in str(err) and "play Kc" in str(err) and "follow clubs" in str(err)


def test_actions_of_many_cards_are_equal_but_not_kept_for_ever():
    """A long session meets ever new five-card discards: they are equal by text and hash but
    not interned, so the intern table does not grow with them; small actions stay interned."""
    from game.rules.actions import INTERNED_CARDS

    five = "discard 7c 8c 9c Tc Jc"
    before = len(Action._interned)
    a, b = Action.parse(five), Action.parse(five)
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert len(Action._interned) == before and INTERNED_CARDS == 2
    assert Action.parse("sluff 7c 7d") is Action.parse("sluff 7d 7c")
