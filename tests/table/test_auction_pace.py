"""Auctions a player can follow (issue "Polish from a play-test", item 7): CPU bids and
calls come at a reading pace, and the deal's bidding can be opened as a list."""

from __future__ import annotations

import time

from game.rules import get_ruleset
from game.table import words
from game.table.controller import ANNOUNCE_PACE

from .helpers import post


def test_the_bidding_list_leaves_out_card_plays_and_names_seats():
    history = [(1, "bid 300"), (2, "pass"), (3, "bid 305"), (0, "play Ah"), (1, "give 3 cards")]
    assert words.announcements(history, 4) == [
        "West: Bid 300",
        "North: Pass",
        "East: Bid 305",
        "West: Give 3 Cards",
    ]


def test_cpu_bids_wait_for_the_player_to_read_them_and_b_lists_them(app, worker):
    app.settings.speed = "normal"
    config = get_ruleset("huutopussi").config("default", {}, 4)
    app.start_match(config, "random", seed=4, humans=(), worker=worker)
    scene = app.scene
    end = time.perf_counter() + 20
    while not any(text.startswith(("bid", "pass")) for _, text in scene.shown.history):
        assert time.perf_counter() < end
        app.frame(tick=False)
        time.sleep(0.001)
    waited = scene.ctl.not_before - app.now()
    assert waited > ANNOUNCE_PACE["normal"] - 0.2  # the next CPU may not bid at once
    post(app, app.pg.KEYDOWN, key=app.pg.K_b, mod=0, unicode="b")
    app.frame(tick=False)
    assert scene.overlay is not None and scene.overlay.title == words.ANNOUNCEMENTS
    said = [line for line, _ in scene.overlay.lines]
    assert said == words.announcements(scene.shown.history, 4) and said
