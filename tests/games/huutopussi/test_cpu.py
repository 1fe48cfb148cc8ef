"""The rule-based Huutopussi player (huutopussi.md): bids, exchange, marriages, card play."""

from __future__ import annotations

import random
from math import comb

import pytest

from ai.agent import Observation
from game.games.huutopussi.cards import CARDS
from game.games.huutopussi.cpu import (
    PLAY_FEATURES,
    SURE_RISK,
    Facts,
    HuutopussiAgent,
    play_card,
    playout,
    rule_card,
    searched,
)
from game.games.huutopussi.options import rules_for
from game.rules import Action, View, get_ruleset, parse_card

from ...ai.states import decision_states

AGENT = HuutopussiAgent(0.0)


def deal(hands, dealer, actions=()):
    rs = get_ruleset("huutopussi")
    state = rs.new_deal(rs.config("default", {}, 4), dealer, layout={"hands": [h.split() for h in hands]})
    for a in actions:
        state.apply(a)
    return state


def choose(state):
    return AGENT.choose(Observation(state, state.to_move), random.Random(0)).text


def agent_until(state, kind):
    """Let the agent take every decision until one of ``kind`` (or a forced move) comes."""
    while not any(a.kind == kind for a in state.legal_actions()):
        state.apply(choose(state))


@pytest.mark.parametrize("preset", ["default", "pagat"])
@pytest.mark.parametrize("noise", [0.0, 0.5])
def test_returns_legal_actions_in_random_states(preset, noise):
    agent = HuutopussiAgent(noise)
    rng = random.Random(7)
    for state in decision_states("huutopussi", preset, 4, 40, seed=17):
        assert agent.choose(Observation(state, state.to_move), rng) in state.legal_actions()


STRONG = (
    "Ah Kh Qh Ac Ad As Th Tc Td",
    "6c 7c 8c 9c Jc Qc Kc 6d 7d",
    "8d 9d Jd Qd Kd 6h 7h 8h 9h",
    "Jh 6s 7s 8s 9s Ts Js Qs Ks",
)


def test_hp12_a_weak_opener_demands_a_redeal():
    hands = (
        "6c 6d 6h 7c 7d 8c 8d 9c 9d",
        "Tc Jc Qc Kc Ac Td Jd Qd Kd",
        "Ad 6s 7s 8s 9s Ts Js Qs Ks",
        "As 7h 8h 9h Th Jh Qh Kh Ah",
    )
    state = deal(hands, dealer=3)
    assert choose(state) == "redeal"


def test_hp23_the_declarer_marries_after_winning_his_lead():
    """HP-21: after leading and winning trick 1 the declarer declares his hearts (HP-6: 100)."""
    state = deal(STRONG, dealer=3, actions=("bid 50", "pass", "pass", "pass"))
    agent_until(state, "play")
    state.apply("play Ac")
    for _ in range(3):
        state.apply(state.legal_actions()[0])
    assert state.to_move == 0
    assert choose(state) == "marry h"


def _first_lead():
    """Seat 1 to lead the first trick after seat 0's 50 and the rules' exchange: no trumps
    before a marriage (HP-23); seat 0 holds the Kd, Ad and the clubs 6 to Q, seat 2 no
    diamond and no spade."""
    hands = (
        "Ad Kd 6c 7c 8c 9c Tc Jc Qc",
        "Qd Jd Td 9d 8d 7d 6d 6h 7h",
        "Kc Ac 8h 9h Th Jh Qh Kh Ah",
        "6s 7s 8s 9s Ts Js Qs Ks As",
    )
    state = deal(hands, dealer=0, actions=("bid 50", "pass", "pass", "pass"))
    agent_until(state, "play")
    return state


def test_hp19_the_last_player_beats_the_queen_with_the_king():
    state = _first_lead()
    state.apply("play Qd")
    for _ in range(2):
        state.apply(state.legal_actions()[0])
    assert state.to_move == 0
    assert choose(state) == "play Kd"


def test_the_search_leaves_auction_exchange_and_contract_to_the_rules():
    state = deal(STRONG, dealer=3)
    obs = Observation(state, 0)
    assert not searched(obs, obs.legal_actions())  # HP-11 auction
    state.apply("bid 50")
    for _ in range(3):
        state.apply("pass")
    for kind in ("give", "return", "contract"):  # HP-15 … HP-17
        obs = Observation(state, state.to_move)
        assert obs.legal_actions()[0].kind == kind and not searched(obs, obs.legal_actions())
        state.apply(choose(state))
    obs = Observation(state, state.to_move)
    assert searched(obs, obs.legal_actions())  # card play


def _random_decisions(config, count, seed):
    """States at decisions with more than one choice, from random play of ``config``."""
    rs = get_ruleset("huutopussi")
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        state = rs.new_deal(config, rng.randrange(config.players), rng=rng)
        while state.to_move is not None:
            if len(state.legal_actions()) > 1 and rng.random() < 0.1:
                out.append(state.clone())
            state.apply(rng.choice(state.legal_actions()))
    return out


@pytest.mark.parametrize(
    ("preset", "options", "players"),
    [("default", {}, 3), ("pagat", {}, 3), ("pagat", {"ErlangenMarjapussi": True}, 4)],
)
@pytest.mark.parametrize("noise", [0.0, 0.5])
def test_plays_three_player_and_erlangen_legally(preset, options, players, noise):
    agent = HuutopussiAgent(noise)
    rng = random.Random(3)
    config = get_ruleset("huutopussi").config(preset, options, players)
    states = _random_decisions(config, 60, seed=5)
    kinds = set()
    for state in states:
        action = agent.choose(Observation(state, state.to_move), rng)
        assert action in state.legal_actions()
        kinds.add(action.kind)
    assert "play" in kinds and len(kinds) >= 3  # plays, and auction or exchange decisions


def test_three_players_no_partner_share_and_the_opponents_are_partners():
    # ThreePlayer: the estimate counts on the devil's pack (DEVIL_SHARE), not a partner;
    # in play the other opponent of the declarer is the partner, the declarer has none.
    from game.games.huutopussi.cpu import DEVIL_SHARE, PARTNER_SHARE, Facts
    from game.games.huutopussi.options import rules_for

    from .test_three import deal as deal3
    from .test_three import declared_by_west

    st = deal3()
    four = Facts(st.view(0), rules_for(st.config))
    assert four.partner == -1  # no declarer yet
    st = declared_by_west()
    rules = rules_for(st.config)
    assert Facts(st.view(0), rules).partner == 2 and Facts(st.view(2), rules).partner == 0
    assert Facts(st.view(1), rules).partner == -1
    assert DEVIL_SHARE < PARTNER_SHARE


def test_erlangen_bluff_asks_are_not_wasted_and_kontra_needs_a_strong_hand():
    from game.games.huutopussi.cpu import Facts
    from game.games.huutopussi.options import rules_for

    from .test_erlangen import north_declares

    st = north_declares()
    for a in ("play Ts", "play As", "play 7s", "play 6s"):
        st.apply(a)
    f = Facts(st.view(3), rules_for(st.config))
    assert f.declaration_value(Action("ask", ("c",))) == 0  # East holds no club K or Q
    assert choose(st) == "marry h"  # the best declaration, never the bluff
    st = north_declares(kontra=())
    assert choose(st) == "kontra"  # East: A♥ K♥ Q♥ A♠ K♠ Q♠ against a contract of 120
    st.apply("pass")
    assert choose(st) == "pass"  # West: no marriage, one ace


def _rules(preset, players=4):
    from game.games.huutopussi.options import rules_for

    return rules_for(get_ruleset("huutopussi").config(preset, {}, players))


@pytest.mark.parametrize("preset", ["default", "pagat"])
def test_hp17_a_sure_total_is_named_as_the_contract(preset):
    """HP-17: with a total of 200 all but certain, 200 is the contract of the highest
    expected score (HP-29/HP-31: +C made; one step more fails)."""
    from statistics import NormalDist

    from game.games.huutopussi.cpu import contract_value

    sure = NormalDist(200, 1)
    best = max(range(100, 445, 5), key=lambda c: contract_value(_rules(preset), sure, 100, c))
    assert best == 200


def test_hp31_a_failed_pagat_contract_costs_the_contract_so_it_is_named_lower():
    """HP-29 loses the bid B on a failure, HP-31 (Pagat) the contract C: with the same
    uncertain total a Pagat declarer names a lower contract."""
    from statistics import NormalDist

    from game.games.huutopussi.cpu import contract_value

    total = NormalDist(200, 50)

    def best(preset):
        return max(range(50, 445, 5), key=lambda c: contract_value(_rules(preset), total, 50, c))

    assert best("pagat") < best("default")


def _deal_over_an_opening(preset, hand):
    """Seat 3 opens 50 (HP-11) and seat 0, holding ``hand``, is to bid."""
    rs = get_ruleset("huutopussi")
    suits = [r + s for s in "cdhs" for r in "6789TJQKA"]
    rest = [c for c in suits if c not in hand.split()]
    hands = [hand.split(), rest[0:9], rest[9:18], rest[18:27]]
    state = rs.new_deal(rs.config(preset, {}, 4), 2, layout={"hands": hands})
    state.apply("bid 50")
    return state


def test_hp31_pagat_defends_a_cheap_contract_with_a_middling_hand():
    """Two aces, a ten and the club marriage: worth a raise where a failure costs the bid
    and the made contract leaves the opponents nothing (HP-29, HP-30), but under Pagat the
    opponents score their points anyway (HP-31), and defending the opener's 50 pays more."""
    hand = "Ac Ad Kc Qc Td Jd 9h 8h 7s"
    assert choose(_deal_over_an_opening("default", hand)) == "bid 55"
    assert choose(_deal_over_an_opening("pagat", hand)) == "pass"
    assert choose(_deal_over_an_opening("pagat", "Ah Kh Qh Ac Ad As Th Tc Td")) == "bid 55"


def test_hp17_pagat_raises_the_contract_to_what_the_hand_is_worth():
    """HP-17 [Pagat]: after receiving the partner's 3 cards the declarer of a very strong
    hand names far more than his opening 50: the contract of the highest expected score
    (HP-31) by what his 12 cards are fitted to make."""
    from game.games.huutopussi.cpu import Facts, contract_total, contract_value

    rs = get_ruleset("huutopussi")
    state = rs.new_deal(rs.config("pagat", {}, 4), 3, layout={"hands": [h.split() for h in STRONG]})
    state.apply("bid 50")
    agent_until(state, "contract")
    total = contract_total(_rules("pagat"), Facts(state.view(0), _rules("pagat")).contract_basis())
    best = max(range(50, 445, 5), key=lambda c: contract_value(_rules("pagat"), total, 50, c))
    assert choose(state) == f"contract {best}"
    assert best >= 180


def test_hp17_the_contract_reads_marriages_high_cards_and_the_trump_length():
    """What the contract is named on (HP-17): marriage points (HP-6: hearts 100 by default),
    card points (HP-4), the cards of the two highest ranks (HP-3: A and K, under Pagat A
    and 10) and the shape of the hand."""
    from game.games.huutopussi.cards import mask_of
    from game.games.huutopussi.cpu import contract_features

    hand = mask_of([parse_card(t) for t in "Ah Kh Qh Th 9h Ac Tc Kc 6s".split()])
    for preset, second in (("default", 2), ("pagat", 2)):  # Kh Kc, or Th Tc
        rules = _rules(preset)
        marriage, best, points, top, seconds, trumps, voids, halves, longest, married = contract_features(
            rules, hand
        )
        assert (marriage, best, married) == (rules.marriage[2], rules.marriage[2], 1)  # hearts
        assert points == 10 + 5 + 5 + 10 + 10 + 10 + 5  # A K Q 10 of hearts, A 10 K of clubs
        assert (top, seconds, trumps, voids, halves, longest) == (2, second, 5, 1, 1, 5)
    three = mask_of([parse_card(t) for t in "Ah Ad As Kh Kd Ks Th".split()])
    assert contract_features(_rules("default"), three)[3:5] == (3, 3)
    assert contract_features(_rules("pagat"), three)[3:5] == (3, 1)


def test_hp17_the_default_game_names_the_contract_of_the_highest_expected_score():
    """HP-17, HP-29, HP-30: after receiving the partner's 3 cards the declarer of a strong
    hand in the default 4-player game names the contract of the highest expected score by
    what his hand is fitted to make, well above the bid (a failure costs the bid and the
    opponents' points)."""
    from game.games.huutopussi.cpu import contract_total, contract_value

    rs = get_ruleset("huutopussi")
    state = rs.new_deal(rs.config("default", {}, 4), 3, layout={"hands": [h.split() for h in STRONG]})
    state.apply("bid 50")
    agent_until(state, "contract")
    rules = _rules("default")
    bid = int(state.legal_actions()[0].words[0])
    total = contract_total(rules, Facts(state.view(0), rules).contract_basis())
    best = max(range(bid, 445, 5), key=lambda c: contract_value(rules, total, bid, c))
    assert choose(state) == f"contract {best}"
    assert best >= bid + 100


@pytest.mark.parametrize("preset", ["default", "pagat"])
def test_hp19_the_view_names_only_cards_a_seat_cannot_hold(preset):
    """``absent``: unplayed cards proved out of a hand; a seat that did not follow the suit
    led holds none of it (HP-19)."""
    rs = get_ruleset("huutopussi")
    for state in _random_decisions(rs.config(preset, {}, 4), 60, seed=5):
        absent = state.view(0).info["absent"]
        played = {a.cards[0].text for _, a in state.log if a.kind == "play"}
        shown_out = {(s, a.cards[0].suit) for s, a in _follows_off_suit(state)}
        for s in range(4):
            hand = {c.text for c in state.view(s).hands[s]}
            assert not hand & set(absent[s]) and not played & set(absent[s])
            for seat, suit in shown_out:
                if seat == s:
                    unplayed = {c.text for c in CARDS if c.suit == suit} - played
                    assert unplayed <= set(absent[s])


def _follows_off_suit(state):
    """(seat, card led) for every play that did not follow the suit led."""
    out, trick = [], []
    for s, a in state.log:
        if a.kind != "play":
            continue
        trick.append((s, a))
        if len(trick) > 1 and a.cards[0].suit != trick[0][1].cards[0].suit:
            out.append((s, trick[0][1]))
        if len(trick) == 4:
            trick = []
    return out


def _view(hand, info):
    """Seat 0's view at its lead, default preset: ``hand`` its cards, the others' hidden."""
    hands = (tuple(parse_card(t) for t in hand.split()), *[(None,) * 9] * 3)
    return View(0, 4, 3, 0, "play", hands, {}, (), (), {"declarer": 0, "marriages": [], **info})


RULES = rules_for(get_ruleset("huutopussi").config("default", {}, 4))


def test_hp19_a_side_ace_is_sure_unless_a_void_opponent_may_trump_it():
    """HP-19, HP-20: with hearts trumps the ace of clubs holds unless an opponent void in clubs
    holds a trump; what the plays proved decides it."""
    hand = "Ac 7c 8d 9d 7s 8s"
    unsure = Facts(_view(hand, {"trump": "h", "absent": [[], _CLUBS, [], _CLUBS]}), RULES)
    assert not unsure.sure(parse_card("Ac"))  # both opponents are void in clubs and may trump
    no_trumps = [*_CLUBS, *_HEARTS]
    sure = Facts(_view(hand, {"trump": "h", "absent": [[], no_trumps, [], no_trumps]}), RULES)
    assert sure.sure(parse_card("Ac"))
    likely = Facts(_view(hand, {"trump": "h", "absent": [[], [], [], []]}), RULES)
    assert 0 < likely.beat_chance(1, parse_card("Ac"), 0) < SURE_RISK / 2
    assert likely.sure(parse_card("Ac"))  # seven clubs unseen: a void is unlikely


def test_hp19_a_king_is_sure_once_both_opponents_proved_they_have_no_ace():
    hand = "Kc 7c 8d 9d 7s 8s 6h 7h 8h"
    king = parse_card("Kc")
    assert not Facts(_view(hand, {"absent": [[], [], [], []]}), RULES).sure(king)
    assert Facts(_view(hand, {"absent": [[], ["Ac"], [], ["Ac"]]}), RULES).sure(king)


def test_hp23_an_ask_is_worth_the_chance_that_the_partner_holds_what_it_asks_for():
    """HP-23 (default values HP-6: c 60, d 80, h 100, s 40): seat 0 holds the king of hearts
    and no marriage; the partner (seat 2) holds 9 of the 27 unseen cards."""
    hand = "Kh 7c 8d 9d 7s 8s 6h 7h 8h"
    nothing = {"absent": [[], [], [], []]}
    f = Facts(_view(hand, nothing), RULES)
    assert f.declaration_value(Action("ask", ("h",))) == pytest.approx(100 * 9 / 27)  # M3: the Qh
    both = 9 / 27 * 8 / 26  # K and Q of a suit nobody has seen a half of
    assert f.declaration_value(Action("ask", ())) == pytest.approx((60 + 80 + 40) * both)  # M2
    no_queen = Facts(_view(hand, {"absent": [[], [], ["Qh"], []]}), RULES)
    assert no_queen.declaration_value(Action("ask", ("h",))) == 0  # he proved he has no Qh


def test_hp23_a_partner_who_said_he_has_no_marriage_is_not_asked_again():
    """HP-23 M2: the partner's hand only shrinks, so after his no he never holds a marriage;
    another seat's failed ask says nothing of him."""
    hand = "Kh 7c 8d 9d 7s 8s 6h 7h 8h"
    asked = {"absent": [[], [], [], []], "asks": [{"seat": 0, "suit": None, "ok": False}]}
    assert Facts(_view(hand, asked), RULES).declaration_value(Action("ask", ())) == 0
    other = {"absent": [[], [], [], []], "asks": [{"seat": 1, "suit": None, "ok": False}]}
    assert Facts(_view(hand, other), RULES).declaration_value(Action("ask", ())) > 0


_CLUBS = [c.text for c in CARDS if c.suit == "c" and c.text not in ("Ac", "7c")]
_HEARTS = [c.text for c in CARDS if c.suit == "h"]


PAGAT = rules_for(get_ruleset("huutopussi").config("pagat", {}, 4))


def _trick_view(seat, hand, trick, trump):
    """Pagat, seat 0 declares (seats 1 and 3 defend): ``seat``'s view with ``trick`` on the
    table, nothing proved absent yet."""
    own = tuple(parse_card(t) for t in hand.split())
    played = {s for s, _ in trick}
    hands = tuple(own if s == seat else (None,) * (len(own) - (s in played)) for s in range(4))
    cards = tuple((s, (parse_card(t),)) for s, t in trick)
    history = tuple((s, f"play {t}") for s, t in trick)
    info = {"declarer": 0, "marriages": [], "trump": trump, "absent": [[], [], [], []]}
    return View(seat, 4, 0, seat, "play", hands, {}, cards, history, info)


def _play_card(view, legal):
    return play_card(Facts(view, PAGAT), [parse_card(t) for t in legal.split()]).text


def test_hp3_a_defender_keeps_his_ten_under_the_partners_ace():
    """HP-3 (Pagat: A, 10, K ...): the partner's ace wins the trick; the ten is then the
    highest club left, a later trick and a lead, so the defender gives the six (the rules
    alone put the ten's points on the trick)."""
    view = _trick_view(1, "Tc 6c 7d 8d 9s 7s 8h", [(2, "7c"), (3, "Ac"), (0, "8c")], "h")
    assert rule_card(Facts(view, PAGAT), [parse_card("Tc"), parse_card("6c")]).text == "Tc"
    assert _play_card(view, "Tc 6c") == "6c"


def _play_view(hand, tricks, trump, trick=(0, ""), seat=1):
    """Pagat, seat 0 declares: ``seat``'s view after ``tricks`` ((leader, cards in play
    order)) with ``trick`` (its leader and cards so far) on the table, nothing proved absent."""
    own = tuple(parse_card(t) for t in hand.split())
    lead, on_table = trick[0], trick[1].split()
    table = tuple(((lead + k) % 4, (parse_card(t),)) for k, t in enumerate(on_table))
    played = {s for s, _ in table}
    hands = tuple(own if s == seat else (None,) * (len(own) - (s in played)) for s in range(4))
    plays = [((lead + k) % 4, t) for lead, cards in (*tricks, trick) for k, t in enumerate(cards.split())]
    history = tuple((s, f"play {t}") for s, t in plays)
    info = {"declarer": 0, "marriages": [], "trump": trump, "absent": [[], [], [], []]}
    return View(seat, 4, 0, seat, "play", hands, {}, table, history, info)


def _features(f, card):
    """``PLAY_FEATURES`` of ``card`` by name (not the rules' pick)."""
    return dict(zip(PLAY_FEATURES, f.card_features(parse_card(card), False), strict=True))


def test_a_pagat_defender_returns_his_partners_suit():
    """Hearts are trumps and the partner (seat 3) led diamonds: the 4-player weights of the
    third round (FOUR_PLAYER_FIT) return a diamond; the second round's led the eight of
    trumps."""
    view = _play_view("7h 8h 8d 9d 7s 8s 9c", [(0, "As 6s 9s Js"), (3, "Jd Qd 6d Ad")], "h")
    assert _play_card(view, "7h 8h 8d 9d 7s 8s 9c") == "9d"


def test_a_pagat_defender_keeps_his_higher_spades_under_the_ace():
    """The declarer cashes his aces; under the ace of spades the last defender (seat 3) gives
    his lowest spade by the 4-player weights of a defender following (FOUR_PLAYER_FIT; by
    PLAY_FIT's he gave the nine)."""
    tricks = [(0, "Ac 6c Tc Jc"), (0, "Ad 7d Jd 6d"), (0, "Ah 8h 7h 6h")]
    view = _play_view("Qd Kh 8s 9s Ts Js", tricks, None, trick=(0, "As Qs 6s"), seat=3)
    assert _play_card(view, "8s 9s Ts Js") == "8s"


def test_hp4_the_declarers_partner_throws_his_ten_on_the_declarers_ace():
    """No trumps yet (HP-20): nobody can beat the declarer's ace of diamonds. His partner (seat
    2), void in diamonds, throws the ten of spades (10 points, HP-4) on it by the 4-player
    weights of the declaring side following, fitted to the search's values (FOUR_PLAYER_FIT;
    by PLAY_FIT's he threw the nine of hearts, worth nothing)."""
    view = _play_view("6h 7h 8h 9h 6s 7s 9s Ts", [(0, "Ac 7c 6c 6d")], None, trick=(0, "Ad 7d"), seat=2)
    assert _play_card(view, "6h 7h 8h 9h 6s 7s 9s Ts") == "Ts"


def test_card_features_count_the_leads_and_the_opponents_trumps():
    """``PLAY_FEATURES`` that read the tricks led so far: hearts and diamonds led once each,
    diamonds by the partner; 3 trumps unseen among the 21 cards the others hold (7 each)."""
    view = _play_view("Th 8h 8d 9d 7s 8s 9c", [(0, "Ah 6h 9h Jh"), (3, "Jd Qd 6d Ad")], "h")
    f = Facts(view, PAGAT)
    ten, diamond, club = _features(f, "Th"), _features(f, "9d"), _features(f, "9c")
    assert ten["opponent_trumps"] == pytest.approx(1 - comb(18, 7) / comb(21, 7))
    assert diamond["opponent_trumps"] == 0  # not a trump
    assert ten["times_led"] == 1 and diamond["times_led"] == 1 and club["times_led"] == 0
    assert diamond["partner_led"] == 1 and ten["partner_led"] == 0 and club["partner_led"] == 0
    assert diamond["declarers_led"] == 0 and ten["declarers_led"] == 0  # led by a defender; a trump


def test_card_features_of_a_follow_read_the_top_card_and_the_declarers_leads():
    """Under the declarer's ace of spades, the last defender's ten is the highest spade left
    (HP-3, Pagat: A, 10, K ...) and nobody plays after it; the king of spades is unseen."""
    tricks = [(0, "Ac 6c Tc Jc"), (0, "Ad 7d Jd 6d"), (0, "Ah 8h 7h 6h")]
    view = _play_view("Qd Kh 8s 9s Ts Js", tricks, None, trick=(0, "As Qs 6s"), seat=3)
    f = Facts(view, PAGAT)
    ten, eight = _features(f, "Ts"), _features(f, "8s")
    assert ten["top_side"] == 1 and eight["top_side"] == 0
    assert ten["stands_points"] == 10 and eight["stands_points"] == 0
    assert ten["declarers_led"] == 1 and eight["declarers_led"] == 1


def test_hp19_a_defender_ruffs_with_his_low_trump():
    """HP-19: void in clubs a defender must trump; he trumps with the seven and keeps the ace
    (the rules alone took the trick with the sure ace)."""
    view = _trick_view(1, "Ah 7h 7d 8d 9s 7s 8s", [(0, "Kc")], "h")
    assert rule_card(Facts(view, PAGAT), [parse_card("Ah"), parse_card("7h")]).text == "Ah"
    assert _play_card(view, "Ah 7h") == "7h"


def test_card_features_count_the_suit_the_partner_and_the_marriages():
    """``PLAY_FEATURES`` of the ten of clubs under the partner's ace (HP-3, HP-4, HP-22)."""
    view = _trick_view(1, "Tc 6c Kd Qd 9s 7s 8h", [(2, "7c"), (3, "Ac"), (0, "8c")], "h")
    f = Facts(view, PAGAT)
    features = dict(zip(PLAY_FEATURES, f.card_features(parse_card("Tc"), True), strict=True))
    assert features["rules_pick"] == 1 and features["trump"] == 0 and features["points"] == 10
    assert features["higher_unseen"] == 0  # the ace is on the table
    assert features["suit_unseen"] == 4  # K, Q, J and 9 of clubs
    assert features["lower_held"] == 1 and features["suit_held"] == 2
    assert features["marriage_card"] == 0 and features["half_marriage"] == 0
    assert features["partner_beats"] == 0  # the partner has played
    assert features["points_to_partner"] == 10
    assert features["marriage_if_won"] == pytest.approx(0.8)  # nobody is left to beat it; diamonds 80
    assert features["trumps_out"] == 0
    queen = dict(zip(PLAY_FEATURES, f.card_features(parse_card("Qd"), False), strict=True))
    assert queen["marriage_card"] == 1 and queen["marriage_if_won"] == 0


def _playout(state) -> str:
    return playout(state, state.legal_actions(), lambda: 0.5).text  # 0.5: never the random share


def test_hp23_the_playout_marries_and_beats_the_queen_with_the_king():
    """The search's playout policy: the declarer declares his hearts after winning his lead
    (HP-21, HP-23); the last player beats the queen with the king, not the ace (HP-19)."""
    state = deal(STRONG, dealer=3, actions=("bid 50", "pass", "pass", "pass"))
    agent_until(state, "play")
    state.apply("play Ac")
    for _ in range(3):
        state.apply(state.legal_actions()[0])
    assert _playout(state) == "marry h"
    state = _first_lead()
    state.apply("play Qd")
    for _ in range(2):
        state.apply(state.legal_actions()[0])
    assert _playout(state) == "play Kd"


def test_hp4_the_playout_puts_its_richest_card_on_the_partners_trick():
    """Under the partner's ace a player follows with his ten (HP-4: the most points); the
    opponent before him, void, threw his cheapest card."""
    state = _first_lead()
    assert state.to_move == 1 and state.trump < 0
    state.apply("play As")
    assert _playout(state) == "play 8h"
    state.apply("play 8h")
    assert _playout(state) == "play Ts"
