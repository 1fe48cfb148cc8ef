"""SO-ISMCTS: stopping once the choice is settled changes nothing but the time it takes."""

from __future__ import annotations

import random

from ai.agent import Observation
from ai.search import ISMCTS

from .states import decision_states


def _search(stop_early: bool) -> ISMCTS:
    return ISMCTS(move_time=60.0, iterations=1500, worlds=40, stop_early=stop_early)


def test_stopping_early_keeps_the_choice_and_saves_iterations():
    saved = 0
    states = decision_states("hasenpfeffer", "default", 4, count=4, seed=5) + decision_states(
        "fipsen", "prisdorf", 4, count=4, seed=5
    )
    for i, state in enumerate(states):
        obs = Observation(state, state.to_move)
        full, early = _search(False), _search(True)
        assert early.choose(obs, random.Random(i)) == full.choose(obs, random.Random(i))
        assert full.last_iterations == 1500
        assert early.last_iterations <= full.last_iterations
        saved += full.last_iterations - early.last_iterations
    assert saved > 0, "no search stopped early"


def test_an_observation_works_out_what_a_determinizer_reads_once_per_key():
    state = decision_states("finesse", "default", 4, count=1, seed=3)[0]
    obs = Observation(state, state.to_move)
    made: list[str] = []

    def make(name: str) -> str:
        made.append(name)
        return name

    assert [obs.memo("a", lambda: make("a")) for _ in range(3)] == ["a"] * 3
    assert obs.memo("b", lambda: make("b")) == "b"
    assert made == ["a", "b"]
    assert Observation(state, state.to_move).memo("a", lambda: make("again")) == "again"
