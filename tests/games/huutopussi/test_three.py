"""Three-player Huutopussi (option ``ThreePlayer``, huutopussi.md variants table): 11 cards
each, the devil's pack to the high bidder, who discards 3 and plays alone against the
other two. The rules file names the variant only; the points it leaves open are house
rules (help page, ``THREE_HOUSE_RULES``), tested here by their refs.
"""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from game.games.huutopussi.options import rules_for
from game.games.huutopussi.scoring import defender_scores, match_end, winner
from game.rules import PASS, ConfigError, IllegalAction, LayoutError, get_ruleset, parse_card

RS = get_ruleset("huutopussi")

# Nobody may demand a redeal (HP-12) under either ranking. Seat 0 (South) is P1 when
# seat 2 (East) deals; West holds K♥ and the devil's pack Q♥.
HANDS = [
    "6c Jc 8d 9d 8h 9h Jh Js Qs Ks As",
    "7c Qc Ac 7d Qd 7h Th Kh 6s 9s Ts",
    "9c Tc Kc 6d Td Jd Kd Ad 6h 7s 8s",
]
DEVIL = "8c Qh Ah"


def config(preset="default", options=None):
    return RS.config(preset, options or {}, 3)


def deal(*, preset="default", options=None, dealer=2, totals=None):
    layout = {"hands": [h.split() for h in HANDS], "devil": DEVIL.split()}
    return RS.new_deal(config(preset, options), dealer, layout=layout, totals=totals)


def declared_by_west(preset="default", discard="7c 7d 6s", contract=60):
    """South opens 50, West bids 55, East and South pass: West takes the devil's pack,
    discards ``discard`` and announces ``contract`` (in the preset's order)."""
    st = deal(preset=preset)
    for a in ("bid 50", "bid 55", "pass", "pass"):
        st.apply(a)
    if preset == "pagat":
        st.apply(f"contract {contract}")
        st.apply(f"discard {discard}")
    else:
        st.apply(f"discard {discard}")
        st.apply(f"contract {contract}")
    return st


def texts(cards):
    return {c.text for c in cards if c is not None}


# --- configuration -------------------------------------------------------------------------
def test_three_players_are_the_threeplayer_game_and_it_is_refused_off():
    assert config().players == 3 and config().opt("ThreePlayer") is True
    with pytest.raises(ConfigError, match="3 players is the ThreePlayer game") as e:
        config(options={"ThreePlayer": False})
    assert "\n" not in str(e.value)
    # With four players the option is ignored (it names 3 players only).
    assert RS.config("default", {"ThreePlayer": False}, 4).players == 4


# --- deal (ThreePlayer, HP-9) -------------------------------------------------------------
def test_deal_is_11_cards_each_one_at_a_time_and_3_to_the_devils_pack():
    st = RS.new_deal(config(), 1, rng=random.Random(4))
    layout = st.layout()
    assert [len(h) for h in layout["hands"]] == [11, 11, 11] and len(layout["devil"]) == 3
    cards = {t for h in layout["hands"] for t in h} | set(layout["devil"])
    assert len(cards) == 36
    order = list(range(36))
    random.Random(4).shuffle(order)
    from game.games.huutopussi.cards import CARDS

    assert CARDS[order[0]].text in layout["hands"][2]  # the dealer's (1) left first
    assert {CARDS[i].text for i in order[33:]} == set(layout["devil"])  # the last three


def test_a_layout_needs_the_devils_pack():
    with pytest.raises(LayoutError, match="devil"):
        RS.new_deal(config(), 2, layout={"hands": [h.split() for h in HANDS]})
    with pytest.raises(LayoutError, match="11 cards"):
        RS.new_deal(config(), 2, layout={"hands": [h.split()[:9] for h in HANDS], "devil": DEVIL.split()})


def test_nobody_sees_the_devils_pack_during_the_auction():
    st = deal()
    for seat in range(3):
        v = st.view(seat)
        assert v.piles == {"devil": (None, None, None)}
        assert "devil" not in v.info or v.info["devil"] is None


# --- auction (HP-10, HP-11) ---------------------------------------------------------------
def test_p1_must_open_and_the_auction_ends_when_two_have_passed():
    st = deal()
    assert st.to_move == 0 and "pass" not in [str(a) for a in st.legal_actions()]  # HP-11
    st.apply("bid 50")
    st.apply("pass")
    assert st.to_move == 2
    st.apply("pass")
    assert st.declarer == 0 and st.final_bid == 50 and st.view(0).phase == "discard"


def test_redeal_needs_the_same_hand_as_with_four():
    # House rule (ThreePlayer, HP-12): three 6s, or no card above a jack.
    hands = [
        "6c 6d 6h 7c 7d 7h 8c 8d 8h 9c Ac",
        "9d 9h Tc Td Th Jc Jd Jh 6s 7s 8s",
        "Qc Kc Qd Kd Ad Qh Kh Ah 9s Ts Js",
    ]
    st = RS.new_deal(config(), 2, layout={"hands": [h.split() for h in hands], "devil": ["Qs", "Ks", "As"]})
    assert "redeal" in [str(a) for a in st.legal_actions()]
    st.apply("bid 50")
    assert "redeal" in [str(a) for a in st.legal_actions()]  # West: no A, K or Q
    st.apply("redeal")
    out = st.outcome()
    assert out is not None and out.scores == (0, 0, 0) and out.extra["redeal"] == 1


def test_huutokielto_counts_a_players_own_score():
    # House rule (ThreePlayer, HP-13): West at -500 may not bid; South and East may.
    st = deal(preset="pagat", totals=(0, -500, -495))
    st.apply("bid 50")
    assert st.to_move == 2 and st.log[1] == (1, PASS)  # West's pass, made for him
    assert "bid 55" in [str(a) for a in st.legal_actions()]  # East at -495 may bid


# --- the devil's pack and the discard (House rules ThreePlayer, HP-15, HP-16) -------------
def test_the_declarer_takes_the_devils_pack_face_up_for_everyone():
    st = deal()
    for a in ("bid 50", "bid 55", "pass", "pass"):
        st.apply(a)
    assert st.declarer == 1 and st.to_move == 1
    assert len(st.view(1).hands[1]) == 14
    for seat in (0, 2):
        v = st.view(seat)
        assert texts(v.hands[1]) == set(DEVIL.split())  # HP-15 house rule: turned up
        assert v.info["devil"] == DEVIL.split() and "devil" not in v.piles
    legal = st.legal_actions()
    assert len(legal) == len(list(combinations(range(14), 3))) and {a.kind for a in legal} == {"discard"}


def test_the_discard_is_face_down_and_hides_whether_the_devils_cards_were_kept():
    st = declared_by_west(discard="8c 7c 7d")  # 8c came from the devil's pack
    assert st.view(1).piles["discard"] == tuple(parse_card(t) for t in ("7c", "8c", "7d"))
    for seat in (0, 2):
        v = st.view(seat)
        assert v.piles["discard"] == (None, None, None)
        assert texts(v.hands[1]) == set()  # not even Qh and Ah are known to be kept
        assert (1, "discard 3 cards") in v.history
    assert (1, "discard 7c 8c 7d") in st.view(1).history


def test_contract_after_the_discard_and_before_it_under_pagat():
    st = deal()
    for a in ("bid 50", "bid 55", "pass", "pass"):
        st.apply(a)
    assert st.view(1).phase == "discard"
    st.apply("discard 7c 7d 6s")
    assert [str(a) for a in st.legal_actions()][0] == "contract 55"  # HP-17: B <= C
    st.apply("contract 70")
    assert st.view(0).phase == "play" and st.to_move == 1  # HP-18: the declarer leads
    p = deal(preset="pagat")
    for a in ("bid 50", "bid 55", "pass", "pass"):
        p.apply(a)
    assert p.view(1).phase == "contract"  # HP-17 [Pagat]: before discarding
    p.apply("contract 70")
    assert p.view(1).phase == "discard"


def test_a_discard_names_three_cards_of_the_hand():
    st = deal()
    for a in ("bid 50", "bid 55", "pass", "pass"):
        st.apply(a)
    with pytest.raises(IllegalAction, match="3 cards to discard"):
        st.apply("discard 7c 7d")
    with pytest.raises(IllegalAction, match="your own hand"):
        st.apply("discard 7c 7d 6c")


# --- play ----------------------------------------------------------------------------------
def test_only_own_marriages_are_declared():
    # House rule (ThreePlayer, HP-23): nobody has a partner to ask.
    st = declared_by_west()
    st.apply("play Ah")  # West leads the ace of hearts: nobody can beat it (HP-19)
    st.apply("play 6h")
    st.apply("play 8h")
    assert st.to_move == 1 and st.may_declare  # HP-21: led and won
    legal = [str(a) for a in st.legal_actions() if a.kind != "play"]
    assert legal == ["marry h"]  # K♥ + the devil's Q♥; no "ask", no "ask c" (he holds Q♣)
    with pytest.raises(IllegalAction, match="nobody has a partner to ask"):
        st.apply("ask")
    st.apply("marry h")
    assert st.trump == 2 and st.team_marriages == (100, 0)  # HP-6 for the declarer's side


def test_eleven_tricks_of_three_cards_and_the_score_for_one_against_two():
    rng = random.Random(3)
    for seed in range(60):
        st = declared_by_west(preset=("default", "pagat")[seed % 2])
        tricks = 0
        while st.to_move is not None:
            before = st.tricks_done
            st.apply(rng.choice(st.legal_actions()))
            tricks += st.tricks_done - before
        assert tricks == 11  # HP-27 with 11 cards each
        out = st.outcome()
        own = out.extra["seat_totals"]
        marriages = sum(st.rules.marriage[u] for _, u, _ in st.marriages)
        assert sum(own) == 140 + 20 + marriages  # HP-28: the discard counts for the declarer
        made = own[1] >= 60
        assert out.extra["made"] == made
        if st.rules.pagat:  # HP-31: +C or -C
            assert out.scores[1] == (60 if made else -60)
        else:  # HP-29: +C or -B
            assert out.scores[1] == (60 if made else -55)
        for s in (0, 2):
            assert out.scores[s] == defender_scores(
                st.rules, 55, 60, made, own[s], out.extra["team_tricks"][1]
            )


def test_defenders_score_for_themselves():
    plain, pagat = rules_for(config()), rules_for(config("pagat"))
    lapari_off = rules_for(config("pagat", {"NoLapari": True}))
    porvoo = rules_for(config("pagat", {"Porvoo": True}))
    # HP-30: nothing when the contract is made, their own total when it fails.
    assert defender_scores(plain, 80, 100, True, 45, 3) == 0
    assert defender_scores(plain, 80, 100, False, 45, 3) == 45
    # HP-31 [Pagat]: always their own total.
    assert defender_scores(pagat, 80, 100, True, 45, 3) == 45
    # Läpäri: neither opponent took a trick (House rule ThreePlayer, HP-31): each loses B.
    assert defender_scores(pagat, 180, 200, True, 0, 0) == -180
    assert defender_scores(pagat, 180, 300, False, 0, 0) == -180
    assert defender_scores(lapari_off, 180, 200, True, 0, 0) == 0
    # Porvoo: each loses C when the contract is made, else 0.
    assert defender_scores(porvoo, 180, 200, True, 0, 0) == -200
    assert defender_scores(porvoo, 180, 300, False, 0, 0) == 0


def test_the_summary_names_the_declarer_and_both_opponents():
    st = declared_by_west()
    rng = random.Random(1)
    while st.to_move is not None:
        st.apply(rng.choice(st.legal_actions()))
    text = st.outcome().text()
    assert text.startswith("West bid 55, contract 60, took ") and "South " in text and "East " in text


# --- the match (House rule ThreePlayer, HP-33) --------------------------------------------
def test_the_highest_player_at_500_wins_and_a_tie_plays_on():
    c = config()
    assert not match_end(c, 3, [490, 100, -20])
    assert match_end(c, 3, [510, 505, 0]) and winner(c, [510, 505, 0]) == 0
    assert not match_end(c, 3, [505, 505, 0]) and winner(c, [505, 505, 0]) is None
    assert match_end(c, 3, [505, 505, 600]) and winner(c, [505, 505, 600]) == 2


# --- knowledge -----------------------------------------------------------------------------
def _resamples(st, seat, seeds=range(25)):
    out = []
    for seed in seeds:
        r = st.resample(seat, random.Random(seed))
        assert r.view(seat) == st.view(seat)
        replay = RS.new_deal(r.config, r.dealer, layout=r.layout(), totals=r.totals)
        for _, action in r.history:
            replay.apply(action)
        assert replay.locations() == r.locations()
        out.append(r)
    return out


def test_resample_deals_the_unseen_devils_pack_during_the_auction():
    st = deal()
    st.apply("bid 50")
    packs = {tuple(r.layout()["devil"]) for r in _resamples(st, 0)}
    assert len(packs) > 1  # not the true pack every time
    assert all(not set(p) & set(HANDS[0].split()) for p in packs)


def test_resample_keeps_the_taken_pack_in_the_declarers_hand_before_the_discard():
    st = deal()
    for a in ("bid 50", "bid 55", "pass", "pass"):
        st.apply(a)
    for r in _resamples(st, 0):
        assert r.layout()["devil"] == DEVIL.split()
        assert {"8c", "Qh", "Ah"} <= {c.text for c in r.locations()["hand1"]}


def test_resample_puts_the_devils_unplayed_cards_in_the_declarers_hand_or_discard():
    st = declared_by_west(discard="8c 7c 7d")
    for seat in (0, 2):
        seen = []
        for r in _resamples(st, seat):
            loc = r.locations()
            keep = {c.text for c in loc["hand1"] + loc["discard"]}
            assert {"8c", "Qh", "Ah"} <= keep
            seen.append(frozenset(c.text for c in loc["discard"]))
        assert len(set(seen)) > 1  # the discard is not known to the opponents
    for r in _resamples(st, 1):  # the declarer knows his discard
        assert {c.text for c in r.locations()["discard"]} == {"8c", "7c", "7d"}


def test_a_banned_player_is_told_it_is_his_own_score():
    # South, at -500, must open with 50; holding three 6s he may demand a redeal instead.
    hands = [
        "6c 6d 6h 7c 7d 7h 8c 8d 8h 9c Ac",
        "9d 9h Tc Td Th Jc Jd Jh 6s 7s 8s",
        "Qc Kc Qd Kd Ad Qh Kh Ah 9s Ts Js",
    ]
    layout = {"hands": [h.split() for h in hands], "devil": ["Qs", "Ks", "As"]}
    st = RS.new_deal(config("pagat"), 2, layout=layout, totals=(-500, 0, 0))
    assert [str(a) for a in st.legal_actions()] == ["bid 50", "redeal"]
    with pytest.raises(IllegalAction, match="You are at -500 or lower .*open with 50 or demand a redeal"):
        st.apply("bid 55")
