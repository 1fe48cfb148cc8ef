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
    ({"TurnedUpTrumpMas": True, "AntiTrumps": True, "EndWhenStockEmpty": True}, 3),
    ({"TurnedUpTrumpMas": True, "TwoPlayerAvstick": True, "IncompleteTrickDealt": True}, 2),
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
    """SinglesOnly and CompleteSuit on: Start is disabled and the dialog's message line says
    why; Enter starts nothing either."""
    from game.table.start_scene import StartScene

    from .helpers import click

    scene = app.scene
    assert isinstance(scene, StartScene)
    click(app, next(b for b in scene.buttons if b.label == "Skitgubbe").rect.center)
    start = next(b for b in scene.buttons if b.hotkey == "1")
    assert start.enabled and scene.refusal == ""
    scene.options.update({"SinglesOnly": True, "CompleteSuit": True})
    scene._build()
    why = "Skitgubbe: SinglesOnly cannot be combined with CompleteSuit: "
    start = next(b for b in scene.buttons if b.hotkey == "1")
    assert not start.enabled and scene.refusal.startswith(why)
    scene._start()
    assert app.scene is scene and scene.message.startswith(why)
    scene.options["SinglesOnly"] = False
    scene._build()
    assert next(b for b in scene.buttons if b.hotkey == "1").enabled and scene.refusal == ""


def test_every_games_options_fit_the_dialog_and_a_grid_shows_the_hovered_note(app):
    """Skitgubbe's 21 options do not fit one to a row: they are laid out in columns inside
    the dialog, above the message line, none overlapping; the note of the option under the
    mouse is shown instead of beside it."""
    from game.table.start_scene import StartScene

    from .helpers import click

    scene = app.scene
    assert isinstance(scene, StartScene)
    for title in [rs.title for rs in scene.games]:
        click(app, next(b for b in scene.buttons if b.label == title).rect.center)
        start = next(b for b in scene.buttons if b.hotkey == "1")
        options = [b.rect for b in scene.buttons if b.data == "choice"][-len(scene.preset.options) :]
        for i, r in enumerate(options):
            assert scene.panel.contains(r) and r.bottom < start.rect.top - 40, (title, r)
            assert not any(r.colliderect(o) for o in options[i + 1 :]), title
    assert len(scene.hover_notes) == len(scene.preset.options)  # Skitgubbe is last
    rect, note = scene.hover_notes[0]
    app.mouse = rect.center
    app.frame(tick=False)
    assert note == "The previous skitgubbe deals the next game."


def test_mas_exchange_button_has_its_own_words_and_thedinghausens_swap_keeps_its():
    """Action words are shared by every game: TurnedUpTrumpMas's exchange of the 2 of trumps
    (SG-M5) is not Thedinghausen's swap of the 7."""
    from game.rules.actions import Action
    from game.table import words

    assert words.button_labels([Action("exchange")]) == ["Swap the 2 of trumps"]
    assert words.button_labels([Action("aside")]) == ["Lay three trumps aside"]
    assert words.button_labels([Action("swap"), Action("pass")]) == ["Swap your 7 for the Ace", "Keep your 7"]
