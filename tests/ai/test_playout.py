"""The search's playout policies (``GameAI.playout``, ai/playout.py, ai/search.py)."""

from __future__ import annotations

import random

import pytest

from ai.agent import Observation
from ai.knowledge import game_ai
from ai.playout import follow
from ai.search import ISMCTS
from game.rules import Action, parse_card

from ..contract import all_variants
from .states import decision_states

VARIANTS = all_variants()
IDS = [f"{g}-{p}-{n}" for g, p, n in VARIANTS]


@pytest.mark.parametrize("variant", VARIANTS, ids=IDS)
def test_a_playout_policy_plays_every_deal_to_its_end_legally(variant):
    """From decisions anywhere in a deal, the game's policy (where it has one) takes only
    legal actions and the deal ends."""
    policy = game_ai(variant[0]).playout
    if policy is None:
        pytest.skip("random playouts")
    rng = random.Random(5)
    for state in decision_states(*variant, count=8, seed=17):
        steps = 0
        while state.to_move is not None:
            legal = state.legal_actions()
            action = legal[0] if len(legal) == 1 else policy(state, legal, rng.random)
            assert action in legal, f"{action} at {state.history}"
            state._apply(action)
            steps += 1
            assert steps < 2000
        assert state.outcome() is not None


def test_the_search_asks_its_policy_only_for_real_choices_and_repeats_itself():
    variant = ("hasenpfeffer", "default", 4)
    state = decision_states(*variant, count=1, seed=3)[0]
    asked: list[int] = []

    def first(s, legal, rand):
        asked.append(len(legal))
        return legal[0]

    def choose(seed: int) -> tuple[Action, dict]:
        search = ISMCTS(move_time=30.0, iterations=120, playout=first, stop_early=False)
        obs = Observation(state, state.to_move)
        return search.choose(obs, random.Random(seed)), search.search(obs, random.Random(seed))

    one, two = choose(1), choose(1)
    assert asked and min(asked) >= 2
    assert one == two


CARDS = {t: Action("play", (), (parse_card(t),)) for t in ("9c", "Qc", "Kc", "Ac", "Ts")}


def _rank(card) -> int:
    return card.rank + (100 if card.suit == "s" else 0)


def test_follow_wins_as_cheaply_as_it_can_against_the_other_side():
    legal = [CARDS["9c"], CARDS["Kc"], CARDS["Ac"]]
    assert follow(legal, _rank, parse_card("Qc").rank, False) is CARDS["Kc"]
    assert follow(legal, _rank, 100 + 14, False) is CARDS["9c"]  # nothing wins: the cheapest


def test_follow_leaves_a_partners_trick_to_him():
    legal = [CARDS["9c"], CARDS["Ac"], CARDS["Ts"]]
    assert follow(legal, _rank, parse_card("Qc").rank, True) is CARDS["9c"]
