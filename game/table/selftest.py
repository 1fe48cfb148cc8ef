"""``python -m game selftest``: play every registered preset in the real window.

CPU players take every seat at top speed, except that seat 0 is played through posted
mouse events until it has made one real drag and drop of a card onto the trick (its other
decisions are button clicks and card selections, also by posted events). Exits 0, or 1
with a one-line message on the first error.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from game.rules import rulesets

from .scene import HAND

DEAL_TIMEOUT = 90.0


class SelftestError(Exception):
    pass


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game selftest", description=__doc__.splitlines()[0])
    parser.add_argument("--screenshots", metavar="DIR", help="save a PNG of the table per preset here")
    parser.add_argument("--deals", type=int, default=1, metavar="N", help="deals per preset (default 1)")
    parser.add_argument("--level", default="easy", help="CPU level (default easy)")
    args = parser.parse_args(list(argv or []))
    shots = Path(args.screenshots) if args.screenshots else None
    try:
        if shots is not None:
            shots.mkdir(parents=True, exist_ok=True)
        played = run(max(1, args.deals), args.level, shots)
    except Exception as e:  # one line for any failure, as promised
        print(f"selftest failed: {e.__class__.__name__}: {' '.join(str(e).split())}")
        return 1
    print(f"selftest ok: {played}")
    return 0


def run(deals: int, level: str, shots: Path | None) -> str:
    """Play ``deals`` deals of every preset; return a summary line."""
    from ai.worker import AgentWorker

    from .app import App

    with tempfile.TemporaryDirectory() as tmp:
        app = App(settings_path=str(Path(tmp) / "settings.json"), save_settings=False, autosave_enabled=False)
        app.settings.speed = "instant"
        worker = AgentWorker()
        driver = Driver(app)
        count = 0
        try:
            for rs in rulesets():
                for preset in rs.presets.values():
                    config = rs.config(preset.name, {}, preset.default_players)
                    name = f"{rs.name}/{preset.name}"
                    humans = () if driver.dropped else (0,)
                    app.start_match(config, level, seed=count + 1, humans=humans, worker=worker)
                    driver.play_deals(name, deals, shots)
                    count += 1
            if not driver.dropped:
                raise SelftestError("no preset gave seat 0 a card to drag onto the trick")
        finally:
            worker.close()
            app.close()
    return f"{count} presets, {deals} deal(s) each, one drag and drop, {app.frames} frames"


class Driver:
    """Plays through the real window by posting events."""

    def __init__(self, app) -> None:  # app: App
        self.app = app
        self.pg = app.pg
        self.dropped = False

    @property
    def scene(self):
        return self.app.scene

    def frames(self, n: int = 1) -> None:
        for _ in range(n):
            self.app.frame(tick=False)
            if not self.app.running:
                raise SelftestError("the window was closed")

    def post(self, kind: int, **kw: object) -> None:
        self.pg.event.post(self.pg.event.Event(kind, **kw))

    def click(self, pos: tuple[int, int]) -> None:
        self.post(self.pg.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.post(self.pg.MOUSEBUTTONDOWN, pos=pos, button=1)
        self.post(self.pg.MOUSEBUTTONUP, pos=pos, button=1)
        self.frames(2)

    def drag(self, start: tuple[int, int], end: tuple[int, int], steps: int = 8) -> None:
        self.post(self.pg.MOUSEBUTTONDOWN, pos=start, button=1)
        self.frames()
        for i in range(1, steps + 1):
            p = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
            self.post(self.pg.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
            self.frames()
        self.post(self.pg.MOUSEBUTTONUP, pos=end, button=1)
        self.frames(2)

    def play_deals(self, name: str, deals: int, shots: Path | None) -> None:
        scene = self.scene
        ctl = scene.ctl
        shot_taken = False
        for n in range(deals):
            start = time.perf_counter()
            while not ctl.match.deal_over:
                if time.perf_counter() - start > DEAL_TIMEOUT:
                    raise SelftestError(f"{name}: deal {n + 1} did not finish in {DEAL_TIMEOUT:.0f} s")
                self.frames()
                if ctl.human_to_move() and not scene.animating:
                    self.human_move(name)
                if shots is not None and not shot_taken and len(scene.shown.trick) >= 2:
                    self.pg.image.save(self.app.surface, str(shots / f"{name.replace('/', '-')}.png"))
                    shot_taken = True
                time.sleep(0.0005)
            self.frames(3)
            if ctl.match.over or n == deals - 1:
                break
            if scene.overlay is None or not scene.overlay.buttons:
                raise SelftestError(f"{name}: no end-of-deal summary after deal {n + 1}")
            self.click(scene.overlay.buttons[0].rect.center)
            self.frames(2)
        if shots is not None and not shot_taken:
            self.pg.image.save(self.app.surface, str(shots / f"{name.replace('/', '-')}.png"))

    def human_move(self, name: str) -> None:
        """One decision for seat 0 by posted events: a drag and drop, a button, or a selection."""
        scene, ctl = self.scene, self.scene.ctl
        before = len(ctl.match.state.history)
        amap = scene.amap
        plays = [cid for cid, a in amap.card.items() if a.kind == "play" and len(a.words) == 0]
        if plays:
            sprite = next(
                (s for s in scene.anim.final.values() if s.card is not None and s.card.id == plays[0]), None
            )
            if sprite is None or sprite.size != HAND:
                raise SelftestError(f"{name}: the playable card is not in the hand")
            start = (round(sprite.x), round(sprite.y))
            end = scene.layout.trick_zone.center
            self.drag(start, end)
            if len(ctl.match.state.history) == before:
                raise SelftestError(f"{name}: dropping a legal card on the trick did not play it")
            self.dropped = True
            ctl.humans.clear()
            return
        if amap.multi:
            need = min(n for ns in amap.selection_sizes().values() for n in ns)
            cards = sorted(amap.selectable())[:need]
            for cid in cards:
                sprite = next(s for s in scene.anim.final.values() if s.card is not None and s.card.id == cid)
                self.click((round(sprite.x), round(sprite.y - scene._lift(sprite))))
            if amap.selection_action(scene.selected) is None:
                # The first cards do not form a legal choice; let the CPU decide instead.
                ctl.humans.discard(0)
                return
        button = next((b for b in scene.buttons if b.enabled and b.data not in ("level", "modifier")), None)
        if button is None:
            raise SelftestError(f"{name}: seat 0 has no button to press")
        self.click(button.rect.center)
        if len(ctl.match.state.history) == before:
            raise SelftestError(f"{name}: clicking '{button.label}' did nothing")
