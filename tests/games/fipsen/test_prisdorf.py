"""Prisdorf Fipsen (rules file Part A and FX-*): worked examples, value table, rule checks.

Layouts use dealer 3 with four players, so P1..P4 are seats 0..3 (South, West, North,
East); with three players dealer 2, so P1..P3 are seats 0..2.
"""

from __future__ import annotations

import random
import re

import pytest

from game.games.fipsen.prisdorf import (
    BIDS,
    STRENGTH_LABELS,
    contract_value,
    declarer_score,
    kieker_value,
)
from game.games.fipsen.scoring import match_deals, winner_highest
from game.rules import IllegalAction, LayoutError, get_ruleset
from game.rules.registry import get_spec

from ...contract import perft

FIPSEN = get_ruleset("fipsen")


def deal(layout, *, dealer=None, **options):
    hands, skat, rest = layout
    players = len(hands)
    config = FIPSEN.config("prisdorf", options, players)
    spec = {"hands": [h.split() for h in hands], "skat": skat.split(), "rest": rest.split()}
    return FIPSEN.new_deal(config, players - 1 if dealer is None else dealer, layout=spec)


def run(state, *actions):
    for a in actions:
        state.apply(a)
    return state


def legal(state):
    return state.legal_texts()


PASS3 = ("pass", "pass", "pass")

EX1 = (["As Ks Qs Ac 7h", "Ah Kh Qh Jh Th", "Kc Qc Jc Tc 9c", "9h 8h Ts 9s 8s"], "Js 8c", "7c 7s 7d")
EX2 = (["Ah Kh Qh As 7c", "Jh Th 9c 8c 9s", "Ac Kc Ks Qs Js", "9h 8h Qc Jc Tc"], "7h 7s", "8s Ts 7d")
WEAK = (["9c 7c 8c 7s 8s", "Kh Qh Jh Th 9h", "Ac Kc Qc Jc Tc", "As Ks Qs Js Ts"], "8h 7h", "Ah 9s 7d")
EX3 = (["Ac Kc Qc Jc 7h", "Ah Kh Qh Jh Th", "As Ks Qs Js Ts", "9c 8c 9h 8h 9s"], "Tc 7d", "7c 8s 7s")
EX5 = (["7d Ac Kc As Ah", "Kh Qh Jh Th 9h", "Qc Jc Tc 9c 8c", "Ks Qs Js Ts 9s"], "7c 8h", "7h 8s 7s")
EX5_LOSE = (["7d Ac 8c As Ah", "Kh Qh Jh Th 9h", "Qc Jc Tc 9c Kc", "Ks Qs Js Ts 9s"], "7c 8h", "7h 8s 7s")
KIEKER = (["Ac Tc As Ts Ah", "Qc Jc 9c 8c 7c", "Qs Js 9s 8s 7s", "Qh Jh Th 8h 7h"], "7d Kc", "Ks Kh 9h")
EX8 = (["Ac Kc Qc Jc Th", "Ah Kh Qh Jh 8c", "As Ks Qs Js Ts", "9c Tc 9s 8s 7h"], "9h 8h", "7c 7s 7d")
KIEKER2 = (["Ac Tc As Ts Ah", "9c 8c 9s 8s 9h", "Qc Jc Kc 7c Qs", "Qh Jh Th 8h 7h"], "7d Js", "Ks Kh 7s")
KIEKER3 = (["Ac Tc As Ts Ah", "Kc Qc Jc 9c 8c", "Ks Qs Js 9s 8s"], "7d Kh", "Qh Jh Th 9h 8h 7h 7c 7s")
SIEB_DEALT = (["Kc Qc Jc Tc 9c", "7c 7d 7h 7s Ac", "Ah Kh Qh Jh Th", "As Ks Qs Js Ts"], "8c 9h", "8h 9s 8s")
SIEB_SKAT = (["7c 7h 7s Ac Kc", "Ah Kh Qh Jh Th", "As Ks Qs Js Ts", "Qc Jc Tc 8c 9h"], "7d 9c", "8h 9s 8s")
SIEB_KIEKER = (["7c 7h 7s Ac 8c", "Ah Kh Qh Jh Th", "As Ks Qs Js Ts", "Kc Qc Jc Tc 9h"], "7d 9c", "8h 9s 8s")

EX1_T12 = ("play As", "play Th", "play 9c", "play 8s", "play Ks", "play Jh", "play Tc", "play 9s")
EX2_WIN = (
    "play Ah", "play Th", "play Js", "play 8h",
    "play 7c", "play 9c", "play Ac", "play Tc",
    "play Ks", "play Qc", "play As", "play 9s",
    "play Kh", "play Jh", "play Qs", "play 9h",
)  # fmt: skip
WEAK_LOSE_HAND_H = (
    "play 7c", "play 9h", "play Ac", "play As",
    "play Kh", "play Kc", "play Ks", "play 8s",
    "play Qh", "play Qc", "play Qs", "play 7s",
)  # fmt: skip


def scores(state):
    out = state.outcome()
    assert out is not None, "the deal is not over"
    return out.scores


# --- A.5 auction example and A.11 worked examples ----------------------------------------


def test_a5_auction_example_holder_wins_with_3_plus_1():
    """FP-13..19 example: P2 ends as declarer having held 3 Ruten (strength 3+1)."""
    s = deal(EX8)
    run(s, "bid 2", "bid 2 hand", "hold", "bid 3", "pass", "pass", "bid 3 ruten", "hold", "pass")
    assert s.declarer == 1
    info = s.view(0).info
    assert info["bid"] == "3 Ruten" and info["bid_held"] is True and info["doubles_required"] == 1
    # FP-20: held, so Ruten is not binding and Hand is his choice.
    assert legal(s) == ["hand", "skat"]


def test_example_1_stop_scores_2():
    """FP-41c: contract 2 with the Skat, trumps spades, two tricks without loss, STOP: +2."""
    s = run(deal(EX1), "bid 2", *PASS3, "skat", "discard 8c 7h", "trump s", *EX1_T12)
    assert legal(s) == ["continue", "stop"] and s.to_move == 0
    run(s, "stop")
    assert scores(s) == (2, 0, 0, 0)
    assert s.outcome().text() == "South made 2: +2"


def test_example_1_continue_and_win_all_scores_4():
    """FP-41c, FP-44: CONTINUE puts Durch in force; winning all five: n = 1, +4."""
    s = run(deal(EX1), "bid 2", *PASS3, "skat", "discard 8c 7h", "trump s", *EX1_T12, "continue")
    run(s, "play Qs", "play Qh", "play Jc", "play Ts", "play Js", "play Kh", "play Qc", "play 9h")
    run(s, "play Ac", "play Ah", "play Kc", "play 8h")
    assert scores(s) == (4, 0, 0, 0)
    assert s.outcome().text() == "South made 2 Durch: +4"


def test_example_1_continue_and_lose_trick_4_scores_minus_8():
    """FP-46: a failed CONTINUE is a lost Durch: -2 x 4 = -8."""
    s = run(deal(EX1), "bid 2", *PASS3, "skat", "discard 8c Js", "trump s", *EX1_T12, "continue")
    run(s, "play Qs", "play Qh", "play Jc", "play Ts", "play 7h", "play Ah", "play Qc")
    assert not s.is_over
    run(s, "play 9h")
    assert scores(s) == (-8, 0, 0, 0)


def test_example_2_three_hand_ends_after_trick_4_with_plus_6():
    """FP-41b: W, L, W, W -> w reaches 3 with l = 1: success after trick 4, 3 x 2 = +6."""
    s = run(deal(EX2), "bid 3 hand", *PASS3)
    assert legal(s) == ["trump c", "trump d", "trump h", "trump s"]  # FX-3: no Hand question
    run(s, "trump h", *EX2_WIN)
    assert scores(s) == (6, 0, 0, 0)
    assert s.outcome().text() == "South made 3 Hand: +6"
    assert len(s.winners) == 4


def test_example_2_opponents_win_three_first_scores_minus_12():
    """FP-41a: l = 3 > 5 - 3 ends the deal in failure: -12."""
    s = run(deal(WEAK), "bid 3 hand", *PASS3, "trump h", *WEAK_LOSE_HAND_H)
    assert scores(s) == (-12, 0, 0, 0)
    assert s.outcome().text() == "South lost 3 Hand: -12"


def test_example_3_four_ruten_durch_loses_fifth_trick_minus_32():
    """FP-40: Durch in force; four tricks then one lost -> failure, 4 x 2 x 2 = 16 -> -32."""
    s = run(deal(EX3), "bid 4 ruten durch", *PASS3)
    assert legal(s) == ["hand", "skat"]
    run(s, "skat", "discard Tc 7d")
    # FP-24: Ruten bound -> trumps are diamonds without a decision.
    assert s.trump == 1 and legal(s)[0].startswith("play")
    run(s, "play Ac", "play Th", "play Ts", "play 9c", "play Kc", "play Jh", "play Js", "play 8c")
    run(s, "play Qc", "play Qh", "play Qs", "play 9h", "play Jc", "play Kh", "play Ks", "play 8h")
    assert s.to_move == 0 and not s.is_over  # no STOP/CONTINUE with Durch in force
    run(s, "play 7h", "play Ah", "play As", "play 9s")
    assert scores(s) == (-32, 0, 0, 0)
    assert s.outcome().text() == "South lost 4 Ruten Durch: -32"


def test_example_4_voluntary_diamonds_success_plus_6():
    """FP-24: naming diamonds realises Ruten: contract 3 with the Skat, n = 1, +6."""
    s = run(deal(EX3), "bid 3", *PASS3, "skat", "discard Tc 7h", "trump d")
    run(s, "play Ac", "play Th", "play Ts", "play 9c", "play Kc", "play Jh", "play Js", "play 8c")
    run(s, "play Qc", "play Qh", "play Qs", "play 9h", "stop")
    assert scores(s) == (6, 0, 0, 0)
    assert s.outcome().text() == "South made 3 Ruten: +6"


def test_example_4_voluntary_diamonds_failure_minus_12():
    s = run(deal(WEAK), "bid 3", *PASS3, "skat", "discard 8h 7h", "trump d")
    run(s, "play 7c", "play Kh", "play Ac", "play As", "play Kc", "play Ks", "play 8c", "play Qh")
    run(s, "play Qc", "play Qs", "play 9c", "play Jh")
    assert scores(s) == (-12, 0, 0, 0)


def test_example_5_five_hand_ruten_plus_40():
    """FP-9, FX-3, FP-24: 5 Hand Ruten binds Hand and diamonds; n = 3, V = 40."""
    s = run(deal(EX5), "bid 5 hand ruten")  # nothing beats it: the passes are skipped
    assert s.view(0).phase == "play"  # no Hand question, no trump decision
    run(s, "play Ac", "play 9h", "play 8c", "play 9s", "play As", "play Th", "play 9c", "play Ts")
    run(s, "play Ah", "play Jh", "play Tc", "play Js", "play Kc", "play Qh", "play Jc", "play Qs")
    run(s, "play 7d", "play Kh", "play Qc", "play Ks")
    assert scores(s) == (40, 0, 0, 0)
    assert s.outcome().text() == "South made 5 Hand Ruten: +40"


def test_example_5_five_hand_ruten_failure_minus_80():
    s = run(deal(EX5_LOSE), "bid 5 hand ruten", "play 8c", "play 9h", "play Kc", "play 9s")
    assert scores(s) == (-80, 0, 0, 0)


def test_example_6_kieker_clubs_loses_trick_2_minus_20():
    """FP-30, FP-33, FP-47: Kieker takes Skat and rest, discards 5; losing a trick: -20."""
    s = run(deal(KIEKER), "bid kieker", *PASS3)
    assert len(s.hands[0]) == 10 and len(legal(s)) == 252
    run(s, "discard Kc Ks Ts Kh 9h")
    assert legal(s) == ["surrender", "trump c", "trump d", "trump h", "trump s"]
    run(s, "trump c", "play Ac", "play 7c", "play 7s", "play 7h", "play Tc", "play Qc", "play 8s", "play 8h")
    assert scores(s) == (-20, 0, 0, 0)
    assert s.outcome().text() == "South lost Kieker: -20"


def test_example_6_kieker_diamonds_wins_all_plus_20():
    s = run(deal(KIEKER), "bid kieker", *PASS3, "discard Tc Ts Ks Kh 9h", "trump d")
    run(s, "play 7d", "play 7c", "play 7s", "play 7h", "play Ac", "play 8c", "play 8s", "play 8h")
    run(s, "play Kc", "play 9c", "play 9s", "play Th", "play As", "play Jc", "play Qs", "play Jh")
    run(s, "play Ah", "play Qc", "play Js", "play Qh")
    assert scores(s) == (20, 0, 0, 0)
    assert s.outcome().text() == "South made Kieker Ruten: +20"


def test_example_6_kieker_surrender_minus_5():
    """FP-32: surrender after the discard scores -5."""
    s = run(deal(KIEKER), "bid kieker", *PASS3, "discard Tc Ts Ks Kh 9h", "surrender")
    assert scores(s) == (-5, 0, 0, 0)


@pytest.mark.parametrize(("answer", "win", "lose"), [("pass", 12, -24), ("rekontra", 24, -48)])
def test_example_7_three_hand_with_kontra_and_rekontra(answer, win, lose):
    """FP-49, FX-6: Kontra x2, Rekontra x4."""
    s = run(deal(EX2, KontraRekontra=True), "bid 3 hand", *PASS3, "trump h")
    assert s.to_move == 1 and legal(s) == ["kontra", "pass"]
    run(s, "kontra")
    assert s.to_move == 0 and legal(s) == ["rekontra", "pass"]
    run(s, answer, *EX2_WIN)
    assert scores(s) == (win, 0, 0, 0)
    s = run(deal(WEAK, KontraRekontra=True), "bid 3 hand", *PASS3, "trump h", "kontra", answer)
    run(s, *WEAK_LOSE_HAND_H)
    assert scores(s) == (lose, 0, 0, 0)


A5 = ("bid 2", "bid 2 hand", "hold", "bid 3", "pass", "pass", "bid 3 ruten", "hold", "pass")
EX8_WIN = (
    "play Ah", "play Ts", "play 7h", "play Th",
    "play Kh", "play Js", "play 9c", "play Jc",
    "play Qh", "play Qs", "play Tc", "play Qc",
    "play Jh", "play Ks", "play 9s", "play Kc",
    "play 9h", "play As", "play 8s", "play Ac",
)  # fmt: skip


def test_example_8_holder_takes_skat_names_hearts_durch_forced_plus_6():
    """FP-26, FX-4: held 3+1, Skat taken, hearts -> Durch forced; wins all five: +6."""
    s = run(deal(EX8), *A5, "skat", "discard 8c 8h")
    assert legal(s) == ["trump c", "trump d", "trump h", "trump s"]
    run(s, "trump h")
    info = s.view(0).info
    assert info["doubles"] == ["Durch"] and info["contract"] == "3 Durch"
    assert s.to_move == 1  # FP-37: the declarer leads
    run(s, *EX8_WIN)
    assert scores(s) == (0, 6, 0, 0)
    assert s.outcome().text() == "West made 3 Durch: +6"


def test_example_8_forced_durch_fails_on_first_lost_trick_minus_12():
    s = run(deal(EX8), *A5, "skat", "discard 9h 8h", "trump h", "play 8c", "play Ts", "play 9c", "play Ac")
    assert scores(s) == (0, -12, 0, 0)


def test_example_8_with_hand_durch_is_not_forced():
    s = run(deal(EX8), *A5, "hand", "trump h")
    assert s.view(1).info["doubles"] == ["Hand"]
    run(s, "play 8c", "play Ts", "play 9c", "play Ac")
    assert not s.is_over and s.to_move == 0  # one lost trick does not end a 3 contract


# --- value table (FP-45..49) ----------------------------------------------------------------

VALUE_TABLE = {
    2: (2, 4, 8, 16),
    3: (3, 6, 12, 24),
    4: (4, 8, 16, 32),
    5: (None, 10, 20, 40),
}


@pytest.mark.parametrize("t", [2, 3, 4, 5])
@pytest.mark.parametrize("n", [0, 1, 2, 3])
def test_value_table(t, n):
    """FP-45: success +t x 2^n, failure -2 x that (5 always carries Durch)."""
    expected = VALUE_TABLE[t][n]
    if expected is None:
        return
    v = contract_value(t, n)
    assert declarer_score(v, True) == expected
    assert declarer_score(v, False) == -2 * expected


def test_value_table_kieker_surrender_siebener_and_kontra():
    """FP-47, FP-48, FP-49."""
    assert declarer_score(kieker_value(False), True) == 10
    assert declarer_score(kieker_value(False), False) == -20
    assert declarer_score(kieker_value(True), True) == 20
    assert declarer_score(kieker_value(True), False) == -40
    assert declarer_score(kieker_value(True), False, 1) == -80
    assert declarer_score(contract_value(3, 1), True, 2) == 24


# --- auction rules ------------------------------------------------------------------------------


def test_fp11_ladder_has_17_strengths_in_order():
    strengths = sorted({b.strength for b in BIDS})
    assert strengths == list(range(17)) and len(STRENGTH_LABELS) == 17
    by_text = {b.action.text: b.strength for b in BIDS}
    assert by_text["bid 3 hand"] == by_text["bid 3 ruten"] == by_text["bid 3 durch"]
    assert by_text["bid 4 hand ruten durch"] < by_text["bid kieker"] < by_text["bid kieker ruten"]
    assert by_text["bid kieker ruten"] < by_text["bid 5"] < by_text["bid 5 hand"] == by_text["bid 5 ruten"]
    assert by_text["bid 5 hand ruten"] == 16 and "bid 5 durch" not in by_text


def test_fp10_kieker_only_without_court_cards():
    s = deal(KIEKER)
    assert "bid kieker" in legal(s) and "bid kieker ruten" in legal(s)
    run(s, "bid 2")
    assert s.to_move == 1 and "bid kieker" not in legal(s)
    with pytest.raises(IllegalAction, match="You may only bid Kieker without a court card"):
        s.apply("bid kieker")


def test_fp12_jump_bids_and_minbid3():
    s = deal(EX2)
    assert "bid 2" in legal(s) and "bid 5 hand ruten" in legal(s)
    s = deal(EX2, MinBid3=True)
    assert not any(a.startswith("bid 2") for a in legal(s)) and "bid 3" in legal(s)
    with pytest.raises(IllegalAction, match="lowest bid is 3"):
        s.apply("bid 2")


def test_fp16_challenger_must_bid_strictly_stronger():
    s = run(deal(EX2), "bid 3 hand")
    assert s.to_move == 1 and "hold" not in legal(s)
    assert "bid 3 ruten" not in legal(s) and "bid 3 hand ruten" in legal(s)
    with pytest.raises(IllegalAction, match="Bid higher than 3 Hand or pass"):
        s.apply("bid 3 ruten")


def test_fp17_holder_may_hold_bid_higher_or_pass():
    s = run(deal(EX2), "bid 2", "bid 3")
    assert s.to_move == 0
    assert legal(s)[0] == "hold" and "bid 3 hand" in legal(s) and legal(s)[-1] == "pass"
    run(s, "hold")
    assert s.to_move == 1 and "hold" not in legal(s)  # FP-16 again: P2 must go higher


def test_fp18_pass_is_final_and_next_seat_challenges():
    s = run(deal(EX2), "bid 2", "pass")
    assert s.to_move == 2  # P3 challenges the holder P1
    run(s, "bid 3", "pass")  # P1 passes: P3 holds, P4 challenges
    assert s.to_move == 3
    run(s, "pass")
    assert s.is_over is False and s.declarer == 2
    assert [p for p, _ in s.history].count(1) == 1


def test_fp19_all_pass_redeal_by_same_dealer():
    s = run(deal(EX2), "pass", "pass", "pass", "pass")
    out = s.outcome()
    assert out.scores == (0, 0, 0, 0) and out.next_dealer == 3


def test_fp19_survivor_may_still_open_and_is_declarer():
    s = run(deal(EX2), "pass", "pass", "pass", "bid 2")
    assert s.declarer == 3 and legal(s) == ["hand", "skat"]


def test_only_pass_turns_are_skipped():
    """DESIGN: an auction turn where only pass remains is not asked."""
    s = run(deal(EX2), "bid 5 hand ruten")
    assert s.declarer == 0 and len(s.history) == 1


def test_fp20_own_final_bid_binds_named_doubles():
    s = run(deal(EX2), "bid 3 ruten", *PASS3, "hand")
    assert s.trump == 1 and s.view(0).phase == "play"  # no trump decision
    s = run(deal(EX2), "bid 3 hand durch", *PASS3)
    assert legal(s) == ["trump c", "trump d", "trump h", "trump s"] and s.durch


def test_fp20_holder_cannot_hold_kieker_without_eligibility():
    s = run(deal(KIEKER, dealer=2), "bid 2")  # P1 = seat 3 holds, P2 = seat 0 (eligible)
    assert s.to_move == 0
    run(s, "bid kieker")
    assert s.to_move == 3 and "hold" not in legal(s) and "bid 5" in legal(s)
    with pytest.raises(IllegalAction, match="only hold Kieker without a court card"):
        s.apply("hold")


def test_fp20_eligible_holder_may_hold_kieker_ruten_and_is_bound_to_diamonds():
    s = run(deal(KIEKER2), "bid 2", "bid kieker ruten")  # both seat 0 and seat 1 are eligible
    assert legal(s)[0] == "hold"
    run(s, "hold", "pass", "pass", "pass")
    assert s.declarer == 0 and s.kieker
    run(s, "discard Tc Ts Js Kh 7s")
    assert legal(s) == ["surrender", "trump d"]  # FX-5


def test_fp26_held_3_plus_2_with_skat_forces_diamonds_and_durch():
    s = run(deal(EX2), "bid 2", "bid 3 hand ruten", "hold", "pass", "pass", "pass")
    assert s.declarer == 0 and legal(s) == ["hand", "skat"]
    run(s, "skat", "discard 7h 7s")
    assert s.trump == 1 and s.durch and s.view(0).info["contract"] == "3 Ruten Durch"


def test_fp26_held_3_plus_3_is_fully_forced():
    s = run(deal(EX2), "bid 2", "bid 3 hand ruten durch", "hold", "pass", "pass", "pass")
    assert s.hand and s.trump == 1 and s.durch and s.view(0).phase == "play"


def test_fx4_held_5_plus_2_taking_skat_must_name_diamonds():
    s = run(deal(EX2), "bid 2", "bid 5 hand", "hold", "pass", "pass", "pass")
    assert legal(s) == ["hand", "skat"]
    t = run(s.clone(), "skat", "discard 7h 7s")
    assert t.trump == 1 and t.view(0).phase == "play"
    h = run(s.clone(), "hand")
    assert legal(h) == ["trump c", "trump d", "trump h", "trump s"]


def test_fp22_hand_question_and_voluntary_hand():
    s = run(deal(EX2), "bid 3", *PASS3)
    assert legal(s) == ["hand", "skat"]
    run(s, "hand", "trump h")
    assert s.view(0).info["contract"] == "3 Hand" and s.piles["skat"]  # the Skat stays unused


# --- Kieker, three players, Siebener Fips ------------------------------------------------------


def test_fp31_three_player_kieker_discards_original_five_automatically():
    s = run(deal(KIEKER3), "bid kieker", "pass", "pass")
    assert s.view(0).phase == "discard"
    assert sorted(s.discard) == sorted(s.dealt[0]) and len(s.hands[0]) == 10
    run(s, "discard Kh Qh Jh Th 9h")
    assert len(s.discard) == 10 and len(s.hands[0]) == 5
    assert legal(s) == ["surrender", "trump c", "trump d", "trump h", "trump s"]


def test_fp50_three_players_deal_and_auction_order():
    s = FIPSEN.new_deal(FIPSEN.config("prisdorf", None, 3), 2, rng=random.Random(4))
    lay = s.layout()
    assert [len(h) for h in lay["hands"]] == [5, 5, 5] and len(lay["skat"]) == 2 and len(lay["rest"]) == 8
    s = deal(KIEKER3)
    run(s, "bid 2", "pass")  # P1 vs P2; P2 passes: the dealer challenges
    assert s.to_move == 2
    run(s, "pass")
    assert s.declarer == 0


def test_fp35a_siebener_offer_after_the_deal():
    s = deal(SIEB_DEALT)
    assert s.to_move == 1 and legal(s) == ["siebener", "pass"]
    t = run(s.clone(), "siebener")
    assert scores(t) == (0, 30, 0, 0) and t.outcome().text() == "West showed a Siebener Fips: +30"
    assert None not in t.view(0).hands[1]  # shown to everybody
    run(s, "pass")
    assert s.to_move == 0 and s.view(0).phase == "auction"


def test_fp35b_declarer_siebener_after_discard():
    s = run(deal(SIEB_SKAT), "bid 2", *PASS3, "skat", "discard Kc 9c")
    assert legal(s) == ["siebener", "pass"]
    t = run(s.clone(), "siebener")
    assert scores(t) == (30, 0, 0, 0)
    run(s, "pass")
    assert legal(s) == ["trump c", "trump d", "trump h", "trump s"]


def test_fp35c_kieker_siebener_after_discard():
    s = run(deal(SIEB_KIEKER), "bid kieker", *PASS3, "discard 8c 9c 8h 9s 8s")
    assert legal(s) == ["siebener", "pass"]
    run(s, "siebener")
    assert scores(s) == (30, 0, 0, 0)


# --- play -----------------------------------------------------------------------------------------


def test_fp37_declarer_leads_and_vorhand_leads_option():
    s = run(deal(EX8), *A5, "hand", "trump h")
    assert s.to_move == 1
    s = run(deal(EX8, VorhandLeads=True), *A5, "hand", "trump h")
    assert s.to_move == 0


def test_fp38_follow_suit():
    s = run(deal(EX2), "bid 3 hand", *PASS3, "trump h", "play Ah")
    assert legal(s) == ["play Th", "play Jh"]
    with pytest.raises(IllegalAction, match="You must follow hearts"):
        s.apply("play 9c")
    run(s, "play Th")
    assert len(legal(s)) == 5  # North has no hearts: any card, no obligation to trump


def test_fx6_kontra_asked_from_declarers_left_in_turn():
    s = run(deal(EX8, KontraRekontra=True), *A5, "hand", "trump h")
    assert s.to_move == 2
    run(s, "pass")
    assert s.to_move == 3
    run(s, "pass", "pass")
    assert s.view(0).phase == "play" and s.kontra == 0 and s.to_move == 1


def test_fp49_kontra_on_kieker():
    s = run(deal(KIEKER, KontraRekontra=True), "bid kieker", *PASS3, "discard Kc Ks Ts Kh 9h", "trump c")
    run(
        s,
        "kontra",
        "pass",
        "play Ac",
        "play 7c",
        "play 7s",
        "play 7h",
        "play Tc",
        "play Qc",
        "play 8s",
        "play 8h",
    )
    assert scores(s) == (-40, 0, 0, 0)


# --- records, views, resampling --------------------------------------------------------------


def test_fp5_deal_from_rng_and_layout_round_trip():
    config = FIPSEN.config("prisdorf", None, 4)
    s = FIPSEN.new_deal(config, 1, rng=random.Random(9))
    lay = s.layout()
    assert [len(h) for h in lay["hands"]] == [5] * 4 and len(lay["skat"]) == 2 and len(lay["rest"]) == 3
    again = FIPSEN.new_deal(config, 1, layout=lay)
    assert again.layout() == lay and again.view(0) == s.view(0)


@pytest.mark.parametrize(
    "change",
    [
        lambda lay: lay["skat"].pop(),
        lambda lay: lay["hands"][0].__setitem__(0, "2c"),
        lambda lay: lay["hands"][0].__setitem__(0, lay["hands"][1][0]),
        lambda lay: lay.__setitem__("stock", []),
    ],
)
def test_bad_layouts_raise(change):
    lay = {"hands": [h.split() for h in EX2[0]], "skat": EX2[1].split(), "rest": EX2[2].split()}
    change(lay)
    with pytest.raises(LayoutError):
        FIPSEN.new_deal(FIPSEN.config("prisdorf", None, 4), 3, layout=lay)


def test_views_hide_skat_discards_and_rest():
    s = run(deal(EX1), "bid 2", *PASS3, "skat", "discard 8c 7h")
    mine, theirs = s.view(0), s.view(1)
    assert [c.text for c in mine.piles["discards"]] == ["8c", "7h"]
    assert [c.text for c in mine.piles["taken skat"]] == ["8c", "Js"]
    assert theirs.piles["discards"] == (None, None) and theirs.piles["taken skat"] == (None, None)
    assert theirs.history[-1] == (0, "discard 2 cards") and mine.history[-1] == (0, "discard 8c 7h")
    k = run(deal(KIEKER), "bid kieker", *PASS3)
    assert [c.text for c in k.view(0).piles["taken rest"]] == ["9h", "Kh", "Ks"]
    assert k.view(2).piles["taken rest"] == (None, None, None)


def test_resample_respects_voids_and_kieker_hands():
    s = run(deal(EX2), "bid 3 hand", *PASS3, "trump h", "play Ah", "play Th", "play Js")
    for seed in range(30):
        r = s.resample(0, random.Random(seed))
        assert all(c.suit != "h" for c in r.locations()["hand2"])  # North showed no hearts
        assert r.view(0) == s.view(0)
    k = run(deal(KIEKER), "bid kieker", "bid 5")  # seat 0 shows a hand without court cards
    for seed in range(30):
        r = k.resample(1, random.Random(seed))
        assert all(c.rank not in (11, 12, 13) for c in r.locations()["hand0"])


def test_resample_of_a_passed_siebener_keeps_the_sevens():
    s = run(deal(SIEB_DEALT), "pass", "bid 2")
    for seed in range(10):
        r = s.resample(3, random.Random(seed))
        hand = {c.text for c in r.locations()["hand1"]}
        assert {"7c", "7d", "7h", "7s"} <= hand and r.view(3) == s.view(3)


SEVENS = {"7c", "7d", "7h", "7s"}


def _siebener(cards) -> bool:
    texts = {c if isinstance(c, str) else c.text for c in cards}
    return len(texts) == 5 and SEVENS <= texts and any(t[0] == "A" for t in texts)


@pytest.mark.parametrize("then", [(), ("pass", "trump c", "play Ac"), ("siebener",)])
def test_fx2b_resample_keeps_the_declarers_siebener_after_the_exchange(then):
    """FP-35b, FX-2b: the declarer's five after taking the Skat were a Siebener Fips (offer
    pending, passed, or shown: FP-36); every world of another seat gives him one, and
    replays legally."""
    s = run(deal(SIEB_SKAT), "bid 2", *PASS3, "skat", "discard Kc 9c", *then)
    for seat in (1, 2):
        for seed in range(20):
            r = s.resample(seat, random.Random(seed))
            assert _siebener(c for c in r.locations()["hand0"] + r.locations()["trick"])
            replay = FIPSEN.new_deal(r.config, r.dealer, layout=r.layout())
            for _, action in r.history:
                replay.apply(action)
            assert replay.view(seat) == s.view(seat)


def test_fx2_resample_never_deals_a_siebener_that_was_not_offered():
    """FP-35a, FX-2a: West played three sevens and was never offered a Siebener Fips, so no
    world deals him the fourth seven with an ace (the search branches instead, issue 20)."""
    layout = (
        ["Qh Kc Qs As Th", "7c 7h 7s 7d Kh", "8c Js 9c Ts Ac"],
        "Jh 8s",
        "9s Ah 8h Jc 9h Tc Ks Qc",
    )
    s = run(deal(layout), "bid 2", "pass", "pass", "hand", "trump c", "play Kc", "play 7c", "play 8c")
    run(s, "play Th", "play 7h", "play 9c", "play Ac", "play Qh", "play 7s")
    for seed in range(200):
        r = s.resample(0, random.Random(seed))
        assert not _siebener(r.layout()["hands"][1]) and r.view(0) == s.view(0)


def test_info_shows_auction_and_contract():
    s = run(deal(EX2), "bid 2", "bid 3 hand")
    info = s.view(2).info
    assert info["bid"] == "3 Hand" and info["bidder"] == 1 and info["holder"] == 0 and info["challenger"] == 1
    run(s, "pass", "pass", "pass", "trump s")
    info = s.view(2).info
    assert info["declarer"] == 1 and info["trump"] == "s" and info["contract"] == "3 Hand"


# --- match, names, perft ----------------------------------------------------------------------------


def test_fx7_match_length_and_winner():
    four = FIPSEN.config("prisdorf", None, 4)
    assert match_deals(four) == 12
    assert match_deals(FIPSEN.config("prisdorf", {"TournamentLength": True}, 4)) == 100
    assert match_deals(FIPSEN.config("prisdorf", {"TournamentLength": True}, 3)) == 120
    preset = FIPSEN.preset("prisdorf")
    assert not preset.match_end(four, 11, [0] * 4) and preset.match_end(four, 12, [0] * 4)
    assert winner_highest(four, [3, 9, -2, 1]) == 1 and winner_highest(four, [9, 9, 0, 0]) is None


def test_the_summary_names_seats_by_reference():
    """The rules write seats as references; plain text names them by the compass."""
    s = run(deal(EX1), "bid 2", *PASS3, "skat", "discard 8c 7h", "trump s", *EX1_T12, "stop")
    assert s.outcome().summary == "{seat0} made 2: +2"
    assert s.view(1).info["result"] == "South made 2: +2"


def test_perft_fixed_seeded_deal():
    """Legal-action tree sizes of one seeded deal: auction depth 3 and the first tricks."""
    config = FIPSEN.config("prisdorf", None, 4)
    s = FIPSEN.new_deal(config, 0, rng=random.Random(2024))
    assert [perft(s, d) for d in range(4)] == PERFT_AUCTION
    p = run(s.clone(), "bid 2", "pass", "pass", "pass", "hand", "trump c")
    assert [perft(p, d) for d in range(6)] == PERFT_PLAY


PERFT_AUCTION = [1, 29, 420, 4339]
PERFT_PLAY = [1, 5, 21, 44, 159, 636]


def test_fp20_held_durch_binds_only_the_number_of_doubles():
    """FP-20, FP-25: a holder of '3 Durch' (3+1) may realise his one double as Hand; Durch
    is then not in force, so one lost trick does not end the deal."""
    s = run(deal(EX8), "bid 2", "bid 3 durch", "hold", "pass", "pass", "pass")
    assert s.declarer == 0 and not s.durch and legal(s) == ["hand", "skat"]
    run(s, "hand", "trump c")
    assert s.view(0).info["doubles"] == ["Hand"] and s.view(0).info["contract"] == "3 Hand"
    run(s, "play Th", "play Ah", "play Ts", "play 7h")  # West wins the first trick
    assert not s.is_over
    # Had he bid '3 Durch' himself, Durch would bind him (FP-20, first case).
    t = run(deal(EX8), "bid 3 durch", *PASS3, "hand", "trump c")
    assert t.view(0).info["doubles"] == ["Hand", "Durch"]


@pytest.mark.parametrize(
    ("actions", "wrong", "reason"),
    [
        (("bid 3", *PASS3), "trump c", "Play Hand (hand) or take the Skat (skat)"),
        ((), "bid 2", "Show your Siebener Fips (siebener) or pass"),
        (("bid 2", *PASS3, "skat", "discard 8c 7h", "trump s", *EX1_T12), "pass", "(continue) or stop"),
    ],
)
def test_illegal_reasons_for_yes_no_decisions_read_as_words(actions, wrong, reason):
    """FP-22, FP-35, FP-41c: the reason names the decision, not a bare list of notations."""
    layout = SIEB_DEALT if not actions else EX1
    s = run(deal(layout), *actions)
    with pytest.raises(IllegalAction, match=re.escape(reason)):
        s.apply(wrong)


def test_illegal_reason_for_kontra_and_rekontra():
    s = run(deal(EX2, KontraRekontra=True), "bid 3 hand", *PASS3, "trump h")
    with pytest.raises(IllegalAction, match="Say Kontra"):
        s.apply("rekontra")
    run(s, "kontra")
    with pytest.raises(IllegalAction, match="Say Rekontra"):
        s.apply("kontra")


def test_fp13_fp19_fp50_three_player_duels_and_the_dealer_as_last_challenger():
    """FP-50: P1 vs P2, then the survivor against the dealer; FP-17/18 who speaks."""
    s = run(deal(KIEKER3), "bid 2", "bid 3", "hold", "pass")  # P2 passes: the dealer challenges P1
    assert s.to_move == 2 and "hold" not in legal(s) and "bid 3" not in legal(s)
    run(s, "bid 3 hand")
    assert s.to_move == 0 and legal(s)[0] == "hold"  # FP-17: the holder answers
    run(s, "pass")  # no challenger left: the dealer is declarer with his own bid (FP-19)
    assert s.declarer == 2 and s.view(0).phase == "trump"  # FX-3: Hand bound, no question


def test_fp19_three_players_the_dealer_may_still_open_or_throw_in():
    s = run(deal(KIEKER3), "pass", "pass")
    assert s.to_move == 2 and "bid 2" in legal(s) and "hold" not in legal(s)
    t = run(s.clone(), "bid 4 ruten")
    assert t.declarer == 2 and t.trump == -1 and legal(t) == ["hand", "skat"]
    run(s, "pass")
    assert s.outcome().scores == (0, 0, 0) and s.outcome().next_dealer == 2


def test_fx2b_siebener_offered_again_after_choosing_hand():
    """FX-2 (b): after his dealt offer was passed, the declarer is asked again after Hand."""
    s = run(deal(SIEB_DEALT), "pass", "pass", "bid 2", "pass", "pass")
    assert s.declarer == 1 and legal(s) == ["hand", "skat"]
    run(s, "hand")
    assert s.to_move == 1 and legal(s) == ["siebener", "pass"]
    run(s, "siebener")
    assert scores(s) == (0, 30, 0, 0)


def test_fp26_the_skat_button_says_what_taking_it_costs_and_the_bid_row_gives_way():
    """FP-26: the holder of 3+1 who takes the Skat owes his double from Ruten or Durch;
    the button says so before the choice (issue "Polish", item 10). After the auction
    the information panel shows the contract as it stands, not the high bid."""
    from game.table import words

    s = run(deal(EX8), *A5)
    view = s.view(1)
    assert view.phase == "hand" and view.info["doubles_required"] == 1
    labels = words.button_labels(view.legal, view, "fipsen")
    assert labels == ["Play Hand", "Take the Skat: then Ruten, or Durch"]
    run(s, "skat", "discard 8c 8h", "trump h")
    spec = [
        (r.key, r.label, r.hide_zero, r.when, r.fmt, r.also, r.unless)
        for r in get_spec("fipsen").table.layout.info
    ]
    rows = dict(words.info_lines(s.view(0).info, 4, spec))
    assert rows["Contract"] == "3 Durch" and "Bid" not in rows
