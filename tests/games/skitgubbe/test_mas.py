"""Option TurnedUpTrumpMas (skitgubbe.md section 10; house rules SG-M1..SG-M8 in
options.py): the turned-up trump, must-beat-or-pick-up tricks, the 2-of-trumps swap, three
trumps laid aside, the end of phase 1, what resample keeps and the CPU players."""

from __future__ import annotations

import random

import pytest

from ai.agent import Observation
from game.games.skitgubbe.cpu import SkitgubbeAgent, mas_play
from game.games.skitgubbe.table import TABLE
from game.rules import ConfigError, IllegalAction, get_ruleset

from .test_rules import deal, hand, skip_stock

RS = get_ruleset("skitgubbe")
MAS = {"TurnedUpTrumpMas": True}


def won(st, seat):
    return " ".join(c.text for c in st.locations()[f"won{seat}"])


def mas(hands, head="", last="Qc", dealer=None, **options):
    """A Mas deal, seat 0 leading (P1) unless ``dealer`` says otherwise, the turned card
    ``last`` (trumps its suit)."""
    return deal(hands, head, last=last, options={**MAS, **options}, dealer=dealer)


# --- SG-M1: the turned-up trump ---------------------------------------------------------


def test_m1_the_turned_card_lies_face_up_under_the_stock_and_is_trumps_from_the_start():
    st = mas(["5h 9s Kd", "6h 7d 3s", "4c Jh 8d"])
    for seat in range(3):
        view = st.view(seat)
        assert [c.text for c in view.piles["bottom"]] == ["Qc"]
        assert len(view.piles["stock"]) == 52 - 9 - 1 and view.info["trump"] == "c"
        assert view.phase == "mas" and view.piles["aside"] == ()
    assert st.locations()["stock"][-1].text == "Qc"


def test_m1_whoever_draws_the_last_card_takes_the_turned_card_face_up_and_leads_phase_2():
    st = mas(["5h 9s Kd", "6h 7d 3s", "4c Jh 8d"])
    skip_stock(st, 1)  # only the turned card is left
    st.apply("play 5h")  # seat 1 beats with 6h; seat 0 draws the Q♣
    assert hand(st, 0) == "Qc Kd 9s" and st.aside == 0
    assert "Qc" in [c.text for c in st.view(2).hands[0] if c is not None]  # everyone saw it
    assert "bottom" not in st.view(1).piles and st.view(1).info["stock"] == 0
    st.apply("play 6h")
    # phase 1 runs on without drawing until a player due to play has no card (SG-M7)
    while st.view(0).phase == "mas":
        st.apply(st.legal_actions()[0])
    assert st.view(0).phase == "beat" and st.view(0).info["trump"] == "c"
    assert sum(len(h) for h in st.hands) == 10  # the 9 dealt and the Q♣, counted once


# --- SG-M2..M4: must beat or pick up ----------------------------------------------------


def test_m3_the_follower_must_beat_with_a_higher_card_of_the_suit_or_a_trump():
    st = mas(["5h 9s Kd", "6h 4h 2c", "4c Jh 8d"])
    st.apply("play 5h")
    assert st.to_move == 1
    assert st.legal_texts() == ["play 2c", "play 6h"]  # not the lower 4♥
    with pytest.raises(IllegalAction, match="must beat the lead"):
        st.apply("play 4h")


def test_m3_a_trump_lead_is_beaten_only_by_a_higher_trump():
    st = mas(["5c 9s Kd", "6h 4c 7c", "4s Jh 8d"])
    st.apply("play 5c")
    assert st.legal_texts() == ["play 7c"]  # not the lower 4♣, not the side card 6♥
    with pytest.raises(IllegalAction, match="higher card of its suit"):
        st.apply("play 6h")


def test_m3_lead_and_beater_go_to_the_beaters_pile_and_he_leads_the_next_trick():
    st = mas(["5h 9s Kd", "6h 7d 3s", "4c Jh 8d"], head="2d 3d")
    st.apply("play 5h")  # seat 0 draws 2♦
    st.apply("play 6h")  # seat 1 draws 3♦
    assert won(st, 1) == "5h 6h" and hand(st, 0) == "2d Kd 9s" and hand(st, 1) == "3d 7d 3s"
    assert st.to_move == 1 and st.view(0).info["round"] == [1, 2]  # against his left neighbour


def test_m4_a_follower_who_cannot_beat_picks_the_lead_up_unasked_and_the_leader_leads_again():
    st = mas(["Ah 9s Kd", "6h 7d 3s", "4c Jh 8d"], head="2d")
    st.apply("play Ah")
    assert won(st, 1) == "Ah" and hand(st, 1) == "7d 6h 3s"  # his own cards stay in hand
    assert st.to_move == 0 and hand(st, 0) == "2d Kd 9s"
    assert [a.text for _, a in st.history] == ["play Ah"]  # the pick-up was not asked
    assert "pickup" not in st.legal_texts()


def test_m2_each_player_plays_a_single_card():
    st = mas(["5h 5s Kd", "6h 7d 3s", "4c Jh 8d"])
    with pytest.raises(IllegalAction, match="single card"):
        st.apply("play 5h 5s")


def test_anti_trumps_hold_in_phase_1_too():
    """SG-M3 with AntiTrumps (house rule SG-M8): clubs are trumps, so no trump beats a spade."""
    st = mas(["5s 9h Kd", "2c 7d 3h", "4c Jh 8d"], AntiTrumps=True)
    st.apply("play 5s")
    assert won(st, 1) == "5s" and st.to_move == 0


# --- SG-M5: the 2 of trumps -------------------------------------------------------------


def test_m5_the_2_of_trumps_is_swapped_for_the_turned_card_on_the_lead():
    st = mas(["2c 9s Kd", "6h 7d 3s", "4c Jh 8d"])
    assert st.legal_texts()[-1] == "exchange"
    st.apply("exchange")
    assert hand(st, 0) == "Qc Kd 9s" and st.to_move == 0 and "exchange" not in st.legal_texts()
    assert [c.text for c in st.view(1).piles["bottom"]] == ["2c"]
    assert [c.text for c in st.view(1).hands[0] if c is not None] == ["Qc"]  # seen taken
    skip_stock(st, 1)
    st.apply("play 9s")  # seat 0 draws the last card: now the 2♣
    assert hand(st, 0) == "2c Qc Kd"


def test_m5_no_swap_for_a_follower_nor_once_the_turned_card_is_drawn():
    st = mas(["5h 9s Kd", "2c 6h 3s", "4c Jh 8d"])
    st.apply("play 5h")
    assert "exchange" not in st.legal_texts()  # seat 1 follows: he must beat
    st.apply("play 6h")
    assert "exchange" in st.legal_texts()  # now he leads
    skip_stock(st, 0)
    assert "exchange" not in st.legal_texts()
    with pytest.raises(IllegalAction, match="2 of trumps"):
        st.apply("exchange")


# --- SG-M6: three trumps ----------------------------------------------------------------


def test_m6_three_trumps_in_hand_are_laid_on_the_won_pile_and_three_new_cards_drawn():
    st = mas(["3c 9c Kc", "6h 7d 3s", "4c Jh 8d"], head="2d 3d 4d")
    assert "aside" in st.legal_texts()
    st.apply("aside")
    assert won(st, 0) == "3c 9c Kc" and hand(st, 0) == "2d 3d 4d" and st.to_move == 0
    assert "aside" not in st.legal_texts()


def test_m6_not_with_fewer_than_three_cards_in_the_stock():
    st = mas(["3c 9c Kc", "6h 7d 3s", "4c Jh 8d"])
    skip_stock(st, 2)
    assert "aside" not in st.legal_texts()
    with pytest.raises(IllegalAction, match="three trumps"):
        st.apply("aside")


# --- SG-M7: end of phase 1 --------------------------------------------------------------


def test_m7_a_lead_the_follower_cannot_answer_goes_back_and_phase_2_begins():
    st = mas(["5h 9s Kd", "6h 7d 3s", "4c Jh 8d"])
    skip_stock(st, 1)
    st.hands[1] = []  # white-box: seat 1 has played out his cards
    st.apply("play 5h")  # seat 0 draws the turned card; seat 1 has nothing to answer with
    assert st.view(0).phase == "beat" and hand(st, 0) == "Qc Kd 5h 9s"
    assert "5h" in [c.text for c in st.view(2).hands[0] if c is not None]  # seen going back
    assert st.to_move == 0  # he drew the last card (SG-M1)


def test_end_when_stock_empty_ends_phase_1_with_the_trick_the_last_card_was_drawn_in():
    st = mas(["5h 9s Kd", "6h 7d 3s", "4c Jh 8d"], EndWhenStockEmpty=True)
    skip_stock(st, 1)
    st.apply("play 5h")
    st.apply("play 6h")
    assert st.view(0).phase == "beat" and st.to_move == 0  # seat 0 drew the turned card


# --- combinations -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "other", ["TwoCardTricks", "TakeAChance", "SluffOwnRankOnly", "UnlimitedSluff", "TiedRanksBeatUnique"]
)
def test_the_rank_collecting_options_are_refused_with_mas(other):
    with pytest.raises(ConfigError, match=f"TurnedUpTrumpMas cannot be combined with {other}"):
        RS.config("default", {**MAS, other: True}, 3)


# --- resample ---------------------------------------------------------------------------


def test_resample_keeps_the_swap_and_the_turned_cards():
    """The swapped-in Q♣ is in seat 0's hand and the 2♣ under the stock in every world seat
    1 can imagine; the 2♣ was in seat 0's hand until then."""
    st = mas(["2c 9s Kd", "6h 7d 3s", "4c Jh 8d"])
    st.apply("exchange")
    for seed in range(20):
        r = st.resample(1, random.Random(seed))
        assert r.view(1) == st.view(1)
        assert "Qc" in hand(r, 0) and r.locations()["stock"][-1].text == "2c"
        assert r.layout()["stock"][-1] == "Qc" and "2c" in r.layout()["hands"][0]


def test_resample_knows_a_follower_who_picked_up_could_not_beat():
    """SG-M4: seat 1 picked up the 9♥, so no world gives him a higher heart or a club then;
    seat 2 is to beat the next lead, so every world gives him a card that beats it."""
    st = mas(["9h 8s Kd", "6h 7d Ts", "4c Jh 8d"], head="5d 6d")
    st.apply("play 9h")
    st.apply("play 8s")  # seat 0 leads again; seat 1 must beat
    assert st.to_move == 1
    for seed in range(20):
        r = st.resample(2, random.Random(seed))
        assert r.view(2) == st.view(2)
        held = r.locations()["hand1"]
        assert not any(c.suit == "c" or (c.suit == "h" and c.rank > 9) for c in held)
        assert any(c.suit == "c" or (c.suit == "s" and c.rank > 8) for c in held)


@pytest.mark.parametrize("players", [2, 3, 6])
def test_resample_keeps_every_seats_view_in_random_mas_deals(players):
    config = RS.config("default", {**MAS, "AntiTrumps": players == 3}, players)
    rng = random.Random(players)
    for _ in range(2):
        st = RS.new_deal(config, rng.randrange(players), rng=rng)
        step = 0
        while st.to_move is not None:
            if step % 5 == 0:
                for seat in range(players):
                    assert st.resample(seat, random.Random(step)).view(seat) == st.view(seat)
            st.apply(rng.choice(st.legal_actions()))
            step += 1


# --- the table and the CPU players ------------------------------------------------------


def test_status_lines_say_what_to_do():
    st = mas(["2c 9s Kd", "6h 7d Ts", "4c Jh 8d"])
    assert "swap your 2 of trumps" in TABLE.status(st.view(0), st.config)
    st = mas(["6h 7d Ts", "4c Jh 8d", "2c 9s Kd"], dealer=1)  # seat 2 leads to seat 0
    assert "must beat the lead or pick it up" in TABLE.status(st.view(0), st.config)
    st.apply("exchange")
    st.apply("play 9s")
    assert TABLE.status(st.view(0), st.config).startswith("You must beat 9♠: a higher ♠ or any trump")


def test_cpu_swaps_lays_aside_and_beats_as_cheaply_as_it_can():
    st = mas(["2c 9s Kd", "6h 7d 3s", "4c Jh 8d"])
    assert mas_play(st.view(0), st.legal_actions()).text == "exchange"
    st = mas(["3c 9c Kc", "6h 7d 3s", "4c Jh 8d"])
    assert mas_play(st.view(0), st.legal_actions()).text == "aside"
    st = mas(["5h 9s Kd", "6h Ah 3c", "4c Jh 8d"])
    st.apply("play 5h")
    assert mas_play(st.view(1), st.legal_actions()).text == "play 6h"  # not the A♥ nor a trump


def test_cpu_leads_and_beats_with_its_lowest_card_and_keeps_its_trumps():
    st = mas(["5h As Kc", "6h 7d 3s", "4c Jh 8d"])
    assert mas_play(st.view(0), st.legal_actions()).text == "play 5h"
    st = mas(["2h 4d 5h", "9c 3c 4s", "4c Jh 8d"])
    st.apply("play 5h")
    assert mas_play(st.view(1), st.legal_actions()).text == "play 3c"  # only trumps beat it


@pytest.mark.parametrize("players", [2, 4, 5])
def test_rule_based_players_play_mas_legally_to_the_end(players):
    config = RS.config("default", MAS, players)
    rng = random.Random(players)
    agents = [SkitgubbeAgent(), SkitgubbeAgent(noise=0.5)]
    for d in range(4):
        st = RS.new_deal(config, d % players, rng=rng)
        while st.to_move is not None:
            action = agents[st.to_move % 2].choose(Observation(st, st.to_move), rng)
            assert action in st.legal_actions()
            st.apply(action)
        assert st.outcome() is not None
