"""``python -m game selftest``: start like a normal start, then play every preset in the real window.

The start loads the settings, the statistics and the autosave exactly as a normal start
does (a damaged file is set aside and noted, which is not a failure), resumes an
autosaved match at the table for a few frames, and checks the assets and one CPU move
through the AI's worker process. Then CPU players take every seat at top speed, except
that seat 0 is played through posted mouse events until it has made one real drag and
drop of a card onto the trick (its other decisions are button clicks and card
selections, also by posted events).

Files: by default the player's own settings, statistics and autosave are read and never
written. ``--data-dir DIR`` (or the environment variable ``TRICKTABLE_SELFTEST_DIR``)
reads them from DIR instead and writes the log there; the self-test then also writes
each file back and reads it again, leaving the last match as DIR/autosave.json, so a
second run with the same DIR resumes it. CI uses a fresh temporary folder.

Result: one line, ``selftest ok: ...`` with exit status 0 or ``selftest failed: ...``
with 1. ``--report FILE`` also writes it to FILE, on failure followed by the traceback
(a windowed build has no console). ``--first-frame`` only starts, shows the start screen
and reports when the first frame appeared (``tools/startup_time.py`` times it).
"""

from __future__ import annotations

import argparse
import dataclasses
import logging
import multiprocessing
import os
import random
import time
import traceback
from collections.abc import Sequence
from pathlib import Path

DEAL_TIMEOUT = 90.0
WORKER_TIMEOUT = 60.0
DATA_DIR_ENV = "TRICKTABLE_SELFTEST_DIR"
log = logging.getLogger("tricktable.selftest")


class SelftestError(Exception):
    pass


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="Tricktable selftest", description="Start like a normal start, then play every preset."
    )
    parser.add_argument("--deals", type=int, default=1, metavar="N", help="deals per preset (default 1)")
    parser.add_argument("--level", default="easy", help="CPU level (default easy)")
    parser.add_argument(
        "--data-dir",
        metavar="DIR",
        default=os.environ.get(DATA_DIR_ENV) or None,
        help=f"use the settings, statistics and autosave in DIR (and write them back and the log there) "
        f"instead of the player's own; default ${DATA_DIR_ENV}",
    )
    parser.add_argument("--report", metavar="FILE", help="also write the result (and any traceback) to FILE")
    parser.add_argument("--screenshots", metavar="DIR", help="save a PNG of the table per preset here")
    parser.add_argument(
        "--first-frame", action="store_true", help="only start; report the first frame's time (epoch seconds)"
    )
    parser.add_argument("--lang", default="", help="the table's language (en, de, fi, sv, ja; remembered)")
    args = parser.parse_args(list(argv or []))
    data_dir = Path(args.data_dir).resolve() if args.data_dir else None
    shots = Path(args.screenshots) if args.screenshots else None
    detail = ""
    try:
        if data_dir is not None:
            data_dir.mkdir(parents=True, exist_ok=True)
        from game import logs

        logs.setup(data_dir)
        if args.first_frame:
            line = "selftest ok: " + first_frame(data_dir, args.lang)
        else:
            if shots is not None:
                shots.mkdir(parents=True, exist_ok=True)
            line = "selftest ok: " + run(max(1, args.deals), args.level, shots, data_dir, args.lang)
        code = 0
    except Exception as e:  # one line for any failure, as promised
        line = f"selftest failed: {e.__class__.__name__}: {' '.join(str(e).split())}"
        detail = traceback.format_exc()
        log.error("%s\n%s", line, detail)
        code = 1
    else:
        log.info("%s", line)
    print(line, flush=True)
    if args.report:
        try:
            Path(args.report).write_text(line + "\n" + detail, encoding="utf-8")
        except OSError as e:
            print(f"selftest failed: the report {args.report} could not be written ({e.strerror or e})")
            return 1
    return code


def _paths(data_dir: Path | None) -> dict[str, Path | None]:
    """Where the settings, statistics and autosave are read: DIR, or None for the defaults."""
    from game import autosave, settings, stats

    names = {"settings": settings.FILE_NAME, "statistics": stats.FILE_NAME, "autosave": autosave.FILE_NAME}
    return {k: None if data_dir is None else data_dir / v for k, v in names.items()}


def start(data_dir: Path | None, language: str = ""):  # -> tuple[App, Statistics, str]
    """Open the window and load every file as a normal start does (in ``language``, if
    given, as ``--lang`` does).

    Returns the app, the statistics and a note on what was loaded."""
    from game import autosave, settings, stats

    from .app import App

    paths = _paths(data_dir)
    settings_path = paths["settings"]
    # Read once here for the note (a damaged file is set aside and reported); the app then
    # reads them again exactly as every start does.
    checked = settings.load(settings_path)
    own = (settings_path or settings.default_path()).is_file()
    app = App(
        settings_path=None if settings_path is None else str(settings_path),
        save_settings=False,
        autosave_enabled=False,  # loaded below from the chosen folder; never written by the table
        language=language,
    )
    if language and app.settings.language != language:
        raise SelftestError(
            f"the language {language!r} is not spoken (the table speaks {app.settings.language!r})"
        )
    tallies = stats.load(paths["statistics"])
    resumed = autosave.load(paths["autosave"])
    app.resumable = resumed.match
    messages = [checked.message, tallies.message, resumed.message]
    saved = "none" if resumed.match is None else f"{resumed.match.config.game}/{resumed.match.config.preset}"
    note = (
        f"{'saved' if own else 'default'} settings, statistics for {len(tallies.stats.tallies)} preset(s), "
        f"autosave {saved}, language {app.settings.language}"
    )
    set_aside = [m for m in messages if m]
    if set_aside:
        note += " (" + " ".join(set_aside) + ")"
    return app, tallies.stats, note


def first_frame(data_dir: Path | None, language: str = "") -> str:
    """Start, draw the start screen, and say when the first frame was shown."""
    app, _, loaded = start(data_dir, language)
    try:
        app.frame(tick=False)
        ready = time.time()
    finally:
        app.close()
    return (
        f"first frame at {app.first_frame_time:.3f}, start screen at {ready:.3f} (seconds since the epoch); "
        f"loaded {loaded}"
    )


def run(deals: int, level: str, shots: Path | None, data_dir: Path | None, language: str = "") -> str:
    """Start, then play ``deals`` deals of every preset; return a summary line."""
    from ai.worker import AgentWorker
    from game.rules import rulesets
    from game.rules.registry import showcase

    app, tallies, loaded = start(data_dir, language)
    settings_as_loaded = dataclasses.replace(app.settings)
    app.settings.speed = "instant"
    worker = None
    driver = Driver(app)
    video = app.pg.display.get_driver()
    count = 0
    try:
        check_assets()
        resumed = resume(driver)
        worker = AgentWorker()
        pid = worker_move(worker, level)
        for rs in rulesets():
            for name, config in showcase(rs):
                humans = () if driver.dropped else (0,)
                app.start_match(config, level, seed=count + 1, humans=humans, worker=worker)
                driver.play_deals(name, deals, shots)
                count += 1
        if not driver.dropped:
            raise SelftestError("no preset gave seat 0 a card to drag onto the trick")
        written = ""
        if data_dir is not None:
            written = "; " + write_back(data_dir, settings_as_loaded, tallies, app.scene.ctl.match)
    finally:
        if worker is not None:
            worker.close()
        app.close()
    return (
        f"{count} presets and variants, {deals} deal(s) each, one drag and drop, {app.frames} frames "
        f"(SDL video {video}); CPU move by worker process {pid}; loaded {loaded}{resumed}{written}"
    )


def check_assets() -> None:
    """Every sound and the window icon are where the program looks for them."""
    from game.assets import asset

    from .sound import SOUND_FILES

    sounds = [asset("sounds", f) for files in SOUND_FILES.values() for f in files]
    wanted = [asset("sprites", "icon-64.png"), *sounds]
    missing = [str(p) for p in wanted if not p.is_file()]
    if missing:
        raise SelftestError(f"missing asset(s): {', '.join(missing)}")


def resume(driver: Driver) -> str:
    """Show the autosaved match (if any) at the table for a few frames, like Continue."""
    app = driver.app
    match = app.resumable
    if match is None:
        return ""
    app.resume()
    driver.frames(5)
    if getattr(app.scene, "ctl", None) is None or app.scene.ctl.match is not match:
        raise SelftestError("the autosaved match did not come back to the table")
    return f", resumed at deal {match.deal_number} after {len(match.state.history)} decision(s)"


def worker_move(worker, level: str) -> int:  # worker: AgentWorker
    """One CPU move chosen in the worker process; returns the process id."""
    from game.rules import rulesets

    rs = next(iter(rulesets()))
    preset = next(iter(rs.presets.values()))
    state = rs.new_deal(rs.config(preset.name, {}, preset.default_players), 0, rng=random.Random(7))
    while state.to_move is not None and len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    if state.to_move is None:
        raise SelftestError("no decision to ask the CPU player about")
    worker.request(state, state.to_move, level, 1)
    deadline = time.perf_counter() + WORKER_TIMEOUT
    while (action := worker.poll()) is None:
        if time.perf_counter() > deadline:
            raise SelftestError(f"the CPU player's worker process did not answer in {WORKER_TIMEOUT:.0f} s")
        time.sleep(0.005)
    if action not in state.legal_actions():
        raise SelftestError(f"the worker process chose an illegal action {action.text!r}")
    alive = [p for p in multiprocessing.active_children() if p.name == "ai-worker" and p.is_alive()]
    if not alive:
        raise SelftestError("the CPU players' worker process is not running")
    pid = alive[0].pid
    assert pid is not None  # a started process has one
    return pid


def write_back(data_dir: Path, settings_as_loaded, tallies, match) -> str:
    """Write each file atomically into ``data_dir`` and read it back unchanged."""
    from game import autosave, settings, stats

    paths = _paths(data_dir)
    settings.save(settings_as_loaded, paths["settings"])
    if settings.load(paths["settings"]).settings != settings_as_loaded:
        raise SelftestError("the settings read back differ from those written")
    stats.save(tallies, paths["statistics"])
    if stats.load(paths["statistics"]).stats.to_json() != tallies.to_json():
        raise SelftestError("the statistics read back differ from those written")
    if match.over:
        autosave.clear(paths["autosave"])
        return "wrote settings and statistics back"
    autosave.save(match, paths["autosave"])
    back = autosave.load(paths["autosave"]).match
    if back is None or back.to_record().dumps() != match.to_record().dumps():
        raise SelftestError("the autosave read back is not the match written")
    return f"wrote settings, statistics and the autosave ({match.config.game}/{match.config.preset}) back"


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
            if ctl.cpu_failures:  # the table played on, but a bundle must not hide it
                raise SelftestError(f"{name}: a CPU player failed {ctl.cpu_failures} time(s); see the log")
            log.info("%s: deal %d took %.1f s", name, n + 1, time.perf_counter() - start)
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
        from .scene import HAND

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
                self.click((round(sprite.x), round(sprite.y - scene.hand.lift(sprite))))
            if amap.selection_action(scene.hand.selected) is None:
                # The first cards do not form a legal choice; let the CPU decide instead.
                ctl.humans.discard(0)
                return
        button = next((b for b in scene.buttons if b.enabled and b.data not in ("level", "modifier")), None)
        if button is None:
            raise SelftestError(f"{name}: seat 0 has no button to press")
        self.click(button.rect.center)
        if len(ctl.match.state.history) == before:
            raise SelftestError(f"{name}: clicking '{button.label}' did nothing")
