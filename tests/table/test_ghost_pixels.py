"""No ghost pixels (issue "Smooth at any screen size"): the window, drawn only where a
frame differs from the last (``game.table.canvas``), shows after every frame exactly what
drawing the whole frame shows — while dealing and playing every game at normal speed,
while the pointer moves and drags, over resizes and the overlays (F1 help, score sheet,
menu) opening and closing."""

from __future__ import annotations

import random
import time

import pygame
import pytest

from game.rules import rulesets
from game.table.canvas import Recorder, Screen, changed

from .helpers import post

FRAMES = 200  # per game: the deal and the first plays at normal speed, 60 frames a second


class Clock:
    """The table's clock, moved on by hand: the incremental frame and the whole redraw it is
    compared with are drawn at the same moment."""

    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def whole_frame(app) -> bytes:
    ref = pygame.Surface(app.size, 0, app.surface)
    app.scene.draw(ref)
    return pygame.image.tobytes(ref, "RGB")


def frame(app, what: str) -> None:
    """One frame of the real loop, then the check."""
    app.now.t += 1 / 60
    app.frame(tick=False)
    assert pygame.image.tobytes(app.surface, "RGB") == whole_frame(app), f"ghost pixels {what}"


def start(app, worker, game: str, preset: str, players: int, seed: int = 2) -> None:
    from game.rules import get_ruleset

    app.settings.speed = "normal"
    app.now = Clock()
    app.start_match(
        get_ruleset(game).config(preset, {}, players), "random", seed=seed, humans=(0,), worker=worker
    )


def play(app, rng: random.Random, frames: int, what: str) -> None:
    """Frames of play: the human answers at random, and the pointer wanders now and then."""
    w, h = app.size
    for i in range(frames):
        if i % 5 == 0:
            pos = (rng.randrange(w), rng.randrange(h))
            post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        frame(app, f"{what}, frame {i}")
        scene = app.scene
        if scene.ctl.cpu_to_move():
            time.sleep(0.001)  # the CPU thinks in a thread
        if scene.human_turn() and not scene.animating and scene.help is None:
            scene.act(rng.choice(scene.ctl.match.state.legal_actions()))


VARIANTS = [(rs.name, p.name, p.default_players) for rs in rulesets() for p in rs.presets.values()]


@pytest.mark.parametrize(("game", "preset", "players"), VARIANTS)
def test_every_frame_of_a_deal_equals_the_whole_frame(app, worker, game, preset, players):
    start(app, worker, game, preset, players)
    play(app, random.Random(f"{game}-{preset}"), FRAMES, f"{game}/{preset}")
    assert app.frames >= FRAMES  # every frame was drawn (and compared)


def key(app, k: int) -> None:
    post(app, pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def test_overlays_resizes_and_a_drag_leave_no_ghosts(app, worker):
    start(app, worker, "finesse", "default", 4)
    rng = random.Random(5)
    while not (app.scene.human_turn() and not app.scene.animating and app.scene.amap.card):
        frame(app, "dealing")
        time.sleep(0.001)
    for k, what in [(pygame.K_F1, "help"), (pygame.K_s, "score sheet"), (pygame.K_ESCAPE, "menu")]:
        key(app, k)
        frame(app, f"{what} opening")
        assert app.scene.help is not None or app.scene.overlay is not None
        for _ in range(3):
            post(
                app,
                pygame.MOUSEMOTION,
                pos=(rng.randrange(1280), rng.randrange(800)),
                rel=(0, 0),
                buttons=(0, 0, 0),
            )
            frame(app, f"pointer over the {what}")
        key(app, pygame.K_ESCAPE)
        frame(app, f"{what} closing")
        assert app.scene.help is None and app.scene.overlay is None
    scene = app.scene
    card = next(s for s in scene.hand.hand_sprites() if s.card is not None and s.card.id in scene.amap.card)
    post(app, pygame.MOUSEBUTTONDOWN, pos=(round(card.x), round(card.y)), button=1)
    frame(app, "press")
    for i in range(1, 30):
        pos = (round(card.x) + 7 * i, round(card.y) - 12 * i)
        post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        frame(app, f"drag step {i}")
    assert scene.hand.drag is not None and scene.hand.drag.active
    post(app, pygame.MOUSEBUTTONUP, pos=pos, button=1)
    frame(app, "drop")
    for _ in range(2):  # full screen (F11) and back
        key(app, pygame.K_F11)
        frame(app, "F11")
        play(app, rng, 10, "after F11")
    for size in [(800, 600), (1920, 1080), (1280, 800)]:
        app.pg.display.set_mode(size, app.pg.RESIZABLE)
        post(app, pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
        frame(app, f"resized to {size}")
        assert app.size == size
        play(app, rng, 40, f"after the resize to {size}")


def test_the_start_screen_and_the_statistics_leave_no_ghosts(app):
    app.now = Clock()
    frame(app, "start screen")
    for b in list(app.scene.buttons):
        post(app, pygame.MOUSEMOTION, pos=b.rect.center, rel=(0, 0), buttons=(0, 0, 0))
        frame(app, f"pointer on {b.label!r}")
    app.show_statistics()
    frame(app, "statistics")
    post(app, pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))
    frame(app, "pointer on the statistics")
    app.to_start()
    frame(app, "back at the start screen")


def test_an_idle_frame_sends_nothing_and_an_uncovered_window_is_sent_whole(app, monkeypatch):
    app.frame(tick=False)
    sent: list[list[pygame.Rect]] = []
    monkeypatch.setattr(app.pg.display, "update", lambda rects: sent.append(list(rects)))
    app.frame(tick=False)
    assert sent == []  # nothing changed on the start screen
    post(app, pygame.WINDOWEXPOSED)
    app.frame(tick=False)
    assert sent == [[app.surface.get_rect()]]


def test_a_frame_draws_only_the_rectangles_that_changed():
    surface = pygame.Surface((400, 300))
    card = pygame.Surface((40, 60))
    card.fill((250, 250, 240))
    screen = Screen()

    def table(x: int):
        def draw(s) -> None:
            s.fill((0, 90, 0))
            s.blit(card, (x, 100))

        return draw

    assert screen.show(table(10), surface) == [surface.get_rect()]  # the first frame is whole
    surface.fill((255, 0, 255), (300, 0, 100, 50))  # not the table's: a redraw would cover it
    rects = screen.show(table(30), surface)
    assert sum(r.width * r.height for r in rects) <= 2 * 41 * 61  # where the card was and is
    assert surface.get_at((350, 20)) == (255, 0, 255)  # nothing else was drawn
    assert surface.get_at((15, 130)) == (0, 90, 0) and surface.get_at((65, 130)) == (250, 250, 240)
    assert screen.show(table(30), surface) == []  # nothing changed: nothing drawn
    screen.invalidate()
    assert screen.show(table(30), surface) == [surface.get_rect()]
    assert surface.get_at((350, 20)) == (0, 90, 0)


def test_a_card_moved_up_in_the_drawing_order_costs_only_its_own_rectangles():
    cards = [pygame.Surface((40, 60)) for _ in range(5)]

    def frame(order: list[int], moved: tuple[int, int]) -> Recorder:
        rec = Recorder((800, 600))
        rec.fill((0, 90, 0))
        for i in order:
            rec.blit(cards[i], moved if i == 2 else (100 + 50 * i, 400))
        return rec

    before = frame([0, 1, 2, 3, 4], (200, 400))
    after = frame([0, 1, 3, 4, 2], (300, 100))  # card 2 played: drawn last, on the trick
    assert sorted(tuple(r) for r in changed(before.ops, after.ops)) == [
        (200, 400, 41, 61),
        (300, 100, 41, 61),
    ]
    assert changed(after.ops, after.ops) == []
