"""Skitgubbe's section-10 options added by issue 22: each option's rules (rule numbers
cited), its worked examples replayed under it, refused combinations and what its turns
reveal to resample."""

from __future__ import annotations

import random

import pytest

from game.games.skitgubbe.cpu import phase2_play, pickup_cards
from game.games.skitgubbe.options import Rules
from game.games.skitgubbe.table import TABLE
from game.rules import ConfigError, IllegalAction, get_ruleset, parse_card

from .test_phase2 import hand, phase2, table
from .test_rules import deal, skip_stock

RS = get_ruleset("skitgubbe")
BOTTOM = {"PickUpFromBottom": True}


# --- PickUpFromBottom -------------------------------------------------------------------


def test_bottom_example_9_2_takes_the_lead_and_the_next_player_beats_the_trump():
    """9.2 under PickUpFromBottom: C picks up A's 6♠ (the bottom play), not B's 4♦; A must
    then beat the 4♦ that stays on top (SG-24/25) or pick it up."""
    st = phase2(["6s 9s 5d", "4d 7d 3h", "Kd 5c 8c"], "d", options=BOTTOM)
    st.apply("play 6s")
    st.apply("play 4d")
    st.apply("pickup")
    assert "6s" in hand(st, 2).split() and table(st) == ["4d"]
    assert st.to_move == 0 and st.legal_texts() == ["play 5d", "pickup"]


def test_bottom_example_9_3_takes_the_bottom_run_only_when_the_next_play_does_not_continue_it():
    """9.3 under PickUpFromBottom: D takes A's 3♥-4♥ (B's 7♥ does not continue it: 5 is
    missing); C's 8♥-9♥-10♥ stays on top for A to beat."""
    st = phase2(["3h 4h 5h Qh 2s", "7h 2c 3s", "8h 9h Th 4s", "Kc 5s"], "c", options=BOTTOM)
    for action in ["play 3h 4h", "play 7h", "play 8h 9h Th", "pickup"]:
        st.apply(action)
    assert hand(st, 3) == "Kc 3h 4h 5s"
    assert table(st) == ["7h", "8h 9h Th"]
    assert st.to_move == 0 and st.legal_texts() == ["play Qh", "pickup"]


def test_bottom_sequence_joins_upward_and_an_emptied_table_ends_the_trick():
    """House rule (SG-26, PickUpFromBottom): plays above the bottom one that continue it
    upward in its suit are taken too; the table empties, so the next player leads (SG-29)."""
    st = phase2(["3h Kh", "4h 5h 2s", "6h 3s", "7s 8s 4d"], "c", options=BOTTOM)
    for action in ["play 3h", "play 4h 5h", "play 6h"]:
        st.apply(action)
    # seat 3 cannot beat 6♥ (no heart above it, no club trump): its pick-up is forced
    assert hand(st, 3) == "4d 3h 4h 5h 6h 7s 8s"
    assert table(st) == [] and st.to_move == 0


def test_bottom_sequence_needs_the_same_suit_and_the_exact_next_rank():
    st = phase2(["3h Kh", "5h 2s", "6h 3s", "7s 8s 4d"], "c", options=BOTTOM)
    for action in ["play 3h", "play 5h", "play 6h"]:
        st.apply(action)
    assert hand(st, 3) == "4d 3h 7s 8s"  # 5♥ is not 4♥: only the bottom 3♥
    assert table(st) == ["5h", "6h"]


@pytest.mark.parametrize("other", ["PickUpTopLayOnly", "SinglesOnly"])
def test_bottom_with_top_lay_only_or_singles_takes_the_bottom_play_alone(other):
    st = phase2(["3h Kh", "4h 2s", "5h 3s", "7s 8s 4d"], "c", options={**BOTTOM, other: True})
    for action in ["play 3h", "play 4h", "play 5h"]:
        st.apply(action)
    assert hand(st, 3) == "4d 3h 7s 8s"
    assert table(st) == ["4h", "5h"]


def test_bottom_pick_up_with_the_avstick_loses_when_it_takes_a_led_last_card():
    """TwoPlayerAvstick: picking up the opponent's led last card loses, from the bottom too."""
    st = phase2(["5h", "2s 3s"], "c", options={**BOTTOM, "TwoPlayerAvstick": True}, avstick="9d Td")
    st.apply("play 5h")
    assert st.to_move is None and st.outcome().extra["loser"] == 1


def test_bottom_status_line_and_cpu_know_which_play_a_pick_up_takes():
    st = phase2(["4d 7d Qd 3h", "Kc 5c 8c", "6s 9s 5d"], "d", leader=2, options=BOTTOM)
    st.apply("play 6s")
    view = st.view(0)  # the human, seat 0, is to beat the 6♠
    assert "pick up the bottom play" in TABLE.status(view, st.config)
    assert [c.text for c in pickup_cards(view, Rules.of(st.config))] == ["6s"]
    st.apply("play 4d")  # seat 1 cannot beat the trump: it takes the 6♠ from the bottom
    assert table(st) == ["4d"] and hand(st, 1) == "5c 8c Kc 6s"
    assert st.to_move == 2
    assert [c.text for c in pickup_cards(st.view(2), Rules.of(st.config))] == ["4d"]


def test_cpu_picks_up_a_low_bottom_card_rather_than_spend_a_high_trump():
    """The rule of thumb of SG-26 (a single low side card is picked up rather than beaten
    with a trump Q or better while the hand is long) looks at the play the pick-up takes:
    under PickUpFromBottom the low 5♠ at the bottom, not the K♠ on top."""
    seat2 = "Qd Kd 3c 5c 7c 9c Jc 2h 3h"
    for options, expected in [({}, "play Qd Kd"), (BOTTOM, "pickup")]:
        st = phase2(["5s 2c", "Ks 4c", seat2], "d", options=options)
        st.apply("play 5s")
        st.apply("play Ks")
        assert st.to_move == 2
        got = phase2_play(st.view(2), st.legal_actions(), Rules.of(st.config))
        assert got.text == expected


# --- ForcedPickup -----------------------------------------------------------------------

FORCED = {"ForcedPickup": True}


def test_forced_pickup_everyone_after_a_pick_up_picks_up_until_the_table_is_empty():
    """ForcedPickup: C picks up B's 8♠ though he could beat it; A must then pick up his own
    6♠ although his 9♠ beats it (he is not asked); the table is empty, so B leads (SG-29)
    and the next trick may be beaten again."""
    st = phase2(["6s 9s 2h", "8s 3h", "Ts Kd 4h"], "c", options=FORCED)
    st.apply("play 6s")
    st.apply("play 8s")
    assert st.legal_texts() == ["play Ts", "pickup"]
    st.apply("pickup")
    assert hand(st, 0) == "2h 6s 9s" and table(st) == []
    assert [a.text for _, a in st.history] == ["play 6s", "play 8s", "pickup"]
    assert st.to_move == 1
    st.apply("play 3h")
    assert st.legal_texts() == ["play 4h", "pickup"]  # a new trick: beating is allowed again


def test_forced_pickup_example_9_3_after_ds_pick_up_a_takes_his_own_lead():
    """9.3 under ForcedPickup: D picks up 7♥-10♥ (SG-26); A must pick up his 3♥-4♥ and B
    leads the next trick."""
    st = phase2(["3h 4h 5h Qh 2s", "7h 2c 3s", "8h 9h Th 4s", "Kc 5s"], "c", options=FORCED)
    for action in ["play 3h 4h", "play 7h", "play 8h 9h Th", "pickup"]:
        st.apply(action)
    assert hand(st, 3) == "Kc 7h 8h 9h Th 5s"
    assert hand(st, 0) == "3h 4h 5h Qh 2s" and table(st) == []
    assert st.to_move == 1


def test_forced_pickup_with_a_bottom_pick_up_takes_the_plays_in_turn():
    st = phase2(["3h Kh", "5h 2s", "7h 3s", "9h 4s 5s"], "c", options={**FORCED, **BOTTOM})
    for action in ["play 3h", "play 5h", "play 7h", "pickup"]:
        st.apply(action)
    # seat 3 takes the bottom 3♥; seats 0 and 1 must take 5♥ and 7♥ in turn
    assert hand(st, 3) == "3h 9h 4s 5s"
    assert hand(st, 0) == "5h Kh" and hand(st, 1) == "7h 2s"
    assert table(st) == [] and st.to_move == 2


def test_forced_pickup_shows_nothing_about_the_hand_to_resample():
    """A pick-up the option forces is no sign of a hand that cannot beat: no such fact is
    recorded for resample (SG-26's forced pick-up still records one)."""
    from game.games.skitgubbe.timeline import FORBID_BEAT

    st = phase2(["6s 9s 2h", "8s 3h", "Ts Kd 4h"], "c", options=FORCED)
    for action in ["play 6s", "play 8s", "pickup"]:
        st.apply(action)
    assert not [e for e in st.tl if e[1] == FORBID_BEAT]


# --- EndWhenStockEmpty ------------------------------------------------------------------

STOCK_END = {"EndWhenStockEmpty": True}


def test_stock_end_phase_one_ends_with_the_trick_in_which_the_last_card_was_taken():
    """EndWhenStockEmpty: seat 1 sets the last stock card aside while playing (SG-15); the
    trick is won and collected, and phase 2 starts although everyone holds cards (by SG-16
    alone phase 1 would go on: test_sg9_sg15_...)."""
    st = deal(["7c 2d 3d", "9s 9h 4s", "8c 5d 6d"], last="As", options=STOCK_END)
    skip_stock(st, 3)
    for action in ["play 7c", "play 9h 9s", "play 8c"]:
        st.apply(action)
    info = st.view(0).info
    assert info["phase"] == 2 and info["trump"] == "s"  # SG-19
    assert hand(st, 1) == "7c 8c 9h 4s 9s Ks As"  # SG-20: the won pile and the trump card
    assert st.to_move == 1  # SG-22


def test_stock_end_waits_for_the_trick_to_be_decided_and_sluffed():
    """The trick in progress goes on to its end: a bout and the sluffs still happen."""
    st = deal(["9c 2d 3d", "9s 4h 4s", "8c 5d 6d"], last="As", options=STOCK_END)
    skip_stock(st, 2)
    st.apply("play 9c")  # seat 0 draws the next card; seat 1 will set the last aside
    st.apply("play 9s")
    assert st.view(0).info["aside_holder"] == 1
    st.apply("play 8c")
    assert st.view(0).info["phase"] == 1 and st.to_move == 0  # a bout between 0 and 1
    st.apply("play 3d")
    st.apply("play 4h")
    assert st.view(0).info["phase"] == 1 and st.to_move == 1  # seat 1 may sluff its 4s
    st.apply("sluff 4s")
    assert st.view(0).info["phase"] == 2 and st.to_move == 1


def test_stock_end_an_undecidable_last_trick_is_returned():
    """SG-17a under EndWhenStockEmpty: the bout's first player has no card; every card of
    the trick goes back to its player."""
    st = deal(["9c 9d 9h", "9s 3s 4s"], options=STOCK_END)
    skip_stock(st, 1)
    st.apply("play 9c 9d 9h")
    st.apply("play 9s")
    assert st.view(0).info["phase"] == 2
    assert {c.text for c in st.view(1).hands[0] if c} >= {"9c", "9d", "9h"}
    assert hand(st, 1) == "3s 4s 9s"


@pytest.mark.parametrize("players", [2, 4, 6])
def test_stock_end_no_trick_starts_after_the_last_stock_card_is_taken(players):
    config = RS.config("default", STOCK_END, players)
    for seed in range(10):
        st = RS.new_deal(config, 0, rng=random.Random(seed))
        rng = random.Random(seed)
        while st.to_move is not None:
            info = st.view(0).info
            if info["phase"] == 1 and info["aside_holder"] is not None:
                assert st.view(0).trick, "a new phase-1 trick began after the stock ran out"
            st.apply(rng.choice(st.legal_actions()))


# --- LowestOrLoserLeads -----------------------------------------------------------------

LOWEST = {"LowestOrLoserLeads": True}
HANDS = ["7c 8d 9h", "5c Kd Ah", "5d 6s Ts"]


@pytest.mark.parametrize(("dealer", "leader"), [(2, 1), (0, 1), (1, 2)])
def test_lowest_card_leads_the_first_deal_the_first_holder_from_the_dealers_left(dealer, leader):
    """LowestOrLoserLeads, house rule (SG-7): ranks are called from the dealer's left; the
    5 is the lowest, held by seats 1 and 2 — the first of them after the dealer leads."""
    st = deal(HANDS, options=LOWEST, dealer=dealer)
    assert st.to_move == leader and st.view(0).info["leader"] == leader
    assert st.view(0).info["lowest"] == "5"
    assert deal(HANDS, dealer=dealer).to_move == (dealer + 1) % 3  # SG-7 without the option


def test_lowest_card_calls_are_public_and_resample_respects_them():
    """The calls showed: nobody holds a 2, 3 or 4; seat 1 (asked first) holds a 5."""
    st = deal(HANDS, options=LOWEST)
    for seed in range(30):
        world = st.resample(0, random.Random(seed))
        hands = world.locations()
        ranks = {s: [c.rank for c in hands[f"hand{s}"]] for s in range(3)}
        assert min(min(r) for r in ranks.values()) == 5
        assert 5 in ranks[1]
        assert world.to_move == 1


def test_loser_leads_later_deals():
    """LowestOrLoserLeads: after the first deal the skitgubbe leads — house rule (SG-5): the
    player on his right deals; with LoserDeals he deals and leads."""
    for extra, lead_is_dealer in [({}, False), ({"LoserDeals": True}, True)]:
        config = RS.config("default", {**LOWEST, **extra}, 4)
        st = RS.new_deal(config, 0, rng=random.Random(5), totals=(0, 0, 0, 0))
        rng = random.Random(5)
        while st.to_move is not None:
            st.apply(rng.choice(st.legal_actions()))
        out = st.outcome()
        loser = out.extra["loser"]
        assert out.next_dealer == (loser if lead_is_dealer else (loser - 1) % 4)
        nxt = RS.new_deal(config, out.next_dealer, rng=random.Random(6), totals=out.scores)
        assert nxt.to_move == loser and nxt.view(0).info["lowest"] is None


# --- ExposedTrumpIndicator --------------------------------------------------------------

EXPOSED = {"ExposedTrumpIndicator": True}


def test_exposed_trump_indicator_shows_the_bottom_stock_card_to_everyone_from_the_start():
    st = deal(["7c 8d 9h", "5c Kd Ah", "5d 6s Ts"], last="Qs", options=EXPOSED)
    stock = len(st.locations()["stock"])
    for seat in range(3):
        view = st.view(seat)
        assert view.piles["bottom"] == (parse_card("Qs"),)
        assert len(view.piles["stock"]) == stock - 1
        assert view.info["trump"] == "s" and view.info["phase"] == 1
    plain = deal(["7c 8d 9h", "5c Kd Ah", "5d 6s Ts"], last="Qs")
    assert "bottom" not in plain.view(0).piles and plain.view(0).info["trump"] is None


def test_exposed_trump_indicator_set_aside_face_up_then_turned_as_usual():
    """SG-15 with the card shown: whoever would draw it sets it aside, still face up; SG-19
    then makes its suit trumps."""
    st = deal(["7c 2d 3d", "9s 9h 4s", "8c 5d 6d"], last="As", options=EXPOSED)
    skip_stock(st, 3)
    st.apply("play 7c")
    st.apply("play 9h 9s")
    assert st.view(2).piles["aside"] == (parse_card("As"),) and "bottom" not in st.view(2).piles
    assert st.view(2).info["aside_holder"] == 1


def test_exposed_trump_indicator_resample_keeps_the_shown_card_at_the_bottom():
    st = deal(["7c 8d 9h", "5c Kd Ah", "5d 6s Ts"], last="Qs", options=EXPOSED)
    rng = random.Random(1)
    for _ in range(4):
        st.apply(rng.choice(st.legal_actions()))
    for seed in range(10):
        world = st.resample(seed % 3, random.Random(seed))
        assert world.stock[-1] == parse_card("Qs").id
        assert world.view(seed % 3) == st.view(seed % 3)


# --- CompleteSuit -----------------------------------------------------------------------

SUIT = "2h 3h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh Ah"


def test_complete_suit_led_completes_the_trick_at_once_and_its_player_leads_again():
    st = phase2([SUIT + " 2s", "3s 4s", "5s 6s", "7s 8s"], "c", options={"CompleteSuit": True})
    st.apply("play " + SUIT)
    assert table(st) == [] and st.to_move == 0  # SG-28: he made the last play
    assert len(st.locations()["discard"]) == 52 - 7
    plain = phase2([SUIT + " 2s", "2c 4s", "5s 6s", "7s 8s"], "c")  # 2♣ trumps it
    plain.apply("play " + SUIT)
    assert table(plain) == [SUIT] and plain.to_move == 1


def test_complete_suit_as_a_trump_beat_completes_the_trick():
    trumps = SUIT.replace("h", "c")
    st = phase2(["9h 2s", trumps + " 3s", "Th 4s", "Jh 5s"], "c", options={"CompleteSuit": True})
    st.apply("play 9h")
    st.apply("play " + trumps)  # any trump run beats a plain card (SG-25)
    assert table(st) == [] and st.to_move == 1


def test_complete_suit_cannot_be_combined_with_singles_only():
    with pytest.raises(ConfigError, match="SinglesOnly cannot be combined with CompleteSuit"):
        RS.config("default", {"CompleteSuit": True, "SinglesOnly": True}, 3)


# --- AntiTrumps -------------------------------------------------------------------------

ANTI = {"AntiTrumps": True}


def anti_phase2(hands, trumps, **kw):
    """A phase2() position under AntiTrumps (white-box: phase2() skips the transition that
    names the anti-trump suit, as it sets the trump suit by hand)."""
    from game.games.skitgubbe.cards import SAME_COLOUR

    st = phase2(hands, trumps, options=ANTI, **kw)
    st.anti = SAME_COLOUR[st.trump]
    return st


def test_anti_trumps_suit_is_named_at_the_transition():
    """House rule (AntiTrumps, SG-25): the other suit of the trump colour (SG-19)."""
    config = RS.config("default", ANTI, 3)
    for seed in range(6):
        st = RS.new_deal(config, 0, rng=random.Random(seed))
        rng = random.Random(seed)
        while st.view(0).info["phase"] == 1:
            assert st.view(0).info["anti"] is None
            st.apply(rng.choice(st.legal_actions()))
        info = st.view(0).info
        assert info["anti"] == {"c": "s", "s": "c", "d": "h", "h": "d"}[info["trump"]]


def test_anti_trumps_the_other_suit_of_the_trump_colour_is_beaten_only_by_its_own_suit():
    """AntiTrumps (SG-25): hearts are trumps, so diamonds are anti-trumps: the A♥ does not
    beat 5♦, only a higher diamond does; a diamond still does not beat a club."""
    st = anti_phase2(["5d 5c", "Ah 7d 9c", "Kh 2s 3s"], "h")
    assert st.view(0).info["anti"] == "d" and st.view(0).info["trump"] == "h"
    st.apply("play 5d")
    assert st.legal_texts() == ["play 7d", "pickup"]
    st.apply("play 7d")
    # seat 2 holds a trump but no diamond: it cannot beat the anti-trump and picks up; so
    # must seat 0 (no diamond left) with the 5♦: the table is empty
    assert "7d" in hand(st, 2).split() and "5d" in hand(st, 0).split()
    assert table(st) == [] and st.to_move == 1


def test_anti_trumps_plain_suits_are_still_trumped_and_anti_trumps_beat_nothing_else():
    st = anti_phase2(["5c 4s", "Kd Ah 9s", "Jc 2s 3s"], "h")
    st.apply("play 5c")
    assert st.legal_texts() == ["play Ah", "pickup"]  # the K♦ (anti-trump) does not beat a club


def test_anti_trumps_status_line_says_trumps_cannot_beat_it():
    st = anti_phase2(["7d 9d Ah", "Kh 2s 3s", "5d 5c"], "h", leader=2)
    st.apply("play 5d")
    assert st.to_move == 0
    assert "only a higher ♦: trumps cannot beat it" in TABLE.status(st.view(0), st.config)


def test_anti_trumps_forced_pick_up_tells_resample_only_what_could_not_beat():
    """Seat 2's forced pick-up of an anti-trump shows it holds no higher diamond — not that
    it holds no trump."""
    from game.games.skitgubbe.timeline import FORBID_BEAT

    st = anti_phase2(["5d 5c", "Ah 7d 9c", "Kh 2s 3s"], "h")
    for action in ["play 5d", "play 7d"]:
        st.apply(action)
    facts = [e for e in st.tl if e[1] == FORBID_BEAT]
    assert facts == [(2, FORBID_BEAT, (1, 7)), (0, FORBID_BEAT, (1, 5))]  # (diamonds, rank)
    from game.games.skitgubbe.resample import _ops

    ops = _ops([(FORBID_BEAT, (1, 7))], st.trump, st.anti)
    assert {c for c in ops[0][1]} == {c for c in range(13, 26) if c - 13 + 2 > 7}


# --- ShitCards --------------------------------------------------------------------------


def unfinished_deal(hands, options, *, last="As", reverse=False):
    """A two-player deal about to end phase 1 (as in test_sg17a): seat 0 plays its three 9s
    and seat 1 ties, so the trick is unfinished; the shuffles are notation order (or
    reversed)."""
    from game.rules.cards import deck_52

    used = {c for h in hands for c in h.split()} | {last}
    rest = [c.text for c in deck_52() if c.text not in used]
    order = [c.text for c in deck_52()]
    config = RS.config("default", options, 2)
    layout = {"hands": [h.split() for h in hands], "stock": rest + [last]}
    for name in Rules.of(config).shuffles():
        layout[name] = order[::-1] if reverse else order
    st = RS.new_deal(config, 1, layout=layout)
    skip_stock(st, 1)
    st.apply("play 9c 9d 9h")
    st.apply("play 9s")  # SG-17a: the bout cannot start: phase 2
    return st


def shit_deal(hands, k, **kw):
    return unfinished_deal(hands, {"ShitCards": k}, **kw)


def test_shit_cards_low_cards_go_to_the_short_players_in_deal_order():
    """ShitCards 5: seat 0 has 4 cards (three 9s and the turned A♠), seat 1 three — both
    short. Seat 1 hands in 3♠ 4♠; shuffled (here: notation order) they are dealt from the
    dealer's left: 3♠ to seat 0, 4♠ to seat 1. They are dealt face up (house rule)."""
    st = shit_deal(["9c 9d 9h", "9s 3s 4s"], 5)
    assert hand(st, 0) == "9c 9d 9h 3s As" and hand(st, 1) == "4s 9s"
    assert {c.text for c in st.view(1).hands[0] if c} == {"9c", "9d", "9h", "3s", "As"}
    assert st.view(0).info["phase"] == 2 and st.to_move == 0
    other = shit_deal(["9c 9d 9h", "9s 3s 4s"], 5, reverse=True)
    assert hand(other, 0) == "9c 9d 9h 4s As" and hand(other, 1) == "3s 9s"


def test_shit_cards_nobody_short_nothing_is_handed_in():
    """The threshold is the trump card's rank: a 2 of trumps makes nobody short."""
    from game.games.skitgubbe.options import TRUMP_RANK

    st = shit_deal(["9c 9d 9h", "9s 3s 4s"], TRUMP_RANK, last="2s")
    assert hand(st, 0) == "9c 9d 9h 2s" and hand(st, 1) == "3s 4s 9s"
    st = shit_deal(["9c 9d 9h", "9s 3s 4s"], TRUMP_RANK, last="Js")  # J = 11: both short
    assert hand(st, 0) == "9c 9d 9h 3s Js" and hand(st, 1) == "4s 9s"


def test_shit_cards_a_handed_in_trump_card_is_dealt_like_the_others():
    st = shit_deal(["9c 9d 9h", "9s 3s 4s"], 5, last="5s")
    # seat 0 hands in the turned 5♠ too: 3♠ 4♠ 5♠ go to seats 0, 1, 0
    assert hand(st, 0) == "9c 9d 9h 3s 5s" and hand(st, 1) == "4s 9s"
    assert st.view(0).info["trump"] == "s"


def test_shit_cards_a_holder_who_hands_in_every_card_does_not_lead():
    """House rule (ShitCards, SG-22): the holder of the last stock card (seat 0, not short
    with 6 cards) hands in all of them, 2s to 5s; he is out and the next player holding cards
    leads phase 2. (Found by tests/test_record_match.py, 6 players, seed 21061.)"""
    from game.games.skitgubbe import transition

    st = phase2(["2c 3c 4c 5c 2d", "9s Ts", "Jc Qc Kc Ac 9h"], "s", options={"ShitCards": 5})
    four = parse_card("4s").id
    st.discard.remove(four)
    st.stock[-1] = four
    st.trump = -1
    transition.start_phase2(st)
    assert hand(st, 0) == "" and hand(st, 1) == "2c 3c 4c 5c 2d 4s 9s Ts"
    assert st.to_move == 1 and st.legal_actions()


def test_shit_cards_layout_needs_its_shuffle_pile():
    from game.rules import LayoutError
    from game.rules.cards import deck_52

    cards = [c.text for c in deck_52()]
    layout = {"hands": [cards[:3], cards[3:6]], "stock": cards[6:]}
    with pytest.raises(LayoutError, match="'shitcards_order' must be a list of 52 cards"):
        RS.new_deal(RS.config("default", {"ShitCards": 5}, 2), 1, layout=layout)


def test_shit_cards_resample_deals_the_handed_in_cards_as_they_were_dealt():
    """In random deals (ShitCards 10), right after the low cards were dealt: every seat's
    resampled world has its view, and its layout (with its shuffle) replays to it."""
    config = RS.config("default", {"ShitCards": 10}, 4)
    dealt = 0
    for seed in range(6):
        st = RS.new_deal(config, 0, rng=random.Random(seed))
        rng = random.Random(seed)
        while st.view(0).info["phase"] == 1:
            st.apply(rng.choice(st.legal_actions()))
        dealt += bool(st.dealt.get("shitcards_order"))
        for seat in range(4):
            world = st.resample(seat, random.Random(seat))
            assert world.view(seat) == st.view(seat)
            replay = RS.new_deal(world.config, world.dealer, layout=world.layout())
            for _, action in world.history:
                replay.apply(action)
            assert replay.locations() == world.locations()
    assert dealt >= 3


# --- IncompleteTrickDealt ---------------------------------------------------------------

DEALT = {"IncompleteTrickDealt": True}


def test_incomplete_trick_is_shuffled_and_dealt_out_from_the_dealers_left():
    """IncompleteTrickDealt (SG-17 otherwise returns the cards): 9♣ 9♦ 9♥ 9♠, shuffled (here
    in notation order), go to seats 0, 1, 0, 1 — face up (house rule)."""
    st = unfinished_deal(["9c 9d 9h", "9s 3s 4s"], DEALT)
    assert hand(st, 0) == "9c 9h As" and hand(st, 1) == "9d 3s 4s 9s"
    assert {c.text for c in st.view(1).hands[0] if c} == {"9c", "9h", "As"}
    assert {c.text for c in st.view(0).hands[1] if c} == {"9d", "9s"}
    other = unfinished_deal(["9c 9d 9h", "9s 3s 4s"], DEALT, reverse=True)
    assert hand(other, 0) == "9d 9s As" and hand(other, 1) == "9c 9h 3s 4s"
    plain = unfinished_deal(["9c 9d 9h", "9s 3s 4s"], {})
    assert hand(plain, 0) == "9c 9d 9h As" and hand(plain, 1) == "3s 4s 9s"


def test_incomplete_trick_dealt_then_shit_cards_each_by_its_own_shuffle():
    st = unfinished_deal(["9c 9d 9h", "9s 3s 4s"], {**DEALT, "ShitCards": 5})
    # dealt out: seat 0 9c 9h A♠, seat 1 9d 3s 4s 9s; both short of 5: 3♠ 4♠ handed in
    assert hand(st, 0) == "9c 9h 3s As" and hand(st, 1) == "9d 4s 9s"


def test_incomplete_trick_dealt_resample_keeps_the_public_deal():
    config = RS.config("default", DEALT, 3)
    dealt = 0
    for seed in range(40):
        st = RS.new_deal(config, 0, rng=random.Random(seed))
        rng = random.Random(seed)
        while st.view(0).info["phase"] == 1:
            st.apply(rng.choice(st.legal_actions()))
        if not st.dealt.get("lasttrick_order") or st.to_move is None:
            continue
        dealt += 1
        for seat in range(3):
            world = st.resample(seat, random.Random(seat))
            assert world.view(seat) == st.view(seat)
            replay = RS.new_deal(world.config, world.dealer, layout=world.layout())
            for _, action in world.history:
                replay.apply(action)
            assert replay.locations() == world.locations()
    assert dealt >= 3


# --- SluffOwnRankOnly -------------------------------------------------------------------

OWN = {"SluffOwnRankOnly": True}


def test_own_rank_sluffs_example_9_1():
    """9.1 under SluffOwnRankOnly: C may sluff his 9♠ (C played 9♦ and Q♦), A his 7♦ (A
    played 7♠); B is skipped as before."""
    st = deal(["7s 7d 2c", "9h 9c Ks", "9d Qd 9s"], "3c 4c 5c 6c 8c Tc Jc Qc", options=OWN)
    for action in ["play 7s", "play 9c 9h", "play 9d", "play Ks", "play Qd"]:
        st.apply(action)
    assert st.to_move == 2 and st.legal_texts() == ["sluff 9s", "pass"]
    st.apply("sluff 9s")
    assert st.to_move == 0 and st.legal_texts() == ["sluff 7d", "pass"]


def test_own_rank_sluffs_only_the_ranks_one_played():
    """A holds a 9 (a rank in the trick, played by B and C) but played a 7: under the option
    he is skipped (SG-13a), and resample then knows he holds no 7 only."""
    from game.games.skitgubbe.timeline import FORBID_RANKS

    hands = ["7s 9s 2c", "9h 9c Ks", "9d Qd 3d"]
    st = deal(hands, "3c 4c 5c 6c 8c Tc Jc Qc", options=OWN)
    for action in ["play 7s", "play 9c 9h", "play 9d", "play Ks", "play Qd"]:
        st.apply(action)
    assert (0, FORBID_RANKS, 1 << 7) in st.tl
    assert st.to_move == 1  # B leads the next trick: nobody could sluff
    plain = deal(hands, "3c 4c 5c 6c 8c Tc Jc Qc")
    for action in ["play 7s", "play 9c 9h", "play 9d", "play Ks", "play Qd"]:
        plain.apply(action)
    assert plain.to_move == 0 and plain.legal_texts() == ["sluff 9s", "pass"]
    with pytest.raises(IllegalAction, match="rank already in the trick"):
        plain.apply("sluff 2c")


def test_own_rank_sluff_reason_names_the_rule():
    st = deal(["7s 7d 9s", "9h 9c Ks", "9d Qd 3d"], "3c 4c 5c 6c 8c Tc Jc Qc", options=OWN)
    for action in ["play 7s", "play 9c 9h", "play 9d", "play Ks", "play Qd"]:
        st.apply(action)
    assert st.to_move == 0
    with pytest.raises(IllegalAction, match="a rank you played to this trick"):
        st.apply("sluff 9s")


# --- CompulsoryTies ---------------------------------------------------------------------

TIES = {"CompulsoryTies": True}


def test_compulsory_ties_example_9_1_c_must_play_a_nine():
    """9.1 under CompulsoryTies: C can tie B's 9s, so must play 9s (he chose 9♦); in the
    bout he holds no K and plays his Q♦ freely."""
    st = deal(["7s 7d 2c", "9h 9c Ks", "9d Qd 9s"], "3c 4c 5c 6c 8c Tc Jc Qc", options=TIES)
    st.apply("play 7s")
    assert "play 9c 9h" in st.legal_texts() and "play Ks" in st.legal_texts()  # B cannot tie
    st.apply("play 9c 9h")
    assert sorted(st.legal_texts()) == ["play 9d", "play 9d 9s", "play 9s"]
    with pytest.raises(IllegalAction, match="You can tie, so you must: play your 9s"):
        st.apply("play Qd")
    for action in ["play 9d", "play Ks", "play Qd"]:
        st.apply(action)
    assert st.view(0).info["winner"] == 1


def test_compulsory_ties_with_the_highest_rank_one_can_tie():
    st = deal(["5c 2d 3d", "8c 2h 3h", "5d 8d Kd"], "4c 6c 7c 9c Tc Jc Qc", options=TIES)
    st.apply("play 5c")
    st.apply("play 8c")
    assert st.legal_texts() == ["play 8d"]  # not the 5♦, not the K♦


def test_compulsory_ties_no_chance_when_one_can_tie():
    opts = {**TIES, "TakeAChance": True}
    st = deal(["5c 2d 3d", "5h 2h 3h", "8d 9d Kd"], "4c 6c 7c 9c Tc Jc Qc", options=opts)
    assert "chance" in st.legal_texts()  # nothing to tie yet
    st.apply("play 5c")
    assert st.legal_texts() == ["play 5h"]
    with pytest.raises(IllegalAction, match="no chance"):
        st.apply("chance")


def test_compulsory_ties_what_a_play_shows_goes_to_resample():
    from game.games.skitgubbe.timeline import FORBID_RANKS

    st = deal(["5c 2d 3d", "8c 2h 3h", "5d 8d Kd"], "4c 6c 7c 9c Tc Jc Qc", options=TIES)
    st.apply("play 5c")
    st.apply("play 2h")  # B did not tie: he holds no 5
    assert (1, FORBID_RANKS, 1 << 5) in st.tl
    st.apply("play 5d")  # C tied the 5, the highest he could: no other played rank above 5
    assert not [e for e in st.tl if e[0] == 2 and e[1] == FORBID_RANKS]


# --- TiedRanksBeatUnique ----------------------------------------------------------------

TIED = {"TiedRanksBeatUnique": True}
STOCK = "2c 3c 4c 6c 7c 9c Tc Jc Qc"


def test_tied_ranks_example_9_1_the_tied_nines_go_to_a_bout():
    st = deal(["7s 7d 2c", "9h 9c Ks", "9d Qd 9s"], "3c 4c 5c 6c 8c Tc Jc Qc", options=TIED)
    for action in ["play 7s", "play 9c 9h", "play 9d"]:
        st.apply(action)
    assert st.to_move == 1 and st.view(0).info["round"] == [1, 2]


def test_tied_ranks_a_lower_tied_rank_beats_a_higher_single_one():
    """A 5, B K, C 5, D 8: the 5 was played by two players, so A and C play a bout
    although B's K is the highest rank."""
    st = deal(["5h 2d 3d", "Kh 2h 3h", "5d 8d Kd", "8h 2s 3s"], STOCK, options=TIED)
    for action in ["play 5h", "play Kh", "play 5d", "play 8h"]:
        st.apply(action)
    assert st.view(0).info["round"] == [0, 2] and st.to_move == 0
    plain = deal(["5h 2d 3d", "Kh 2h 3h", "5d 8d Kd", "8h 2s 3s"], STOCK)
    for action in ["play 5h", "play Kh", "play 5d", "play 8h"]:
        plain.apply(action)
    assert plain.view(0).info["winner"] == 1  # SG-10: the K wins


def test_tied_ranks_the_highest_tied_rank_goes_to_the_bout():
    st = deal(["5h 2d 3d", "8s 2h 3h", "5d 9d Kd", "8h 2s 3s"], STOCK, options=TIED)
    for action in ["play 5h", "play 8s", "play 5d", "play 8h"]:
        st.apply(action)
    assert st.view(0).info["round"] == [1, 3] and st.to_move == 1


def test_tied_ranks_without_a_tie_the_highest_rank_wins():
    st = deal(["5h 2d 3d", "8s 2h 3h", "Kd 9d 4d"], STOCK, options=TIED)
    for action in ["play 5h", "play 8s", "play Kd"]:
        st.apply(action)
    assert st.to_move == 2 and len(st.locations()["won2"]) == 3  # nobody could sluff


# --- UnlimitedSluff ---------------------------------------------------------------------

UNLIMITED = {"UnlimitedSluff": True}
EXAMPLE_9_1 = ["play 7s", "play 9c 9h", "play 9d", "play Ks", "play Qd", "sluff 9s", "sluff 7d"]


def test_unlimited_sluff_example_9_1_the_card_drawn_after_a_sluff_may_be_sluffed():
    """9.1 under UnlimitedSluff: A draws the Q♣ after sluffing his 7♦; the turn comes round
    again (B and C hold nothing of the trick's ranks) and A may sluff it — SG-13 alone
    forbids that. A whole round without a sluff ends the sluffing."""
    hands = ["7s 7d 2c", "9h 9c Ks", "9d Qd 9s"]
    st = deal(hands, "3c 4c 5c 6c 8c Tc Jc Qc 2d", options=UNLIMITED)
    for action in EXAMPLE_9_1:
        st.apply(action)
    assert hand(st, 0) == "2c 3c Qc"
    assert st.to_move == 0 and st.legal_texts() == ["sluff Qc", "pass"]
    st.apply("sluff Qc")  # he draws the 2♦: nobody holds a rank of the trick any more
    assert st.to_move == 1 and len(st.locations()["won1"]) == 9
    plain = deal(hands, "3c 4c 5c 6c 8c Tc Jc Qc")
    for action in EXAMPLE_9_1:
        plain.apply(action)
    assert plain.to_move == 1 and len(plain.locations()["won1"]) == 8


def test_unlimited_sluff_ends_after_a_whole_round_of_passes():
    hands = ["7s 7d 2c", "9h 9c Ks", "9d Qd 9s"]
    st = deal(hands, "3c 4c 5c 6c 8c Tc Jc Qc", options=UNLIMITED)
    for action in EXAMPLE_9_1:
        st.apply(action)
    st.apply("pass")  # A keeps his Q♣; B and C are skipped: the round is quiet
    assert st.to_move == 1 and len(st.locations()["won1"]) == 8


# --- every option: resample keeps the view in random deals --------------------------------

ADDED = [
    BOTTOM,
    FORCED,
    {**BOTTOM, **FORCED},
    STOCK_END,
    {**STOCK_END, "TwoCardTricks": True},
    LOWEST,
    EXPOSED,
    {"CompleteSuit": True},
    ANTI,
    {**ANTI, **FORCED, **BOTTOM},
    {"ShitCards": 7},
    {"ShitCards": -1, **STOCK_END},
    DEALT,
    {**DEALT, "ShitCards": 5, "TwoCardTricks": True},
    OWN,
    TIES,
    {**TIES, "TakeAChance": True, **OWN},
    {**TIED, **OWN},
    {**TIED, **TIES, "TwoCardTricks": True},
    UNLIMITED,
    {**UNLIMITED, **OWN, **TIED},
]


@pytest.mark.parametrize("options", ADDED, ids=lambda o: "+".join(o))
@pytest.mark.parametrize("players", [2, 3, 5])
def test_resample_keeps_every_seats_view_with_the_option_on(options, players):
    config = RS.config("default", options, players)
    rng = random.Random(players)
    for _ in range(2):
        st = RS.new_deal(config, rng.randrange(players), rng=rng, totals=(0,) * players)
        step = 0
        while st.to_move is not None:
            if step % 7 == 0:
                for seat in range(players):
                    assert st.resample(seat, random.Random(step)).view(seat) == st.view(seat)
            st.apply(rng.choice(st.legal_actions()))
            step += 1


def test_help_lists_every_option_and_which_combine():
    from game.games.skitgubbe.help import DEFAULT
    from game.games.skitgubbe.options import OPTIONS, REFUSED

    assert {name for name, _ in DEFAULT.options} == {o.name for o in OPTIONS}
    combining = dict(DEFAULT.sections)["Combining options"]
    for a, b, _ in REFUSED:
        assert f"{a} with {b}" in combining
        with pytest.raises(ConfigError, match=f"{a} cannot be combined with {b}"):
            RS.config("default", {a: True, b: True}, 3)


@pytest.mark.parametrize("options", ADDED, ids=lambda o: "+".join(o))
@pytest.mark.parametrize("players", [2, 4])
def test_rule_based_players_play_legally_to_the_end_with_the_option_on(options, players):
    from ai.agent import Observation
    from game.games.skitgubbe.cpu import SkitgubbeAgent

    config = RS.config("default", options, players)
    rng = random.Random(players)
    agents = [SkitgubbeAgent(), SkitgubbeAgent(noise=0.5)]
    for d in range(3):
        st = RS.new_deal(config, d % players, rng=rng)
        while st.to_move is not None:
            action = agents[st.to_move % 2].choose(Observation(st, st.to_move), rng)
            assert action in st.legal_actions()
            st.apply(action)
        assert st.outcome() is not None


def test_singles_only_status_line_asks_for_one_card_not_a_run():
    """SinglesOnly (SG-22): a phase-2 lead is one card, and the status line says so."""
    for options, words in [({}, "lead any card or a run"), ({"SinglesOnly": True}, "lead any one card")]:
        st = phase2(["4d 5d 3h", "Kc 5c", "6s 9s"], "d", options=options)
        assert words in TABLE.status(st.view(0), st.config)
        assert ("play 4d 5d" in st.legal_texts()) == (not options)
