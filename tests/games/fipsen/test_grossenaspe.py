"""Fipsen in Großenaspe (fipsen.md Part B): rules FG-1 … FG-25, B.8 worked examples, B.10 options.

Seats: with dealer 3 at a 4-player table, seat 0 is P1, seat 1 P2, seat 2 P3, seat 3 P4.
"""

from __future__ import annotations

import random

import pytest

from game.games.fipsen.cards import CARD
from game.games.fipsen.grossenaspe import DECK_25, DECK_32
from game.rules import IllegalAction, LayoutError, get_ruleset, parse_card

from ...contract import perft

RS = get_ruleset("fipsen")
PRESET = RS.preset("grossenaspe")

# A 4-player deal (dealer 3): seat 0 (P1) has no court card, so may bid Kieker (FG-10).
HANDS4 = ["Ac 9h 9s 8d 7c", "As Ks Ah Kc Td", "Qs Js Qh Jh Ad", "Ts 8s Th 8h Kd"]
SKAT4 = "Qc Jc"
# The deal of worked example 1 (P2 = seat 1 holds four top clubs).
HANDS_EX1 = ["8h 9h Ah 7d 8d", "Ac Kc Qc Jc 7h", "7s 8s 9s Ts Js", "Qs Ks As Th Jh"]
SKAT_EX1 = "7c 8c"
# P1 (seat 0) holds the five top clubs: a sure Fips with clubs trumps.
HANDS_TOP = ["Ac Kc Qc Jc Tc", "As Ks Qs Js Ts", "Ah Kh Qh Jh Th", "Ad Kd Qd Jd Td"]
SKAT_TOP = "9c 8c"
# P1 holds the four top hearts; nobody else holds a heart or a club (they are in the Stock).
HANDS_PLAYON = ["Ah Kh Qh Jh 7c", "As Ks Qs Js Ts", "Ad Kd Qd Jd Td", "9s 8s 7s 9d 8d"]
# As HANDS_PLAYON, but P1's fifth card is the 7s, which any spade beats.
HANDS_LOSE = ["Ah Kh Qh Jh 7s", "As Ks Qs Js Ts", "Ad Kd Qd Jd Td", "9s 8s 9d 8d 7d"]
# P1 may bid Kieker and finds six diamonds and K, Q, J of clubs in Skat and Stock.
HANDS_KIEKER = ["7c 8c 7h 8h 7s", "Ah Kh Qh Jh Th", "As Ks Qs Js Ts", "9c Tc Ac 9s 8s"]
SKAT_KIEKER = "Ad Kd"


def cfg(players: int = 4, **options):
    return RS.config("grossenaspe", options, players)


def layout(hands: list[str], skat: str, deck=DECK_32) -> dict:
    """A layout with the given hands and Skat; the Stock is every other card of the deck."""
    used = {parse_card(t).id for h in hands for t in h.split()} | {parse_card(t).id for t in skat.split()}
    return {
        "hands": [h.split() for h in hands],
        "skat": skat.split(),
        "stock": [CARD[c].text for c in deck if c not in used],
    }


def deal(hands=HANDS4, skat=SKAT4, *, dealer=3, players=4, deck=DECK_32, **options):
    return PRESET.new_deal(cfg(players, **options), dealer, layout=layout(hands, skat, deck))


def run(state, *actions: str):
    for a in actions:
        state.apply(a)
    return state


def force_tricks(state, wanted):
    """Play tricks so that trick i is won by ``wanted[i]``: a seat, "D" (the declarer) or
    "O" (any opponent). Plays are searched among the legal ones; returns the state after."""
    found = _search(state, list(wanted))
    assert found is not None, f"no legal play gives the trick winners {wanted}"
    return found


def _matches(state, winner: int, want) -> bool:
    if want == "D":
        return winner == state.declarer
    if want == "O":
        return winner != state.declarer
    return winner == want


def _search(state, wanted):
    if not wanted:
        return state
    done = len(state.winners)
    for action in state.legal_actions():
        if action.kind != "play":
            return None
        s = state.clone()
        s.apply(action)
        if len(s.winners) > done:
            if not _matches(s, s.winners[-1], wanted[0]):
                continue
            if len(wanted) > 1 and (s.to_move is None or s.legal_actions()[0].kind != "play"):
                continue
            found = _search(s, wanted[1:])
        else:
            found = _search(s, wanted)
        if found is not None:
            return found
    return None


# --- B.2, B.3: players, deck and deal --------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "options", "deck", "stock", "hands"),
    [
        (4, {}, 32, 10, [5, 5, 5, 5]),  # FG-1, FG-6
        (5, {}, 32, 5, [5] * 5),  # FG-6, FivePlayers (default)
        (5, {"FiveSitOut": True}, 32, 10, [5, 5, 0, 5, 5]),  # FG-2, FX-11: the dealer sits out
        (5, {"FivePlayers": False}, 32, 10, [5, 5, 0, 5, 5]),
        (3, {}, 25, 8, [5, 5, 5]),  # FG-3, FG-6
    ],
)
def test_fg5_fg6_deal_sizes(players, options, deck, stock, hands):
    s = PRESET.new_deal(cfg(players, **options), 2, rng=random.Random(1))
    lay = s.layout()
    assert [len(h) for h in lay["hands"]] == hands
    assert len(lay["skat"]) == 2 and len(lay["stock"]) == stock
    assert sum(len(v) for v in s.locations().values()) == deck


def test_fg3_three_players_use_the_25_card_pack_with_7d():
    s = PRESET.new_deal(cfg(3), 0, rng=random.Random(2))
    cards = {c.text for v in s.locations().values() for c in v}
    assert "7d" in cards and not {"8d", "Ad", "Kd"} & cards
    assert {c.id for v in s.locations().values() for c in v} == set(DECK_25)


def test_layout_errors():
    with pytest.raises(LayoutError):
        PRESET.new_deal(cfg(), 3, layout={"hands": HANDS4, "skat": SKAT4.split()})
    bad = layout(HANDS4, SKAT4)
    bad["stock"][0] = "Ac"  # Ac twice
    with pytest.raises(LayoutError, match="Ac appears more than once"):
        PRESET.new_deal(cfg(), 3, layout=bad)
    three = layout(["Ac Kc Qc Jc Tc", "As Ks Qs Js Ts", "Ah Kh Qh Jh Th"], "9c 7d", DECK_25)
    PRESET.new_deal(cfg(3), 0, layout=three)
    three["skat"] = ["9c", "8d"]
    with pytest.raises(LayoutError, match="not in the"):
        PRESET.new_deal(cfg(3), 0, layout=three)


def test_layout_round_trips_and_fx11_sitting_out_dealer_has_an_empty_hand():
    s = PRESET.new_deal(cfg(5, FiveSitOut=True), 2, rng=random.Random(5))
    assert s.layout()["hands"][2] == []
    again = PRESET.new_deal(cfg(5, FiveSitOut=True), 2, layout=s.layout())
    assert again.layout() == s.layout()


# --- B.4: bidding ----------------------------------------------------------------------------


def test_fg7_bidding_starts_with_p1_and_every_bid_is_higher():
    s = deal()
    assert s.to_move == 0  # P1
    run(s, "bid 2")
    assert s.to_move == 1
    legal = s.legal_texts()
    assert "bid 2" not in legal and "bid 1 gute" not in legal
    assert legal[:3] == ["pass", "bid 2 gute", "bid 3"]
    with pytest.raises(IllegalAction, match="not higher than 2"):
        s.apply("bid 1")


def test_fg9_ladder_order():
    s = deal()
    ladder = [a for a in s.legal_texts() if a != "pass"]  # P1 may bid Kieker (no court card)
    assert ladder == [
        "bid 1", "bid 1 gute", "bid 2", "bid 2 gute", "bid 3", "bid 3 gute", "bid 4", "bid 4 gute",
        "bid kieker", "bid kieker gute", "bid 5", "bid 5 gute", "bid fips", "bid fips gute",
    ]  # fmt: skip


def test_fg10_kieker_only_without_court_cards():
    s = run(deal(), "bid 1")
    assert "bid kieker" not in s.legal_texts()  # P2 holds K, K
    with pytest.raises(IllegalAction, match="no court card"):
        s.apply("bid kieker")


def test_fg7_fg8_a_pass_is_final_and_the_auction_goes_round():
    s = run(deal(), "bid 1", "bid 2", "pass", "pass")
    assert s.to_move == 0  # round again to P1; P3 and P4 have passed
    run(s, "bid 3")
    assert s.to_move == 1
    run(s, "pass")  # only P1 is left with a bid: he is the declarer
    assert s.declarer == 0 and s.contract.label == "3"


def test_fg8_the_last_player_may_still_open():
    s = run(deal(), "pass", "pass", "pass")
    assert s.to_move == 3 and "bid 1" in s.legal_texts()
    run(s, "bid 1")
    assert s.declarer == 3


def test_fg8_fx8_all_pass_is_thrown_in_and_the_same_dealer_deals_again():
    s = run(deal(), "pass", "pass", "pass", "pass")
    out = s.outcome()
    assert s.is_over and out.scores == (0, 0, 0, 0) and out.next_dealer == 3


def test_only_pass_is_not_asked_after_the_top_bid():
    s = run(deal(), "pass", "bid fips gute")
    # Nobody can bid higher: P3, P4 pass without being asked and P2 is the declarer.
    assert s.declarer == 1 and s.history[-1][1].text == "bid fips gute"


# --- B.5: exchange and trumps ----------------------------------------------------------------


def test_fg12_number_bid_takes_the_skat_and_discards_two():
    s = run(deal(), "pass", "bid 3", "pass", "pass")
    assert s.phase == 1 and s.to_move == 1  # discard
    hand = [c.text for c in s.view(1).hands[1]]
    assert set(hand) == set(HANDS4[1].split()) | {"Qc", "Jc"}
    assert len(s.legal_actions()) == 21  # C(7, 2)
    run(s, "discard Td Jc")
    assert s.legal_texts() == ["trump c", "trump d", "trump h", "trump s"]  # FG-15


def test_fg15_a_gute_bid_binds_clubs_without_asking():
    s = run(deal(), "pass", "bid 2 gute", "pass", "pass", "discard Td Jc")
    assert s.trump == 0 and s.phase == 4 and s.to_move == 0  # FG-17: P1 leads


def test_fg14_fips_has_no_exchange():
    s = run(deal(), "pass", "bid fips", "pass", "pass")
    assert s.to_move == 1 and s.legal_texts() == ["trump c", "trump d", "trump h", "trump s"]
    assert s.locations()["skat"] and len(s.hands[1]) == 5


@pytest.mark.parametrize(("players", "held", "discard"), [(4, 12, 7), (5, 7, 2), (3, 10, 5)])
def test_fg13_fx5_kieker_discards_the_dealt_five_and_takes_skat_and_stock(players, held, discard):
    """FG-13: Skat + Stock = 12 cards with 4 players, 7 with 5, 10 with 3; keep 5."""
    rng = random.Random(0)
    p1 = 0  # the dealer is the last seat
    for _ in range(500):
        s = PRESET.new_deal(cfg(players), players - 1, rng=rng)
        if "bid kieker" in s.legal_texts():
            break
    else:
        pytest.fail("no Kieker-eligible deal found")
    dealt = set(s.hands[p1])
    run(s, "bid kieker", *["pass"] * (players - 1))
    assert len(s.hands[p1]) == held and not dealt & set(s.hands[p1])
    assert sorted(s.discard) == sorted(dealt)  # without a decision (FX-5)
    assert s.locations()["skat"] == [] and s.locations()["stock"] == []
    action = s.legal_actions()[0]
    assert action.kind == "discard" and len(action.cards) == discard
    s.apply(action)
    assert s.legal_texts() == ["surrender", "trump c", "trump d", "trump h", "trump s"]  # FG-13


def test_fx5_after_kieker_gute_only_surrender_or_clubs():
    s = run(deal(), "bid kieker gute", "pass", "pass", "pass")
    s.apply(s.legal_actions()[0])
    assert s.legal_texts() == ["surrender", "trump c"]


def test_fg24_kieker_surrender_pays_each_opponent_5():
    """Worked example 5 (second part): surrender -> each opponent +5."""
    s = run(deal(), "bid kieker", "pass", "pass", "pass")
    s.apply(s.legal_actions()[0])
    run(s, "surrender")
    assert s.outcome().scores == (0, 5, 5, 5)


# --- B.6, B.7: play and end of deal ----------------------------------------------------------


def test_fg17_fg18_p1_leads_and_players_must_follow_suit():
    s = run(deal(), "pass", "bid 3", "pass", "pass", "discard Td Jc", "trump s")
    assert s.to_move == 0
    run(s, "play 9h")
    assert s.legal_texts() == ["play Ah"]  # P2 must follow hearts
    with pytest.raises(IllegalAction, match="must follow hearts"):
        s.apply("play As")


def test_worked_example_1_voluntary_clubs_double():
    """B.8 example 1: P2 bids 3, names clubs voluntarily, wins 3 tricks (one lost): +6."""
    s = deal(HANDS_EX1, SKAT_EX1)
    run(s, "pass", "bid 3", "pass", "pass", "discard 7c 8c", "trump c")
    run(s, "play Ah", "play 7h", "play 7s", "play Th")  # P1 wins (l = 1)
    run(s, "play 8h", "play Jc", "play 8s", "play Jh")  # P2 trumps
    run(s, "play Ac", "play 9s", "play Qs", "play 7d")
    assert not s.is_over
    run(s, "play Kc", "play Ts", "play Ks", "play 8d")
    assert s.is_over  # FG-19: w reached N with l >= 1
    assert s.outcome().scores == (0, 6, 0, 0)


def test_worked_example_2_beet():
    """B.8 example 2: P2 bids 3, trumps spades, wins only 2: P1, P3, P4 each +3."""
    s = run(deal(), "pass", "bid 3", "pass", "pass", "discard Td Jc", "trump s")
    s = force_tricks(s, ["D", "O", "O", "D", "O"])
    assert s.is_over and s.won == 2 and len(s.winners) == 5  # l = 2 = 5 - N after 4: not yet failed
    assert s.outcome().scores == (3, 0, 3, 3) and "(beet)" in s.outcome().summary


def test_worked_example_3_pott_beet_and_fg20_play_goes_on_without_a_trick():
    """B.8 example 3: P3 bids 4G and wins no trick: each opponent +10 (FG-20)."""
    s = run(deal(), "pass", "pass", "bid 4 gute", "pass", "discard Qs Qh")
    s = force_tricks(s, ["O"] * 5)
    # Failure was certain after trick 2, but with w = 0 play went on (FG-20).
    assert s.is_over and len(s.winners) == 5
    assert s.outcome().scores == (10, 10, 0, 10) and "pott beet" in s.outcome().summary


def test_fg20_beet_is_final_once_the_declarer_has_a_trick():
    s = run(deal(), "pass", "pass", "bid 4 gute", "pass", "discard Qs Qh")
    s = force_tricks(s, ["O", "O", "D"])
    assert s.is_over and s.outcome().scores == (8, 8, 0, 8)  # beet: N * g = 4 * 2


def test_worked_example_4_play_on():
    """B.8 example 4: P1 bids 2, trumps hearts, wins tricks 1-2, plays on and wins all: +5."""
    s = run(deal(HANDS_PLAYON, SKAT_TOP), "bid 2", "pass", "pass", "pass", "discard 8c 9c", "trump h")
    s = force_tricks(s, ["D", "D"])
    assert s.phase == 5 and s.to_move == 0 and s.legal_texts() == ["continue", "stop"]  # FG-19
    run(s, "continue")
    s = force_tricks(s, ["D", "D", "D"])
    assert s.outcome().scores == (5, 0, 0, 0)


def test_worked_example_4_with_clubs_trumps_and_stop():
    """B.8 example 4: the same with clubs trumps: +10; stopping after two tricks: +4 (FG-19)."""
    s = run(deal(HANDS_TOP, SKAT_TOP), "bid 2", "pass", "pass", "pass", "discard 8c 9c", "trump c")
    s = force_tricks(s, ["D", "D"])
    won_all = force_tricks(run(s.clone(), "continue"), ["D", "D", "D"])
    assert won_all.outcome().scores == (10, 0, 0, 0)
    stopped = run(s.clone(), "stop")
    assert stopped.is_over and stopped.outcome().scores == (4, 0, 0, 0)


def test_worked_example_4_play_on_and_lose_trick_5():
    """B.8 example 4: plays on and loses trick 5: each opponent +5 (house rule, ambiguity 17)."""
    s = run(deal(HANDS_LOSE, SKAT_TOP), "bid 2", "pass", "pass", "pass", "discard 8c 9c", "trump h")
    s = force_tricks(s, ["D", "D"])
    run(s, "continue")
    s = force_tricks(s, ["D", "D", "O"])
    assert s.is_over and s.outcome().scores == (0, 5, 5, 5)


def test_fg19_no_play_on_decision_after_a_lost_trick():
    s = run(deal(HANDS_LOSE, SKAT_TOP), "bid 2", "pass", "pass", "pass", "discard 8c 9c", "trump h")
    s = force_tricks(s, ["O", "D", "D"])
    assert s.is_over and s.outcome().scores == (2, 0, 0, 0)


def test_played_on_deal_ends_at_the_first_lost_trick():
    s = run(deal(HANDS_LOSE, SKAT_TOP), "bid 1", "pass", "pass", "pass", "discard 8c 9c", "trump h")
    s = force_tricks(s, ["D"])
    run(s, "continue")
    s = force_tricks(s, ["O"])
    assert s.is_over and len(s.winners) == 2 and s.outcome().scores == (0, 5, 5, 5)


def test_worked_example_5_kieker_lost():
    """B.8 example 5: Kieker, trumps diamonds, loses trick 3: each opponent +10 (FG-21)."""
    s = run(deal(HANDS_KIEKER, SKAT_KIEKER), "bid kieker", "pass", "pass", "pass")
    run(s, "discard Jd Td 9d 8d 7d 9h Jc", "trump d")
    run(s, "play Ad", "play Th", "play Ts", "play 8s")
    run(s, "play Kd", "play Jh", "play Js", "play 9s")
    assert not s.is_over
    run(s, "play Kc", "play Qh", "play Qs", "play Ac")
    assert s.is_over and s.outcome().scores == (0, 10, 10, 10)


def test_worked_example_6_fips_gute_and_knock():
    """B.8 example 6: Fips G won: +40; with a knock: +80 (B.10 Knock)."""
    s = run(deal(HANDS_TOP, SKAT_TOP), "bid fips gute")
    assert s.declarer == 0 and s.trump == 0
    s = force_tricks(s, ["D"] * 5)
    assert s.outcome().scores == (40, 0, 0, 0)
    k = run(deal(HANDS_TOP, SKAT_TOP, Knock=True), "bid fips gute")
    assert k.to_move == 1 and k.legal_texts() == ["knock", "pass"]  # FX-6: from the declarer's left
    run(k, "pass", "knock")
    assert k.to_move == 0 and k.knocked == 2  # the first knock ends the asking
    k = force_tricks(k, ["D"] * 5)
    assert k.outcome().scores == (80, 0, 0, 0)


def test_fg21_fg23_fips_lost_pays_its_value_to_each_opponent():
    # House rule (FG-23, ambiguity 18): a lost Fips pays 20 * g to each opponent.
    s = run(deal(), "bid fips", "pass", "pass", "pass", "trump h")
    s = force_tricks(s, ["O"])
    assert s.is_over and s.outcome().scores == (0, 20, 20, 20)


def test_knock_nobody_knocks():
    s = run(deal(Knock=True), "pass", "bid 3", "pass", "pass", "discard Td Jc", "trump s")
    assert s.to_move == 2 and s.phase == 3  # FX-6: asked from the declarer's left
    run(s, "pass", "pass")
    assert s.to_move == 0 and s.phase == 3
    run(s, "pass")  # P3, P4, P1 passed: play starts, P1 leads
    assert s.phase == 4 and s.to_move == 0 and s.knocked == -1


# --- B.10 options ----------------------------------------------------------------------------


def test_karo_fipsen_ruten_doubles_and_clubs_do_not():
    """KaroFipsen (ambiguity 22): diamonds ('ruten') replace clubs as the doubling suit."""
    hands = ["Ac Kc Qc Jc Tc", "As Ks Qs Js Ts", "Ah Kh Qh Jh Th"]
    s = deal(hands, "9c 7d", dealer=2, players=3, deck=DECK_25)
    assert "bid 1 ruten" in s.legal_texts() and "bid 1 gute" not in s.legal_texts()
    run(s, "bid 1", "pass", "pass", "discard 9c 7d")
    clubs = force_tricks(run(s.clone(), "trump c"), ["D"])
    assert run(clubs, "stop").outcome().scores == (1, 0, 0)  # clubs give no double
    diamonds = force_tricks(run(s.clone(), "trump d"), ["D"])
    assert run(diamonds, "stop").outcome().scores == (2, 0, 0)  # diamonds do
    r = run(deal(hands, "9c 7d", dealer=2, players=3, deck=DECK_25), "bid fips ruten")
    assert r.declarer == 0 and r.trump == 1  # the Ruten bid binds diamonds


def test_three_players_without_karo_fipsen_keep_gute():
    hands = ["Ac Kc Qc Jc Tc", "As Ks Qs Js Ts", "Ah Kh Qh Jh Th"]
    s = deal(hands, "9c 7d", dealer=2, players=3, deck=DECK_25, KaroFipsen=False)
    assert "bid 1 gute" in s.legal_texts()


def test_five_sit_out_the_dealer_never_plays_or_scores():
    s = PRESET.new_deal(cfg(5, FiveSitOut=True), 4, rng=random.Random(3))
    assert s.to_move == 0 and s.active == (0, 1, 2, 3)
    run(s, "bid 1", "pass", "pass", "pass")
    assert s.declarer == 0
    s.apply(s.legal_actions()[0])
    s.apply("trump c")
    while not s.is_over:
        assert s.to_move != 4
        s.apply(s.legal_actions()[0])
    assert s.outcome().scores[4] == 0


# --- knowledge -------------------------------------------------------------------------------


def test_view_hides_skat_stock_and_the_declarers_discards():
    s = run(deal(), "pass", "bid 3", "pass", "pass", "discard Td Jc")
    for seat in range(4):
        v = s.view(seat)
        assert v.piles["stock"] == (None,) * 10 and v.piles["skat"] == ()
        if seat == 1:
            assert [c.text for c in v.piles["discard"]] == ["Jc", "Td"]
            assert (1, "discard Jc Td") in v.history
        else:
            assert v.piles["discard"] == (None, None) and (1, "discard 2 cards") in v.history
            assert v.hands[1] == (None,) * 5


def test_resample_keeps_a_kieker_bidders_court_cards_out_of_his_dealt_hand():
    """FG-10: a player who bid Kieker had no court card; if he then plays a number bid, the
    court cards he shows must have come from the Skat."""
    s = run(deal(), "bid kieker", "bid 5", "pass", "pass", "bid 5 gute", "pass")
    assert s.declarer == 0 and s.contract.label == "5 Gute"
    run(s, "discard 8d 9s", "play Qc")  # P1 holds Qc Jc from the Skat
    for seed in range(20):
        r = s.resample(2, random.Random(seed))
        dealt = [parse_card(t) for t in r.layout()["hands"][0]]
        assert not any(c.rank in (11, 12, 13) for c in dealt)
        assert "Qc" in r.layout()["skat"]
        assert r.view(2) == s.view(2)


def test_resample_respects_voids():
    s = run(deal(), "pass", "bid 3", "pass", "pass", "discard Td Jc", "trump s")
    run(s, "play 9h", "play Ah", "play Qh", "play Th", "play As", "play Js", "play 8s", "play 9s")
    run(s, "play Kc", "play Qs")  # P2 leads clubs; P3 cannot follow
    for seed in range(20):
        r = s.resample(0, random.Random(seed))
        assert not any(c.suit == "c" for c in r.locations()["hand2"])


# --- perft and match -------------------------------------------------------------------------


def test_perft_fixed_deal():
    """Legal-action sequence counts on the fixed 4-player deal (regression guard)."""
    s = deal()
    assert perft(s, 1) == 15  # pass + 14 bids (P1 may bid Kieker)
    # P2 may not bid Kieker: after P1's pass 13 answers, after bid 1 12, …; after Fips G
    # nobody can bid higher, so P1 is the declarer and leads (5 cards).
    assert perft(s, 2) == 13 + 12 + 11 + 10 + 9 + 8 + 7 + 6 + 5 + 5 + 5 + 4 + 3 + 2 + 5
    assert (perft(s, 3), perft(s, 4)) == (546, 2320)
    play = run(deal(), "pass", "bid 3", "pass", "pass", "discard Td Jc", "trump s")
    # Lead Ac or 7c: P2 follows with Kc or Qc, P3 and P4 are void (2*5*5 each); 9h: 1*2*2;
    # 9s: 2*2*2; 8d: P2 void 5*1*1.
    assert perft(play, 4) == 50 + 50 + 4 + 8 + 5
    assert perft(play, 8) == 3136


def test_match_length_and_winner():
    """FX-7: 12 deals with 3 or 4 players, 15 with 5; highest total wins, a tie has none."""
    assert not PRESET.match_end(cfg(4), 11, [0] * 4) and PRESET.match_end(cfg(4), 12, [0] * 4)
    assert PRESET.match_end(cfg(3), 12, [0] * 3)
    assert not PRESET.match_end(cfg(5), 12, [0] * 5) and PRESET.match_end(cfg(5), 15, [0] * 5)
    assert PRESET.winner(cfg(4), [3, 9, 2, 0]) == 1
    assert PRESET.winner(cfg(4), [9, 9, 2, 0]) is None
