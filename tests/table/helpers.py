"""Driving the real table with posted events (used by the table tests)."""

from __future__ import annotations

import time


def start(app, players: int = 4, seed: int = 1, worker=None, options=None) -> None:
    from game.rules import get_ruleset

    config = get_ruleset("fipsen").config("prisdorf", options or {}, players)
    app.start_match(config, "random", seed=seed, humans=(0,), worker=worker)


def post(app, kind: int, **kw: object) -> None:
    app.pg.event.post(app.pg.event.Event(kind, **kw))


def click(app, pos: tuple[int, int]) -> None:
    pg = app.pg
    post(app, pg.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pg.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(app, pg.MOUSEBUTTONUP, pos=pos, button=1)
    app.frame(tick=False)


def drag(app, start: tuple[int, int], end: tuple[int, int], steps: int = 6) -> None:
    pg = app.pg
    post(app, pg.MOUSEBUTTONDOWN, pos=start, button=1)
    app.frame(tick=False)
    for i in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
        post(app, pg.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
        app.frame(tick=False)
    post(app, pg.MOUSEBUTTONUP, pos=end, button=1)
    app.frame(tick=False)


def sprite_of(scene, card_id: int):
    return next(s for s in scene.anim.final.values() if s.card is not None and s.card.id == card_id)


def run_until(app, cond, timeout: float = 20.0) -> None:
    """Run frames until ``cond()``; the human's non-card decisions are made by clicking."""
    end = time.perf_counter() + timeout
    while not cond():
        if time.perf_counter() > end:
            raise AssertionError("timed out")
        app.frame(tick=False)
        scene = app.scene
        if scene.ctl.human_to_move() and not scene.animating and not cond():
            decide_without_playing(app)
        time.sleep(0.0005)


def human_plays(app) -> bool:
    scene = app.scene
    return (
        scene.ctl.human_to_move()
        and not scene.animating
        and any(a.kind == "play" for a in scene.amap.card.values())
    )


def decide_without_playing(app) -> None:
    """A human decision that is not a card play: select cards and confirm, or a button."""
    scene = app.scene
    amap = scene.amap
    if any(a.kind == "play" for a in amap.card.values()):
        return
    if amap.multi:
        need = min(n for ns in amap.selection_sizes().values() for n in ns)
        for cid in sorted(amap.selectable())[:need]:
            s = sprite_of(scene, cid)
            click(app, (round(s.x), round(s.y - scene.hand.lift(s))))
    button = next((b for b in scene.buttons if b.enabled and b.data not in ("level", "modifier")), None)
    if button is not None:
        click(app, button.rect.center)


def situation(app, worker, game: str, preset: str, players: int, pred, seeds=range(1, 60), options=None):
    """Open the table on the first position (random play from a seeded deal) where
    ``pred(match)`` holds with seat 0 to move; return the scene."""
    import random

    from game.match import Match
    from game.rules import get_ruleset
    from game.table.controller import Controller
    from game.table.table_scene import TableScene

    config = get_ruleset(game).config(preset, options or {}, players)
    for seed in seeds:
        match = Match(config, seed=seed)
        rng = random.Random(seed)
        for _ in range(4000):
            st = match.state
            if st.to_move is None:
                if match.over:
                    break
                match.next_deal()
                continue
            if st.to_move == 0 and pred(match):
                app._close_scene()
                app.scene = TableScene(app, Controller(match, "random", worker=worker, save=False))
                app.scene.skip_animation()
                app.frame(tick=False)
                return app.scene
            match.apply(rng.choice(st.legal_actions()))
    raise AssertionError("no such situation")


def phase_is(phase: str, kinds=()):
    def pred(match) -> bool:
        v = match.state.view(0)
        return v.phase == phase and (not kinds or any(a.kind in kinds for a in v.legal))

    return pred


def center_of(scene, card_id: int) -> tuple[int, int]:
    s = sprite_of(scene, card_id)
    return (round(s.x), round(s.y - scene.hand.lift(s)))
