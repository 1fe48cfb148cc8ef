"""Every level plays legally in every registered game, and decides only from what it sees."""

from __future__ import annotations

import random

import pytest

from ai.agent import Observation
from ai.levels import ARENA_LEVELS, LEVELS, make_agent
from ai.search import SearchAgent
from game.games.hasenpfeffer.cpu import HasenpfefferAgent
from game.games.huutopussi.cpu import HuutopussiAgent

from ..contract import all_variants
from .states import decision_states

VARIANTS = all_variants()
IDS = [f"{g}-{p}-{n}" for g, p, n in VARIANTS]
CAP = 24  # search iterations: small, so the tests are fast and the clock never binds


def _agent(level: str, game: str):
    return make_agent(level, game, move_time=30.0, iterations=CAP)


def test_levels_are_the_public_ones():
    assert LEVELS == ("random", "easy", "normal", "hard")
    with pytest.raises(ValueError):
        make_agent("grandmaster", "fipsen")


@pytest.mark.parametrize(
    "game, rules", [("huutopussi", HuutopussiAgent), ("hasenpfeffer", HasenpfefferAgent)]
)
def test_normal_is_the_rules_of_thumb_where_the_game_names_them(game, rules):
    """Issue 28: Huutopussi's and Hasenpfeffer's normal play their rules of thumb at their best
    judgement, without search; a game without its own normal player searches with the normal
    budget."""
    normal = make_agent("normal", game)
    assert isinstance(normal, rules) and normal.noise == 0 and normal.memory is None
    assert isinstance(make_agent("normal", "finesse"), SearchAgent)


@pytest.mark.parametrize("variant", VARIANTS, ids=IDS)
def test_every_level_returns_a_legal_action(variant):
    game = variant[0]
    states = decision_states(*variant, count=3, seed=11)
    for level in ARENA_LEVELS:
        agent = _agent(level, game)
        for i, state in enumerate(states):
            seat = state.to_move
            action = agent.choose(Observation(state, seat), random.Random(i))
            assert action in state.legal_actions(), f"{level} chose {action} at {state.history}"


@pytest.mark.parametrize("variant", VARIANTS, ids=IDS)
def test_decision_ignores_hidden_cards(variant):
    """A state resampled for the seat looks the same to it, so the decision is the same."""
    game = variant[0]
    states = decision_states(*variant, count=3, seed=23)
    for level in LEVELS:
        agent = _agent(level, game)
        for i, state in enumerate(states):
            seat = state.to_move
            other = state.resample(seat, random.Random(1000 + i))
            assert other.view(seat) == state.view(seat)
            first = agent.choose(Observation(state, seat), random.Random(i))
            second = agent.choose(Observation(other, seat), random.Random(i))
            assert first == second, f"{level} changed its mind when only hidden cards changed"
