"""The rule-based Skitgubbe player (skitgubbe.md): phase-1 plays and sluffs, phase-2 beats,
leads and pick-ups, and the search's worlds."""

from __future__ import annotations

import functools
import random

import pytest

from ai.agent import Observation
from ai.search import zero_sum_rewards
from game.games.skitgubbe.cpu import (
    LEADS_MASTER,
    MASTER_CARDS,
    POLICY_CARDS,
    SEARCH_CARDS,
    SHEDS_RUN,
    SkitgubbeAgent,
    explain,
    masters,
    phase2_play,
    play_cost,
    playout,
    searched,
)
from game.games.skitgubbe.options import Rules
from game.rules import Action, State, View, get_ruleset, parse_card
from game.rules.cards import deck_52

from ...ai.states import decision_states
from ...contract import config_with

AGENT = SkitgubbeAgent(0.0)
RS = get_ruleset("skitgubbe")
HANDS = ("7h 5d 3h", "5s 3s Kd", "As 3c 3d")
FIRST_DRAWS = ("9c", "9d", "9h")


def deal(hands=HANDS, dealer=0, actions=()) -> State:
    """A 3-player deal from ``hands``; the stock starts with FIRST_DRAWS, then the rest."""
    used = {t for h in hands for t in h.split()} | set(FIRST_DRAWS)
    rest = [c.text for c in deck_52() if c.text not in used]
    layout = {"hands": [h.split() for h in hands], "stock": [*FIRST_DRAWS, *rest]}
    state = RS.new_deal(RS.config("default", {}, 3), dealer, layout=layout)
    for a in actions:
        state.apply(a)
    return state


def choose(state: State, agent: SkitgubbeAgent = AGENT) -> str:
    return agent.choose(Observation(state, state.to_move), random.Random(0)).text


def test_sheds_a_low_pair_rather_than_win_with_an_ace():
    """SG-8/SG-10: the won pile becomes the phase-2 hand (SG-20), so over a led 5 the player
    loses the trick with his pair of 3s (two cards gone) instead of winning it with the ace."""
    state = deal(actions=("play 5s",))
    assert state.to_move == 2
    assert choose(state) == "play 3c 3d"


def test_sluffs_junk_into_another_trick_but_not_into_its_own():
    """SG-13: the winner keeps his matching cards out of his own pile; another player adds
    his matching low card to the winner's pile."""
    state = deal(actions=("play 5s", "play 3c 3d", "play 7h"))
    assert state.to_move == 0  # the winner sluffs first (house rule SG-13)
    assert choose(state) == "pass"
    state.apply("pass")
    assert state.to_move == 1
    assert choose(state) == "sluff 3s"


def _phase2_states(players: int, count: int, seed: int) -> list[State]:
    """Phase-2 decisions from random play (default rules)."""
    rng = random.Random(seed)
    config = RS.config("default", {}, players)
    out: list[State] = []
    while len(out) < count:
        state = RS.new_deal(config, rng.randrange(players), rng=rng)
        while state.to_move is not None:
            legal = state.legal_actions()
            if len(legal) > 1 and state.view(state.to_move).info["phase"] == 2 and rng.random() < 0.2:
                out.append(state.clone())
            state.apply(rng.choice(legal))
    return out[:count]


PHASE2 = _phase2_states(3, 400, seed=5) + _phase2_states(5, 200, seed=6)


def _lo(action):
    return action.cards[0]


def _better(a, b) -> bool:
    """``a`` starts no higher than ``b`` and sheds no fewer cards, and differs in one."""
    lo_a, lo_b, n_a, n_b = _lo(a).rank, _lo(b).rank, len(a.cards), len(b.cards)
    return lo_a <= lo_b and n_a >= n_b and (lo_a, n_a) != (lo_b, n_b)


def test_beats_with_the_cheapest_side_card_that_beats():
    """SG-25: when a play of the top play's suit beats it, no trump is spent, and no other
    side play starts as low and sheds more cards, or sheds as many and starts lower."""
    checked = 0
    for state in PHASE2:
        view = state.view(state.to_move)
        if not view.trick:
            continue
        trump = view.info["trump"]
        legal = state.legal_actions()
        side = [a for a in legal if a.kind == "play" and _lo(a).suit != trump]
        if not side:
            continue
        checked += 1
        got = phase2_play(view, legal)
        assert got.kind == "play" and _lo(got).suit != trump, (view.trick, got.text)
        assert not any(_better(a, got) for a in side), got.text
    assert checked >= 20


def test_leads_a_low_side_card_or_run():
    """SG-23: a lead sheds from a side suit rather than trumps, and no other side play
    starts as low and sheds more cards, or sheds as many and starts lower (until the lead
    nobody can beat takes over, below)."""
    checked = 0
    for state in PHASE2:
        view = state.view(state.to_move)
        if view.trick or masters(view, state.legal_actions()):
            continue
        trump = view.info["trump"]
        legal = state.legal_actions()
        side = [a for a in legal if _lo(a).suit != trump]
        if not side:
            continue
        checked += 1
        got = phase2_play(view, legal)
        assert _lo(got).suit != trump
        assert not any(_better(a, got) for a in side), got.text
    assert checked >= 20


def test_leads_the_cheapest_play_nobody_can_beat_once_few_cards_are_left():
    """SG-25, SG-26: with at most MASTER_CARDS cards held in all, a lead that no card in
    another player's hand (the true deal's) can beat is led, the cheapest of them by
    play_cost; with more cards held there is no such lead."""
    checked = 0
    for state in PHASE2:
        view = state.view(state.to_move)
        if view.trick:
            continue
        legal = state.legal_actions()
        found = masters(view, legal)
        if _cards_held(state) > MASTER_CARDS:
            assert not found
            continue
        trump = view.info["trump"]
        others = [c for s in range(view.players) if s != view.seat for c in state.view(s).hands[s]]
        for play in found:
            top, suit = max(c.rank for c in play.cards), play.cards[0].suit
            assert not any(c.suit == suit and c.rank > top for c in others), play.text
            assert suit == trump or not any(c.suit == trump for c in others), play.text
        if found:
            checked += 1
            got = phase2_play(view, legal)
            cost = {a: play_cost(_lo(a).rank, _lo(a).suit == trump, len(a.cards)) for a in found}
            assert got in found and cost[got] == min(cost.values()), got.text
            said = explain(Observation(state, view.seat), got)
            assert said is (SHEDS_RUN if len(got.cards) > 1 else LEADS_MASTER)
    assert checked >= 5


def test_spends_a_trump_only_when_no_side_card_beats_and_picks_up_a_small_low_play():
    """SG-25/SG-26: with a long hand, a single low side card is picked up rather than beaten
    with a trump queen or better; a low trump beats it."""
    hand = tuple(parse_card(t) for t in "2c 5c 9c Jc 4d 6d 8d Th 2s".split())
    view = View(
        seat=0,
        players=3,
        dealer=2,
        to_move=0,
        phase="beat",
        hands=(hand, (None,) * 5, (None,) * 6),
        piles={},
        trick=((2, (parse_card("7h"),)),),
        history=(),
        info={"phase": 2, "trump": "s"},
    )
    pickup = Action.parse("pickup")
    queen = Action.parse("play Qs")
    low = Action.parse("play 3s")
    assert phase2_play(view, [queen, pickup]) is pickup
    assert phase2_play(view, [low, queen, pickup]) is low


def test_the_playout_policy_plays_long_phase_2_positions_as_the_rules_of_thumb():
    """The search's playouts (without their random share) lead, beat and pick up as
    ``phase2_play`` does (SG-23, SG-25, SG-26), on the full state instead of a view, while
    the players hold more than ``POLICY_CARDS`` cards; below, they play at random."""
    no_noise = 0.5  # a draw above ai/playout.py's NOISE: the policy's rule decides
    pickups = randoms = 0
    for state in PHASE2:
        legal = state.legal_actions()
        if _cards_held(state) <= POLICY_CARDS:
            assert playout(state, legal, lambda: no_noise) is legal[len(legal) // 2]
            randoms += 1
            continue
        rules = phase2_play(state.view(state.to_move), legal, Rules.of(state.config))
        assert playout(state, legal, lambda: no_noise) is rules, rules.text
        pickups += rules.kind == "pickup"
    assert pickups >= 1 and randoms >= 1


@functools.cache
def _random_states(players: int) -> list[State]:
    return decision_states("skitgubbe", "default", players, 40, seed=players)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("noise", [0.0, 0.5])
def test_returns_legal_actions_in_random_states(players, noise):
    """Every level's decisions must be legal for every player count and option set."""
    agent = SkitgubbeAgent(noise)
    rng = random.Random(players)
    for state in _random_states(players):
        assert agent.choose(Observation(state, state.to_move), rng) in state.legal_actions()


@pytest.mark.parametrize("players", [2, 4, 6])
def test_rule_based_players_finish_every_deal(players):
    """Cards can circle for ever in phase 2 (each lead picked up by the next player, SG-29);
    the players break a repeat, so deals among them end (SG-31)."""
    rng = random.Random(players)
    for _ in range(15):
        config = config_with("skitgubbe", "default", players, rng)
        state = RS.new_deal(config, 0, rng=rng)
        for _ in range(4000):
            if state.to_move is None:
                break
            legal = state.legal_actions()
            state.apply(legal[0] if len(legal) == 1 else AGENT.choose(Observation(state, state.to_move), rng))
        assert state.to_move is None


def _cards_held(state: State) -> int:
    return sum(len(h) for h in state.view(state.to_move).hands)


def test_search_takes_short_phase_2_positions_and_counts_the_loss_as_bad():
    """Phase 1 and long phase-2 positions stay with the rules of thumb; the search's rewards
    count the skitgubbe's loss as bad (SG-33 records a loss as +1, which a maximizing
    search would otherwise seek), with or without LoserPenalty."""
    phase1 = deal()
    assert not searched(Observation(phase1, phase1.to_move), phase1.legal_actions())
    long = next(s for s in PHASE2 if _cards_held(s) > SEARCH_CARDS)
    assert not searched(Observation(long, long.to_move), long.legal_actions())
    state = next(s for s in PHASE2 if _cards_held(s) <= SEARCH_CARDS)
    assert searched(Observation(state, state.to_move), state.legal_actions())
    rs = get_ruleset("skitgubbe")
    for options, loser_scores in (({}, 1), ({"LoserPenalty": 3}, -3)):
        rewards = zero_sum_rewards(rs.config(None, options, 3))
        r = rewards([0, loser_scores, 0])
        assert r[1] < 0 < r[0] == r[2], options
