"""At the end of a deal the table shows what was hidden (issue "Polish from a
play-test", item 8): every hand left and every face-down pile turn face up."""

from __future__ import annotations

import random
import time

import pytest

from game.rules import get_ruleset, rulesets
from game.rules.state import revealed


@pytest.mark.parametrize("rs", rulesets(), ids=lambda rs: rs.name)
def test_a_finished_deal_reveals_every_card_of_every_game(rs):
    for preset in rs.presets.values():
        config = rs.config(preset.name, None, preset.players[0])
        state = rs.new_deal(config, 0, rng=random.Random(5))
        rng = random.Random(5)
        while state.to_move is not None:
            state.apply(rng.choice(state.legal_actions()))
        view = revealed(state.view(0), state.locations())
        assert all(None not in hand for hand in view.hands), preset.name
        assert all(None not in cards for cards in view.piles.values()), preset.name
        assert view.info == state.view(0).info and view.history == state.view(0).history


def test_the_table_turns_the_hidden_cards_up_when_the_deal_ends(app, worker):
    config = get_ruleset("fipsen").config("grossenaspe", {}, 4)
    app.start_match(config, "random", seed=2, humans=(), worker=worker)
    scene = app.scene
    end = time.perf_counter() + 20
    while not scene.ctl.match.deal_over and time.perf_counter() < end:
        app.frame(tick=False)
        time.sleep(0.0005)
    assert any(None in hand for hand in scene.ctl.match.state.view(0).hands[1:])
    for _ in range(3):
        app.frame(tick=False)
    assert all(None not in hand for hand in scene.shown.hands)
    assert all(None not in cards for cards in scene.shown.piles.values())
