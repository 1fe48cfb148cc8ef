"""The easy level's slips (ai/slips.py): the next card up or down of the suit the rules of
thumb chose, never a card at random (issue 28, "easy makes human-like mistakes")."""

from __future__ import annotations

import random

import pytest

from ai.agent import Observation
from ai.knowledge import game_ai
from ai.slips import near_miss, slipped
from game.rules import Action, get_ruleset, parse_card
from game.rules.cards import card


def play(*cards: str) -> list[Action]:
    return [Action("play", cards=(parse_card(c),)) for c in cards]


def test_a_slip_is_the_next_rank_up_or_down_of_the_suit_chosen():
    legal = play("7h", "9h", "Kh", "Ah", "8s", "Qs")
    seen = {near_miss(legal[1], legal, random.Random(seed)).text for seed in range(40)}
    assert seen == {"play 7h", "play Kh"}  # never 8s, Qs or Ah, never the choice itself
    assert near_miss(legal[3], legal, random.Random(1)).text == "play Kh"  # the top: one way
    assert near_miss(legal[0], legal, random.Random(1)).text == "play 9h"  # the bottom: one way


def test_a_card_alone_in_its_suit_a_joker_or_a_cardless_action_is_not_slipped():
    legal = [*play("7h", "8s", "Jo"), Action("pickup")]
    for choice in legal:
        assert near_miss(choice, legal, random.Random(0)) is choice


def test_a_second_copy_of_the_same_rank_and_other_kinds_are_no_neighbours():
    copies = [Action("play", cards=(card(13, "c", copy),)) for copy in (0, 1)]
    other_kind = Action("replenish", cards=(parse_card("Qc"),))
    assert near_miss(copies[0], [*copies, other_kind], random.Random(0)) is copies[0]


def test_slipped_keeps_the_choice_at_noise_0_and_slips_at_half_the_noise():
    legal = play("7h", "9h", "Kh")
    rng = random.Random(5)
    state = rng.getstate()
    assert slipped(legal[1], legal, 0.0, rng) is legal[1] and rng.getstate() == state  # no draw
    assert all(slipped(legal[1], legal, 2.0, random.Random(s)) is not legal[1] for s in range(20))
    rate = sum(slipped(legal[1], legal, 0.5, random.Random(s)) is not legal[1] for s in range(2000)) / 2000
    assert 0.2 < rate < 0.3


GAMES = [
    ("huutopussi", "default"),
    ("hasenpfeffer", "default"),
    ("finesse", "default"),
    ("skitgubbe", "default"),
    ("fipsen", "prisdorf"),
    ("fipsen", "grossenaspe"),
    ("fipsen", "thedinghausen"),
]


@pytest.mark.parametrize(("game", "preset"), GAMES)
def test_an_easy_card_is_the_rules_choice_or_its_near_miss(game, preset):
    """At every card play of rules-played deals, the rules of thumb made to slip every time
    (noise 2) play their own choice or its near miss, and slip at a good share of them."""
    rules, slipping = game_ai(game).heuristic(0.0), game_ai(game).heuristic(2.0)  # type: ignore[misc]
    rs = get_ruleset(game)
    config = rs.config(preset, {}, None)
    plays = slips = 0
    for deal in range(10):
        state = rs.new_deal(config, deal % config.players, rng=random.Random(deal))
        while state.to_move is not None:
            obs, legal = Observation(state, state.to_move), state.legal_actions()
            choice = rules.choose(obs, random.Random(deal))
            if len(legal) > 1 and len(choice.cards) == 1 and choice.kind == "play":
                slip = slipping.choose(Observation(state, state.to_move), random.Random(deal))
                allowed = {near_miss(choice, legal, random.Random(s)) for s in range(8)}
                assert slip in allowed, (state.to_move, choice, slip)
                plays += 1
                slips += slip != choice
            state.apply(choice)
    assert plays >= 30 and slips >= plays // 5
