"""The Coach at the table: a warning before a blunder (``??``), with Play it anyway and Take
it back, only when the setting is on and never at the deal of the day."""

from __future__ import annotations

import time

import pygame

from game.match import Match
from game.record import Record
from game.table.controller import Controller
from game.table.daily_table import DailyController
from game.table.table_scene import TableScene

from ..ai.test_analysis import THROWN, THROWN_AT
from .helpers import click, post, sprite_of


def _at_the_thrown_trick(app, worker, *, coach: bool, coach_worker=None) -> TableScene:
    """Hasenpfeffer, South last to a spade trick with A♠ (a sure trick, HF-19) and Q♠."""
    record = Record.from_json(
        {**THROWN, "deals": [{**THROWN["deals"][0], "actions": THROWN["deals"][0]["actions"][:THROWN_AT]}]}
    )
    match = Match.from_record(record)
    app.settings.coach = coach
    app._close_scene()
    app.scene = TableScene(app, Controller(match, "random", worker=worker, save=False, coach=coach_worker))
    app.scene.skip_animation()
    app.frame(tick=False)
    return app.scene


def _judged(app, timeout: float = 30.0) -> None:
    """Frames until the coach has judged the position (it starts as soon as it is the human's turn)."""
    ctl = app.scene.ctl
    end = time.perf_counter() + timeout
    while ctl._position() not in ctl._judged:
        assert time.perf_counter() < end, "the coach did not judge"
        app.frame(tick=False)
        time.sleep(0.005)


def _click_card(app, text: str) -> None:
    scene = app.scene
    card = next(c for c in scene.shown.hands[0] if c is not None and c.text == text)
    s = sprite_of(scene, card.id)
    click(app, (round(s.x), round(s.y)))


def _key(app, key: int) -> None:
    post(app, pygame.KEYDOWN, key=key, mod=0)
    app.frame(tick=False)


def test_the_coach_warns_before_a_thrown_away_trick_and_n_takes_it_back(app, worker):
    scene = _at_the_thrown_trick(app, worker, coach=True)
    _judged(app)
    n = len(scene.ctl.match.state.history)
    _click_card(app, "Qs")
    assert scene.overlay_kind == "coach" and scene.overlay.title == "Are you sure?"
    said = [line for line, _ in scene.overlay.lines]
    assert said[0] == "This loses about 3 points."
    assert said[1].startswith("Better: Play A♠")
    assert [b.label for b in scene.overlay.buttons] == ["Play it anyway", "Take it back"]
    _key(app, pygame.K_n)
    assert scene.overlay is None and len(scene.ctl.match.state.history) == n and scene.ctl.human_to_move()
    _click_card(app, "Qs")
    _key(app, pygame.K_ESCAPE)
    assert scene.overlay is None and len(scene.ctl.match.state.history) == n
    _click_card(app, "Qs")
    _key(app, pygame.K_RETURN)
    assert scene.overlay is None and scene.ctl.match.state.history[n][1].text == "play Qs"


def test_y_plays_the_blunder_anyway(app, worker):
    scene = _at_the_thrown_trick(app, worker, coach=True)
    _judged(app)
    n = len(scene.ctl.match.state.history)
    _click_card(app, "Qs")
    _key(app, pygame.K_y)
    assert scene.ctl.match.state.history[n][1].text == "play Qs"


def test_the_best_card_is_played_without_a_question(app, worker):
    scene = _at_the_thrown_trick(app, worker, coach=True)
    _judged(app)
    n = len(scene.ctl.match.state.history)
    _click_card(app, "As")
    assert scene.overlay is None and scene.ctl.match.state.history[n][1].text == "play As"


def test_with_the_coach_off_a_blunder_is_played_at_once_and_nothing_is_judged(app, worker):
    scene = _at_the_thrown_trick(app, worker, coach=False)
    for _ in range(5):
        app.frame(tick=False)
    assert scene.ctl.coach is None  # no coach process was even started
    n = len(scene.ctl.match.state.history)
    _click_card(app, "Qs")
    assert scene.overlay is None and scene.ctl.match.state.history[n][1].text == "play Qs"


class _Slow:
    """A coach that is still thinking."""

    def __init__(self) -> None:
        self.asked = 0

    def request(self, state, seed) -> None:
        self.asked += 1

    def poll(self):
        return None

    def cancel(self) -> None:
        pass


def test_a_coach_not_ready_yet_never_delays_the_player(app, worker):
    slow = _Slow()
    scene = _at_the_thrown_trick(app, worker, coach=True, coach_worker=slow)
    assert slow.asked == 1  # asked as soon as it is the human's turn
    n = len(scene.ctl.match.state.history)
    _click_card(app, "Qs")
    assert scene.overlay is None and scene.ctl.match.state.history[n][1].text == "play Qs"


def test_no_coach_and_no_hint_at_the_deal_of_the_day(app, worker):
    from game import daily

    match = daily.daily_match("hasenpfeffer", app.daily.today())
    app.settings.coach = True
    app._close_scene()
    ctl = DailyController(match, app.daily, worker=worker)
    app.scene = TableScene(app, ctl)
    for _ in range(200):
        app.frame(tick=False)
        if ctl.human_to_move() and len(ctl.match.state.legal_actions()) > 1:
            break
        time.sleep(0.005)
    assert ctl.human_to_move()
    assert not ctl.request_hint()
    for _ in range(5):
        app.frame(tick=False)
    assert ctl.coach is None  # nothing judged
    action = ctl.match.state.legal_actions()[-1]
    assert ctl.coach_warning(action) is None
