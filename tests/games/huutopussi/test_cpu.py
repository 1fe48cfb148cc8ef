"""The rule-based Huutopussi player (huutopussi.md): bids, exchange, marriages, card play."""

from __future__ import annotations

import random

import pytest

from ai.agent import Observation
from game.games.huutopussi.cpu import HuutopussiAgent, searched
from game.rules import get_ruleset

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


def test_hp19_the_last_player_beats_the_queen_with_the_king():
    hands = (
        "Ad Kd 6c 7c 8c 9c Tc Jc Qc",
        "Qd Jd Td 9d 8d 7d 6d 6h 7h",
        "Kc Ac 8h 9h Th Jh Qh Kh Ah",
        "6s 7s 8s 9s Ts Js Qs Ks As",
    )
    state = deal(hands, dealer=0, actions=("bid 50", "pass", "pass", "pass"))
    agent_until(state, "play")
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
