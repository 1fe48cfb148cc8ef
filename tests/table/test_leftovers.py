"""Play-test leftovers: speech bubbles per phase, the human's plate, passed cards, known hands."""

from __future__ import annotations

import random

from game.match import Match
from game.rules import get_ruleset
from game.table import hud
from game.table.controller import Controller
from game.table.table_scene import TableScene


def _scene_at(app, worker, match: Match) -> TableScene:
    app._close_scene()
    app.scene = TableScene(app, Controller(match, "random", worker=worker, save=False))
    app.scene.skip_animation()
    app.frame(tick=False)
    return app.scene


def test_bubble_labels_leave_out_history_before_since():
    """A "Pass" before ``since`` (the phase's start) is not shown."""

    class V:
        history = ((1, "play 8c"), (1, "pass"), (2, "pass"))

    assert hud.bubble_labels(V()) == {1: "Pass", 2: "Pass"}  # type: ignore[arg-type]
    assert hud.bubble_labels(V(), 2) == {2: "Pass"}  # type: ignore[arg-type]


def test_skitgubbe_phase_one_pass_bubble_clears_in_phase_two(app, worker):
    """SG phase 1 ends with a declined sluff ("Pass"); once phase 2 (beat) begins the bubble is gone."""
    config = get_ruleset("skitgubbe").config("default", {}, 3)
    match, rng = Match(config, seed=4), random.Random(4)
    while True:
        st = match.state
        action = rng.choice(st.legal_actions())
        before = st.view(0).phase
        probe = st.clone()
        probe.apply(action)
        if before != "beat" and probe.view(0).phase == "beat":
            break
        match.apply(action)
    scene = _scene_at(app, worker, match)
    match.apply(action)
    scene._show(scene.ctl.view())
    view = scene.shown
    assert view.phase == "beat" and hud.bubble_labels(view)  # the old pass would still show
    assert hud.bubble_labels(view, scene.phase_start) == {}
