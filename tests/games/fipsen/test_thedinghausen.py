"""Fipsen in Thedinghausen (fipsen.md Part C): rules FT-1 … FT-12, FX-9, the C.5 worked
example and the C.6 options.

Seats: with dealer 4, seat 0 is P1, seat 1 P2, …, seat 4 P5 (the dealer).
"""

from __future__ import annotations

import random

import pytest

from game.rules import ConfigError, IllegalAction, LayoutError, get_ruleset

from ...contract import perft
from .test_grossenaspe import force_tricks

RS = get_ruleset("fipsen")
PRESET = RS.preset("thedinghausen")
DEALER = 4

# Mixed hands, diamonds trumps (10 of diamonds turned).
DEAL_A = {
    "hands": ["Ac Kh 9s 8d 7c", "As Kc Qd Jh Ts", "Ah Ks Qc Jd Tc", "Ad Qs Jc Th 9c", "Kd Qh Js 9h 8c"],
    "turnup": "Td",
    "rest": "8s 7s 8h 7h 9d 7d",
}
# P4 (seat 3) holds the five top diamonds, diamonds trumps: he wins every trick.
DEAL_B = {
    "hands": ["Ac Kc Qc Jc Tc", "As Ks Qs Js Ts", "Ah Kh Qh Jh Th", "Ad Kd Qd Jd Td", "9c 9s 9h 8c 8s"],
    "turnup": "9d",
    "rest": "8h 8d 7c 7s 7h 7d",
}
# The Ace of diamonds is turned; P2 (seat 1) holds the 7 of diamonds (FT-5).
DEAL_ACE = {
    "hands": ["Ac Kc Qc Jc Tc", "As Ks Qs Js 7d", "Ah Kh Qh Jh Th", "Kd Qd Jd Td 9d", "9c 9s 9h 8c 8s"],
    "turnup": "Ad",
    "rest": "Ts 8h 8d 7c 7s 7h",
}
# The Ace of diamonds is turned and the 7 of diamonds is in the rest.
DEAL_ACE_REST = {
    "hands": ["Ac Kc Qc Jc Tc", "As Ks Qs Js Ts", "Ah Kh Qh Jh Th", "Kd Qd Jd Td 9d", "9c 9s 9h 8c 8s"],
    "turnup": "Ad",
    "rest": "7d 8h 8d 7c 7s 7h",
}
# Hearts trumps; P2 (seat 1) and P3 (seat 2) hold hearts but no club, P4 neither.
DEAL_E = {
    "hands": ["Ac Kc Qc Jc Tc", "As Ks Qs Ah Kh", "Js Ts 9s Qh Jh", "Ad Kd Qd Jd Td", "9c 8c 9h 9d 8s"],
    "turnup": "7h",
    "rest": "7c 7s Th 8h 8d 7d",
}


def deal(d=DEAL_A, totals=None, **options):
    layout = {"hands": [h.split() for h in d["hands"]], "turnup": [d["turnup"]], "rest": d["rest"].split()}
    return PRESET.new_deal(RS.config("thedinghausen", options, 5), DEALER, layout=layout, totals=totals)


def run(state, *actions: str):
    for a in actions:
        state.apply(a)
    return state


# --- C.2, C.3: deck and deal -----------------------------------------------------------------


def test_ft2_ft4_deal_32_cards_one_turned_six_set_aside():
    s = PRESET.new_deal(RS.config("thedinghausen", {}, 5), 2, rng=random.Random(4))
    lay = s.layout()
    assert [len(h) for h in lay["hands"]] == [5] * 5 and len(lay["turnup"]) == 1 and len(lay["rest"]) == 6
    assert sum(len(v) for v in s.locations().values()) == 32
    again = PRESET.new_deal(s.config, 2, layout=lay)
    assert again.layout() == lay


def test_layout_errors():
    bad = dict(DEAL_A, turnup="Ac")  # Ac twice, Td missing
    with pytest.raises(LayoutError, match="Ac appears more than once"):
        deal(bad)
    with pytest.raises(LayoutError):
        PRESET.new_deal(RS.config("thedinghausen", {}, 5), 0, layout={"hands": [], "turnup": "Td"})


def test_ft4_turned_card_makes_trumps_and_is_public_the_rest_is_not():
    s = deal()
    assert s.trump == 1  # diamonds
    for seat in range(5):
        v = s.view(seat)
        assert [c.text for c in v.piles["turnup"]] == ["Td"]
        assert v.piles["rest"] == (None,) * 6
        assert v.info["trump"] == "d"


def test_ft5a_ft6_no_bidding_p1_leads():
    s = deal()
    assert s.to_move == 0 and s.legal_texts() == ["play 7c", "play Ac", "play 8d", "play Kh", "play 9s"]


# --- FT-5: the 7-for-Ace swap ----------------------------------------------------------------


def test_ft5_holder_of_the_trump_7_may_swap_it_for_the_turned_ace():
    s = deal(DEAL_ACE)
    assert s.to_move == 1 and s.legal_texts() == ["swap", "pass"]  # before the first lead (ambiguity 25)
    run(s, "swap")
    assert "Ad" in [c.text for c in s.view(1).hands[1]] and "7d" not in [c.text for c in s.view(1).hands[1]]
    assert [c.text for c in s.view(3).piles["turnup"]] == ["7d"]  # the 7 lies face up, out of play
    assert s.to_move == 0 and s.trump == 1
    assert s.layout()["turnup"] == ["Ad"] and "7d" in s.layout()["hands"][1]  # the deal as dealt


def test_ft5_fx1_declining_the_swap_is_pass():
    s = run(deal(DEAL_ACE), "pass")
    assert s.to_move == 0 and s.view(0).piles["turnup"][0].text == "Ad"
    assert "7d" in [c.text for c in s.view(1).hands[1]]


def test_ft5_no_swap_question_without_a_holder_or_an_ace():
    assert deal(DEAL_ACE_REST).to_move == 0
    assert deal(DEAL_A).to_move == 0


def test_resample_knows_where_the_trump_7_is():
    """The swap question is public, so the trump 7's place is known to everyone."""
    asked = run(deal(DEAL_ACE), "pass", "play Ac")
    for seed in range(10):
        assert "7d" in asked.resample(0, random.Random(seed)).layout()["hands"][1]
    swapped = run(deal(DEAL_ACE), "swap", "play Ac")
    for seed in range(10):
        r = swapped.resample(2, random.Random(seed))
        assert "7d" in r.layout()["hands"][1] and r.view(2) == swapped.view(2)
        assert "Ad" in [c.text for c in r.locations()["hand1"]]
    rest = run(deal(DEAL_ACE_REST), "play Ac")
    for seed in range(10):
        assert "7d" in rest.resample(3, random.Random(seed)).layout()["rest"]


# --- FT-7: following and MustTrump -----------------------------------------------------------


def test_ft7_follow_suit_otherwise_any_card():
    s = run(deal(DEAL_E), "play Ac")
    assert set(s.legal_texts()) == {"play Ah", "play Kh", "play As", "play Ks", "play Qs"}  # void: any card
    s = run(deal(DEAL_E), "play Ac", "play As", "play 9s", "play Ad")
    assert s.legal_texts() == ["play 8c", "play 9c"]  # P5 must follow clubs
    with pytest.raises(IllegalAction, match="must follow clubs"):
        s.apply("play 9h")


def test_ft7_must_trump_option():
    s = run(deal(DEAL_E, MustTrump=True), "play Ac")
    assert set(s.legal_texts()) == {"play Ah", "play Kh"}
    with pytest.raises(IllegalAction, match="must trump"):
        s.apply("play As")
    run(s, "play Kh")
    assert set(s.legal_texts()) == {"play Jh", "play Qh"}  # no obligation to overtrump (house rule)
    run(s, "play Jh")
    assert len(s.legal_texts()) == 5  # P4 has neither clubs nor hearts


def test_must_trump_voids_in_resample():
    """Under MustTrump a player who neither followed nor trumped is void in trumps too."""
    s = run(deal(DEAL_E, MustTrump=True), "play Ac", "play Kh", "play Jh", "play Ad")
    for seed in range(20):
        r = s.resample(0, random.Random(seed))
        assert not any(c.suit in "ch" for c in r.locations()["hand3"])
    free = run(deal(DEAL_E), "play Ac", "play As", "play 9s", "play Ad")
    suits = {c.suit for seed in range(40) for c in free.resample(0, random.Random(seed)).locations()["hand1"]}
    assert "c" not in suits and "h" in suits  # only the club void is known without MustTrump


# --- C.5: counts, game end, Durchmarsch ------------------------------------------------------


def test_worked_example_ft10_ten_tricks_win_the_game_mid_deal():
    """C.5: counts P1 7, P2 9, P3 4, P4 6, P5 3; trick 1 to P3 (5), trick 2 to P2: P2 reaches
    10 and wins; the deal is abandoned (FT-10, FX-9)."""
    s = deal(totals=[7, 9, 4, 6, 3])
    s = force_tricks(s, [2])
    assert not s.is_over and s.view(0).info["counts"] == [7, 9, 5, 6, 3]
    s = force_tricks(s, [1])
    assert s.is_over and len(s.winners) == 2
    out = s.outcome()
    assert out.match_over and out.scores == (0, 1, 1, 0, 0) and "wins the game" in out.summary
    assert out.extra["counts"] == [7, 10, 5, 6, 3] and out.extra["game_winner"] == 1
    # FT-12: the winner takes the 5-Hedewig prize; everyone paid the 80-cent stake.
    assert out.extra["hedewigs"] == [0, 5, 0, 0, 0] and out.extra["cents"] == [-80] * 5
    assert (
        PRESET.match_end(s.config, 1, out.extra["counts"])
        and PRESET.winner(s.config, out.extra["counts"]) == 1
    )


def test_worked_example_ft11_durchmarsch():
    """C.5: counts P1 8, P2 8, …; P4 wins all five tricks: counts unchanged, Durchmarsch bonus."""
    s = deal(DEAL_B, totals=[8, 8, 0, 3, 0])
    s = force_tricks(s, [3] * 5)
    out = s.outcome()
    assert s.is_over and not out.match_over
    assert out.scores == (0, 0, 0, 0, 0) and out.extra["counts"] == [8, 8, 0, 3, 0]
    assert out.extra["durchmarsch"] == 3 and out.extra["hedewigs"] == [0, 0, 0, 5, 0]
    assert out.extra["cents"] == [-100, -100, -100, 0, -100]  # each other player pays 1 euro


def test_fx9_reaching_ten_on_the_fifth_trick_wins_even_with_all_five():
    s = force_tricks(deal(DEAL_B, totals=[8, 8, 0, 5, 0]), [3] * 5)
    out = s.outcome()
    assert out.match_over and out.extra["game_winner"] == 3 and out.extra["durchmarsch"] is None
    assert out.scores == (0, 0, 0, 5, 0) and out.extra["hedewigs"] == [0, 0, 0, 5, 0]


def test_ft8_ft10_a_normal_deal_scores_one_per_trick():
    s = force_tricks(deal(), [0, 2, 2, 1, 3])
    out = s.outcome()
    assert out.scores == (1, 1, 2, 1, 0) and not out.match_over and out.extra["game_winner"] is None


def test_totals_must_be_five_counts_below_ten():
    with pytest.raises(ConfigError):
        deal(totals=[1, 2, 3])
    with pytest.raises(ConfigError):
        deal(totals=[10, 0, 0, 0, 0])


def test_match_end_and_winner():
    config = RS.config("thedinghausen", {}, 5)
    assert (
        not PRESET.match_end(config, 40, [9, 9, 9, 9, 9]) and PRESET.winner(config, [9, 9, 9, 9, 9]) is None
    )
    assert PRESET.match_end(config, 3, [2, 10, 4, 0, 1]) and PRESET.winner(config, [2, 10, 4, 0, 1]) == 1


# --- C.6: FipsenAnnouncement -----------------------------------------------------------------


def test_fipsen_announcement_asked_from_p1_first_announcer_counts():
    s = deal(DEAL_B, FipsenAnnouncement=True)
    assert s.to_move == 0 and s.legal_texts() == ["fipsen", "pass"]
    run(s, "pass", "pass", "pass", "fipsen")
    assert s.announcer == 3 and s.to_move == 0 and s.phase == 2  # play starts, P1 leads
    out = force_tricks(s, [3] * 5).outcome()
    # House rule (FipsenAnnouncement): success is rewarded as a Durchmarsch.
    assert out.extra["fipsen_made"] and out.extra["hedewigs"] == [0, 0, 0, 5, 0]


def test_fipsen_announcement_failed_pays_5_hedewigs():
    s = run(deal(DEAL_B, FipsenAnnouncement=True), "pass", "fipsen")
    s = force_tricks(s, [3] * 5)
    out = s.outcome()
    assert out.extra["fipsen"] == 1 and out.extra["fipsen_made"] is False
    assert out.extra["hedewigs"] == [0, -5, 0, 5, 0]


def test_fipsen_announcement_all_pass():
    s = run(deal(FipsenAnnouncement=True), "pass", "pass", "pass", "pass", "pass")
    assert s.phase == 2 and s.to_move == 0 and s.announcer == -1


# --- perft -----------------------------------------------------------------------------------


def test_perft_fixed_deal():
    s = deal()
    # Leads: Ac or 7c 1*2*2*1 each, Kh 1*1*1*2, 9s 2*1*1*1, 8d 1*1*1*1 (everyone can follow).
    assert perft(s, 5) == 4 + 4 + 2 + 2 + 1
    assert perft(s, 10) == 416
    assert perft(deal(MustTrump=True), 10) == 101  # void players must trump
