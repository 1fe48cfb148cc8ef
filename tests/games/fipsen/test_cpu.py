"""The rule-based Prisdorf Fipsen player (fipsen.md Part A): bids, declarations, card play."""

from __future__ import annotations

import random

from ai.agent import Observation
from game.games.fipsen.cpu.evaluation import estimate
from game.games.fipsen.cpu.facts import Bid
from game.games.fipsen.cpu.heuristic import FipsenAgent
from game.games.fipsen.cpu.playout import playout
from game.rules import get_ruleset, parse_cards
from game.rules.cards import deck_prisdorf

AGENT = FipsenAgent(0.0)


def deal(hands: dict[int, str], dealer: int = 3, players: int = 4, skat: str = "", **options):
    """A deal where the named seats hold the given cards; the rest of the pack fills the
    other hands, the Skat and the rest pile in canonical order."""
    rs = get_ruleset("fipsen")
    config = rs.config("prisdorf", options, players)
    fixed = {s: parse_cards(h.split()) for s, h in hands.items()}
    skat_cards = parse_cards(skat.split())
    used = {c for h in fixed.values() for c in h} | set(skat_cards)
    free = [c for c in deck_prisdorf() if c not in used]
    layout_hands = []
    for s in range(players):
        if s in fixed:
            layout_hands.append([c.text for c in fixed[s]])
        else:
            layout_hands.append([c.text for c in free[:5]])
            free = free[5:]
    skat_cards = skat_cards or free[:2]
    free = [c for c in free if c not in skat_cards]
    layout = {"hands": layout_hands, "skat": [c.text for c in skat_cards], "rest": [c.text for c in free]}
    return rs.new_deal(config, dealer, layout=layout)


def choose(state):
    return AGENT.choose(Observation(state, state.to_move), random.Random(0)).text


def test_fp36_siebener_is_always_announced():
    state = deal({0: "7c 7d 7h 7s Ac"})
    assert state.to_move == 0
    assert choose(state) == "siebener"


def test_fp11_ladder_strengths():
    ladder = [
        "2", "2 hand", "2 hand ruten", "2 hand ruten durch", "3", "3 ruten", "3 hand durch",
        "3 hand ruten durch", "4", "4 durch", "4 hand ruten", "4 hand ruten durch", "kieker",
        "kieker ruten", "5", "5 hand", "5 hand ruten",
    ]  # fmt: skip
    assert [Bid.parse(b.split()).strength for b in ladder] == list(range(17))


def test_a_strong_hand_opens_and_a_weak_hand_passes():
    strong = deal({0: "Ac Kc Qc Jc Ah"})
    assert choose(strong).startswith("bid")
    weak = deal({0: "7c 8h 9s Tc Jh"})
    assert choose(weak) == "pass"


def test_strength_estimate_counts_sure_trumps_and_side_aces():
    hand = parse_cards("Ac Kc Qc Ah As".split())
    assert estimate(hand, "c") > estimate(hand, "h") > 0
    assert estimate(hand, "c") >= 4.5
    assert estimate(parse_cards("7c 8c 9h Th 8s".split()), "c") < 1.0


def test_fp10_kieker_with_no_court_cards_and_aces():
    """A hand with no court card but three aces bids Kieker rather than passing."""
    state = deal({0: "Ac Ah As Tc Th"})
    text = choose(state)
    assert text.startswith("bid kieker") or text.startswith("bid"), text


def _play_to(state, predicate):
    while not predicate(state):
        state.apply(choose(state) if len(state.legal_actions()) > 1 else state.legal_actions()[0])


def test_declarer_leads_a_top_trump():
    state = deal({0: "Ac Kc Qc Jc 7h"}, skat="8h 9h")
    _play_to(state, lambda s: s.view(0).phase == "play")
    info = state.view(0).info
    assert info["declarer"] == 0 and info["trump"] == "c"
    assert choose(state) == "play Ac"


def _declare(state, *actions):
    """Seat 0 (P1) bids 2 Hand, the others pass, then the given actions (trumps, plays)."""
    for a in ("bid 2 hand", "pass", "pass", "pass", *actions):
        state.apply(a)


def test_defender_throws_low_when_a_fellow_defender_has_the_trick():
    """FP-43: only the declarer scores, so the defenders play together: once the declarer
    has played, a defender does not overtake a fellow defender who is winning the trick."""
    state = deal({0: "Ac Kc Qc Jc Th", 1: "Jh 7s 8s 9s Ts", 2: "Kh 8h 7h Js Qs", 3: "Tc 9c As Ks Qh"})
    _declare(state, "trump c", "play Ac", "play 7s", "play Js", "play 9c", "play Th", "play Jh")
    assert state.to_move == 2
    assert choose(state) == "play 7h"


def test_defender_beats_the_declarer_cheaply():
    state = deal({0: "Ac Kc Qc Jc Th", 1: "7s 8s 9s Ts Js", 2: "Kh Ah 7h Qs As", 3: "Tc 9c Ks Qh Jh"})
    _declare(state, "trump c", "play Ac", "play 7s", "play Qs", "play 9c", "play Th", "play 8s")
    assert state.to_move == 2
    assert choose(state) == "play Kh"  # the cheapest card that beats the declarer's ten


def _playout(state) -> str:
    return playout(state, state.legal_actions(), lambda: 0.5).text  # 0.5: never the random share


def test_fp43_the_playout_plays_the_defenders_together():
    """The search's playout policy: a defender leaves a fellow defender's trick alone and
    beats the declarer as cheaply as he can (C-5); the declarer leads his top trump."""
    state = deal({0: "Ac Kc Qc Jc Th", 1: "Jh 7s 8s 9s Ts", 2: "Kh 8h 7h Js Qs", 3: "Tc 9c As Ks Qh"})
    _declare(state, "trump c")
    assert _playout(state) == "play Ac"
    for a in ("play Ac", "play 7s", "play Js", "play 9c", "play Th", "play Jh"):
        state.apply(a)
    assert _playout(state) == "play 7h"
    state = deal({0: "Ac Kc Qc Jc Th", 1: "7s 8s 9s Ts Js", 2: "Kh Ah 7h Qs As", 3: "Tc 9c Ks Qh Jh"})
    _declare(state, "trump c", "play Ac", "play 7s", "play Qs", "play 9c", "play Th", "play 8s")
    assert _playout(state) == "play Kh"
