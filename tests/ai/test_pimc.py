"""PIMC with the exact solver (ai/pimc.py): legal, reproducible, blind to hidden cards."""

from __future__ import annotations

import random

import pytest

from ai.agent import Observation
from ai.knowledge import game_ai
from ai.levels import make_agent
from ai.pimc import PIMC, EndgameAgent, cards_in_hand
from ai.search import ISMCTS, SearchAgent
from game.rules import State, get_ruleset, rulesets

from ..contract import all_variants
from .states import decision_states

VARIANTS = all_variants()
ENDGAME_GAMES = [rs.name for rs in rulesets() if game_ai(rs.name).endgame_tricks]
IDS = [f"{g}-{p}-{n}" for g, p, n in VARIANTS]


def _agent(worlds: int = 6) -> EndgameAgent:
    """PIMC from the first decision on, ISMCTS (tiny) when a world is too big to solve."""
    search = SearchAgent("ismcts", ISMCTS(move_time=30.0, iterations=16))
    return EndgameAgent("pimc", search, PIMC(move_time=30.0, worlds=worlds, world_nodes=3000), 10**9)


@pytest.mark.parametrize("variant", VARIANTS, ids=IDS)
def test_pimc_returns_a_legal_action(variant):
    agent = _agent()
    for i, state in enumerate(decision_states(*variant, count=3, seed=5, late=True)):
        seat = state.to_move
        action = agent.choose(Observation(state, seat), random.Random(i))
        assert action in state.legal_actions()


def _small_endgame(game: str, seed: int) -> State:
    """A decision of ``game`` where the seat holds at most its ``endgame_tricks`` cards."""
    rs = get_ruleset(game)
    rng = random.Random(seed)
    while True:
        state = rs.new_deal(rs.config(), 0, rng=rng)
        while state.to_move is not None:
            obs = Observation(state, state.to_move)
            if len(state.legal_actions()) > 1 and cards_in_hand(obs) <= game_ai(game).endgame_tricks:
                return state
            state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("game", ENDGAME_GAMES)
def test_pimc_is_reproducible_and_solves_every_world(game):
    state = _small_endgame(game, 1)
    obs = Observation(state, state.to_move)
    pimc = PIMC(move_time=30.0, worlds=8)
    first = pimc.evaluate(obs, random.Random(4))
    assert pimc.last_worlds == 8
    assert first is not None and set(first) == set(obs.legal_actions())
    assert pimc.evaluate(obs, random.Random(4)) == first


@pytest.mark.parametrize("game", ENDGAME_GAMES)
def test_pimc_decision_ignores_hidden_cards(game):
    """A state resampled for the seat looks the same to it, so PIMC (and the hard level in
    the endgame) decides the same."""
    hard = make_agent("hard", game, move_time=30.0, iterations=8)
    assert isinstance(hard, EndgameAgent)
    for i in range(3):
        state = _small_endgame(game, 10 + i)
        seat = state.to_move
        other = state.resample(seat, random.Random(1000 + i))
        assert other.view(seat) == state.view(seat)
        for agent in (_agent(), hard):
            first = agent.choose(Observation(state, seat), random.Random(i))
            second = agent.choose(Observation(other, seat), random.Random(i))
            assert first == second


def test_pimc_gives_up_on_a_world_too_big_and_the_search_decides():
    rs = get_ruleset("hasenpfeffer")
    state = rs.new_deal(rs.config(), 0, rng=random.Random(3))
    while state.to_move is not None and state.legal_actions()[0].kind != "play":
        state.apply(state.legal_actions()[-1])
    obs = Observation(state, state.to_move)
    pimc = PIMC(move_time=30.0, worlds=4, world_nodes=100)
    assert pimc.evaluate(obs, random.Random(0)) is None
    agent = EndgameAgent("pimc", SearchAgent("s", ISMCTS(move_time=30.0, iterations=8)), pimc, 10**9)
    assert agent.choose(obs, random.Random(0)) in state.legal_actions()
    assert agent.search.search.move_time == 30.0
