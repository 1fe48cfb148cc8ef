"""Legal actions -> what the player can do; actions -> words a player understands."""

from __future__ import annotations

from game.rules import Action
from game.table import words
from game.table.input import ActionMap, BidChoice

A = Action.parse


def acts(*texts: str) -> list[Action]:
    return [A(t) for t in texts]


def test_card_plays_are_dragged_or_clicked():
    m = ActionMap.build(acts("play Ac", "play 7s"))
    assert set(m.card) == {A("play Ac").card.id, A("play 7s").card.id}
    assert not m.selecting and not m.buttons and not m.bids


def test_multi_card_discard_is_selected_then_confirmed():
    m = ActionMap.build(acts("discard 7s 8s", "discard 7s Ac", "discard 8s Ac"))
    assert m.selecting and not m.card
    assert m.selectable() == {c.id for c in (A("play 7s").card, A("play 8s").card, A("play Ac").card)}
    assert m.selection_action([A("play 8s").card.id, A("play 7s").card.id]) == A("discard 7s 8s")
    assert m.selection_action([A("play 8s").card.id]) is None
    assert m.selection_sizes() == {"discard": [2]}


def test_few_bids_are_plain_buttons_many_get_the_bid_panel():
    few = ActionMap.build(acts("bid 1", "bid 2", "pass"))
    assert few.bids == [] and [a.text for a in few.buttons] == ["bid 1", "bid 2", "pass"]
    many = ActionMap.build(
        acts(
            "bid 3",
            "bid 3 durch",
            "bid 3 hand",
            "bid 3 ruten",
            "bid 3 hand ruten",
            "bid 4",
            "bid 5",
            "bid 5 hand",
            "bid kieker",
            "hold",
            "pass",
        )
    )
    assert len(many.bids) == 9 and [a.text for a in many.buttons] == ["hold", "pass"]


def test_bid_choice_levels_and_modifiers_in_notation_order():
    bids = acts(
        "bid 2 durch",
        "bid 2 hand",
        "bid 2 ruten",
        "bid 2 hand ruten durch",
        "bid 3",
        "bid kieker",
        "bid kieker ruten",
        "bid 5",
    )
    c = BidChoice(bids)
    assert c.levels == ["2", "3", "kieker", "5"]
    assert c.modifiers == ["hand", "ruten", "durch"]
    # Plain "bid 2" is not legal here: the first legal bid of the level is preselected (FP-16).
    assert c.level == "2" and c.action() == A("bid 2 durch")
    c.choose_level("3")
    assert c.action() == A("bid 3")
    c.toggle("hand")
    assert c.action() is None  # "bid 3 hand" is not among the legal bids
    c.choose_level("kieker")
    c.toggle("ruten")
    assert c.action() == A("bid kieker ruten")
    assert c.modifiers_for("kieker") == {"ruten"}


def test_action_words():
    assert words.action_label(A("bid 3 hand")) == "Bid 3 Hand"
    assert words.action_label(A("bid kieker ruten")) == "Bid Kieker Ruten"
    assert words.action_label(A("skat")) == "Take the Skat"
    assert words.action_label(A("hand")) == "Play Hand"
    assert words.action_label(A("trump c")) == "Trumps: ♣"
    assert words.action_label(A("siebener")) == "Siebener Fips!"
    assert words.action_label(A("pass")) == "Pass"
    assert words.action_label(A("hold")) == "Hold"
    assert words.action_label(A("continue")) == "Continue"
    assert words.action_label(A("stop")) == "Stop"
    assert words.action_label(A("kontra")) == "Kontra"
    assert words.action_label(A("surrender")) == "Surrender"
    assert words.action_label(A("discard 7s Ac")) == "Discard A♣ 7♠"
    assert words.confirm_label("discard", 2) == "Discard 2 cards"
    assert words.action_label(A("play Th")) == "Play 10♥"


def test_info_rows_name_seats_and_suits():
    rows = words.info_lines(
        {
            "contract": "3 Hand",
            "bid": "3 Hand",
            "declarer": 1,
            "trump": "c",
            "kontra": 0,
            "doubles": ["Hand"],
        },
        4,
        [
            ("contract", "Contract", False, ""),
            ("bid", "Bid", False, ""),
            ("declarer", "Declarer", False, ""),
            ("trump", "Trumps", False, ""),
            ("kontra", "Kontra", True, ""),
            ("doubles", "Doubles", False, ""),
        ],
    )
    assert rows == [("Contract", "3 Hand"), ("Declarer", "West"), ("Trumps", "♣"), ("Doubles", "Hand")]


def test_pass_beside_a_single_offer_names_what_it_declines():
    """FT-5's swap, FX-1's announcement and Großenaspe's knock decline with words, not 'Pass'."""
    assert words.button_labels([A("swap"), A("pass")]) == ["Swap your 7 for the Ace", "Keep your 7"]
    assert words.button_labels([A("fipsen"), A("pass")]) == ["Fipsen!", "No Fipsen"]
    assert words.button_labels([A("knock"), A("pass")]) == ["Knock", "Don't knock"]
    assert words.button_labels([A("pass"), A("hold"), A("bid 3 hand")]) == ["Pass", "Hold", "Bid 3 Hand"]
