"""Inference in the search's worlds (worlds.py): the other seats' bids, passes (HP-11) and
contract (HP-17) weigh the resampled worlds under the rules of thumb."""

from __future__ import annotations

import math
import random
import statistics

import pytest

from ai.agent import Observation
from game.games.huutopussi import worlds
from game.games.huutopussi.cpu import CPU, HuutopussiAgent, contract_choice, hand_estimate, worth
from game.games.huutopussi.options import rules_for
from game.rules import get_ruleset

from ...ai.states import decision_states
from .test_marriages import run, scenario_a
from .test_rules import deal

RS = get_ruleset("huutopussi")

# West holds aces, tens and the hearts marriage; East holds nothing higher than a jack.
STRONG = [
    "7c 8c 9c 7d 8d 9d 7s 8s 9s",
    "Ac Tc Ad Td Ah Th Kh Qh As",
    "6c Jc Qc Kc 6d Jd Qd Kd 6h",
    "7h 8h 9h Jh 6s Ts Js Qs Ks",
]
WEAK = [STRONG[0], STRONG[3], STRONG[2], STRONG[1]]  # West and East swapped


def west_bids_high(hands, preset="pagat"):
    """South opens 50 (forced, HP-11), West bids 150, the others pass: West declares."""
    st = deal(hands, preset=preset)
    for a in ("bid 50", "bid 150", "pass", "pass", "pass"):
        st.apply(a)
    return st


def test_hp11_a_high_bidder_holding_nothing_weighs_less_than_one_holding_strength():
    strong, weak = west_bids_high(STRONG), west_bids_high(WEAK)
    calls = worlds.public_calls(strong, 0)
    assert calls == worlds.public_calls(weak, 0)  # public: the same in every world
    west = [c for c in calls if c[0] == 1]
    assert len(west) == 1 and west[0][1] > hand_estimate(strong.rules, weak.dealt[1])
    assert worlds.weight(weak, west) < 0.1 < 0.5 < worlds.weight(strong, west)
    assert worlds.weight(weak, calls) < worlds.weight(strong, calls)


def test_hp11_the_forced_opening_says_nothing_a_pass_caps_the_hand_and_own_calls_are_left_out():
    st = west_bids_high(STRONG)
    seats = [c[0] for c in worlds.public_calls(st, 0)]
    assert seats == [1, 2, 3]  # South's own calls are left out
    calls = worlds.public_calls(st, 1)
    assert [c[0] for c in calls] == [2, 3, 0]  # South's opening 50 is no call: he had to bid
    assert all(lo == -math.inf and hi < math.inf and not contract for _, lo, hi, contract in calls)


def test_hp17_a_raised_contract_says_the_declarer_is_strong():
    rules = rules_for(RS.config("pagat"))
    st = west_bids_high(STRONG)
    st.apply("give 7h 8h 9h")
    st.apply("contract 250")
    (_, lo, hi, at_contract) = worlds.public_calls(st, 0)[-1]
    assert at_contract and lo == worlds.contract_threshold(rules, 150, 250) and hi > lo
    assert contract_choice(rules, 150, lo + 0.5) >= 250 > contract_choice(rules, 150, lo - 0.5)


def test_hp23_hp24_asking_partner_while_holding_an_own_marriage_is_unlikely_until_m1_is_gone():
    # South holds the hearts marriage and asks North (M2), then asks again after his M2
    # succeeded, when HP-24 forbids him his own marriage.
    st = run(scenario_a(), ["play Ac", "play Jh", "play 8c", "play 6c", "ask", "answer d"])
    run(st, ["play Ad", "play 6d", "play 8d", "play 6s", "ask"])
    said = worlds.declarations(st, 1)
    assert [(x, kind, u, own, free) for _, x, kind, u, own, free in said] == [
        (0, "ask", -1, True, 15),
        (0, "ask", -1, False, 15 & ~2),  # diamonds declared by North's answer
    ]
    assert worlds.weight(st, [], said[:1]) == worlds.MISPLAY
    assert worlds.weight(st, [], said[1:]) == 1.0
    assert worlds.declarations(st, 0) == []  # his own declarations tell South nothing


@pytest.mark.parametrize("preset,players", [("pagat", 4), ("default", 4), ("default", 3), ("pagat", 3)])
def test_thresholds_are_where_the_rules_of_thumb_change_their_call(preset, players):
    rules = rules_for(RS.config(preset, {"ThreePlayer": players == 3}, players))
    for bid in (50, 100, 150, 250):
        t = worlds.bid_threshold(rules, bid)
        if math.isfinite(t):
            assert worth(rules, t + 0.5, bid) and not worth(rules, t - 0.5, bid)
        for contract in (bid + 5, bid + 50):
            c = worlds.contract_threshold(rules, bid, contract)
            assert contract_choice(rules, bid, c + 0.5) >= contract > contract_choice(rules, bid, c - 0.5)


def test_hp11_worlds_of_a_high_bid_give_the_bidder_a_stronger_hand_than_plain_resampling():
    st = west_bids_high(STRONG)
    st.apply("give 7h 8h 9h")
    st.apply("contract 150")
    st.apply("return 7h 8h 9h")
    obs = Observation(st, 0)
    plain = [obs.resample(random.Random(k)) for k in range(40)]
    weighted = [worlds.inferred_world(obs, random.Random(k)) for k in range(40)]
    mean = [statistics.fmean(hand_estimate(st.rules, w.dealt[1]) for w in ws) for ws in (plain, weighted)]
    assert mean[1] > mean[0] + 10


def test_the_search_weighs_its_worlds_with_three_players_only():
    four = west_bids_high(STRONG)
    three = _agent_states("default", 3, {"ThreePlayer": True}, 1, 2)[0]
    for st, weighed in ((four, False), (three, True)):
        seat = (st.to_move + 1) % st.players
        obs = Observation(st, seat)
        drawn = CPU.determinize(obs, random.Random(4))
        assert drawn.view(seat) == st.view(seat)
        inferred = worlds.inferred_world(obs, random.Random(4))
        plain = obs.resample(random.Random(4))
        assert drawn.locations() == (inferred if weighed else plain).locations()


def _agent_states(preset, players, options, count, seed):
    """Decision points of deals bid and played by the rules of thumb (real auctions)."""
    rng = random.Random(seed)
    config = RS.config(preset, options, players)
    agent = HuutopussiAgent(noise=0.5)
    out = []
    while len(out) < count:
        st = RS.new_deal(config, rng.randrange(players), rng=rng)
        points = []
        while st.to_move is not None:
            if len(st.legal_actions()) > 1:
                points.append(st.clone())
            st.apply(agent.choose(Observation(st, st.to_move), rng))
        if points:
            out.append(rng.choice(points))
    return out


VARIANTS = [
    ("pagat", 4, {}),
    ("default", 4, {}),
    ("default", 3, {"ThreePlayer": True}),
    ("pagat", 3, {"ThreePlayer": True}),
    ("pagat", 4, {"ErlangenMarjapussi": True}),
    ("pagat", 4, {"NoHuutokielto": False}),
]


@pytest.mark.parametrize("preset,players,options", VARIANTS)
def test_every_world_is_consistent_with_the_view_and_depends_only_on_it(preset, players, options):
    states = _agent_states(preset, players, options, 12, 7)
    states += decision_states("huutopussi", preset, players, 6, 8)
    for st in states:
        for seat in range(st.players):
            view = st.view(seat)
            w = worlds.inferred_world(Observation(st, seat), random.Random(seat))
            assert w.view(seat) == view
            replay = RS.new_deal(w.config, w.dealer, layout=w.layout(), totals=w.totals)
            for _, action in w.history:
                replay.apply(action)
            assert replay.locations() == w.locations()
            # The same view and rng seed give the same world.
            again = worlds.inferred_world(Observation(w, seat), random.Random(9))
            first = worlds.inferred_world(Observation(st, seat), random.Random(9))
            assert (first.locations(), first.layout()) == (again.locations(), again.layout())
