"""Huutopussi: deal, auction, exchange, contract, trick play (HP-1 … HP-20), scoring and
the match (HP-28 … HP-33), every worked example of the rules file in both presets.

Marriages are in test_huutopussi_marriages.py; views, resampling and perft in
test_huutopussi_knowledge.py.
"""

from __future__ import annotations

import random

import pytest

from game.games.huutopussi.options import rules_for
from game.games.huutopussi.scoring import hand_scores
from game.rules import IllegalAction, LayoutError, get_ruleset, parse_card
from game.rules.cards import deck_36

RS = get_ruleset("huutopussi")

# A deal where nobody can demand a redeal (each hand has an A, K or Q and at most two 6s,
# also under the ace-ten ranking). Seat 0 is South (P1 when seat 3 deals).
PLAIN = [
    "Ac Kc 6c 6d 7d 8h Th 9s 7s",
    "Qc Jc Tc Ad 8d 9h Jh 8s 6s",
    "9c 8c 7c Kd Qd 6h 7h Ts Js",
    "Td 9d Jd Ah Kh Qh As Ks Qs",
]


def deal(hands, *, preset="default", options=None, dealer=3, totals=None):
    """A deal from four hands (text, 9 cards each)."""
    config = RS.config(preset, options or {})
    return RS.new_deal(config, dealer, layout={"hands": [h.split() for h in hands]}, totals=totals)


def to_play(hands, *, preset="default", options=None, give=None, contract=50, totals=None):
    """South opens 50, everyone passes; North gives ``give`` (default: its first 3 cards) and
    South returns the same cards; contract ``contract``. The state at the first lead."""
    st = deal(hands, preset=preset, options=options, totals=totals)
    st.apply("bid 50")
    while st.declarer < 0:
        st.apply("pass")
    cards = give or " ".join(hands[2].split()[:3])
    st.apply(f"give {cards}")
    if preset == "pagat":
        st.apply(f"contract {contract}")
        st.apply(f"return {cards}")
    else:
        st.apply(f"return {cards}")
        st.apply(f"contract {contract}")
    return st


def phase(st):
    return st.view(0).phase


def texts(actions):
    return [str(a) for a in actions]


def plays(st):
    """The legal cards to play, in canonical order (suit c d h s, then 6 … 9 T J Q K A)."""
    return [a.cards[0].text for a in st.legal_actions() if a.kind == "play"]


# --- deck and deal ------------------------------------------------------------------------
def test_hp2_hp9_deal_36_cards_9_each_one_at_a_time_from_dealers_left():
    config = RS.config("default")
    st = RS.new_deal(config, 1, rng=random.Random(5))
    hands = st.layout()["hands"]
    assert [len(h) for h in hands] == [9, 9, 9, 9]
    cards = {parse_card(t) for h in hands for t in h}
    assert len(cards) == 36 and {c.rank for c in cards} == set(range(6, 15))
    # HP-9: the first card off the shuffled pack goes to the dealer's left (seat 2).
    order = list(range(36))
    random.Random(5).shuffle(order)
    from game.games.huutopussi.cards import CARDS

    assert CARDS[order[0]].text in hands[2] and CARDS[order[1]].text in hands[3]


def test_layout_round_trip_and_errors():
    st = deal(PLAIN)
    canonical = [sorted(h.split(), key=lambda t: parse_card(t).sort_key()) for h in PLAIN]
    assert st.layout() == {"hands": canonical}
    bad = [h.split() for h in PLAIN]
    bad[0][0] = "5c"
    with pytest.raises(LayoutError, match="not in the Huutopussi deck"):
        RS.new_deal(RS.config(), 0, layout={"hands": bad})
    bad[0][0] = "Kc"
    with pytest.raises(LayoutError, match="appears more than once"):
        RS.new_deal(RS.config(), 0, layout={"hands": bad})
    with pytest.raises(LayoutError, match="9 cards"):
        RS.new_deal(RS.config(), 0, layout={"hands": [h.split()[:8] for h in PLAIN]})
    with pytest.raises(LayoutError, match="no pile"):
        RS.new_deal(RS.config(), 0, layout={"hands": [h.split() for h in PLAIN], "skat": []})


def test_ruleset_presets_and_options():
    assert RS.teams and set(RS.presets) == {"default", "pagat"}
    assert {o.name for o in RS.preset("pagat").options} == {
        "NoLapari", "Porvoo", "NoHuutokielto", "OriginalCardValues", "LastTrick10", "BridgeOrderMarriages",
        "ThreePlayer", "ErlangenMarjapussi",
    }  # fmt: skip
    assert RS.preset("default").players == (4, 3)


# --- auction ------------------------------------------------------------------------------
def test_hp10_hp11_first_player_must_bid_at_least_50():
    st = deal(PLAIN)
    assert st.to_move == 0  # HP-10: left of the dealer (seat 3)
    legal = texts(st.legal_actions())
    assert legal[0] == "bid 50" and legal[-1] == "bid 440" and len(legal) == 79
    assert "pass" not in legal and "redeal" not in legal
    with pytest.raises(IllegalAction, match="must bid"):
        st.apply("pass")


def test_hp11_bids_rise_in_fives_passed_players_are_out_and_the_auction_goes_round():
    st = deal(PLAIN)
    st.apply("bid 60")
    assert texts(st.legal_actions())[:2] == ["bid 65", "bid 70"] and "pass" in texts(st.legal_actions())
    with pytest.raises(IllegalAction, match="not higher than 60"):
        st.apply("bid 60")
    with pytest.raises(IllegalAction, match="multiples of 5"):
        st.apply("bid 63")
    st.apply("pass")  # seat 1
    st.apply("bid 70")  # seat 2
    st.apply("bid 75")  # seat 3
    assert st.to_move == 0
    st.apply("bid 80")
    assert st.to_move == 2  # seat 1 passed and is skipped
    st.apply("pass")
    st.apply("pass")  # seat 3
    assert st.declarer == 0 and st.final_bid == 80 and phase(st) == "give" and st.to_move == 2


def test_hp11_a_bid_of_440_ends_the_auction():
    st = deal(PLAIN)
    st.apply("bid 55")
    st.apply("bid 440")
    assert st.declarer == 1 and st.final_bid == 440 and st.to_move == 3


def test_hp14_opening_50_and_three_passes():
    st = deal(PLAIN)
    for a in ("bid 50", "pass", "pass", "pass"):
        st.apply(a)
    assert (st.declarer, st.final_bid, st.to_move) == (0, 50, 2)


REDEAL_SIXES = [  # South holds three 6s (and an ace)
    "6c 6d 6h Ac 7d 8h Th 9s 7s",
    "Qc Jc Tc Ad 8d 9h Jh 8s 6s",
    "9c 8c 7c Kd Qd Kc 7h Ts Js",
    "Td 9d Jd Ah Kh Qh As Ks Qs",
]
REDEAL_TENS = [  # East holds no A, K or Q, but tens (a redeal by default, not under Pagat)
    "Ac Kc 6c 6d 7d 8h Ah 6s 7s",
    "Td 9d Jd 9c Kh Qh As Ks Qs",
    "Qc 8c 7c Kd Qd 6h 7h Ad Js",
    "Tc Jc Th Ts 8d 9h Jh 8s 9s",
]


def test_redeal_fixture_is_a_deck():
    deck = sorted(c.text for c in deck_36())
    for hands in (REDEAL_SIXES, REDEAL_TENS, PLAIN):
        assert sorted(t for hand in deal(hands).layout()["hands"] for t in hand) == deck


def test_hp12_redeal_with_three_sixes_at_the_first_turn_only():
    st = deal(REDEAL_SIXES)
    assert "redeal" in texts(st.legal_actions())  # the opener may demand instead of bidding
    st.apply("redeal")
    out = st.outcome()
    assert out.scores == (0, 0, 0, 0) and out.next_dealer is None and "redeal" in out.summary
    assert st.view(1).hands[0] == tuple(sorted(st.view(0).hands[0], key=lambda c: c.sort_key()))
    # Not at a later turn:
    st = deal(REDEAL_SIXES)
    for a in ("bid 50", "pass", "pass", "bid 60"):
        st.apply(a)
    assert st.to_move == 0 and "redeal" not in texts(st.legal_actions())


def test_hp12_no_card_above_a_jack_depends_on_the_ranking():
    st = deal(REDEAL_TENS)
    for a in ("bid 50", "pass", "pass"):
        st.apply(a)
    assert st.to_move == 3 and "redeal" in texts(st.legal_actions())  # no A, K, Q
    st = deal(REDEAL_TENS, preset="pagat")
    for a in ("bid 50", "pass", "pass"):
        st.apply(a)
    assert st.to_move == 3 and "redeal" not in texts(st.legal_actions())  # [Pagat] tens count
    with pytest.raises(IllegalAction, match="three 6s or no card higher than a jack"):
        st.apply("redeal")


BANNED = (-500, 0, -500, 0)  # North-South at -500: huutokielto (HP-13)


def test_hp13_huutokielto_forced_opening_50_without_a_decision():
    st = deal(PLAIN, preset="pagat", totals=BANNED)
    # South (banned, no redeal hand) makes the compulsory 50 without a decision.
    assert st.to_move == 1 and st.bid == 50 and st.history == []
    assert st.log[0][0] == 0 and str(st.log[0][1]) == "bid 50"
    assert "bid 55" in texts(st.legal_actions())
    st.apply("bid 60")
    # North (banned) passes without a decision; East is next.
    assert st.to_move == 3 and str(st.log[-1][1]) == "pass" and st.log[-1][0] == 2
    st.apply("pass")
    # South may make no further bid: he passes automatically and West declares at 60.
    assert (st.declarer, st.final_bid) == (1, 60)
    assert [(s, str(a)) for s, a in st.view(3).history] == [
        (0, "bid 50"), (1, "bid 60"), (2, "pass"), (3, "pass"), (0, "pass"),
    ]  # fmt: skip
    assert st.view(0).info["banned"] == [0, 2]


def test_hp13_banned_opener_may_still_demand_a_redeal_and_three_passes_make_him_declarer():
    st = deal(REDEAL_SIXES, preset="pagat", totals=BANNED)
    assert st.to_move == 0 and texts(st.legal_actions()) == ["bid 50", "redeal"]
    st.apply("bid 50")
    st.apply("pass")
    st.apply("pass")
    assert (st.declarer, st.final_bid) == (0, 50)  # HP-14


def test_hp13_only_under_pagat_and_not_with_no_huutokielto():
    assert deal(PLAIN, totals=BANNED).to_move == 0
    st = deal(PLAIN, preset="pagat", options={"NoHuutokielto": True}, totals=BANNED)
    assert st.to_move == 0 and len(st.legal_actions()) == 79


# --- exchange and contract ----------------------------------------------------------------
def test_hp15_hp16_hp17_exchange_then_contract_default_order():
    st = deal(PLAIN)
    for a in ("bid 50", "pass", "bid 70", "pass", "pass"):
        st.apply(a)
    assert (st.declarer, st.to_move, phase(st)) == (2, 0, "give")
    assert len(st.legal_actions()) == 84  # 3 of 9
    st.apply("give 7s Ac Kc")
    assert str(st.history[-1][1]) == "give Kc Ac 7s"  # canonical order
    assert phase(st) == "return" and st.to_move == 2 and len(st.legal_actions()) == 220  # 3 of 12
    st.apply("return Ac 9c 8c")  # may include cards just received (HP-16)
    assert {c.text for c in st.locations()["hand0"]} == {"Ac", "9c", "8c", "6c", "6d", "7d", "8h", "Th", "9s"}
    assert phase(st) == "contract" and st.to_move == 2
    legal = texts(st.legal_actions())
    assert legal[0] == "contract 70" and legal[-1] == "contract 440" and len(legal) == 75
    with pytest.raises(IllegalAction, match="from your bid 70"):
        st.apply("contract 65")
    st.apply("contract 100")
    assert phase(st) == "play" and st.to_move == 2 and st.view(1).info["contract"] == 100  # HP-18


def test_hp17_pagat_contract_before_returning():
    st = deal(PLAIN, preset="pagat")
    for a in ("bid 50", "pass", "pass", "pass", "give 9c 8c 7c"):
        st.apply(a)
    assert phase(st) == "contract" and len(st.locations()["hand0"]) == 12
    st.apply("contract 55")
    assert phase(st) == "return"
    st.apply("return 9c 8c 7c")
    assert phase(st) == "play" and st.to_move == 0


def test_hp17_contract_440_is_not_asked():
    st = deal(PLAIN)
    for a in ("bid 440", "give 9c 8c 7c", "return 9c 8c 7c"):
        st.apply(a)
    assert phase(st) == "play" and st.contract == 440
    assert [str(a) for _, a in st.history][-1] == "return 7c 8c 9c"
    assert str(st.log[-1][1]) == "contract 440"


# --- play: HP-18 … HP-20 ------------------------------------------------------------------
FOLLOW = [
    "9c Ah Kh Qh 6d 7d 8d 6s 7s",  # South leads the 9c
    "Jc 6c Ad Kd Qd 8h 9h Th 8s",  # West: only the jack beats
    "8c 7c Jd Td 9d Jh 7h 6h 9s",  # North: cannot beat, any club
    "Qc Tc Ac Kc Ts Js Qs Ks As",  # East: must beat his partner's jack
]


def test_hp18_declarer_leads_without_trumps():
    st = to_play(PLAIN)
    assert st.to_move == 0 and st.trump < 0 and len(plays(st)) == 9 and st.view(0).info["trump"] is None


def test_hp19_1_must_follow_and_beat_even_the_partners_card():
    st = to_play(FOLLOW, give="9s 6h 7h")
    st.apply("play 9c")
    assert plays(st) == ["Jc"]  # the 6 does not beat the 9
    st.apply("play Jc")
    assert plays(st) == ["7c", "8c"]  # cannot beat: any club
    st.apply("play 7c")
    # East must beat his partner West's jack; never obliged to play the highest.
    assert plays(st) == ["Qc", "Kc", "Ac"]
    with pytest.raises(IllegalAction, match="beat the jack of clubs"):
        st.apply("play Tc")
    with pytest.raises(IllegalAction, match="You do not hold"):
        st.apply("play 6d")
    st.apply("play Qc")
    assert st.to_move == 3  # HP-20: the queen wins; East leads


def test_hp3_hp19_pagat_ten_beats_king():
    hands = [
        "Kc Ah Qh Jh 6d 7d 8d 6s 7s",
        "Tc 6c Ad Kd Qd 8h 9h Th 8s",
        "8c 7c Jd Td 9d Kh 7h 6h 9s",
        "Qc Jc Ac 9c Ts Js Qs Ks As",
    ]
    st = to_play(hands, give="9s 6h 7h")
    st.apply("play Kc")
    assert plays(st) == ["6c", "Tc"]  # default order A K Q J 10: the ten is below the king
    st = to_play(hands, preset="pagat", give="9s 6h 7h")
    st.apply("play Kc")
    assert plays(st) == ["Tc"]  # [Pagat] A 10 K: the ten beats the king


TRUMPS = [
    "Kc Qc Ah 6d 7s 8s 9s Ts As",  # South: wins the Ah and declares clubs
    "9c 6h 7h 8h 9h Th Jh Qh Kh",  # West: one club, no diamonds, no spades
    "7d 8d 9d Td Jd Qd Kd Ad 6s",  # North: diamonds
    "6c 7c 8c Tc Jc Ac Js Qs Ks",  # East: clubs, no diamonds
]


def test_hp19_2_void_must_trump_overtrump_and_a_trumped_trick_frees_the_suit():
    st = to_play(TRUMPS, give="7d 8d 9d")
    st.apply("play Ah")
    st.apply("play 6h")
    assert len(plays(st)) == 9  # HP-19.3: North void in hearts, no trump suit yet: anything
    st.apply("play 6s")
    st.apply("play Js")
    st.apply("marry c")  # HP-25: clubs are trumps
    st.apply("play 6d")
    assert plays(st) == ["9c"]  # West, void in diamonds, must trump
    with pytest.raises(IllegalAction, match="must play a trump"):
        st.apply("play Kh")
    st.apply("play 9c")
    # North holds diamonds but the trick is trumped: no diamond can beat, any diamond (HP-19.1).
    assert plays(st) == ["7d", "8d", "9d", "Td", "Jd", "Qd", "Kd", "Ad"]
    st.apply("play Ad")
    assert plays(st) == ["Tc", "Jc", "Ac"]  # East must overtrump the 9c
    with pytest.raises(IllegalAction, match="overtrump"):
        st.apply("play 6c")
    st.apply("play Tc")
    assert st.to_move == 3  # HP-20: the highest trump wins
    st.apply("play Qs")
    assert plays(st) == ["As"]  # South must beat the queen
    st.apply("play As")
    assert len(plays(st)) == 7  # West: void in spades and out of trumps: anything (HP-19.3)
    st.apply("play 7h")
    st.apply("play 7d")
    assert "marry c" not in texts(st.legal_actions()) and not st.may_declare  # won, but did not lead
    st.apply("play Kc")  # a trump lead: East must follow with a higher trump
    st.apply("play 8h")
    st.apply("play 8d")
    assert plays(st) == ["Ac"]


def test_hp19_2_void_with_only_lower_trumps_plays_any_trump():
    hands = TRUMPS[:]
    hands[1] = hands[1].replace("9c", "Ac")
    hands[3] = hands[3].replace("Ac", "9c")
    st = to_play(hands, give="7d 8d 9d")
    for a in ("play Ah", "play 6h", "play 6s", "play Js", "marry c", "play 6d", "play Ac", "play 7d"):
        st.apply(a)
    assert plays(st) == ["6c", "7c", "8c", "9c", "Tc", "Jc"]


def test_hp20_trick_winner_without_trumps_is_the_highest_card_of_the_suit_led():
    st = to_play(FOLLOW, give="9s 6h 7h")
    for a in ("play 9c", "play Jc", "play 8c", "play Ac"):
        st.apply(a)
    info = st.view(0).info
    assert st.to_move == 3 and info["tricks"] == [0, 1] and info["card_points"] == [0, 15]
    st.apply("play As")  # East leads a spade; South (6s 7s) cannot beat: any spade
    assert plays(st) == ["6s", "7s"]
    st.apply("play 6s")
    st.apply("play 8s")
    st.apply("play 9s")  # North follows low
    assert st.to_move == 3


# --- scoring: every worked example (HP-28 … HP-31) ----------------------------------------
def rules(preset, **options):
    return rules_for(RS.config(preset, options))


@pytest.mark.parametrize(
    "bid, contract, ours, theirs, their_tricks, default, pagat",
    [
        (80, 100, 95 + 20 + 80, 45 + 60, 3, (100, 0), (100, 105)),  # example 1
        (120, 150, 110 + 20, 30, 2, (-120, 30), (-150, 30)),  # example 2
        (180, 200, 140 + 20 + 100, 0, 0, (200, 0), (200, -180)),  # example 3: läpäri
        (180, 300, 260, 0, 0, (-180, 0), (-300, -180)),  # example 4: both teams lose
        (50, 50, 70, 90, 4, (50, 0), (50, 90)),  # example 5: forced opening
    ],
)
def test_hp29_hp30_hp31_worked_examples(bid, contract, ours, theirs, their_tricks, default, pagat):
    assert hand_scores(rules("default"), bid, contract, ours, theirs, their_tricks) == default
    assert hand_scores(rules("pagat"), bid, contract, ours, theirs, their_tricks) == pagat


def test_hp31_options_nolapari_and_porvoo():
    # Example 3 and 4 with the options: opponents without a trick.
    assert hand_scores(rules("pagat", NoLapari=True), 180, 200, 260, 0, 0) == (200, 0)
    assert hand_scores(rules("pagat", Porvoo=True), 180, 200, 260, 0, 0) == (200, -200)
    assert hand_scores(rules("pagat", Porvoo=True), 180, 300, 260, 0, 0) == (-300, 0)
    # House rule: Porvoo decides when both are set.
    assert hand_scores(rules("pagat", Porvoo=True, NoLapari=True), 180, 200, 260, 0, 0) == (200, -200)
    # With a trick, nothing changes.
    assert hand_scores(rules("pagat", Porvoo=True), 80, 100, 195, 105, 3) == (100, 105)


def test_hp4_hp5_hp6_hp28_values_and_options():
    r = rules("default")
    from game.games.huutopussi.cards import CARDS

    assert sum(r.points) == 140 and r.last_trick == 20 and r.marriage == (60, 80, 100, 40)
    assert sum(r.marriage) + 140 + 20 == 440  # HP-7
    o = rules("default", OriginalCardValues=True, LastTrick10=True, BridgeOrderMarriages=True)
    assert sum(o.points) == 120 and o.last_trick == 10 and o.marriage == (40, 60, 80, 100)
    assert {CARDS[i].text: p for i, p in enumerate(o.points) if CARDS[i].suit == "h" and p} == {
        "Ah": 11, "Th": 10, "Kh": 4, "Qh": 3, "Jh": 2,
    }  # fmt: skip


@pytest.mark.parametrize("preset", ["default", "pagat"])
@pytest.mark.parametrize("options", [{}, {"OriginalCardValues": True, "LastTrick10": True}])
def test_hp28_full_deals_score_every_card_once(preset, options):
    rng = random.Random(11)
    total = 120 + 10 if options else 140 + 20
    for k in range(30):
        st = RS.new_deal(RS.config(preset, options), k % 4, rng=rng)
        while st.to_move is not None:
            st.apply(rng.choice(st.legal_actions()))
        out = st.outcome()
        if st.redealer >= 0:
            continue
        totals = out.extra["team_totals"]
        marriages = sum(m["points"] for m in st.view(0).info["marriages"])
        assert sum(totals) == total + marriages
        d = st.declarer % 2
        assert out.scores[d] == out.scores[d + 2] and out.scores[1 - d] == out.scores[3 - d]
        expected = hand_scores(
            st.rules, st.final_bid, st.contract, totals[d], totals[1 - d], out.extra["team_tricks"][1 - d]
        )
        assert (out.scores[d], out.scores[1 - d]) == expected
        assert out.extra["made"] == (totals[d] >= st.contract)


# --- the match: HP-33 ---------------------------------------------------------------------
@pytest.mark.parametrize(
    "totals, over, winner",
    [
        ((490, 300, 490, 300), False, None),
        ((500, 300, 500, 300), True, [0, 2]),
        ((300, 510, 300, 510), True, [1, 3]),
        ((520, 560, 520, 560), True, [1, 3]),  # both: the higher total wins
        ((540, 540, 540, 540), False, None),  # house rule: equal totals play another hand
        ((-600, 100, -600, 100), False, None),
    ],
)
def test_hp33_game_to_500(totals, over, winner):
    for preset in ("default", "pagat"):
        p = RS.preset(preset)
        config = RS.config(preset)
        assert p.match_end(config, 3, totals) is over
        assert p.winner(config, totals) == winner


def reason(st, action):
    with pytest.raises(IllegalAction) as exc:
        st.apply(action)
    return exc.value.reason


def test_hp11_hp13_auction_reasons_say_what_the_player_may_do():
    # HP-11: the opener is told about a redeal only when his hand allows one (HP-12).
    assert reason(deal(PLAIN), "pass") == "The first player must bid at least 50"
    assert reason(deal(REDEAL_SIXES), "pass") == "The first player must bid at least 50 or demand a redeal"
    # HP-13: a banned opener must open 50 (it is not that he may not bid at all).
    st = deal(REDEAL_SIXES, preset="pagat", totals=BANNED)
    expected = "Your team is at -500 or lower (huutokielto): open with 50 or demand a redeal"
    assert reason(st, "bid 60") == expected and reason(st, "pass") == expected


def test_hp17_contract_reason_outside_the_contract_words():
    st = deal(PLAIN)
    for a in ("bid 50", "pass", "pass", "pass", "give 9c 8c 7c", "return 9c 8c 7c"):
        st.apply(a)
    assert reason(st, "play Ac") == "Announce your contract: a multiple of 5 from your bid 50 to 440"


def test_illegal_reasons_are_words_for_players():
    st = deal(PLAIN)
    with pytest.raises(IllegalAction, match="A redeal needs"):
        st.apply("redeal")
    st.apply("bid 50")
    with pytest.raises(IllegalAction, match="Bids are multiples of 5"):
        st.apply("bid 445")
    for a in ("pass", "pass", "pass"):
        st.apply(a)
    with pytest.raises(IllegalAction, match="Choose 3 cards"):
        st.apply("give 9c 8c")
    with pytest.raises(IllegalAction, match="your own hand"):
        st.apply("give Ac 8c 9c")
    st.apply("give 9c 8c 7c")
    st.apply("return 9c 8c 7c")
    st.apply("contract 50")
    with pytest.raises(IllegalAction, match="led and won"):
        st.apply("marry c")
