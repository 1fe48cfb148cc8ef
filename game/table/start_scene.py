"""The start screen: choose a game, players, options and CPU strength; continue; quit."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from ai.levels import LEVELS
from game.rules import ConfigError, GameConfig, Option, Preset, Ruleset, rulesets

from . import shapes, text, theme, words
from .renderer import felt_surface
from .widgets import Button, button_width, draw_button, draw_panel

if TYPE_CHECKING:
    from .app import App

FIRST_GAME = ("fipsen", "prisdorf")


def game_choices() -> list[tuple[Ruleset, Preset]]:
    """Every registered preset, Prisdorf Fipsen first."""
    out = [(rs, p) for rs in rulesets() for p in rs.presets.values()]
    out.sort(key=lambda rp: ((rp[0].name, rp[1].name) != FIRST_GAME, rp[0].title, rp[1].title))
    return out


class StartScene:
    """New game with its choices (remembered in the settings), Continue, Quit."""

    def __init__(self, app: App, message: str = "") -> None:
        self.app = app
        self.message = message
        self.games = game_choices()
        last = app.settings.new_game
        self.index = next(
            (
                i
                for i, (rs, p) in enumerate(self.games)
                if (rs.name, p.name) == (last.get("game"), last.get("preset"))
            ),
            0,
        )
        self.players: int = int(last.get("players", 0) or 0)
        self.level: str = str(last.get("level", "normal"))
        if self.level not in LEVELS:
            self.level = "normal"
        self.options: dict[str, Any] = (
            dict(last.get("options", {})) if isinstance(last.get("options"), dict) else {}
        )
        self._fix_choices()
        self.buttons: list[Button] = []
        self.notes: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self.resize(app.size)

    # --- choices ---------------------------------------------------------------------------
    @property
    def preset(self) -> Preset:
        return self.games[self.index][1] if self.games else None  # type: ignore[return-value]

    def _fix_choices(self) -> None:
        if not self.games:
            return
        p = self.preset
        if self.players not in p.players:
            self.players = p.default_players
        known = {o.name: o for o in p.options}
        self.options = {k: v for k, v in self.options.items() if k in known and _valid(known[k], v)}

    def config(self) -> GameConfig:
        rs, p = self.games[self.index]
        return rs.config(p.name, self.options, self.players)

    def option_value(self, o: Option) -> bool | int:
        return self.options.get(o.name, self.preset.defaults.get(o.name, o.default))

    # --- layout ----------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        u = self.u = min(w / 1280, h / 800)
        self.panel = pygame.Rect(0, 0, min(w - 20, round(900 * u)), min(h - round(150 * u), round(600 * u)))
        self.panel.midtop = (w // 2, round(130 * u))
        self._build()

    def _build(self) -> None:
        u, panel = self.u, self.panel
        self.buttons = []
        self.notes = []
        x0 = panel.left + round(40 * u)
        col = panel.left + round(230 * u)
        y = panel.top + round(30 * u)
        row_h = round(50 * u)

        def label(s: str, yy: int) -> None:
            self.notes.append(
                (text.render(s, round(19 * u), theme.TEXT_DIM, bold=True), (x0, yy + round(8 * u)))
            )

        def add(
            lbl: str,
            x: int,
            yy: int,
            cb: Callable[[], None],
            *,
            on: bool = False,
            small: bool = False,
            width: int | None = None,
        ) -> int:
            wdt = width or button_width(lbl, u, small)
            b = Button(
                pygame.Rect(x, yy, wdt, round((34 if small else 40) * u)), lbl, cb, toggled=on, small=small
            )
            self.buttons.append(b)
            return x + wdt + round(10 * u)

        if self.games:
            label(words.GAME, y)
            x = add("<", col, y, lambda: self._step_game(-1), small=True)
            rs, p = self.games[self.index]
            title = words.game_title(rs.title, p.title)
            t = text.fit(title, round(480 * u), round(22 * u), color=theme.TEXT, bold=True)
            self.notes.append((t, (x + round(6 * u), y + round(6 * u))))
            add(">", x + t.get_width() + round(16 * u), y, lambda: self._step_game(1), small=True)
            y += row_h
            label(words.PLAYERS, y)
            x = col
            for n in sorted(p.players):
                x = add(
                    str(n), x, y, lambda n=n: self._set_players(n), on=n == self.players, width=round(50 * u)
                )
            y += row_h
            label(words.CPU_LEVEL, y)
            x = col
            for lv in LEVELS:
                x = add(words.LEVEL_NAMES[lv], x, y, lambda lv=lv: self._set_level(lv), on=lv == self.level)
            y += row_h
            if p.options:
                label(words.OPTIONS, y)
            for o in p.options:
                v = self.option_value(o)
                if isinstance(o.default, bool):
                    lbl = f"{o.name}: {words.ON if v else words.OFF}"
                else:
                    lbl = f"{o.name}: {v}"
                nx = add(
                    lbl,
                    col,
                    y,
                    lambda o=o: self._cycle_option(o),
                    on=bool(v) if isinstance(v, bool) else False,
                    small=True,
                    width=round(220 * u),
                )
                for i, line in enumerate(
                    text.wrap(o.summary, panel.right - nx - round(20 * u), round(14 * u))[:2]
                ):
                    self.notes.append(
                        (text.render(line, round(14 * u), theme.TEXT_DIM), (nx, y + i * round(16 * u)))
                    )
                y += round(42 * u)
        by = panel.bottom - round(64 * u)
        specs: list[tuple[str, Callable[[], None]]] = []
        if self.games:
            specs.append((words.NEW_GAME, self._start))
        if self.app.resumable is not None:
            specs.append((words.CONTINUE_GAME, self.app.resume))
        specs.append((words.QUIT, self.app.quit))
        x = panel.centerx - sum(button_width(s, u) + round(16 * u) for s, _ in specs) // 2
        for i, (s, cb) in enumerate(specs):
            w = button_width(s, u) + round(6 * u)
            self.buttons.append(Button(pygame.Rect(x, by, w, round(46 * u)), s, cb, hotkey=str(i + 1)))
            x += w + round(10 * u)

    def _step_game(self, d: int) -> None:
        self.index = (self.index + d) % len(self.games)
        self.options = {}
        self._fix_choices()
        self._build()

    def _set_players(self, n: int) -> None:
        self.players = n
        self._build()

    def _set_level(self, lv: str) -> None:
        self.level = lv
        self._build()

    def _cycle_option(self, o: Option) -> None:
        v = self.option_value(o)
        if isinstance(o.default, bool):
            self.options[o.name] = not v
        elif o.choices:
            i = o.choices.index(v) if v in o.choices else -1
            self.options[o.name] = o.choices[(i + 1) % len(o.choices)]
        self._build()

    def _start(self) -> None:
        try:
            config = self.config()
        except ConfigError as e:
            self.message = str(e)
            return
        rs, p = self.games[self.index]
        self.app.settings.new_game = {
            "game": rs.name,
            "preset": p.name,
            "players": self.players,
            "level": self.level,
            "options": dict(self.options),
        }
        self.app.save_settings()
        self.app.start_match(config, self.level)

    # --- events and drawing ----------------------------------------------------------------------
    def update(self, now: float) -> None:
        pass

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.hit(event.pos):
                    b.on_click()
                    return
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.games:
                self._start()
            elif event.key == pygame.K_ESCAPE:
                self.app.quit()
            elif pygame.K_1 <= event.key <= pygame.K_9:
                hot = [b for b in self.buttons if b.hotkey]
                i = event.key - pygame.K_1
                if i < len(hot):
                    hot[i].on_click()

    def draw(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        u = self.u
        surf.blit(felt_surface(w, h, 0), (0, 0))
        size = round(64 * u)
        title = text.render(words.TITLE, size, theme.GOLD, bold=True)
        tx = w // 2 - title.get_width() // 2
        surf.blit(title, (tx, round(36 * u)))
        sym = round(size * 0.62)
        for i, s in enumerate("cdhs"):
            img = shapes.suit_symbol(s, sym, theme.suit_color_on_felt(s, self.app.settings.four_colour))
            gap = round(sym * 1.15)
            if i < 2:
                x = tx - round(16 * u) - (2 - i) * gap
            else:
                x = tx + title.get_width() + round(16 * u) + (i - 2) * gap
            surf.blit(img, (x, round(36 * u) + (title.get_height() - sym) // 2))
        draw_panel(surf, self.panel, u, 215)
        for img, pos in self.notes:
            surf.blit(img, pos)
        for b in self.buttons:
            draw_button(surf, b, u, b.rect.collidepoint(self.app.mouse))
        keys = text.fit(words.KEYS_HELP, w - round(20 * u), round(14 * u), color=theme.TEXT_DIM)
        surf.blit(keys, keys.get_rect(midbottom=(w // 2, h - round(8 * u))))
        if not self.games:
            self.message = self.message or "No game is installed."
        if self.message:
            for i, line in enumerate(text.wrap(self.message, self.panel.width, round(16 * u))):
                s = text.render(line, round(16 * u), theme.WARN)
                surf.blit(
                    s, (w // 2 - s.get_width() // 2, self.panel.bottom + round(10 * u) + i * round(20 * u))
                )


def _valid(o: Option, v: object) -> bool:
    try:
        o.check(v)
    except ConfigError:
        return False
    return True
