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
    from game.rules.actions import Action

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
