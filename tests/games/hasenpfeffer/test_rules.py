"""Hasenpfeffer rules (rules/hasenpfeffer.md): deal, auction, bowers, play, scoring, options."""

from __future__ import annotations

import random

import pytest

from game.games.hasenpfeffer.cards import DECK, TABLES
from game.games.hasenpfeffer.scoring import deal_points
from game.rules import JOKER, IllegalAction, LayoutError, get_ruleset, parse_card

from ...contract import perft

RS = get_ruleset("hasenpfeffer")

# Balanced deal. Dealer 3, so South (0) bids first. Trumps hearts: Jh (West) is the right
# bower, Jd (West) the left bower; South holds the Joker.
B = ["Jo Ah Kc Qd Ts 9h", "Jh Kh Ac Jd 9s Td", "Qh Th Ad Qc Js 9c", "Jc Kd As Ks Qs Tc"]
# South holds the Joker and the five best hearts after it.
A = ["Jo Jh Jd Ah Kh Qh", "Th 9h Ad Kd Qd Td", "9d Ac Kc Qc Jc Tc", "9c As Ks Qs Js Ts"]
# As B, but West's only diamond is the left bower Jd (Td and Tc swapped with East).
C = ["Jo Ah Kc Qd Ts 9h", "Jh Kh Ac Jd 9s Tc", "Qh Th Ad Qc Js 9c", "Jc Kd As Ks Qs Td"]


def deal(hands=B, widow="9d", dealer=3, actions=(), **options):
    config = RS.config("default", options)
    state = RS.new_deal(config, dealer, layout={"hands": [h.split() for h in hands], "widow": [widow]})
    for a in actions:
        state.apply(a)
    return state


def legal(state) -> list[str]:
    return state.legal_texts()


def reason(state, action: str) -> str:
    with pytest.raises(IllegalAction) as exc:
        state.apply(action)
    return exc.value.reason


SOUTH_1_HEARTS = ["bid 1", "pass", "pass", "pass", "trump h"]


# --- deck and deal (HF-1, HF-2, HF-8) -------------------------------------------------------
def test_hf2_deck_is_a_k_q_j_10_9_of_each_suit_and_the_joker():
    assert len(DECK) == 25
    assert sorted(c.text for c in DECK if c is not JOKER) == sorted(r + s for r in "AKQJT9" for s in "cdhs")
    assert JOKER in DECK


def test_hf8_dealt_in_packets_of_three_from_the_dealers_left_widow_last():
    config = RS.config()
    deck = list(DECK)
    random.Random(42).shuffle(deck)
    state = RS.new_deal(config, 1, rng=random.Random(42))
    layout = state.layout()
    texts = [c.text for c in deck]
    assert layout["hands"][2] == texts[0:3] + texts[12:15]  # P1 = dealer + 1
    assert layout["hands"][1] == texts[9:12] + texts[21:24]  # the dealer gets the fourth packet
    assert layout["widow"] == [texts[24]]
    assert all(len(h) == 6 for h in layout["hands"])


def test_layout_round_trips_and_replays():
    state = deal(actions=SOUTH_1_HEARTS + ["play Kc"])
    again = RS.new_deal(state.config, state.dealer, layout=state.layout())
    for _, a in state.history:
        again.apply(a)
    assert again.locations() == state.locations()
    assert state.layout() == {"hands": [h.split() for h in B], "widow": ["9d"]}


@pytest.mark.parametrize(
    "layout, words",
    [
        ({"hands": [h.split() for h in B]}, "the layout has no 'widow' pile"),
        ({"hands": [h.split() for h in B[:3]], "widow": ["9d"]}, "'hands' must be 4 lists, one per seat"),
        ({"hands": [h.split() for h in B], "widow": ["9d"], "skat": []}, "no pile 'skat'"),
        ({"hands": [h.split() for h in B], "widow": ["Jo"]}, "Jo appears more than once"),
        ({"hands": [h.split() for h in B], "widow": ["8d"]}, "8d is not in the Hasenpfeffer deck"),
        ({"hands": [h.split() for h in B], "widow": ["Xx"]}, "'Xx' is not a card"),
        ({"hands": [h.split()[:5] for h in B], "widow": ["9d"]}, "'hands' of seat 0 must be a list of 6"),
    ],
)
def test_bad_layouts_are_rejected_with_a_clear_message(layout, words):
    with pytest.raises(LayoutError, match=words):
        RS.new_deal(RS.config(), 0, layout=layout)


# --- bidding (HF-9 … HF-14) -----------------------------------------------------------------
def test_hf9_bidding_starts_left_of_the_dealer_one_turn_each_rising_bids():
    state = deal(dealer=3)
    assert state.to_move == 0
    assert legal(state) == ["pass", "bid 1", "bid 2", "bid 3", "bid 4", "bid 5", "bid 6"]
    state.apply("bid 2")
    assert state.to_move == 1
    assert legal(state) == ["pass", "bid 3", "bid 4", "bid 5", "bid 6"]
    assert reason(state, "bid 2") == "That bid is not higher than 2"
    assert reason(state, "bid 7") == "A bid is a number of tricks from 1 to 6"
    assert reason(state, "play Jh") == "The bidding comes first: bid 1 to 6 tricks or pass"
    state.apply("pass")
    state.apply("bid 3")
    state.apply("pass")  # the dealer's turn is the last one: nobody gets a second turn
    assert state.view(0).phase == "trump"
    assert (state.declarer, state.contract, state.to_move) == (2, 3, 2)  # HF-10


def test_hf10_the_last_and_highest_bidder_declares():
    state = deal(dealer=0, actions=["bid 1", "bid 2", "pass", "bid 5"])
    assert (state.declarer, state.contract, state.forced) == (0, 5, False)


def test_hf9a_after_a_bid_of_6_the_other_turns_are_skipped():
    state = deal(dealer=3, actions=["pass", "bid 6"])
    assert [str(a) for _, a in state.history] == ["pass", "bid 6"]
    assert (state.declarer, state.to_move) == (1, 1)
    assert legal(state) == ["trump c", "trump d", "trump h", "trump s"]


def test_hf11_all_pass_forces_the_joker_holder_to_3_without_a_decision():
    state = deal(hands=B, dealer=0, actions=["pass"] * 4)  # South holds the Joker
    assert len(state.history) == 4
    assert (state.declarer, state.contract, state.forced, state.to_move) == (0, 3, True, 0)
    info = state.view(2).info
    assert (info["declarer"], info["contract"], info["forced"]) == (0, 3, True)


def test_hf12_hf14_joker_in_the_widow_cancels_the_deal_and_the_same_dealer_deals_again():
    hands = ["9d Ah Kc Qd Ts 9h", *B[1:]]  # the Joker is the widow
    state = deal(hands=hands, widow="Jo", dealer=2, actions=["pass"] * 4)
    assert state.to_move is None and state.legal_actions() == []
    out = state.outcome()
    assert out.scores == (0, 0, 0, 0)
    assert out.next_dealer == 2
    assert "deals again" in out.summary
    assert state.view(1).piles["widow"] == (JOKER,)  # HF-13: revealed for HF-12


def test_multi_round_bidding_goes_round_until_three_have_passed():
    state = deal(dealer=3, MultiRoundBidding=True, actions=["bid 1", "pass", "bid 2", "pass"])
    assert state.to_move == 0  # overbid, South bids again; West (passed) is skipped
    state.apply("bid 3")
    assert state.to_move == 2
    state.apply("pass")
    assert (state.declarer, state.contract) == (0, 3)


def test_multi_round_bidding_a_passed_player_cannot_re_enter():
    state = deal(dealer=3, MultiRoundBidding=True, actions=["pass", "bid 1", "bid 2", "bid 3"])
    assert state.to_move == 1  # South passed: West, overbid, is next
    state.apply("bid 4")
    assert state.to_move == 2
    state.apply("pass")
    assert state.to_move == 3
    state.apply("pass")
    assert (state.declarer, state.contract) == (1, 4)


def test_multi_round_bidding_all_pass_still_forces_the_joker_holder():
    # House rule (MultiRoundBidding): with no bid, the fourth player still gets his turn.
    state = deal(dealer=3, MultiRoundBidding=True, actions=["pass", "pass", "pass"])
    assert state.to_move == 3
    state.apply("pass")
    assert (state.declarer, state.contract, state.forced) == (0, 3, True)


# --- trumps (HF-16) -------------------------------------------------------------------------
def test_hf16_declarer_names_any_suit_then_leads():
    state = deal(actions=["pass", "bid 2", "pass", "pass"])
    assert legal(state) == ["trump c", "trump d", "trump h", "trump s"]
    assert "NoTrumpDeclaration" in reason(state, "trump none")
    state.apply("trump s")
    assert state.to_move == 1
    assert sorted(legal(state)) == sorted("play " + c for c in B[1].split())
    assert state.view(3).info["trump"] == "s"


# --- ranking (HF-3 … HF-6) ------------------------------------------------------------------
def _order(bowers: bool, trump: int, cards: str) -> list[str]:
    eff, power = TABLES[(bowers, trump)]
    ids = [parse_card(t) for t in cards.split()]
    assert all(eff[c.id] == trump for c in ids)
    return [c.text for c in sorted(ids, key=lambda c: -power[c.id])]


def test_hf3_hf6_trump_ranking_joker_right_left_then_a_k_q_10_9():
    assert _order(True, 2, "9h Th Qh Kh Ah Jd Jh Jo") == ["Jo", "Jh", "Jd", "Ah", "Kh", "Qh", "Th", "9h"]
    assert _order(True, 3, "9s Ks Js Jc Jo As") == ["Jo", "Js", "Jc", "As", "Ks", "9s"]


def test_hf3_joker_beats_right_bower_beats_left_bower_in_a_trick():
    # South leads 9h; West must play Jd (his only trump), North Jh, East may keep the Joker back.
    hands = ["Ah Kh Qh Th 9h Ac", "Jd Kd Qd Td 9d Kc", "Jh Ad 9c Tc Qc Jc", "Jo As Ks Qs Js Ts"]
    state = deal(hands=hands, widow="9s", actions=SOUTH_1_HEARTS + ["play 9h"])
    assert legal(state) == ["play Jd"]
    state.apply("play Jd")
    assert legal(state) == ["play Jh"]
    state.apply("play Jh")
    assert legal(state) == ["play Jo"]  # the Joker is East's only trump (HF-4)
    state.apply("play Jo")
    assert state.tricks == [0, 0, 0, 1]
    # Without the Joker the right bower wins over the left bower.
    hands = ["Ah Kh Qh Th 9h Ac", "Jd Kd Qd Td 9d Kc", "Jh Ad 9c Tc Qc Jc", "9s As Ks Qs Js Ts"]
    state = deal(
        hands=hands, widow="Jo", actions=SOUTH_1_HEARTS + ["play 9h", "play Jd", "play Jh", "play As"]
    )
    assert state.tricks == [0, 0, 1, 0]


def test_hf3_left_bower_beats_the_ace_of_trumps():
    hands = ["Jd Kh Qh 9h Ac Ts", "Ah Kd Qd Td 9d Kc", "9s Ad 9c Tc Qc Jc", "Jo Th As Ks Qs Js"]
    state = deal(hands=hands, widow="Jh", actions=SOUTH_1_HEARTS)
    for a in ["play Jd", "play Ah", "play 9s", "play Th"]:
        state.apply(a)
    assert state.tricks == [1, 0, 0, 0]


def test_hf4_the_left_bower_is_not_a_card_of_its_printed_suit():
    state = deal(actions=SOUTH_1_HEARTS + ["play Qd"])
    assert legal(state) == ["play Td"]  # West's Jd is a heart: only Td follows diamonds
    assert reason(state, "play Jd") == (
        "You must follow diamonds — the jack of diamonds is the left bower, a trump"
    )
    # West's Jd is his only "diamond" in C: he is void in diamonds and may play anything.
    state = deal(hands=C, actions=SOUTH_1_HEARTS + ["play Qd"])
    assert sorted(legal(state)) == sorted("play " + c for c in C[1].split())


def test_hf4_the_left_bower_must_follow_a_trump_lead():
    hands = ["Ah Kh Qh Th 9h Ac", "Jd Kd Qd Td 9d Kc", "Jh Ad 9c Tc Qc Jc", "Jo As Ks Qs Js Ts"]
    state = deal(hands=hands, widow="9s", actions=SOUTH_1_HEARTS + ["play 9h"])
    assert reason(state, "play Kd") == "You must follow hearts — the left bower counts as a trump"
    state.apply("play Jd")
    state.apply("play Jh")
    assert reason(state, "play As") == "You must follow hearts — the Joker counts as a trump"


def test_hf5_the_short_suit_of_the_trump_colour_has_five_cards():
    eff, _ = TABLES[(True, 2)]  # hearts trumps
    diamonds = sorted(c.text for c in DECK if eff[c.id] == 1)
    assert diamonds == ["9d", "Ad", "Kd", "Qd", "Td"]
    assert sum(1 for c in DECK if eff[c.id] == 2) == 8
    # A diamond trick in C: West (void in diamonds) ruffs with the left bower Jd and wins.
    state = deal(hands=C, actions=SOUTH_1_HEARTS + ["play Qd", "play Jd", "play Ad", "play Kd"])
    assert state.tricks == [0, 1, 0, 0]


def test_hf17_the_joker_belongs_to_the_trump_suit_for_following():
    state = deal(actions=["pass", "bid 1", "pass", "pass", "trump c", "play Ac", "play 9c", "play Tc"])
    # South holds Kc and the Joker (both clubs now): either follows, nothing else does.
    assert legal(state) == ["play Kc", "play Jo"]
    assert reason(state, "play Ah") == "You must follow clubs"
    state = deal(actions=["pass", "bid 1", "pass", "pass", "trump c", "play Kh", "play Qh", "play Kd"])
    assert legal(state) == ["play 9h", "play Ah"]  # hearts led: the Joker (a club) may not follow
    assert reason(state, "play Jo") == "You must follow hearts — the Joker is a trump"


# --- play (HF-18 … HF-20) -------------------------------------------------------------------
def test_hf18_a_void_player_may_play_any_card_no_obligation_to_trump():
    state = deal(actions=SOUTH_1_HEARTS + ["play 9h", "play Kh", "play Qh"])
    assert sorted(legal(state)) == sorted("play " + c for c in B[3].split())
    state.apply("play Kd")  # East discards instead of trumping (he has no trump anyway)
    assert state.tricks == [0, 1, 0, 0]


def test_hf19_highest_card_of_the_suit_led_wins_when_no_trump_is_played():
    state = deal(actions=SOUTH_1_HEARTS + ["play Ts", "play 9s", "play Js", "play Qs"])
    assert state.tricks == [0, 0, 0, 1]
    state.apply("play As")  # East leads spades; West throws Ac: an off-suit ace never wins
    state.apply("play Kc")
    state.apply("play Ac")
    state.apply("play 9c")
    assert state.tricks == [0, 0, 0, 2]


def test_hf19_any_trump_beats_the_suit_led():
    clubs = ["bid 1", "pass", "pass", "pass", "trump c"]
    state = deal(actions=clubs + ["play 9h", "play Kh", "play Qh", "play Tc"])
    assert state.tricks == [0, 0, 0, 1]  # East, void in hearts, trumps with the lowest trump
    # North has no spade (Js is the left bower of clubs) and wins the spade trick with it.
    state = deal(actions=clubs + ["play Ts", "play 9s"])
    assert legal(state) == ["play 9c", "play Qc", "play Ad", "play Th", "play Qh", "play Js"]
    for a in ["play Js", "play As"]:
        state.apply(a)
    assert state.tricks == [0, 0, 1, 0]


def test_hf20_all_six_tricks_are_played_and_the_winner_leads():
    state = deal(actions=SOUTH_1_HEARTS)
    while state.to_move is not None:
        before = list(state.tricks)
        state.apply(state.legal_actions()[-1])
        if state.tricks != before and state.to_move is not None:
            winner = next(s for s in range(4) if state.tricks[s] > before[s])
            assert state.to_move == winner and not state.trick
    assert sum(state.tricks) == 6
    assert all(not h for h in state.hands)


# --- scoring (HF-21 … HF-23) and the worked examples ----------------------------------------
@pytest.mark.parametrize(
    "contract, taken, phillips, opponents_score, expected",
    [
        (4, 5, False, True, (5, 1)),  # example 1
        (4, 3, False, True, (-4, 3)),  # example 2
        (3, 2, False, True, (-3, 4)),  # example 3 (forced 3, HF-23)
        (6, 6, False, True, (6, 0)),  # example 4
        (4, 3, True, True, (-1, 0)),  # example 5, HubertPhillips
        (4, 3, False, False, (-4, 0)),  # OpponentsDontScore
        (2, 6, False, True, (6, 0)),  # HF-21: all tricks taken, not the bid
        (6, 0, True, True, (-6, 0)),
    ],
)
def test_deal_points_worked_examples(contract, taken, phillips, opponents_score, expected):
    assert deal_points(contract, taken, phillips=phillips, opponents_score=opponents_score) == expected


PLAY_EX1 = "Kc Ac 9c Tc Td Ad Kd Qd Qc Jc Jo Jd 9h Jh Qh Qs Th Ks Ah Kh Ts 9s Js As"  # clubs trumps
PLAY_EX2 = "Kc Ac 9c Tc Td Ad Kd Qd Qc Jc 9h Jd Jh Th Qs Jo Ah Kh Qh Ks Ts 9s Js As"
PLAY_EX3 = "Kc Ac 9c Tc Td Ad Kd Qd Qc Jc 9h Jd Jh Th Qs Ah Kh Qh Ks Jo Ts 9s Js As"
PLAY_EX5 = "Kc Ac 9c Tc Td Ad Kd Qd Qc Jc 9h Jh Jd Th Qs Ah Ts 9s Js Ks As Jo Kh Qh"


def _played(auction, plays, **options):
    return deal(actions=[*auction, *("play " + c for c in plays.split())], **options)


def test_example_1_bid_4_take_5_scores_5_and_opponents_1():
    state = _played(["bid 4", "pass", "pass", "pass", "trump c"], PLAY_EX1)
    out = state.outcome()
    assert out.scores == (5, 1, 5, 1)
    assert out.text() == "South bid 4 in clubs and took 5: North-South +5, East-West +1"
    # the last trick: spades led, North's Js is the left bower of clubs and wins it
    assert {"Ts", "9s", "Js", "As"} <= {c.text for c in state.won[2]}


def test_example_2_bid_4_take_3_costs_the_bid():
    out = _played(["bid 4", "pass", "pass", "pass", "trump h"], PLAY_EX2).outcome()
    assert out.scores == (-4, 3, -4, 3)
    assert out.extra["made"] is False and out.extra["declarer_tricks"] == 3


def test_example_3_forced_3_take_2_scores_like_a_bid_of_3():
    out = _played(["pass"] * 4 + ["trump h"], PLAY_EX3).outcome()
    assert out.scores == (-3, 4, -3, 4)
    assert out.extra["forced"] is True
    assert out.text().startswith("South held the Joker and had to bid 3 in hearts and took 2")


def test_example_4_bid_6_take_6():
    state = deal(hands=A, widow="9s", actions=["bid 6", "trump h"])
    while state.to_move is not None:
        state.apply(state.legal_actions()[0])
    assert state.outcome().scores == (6, 0, 6, 0)


def test_example_5_hubert_phillips_failure_costs_the_missing_tricks_only():
    out = _played(["bid 4", "pass", "pass", "pass", "trump h"], PLAY_EX5, HubertPhillips=True).outcome()
    assert out.scores == (-1, 0, -1, 0)


def test_opponents_dont_score_option():
    out = _played(["bid 4", "pass", "pass", "pass", "trump h"], PLAY_EX2, OpponentsDontScore=True).outcome()
    assert out.scores == (-4, 0, -4, 0)


# --- game end (HF-22, HF-24, HF-25, Target) -------------------------------------------------
PRESET = RS.preset("default")


@pytest.mark.parametrize(
    "totals, over, winner",
    [
        ([11, 12, 11, 12], True, [1, 3]),  # HF-25 example: A 11, B 12 -> B wins
        ([10, 4, 10, 4], True, [0, 2]),
        ([9, 9, 9, 9], False, None),
        ([12, 12, 12, 12], False, None),  # House rule (HF-25): tie above the target, play on
        ([-5, 9, -5, 9], False, None),  # HF-22: totals may be negative
        ([-3, 10, -3, 10], True, [1, 3]),
    ],
)
def test_hf24_hf25_game_to_10(totals, over, winner):
    config = RS.config()
    assert PRESET.match_end(config, 3, totals) is over
    assert PRESET.winner(config, totals) == winner


def test_hf25_worked_example_a_8_b_9_a_bids_3_and_takes_3():
    made, opponents = deal_points(3, 3, phillips=False, opponents_score=True)
    totals = [8 + made, 9 + opponents] * 2
    assert totals[:2] == [11, 12]  # both teams at 10 or more: B, higher, wins (HF-24)
    assert PRESET.match_end(RS.config(), 1, totals) and PRESET.winner(RS.config(), totals) == [1, 3]


def test_target_option_changes_the_game_length():
    config = RS.config("default", {"Target": 5})
    assert PRESET.match_end(config, 1, [5, 3, 5, 3])
    assert not PRESET.match_end(RS.config(), 1, [5, 3, 5, 3])
    assert RS.teams is True


# --- options changing the ranking -----------------------------------------------------------
def test_parlett_no_bowers_ranking_and_the_jack_keeps_its_suit():
    assert _order(False, 2, "9h Th Jh Qh Kh Ah Jo") == ["Jo", "Ah", "Kh", "Qh", "Jh", "Th", "9h"]
    eff, _ = TABLES[(False, 2)]
    assert eff[parse_card("Jd").id] == 1
    state = deal(actions=SOUTH_1_HEARTS + ["play Qd"], ParlettNoBowers=True)
    assert legal(state) == ["play Td", "play Jd"]
    state = deal(actions=SOUTH_1_HEARTS + ["play Ah", "play Jh", "play Qh", "play As"], ParlettNoBowers=True)
    assert state.tricks == [1, 0, 0, 0]  # Ah beats Jh without bowers
    state = deal(actions=SOUTH_1_HEARTS + ["play Ah", "play Jh", "play Qh", "play As"])
    assert state.tricks == [0, 1, 0, 0]  # with bowers Jh is the right bower


def test_hubert_phillips_uses_the_no_bowers_ranking():
    state = deal(actions=SOUTH_1_HEARTS + ["play Qd"], HubertPhillips=True)
    assert legal(state) == ["play Td", "play Jd"]


# --- NoTrumpDeclaration and its house rule for the Joker ------------------------------------
def test_no_trump_joker_led_its_holder_names_the_suit_and_it_wins():
    state = deal(actions=["bid 1", "pass", "pass", "pass"], NoTrumpDeclaration=True)
    assert legal(state) == ["trump c", "trump d", "trump h", "trump s", "trump none"]
    state.apply("trump none")
    state.apply("play Jo")
    assert state.to_move == 0 and state.view(0).phase == "joker"
    assert legal(state) == ["suit c", "suit d", "suit h", "suit s"]
    assert reason(state, "play Ah") == "Name the suit the Joker calls for: suit c, d, h or s"
    state.apply("suit d")
    assert state.view(2).info["led"] == "d"
    assert legal(state) == ["play Td", "play Jd"]  # at no-trump every jack keeps its suit
    for a in ["play Jd", "play Ad", "play Kd"]:
        state.apply(a)
    assert state.tricks == [1, 0, 0, 0] and state.to_move == 0


def test_no_trump_the_joker_counts_as_a_card_of_the_suit_led():
    state = deal(
        actions=["pass", "bid 1", "pass", "pass", "trump none", "play 9s", "play Js", "play As"],
        NoTrumpDeclaration=True,
    )
    assert legal(state) == ["play Ts", "play Jo"]  # the Joker may always follow
    state.apply("play Ts")
    state.apply("play Ks")
    assert legal(state) == ["play Jo"]  # ... and must, when it is South's only spade
    assert reason(state, "play Ah") == "You must follow spades — the Joker counts as a card of the suit led"
    state.apply("play Jo")
    state.apply("play Td")
    state.apply("play 9c")
    assert state.tricks == [1, 0, 0, 1]  # the Joker is the highest card


def test_no_trump_reason_lists_the_choices():
    state = deal(actions=["pass", "bid 1", "pass", "pass"], NoTrumpDeclaration=True)
    assert reason(state, "play Kh") == "Name trumps first: trump c, d, h, s or none"


def test_trump_none_is_illegal_without_the_option():
    state = deal(actions=["pass", "bid 1", "pass", "pass"])
    assert "trump none" not in legal(state)
    with pytest.raises(IllegalAction, match="option NoTrumpDeclaration"):
        state.apply("trump none")


# --- other illegal actions ------------------------------------------------------------------
def test_playing_a_card_you_do_not_hold():
    state = deal(actions=SOUTH_1_HEARTS)
    assert reason(state, "play Jh") == "You do not hold the jack of hearts"
    assert reason(state, "bid 2") == "Play one card from your hand"
    state = deal(actions=["bid 1", "pass", "pass", "pass"])
    assert reason(state, "play Kc") == "Name trumps first: trump c, d, h or s"


# --- what each seat may know (HF-13) and resampling ----------------------------------------
def test_hf13_the_widow_is_unseen_until_the_deal_ends():
    state = deal(actions=SOUTH_1_HEARTS + ["play 9h"])
    for seat in range(4):
        view = state.view(seat)
        assert view.piles["widow"] == (None,)
        assert all(set(view.hands[s]) == {None} for s in range(4) if s != seat)
        assert None not in view.hands[seat]
    while state.to_move is not None:
        state.apply(state.legal_actions()[0])
    assert all(state.view(seat).piles["widow"] == (parse_card("9d"),) for seat in range(4))


def _resampled_hands(state, seat, seer, n=200):
    return [{c.text for c in state.resample(seat, random.Random(i)).hands[seer]} for i in range(n)]


def test_resample_keeps_the_forced_declarers_joker():
    state = deal(actions=["pass"] * 4)  # South is forced: everybody knows he holds the Joker
    assert all("Jo" in h for h in _resampled_hands(state, 1, 0))
    state = deal(actions=["bid 1", "pass", "pass", "pass"])  # a free bid says nothing
    assert not all("Jo" in h for h in _resampled_hands(state, 1, 0))


def test_resample_void_in_the_printed_suit_may_still_hold_the_left_bower():
    state = deal(hands=C, actions=SOUTH_1_HEARTS + ["play Qd", "play 9s"])  # West shows no diamond
    hands = _resampled_hands(state, 2, 1)
    assert all(not (h & {"Ad", "Kd", "Td", "9d"}) for h in hands)
    assert any("Jd" in h for h in hands)  # the left bower is a heart, not a diamond (HF-4)


def test_resample_void_in_trumps_excludes_the_bowers_and_the_joker():
    state = deal(actions=SOUTH_1_HEARTS + ["play 9h", "play Kh", "play Qh", "play Kd"])  # East void
    hands = _resampled_hands(state, 2, 3)
    assert all(not (h & {"Jo", "Jh", "Jd", "Ah", "Th"}) for h in hands)
    assert any("Jo" in h for h in _resampled_hands(state, 2, 1))


def test_resample_no_trump_failing_to_follow_shows_no_joker():
    state = deal(
        actions=["pass", "bid 1", "pass", "pass", "trump none", "play Kh", "play Qh", "play As"],
        NoTrumpDeclaration=True,
    )
    hands = _resampled_hands(state, 2, 3)  # East could not follow hearts: no heart, no Joker
    assert all(not (h & {"Jo", "Jh", "Ah", "9h"}) for h in hands)
    assert any("Jo" in h for h in _resampled_hands(state, 2, 0))


# --- perft: legal action counts on a fixed deal ---------------------------------------------


def test_perft_auction():
    state = deal()
    assert perft(state, 1) == 7
    assert perft(state, 2) == 7 + 6 + 5 + 4 + 3 + 2 + 4  # after "bid 6": four trump choices
    # pass: 31; bid k then: 24, 18, 13, 9, 6 (k = 1..5); bid 6: 4 trumps x 6 leads.
    assert perft(state, 3) == 31 + 24 + 18 + 13 + 9 + 6 + 24
    assert perft(state, 5) == 1555  # regression value


def test_perft_play():
    state = deal(actions=SOUTH_1_HEARTS)
    # Leads Jo/Ah/9h: West 3 trumps x North 2 x East any 6; Kc: 1 x 2 x 2; Qd: 1; Ts: 1 x 1 x 3.
    assert perft(state, 4) == 3 * 36 + 4 + 1 + 3
    assert perft(state, 8) == 4208  # regression value
