"""The window and the main loop: ``python -m game`` starts here.

``App`` owns the window (resizable, F11 fullscreen, size remembered), the settings and the
current scene (start screen or table). ``frame()`` runs one iteration of the loop, so the
self-test can drive the real window event by event.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import time
import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from game import i18n
from game import settings as settings_mod

if TYPE_CHECKING:
    import pygame

    from ai.analysis_worker import AnalysisWorker
    from game.match import Match
    from game.record import Record
    from game.rules import GameConfig

FPS = 60
IDLE_WAIT_MS = 500
"""The longest an idle window sleeps before it looks at its scene again."""
VOLUMES = (0.2, 0.4, 0.7, 1.0)
MIN_WINDOW = (800, 600)
"""The smallest window the layouts are made for."""


class Scene(Protocol):
    """What the app asks of a scene (the start screen, the table, the statistics)."""

    def handle(self, event: pygame.event.Event) -> None: ...
    def update(self, now: float) -> None: ...
    def busy(self, now: float) -> bool:
        """Whether something moves or waits on the clock (then every frame is drawn)."""
        ...

    def draw(self, surf: pygame.Surface) -> None: ...
    def resize(self, size: tuple[int, int]) -> None: ...


def _dpi_aware() -> None:
    """Ask for real pixels on high-DPI screens (Windows scales blurry otherwise)."""
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
    if sys.platform == "win32":
        try:
            import ctypes

            ctypes.windll.shcore.SetProcessDpiAwareness(2)  # type: ignore[attr-defined]
        except (AttributeError, OSError):
            pass


class App:
    """The running program: window, settings, scenes."""

    def __init__(
        self,
        *,
        settings_path: str | None = None,
        save_settings: bool = True,
        autosave_enabled: bool = True,
        size: tuple[int, int] | None = None,
        stats_path: str | None = None,
        language: str = "",
    ) -> None:
        _dpi_aware()
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        import pygame

        self.pg = pygame
        self.settings_path = None if settings_path is None else __import__("pathlib").Path(settings_path)
        i18n.set_language(i18n.system_language(os.environ))  # a damaged settings file is reported in it
        loaded = settings_mod.load(self.settings_path)
        self.settings = loaded.settings
        if language or not self.settings.language:  # first start: the system's language
            self.settings.language = language or i18n.system_language()
        self.settings.language = i18n.set_language(self.settings.language)
        self.persist = save_settings
        from .sound import Sounds

        self.sounds = Sounds(self.settings.volume, self.settings.muted)
        self._sounded: set[str] = set()  # sounds already played this frame
        self.autosave_enabled = autosave_enabled
        pygame.display.init()
        if pygame.display.get_driver() == "x11":
            # X11's own framebuffer sends only the changed rectangles; SDL's default there
            # (a texture through OpenGL) uploads and draws the whole window on every
            # update: 16 ms at 1280×800, 180 ms at 3840×2160 without a GPU (README,
            # "Performance"). Read when the window is made; the user's setting stands.
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        pygame.font.init()
        pygame.display.set_caption("Tricktable")
        self._set_icon()
        self.windowed_size = self._initial_size(size)
        self.surface = self._open_window(self.settings.fullscreen)
        self.first_frame_time = self._splash()
        from .canvas import Screen

        self.screen = Screen()  # what the window shows, to draw only what changes
        self.clock = pygame.time.Clock()
        self.running = True
        self.mouse = (0, 0)
        self.frames = 0  # frames drawn
        self.idle = False  # the scene had nothing moving at the last frame
        self._drawn: object = None  # the scene the window shows
        self.resumable: Match | None = None
        from game import stats as stats_mod

        self.stats_path = None if stats_path is None else Path(stats_path)
        tallies = stats_mod.load(self.stats_path)
        self.stats = tallies.stats
        from .daily_table import DailyService

        daily_path = None if self.stats_path is None else self.stats_path.with_name("daily.json")
        self.daily = DailyService(daily_path, save_settings)
        from game import recent

        self.recent_path = None if self.stats_path is None else self.stats_path.with_name(recent.FILE_NAME)
        kept = recent.load(self.recent_path)
        self.recent = kept.recent
        self.analyser: AnalysisWorker | None = None  # made when a review first needs it
        messages = (loaded.message, tallies.message, self.daily.message, kept.message)
        message = " ".join(m for m in messages if m)
        if autosave_enabled:
            from game import autosave

            resumed = autosave.load()
            self.resumable = resumed.match
            message = " ".join(m for m in (message, resumed.message) if m)
        from .start_scene import StartScene

        self.scene: Scene = StartScene(self, message)

    # --- window ----------------------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        return self.surface.get_size()

    def now(self) -> float:
        return time.perf_counter()

    def _initial_size(self, size: tuple[int, int] | None) -> tuple[int, int]:
        w, h = size or (self.settings.window_width, self.settings.window_height)
        try:
            dw, dh = self.pg.display.get_desktop_sizes()[0]
        except (IndexError, self.pg.error):
            dw, dh = w, h
        if dw > 0 and dh > 0 and size is None:
            w, h = min(w, round(dw * 0.95)), min(h, round(dh * 0.9))
        return max(320, w), max(240, h)

    def _open_window(self, fullscreen: bool):  # -> pygame.Surface
        pg = self.pg
        if fullscreen:
            return pg.display.set_mode((0, 0), pg.FULLSCREEN)
        surface = pg.display.set_mode(self.windowed_size, pg.RESIZABLE)
        self._set_minimum_size()
        return surface

    def _set_minimum_size(self) -> None:
        """Keep the window from being dragged smaller than the smallest layout (800×600),
        or than most of the desktop on a smaller screen."""
        pg = self.pg
        try:
            dw, dh = pg.display.get_desktop_sizes()[0]
        except (IndexError, pg.error):
            dw, dh = MIN_WINDOW
        least = (min(MIN_WINDOW[0], round(dw * 0.95)), min(MIN_WINDOW[1], round(dh * 0.9)))
        with warnings.catch_warnings():  # pygame-ce 2.5 marks this bridge as deprecated
            warnings.simplefilter("ignore", DeprecationWarning)
            window = pg.Window.from_display_module()
        window.minimum_size = least

    def _splash(self) -> float:
        """Show the felt and the title at once, before the games load; return the time."""
        from . import text, theme, words
        from .renderer import felt_surface

        w, h = self.size
        u = min(w / 1280, h / 800)
        self.surface.blit(felt_surface(w, h, 0), (0, 0))
        title = text.render(words.TITLE, round(64 * u), theme.GOLD, bold=True)
        self.surface.blit(title, title.get_rect(center=(w // 2, h // 2)))
        self.pg.display.flip()
        return time.time()

    def _set_icon(self) -> None:
        try:
            from game.assets import asset

            self.pg.display.set_icon(self.pg.image.load(str(asset("sprites", "icon-64.png"))))
        except (FileNotFoundError, self.pg.error):
            pass

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        self.surface = self._open_window(self.settings.fullscreen)
        self.screen.invalidate()
        self.scene.resize(self.size)
        self.save_settings()

    def _resized(self, size: tuple[int, int]) -> None:
        self.surface = self.pg.display.get_surface()
        self.screen.invalidate()
        if not self.settings.fullscreen:
            self.windowed_size = self.size
            self.settings.window_width, self.settings.window_height = self.size
        self.scene.resize(self.size)

    # --- settings -----------------------------------------------------------------------------
    def set_language(self, lang: str) -> None:
        """Speak ``lang`` from now on: every screen is laid out again in it, and it is remembered."""
        from . import text

        self.settings.language = i18n.set_language(lang)
        text.language_changed()
        self.save_settings()
        self.scene.resize(self.size)

    def cycle_language(self) -> None:
        """The next language of ``i18n.LANGUAGES`` (the start screen's button and L, the menu)."""
        codes = list(i18n.LANGUAGES)
        self.set_language(codes[(codes.index(i18n.current()) + 1) % len(codes)])

    def save_settings(self) -> None:
        if not self.persist:
            return
        try:
            settings_mod.save(self.settings, self.settings_path)
        except OSError:
            pass  # settings are a convenience; never stop the game for them

    def save_stats(self) -> None:
        """Write the statistics (only when this app writes its files at all)."""
        if not self.persist:
            return
        from game import stats as stats_mod

        try:
            stats_mod.save(self.stats, self.stats_path)
        except OSError:
            pass  # statistics are a convenience; never stop the game for them

    def keeper(self, match: Match):  # -> StatKeeper
        from .statkeeper import StatKeeper

        return StatKeeper(self.stats, self.save_stats, match, self.keep_recent)

    def keep_recent(self, match: Match, deal: int) -> None:
        """Keep a finished deal for the review (``game.recent``), saved when this app saves."""
        from game import recent

        self.recent.add(match, deal)
        if self.persist:
            try:
                recent.save(self.recent, self.recent_path)
            except OSError:
                pass  # the list is a convenience; never stop the game for it

    def analysis_worker(self) -> AnalysisWorker:
        """The worker that analyses deals for the review (one process, started on first use)."""
        if self.analyser is None:
            from ai.analysis_worker import AnalysisWorker

            folder = None if self.stats_path is None else self.stats_path.with_name("analyses")
            self.analyser = AnalysisWorker(folder=folder)
        return self.analyser

    def open_review(self, record: Record, deal: int, back: Scene) -> None:
        """Review deal ``deal`` (0-based) of ``record``; Esc there shows ``back`` again."""
        from .review_scene import ReviewScene

        self.scene = ReviewScene(self, record, deal, back)

    def show_scene(self, scene: Scene) -> None:
        """Show a scene that was left open (the table a review was opened from)."""
        self.scene = scene
        self.screen.invalidate()
        scene.resize(self.size)

    def show_recent(self) -> None:
        from .recent_scene import RecentScene

        self._close_scene()
        self.scene = RecentScene(self)

    def show_statistics(self) -> None:
        from .stats_scene import StatsScene

        self._close_scene()
        self.scene = StatsScene(self)

    def cycle_speed(self) -> None:
        speeds = settings_mod.SPEEDS
        self.settings.speed = speeds[(speeds.index(self.settings.speed) + 1) % len(speeds)]
        self.save_settings()

    def cycle_card_back(self) -> None:
        backs = settings_mod.CARD_BACKS
        self.settings.card_back = backs[(backs.index(self.settings.card_back) + 1) % len(backs)]
        restyle = getattr(self.scene, "restyle", None)
        if restyle is not None:
            restyle()
        self.save_settings()

    def toggle_four_colour(self) -> None:
        self.settings.four_colour = not self.settings.four_colour
        restyle = getattr(self.scene, "restyle", None)
        if restyle is not None:
            restyle()
        self.save_settings()

    def toggle_coach(self) -> None:
        """The Coach: a warning before a blunder (off by default)."""
        self.settings.coach = not self.settings.coach
        self.save_settings()

    def toggle_mute(self) -> None:
        self.settings.muted = self.sounds.muted = not self.settings.muted
        self.save_settings()

    def cycle_volume(self) -> None:
        """The next volume step (unmuting)."""
        v = self.settings.volume
        nxt = next((x for x in VOLUMES if x > v + 1e-6), VOLUMES[0])
        self.settings.volume = self.sounds.volume = nxt
        self.settings.muted = self.sounds.muted = False
        self.save_settings()
        self.sound("click")

    def sound(self, name: str) -> None:
        """Play a sound effect, at most once a frame per name (silent without audio)."""
        if name in self._sounded:
            return
        self._sounded.add(name)
        self.sounds.play(name)

    # --- scenes -------------------------------------------------------------------------------
    def start_match(
        self, config: GameConfig, level: str, *, seed: int | None = None, humans=(0,), worker=None
    ) -> None:
        from game.match import Match

        from .controller import Controller
        from .table_scene import TableScene

        self._close_scene()
        match = Match(config, seed=seed)
        ctl = Controller(
            match,
            level,
            seed=seed,
            humans=humans,
            worker=worker,
            save=self.autosave_enabled,
            stats=self.keeper(match) if 0 in humans else None,
        )
        self.scene = TableScene(self, ctl)

    def start_daily(self, game: str, *, worker=None) -> bool:
        """Today's deal of ``game`` at the table; False when it was begun already today."""
        from .daily_table import DailyController
        from .table_scene import TableScene

        match = self.daily.begin(game)
        if match is None:
            return False
        self._close_scene()
        self.scene = TableScene(self, DailyController(match, self.daily, worker=worker))
        return True

    def resume(self) -> None:
        from .controller import Controller
        from .table_scene import TableScene

        match, self.resumable = self.resumable, None
        if match is None:
            return
        self._close_scene()
        level = str(self.settings.new_game.get("level", "normal"))
        self.scene = TableScene(
            self, Controller(match, level, save=self.autosave_enabled, stats=self.keeper(match))
        )

    def to_start(self) -> None:
        from .start_scene import StartScene

        ctl = getattr(self.scene, "ctl", None)
        if ctl is not None and ctl.keeps_match and not ctl.match.over and self.autosave_enabled:
            self.resumable = ctl.match
        self._close_scene()
        self.scene = StartScene(self)

    def _close_scene(self) -> None:
        ctl = getattr(self.scene, "ctl", None)
        if ctl is not None:
            ctl.close()
        closer = getattr(self.scene, "close", None)  # a review: its analysis and the table behind it
        if closer is not None:
            closer()

    def quit(self) -> None:
        self.running = False

    # --- loop ---------------------------------------------------------------------------------
    def frame(self, *, tick: bool = True) -> None:
        """One iteration: events, update, and draw and show if anything changed.

        In the real loop (``tick``) an idle scene draws nothing and the loop sleeps until
        the next event (at most ``IDLE_WAIT_MS``); frames driven by tests, the self-test
        and the benchmarks (``tick=False``) never wait and always draw."""
        self._sounded.clear()
        events = self._events(wait=tick and self.idle)
        for event in events:
            self._dispatch(event)
        now = self.now()
        self.scene.update(now)
        busy = self.scene.busy(now)
        settled = self.idle  # also draw the frame in which things came to rest
        self.idle = not busy
        if events or busy or not settled or not tick or self.scene is not self._drawn:
            self.present()
            if tick:
                self.clock.tick(FPS)

    def present(self) -> None:
        """Draw the scene and show it: only the rectangles that changed since the last
        frame are drawn and sent to the display (``canvas``)."""
        rects = self.screen.show(self.scene.draw, self.surface)
        if rects:
            self.pg.display.update(rects)
        if self._drawn is not self.scene:
            self._drawn = self.scene
            _free_scenes_left()
        self.frames += 1

    def _events(self, *, wait: bool) -> list[pygame.event.Event]:
        """The pending events; when ``wait``, first sleep until one comes (or the timeout)."""
        pg = self.pg
        events = []
        if wait:
            first = pg.event.wait(IDLE_WAIT_MS)
            if first.type != pg.NOEVENT:
                events.append(first)
        return events + pg.event.get()

    def _dispatch(self, event: pygame.event.Event) -> None:
        pg = self.pg
        if event.type == pg.QUIT:
            self.quit()
        elif event.type == pg.VIDEORESIZE or event.type == pg.WINDOWSIZECHANGED:
            window = self.pg.display.get_surface()
            if window is not None and (window.get_size() != self.size or event.type == pg.VIDEORESIZE):
                self._resized(window.get_size())
        elif event.type in (pg.WINDOWEXPOSED, pg.VIDEOEXPOSE, pg.WINDOWSHOWN, pg.WINDOWRESTORED):
            self.screen.invalidate()  # the window system lost what the window showed
        elif event.type == pg.KEYDOWN and event.key == pg.K_F11:
            self.toggle_fullscreen()
        elif event.type == pg.KEYDOWN and event.key == pg.K_m and not getattr(event, "mod", 0) & pg.KMOD_CTRL:
            self.toggle_mute()
            reopen = getattr(self.scene, "settings_changed", None)
            if reopen is not None:
                reopen()
        else:
            if event.type in (pg.MOUSEMOTION, pg.MOUSEBUTTONDOWN, pg.MOUSEBUTTONUP):
                self.mouse = event.pos
            self.scene.handle(event)

    def run(self) -> int:
        try:
            while self.running:
                self.frame()
        finally:
            self.close()
        return 0

    def close(self) -> None:
        self._close_scene()
        self.daily.close()
        if self.analyser is not None:
            self.analyser.close()
        self.save_settings()
        self.pg.display.quit()


def _free_scenes_left() -> None:
    """Free the scene just left, and its match, at once: a table's widgets, sprites and
    controller refer to each other, so only the cycle collector frees them, and its
    oldest generation runs seldom; a long session would otherwise carry several finished
    tables' surfaces. A full collection takes about 20 ms (ten tables played, 1280×800),
    once, on the first frame of the next scene."""
    gc.collect()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game", description="Tricktable: card games at a felt table."
    )
    parser.add_argument("--size", help="window size WIDTHxHEIGHT (e.g. 1280x800)")
    parser.add_argument("--lang", choices=list(i18n.LANGUAGES), help="the language to speak (remembered)")
    args = parser.parse_args(list(argv or []))
    size = None
    if args.size:
        try:
            w, h = (int(v) for v in args.size.lower().split("x"))
            size = (w, h)
        except ValueError:
            parser.error("--size takes WIDTHxHEIGHT, e.g. 1280x800")
    return App(size=size, language=args.lang or "").run()
