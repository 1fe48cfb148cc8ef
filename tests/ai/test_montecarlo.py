"""Monte Carlo evaluation of bids and declarations (ai/montecarlo.py)."""

from __future__ import annotations

import random
import statistics

import pytest

from ai.agent import Observation
from ai.knowledge import game_ai
from ai.montecarlo import MonteCarloAgent, fallback
from game.rules import Action, State, get_ruleset

GAMES = [("fipsen", "prisdorf"), ("huutopussi", None)]


def _candidates(game: str):
    return game_ai(game).candidates


def _agent(game: str, worlds: int = 6) -> MonteCarloAgent:
    knowledge = game_ai(game)
    return MonteCarloAgent(knowledge.heuristic(0.0), _candidates(game), worlds=worlds, move_time=60.0, z=0.0)


def _weighed_states(game: str, preset: str | None, count: int, seed: int) -> list[State]:
    """Decisions for which the game names Monte Carlo candidates, from random play."""
    rs = get_ruleset(game)
    config = rs.config(preset, {}, None)
    candidates = _candidates(game)
    rng = random.Random(seed)
    out: list[State] = []
    while len(out) < count:
        state = rs.new_deal(config, rng.randrange(config.players), rng=rng)
        while state.to_move is not None:
            legal = state.legal_actions()
            if len(legal) > 1 and candidates(Observation(state, state.to_move), legal):
                if rng.random() < 0.5:
                    out.append(state.clone())
                    break
            state.apply(rng.choice(legal))
    return out


@pytest.mark.parametrize("game, preset", GAMES)
def test_only_legal_actions(game, preset):
    agent = _agent(game)
    for i, state in enumerate(_weighed_states(game, preset, 4, seed=5)):
        obs = Observation(state, state.to_move)
        assert agent.choose(obs, random.Random(i)) in state.legal_actions()


@pytest.mark.parametrize("game, preset", GAMES)
def test_reproducible_and_blind_to_hidden_cards(game, preset):
    """Same view and seed: the same worlds, the same rewards, the same decision."""
    agent = _agent(game)
    for i, state in enumerate(_weighed_states(game, preset, 3, seed=9)):
        seat = state.to_move
        other = state.resample(seat, random.Random(100 + i))
        obs, obs2 = Observation(state, seat), Observation(other, seat)
        legal = state.legal_actions()
        options = [legal[0], *_candidates(game)(obs, legal)[:2]]
        first = agent.evaluate(obs, options, random.Random(i))
        assert first == agent.evaluate(obs, options, random.Random(i))
        assert first == agent.evaluate(obs2, options, random.Random(i))
        assert agent.choose(obs, random.Random(i)) == agent.choose(obs2, random.Random(i))


class Passer:
    """A prior that always passes: wrong with a sure slam."""

    name = "passer"

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        return next(a for a in obs.legal_actions() if a.kind == "pass")


def test_overrides_a_wrong_prior():
    """HF-9, HF-21: South holds the Joker and the five best hearts, so a bid of 6 makes all six
    tricks; passing leaves the deal to the others. Monte Carlo overrides the passing prior."""
    rs = get_ruleset("hasenpfeffer")
    hands = ["Jo Jh Jd Ah Kh Qh", "Th 9h Ad Kd Qd Td", "9d Ac Kc Qc Jc Tc", "9c As Ks Qs Js Ts"]
    state = rs.new_deal(
        rs.config("default", {}), 3, layout={"hands": [h.split() for h in hands], "widow": ["9s"]}
    )
    assert state.to_move == 0
    six = Action.parse("bid 6")
    heuristic = game_ai("hasenpfeffer").heuristic(0.0)
    agent = MonteCarloAgent(Passer(), lambda obs, legal: [six], heuristic, worlds=12, move_time=60.0)
    obs = Observation(state, 0)
    pass_rewards, six_rewards = agent.evaluate(obs, [Action.parse("pass"), six], random.Random(1))
    assert set(six_rewards) == {6.0}  # HF-21: six tricks bid and made, the opponents score 0
    assert statistics.fmean(pass_rewards) < 4.0
    assert agent.choose(obs, random.Random(1)) == six
    cautious = MonteCarloAgent(Passer(), lambda obs, legal: [six], heuristic, worlds=12, min_gain=100.0)
    assert cautious.choose(obs, random.Random(1)).kind == "pass"  # not clearly better by 100


def test_fallback_weighs_only_where_the_game_names_candidates():
    assert isinstance(fallback(game_ai("fipsen"), "hard", 0.8), MonteCarloAgent)
    assert isinstance(fallback(game_ai("huutopussi"), "normal", 0.2), MonteCarloAgent)
    assert not isinstance(fallback(game_ai("finesse"), "hard", 0.8), MonteCarloAgent)


def test_fallback_weighs_as_the_game_sets_it():
    """``GameAI.weighing``: Hasenpfeffer's hard weighs more worlds and every bid; a game that
    sets nothing weighs the level's worlds, three actions, a gain 1.5 standard errors clear."""
    hasenpfeffer = fallback(game_ai("hasenpfeffer"), "hard", 0.8)
    prisdorf = fallback(game_ai("fipsen"), "normal", 0.2)
    assert isinstance(hasenpfeffer, MonteCarloAgent) and isinstance(prisdorf, MonteCarloAgent)
    assert (hasenpfeffer.worlds, hasenpfeffer.width, hasenpfeffer.z) == (48, 7, 1.0)
    assert (prisdorf.worlds, prisdorf.width, prisdorf.z) == (12, 3, 1.5)
