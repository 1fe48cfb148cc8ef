"""UI benchmark: frame times while a full table animates, and start to first frame.

Draws the real table scene (software rendering, the SDL video driver of ``--driver``, else
of ``SDL_VIDEODRIVER``, else dummy) at ``--size`` (1280×800 unless told) with the game that
puts the most cards on the table (Finesse: 64), dealing and playing at normal animation
speed, then while a card is dragged around the table, and reports frame-time
percentiles. A frame is what the window loop does: draw and bring the pixels to the
screen (the dummy driver has no screen: run under Xvfb with ``--driver x11`` to count
that cost). Budget (DESIGN.md): 60 frames/s, i.e. 16.7 ms per frame.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

BUDGET_MS = 1000 / 60

_FIRST_FRAME = r"""
import sys, time
from game.table.app import App
app = App(settings_path=sys.argv[1], save_settings=False, autosave_enabled=False, size=(1280, 800))
print("first-frame", repr(app.first_frame_time), flush=True)
app.frame(tick=False)
print("start-screen", repr(time.time()), flush=True)
app.close()
"""


def percentile(values: Sequence[float], p: float) -> float:
    s = sorted(values)
    if not s:
        return 0.0
    k = (len(s) - 1) * p / 100
    lo = int(k)
    hi = min(lo + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


def _biggest_game() -> tuple[str, str, int]:
    """The preset with the most cards at its largest table (the first of equals)."""
    from game.rules import rulesets

    variants = [(rs, p.name, max(p.players)) for rs in rulesets() for p in rs.presets.values()]

    def cards(variant: tuple) -> int:
        rs, preset, n = variant
        state = rs.new_deal(rs.config(preset, {}, n), 0, rng=random.Random(0))
        return sum(len(v) for v in state.locations().values())

    rs, preset, n = max(variants, key=cards)
    return rs.name, preset, n


def _bench_app(tmp: str, size: tuple[int, int]):  # -> App
    from .app import App

    return App(
        settings_path=str(Path(tmp) / "s.json"), save_settings=False, autosave_enabled=False, size=size
    )


def _start(app, humans: tuple[int, ...], worker) -> None:  # app: App, worker: AgentWorker
    from game.rules import get_ruleset

    game, preset, players = _biggest_game()
    app.settings.speed = "normal"
    app.start_match(
        get_ruleset(game).config(preset, {}, players), "random", seed=1, humans=humans, worker=worker
    )


def measure_frames(seconds: float, size: tuple[int, int] = (1280, 800)) -> tuple[str, list[float]]:
    """Frame times (ms) of the table scene while it deals and plays."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from ai.worker import AgentWorker

    from .table_scene import TableScene

    with tempfile.TemporaryDirectory() as tmp:
        app = _bench_app(tmp, size)
        worker = AgentWorker(use_process=False)
        try:
            _start(app, (), worker)
            scene = app.scene
            assert isinstance(scene, TableScene)
            ctl = scene.ctl
            rng = random.Random(1)
            times: list[float] = []
            pg = app.pg
            end = time.perf_counter() + seconds
            while time.perf_counter() < end:
                t0 = time.perf_counter()
                pg.event.pump()
                if not scene.animating:
                    if ctl.match.deal_over:
                        if ctl.match.over:
                            break
                        ctl.match.next_deal()
                        scene.show(ctl.view(), new_deal=True)
                    else:
                        ctl.match.apply(rng.choice(ctl.match.state.legal_actions()))
                        scene.show(ctl.view())
                app.present()
                times.append((time.perf_counter() - t0) * 1000)
            driver = pg.display.get_driver()
        finally:
            worker.close()
            app.close()
    game, preset, players = _biggest_game()
    return f"{game}/{preset}, {players} players, {size[0]}x{size[1]}, SDL driver {driver}", times


def measure_drag(seconds: float, size: tuple[int, int] = (1280, 800)) -> list[float]:
    """Frame times (ms) of the real loop while the player drags a card of his hand around
    the table (one pointer move a frame, twice round an oval over the felt)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from ai.worker import AgentWorker

    from .table_scene import TableScene

    with tempfile.TemporaryDirectory() as tmp:
        app = _bench_app(tmp, size)
        worker = AgentWorker(use_process=False)
        try:
            _start(app, (0,), worker)
            scene = app.scene
            assert isinstance(scene, TableScene)
            while not (scene.human_turn() and not scene.animating and scene.amap.card):
                app.frame(tick=False)
                time.sleep(0.001)  # the CPU players think in a thread
            card = next(
                s for s in scene.hand.hand_sprites() if s.card is not None and s.card.id in scene.amap.card
            )
            return _drag_frames(app, (round(card.x), round(card.y)), seconds)
        finally:
            worker.close()
            app.close()


def _drag_frames(app, start: tuple[int, int], seconds: float) -> list[float]:  # app: App
    pg = app.pg
    lay = app.scene.layout
    cx, cy = lay.trick_center
    rx, ry = lay.width * 0.36, (lay.height - lay.top_bar.bottom) * 0.3
    pg.event.post(pg.event.Event(pg.MOUSEBUTTONDOWN, pos=start, button=1))
    app.frame(tick=False)
    times: list[float] = []
    n = max(1, round(seconds * 60))
    for i in range(n):
        a = math.pi / 2 + 4 * math.pi * i / n  # from below the trick (the hand's side), twice round
        pos = (round(cx + rx * math.cos(a)), round(cy + ry * math.sin(a)))
        t0 = time.perf_counter()
        pg.event.post(pg.event.Event(pg.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
        app.frame(tick=False)
        times.append((time.perf_counter() - t0) * 1000)
    if not (app.scene.hand.drag is not None and app.scene.hand.drag.active):
        raise RuntimeError("the card was not dragged")
    return times


def measure_idle(seconds: float, size: tuple[int, int] = (1280, 800)) -> list[tuple[str, float, float]]:
    """Frames drawn per second and the process's CPU use (% of one core) of the real
    loop while nothing happens: on the start screen, and at the table waiting for the
    player's card (the benchmark's game, against random players)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from ai.worker import AgentWorker
    from game.rules import get_ruleset

    from .app import App

    def idle(app: App) -> tuple[float, float]:
        frames, cpu, wall = app.frames, time.process_time(), time.perf_counter()
        while time.perf_counter() - wall < seconds:
            app.frame()
        wall = time.perf_counter() - wall
        return (app.frames - frames) / wall, 100 * (time.process_time() - cpu) / wall

    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        app = App(
            settings_path=str(Path(tmp) / "s.json"), save_settings=False, autosave_enabled=False, size=size
        )
        worker = AgentWorker(use_process=False)
        try:
            app.frame()
            rows.append(("start screen", *idle(app)))
            game, preset, players = _biggest_game()
            config = get_ruleset(game).config(preset, {}, players)
            app.start_match(config, "random", seed=1, humans=(0,), worker=worker)
            while not (app.scene.ctl.human_to_move() and app.idle):  # type: ignore[attr-defined]
                app.frame()
            rows.append(("table, your turn", *idle(app)))
        finally:
            worker.close()
            app.close()
    return rows


def first_frame_seconds() -> tuple[float, float]:
    """Seconds from starting a Python process to the first frame, and to the start screen."""
    env = {**os.environ}
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    root = Path(__file__).resolve().parents[2]
    env["PYTHONPATH"] = str(root) + os.pathsep + env.get("PYTHONPATH", "")
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.time()
        proc = subprocess.Popen(
            [sys.executable, "-c", _FIRST_FRAME, str(Path(tmp) / "s.json")],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            env=env,
            text=True,
        )
        out, _ = proc.communicate(timeout=60)
    stamps = dict(
        line.split() for line in out.splitlines() if line.startswith(("first-frame", "start-screen"))
    )
    if len(stamps) != 2:
        raise RuntimeError("the window did not show a first frame")
    return float(stamps["first-frame"]) - t0, float(stamps["start-screen"]) - t0


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not WIDTHxHEIGHT, e.g. 1920x1080") from None
    if not (320 <= w <= 16384 and 240 <= h <= 16384):
        raise argparse.ArgumentTypeError(f"{text!r}: a window from 320x240 to 16384x16384")
    return w, h


def _figures(label: str, times: Sequence[float]) -> str:
    p50, p95, p99 = (percentile(times, p) for p in (50, 95, 99))
    mean = sum(times) / max(1, len(times))
    return (
        f"{label} ms: p50 {p50:.2f}  p95 {p95:.2f}  p99 {p99:.2f}  max {max(times, default=0):.2f}  "
        f"mean {mean:.2f} -> {1000 / mean if mean else 0:.0f} fps (budget 60 fps = {BUDGET_MS:.1f} ms)"
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench --ui", description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=6.0, help="how long to animate (default 6)")
    parser.add_argument(
        "--size", type=_size, default=(1280, 800), help="window WIDTHxHEIGHT (default 1280x800)"
    )
    parser.add_argument("--driver", help="SDL video driver, e.g. x11 under Xvfb (default: dummy)")
    args, _ = parser.parse_known_args(list(argv or []))
    if args.driver:
        os.environ["SDL_VIDEODRIVER"] = args.driver
    import pygame

    try:
        what, times = measure_frames(args.seconds, args.size)
        drag = measure_drag(min(args.seconds, 3.0), args.size)
    except pygame.error as e:
        print(f"python -m game.bench --ui: cannot open a window ({e})", file=sys.stderr)
        return 2
    print(f"ui bench: {what}, {len(times)} frames while dealing and playing (normal speed)")
    print(_figures("frame", times))
    print(f"drag: {len(drag)} frames while a card of the hand follows the pointer round the table")
    print(_figures("drag frame", drag))
    for where, fps, cpu in measure_idle(min(args.seconds, 3.0), args.size):
        print(f"idle, {where}: {fps:.1f} frames drawn/s, CPU {cpu:.1f}% of one core")
    first, ready = first_frame_seconds()
    print(f"start to first frame: {first:.2f} s (start screen with every game loaded: {ready:.2f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
