"""Huutopussi views and resampling: the exchange, shown marriages, what HP-19 plays and
failed asks prove, what ``to_move`` reveals; a reference check of HP-19 and perft counts."""

from __future__ import annotations

import random

import pytest

from game.rules import get_ruleset

from .test_marriages import A, C, run
from .test_rules import BANNED, deal, plays, to_play

RS = get_ruleset("huutopussi")
SEEDS = range(40)


def hand(state, seat):
    return {c.text for c in state.locations()[f"hand{seat}"]}


def resamples(st, seat):
    """Resamples of ``st`` for ``seat``, each checked to replay from its own layout."""
    out = []
    for seed in SEEDS:
        r = st.resample(seat, random.Random(seed))
        assert r.view(seat) == st.view(seat)
        replay = RS.new_deal(r.config, r.dealer, layout=r.layout(), totals=r.totals)
        for _, action in r.history:
            replay.apply(action)
        assert replay.locations() == r.locations()
        out.append(r)
    return out


def marriages_in(cards):
    return {s for s in "cdhs" if {"K" + s, "Q" + s} <= cards}


# --- the exchange (HP-15, HP-16) ----------------------------------------------------------
def test_exchange_is_known_to_the_partners_only():
    st = deal(A)
    run(st, ["bid 50", "pass", "pass", "pass", "give Kc 8d 8s"])
    assert [c.text for c in st.view(2).hands[0] if c] == ["Kc", "8d", "8s"]  # North knows what he gave
    assert st.view(1).hands[0] == (None,) * 12
    assert st.view(1).history[-1] == (2, "give 3 cards") and st.view(0).history[-1] == (2, "give Kc 8d 8s")
    st.apply("return Kc 7c 7d")
    assert [c.text for c in st.view(0).hands[2] if c] == ["7c", "Kc", "7d"]  # South knows what he returned
    assert [c.text for c in st.view(2).hands[0] if c] == ["8d", "8s"]  # ... and North what South kept
    assert st.view(3).history[-1] == (0, "return 3 cards") and set(st.view(3).hands[2]) == {None}
    st.apply("contract 60")
    for r in resamples(st, 0):
        assert {"Kc", "8d", "8s"} <= set(r.layout()["hands"][2])  # North was dealt what he gave
        assert {"Kc", "7c", "7d"} <= hand(r, 2)
    for r in resamples(st, 2):
        assert {"8d", "8s"} <= hand(r, 0) and {"7c", "7d"} <= set(r.layout()["hands"][0])
    for r in resamples(st, 1):  # an opponent's resample is still a possible exchange
        assert hand(r, 1) == hand(st, 1)


def test_resample_mid_exchange_for_every_seat():
    for preset in ("default", "pagat"):
        st = deal(A, preset=preset)
        run(st, ["bid 50", "pass", "pass", "pass", "give Kc 8d 8s"])
        for seat in range(4):
            for r in resamples(st, seat):
                assert len(hand(r, 0)) == 12 and len(hand(r, 2)) == 6


# --- what plays prove (HP-19) -------------------------------------------------------------
FOLLOW = [
    "9c Ah Kh Qh 6d 7d 8d 6s 7s",
    "Jc 6c Ad Kd Qd 8h 9h Th 8s",
    "8c 7c Jd Td 9d Jh 7h 6h 9s",
    "Qc Tc Ac Kc Ts Js Qs Ks As",
]


def test_a_player_who_did_not_beat_holds_no_card_that_beats():
    st = to_play(FOLLOW, give="9s 6h 7h")
    run(st, ["play 9c", "play Jc", "play 7c"])  # North could not beat the jack
    for r in resamples(st, 1):
        assert not {"Qc", "Kc", "Ac"} & hand(r, 2)
    run(st, ["play Qc", "play Ts", "play 6s", "play 8s", "play 9s"])  # nobody beat the ten
    for r in resamples(st, 1):
        assert {"Js", "Qs", "Ks", "As"} <= hand(r, 3)


TRUMPS = [
    "Kc Qc Ah 6d 7s 8s 9s Ts As",
    "9c 6h 7h 8h 9h Th Jh Qh Kh",
    "7d 8d 9d Td Jd Qd Kd Ad 6s",
    "6c 7c 8c Tc Jc Ac Js Qs Ks",
]


def test_voids_and_trumps_are_known():
    st = to_play(TRUMPS, give="7d 8d 9d")
    run(st, ["play Ah", "play 6h", "play 6s", "play Js", "marry c", "play 6d", "play 9c", "play Ad"])
    for r in resamples(st, 3):
        assert {"Kc", "Qc"} <= hand(r, 0)  # the shown marriage
        assert not {c for c in hand(r, 1) if c[1] == "d"}  # West trumped: void in diamonds
        assert not {c for c in hand(r, 2) if c[1] == "h"}  # North discarded on hearts
    run(st, ["play Tc", "play Qs", "play As", "play 7h"])  # West neither followed nor trumped
    for r in resamples(st, 2):
        assert not {c for c in hand(r, 1) if c[1] in "cds"}


# --- asks (HP-23) -------------------------------------------------------------------------
def test_a_failed_ask_proves_the_partner_held_no_marriage_and_not_the_half():
    st = to_play(C, give="8c 9c Tc")
    run(st, ["play Ac", "play 6c", "play 8c", "play 6h", "ask"])
    for seat in (1, 3):
        for r in resamples(st, seat):
            assert not marriages_in(hand(r, 2))
    run(st, ["play Ad", "play 6d", "play 8d", "play 6s", "ask s"])
    for seat in (1, 3):
        for r in resamples(st, seat):
            assert not marriages_in(hand(r, 2))
            assert "Qs" not in hand(r, 2) | hand(r, 0) and "Ks" in hand(r, 0)


def test_a_partner_asked_to_choose_holds_two_marriages():
    st = to_play(A, give="8c 8d 8s")
    run(st, ["play Ac", "play Jh", "play 8c", "play 6c", "ask"])
    assert st.to_move == 2
    for seat in (1, 3):
        for r in resamples(st, seat):
            assert len(marriages_in(hand(r, 2))) >= 2


def test_whether_the_answer_was_a_decision_does_not_show():
    one = A[:]  # North's Kc swapped with East's 9c: one marriage only, the same public play
    one[2] = one[2].replace("Kc", "9c")
    one[3] = one[3].replace("9c", "Kc")
    states = []
    for hands in (A, one):
        st = to_play(hands, give="8c 8d 8s")
        run(st, ["play Ac", "play Jh", "play 8c", "play 6c", "ask"])
        if st.to_move == 2:
            st.apply("answer d")
        states.append(st)
    two, single = states
    assert len(two.history) == len(single.history) + 1
    for seat in (0, 1):
        assert two.view(seat) == single.view(seat)
        a = two.resample(seat, random.Random(3))
        b = single.resample(seat, random.Random(3))
        assert a.layout() == b.layout() and a.locations() == b.locations()


def test_a_banned_player_asked_at_his_first_turn_may_demand_a_redeal():
    hands = [
        "Ac Kc 6c 6d 7d 8h Th 9s 7s",
        "Qc Jc Tc Ad 8d Qh Kh Ts As",
        "9c 8c 7c Jd 9d 6h 7h 8s Js",  # North: no A, K, Q or 10
        "Kd Td Qd Ah 9h Jh 6s Ks Qs",
    ]
    st = deal(hands, preset="pagat", totals=BANNED)
    st.apply("bid 60")  # West; South's 50 was forced
    assert st.to_move == 2 and [str(a) for a in st.legal_actions()] == ["pass", "redeal"]
    for seat in (1, 3):
        for r in resamples(st, seat):
            h = hand(r, 2)
            assert sum(c[0] == "6" for c in h) >= 3 or not any(c[0] in "AKQT" for c in h)


# --- HP-19 against a reference implementation, and perft ----------------------------------
def reference_plays(hand_cards, trick, trump, order):
    """HP-19 written out directly from the rules text, on card texts."""
    if not trick:
        return set(hand_cards)

    def beats(c, w):
        if c[1] == w[1]:
            return order.index(c[0]) > order.index(w[0])
        return c[1] == trump

    w = trick[0]
    for c in trick[1:]:
        if beats(c, w):
            w = c
    led = trick[0][1]
    follow = {c for c in hand_cards if c[1] == led}
    if follow:
        higher = {c for c in follow if w[1] == led and order.index(c[0]) > order.index(w[0])}
        return higher or follow
    trumps = {c for c in hand_cards if trump and c[1] == trump}
    if trumps:
        higher = {c for c in trumps if w[1] == trump and order.index(c[0]) > order.index(w[0])}
        return higher or trumps
    return set(hand_cards)


@pytest.mark.parametrize("preset, order", [("default", "6789TJQKA"), ("pagat", "6789JQKTA")])
def test_hp19_matches_the_reference_in_random_deals(preset, order):
    rng = random.Random(99)
    checked = 0
    for k in range(60):
        st = RS.new_deal(RS.config(preset), k % 4, rng=rng)
        while st.to_move is not None:
            legal = st.legal_actions()
            if st.view(0).phase == "play":
                info = st.view(0).info
                trick = [cards[0].text for _, cards in st.view(0).trick]
                expected = reference_plays(hand(st, st.to_move), trick, info["trump"], order)
                assert set(plays(st)) == expected
                checked += 1
            decl = [a for a in legal if a.kind in ("ask", "marry")]
            st.apply(rng.choice(decl) if decl and rng.random() < 0.7 else rng.choice(legal))
    assert checked > 1500


def declaration_tree(st):
    """(complete action sequences to the end, declaration actions in the tree) from ``st``."""
    if st.to_move is None:
        return 1, 0
    leaves = declarations = 0
    for a in st.legal_actions():
        child = st.clone()
        child.apply(a)
        n, d = declaration_tree(child)
        leaves += n
        declarations += d + (a.kind != "play")
    return leaves, declarations


@pytest.mark.parametrize("preset, expected", [("default", (525, 8444, 3492)), ("pagat", (527, 17436, 8506))])
def test_perft_on_a_fixed_deal(preset, expected):
    """Counts on one seeded deal: all legal actions along a seeded random game, then every
    action sequence of the last four tricks (declarations included) from that game."""
    rng = random.Random(2024)
    st = RS.new_deal(RS.config(preset), 0, rng=rng)
    total = 0
    snapshot = None
    while st.to_move is not None:
        legal = st.legal_actions()
        total += len(legal)
        if snapshot is None and st.view(0).phase == "play" and st.tricks_done == 5 and not st.trick:
            snapshot = st.clone()
        st.apply(rng.choice(legal))
    assert (total, *declaration_tree(snapshot)) == expected
