"""Who led the trick and who took the last one (issue "Polish from a play-test", item 9)."""

from __future__ import annotations

import time

from game.table import words


def test_last_trick_rows_name_the_leader_and_the_taker():
    assert words.trick_row_label(1, 4, True, False) == "West (led)"
    assert words.trick_row_label(2, 4, False, True) == "North (took it)"
    assert words.trick_row_label(0, 4, True, True) == "You (led, took it)"
    assert words.trick_row_label(3, 4, False, False) == "East"


def test_the_table_remembers_who_took_the_last_trick(app, worker):
    from game.rules import get_ruleset

    config = get_ruleset("fipsen").config("grossenaspe", {}, 4)
    app.start_match(config, "random", seed=3, humans=(), worker=worker)
    scene = app.scene
    end = time.perf_counter() + 20
    while not scene.last_trick and time.perf_counter() < end:
        before = scene.shown.info.get("tricks")
        app.frame(tick=False)
        time.sleep(0.0005)
    after = scene.shown.info["tricks"]
    assert scene.last_trick and isinstance(before, list)
    took = [s for s in range(4) if after[s] > before[s]]
    assert took == [scene.last_trick_winner]
    scene.panels.open_last_trick()
    labels = [label for label, _ in scene.overlay.cards]
    assert labels[0].endswith("(led)") or labels[0].endswith("(led, took it)")
    assert sum("took it" in label for label in labels) == 1
