"""An idle window draws nothing (issue "Polish from a play-test", item 1): the real loop
(``frame()`` with its clock) draws only when an event came or something moves, and
sleeps until the next event otherwise."""

from __future__ import annotations

import time

from .helpers import human_plays, post, run_until, start


def frames_in(app, seconds: float) -> tuple[int, int]:
    """(frames drawn, loop iterations) of the real loop during ``seconds``."""
    drawn, loops = app.frames, 0
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        app.frame()
        loops += 1
    return app.frames - drawn, loops


def test_the_start_screen_sleeps_until_an_event(app):
    app.frame()  # the first frame of a scene is always drawn
    drawn, loops = frames_in(app, 1.2)
    assert drawn == 0 and loops <= 4  # each idle frame waits up to IDLE_WAIT_MS
    post(app, app.pg.MOUSEMOTION, pos=(10, 10), rel=(0, 0), buttons=(0, 0, 0))
    drawn, _ = frames_in(app, 0.05)
    assert drawn == 1  # the hover may have changed: one frame, then sleep again


def test_the_table_waiting_for_the_player_draws_nothing(app, worker):
    start(app, worker=worker)
    run_until(app, lambda: human_plays(app))
    app.frame()
    assert app.idle
    drawn, _ = frames_in(app, 1.0)
    assert drawn == 0


def test_while_cards_move_every_frame_is_drawn(app, worker):
    start(app, worker=worker)
    app.frame()
    busy_frames = 0
    while not app.idle and busy_frames < 200:
        before = app.frames
        app.frame()
        busy_frames += 1
        assert app.frames == before + 1  # including the one where the cards came to rest
    assert busy_frames >= 5  # the deal was dealt, card by card
