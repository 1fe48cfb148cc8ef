"""Mecklenburg Fips (fipsen.md Part D): Ansegger Fips and Duttfips, rules FM-1 … FM-13 and FX-10.

Seats: with dealer 3, seat 0 is P1, seat 1 P2, seat 2 P3, seat 3 P4 (the dealer).
"""

from __future__ import annotations

import random
from itertools import permutations

import pytest

from game.rules import IllegalAction, LayoutError, get_ruleset

from ...contract import perft
from .test_grossenaspe import force_tricks

RS = get_ruleset("fipsen")
ANSEGGER = RS.preset("ansegger")
DUTTFIPS = RS.preset("duttfips")
DEALER = 3

# P1 (seat 0) holds the five top clubs, P2 the top spades, P3 the top hearts.
TOP = (["Ac Kc Qc Jc Tc", "As Ks Qs Js Ts", "Ah Kh Qh Jh Th", "9c 9s 9h 8c 8s"], "Ad 8h 7c 7s 7h")
MIXED = (["Ac Kh 9s 8c 7h", "As Kc Qh Jc 8s", "Ah Ks Qc Js 9c", "Qs Jh Tc Th 7s"], "7c Ts 9h 8h Ad")


def deal(preset, hands_dutt=TOP, dealer=DEALER):
    hands, dutt = hands_dutt
    layout = {"hands": [h.split() for h in hands], "dutt": dutt.split()}
    return preset.new_deal(RS.config(preset.name, {}, 4), dealer, layout=layout)


def run(state, *actions: str):
    for a in actions:
        state.apply(a)
    return state


def force_counts(state, counts):
    """Play the remaining tricks so that seat s wins ``counts[s]`` of them (any order)."""
    wanted = [s for s, n in enumerate(counts) for _ in range(n)]
    for order in sorted(set(permutations(wanted))):
        try:
            return force_tricks(state, list(order))
        except AssertionError:
            continue
    pytest.fail(f"no legal play gives the trick counts {counts}")


# --- D.1: deck and deal ----------------------------------------------------------------------


@pytest.mark.parametrize("preset", [ANSEGGER, DUTTFIPS])
def test_fm1_fm2_25_cards_with_the_ace_of_diamonds_and_a_dutt_of_five(preset):
    s = preset.new_deal(RS.config(preset.name, {}, 4), 1, rng=random.Random(9))
    lay = s.layout()
    assert [len(h) for h in lay["hands"]] == [5] * 4 and len(lay["dutt"]) == 5
    cards = {c.text for v in s.locations().values() for c in v}
    assert len(cards) == 25 and "Ad" in cards and not {"7d", "Kd"} & cards
    assert preset.new_deal(s.config, 1, layout=lay).layout() == lay
    for seat in range(4):
        assert s.view(seat).piles["dutt"] == (None,) * 5


def test_layout_errors():
    hands, dutt = TOP
    with pytest.raises(LayoutError, match="not in the"):
        deal(ANSEGGER, (hands, "7d 8h 7c 7s 7h"))
    with pytest.raises(LayoutError):
        deal(ANSEGGER, (hands[:3], dutt))


# --- D.2: Ansegger Fips ----------------------------------------------------------------------


def test_fm4_ladder_and_fm5_open_auction():
    s = deal(ANSEGGER)
    assert s.to_move == 0
    assert s.legal_texts() == ["pass"] + [f"bid {t}{r}" for t in range(1, 6) for r in ("", " ruten")]
    run(s, "bid 2 ruten")
    assert s.legal_texts()[:2] == ["pass", "bid 3"]
    with pytest.raises(IllegalAction, match="not higher than 2 Ruten"):
        s.apply("bid 2")
    run(s, "bid 3", "pass", "pass", "bid 4")  # round again to P1 (FG-7, FG-8)
    run(s, "pass")
    assert s.declarer == 0 and s.contract.label == "4"


def test_fm5_fx8_all_pass_redeal_by_the_same_dealer():
    s = run(deal(ANSEGGER), "pass", "pass", "pass", "pass")
    out = s.outcome()
    assert out.scores == (0, 0, 0, 0) and out.next_dealer == DEALER


def test_fm6_no_dutt_plain_bid_names_any_suit_ruten_binds_diamonds():
    s = run(deal(ANSEGGER), "bid 3", "pass", "pass", "pass")
    assert s.legal_texts() == ["trump c", "trump d", "trump h", "trump s"] and len(s.hands[0]) == 5
    r = run(deal(ANSEGGER), "bid 3 ruten", "pass", "pass", "pass")
    assert r.trump == 1 and r.phase == 4 and r.to_move == 0  # FM-3: P1 leads


def test_fm3_follow_suit():
    s = run(deal(ANSEGGER), "bid 3", "pass", "pass", "pass", "trump c", "play Ac", "play As", "play Ah")
    assert s.legal_texts() == ["play 8c", "play 9c"]


@pytest.mark.parametrize(
    ("bid", "trump", "value"),
    [("bid 3", "trump c", 3), ("bid 3", "trump d", 6), ("bid 3 ruten", None, 6)],  # FX-10: diamonds double
)
def test_fm7_success_ends_when_certain(bid, trump, value):
    s = run(deal(ANSEGGER), bid, "pass", "pass", "pass", *([trump] if trump else []))
    s = force_tricks(s, [0, 0, 0])
    assert s.is_over and s.outcome().scores == (value, 0, 0, 0)  # no "continue" (FM-7)


def test_fm7_failure_ends_when_certain_and_costs_twice_the_value():
    s = run(deal(ANSEGGER), "pass", "bid 3", "pass", "pass", "trump h")
    s = force_tricks(s, ["O", "O", "O"])
    assert s.is_over and len(s.winners) == 3 and s.outcome().scores == (0, -6, 0, 0)


@pytest.mark.parametrize(("bid", "trump", "value"), [("bid 5", "trump c", 10), ("bid 5 ruten", None, 20)])
def test_fm4_fm7_fips_and_rutenfips(bid, trump, value):
    s = run(deal(ANSEGGER), bid, *(["pass"] * 3 if bid == "bid 5" else []), *([trump] if trump else []))
    won = force_tricks(s.clone(), [0] * 5)
    assert won.outcome().scores == (value, 0, 0, 0)


def test_fm7_fips_fails_at_the_first_lost_trick():
    s = run(deal(ANSEGGER), "pass", "bid 5", "pass", "pass", "trump h")
    s = force_tricks(s, ["O"])
    assert s.is_over and s.outcome().scores == (0, -20, 0, 0)


def test_ansegger_perft():
    s = deal(ANSEGGER)
    # 11 answers to P1's pass, 10 to bid 1, …, 2 to bid 5; after 5 Ruten nobody is asked,
    # diamonds are trumps and P1 leads (5 cards).
    assert perft(s, 2) == 11 + 10 + 9 + 8 + 7 + 6 + 5 + 4 + 3 + 2 + 5
    assert (perft(s, 3), perft(s, 4)) == (350, 1585)


# --- D.3: Duttfips ---------------------------------------------------------------------------


def test_fm8_one_circuit_of_calls():
    s = deal(DUTTFIPS)
    assert s.legal_texts() == ["pass", "bid rutenoewer", "bid fips", "bid rutenfips"]
    run(s, "bid rutenoewer", "bid fips")
    assert s.legal_texts() == ["pass", "bid rutenfips"]
    run(s, "pass", "pass")  # P1 is not asked again: P2 plays Fips
    assert s.declarer == 1 and s.contract.label == "Fips"
    assert s.legal_texts() == ["trump c", "trump d", "trump h", "trump s"]  # FM-11: no Dutt


def test_fm8_nobody_can_call_above_rutenfips():
    s = run(deal(DUTTFIPS), "pass", "bid rutenfips")
    assert s.declarer == 1 and s.trump == 1 and s.phase == 4 and s.to_move == 0


def test_fm9_dutt_game_by_p1_when_nobody_calls():
    s = run(deal(DUTTFIPS, MIXED), "pass", "pass", "pass", "pass")
    assert s.declarer == 0 and s.contract.label == "Dutt game"
    assert len(s.hands[0]) == 10 and s.locations()["dutt"] == []
    assert len(s.legal_actions()) == 252  # C(10, 5): discard five
    run(s, "discard 7c 8c 7h 8h 9s")
    assert s.legal_texts() == ["trump c", "trump d", "trump h", "trump s"]
    assert s.view(1).piles["discard"] == (None,) * 5 and (0, "discard 5 cards") in s.view(1).history


@pytest.mark.parametrize(
    ("counts", "score"),
    [
        ((2, 1, 1, 1), 1),  # FM-9 example: 2-1-1-1 wins
        ((2, 2, 1, 0), -2),  # FM-9 example: 2-2-1-0 loses (tie for most)
        ((3, 1, 1, 0), 1),
        ((1, 2, 1, 1), -2),
    ],
)
def test_fm9_fm12_dutt_game_needs_more_tricks_than_any_other_player(counts, score):
    s = run(deal(DUTTFIPS, MIXED), "pass", "pass", "pass", "pass", "discard 7c 8c 7h 8h 9s", "trump h")
    s = force_counts(s, counts)
    assert s.is_over and len(s.winners) == 5  # played to all five tricks
    assert s.outcome().scores == (score, 0, 0, 0)


def test_fx10_dutt_game_with_diamonds_scores_as_ruten_oewer():
    s = run(deal(DUTTFIPS, MIXED), "pass", "pass", "pass", "pass", "discard 7c 8c 7h 8h 9s", "trump d")
    s = force_counts(s, (2, 1, 1, 1))
    assert s.outcome().scores == (2, 0, 0, 0)


def test_fm10_ruten_oewer_takes_the_dutt_with_diamonds_trumps():
    s = run(deal(DUTTFIPS, MIXED), "pass", "bid rutenoewer", "pass", "pass")
    assert s.declarer == 1 and len(s.hands[1]) == 10
    run(s, "discard 7c 8h 9h Ts Jc")
    assert s.trump == 1 and s.phase == 4 and s.to_move == 0  # diamonds, not asked
    won = force_counts(s.clone(), (1, 2, 1, 1))
    assert won.outcome().scores == (0, 2, 0, 0)
    lost = force_counts(s.clone(), (2, 2, 1, 0))
    assert lost.outcome().scores == (0, -4, 0, 0)


@pytest.mark.parametrize(
    ("call", "trump", "value"),
    [("bid fips", "trump c", 10), ("bid fips", "trump d", 20), ("bid rutenfips", None, 20)],  # FX-10
)
def test_fm11_fm12_fips_and_rutenfips(call, trump, value):
    s = run(deal(DUTTFIPS), call, *(["pass"] * 3 if call == "bid fips" else []), *([trump] if trump else []))
    assert len(s.hands[0]) == 5  # no Dutt
    assert force_tricks(s.clone(), [0] * 5).outcome().scores == (value, 0, 0, 0)


def test_fm12_duttfips_fips_ends_at_the_first_lost_trick():
    s = run(deal(DUTTFIPS), "pass", "bid fips", "pass", "pass", "trump h")
    s = force_tricks(s, ["O"])
    assert s.is_over and len(s.winners) == 1 and s.outcome().scores == (0, -20, 0, 0)


def test_duttfips_resample_hides_the_dutt_exchange():
    s = run(deal(DUTTFIPS, MIXED), "pass", "pass", "pass", "pass", "discard 7c 8c 7h 8h 9s", "trump h")
    run(s, "play Ac", "play Jc", "play Qc")
    layouts = set()
    for seed in range(10):
        r = s.resample(2, random.Random(seed))
        assert r.view(2) == s.view(2)
        layouts.add(tuple(r.layout()["dutt"]))
    assert len(layouts) > 1  # the Dutt is redealt: P3 never saw it


def test_duttfips_perft():
    s = deal(DUTTFIPS)
    # P1: pass, rutenoewer, fips, rutenfips (then nobody is asked and P1 leads, 5 cards).
    assert perft(s, 2) == 4 + 3 + 2 + 5
    # After P1's pass 4 + 3 + 2 + 5, after Ruten oewer 3 + 2 + 5, after Fips 2 + 5; after
    # Rutenfips P1 leads a club and P2 (no club) may play any of 5 cards.
    assert perft(s, 3) == (4 + 3 + 2 + 5) + (3 + 2 + 5) + (2 + 5) + 5 * 5
    assert perft(s, 4) == 255


def test_fm13_match_of_12_deals():
    config = RS.config("duttfips", {}, 4)
    assert not DUTTFIPS.match_end(config, 11, [0] * 4) and DUTTFIPS.match_end(config, 12, [0] * 4)
    assert ANSEGGER.match_end(RS.config("ansegger", {}, 4), 12, [0] * 4)
    assert DUTTFIPS.winner(config, [4, -2, 1, 0]) == 0
