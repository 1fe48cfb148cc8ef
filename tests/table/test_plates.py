"""Seat plates keep up with the deal (issue "Polish from a play-test", item 12): every
time the table shows a new position, each plate counts the tricks that position says the
seat has won — never the count of the trick before."""

from __future__ import annotations

import time

from game.table import notes


def test_thedinghausen_plates_count_every_trick_as_soon_as_it_is_taken(app, worker):
    """The first deal: each plate's "n of 10" is the tricks the shown position gives."""
    from game.rules import get_ruleset

    players = 5
    config = get_ruleset("fipsen").config("thedinghausen", {}, players)
    app.start_match(config, "random", seed=2, humans=(), worker=worker)
    scene = app.scene
    counted = 0
    end = time.perf_counter() + 20
    while not scene.ctl.match.deal_over and time.perf_counter() < end:
        app.frame(tick=False)
        time.sleep(0.0005)
        tricks = scene.shown.info.get("tricks")
        if not isinstance(tricks, list) or not any(tricks):
            continue
        plates = [notes.plate_note(scene.shown, config, s) for s in range(players)]
        assert plates == [f"{won} of 10" for won in tricks], (plates, tricks)
        counted = max(counted, sum(tricks))
    assert scene.ctl.match.deal_over and counted >= 1
