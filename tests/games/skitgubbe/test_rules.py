"""Skitgubbe: deal (SG-1..6), phase 1 collecting tricks (SG-7..18), the transition
(SG-19..22), the phase-1 options and the match (SG-33/34), worked example 9.1.

Phase 2 is in test_skitgubbe_phase2.py; views, resampling and perft in
test_skitgubbe_knowledge.py.
"""

from __future__ import annotations

import random

import pytest

from game.rules import IllegalAction, LayoutError, get_ruleset, parse_card
from game.rules.cards import card_by_id, deck_52
from game.rules.names import SEAT_NAMES

RS = get_ruleset("skitgubbe")


def deal(hands, stock_head="", *, last=None, options=None, dealer=None):
    """A deal from text hands; the stock starts with ``stock_head``, ends with ``last``, and
    holds every other card in between in notation order. Seat 0 is P1 by default."""
    n = len(hands)
    hands = [h.split() for h in hands]
    head = stock_head.split()
    tail = [last] if last else []
    used = {c for h in hands for c in h} | set(head) | set(tail)
    rest = [c.text for c in deck_52() if c.text not in used]
    config = RS.config("default", options or {}, n)
    layout = {"hands": hands, "stock": head + rest + tail}
    return RS.new_deal(config, n - 1 if dealer is None else dealer, layout=layout)


def skip_stock(st, left):
    """White-box: jump ahead so that only ``left`` stock cards remain to be drawn."""
    st.spos = len(st.stock) - left
    st._legal = None


def hand(st, seat):
    return " ".join(c.text for c in st.locations()[f"hand{seat}"])


def texts(cards):
    return sorted(parse_card(c).id for c in cards.split())


# --- deal -------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_sg1_sg4_sg6_three_cards_each_and_the_rest_as_stock(players):
    config = RS.config("default", {}, players)
    st = RS.new_deal(config, 0, rng=random.Random(players))
    loc = st.locations()
    assert all(len(loc[f"hand{s}"]) == 3 for s in range(players))
    assert len(loc["stock"]) == 52 - 3 * players  # SG-4: 37 with 5, 34 with 6
    assert len(st.layout()["stock"]) == 52 - 3 * players


def test_sg6_dealt_one_at_a_time_from_the_dealers_left():
    config = RS.config("default", {}, 3)
    pack = list(range(52))
    random.Random(5).shuffle(pack)
    hands = RS.new_deal(config, 1, rng=random.Random(5)).layout()["hands"]
    # card i of the shuffled pack goes to seat (dealer + 1 + i) % 3
    assert [hands[(2 + i) % 3][i // 3] for i in range(9)] == [card_by_id(i).text for i in pack[:9]]


def test_layout_must_be_exactly_the_pack():
    config = RS.config("default", {}, 3)
    good = deal(["2c 3c 4c", "5c 6c 7c", "8c 9c Tc"]).layout()
    RS.new_deal(config, 0, layout=good)
    with pytest.raises(LayoutError, match="'stock' must be a list of 43 cards"):
        RS.new_deal(config, 0, layout={"hands": good["hands"], "stock": good["stock"][:-1]})
    with pytest.raises(LayoutError, match="2c appears more than once"):
        RS.new_deal(config, 0, layout={"hands": good["hands"], "stock": ["2c", *good["stock"][1:]]})
    with pytest.raises(LayoutError, match="'hands' of seat 1 must be a list of 3 cards"):
        short = [good["hands"][0], ["5c"], good["hands"][2]]
        RS.new_deal(config, 0, layout={"hands": short, "stock": good["stock"]})
    with pytest.raises(LayoutError, match="the layout has no 'stock' pile"):
        RS.new_deal(config, 0, layout={"hands": good["hands"]})


# --- phase 1 ----------------------------------------------------------------------------


def test_sg7_player_left_of_dealer_leads():
    st = deal(["2c 3c 4c", "5c 6c 7c", "8c 9c Tc"], dealer=1)
    assert st.to_move == 2


def test_sg8_plays_are_one_to_three_cards_of_one_rank():
    st = deal(["7c 7d 7h", "5c 6c 9s", "8c 9c Tc"])
    assert st.legal_texts() == [
        "play 7c",
        "play 7d",
        "play 7c 7d",
        "play 7h",
        "play 7c 7h",
        "play 7d 7h",
        "play 7c 7d 7h",
    ]
    st.apply("play 7d")
    assert st.legal_texts() == ["play 5c", "play 6c", "play 9s"]  # need not match the count
    with pytest.raises(IllegalAction, match="one rank"):
        st.apply("play 5c 6c")


def test_sg9_replenish_from_the_stock_after_playing():
    st = deal(["7c 7d 2h", "5c 6c 9s", "8c 9c Tc"], "Ah Kh Qh")
    st.apply("play 7c 7d")
    assert hand(st, 0) == "2h Kh Ah"
    assert len(st.locations()["stock"]) == 52 - 9 - 2


def test_sg10_highest_rank_wins_whatever_the_count_or_suit():
    st = deal(["7c 7d 7h", "8c 2d 3d", "4c 4d 5d"], "Ac Ad As Kc Kd Ks")
    st.apply("play 7c 7d 7h")
    st.apply("play 8c")
    st.apply("play 4c 4d")
    # seat 1 won with a single 8 (nobody holds a 4, 7 or 8 to sluff) and leads next
    assert sorted(c.text for c in st.locations()["won1"]) == sorted("7c 7d 7h 8c 4c 4d".split())
    assert st.to_move == 1 and st.view(0).phase == "collect"


def test_sg11_bout_among_tied_players_led_by_the_nearest_to_the_leader():
    # 4 players; seat 0 leads, seats 3 and 2 tie: the bout starts with seat 2 (nearest
    # clockwise from seat 0), then seat 3.
    st = deal(["2c 3c 4c", "5c 6c 7c", "9d 2d 3d", "9s 4d 5d"], "Ac Ad Ah As Kc Kd Kh Ks")
    for action in ["play 2c", "play 5c", "play 9d", "play 9s"]:
        st.apply(action)
    assert st.to_move == 2 and st.view(0).info["round"] == [2, 3]
    st.apply("play 2d")
    assert st.to_move == 3
    st.apply("play 4d")
    assert st.view(0).phase == "sluff" and st.view(0).info["winner"] == 3


def test_sg11_original_leader_starts_the_bout_when_tied():
    st = deal(["9c 3c 4c", "5c 6c 7c", "9d 2d 3d"], "Ac Ad Ah As Kc Kd Kh Ks")
    for action in ["play 9c", "play 5c", "play 9d"]:
        st.apply(action)
    assert st.to_move == 0 and st.view(1).info["round"] == [0, 2]


def test_sg13_sluff_any_cards_of_ranks_in_the_trick_winner_first():
    st = deal(["7c 8c Ks", "7d 8d 2s", "Ac 8h 3s"], "2c 2d 2h 3c 3d 3h 4c 4d 4h")
    for action in ["play 7c", "play 8d", "play Ac"]:
        st.apply(action)
    # seat 2 won; it is asked first but holds no 7, 8 or A... it holds 8h
    assert st.to_move == 2
    assert st.legal_texts() == ["sluff 8h", "pass"]
    st.apply("pass")
    assert st.to_move == 0
    assert st.legal_texts() == ["sluff 8c", "pass"]
    st.apply("sluff 8c")
    assert st.to_move == 1
    assert st.legal_texts() == ["sluff 7d", "pass"]
    st.apply("sluff 7d")
    assert st.to_move == 2 and st.view(2).phase == "collect"  # seat 2 leads next
    assert sorted(c.text for c in st.locations()["won2"]) == sorted("7c 8d Ac 8c 7d".split())


def test_sg13_several_ranks_may_be_sluffed_together():
    st = deal(["7c 8c 2s", "7d 8d 3s", "Ac 4h 5h"], "2c 2d 2h 3c 3d 3h 4c 4d 4s")
    for action in ["play 7c", "play 8d", "play Ac"]:
        st.apply(action)
    # seat 2 (winner) holds nothing of 7, 8, A: skipped (SG-13a)
    assert st.to_move == 0
    assert "sluff 7d 8c" not in st.legal_texts()
    st.apply("pass")
    assert st.legal_texts() == ["sluff 7d", "pass"]


def test_sg13a_players_without_a_matching_card_are_skipped():
    st = deal(["7c 2s 3s", "8d 4s 5s", "Ac 6s 9s"], "2c 2d 2h 3c 3d 3h 4c 4d 4h")
    for action in ["play 7c", "play 8d", "play Ac"]:
        st.apply(action)
    assert st.to_move == 2 and st.view(0).phase == "collect"


def test_sg13_cards_drawn_after_sluffing_may_not_be_sluffed():
    # seat 0 sluffs its 8 and draws another 8: it has had its one chance.
    st = deal(["7c 8c 2s", "8d 4s 5s", "Ac 6s 9s"], "Jc Jd Qh 8h 2d")
    for action in ["play 7c", "play 8d", "play Ac"]:
        st.apply(action)
    assert st.to_move == 0  # seat 2 skipped
    st.apply("sluff 8c")
    assert "8h" in hand(st, 0).split()
    assert st.to_move == 2 and st.view(0).phase == "collect"


def test_example_9_1_phase_one_bout_and_sluffs():
    """9.1: A 7s; B 9h 9c; C 9d → bout B-C; B Ks, C Qd → B wins; sluffs C 9s, A 7d."""
    st = deal(["7s 7d 2c", "9h 9c Ks", "9d Qd 9s"], "3c 4c 5c 6c 8c Tc Jc Qc")
    for action in ["play 7s", "play 9c 9h", "play 9d"]:
        st.apply(action)
    assert st.to_move == 1 and st.view(0).info["round"] == [1, 2]  # B starts the bout
    st.apply("play Ks")
    st.apply("play Qd")
    # B won; B holds nothing of 7, 9, K, Q: skipped. C sluffs 9s, A sluffs 7d.
    assert st.to_move == 2
    st.apply("sluff 9s")
    assert st.to_move == 0
    st.apply("sluff 7d")
    won = sorted(c.text for c in st.locations()["won1"])
    assert won == sorted("7s 9h 9c 9d Ks Qd 9s 7d".split())
    assert st.to_move == 1  # B leads next
    assert all(len(st.locations()[f"hand{s}"]) == 3 for s in range(3))  # everyone replenished


def test_sg15_last_stock_card_set_aside_unseen():
    st = deal(["2c 2d 2h", "3c 3d 3h", "4c 4d 4h"], last="As")
    rng = random.Random(3)
    while st.view(0).info["aside_holder"] is None:
        st.apply(rng.choice(st.legal_actions()))
    holder = st.view(0).info["aside_holder"]
    assert st.locations()["aside"] == [parse_card("As")]
    assert st.locations()["stock"] == []
    for seat in range(3):
        v = st.view(seat)
        assert v.piles["aside"] == (None,)  # nobody sees it, not even the holder
        assert parse_card("As") not in v.hands[seat]
    assert parse_card("As") not in st.locations()[f"hand{holder}"]


def test_sg9_sg15_each_player_draws_right_after_his_play_and_the_next_one_sets_the_last_aside():
    st = deal(["7c 2d 3d", "9s 9h 4s", "8c 5d 6d"], last="As")
    skip_stock(st, 3)  # Qs, Ks, then the last card As
    st.apply("play 7c")
    assert hand(st, 0) == "2d 3d Qs"  # SG-9: seat 0 draws before seat 1 plays
    st.apply("play 9h 9s")
    # seat 1 draws Ks; the next card it would draw is the last one: set aside (SG-15)
    assert hand(st, 1) == "4s Ks" and st.view(2).info["aside_holder"] == 1
    st.apply("play 8c")
    assert hand(st, 2) == "5d 6d"  # nobody replenishes any more
    assert st.to_move == 1 and st.view(0).info["phase"] == 1  # seat 1 won; everyone has cards


def play_to_phase_two(st, rng):
    while st.view(0).info["phase"] == 1 and st.to_move is not None:
        st.apply(rng.choice(st.legal_actions()))


def test_sg16_sg18_phase_one_ends_when_a_player_is_out_of_cards():
    for seed in range(20):
        config = RS.config("default", {}, 3)
        st = RS.new_deal(config, 0, rng=random.Random(seed))
        rng = random.Random(seed)
        before = st.clone()
        while st.view(0).info["phase"] == 1 and st.to_move is not None:
            before = st.clone()
            st.apply(rng.choice(st.legal_actions()))
        # the stock was used up first (SG-15), and someone had no card when it ended
        assert before.locations()["stock"] == []
        assert st.view(0).info["trump"] is not None


def test_sg17a_bout_player_without_cards_ends_phase_and_cards_go_back():
    st = deal(["9c 9d 9h", "9s 3s 4s"])
    skip_stock(st, 1)
    st.apply("play 9c 9d 9h")  # seat 0 now holds nothing; the last card is set aside
    st.apply("play 9s")  # tie; the bout starts with seat 0, who has no card
    loc = st.locations()
    assert st.view(0).info["phase"] == 2
    # SG-17a: the cards go back; SG-19: the set-aside card joins seat 0's hand
    trump = st.stock[-1]
    assert sorted(c.id for c in loc["hand0"]) == sorted(texts("9c 9d 9h") + [trump])
    assert sorted(c.id for c in loc["hand1"]) == texts("9s 3s 4s")
    assert st.to_move == 0  # SG-22: the holder of the last stock card leads
    # the returned cards are known to everyone
    assert {c.text for c in st.view(1).hands[0] if c} >= {"9c", "9d", "9h"}


def test_sg19_to_sg22_transition():
    config = RS.config("default", {}, 4)
    st = RS.new_deal(config, 0, rng=random.Random(11))
    rng = random.Random(11)
    before = st.clone()
    while st.view(0).info["phase"] == 1:
        before = st.clone()
        st.apply(rng.choice(st.legal_actions()))
    holder = before.view(0).info["aside_holder"]
    trump_card = parse_card(st.layout()["stock"][-1])
    assert st.view(0).info["trump"] == trump_card.suit  # SG-19
    loc, old = st.locations(), before.locations()
    for s in range(4):
        if st.view(0).info["phase"] == 2 and loc["trick"] == []:
            won = {c.id for c in old[f"won{s}"]}
            assert won <= {c.id for c in loc[f"hand{s}"]}  # SG-20
    assert trump_card in loc[f"hand{holder}"]
    if st.to_move is not None:
        assert st.to_move == holder  # SG-22


def test_sg21_player_with_nothing_takes_no_part():
    """A seeded 5-player deal in which seat 3 starts phase 2 with no card (SG-21)."""
    config = RS.config("default", {}, 5)
    st = RS.new_deal(config, 0, rng=random.Random(0))
    rng = random.Random(0)
    play_to_phase_two(st, rng)
    empty = [s for s in range(5) if not st.locations()[f"hand{s}"]]
    assert st.to_move is not None and empty == [3]
    while st.to_move is not None:
        assert st.to_move not in empty
        st.apply(rng.choice(st.legal_actions()))
    assert st.outcome().extra["loser"] not in empty


# --- phase-1 options --------------------------------------------------------------------


def test_take_a_chance_turns_the_top_stock_card():
    st = deal(["2c 3c 4c", "5c 6c 7c", "8c 9c Tc"], "Ah Kh", options={"TakeAChance": True})
    assert "chance" in st.legal_texts()
    st.apply("chance")
    assert st.view(1).trick == ((0, (parse_card("Ah"),)),)
    assert st.view(1).history == ((0, "chance Ah"),)
    assert hand(st, 0) == "2c 3c 4c"  # the hand is unchanged
    assert "chance" not in deal(["2c 3c 4c", "5c 6c 7c", "8c 9c Tc"]).legal_texts()


def test_take_a_chance_needs_two_stock_cards():
    st = deal(["2c 3c 4c", "5c 6c 7c"], options={"TakeAChance": True})
    skip_stock(st, 2)
    assert "chance" in st.legal_texts()
    skip_stock(st, 1)
    assert "chance" not in st.legal_texts()
    with pytest.raises(IllegalAction, match="2 or more"):
        st.apply("chance")


def test_two_card_tricks_leader_and_left_neighbour_single_cards_no_sluffs():
    st = deal(["7c 7d 2s", "8c 3d 4s", "Ac 5d 6s"], "Jc Jd Jh Js Qc Qd", options={"TwoCardTricks": True})
    assert st.legal_texts() == ["play 7c", "play 7d", "play 2s"]  # singles only
    st.apply("play 7c")
    assert st.to_move == 1
    st.apply("play 8c")
    # seat 1 wins (no sluffing) and leads against its own left neighbour, seat 2
    assert st.to_move == 1 and st.view(0).info["round"] == [1, 2]
    assert sorted(c.text for c in st.locations()["won1"]) == ["7c", "8c"]


def test_two_card_tricks_bounce_keeps_the_leader():
    st = deal(["7c 2d 2s", "7d 3d 4s", "Ac 5d 6s"], "Jc Jd Jh Js Qc Qd", options={"TwoCardTricks": True})
    st.apply("play 7c")
    st.apply("play 7d")  # stunsa: both stay, same leader again
    assert st.to_move == 0 and st.view(0).info["round"] == [0, 1]
    st.apply("play 2d")
    st.apply("play 3d")
    assert sorted(c.text for c in st.locations()["won1"]) == ["2d", "3d", "7c", "7d"]


# --- result and match -------------------------------------------------------------------


def finish(options=None, players=3, seed=1):
    config = RS.config("default", options or {}, players)
    st = RS.new_deal(config, 0, rng=random.Random(seed))
    rng = random.Random(seed)
    while st.to_move is not None:
        st.apply(rng.choice(st.legal_actions()))
    return st


def test_sg31_sg33_loser_scores_one_loss():
    st = finish()
    out = st.outcome()
    loser = out.extra["loser"]
    assert out.scores == tuple(1 if s == loser else 0 for s in range(3))
    assert [s for s in range(3) if st.locations()[f"hand{s}"]] == [loser]
    assert out.next_dealer is None
    assert out.text() == f"{SEAT_NAMES[3][loser]} is the skitgubbe: one loss"


def test_loser_penalty_and_loser_deals():
    out = finish({"LoserPenalty": 3, "LoserDeals": True}).outcome()
    loser = out.extra["loser"]
    assert out.scores[loser] == -3 and sum(out.scores) == -3
    assert out.next_dealer == loser


def test_sg34_session_of_deals_and_no_winner():
    preset = RS.preset("default")
    config = RS.config("default", {"Deals": 3}, 4)
    assert not preset.match_end(config, 2, [1, 1, 0, 0])
    assert preset.match_end(config, 3, [1, 1, 1, 0])
    assert preset.winner(config, [1, 1, 1, 0]) is None
    # SG-34 example: 5 deals with 3 players, losses A 2, B 3, C 0 - the session is over, C
    # did best, and nobody is named winner.
    five = RS.config("default", {"Deals": 5}, 3)
    assert preset.match_end(five, 5, [2, 3, 0]) and not preset.match_end(five, 4, [2, 2, 0])
    assert preset.winner(five, [2, 3, 0]) is None
    assert RS.config("default", {}, 4).options["Deals"] == 5
