"""The real table driven by posted events: click, drag and drop, illegal drops, keys."""

from __future__ import annotations

import pytest

from game.rules import Action
from game.table.animation import SPEED_FACTOR

from .helpers import click, drag, human_plays, post, run_until, sprite_of, start


def _history(app):
    return app.scene.ctl.match.state.history


def test_click_plays_a_legal_card(app, worker):
    start(app, seed=2, worker=worker)
    run_until(app, lambda: human_plays(app))
    scene = app.scene
    cid, action = next(iter(scene.amap.card.items()))
    s = sprite_of(scene, cid)
    n = len(_history(app))
    click(app, (round(s.x), round(s.y)))
    assert _history(app)[n] == (0, action)


def test_drag_and_drop_onto_the_trick_plays(app, worker):
    start(app, seed=3, worker=worker)
    run_until(app, lambda: human_plays(app))
    scene = app.scene
    cid, action = next(iter(scene.amap.card.items()))
    s = sprite_of(scene, cid)
    n = len(_history(app))
    drag(app, (round(s.x), round(s.y)), scene.layout.trick_zone.center)
    assert _history(app)[n] == (0, action)
    assert any(c.id == cid for _, cs in app.scene.shown.trick for c in cs) or app.scene.shown.piles


def test_drop_outside_the_trick_flies_back(app, worker):
    start(app, seed=3, worker=worker)
    run_until(app, lambda: human_plays(app))
    scene = app.scene
    cid = next(iter(scene.amap.card))
    s = sprite_of(scene, cid)
    n = len(_history(app))
    app.settings.speed = "normal"
    drag(app, (round(s.x), round(s.y)), (20, scene.layout.felt.top + 20))
    assert len(_history(app)) == n
    assert scene.anim.total > 0  # the card flies home
    assert scene.anim.done(scene.anim.start + scene.anim.total)
    end = {d.key: d for d in scene.anim.frame(scene.anim.start + scene.anim.total + 1)}
    assert (end[s.key].x, end[s.key].y) == (s.x, s.y)


def _illegal_card_in_hand(app, worker):
    """Play deals (legal cards, by click) until the human holds a card it may not play now;
    the scene and that card's sprite."""
    for seed in range(1, 40):
        start(app, seed=seed, worker=worker)
        for _ in range(5):
            run_until(app, lambda: human_plays(app) or app.scene.ctl.match.deal_over)
            scene = app.scene
            if scene.ctl.match.deal_over:
                break
            hand = [s for s in scene.anim.final.values() if s.where == "hand0" and s.card is not None]
            illegal = [s for s in hand if s.card.id not in scene.amap.card]
            if illegal:
                return scene, illegal[0]
            cid = next(iter(scene.amap.card))
            sp = sprite_of(scene, cid)
            click(app, (round(sp.x), round(sp.y)))
    raise AssertionError("no deal gave the human a card it could not play")


def test_illegal_drop_flies_back_with_a_reason(app, worker):
    """FP-38: a card that does not follow suit is refused with the rules' reason."""
    scene, s = _illegal_card_in_hand(app, worker)
    n = len(_history(app))
    app.settings.speed = "normal"
    drag(app, (round(s.x), round(s.y)), scene.layout.trick_zone.center)
    assert len(_history(app)) == n
    assert scene.message.startswith("You must follow"), scene.message
    expected = scene.ctl.match.state.illegal_reason(Action("play", (), (s.card,)))
    assert scene.message == expected
    assert scene.anim.total > 0 and not scene.anim.done(scene.anim.start)


def test_clicking_or_entering_an_illegal_card_gives_the_reason(app, worker):
    """FP-38: a click (or Enter on the focused card) on a card that may not be played is refused
    with the rules' reason; the table keeps running."""
    import pygame

    scene, s = _illegal_card_in_hand(app, worker)
    n = len(_history(app))
    click(app, (round(s.x), round(s.y)))
    assert len(_history(app)) == n
    assert scene.message.startswith("You must follow"), scene.message
    scene.message = ""
    scene.hand.focus = s.card.id
    post(app, pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)
    app.frame()
    assert len(_history(app)) == n
    assert scene.message.startswith("You must follow"), scene.message


def test_number_keys_press_the_action_bar(app, worker):
    start(app, seed=4, worker=worker)
    run_until(
        app, lambda: app.scene.ctl.human_to_move() and not app.scene.animating and bool(app.scene.buttons)
    )
    scene = app.scene
    hot = [b for b in scene.buttons if b.hotkey]
    assert hot and hot[0].hotkey == "1"
    pass_button = next(i for i, b in enumerate(hot) if b.label == "Pass")
    n = len(_history(app))
    post(app, app.pg.KEYDOWN, key=app.pg.K_1 + pass_button, mod=0, unicode="", scancode=0)
    app.frame(tick=False)
    assert _history(app)[n] == (0, Action.parse("pass"))


def test_a_deal_plays_to_the_summary_and_the_next_deal(app, worker):
    start(app, players=3, seed=5, worker=worker)
    scene = app.scene
    scene.ctl.humans.clear()
    run_until(app, lambda: scene.overlay is not None, timeout=30)
    assert scene.ctl.match.deal_over
    from game.table.words import summary_text

    summary = scene.ctl.match.outcomes[-1].summary
    assert summary and scene.overlay.lines[0][0] == summary_text(summary, 3)
    # Last trick and the menu still open over the summary, and closing them comes back to it.
    last = next(b for b in scene.top_bar.buttons if b.label == "Last trick")
    click(app, last.rect.center)
    assert scene.overlay_kind == "last"
    post(app, app.pg.KEYDOWN, key=app.pg.K_ESCAPE, mod=0, unicode="", scancode=0)
    app.frame(tick=False)
    assert scene.overlay_kind == "summary"
    click(app, next(b for b in scene.top_bar.buttons if b.label == "Menu").rect.center)
    assert scene.overlay_kind == "menu"
    click(app, scene.overlay.buttons[0].rect.center)  # Back to the table
    assert scene.overlay_kind == "summary"
    click(app, scene.overlay.buttons[0].rect.center)  # Next deal (or New game after the last)
    app.frame(tick=False)
    assert len(scene.ctl.match.deals) == 2 or scene.ctl.match.over


def test_space_finishes_an_animation(app, worker):
    app.settings.speed = "slow"
    start(app, seed=6, worker=worker)
    scene = app.scene
    assert scene.animating  # the deal
    post(app, app.pg.KEYDOWN, key=app.pg.K_SPACE, mod=0, unicode=" ", scancode=0)
    app.frame(tick=False)
    assert not scene.animating


def test_resize_keeps_the_table_playable(app, worker):
    start(app, seed=7, worker=worker)
    for size in [(800, 600), (2560, 1440), (1280, 800)]:
        app.pg.display.set_mode(size, app.pg.RESIZABLE)
        post(app, app.pg.VIDEORESIZE, size=size, w=size[0], h=size[1])
        app.frame(tick=False)
        assert app.scene.layout.width == size[0]
        assert app.settings.window_width == size[0]
    assert SPEED_FACTOR["instant"] == 0


def test_undo_returns_before_the_humans_last_decision(app, worker):
    start(app, seed=8, worker=worker)
    run_until(app, lambda: human_plays(app))
    scene = app.scene
    cid = next(iter(scene.amap.card))
    s = sprite_of(scene, cid)
    n = len(_history(app))
    click(app, (round(s.x), round(s.y)))
    assert len(_history(app)) > n
    undo = next(b for b in scene.top_bar.buttons if b.label == "Undo")
    assert undo.label == "Undo" and undo.enabled
    click(app, undo.rect.center)
    assert len(_history(app)) == n and scene.ctl.human_to_move()


def test_f11_toggles_fullscreen_and_back(app, worker):
    start(app, seed=9, worker=worker)
    windowed = app.size
    post(app, app.pg.KEYDOWN, key=app.pg.K_F11, mod=0, unicode="", scancode=0)
    app.frame(tick=False)
    assert app.settings.fullscreen
    post(app, app.pg.KEYDOWN, key=app.pg.K_F11, mod=0, unicode="", scancode=0)
    app.frame(tick=False)
    assert not app.settings.fullscreen and app.size == windowed
    assert app.scene.layout.width == windowed[0]


@pytest.mark.parametrize(
    ("lang", "sentence", "suits"),
    [
        (
            "de",
            "Du musst {} bedienen",
            {"clubs": "Kreuz", "diamonds": "Karo", "hearts": "Herz", "spades": "Pik"},
        ),
        (
            "ja",
            "{}をフォローしなければなりません",
            {"clubs": "クラブ", "diamonds": "ダイヤ", "hearts": "ハート", "spades": "スペード"},
        ),
    ],
)
def test_an_illegal_drop_gives_the_reason_in_the_language_spoken(app, worker, lang, sentence, suits):
    """FP-38: the rules' reason for a refused card is said in German and in Japanese, the
    suit too; the rules themselves keep it in English."""
    scene, s = _illegal_card_in_hand(app, worker)
    app.set_language(lang)
    scene = app.scene
    reason = scene.ctl.match.state.illegal_reason(Action("play", (), (s.card,)))
    assert reason.startswith("You must follow ")
    n = len(_history(app))
    drag(app, (round(s.x), round(s.y)), scene.layout.trick_zone.center)
    assert len(_history(app)) == n
    assert scene.message == sentence.format(suits[reason.removeprefix("You must follow ")])
