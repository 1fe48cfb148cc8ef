"""Every preset of every game with every allowed number of players, at the real table:
a deal played to its end (CPU players in every seat, every frame drawn), then the summary."""

from __future__ import annotations

import time

import pytest

from game.rules import rulesets

CASES = [(rs.name, p.name, n) for rs in rulesets() for p in rs.presets.values() for n in sorted(p.players)]


@pytest.mark.parametrize(("game", "preset", "players"), CASES, ids=[f"{g}-{p}-{n}" for g, p, n in CASES])
def test_a_deal_at_the_table(app, worker, game, preset, players):
    from game.rules import get_ruleset

    config = get_ruleset(game).config(preset, {}, players)
    app.start_match(config, "random", seed=11, humans=(), worker=worker)
    scene = app.scene
    end = time.perf_counter() + 45
    while not (scene.ctl.match.deal_over and scene.overlay is not None):
        assert time.perf_counter() < end, f"{game}/{preset}/{players}: the deal did not finish"
        app.frame(tick=False)
        # The worker here is a thread: without the real loop's frame pacing it can starve
        # for the GIL behind an unpaced drawing loop, so give it a moment each frame.
        time.sleep(0.0005)
    assert scene.overlay.buttons  # the end-of-deal summary, with its buttons
