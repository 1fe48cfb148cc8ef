"""The one layout reader every game uses: piles checked against the game's deck."""

from __future__ import annotations

import pytest

from game.rules import LayoutError, parse_cards
from game.rules.layouts import LayoutPile, read_layout

DECK = parse_cards("Ac Kc Qc Jc Ad Kd Qd Jd".split())
PILES = (LayoutPile("hands", (3, 2), seats=2), LayoutPile("widow", 1))
GOOD = {"hands": [["Ac", "Kc", "Qc"], ["Jc", "Ad"]], "widow": ["Kd"]}


def test_a_good_layout_comes_back_as_cards_pile_by_pile():
    piles = read_layout(GOOD, "Toy", PILES, DECK)
    assert [[c.text for c in h] for h in piles["hands"]] == GOOD["hands"]
    assert [c.text for c in piles["widow"]] == ["Kd"]


@pytest.mark.parametrize(
    "layout, words",
    [
        (["Ac"], "a Toy layout is an object with the piles hands, widow"),
        ({**GOOD, "stock": []}, "Toy has no pile 'stock' (piles: hands, widow)"),
        ({"hands": GOOD["hands"]}, "the layout has no 'widow' pile"),
        ({**GOOD, "hands": [["Ac", "Kc", "Qc"]]}, "'hands' must be 2 lists, one per seat"),
        ({**GOOD, "hands": [["Ac", "Kc"], ["Jc", "Ad"]]}, "'hands' of seat 0 must be a list of 3 cards"),
        ({**GOOD, "widow": "Kd"}, "'widow' must be a list of 1 card"),
        ({**GOOD, "widow": ["Zz"]}, "'widow': "),
        ({**GOOD, "widow": ["7s"]}, "7s is not in the Toy deck"),
        ({**GOOD, "widow": ["Ac"]}, "Ac appears more than once (the Toy deck holds it once)"),
    ],
)
def test_a_bad_layout_is_refused_with_one_clear_sentence(layout, words):
    with pytest.raises(LayoutError) as e:
        read_layout(layout, "Toy", PILES, DECK)
    assert words in str(e.value)


def test_a_deck_with_twins_allows_each_card_as_often_as_it_holds_it():
    twins = DECK + parse_cards(["Ac"])
    layout = {**GOOD, "widow": ["Ac"]}
    assert read_layout(layout, "Toy", PILES, twins)["widow"][0].text == "Ac"
    with pytest.raises(LayoutError, match="more than 2 times"):
        read_layout({**layout, "hands": [["Ac", "Kc", "Qc"], ["Ac", "Ad"]]}, "Toy", PILES, twins)
