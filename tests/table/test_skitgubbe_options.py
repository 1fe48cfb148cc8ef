"""Skitgubbe's section-10 options at the real table: a deal with CPU players (the easy
level's rules of thumb) in every seat plays to its end with each group of options on."""

from __future__ import annotations

import time

import pytest

OPTION_SETS = [
    ({"PickUpFromBottom": True, "ForcedPickup": True}, 4),
    ({"AntiTrumps": True, "CompleteSuit": True, "ShitCards": 7}, 5),
    ({"EndWhenStockEmpty": True, "LowestOrLoserLeads": True, "ExposedTrumpIndicator": True}, 3),
    ({"IncompleteTrickDealt": True, "ShitCards": -1}, 2),
    ({"SluffOwnRankOnly": True, "CompulsoryTies": True, "TiedRanksBeatUnique": True}, 4),
    ({"UnlimitedSluff": True, "TakeAChance": True}, 6),
]


@pytest.mark.parametrize(
    ("options", "players"), OPTION_SETS, ids=lambda v: "+".join(v) if isinstance(v, dict) else str(v)
)
def test_a_deal_with_the_options_at_the_table(app, worker, options, players):
    from game.rules import get_ruleset

    config = get_ruleset("skitgubbe").config("default", options, players)
    app.start_match(config, "easy", seed=11, humans=(), worker=worker)
    scene = app.scene
    end = time.perf_counter() + 60
    while not (scene.ctl.match.deal_over and scene.overlay is not None):
        assert time.perf_counter() < end, f"{options}: the deal did not finish"
        app.frame(tick=False)
        time.sleep(0.0005)  # let the worker thread run (see test_every_preset)
    assert scene.overlay.buttons
    assert scene.ctl.match.outcomes[-1].extra["loser"] in range(players)


def test_start_screen_refuses_options_that_cannot_be_combined(app):
    """Start with SinglesOnly and CompleteSuit on: no game starts, the screen says why."""
    from game.table.start_scene import StartScene

    from .helpers import click

    scene = app.scene
    assert isinstance(scene, StartScene)
    click(app, next(b for b in scene.buttons if b.label == "Skitgubbe").rect.center)
    scene.options.update({"SinglesOnly": True, "CompleteSuit": True})
    scene._start()
    assert app.scene is scene
    assert scene.message.startswith("Skitgubbe: SinglesOnly cannot be combined with CompleteSuit: ")
