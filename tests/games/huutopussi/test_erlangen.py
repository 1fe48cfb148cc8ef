"""Erlangen Marjapussi (option ``ErlangenMarjapussi`` of the ``pagat`` preset, huutopussi.md
variants table): 11/10/4/3/2 card points, bids from 120 and an all-pass hand without a
contract, 4-card exchange, first-trick lead rules, any trick winner declares, bluff
half-marriage asks, Kontra/Re, opponents' points rounded to 5, 2 x C without a trick. The
rules file gives no worked example of the variant; the points it leaves open are house
rules (help page, ``ERLANGEN_HOUSE_RULES``), tested here by their refs.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.games.huutopussi.options import rules_for
from game.games.huutopussi.scoring import erlangen_scores, round5
from game.rules import ConfigError, IllegalAction, get_ruleset

from ...contract import deck_counter, play_random
from .test_rules import PLAIN

RS = get_ruleset("huutopussi")
ERLANGEN = {"ErlangenMarjapussi": True}


def config(**more):
    return RS.config("pagat", {**ERLANGEN, **more}, 4)


def deal(hands=PLAIN, dealer=3):
    """South (seat 0) is P1: South holds A♣, West A♦, North no ace, East A♥ and A♠."""
    return RS.new_deal(config(), dealer, layout={"hands": [h.split() for h in hands]})


def legal(st):
    return [str(a) for a in st.legal_actions()]


def north_declares(kontra=("pass", "pass")):
    """South and West pass, North bids 120, East passes; South gives 6c 6d 7d 8h, North sets
    the contract 120 and returns the same four cards; then the Kontra round ``kontra``."""
    st = deal()
    for a in ("pass", "pass", "bid 120", "pass", "give 6c 6d 7d 8h", "contract 120", "return 6c 6d 7d 8h"):
        st.apply(a)
    for a in kontra:
        st.apply(a)
    return st


# --- configuration -------------------------------------------------------------------------
@pytest.mark.parametrize("other", ["NoLapari", "Porvoo", "NoHuutokielto"])
def test_erlangen_refuses_the_options_it_replaces_in_one_line_naming_both(other):
    with pytest.raises(ConfigError) as e:
        config(**{other: True})
    assert f"ErlangenMarjapussi and {other} cannot be combined" in str(e.value) and "\n" not in str(e.value)


def test_erlangen_refuses_three_players_and_belongs_to_the_pagat_preset():
    with pytest.raises(ConfigError, match="ErlangenMarjapussi and ThreePlayer cannot be combined"):
        RS.config("pagat", ERLANGEN, 3)
    with pytest.raises(ConfigError, match="no option 'ErlangenMarjapussi'"):
        RS.config("default", ERLANGEN, 4)
    assert config(LastTrick10=True, BridgeOrderMarriages=True, OriginalCardValues=True).players == 4


def test_card_points_are_11_10_4_3_2():
    rules = rules_for(config())
    assert sum(rules.points) == 120
    by_rank = {c: p for c, p in zip("6789TJQKA", rules.points[27:], strict=True)}  # spades
    assert by_rank == {"6": 0, "7": 0, "8": 0, "9": 0, "T": 10, "J": 2, "Q": 3, "K": 4, "A": 11}


# --- auction -------------------------------------------------------------------------------
def test_bids_start_at_120_and_the_opener_may_pass():
    st = deal()
    assert legal(st)[0] == "bid 120" and "pass" in legal(st) and "bid 115" not in legal(st)
    with pytest.raises(IllegalAction):
        st.apply("bid 50")


def test_when_all_pass_p1_leads_without_contract_and_each_side_scores_its_points():
    st = deal()
    for _ in range(4):
        st.apply("pass")
    v = st.view(0)
    assert v.phase == "play" and st.to_move == 0 and st.declarer == -1 and st.given == 0
    rng = random.Random(2)
    while st.to_move is not None:
        st.apply(rng.choice(st.legal_actions()))
    out = st.outcome()
    totals = out.extra["team_totals"]
    assert out.scores == (round5(totals[0]), round5(totals[1])) * 2
    assert out.text().startswith("Nobody bid: North-South took ")


# --- exchange, contract, Kontra ------------------------------------------------------------
def test_four_cards_pass_each_way():
    st = deal()
    for a in ("pass", "pass", "bid 120", "pass"):
        st.apply(a)
    assert st.to_move == 0 and len(st.legal_actions()) == 126  # 4 of 9
    st.apply("give 6c 6d 7d 8h")
    assert st.hands[2].bit_count() == 13 and st.view(2).phase == "contract"  # HP-17 [Pagat]
    st.apply("contract 120")
    assert len(st.legal_actions()) == 715  # 4 of 13
    with pytest.raises(IllegalAction, match="Choose 4 cards to return"):
        st.apply("return 6c 6d 7d")
    st.apply("return 6c 6d 7d 8h")
    assert [h.bit_count() for h in st.hands] == [9] * 4
    assert (0, "give 4 cards") in st.view(1).history


def test_kontra_by_either_opponent_then_re_by_the_declarer():
    st = north_declares(kontra=())
    assert st.view(0).phase == "kontra" and st.to_move == 3 and legal(st) == ["kontra", "pass"]
    st.apply("pass")
    assert st.to_move == 1 and legal(st) == ["kontra", "pass"]
    st.apply("kontra")
    assert st.to_move == 2 and legal(st) == ["re", "pass"] and st.kontra == 2
    st.apply("re")
    assert st.kontra == 4 and st.view(0).phase == "play" and st.to_move == 2  # the declarer leads
    assert st.view(0).info["kontra"] == "Kontra and Re"


def test_no_kontra_then_the_declarer_leads():
    st = north_declares()
    assert st.kontra == 1 and st.view(0).phase == "play" and st.to_move == 2


# --- first trick ---------------------------------------------------------------------------
def test_first_lead_is_a_spade_without_an_ace_and_the_ace_of_the_suit_led_must_be_played():
    st = north_declares()
    assert [a for a in legal(st)] == ["play Ts", "play Js"]  # North: no ace, two spades
    st.apply("play Ts")
    assert legal(st) == ["play As"]  # East holds A♠: not K♠ or Q♠, which beat the 10 too
    st.apply("play As")
    assert legal(st) == ["play 7s", "play 9s"]  # South follows; nothing beats the ace


def test_first_lead_is_an_ace_when_the_leader_holds_one():
    st = deal()
    for _ in range(4):
        st.apply("pass")
    assert legal(st) == ["play Ac"]  # South (P1) holds A♣ and two spades


def test_the_lead_rules_hold_only_in_the_first_trick():
    st = north_declares()
    for a in ("play Ts", "play As", "play 7s", "play 6s"):
        st.apply(a)
    assert st.to_move == 3 and st.tricks_done == 1
    assert {"play Ks", "play Td", "play Qh"} <= set(legal(st))  # East leads anything


# --- declarations --------------------------------------------------------------------------
def test_any_trick_winner_may_declare():
    st = north_declares()
    for a in ("play Ts", "play As", "play 7s", "play 6s"):
        st.apply(a)
    # East won a trick North led: under HP-21 he could not declare; in Erlangen he may.
    assert st.may_declare and {"marry h", "marry s", "ask", "ask c", "ask d"} <= set(legal(st))


def test_a_bluff_ask_names_the_suit_shows_nothing_and_fails():
    st = north_declares()
    for a in ("play Ts", "play As", "play 7s", "play 6s"):
        st.apply(a)
    assert "ask c" in legal(st)  # East holds neither K♣ nor Q♣: a bluff
    st.apply("ask c")
    assert st.view(1).info["asks"] == [{"seat": 3, "suit": "c", "ok": False}]
    assert all(c is None for c in st.view(1).hands[3])  # his partner sees no card of his
    assert all(c is None for s in (1, 3) for c in st.view(0).hands[s])  # nor do the others
    assert st.trump == -1 and not st.may_declare


def test_resample_keeps_what_a_failed_erlangen_ask_proved():
    # After East's failed ask for diamonds, East and West did not hold K♦ and Q♦ between them.
    st = north_declares()
    for a in ("play Ts", "play As", "play 7s", "play 6s", "ask d"):
        st.apply(a)
    seen = Counter()
    for seed in range(40):
        r = st.resample(0, random.Random(seed))
        assert r.view(0) == st.view(0)
        loc = {s: {c.text for c in r.locations()[f"hand{s}"]} for s in range(4)}
        assert not ({"Kd"} <= loc[3] and {"Qd"} <= loc[1]) and not ({"Qd"} <= loc[3] and {"Kd"} <= loc[1])
        seen[("Kd" in loc[3], "Qd" in loc[1])] += 1
    assert len(seen) > 1


# --- scoring -------------------------------------------------------------------------------
def test_the_declarers_score_is_doubled_by_kontra_and_re():
    assert erlangen_scores(150, 1, 160, 60, 6, 3) == (150, 60)
    assert erlangen_scores(150, 2, 160, 60, 6, 3) == (300, 60)
    assert erlangen_scores(150, 4, 120, 100, 6, 3) == (-600, 100)
    assert erlangen_scores(150, 2, 0, 220, 0, 9) == (-600, 220)  # no trick: -2 x C, doubled


def test_opponents_are_rounded_to_5_and_lose_twice_the_contract_without_a_trick():
    assert erlangen_scores(120, 1, 140, 37, 7, 2) == (120, 35)
    assert erlangen_scores(120, 1, 140, 38, 7, 2) == (120, 40)
    assert erlangen_scores(200, 1, 240, 0, 9, 0) == (200, -400)
    assert erlangen_scores(300, 1, 240, 0, 9, 0) == (-300, 0)  # failed: Porvoo's 0
    assert [round5(n) for n in (0, 2, 3, 7, 8, 140)] == [0, 0, 5, 5, 10, 140]


def test_a_deal_to_the_end_scores_by_erlangen():
    rng = random.Random(5)
    for _ in range(20):
        st = north_declares(kontra=("kontra", "re"))
        while st.to_move is not None:
            st.apply(rng.choice(st.legal_actions()))
        out = st.outcome()
        t, k = out.extra["team_totals"], out.extra["team_tricks"]
        assert out.scores[0] == erlangen_scores(120, 4, t[0], t[1], k[0], k[1])[0]
        assert out.scores[1] == erlangen_scores(120, 4, t[0], t[1], k[0], k[1])[1]
        assert "(Kontra, Re)" in out.text()


# --- the rules contract with the option on -------------------------------------------------
@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), cut=st.floats(0, 1))
def test_contract_properties_with_erlangen(seed, cut):
    rng = random.Random(seed)
    state = RS.new_deal(config(), rng.randrange(4), rng=rng)
    deck = deck_counter(state)
    for seat in range(4):
        assert all(c is None for s, h in enumerate(state.view(seat).hands) if s != seat for c in h)
    states = play_random(state, rng)
    assert all(deck_counter(s) == deck for s in states)
    assert states[-1].outcome() is not None and states[-1].legal_actions() == []
    s = states[int(cut * (len(states) - 1))]
    for seat in range(4):
        view = s.view(seat)
        r = s.resample(seat, random.Random(seed + seat))
        assert r.view(seat) == view
        replay = RS.new_deal(r.config, r.dealer, layout=r.layout())
        for _, action in r.history:
            replay.apply(action)
        assert replay.view(seat) == view and replay.locations() == r.locations()
        again = r.resample(seat, random.Random(7))
        assert s.resample(seat, random.Random(7)).locations() == again.locations()


# --- the table's words ---------------------------------------------------------------------
def test_the_status_line_explains_the_first_lead_and_kontra():
    from game.games.huutopussi.table import (
        HUUTO_FIRST_LEAD,
        HUUTO_KONTRA,
        HUUTO_OPEN_ERLANGEN,
        HUUTO_RE,
        TABLE,
    )

    st = deal()
    assert TABLE.status(st.view(0), config()) == HUUTO_OPEN_ERLANGEN
    for _ in range(4):
        st.apply("pass")
    assert TABLE.status(st.view(0), config()) == HUUTO_FIRST_LEAD
    st = deal()
    for a in ("bid 120", "pass", "pass", "pass", "give 9c 8c 7c 6h", "contract 120", "return 9c 8c 7c 6h"):
        st.apply(a)
    assert st.to_move == 1 and TABLE.status(st.view(0), config()) == ""
    st.apply("pass")
    st.apply("kontra")
    assert TABLE.status(st.view(0), config()) == HUUTO_RE
    st = deal()  # West declares: North, then South may say Kontra
    for a in ("pass", "bid 120", "pass", "pass", "give Td 9d Jd As", "contract 120", "return Td 9d Jd As"):
        st.apply(a)
    assert st.to_move == 2
    st.apply("pass")
    assert st.to_move == 0 and TABLE.status(st.view(0), config()) == HUUTO_KONTRA


def test_the_information_panel_says_when_nobody_plays_a_contract():
    from game.games.huutopussi.table import TABLE
    from game.table import words

    st = deal()
    for _ in range(4):
        st.apply("pass")
    st.apply("play Ac")
    rows = [(r.key, r.label, r.hide_zero, r.when, r.fmt, r.also, r.unless) for r in TABLE.layout.info]
    lines = words.info_lines(st.view(0).info, 4, rows)
    assert lines == [("Contract", "All passed"), ("Points", "We 0 · They 0")]
