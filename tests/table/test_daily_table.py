"""The deal of the day at the table (issue 24, part 5), played through posted events."""

from __future__ import annotations

import datetime as dt
import time

from ai.par import ParWorker, par
from game import daily
from game.table.daily_table import DailyController
from game.table.words import score_change

from .helpers import click, decide_without_playing, sprite_of

DAY = dt.date(2026, 11, 25)
ITERATIONS = 20


def daily_button(app):
    return next(b for b in app.scene.buttons if b.data == "daily")


def status(app) -> str:
    """The deal of the day's line under the start screen's dialog."""
    return app.daily.label(app.scene.family.name)


def prepare(app) -> None:
    app.daily.today = lambda: DAY
    app.daily.start_par = lambda game, date: ParWorker(game, date, iterations=ITERATIONS)
    app.scene._build()


def play_out(app, timeout: float = 120.0) -> None:
    """Play the daily deal by clicks until its result is decided and the summary is up."""
    end = time.perf_counter() + timeout
    while not (app.scene.ctl.decided and app.scene.panels.overlay_kind == "summary"):
        assert time.perf_counter() < end, "timed out"
        app.frame(tick=False)
        scene = app.scene
        if scene.panels.overlay_kind == "summary" and not scene.ctl.decided:
            click(app, scene.panels.overlay.buttons[0].rect.center)  # the next deal after one without play
        elif scene.ctl.human_to_move() and not scene.animating and scene.overlay is None:
            if scene.amap.card and any(a.kind == "play" for a in scene.amap.card.values()):
                sp = sprite_of(scene, next(iter(scene.amap.card)))
                click(app, (round(sp.x), round(sp.y)))
            else:
                decide_without_playing(app)
        time.sleep(0.0005)


def test_the_deal_of_the_day_is_played_once_with_par_beside_it(app, worker):
    prepare(app)
    button = daily_button(app)
    game = app.scene.family.name
    assert button.enabled and status(app) == "Deal of the day: Prisdorf Fipsen · streak 0"
    click(app, button.rect.center)
    ctl = app.scene.ctl
    assert isinstance(ctl, DailyController)
    assert ctl.match.deals[0] == daily.daily_match(game, DAY).deals[0]  # today's cards
    assert not ctl.can_undo() and not ctl.request_hint() and not ctl.can_replay()
    play_out(app)
    entry = app.daily.book.entry(game, DAY)
    assert entry is not None and entry.score == daily.result(ctl.match)
    end = time.perf_counter() + 120
    while app.daily.workers:  # par arrives in the background; the table keeps drawing
        assert time.perf_counter() < end, "par timed out"
        app.frame(tick=False)
        time.sleep(0.01)
    app.frame(tick=False)
    assert entry.par == par(game, DAY, iterations=ITERATIONS)
    lines = [line for line, _colour in app.scene.panels.overlay.lines]
    assert any(f"par {score_change(entry.par)}" in line and "You" in line for line in lines), lines
    assert not app.stats.tallies  # never in the match statistics
    click(app, app.scene.panels.overlay.buttons[0].rect.center)  # back to the start screen
    assert app.resumable is None
    button = daily_button(app)
    assert not button.enabled and status(app).endswith(" · streak 1") and "par" in status(app)
    assert not app.start_daily(game, worker=worker)  # not twice on one date
    app.show_statistics()
    assert app.daily.stats_line(game, "X").startswith("X · played 1 · streak 1 · You")


def test_leaving_the_deal_of_the_day_abandons_it(app, worker):
    prepare(app)
    game = app.scene.family.name
    assert app.start_daily(game, worker=worker)
    app.frame(tick=False)
    app.to_start()
    assert app.resumable is None  # not offered as "Continue"
    entry = app.daily.book.entry(game, DAY)
    assert entry is not None and entry.score is None
    assert not daily_button(app).enabled and app.daily.book.streak(game, DAY) == 0
