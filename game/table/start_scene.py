"""The start screen: the new-game dialog (game, rule set, players, CPU strength, every
option with its explanation), Continue, Statistics, Quit.

The choices are remembered in the settings: the last game played, and for each rule set
its own players and options, so switching games and back keeps what was chosen.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from ai.levels import LEVELS
from game import i18n
from game.i18n import _
from game.rules import ConfigError, GameConfig, Option, Preset, Ruleset, rulesets

from . import shapes, text, theme, words
from .daily_table import DAILY
from .renderer import felt_surface
from .widgets import Button, button_width, draw_button, draw_panel
from .words import option_name

if TYPE_CHECKING:
    from .app import App

# An option whose value is a tuple (Finesse's Targets: target, margin, outright win) offers these.
TUPLE_CHOICES: dict[str, tuple[tuple[int, ...], ...]] = {
    "Targets": ((42, 5, 60), (25, 5, 40), (60, 5, 90)),
}
MAX_NOTE_LINES = 2
OPTION_ROW = 38  # an option row's height, in units
OPTIONS_BOTTOM = 110  # room below the options for the message line and the bottom buttons


def families() -> list[Ruleset]:
    """Every registered game, in the order of their registration (``game/games/__init__.py``)."""
    return rulesets()


def option_choices(o: Option) -> tuple[Any, ...]:
    """The values an option can be cycled through in the dialog."""
    if isinstance(o.default, bool):
        return (False, True)
    if o.choices:
        return tuple(o.choices)
    if o.name in TUPLE_CHOICES:
        return TUPLE_CHOICES[o.name]
    return (o.default,)


def option_label(o: Option, value: Any) -> str:
    name = _(option_name(o.name))
    if isinstance(o.default, bool):
        return words.on_off(name, value)
    return words.labelled(name, words.translate(o.value_text(value)))


def option_row(o: Option, value: Any, players: int) -> tuple[str, str, bool]:
    """An option's button label, the note beside it, and whether it can be changed. An
    option that does not apply to ``players`` players shows only its name, and its note
    says why; its value is kept for when it applies again."""
    if o.applies(players):
        return option_label(o, value), _(o.summary), True
    why = words.ONLY_WITH.format(counts=words.player_counts(o.players))
    return _(option_name(o.name)), f"{why} {_(o.summary)}", False


class StartScene:
    """New game with its choices (remembered in the settings), Continue, Statistics, Quit."""

    def __init__(self, app: App, message: str = "") -> None:
        self.app = app
        self.notice = message  # damaged files set aside at start-up: shown until the next screen
        self.message = ""  # why the chosen game cannot start
        self.refusal = ""  # why the chosen options cannot be combined: Start is disabled
        self.hover_notes: list[tuple[pygame.Rect, str]] = []  # grid of options: note by button
        self.confirming = False  # Start was pressed once while a game is in progress
        self.games = families()
        last = app.settings.new_game if isinstance(app.settings.new_game, dict) else {}
        self.family = next((rs for rs in self.games if rs.name == last.get("game")), self.games[0])
        name = last.get("preset")
        self.preset: Preset = self.family.presets.get(name) if isinstance(name, str) else None  # type: ignore[assignment]
        if self.preset is None:
            self.preset = next(iter(self.family.presets.values()))
        level = last.get("level", "normal")
        self.level: str = level if level in LEVELS else "normal"
        self.players = 0
        self.options: dict[str, Any] = {}
        self._load_choices()
        self.buttons: list[Button] = []
        self.notes: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self._x0 = self._col = 0  # the dialog's label and button columns (set by _build)
        self.overlay: Any = None  # a panel over the dialog (rules help)
        self.resize(app.size)

    # --- choices ---------------------------------------------------------------------------
    @property
    def key(self) -> str:
        return f"{self.family.name}/{self.preset.name}"

    def _memory(self) -> dict[str, Any]:
        ng = self.app.settings.new_game
        memo = ng.get("presets") if isinstance(ng, dict) else None
        return memo if isinstance(memo, dict) else {}

    def _load_choices(self) -> None:
        """Players and options of the chosen rule set as last used (defaults otherwise)."""
        mine = self._memory().get(self.key, {})
        last = self.app.settings.new_game
        if (
            not mine
            and isinstance(last, dict)
            and (last.get("game"), last.get("preset"))
            == (
                self.family.name,
                self.preset.name,
            )
        ):
            mine = last
        mine = mine if isinstance(mine, dict) else {}
        p = self.preset
        players = mine.get("players")
        self.players = players if isinstance(players, int) and players in p.players else p.default_players
        known = {o.name: o for o in p.options}
        opts = mine.get("options", {})
        self.options = {
            k: _value(known[k], v) for k, v in (opts.items() if isinstance(opts, dict) else ()) if k in known
        }
        self.options = {k: v for k, v in self.options.items() if v is not None}

    def config(self) -> GameConfig:
        return self.family.config(self.preset.name, self.options, self.players)

    def option_value(self, o: Option) -> Any:
        return self.options.get(o.name, self.preset.defaults.get(o.name, o.default))

    def _remember(self) -> None:
        s = self.app.settings
        memo = dict(self._memory())
        opts = {k: list(v) if isinstance(v, tuple) else v for k, v in self.options.items()}
        memo[self.key] = {"players": self.players, "options": opts}
        s.new_game = {
            "game": self.family.name,
            "preset": self.preset.name,
            "players": self.players,
            "level": self.level,
            "options": opts,
            "presets": memo,
        }

    # --- layout ----------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        u = self.u = min(w / 1050, h / 800)  # screens of text: wider at small sizes
        self.panel = pygame.Rect(0, 0, min(w - 20, round(1000 * u)), min(h - round(120 * u), round(640 * u)))
        self.panel.midtop = (w // 2, round(100 * u))
        self._build()
        if self.overlay is not None:
            self.open_help()

    def _build(self) -> None:
        """Every button and note of the dialog, for the current choices."""
        u, panel = self.u, self.panel
        self.buttons = []
        self.notes = []
        self._x0 = panel.left + round(28 * u)
        self._col = panel.left + round(200 * u)
        y = panel.top + round(22 * u)
        row_h = round(46 * u)
        self._label(words.GAME, y)
        y = self._row([(rs.title, partial(self._set_family, rs), rs is self.family) for rs in self.games], y)
        y += row_h
        if len(self.family.presets) > 1:
            self._label(words.RULES_VARIANT, y)
            presets = self.family.presets.values()
            y = self._row([(p.title, partial(self._set_preset, p), p is self.preset) for p in presets], y)
            y += row_h
        self._label(words.PLAYERS, y)
        x = self._col
        for n in sorted(self.preset.players):
            x = self._add(
                str(n), x, y, partial(self._set_players, n), on=n == self.players, width=round(46 * u)
            )
        y += row_h
        self._label(words.CPU_LEVEL, y)
        self._row(
            [(words.LEVEL_NAMES[lv], partial(self._set_level, lv), lv == self.level) for lv in LEVELS], y
        )
        y += row_h
        if self.preset.options:
            self._label(words.OPTIONS, y)
        self._option_rows(y)
        self._bottom_buttons()
        self._corner_buttons()
        self._daily_status()

    def _label(self, s: str, y: int) -> None:
        """A row's name at the left of the dialog."""
        u = self.u
        img = text.fit(s, self._col - self._x0 - round(8 * u), round(18 * u), color=theme.TEXT_DIM, bold=True)
        self.notes.append((img, (self._x0, y + round(8 * u))))

    def _add(
        self,
        lbl: str,
        x: int,
        y: int,
        cb: Callable[[], object],
        *,
        on: bool = False,
        width: int = 0,
        enabled: bool = True,
    ) -> int:
        """A choice button at (x, y); returns the x after it."""
        u = self.u
        wdt = width or button_width(lbl, u, True)
        rect = pygame.Rect(x, y, wdt, round(34 * u))
        self.buttons.append(Button(rect, lbl, cb, enabled=enabled, toggled=on, small=True, data="choice"))
        return x + wdt + round(8 * u)

    def _row(self, items: list[tuple[str, Callable[[], object], bool]], y: int) -> int:
        """Choice buttons side by side, wrapping to more rows; returns the last row's y."""
        u, x = self.u, self._col
        for lbl, cb, on in items:
            if x + button_width(lbl, u, True) > self.panel.right - round(20 * u):
                x, y = self._col, y + round(40 * u)
            x = self._add(lbl, x, y, cb, on=on)
        return y

    def _option_rows(self, y: int) -> None:
        """One button per option (its value), its summary beside it. An option that does not
        apply to the chosen number of players is greyed out, and its note says why. Too many
        options for the dialog (Skitgubbe): a grid of buttons (``_option_grid``)."""
        u, panel = self.u, self.panel
        self.hover_notes = []
        fit = (panel.bottom - round(OPTIONS_BOTTOM * u) - y) // round(OPTION_ROW * u)
        if len(self.preset.options) > fit:
            self._option_grid(y, max(1, fit))
            return
        labels = [option_label(o, v) for o in self.preset.options for v in option_choices(o)]
        opt_w = min(
            max([round(250 * u)] + [button_width(s, u, small=True) for s in labels]), panel.width // 2
        )
        for o in self.preset.options:
            v = self.option_value(o)
            label, note, applies = option_row(o, v, self.players)
            cycle = partial(self._cycle_option, o)
            nx = self._add(label, self._col, y, cycle, on=applies and v is True, width=opt_w, enabled=applies)
            y += self._note(note, nx, y)

    def _option_grid(self, y: int, rows: int) -> None:
        """The options as buttons in columns, ``rows`` to a column, without their notes: the
        note of the option under the mouse shows in the dialog's message line."""
        u = self.u
        n = len(self.preset.options)
        cols = -(-n // rows)
        gap = round(8 * u)
        width = (self.panel.right - round(20 * u) - self._col - gap * (cols - 1)) // cols
        for i, o in enumerate(self.preset.options):
            v = self.option_value(o)
            label, note, applies = option_row(o, v, self.players)
            x = self._col + (i // rows) * (width + gap)
            top = y + (i % rows) * round(OPTION_ROW * u)
            cycle = partial(self._cycle_option, o)
            self._add(label, x, top, cycle, on=applies and v is True, width=width, enabled=applies)
            self.hover_notes.append((self.buttons[-1].rect, note))

    def _note(self, note: str, x: int, y: int) -> int:
        """An option's note beside its button at (x, y), at most two lines; returns the row's height."""
        u, right = self.u, self.panel.right
        note_size = max(11, round(13 * u))
        note_h = text.font(note_size).get_height()
        lines = text.wrap(note, right - x - round(18 * u), note_size)
        if len(lines) > MAX_NOTE_LINES:
            lines = lines[: MAX_NOTE_LINES - 1] + [" ".join(lines[MAX_NOTE_LINES - 1 :])]
        top = y + (round(34 * u) - note_h * len(lines)) // 2
        for i, line in enumerate(lines):
            img = text.fit(line, right - x - round(18 * u), note_size, color=theme.TEXT_DIM)
            self.notes.append((img, (x, top + i * note_h)))
        return max(round(38 * u), note_h * len(lines) + round(10 * u))  # two-line notes keep apart

    def _bottom_buttons(self) -> None:
        """Start (Continue), Rules, Statistics, the deal of the day (key D) and Quit along the
        bottom, numbered but for the deal of the day."""
        u, panel = self.u, self.panel
        by = panel.bottom - round(58 * u)
        start = words.START_CONFIRM if self.confirming else words.START_GAME
        specs: list[tuple[str, Callable[[], object]]] = [(start, self._start)]
        if self.app.resumable is not None:
            specs.append((words.CONTINUE_GAME, self.app.resume))
        specs += [
            (words.RULES, self.open_help),
            (words.STATISTICS, self._statistics),
            (_(DAILY), self._daily),
            (words.QUIT, self.app.quit),
        ]
        widths = [button_width(s, u) + round(6 * u) for s, _ in specs]
        gap = round(12 * u)
        x = panel.centerx - (sum(widths) + gap * (len(specs) - 1)) // 2
        self.refusal = self._refusal()
        hot = 0
        for (s, cb), w in zip(specs, widths, strict=True):
            b = Button(pygame.Rect(x, by, w, round(44 * u)), s, cb)
            if cb == self._daily:  # key D, no number; playable once a day
                b.enabled = self.app.daily.book.can_play(self.family.name, self.app.daily.today())
                b.data = "daily"
            else:
                hot += 1
                b.hotkey = str(hot)
                b.enabled = not (self.refusal and cb == self._start)  # the options cannot be combined
            self.buttons.append(b)
            x += w + gap

    def _refusal(self) -> str:
        """Why the chosen options cannot be played together (``Preset.check``), or ""."""
        try:
            self.config()
        except ConfigError as e:
            return words.error_text(e)
        return ""

    def _corner_buttons(self) -> None:
        """In the top right corner the language (a click speaks the next one, L too) and,
        under it, the Coach switch (clear of the title in every language)."""
        u = self.u
        label = words.labelled(words.LANGUAGE, i18n.LANGUAGES[i18n.current()])
        wdt = button_width(label, u, True)
        rect = pygame.Rect(self.app.size[0] - wdt - round(10 * u), round(10 * u), wdt, round(30 * u))
        self.buttons.append(Button(rect, label, self.app.cycle_language, small=True, data="language"))
        coach = words.on_off(words.COACH, self.app.settings.coach)
        wdt = button_width(coach, u, True)
        below = pygame.Rect(rect.right - wdt, rect.bottom + round(6 * u), wdt, rect.height)
        self.buttons.append(Button(below, coach, self._toggle_coach, small=True, data="coach"))

    def _toggle_coach(self) -> None:
        self.app.toggle_coach()
        self._build()

    def _daily_status(self) -> None:
        """Under the dialog: the chosen game's deal of the day, today's result once begun (it
        cannot then be played again today) and the streak."""
        u, daily = self.u, self.app.daily
        status = text.fit(daily.label(self.family.name), self.panel.width, round(16 * u), color=theme.TEXT)
        self.notes.append(
            (status, (self.panel.centerx - status.get_width() // 2, self.panel.bottom + round(6 * u)))
        )
        if not daily.book.can_play(self.family.name, daily.today()):  # begun earlier: par may be missing
            daily.want_par(self.family.name, daily.today())

    def _daily(self) -> None:
        self._remember()
        self.app.save_settings()
        self.app.start_daily(self.family.name)

    def _set_family(self, rs: Ruleset) -> None:
        self._remember()
        self.family = rs
        self.preset = next(iter(rs.presets.values()))
        remembered = (
            self.app.settings.new_game.get("preset")
            if rs.name == self.app.settings.new_game.get("game")
            else None
        )
        if isinstance(remembered, str) and remembered in rs.presets:
            self.preset = rs.presets[remembered]
        self._load_choices()
        self.message = ""
        self._build()

    def _set_preset(self, p: Preset) -> None:
        self._remember()
        self.preset = p
        self._load_choices()
        self.message = ""
        self._build()

    def _set_players(self, n: int) -> None:
        self.players = n
        self._build()

    def _set_level(self, lv: str) -> None:
        self.level = lv
        self._build()

    def _cycle_option(self, o: Option) -> None:
        choices = option_choices(o)
        v = self.option_value(o)
        i = choices.index(v) if v in choices else -1
        self.options[o.name] = choices[(i + 1) % len(choices)]
        self._build()

    def _start(self) -> None:
        """Start the chosen game; while a game is in progress, only when pressed twice."""
        try:
            config = self.config()
        except ConfigError as e:
            self.message = words.error_text(e)
            return
        if self.app.resumable is not None and not self.confirming:
            self.confirming = True
            self.message = words.REPLACE_ASK
            self._build()
            return
        self.confirming = False
        self._remember()
        self.app.save_settings()
        self.app.start_match(config, self.level)

    def open_help(self) -> None:
        from .help_panel import help_overlay

        self.overlay = help_overlay(
            self.app.size, self.u, self.family.name, self.preset.name, self.close_overlay
        )

    def close_overlay(self) -> None:
        self.overlay = None

    def _statistics(self) -> None:
        self._remember()
        self.app.show_statistics()

    # --- events and drawing ----------------------------------------------------------------------
    def update(self, now: float) -> None:
        if self.app.daily.poll():  # a deal of the day's par arrived
            self._build()

    def busy(self, now: float) -> bool:
        return bool(self.app.daily.workers)  # only par on its way moves by itself

    def handle(self, event: pygame.event.Event) -> None:
        if self.overlay is not None:
            if self.overlay.handle(event):
                self.app.sound("click") if event.type == pygame.MOUSEBUTTONDOWN else None
            return
        self._keep_or_cancel_confirmation(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.hit(event.pos):
                    self.app.sound("click")
                    b.on_click()
                    return
        elif event.type == pygame.KEYDOWN:
            self._key(event.key)

    def _key(self, key: int) -> None:
        """Enter starts, F1 the rules, L the next language, Esc quits, 1-9 press the buttons."""
        keys = {
            pygame.K_RETURN: self._start,
            pygame.K_KP_ENTER: self._start,
            pygame.K_F1: self.open_help,
            pygame.K_l: self.app.cycle_language,
            pygame.K_d: self._daily_key,
            pygame.K_ESCAPE: self.app.quit,
        }
        if key in keys:
            keys[key]()
        elif pygame.K_1 <= key <= pygame.K_9:
            hot = [b for b in self.buttons if b.hotkey]
            i = key - pygame.K_1
            if i < len(hot):
                hot[i].on_click()

    def _daily_key(self) -> None:
        if self.app.daily.book.can_play(self.family.name, self.app.daily.today()):
            self._daily()

    def _keep_or_cancel_confirmation(self, event: pygame.event.Event) -> None:
        """After one press of Start over a game in progress, anything but Start again keeps
        that game."""
        if self.confirming and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            if not self._presses_start(event):
                self.confirming = False
                self.message = ""
                self._build()

    def _presses_start(self, event: pygame.event.Event) -> bool:
        """Whether ``event`` presses Start (a click on it, Enter, or its number key 1)."""
        if event.type == pygame.KEYDOWN:
            return event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_1)
        start = next(b for b in self.buttons if b.on_click == self._start)
        return event.button == 1 and start.hit(event.pos)

    def draw(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        u = self.u
        surf.blit(felt_surface(w, h, 0), (0, 0))
        size = round(56 * u)
        title = text.render(words.TITLE, size, theme.GOLD, bold=True)
        tx = w // 2 - title.get_width() // 2
        ty = round(22 * u)
        surf.blit(title, (tx, ty))
        sym = round(size * 0.62)
        for i, s in enumerate("cdhs"):
            img = shapes.suit_symbol(s, sym, theme.suit_color_on_felt(s, self.app.settings.four_colour))
            gap = round(sym * 1.15)
            x = (
                tx - round(16 * u) - (2 - i) * gap
                if i < 2
                else tx + title.get_width() + round(16 * u) + (i - 2) * gap
            )
            surf.blit(img, (x, ty + (title.get_height() - sym) // 2))
        draw_panel(surf, self.panel, u, 215)
        for img, pos in self.notes:
            surf.blit(img, pos)
        for b in self.buttons:
            draw_button(surf, b, u, b.rect.collidepoint(self.app.mouse))
        keys = text.fit(words.START_KEYS, w - round(20 * u), round(14 * u), color=theme.TEXT_DIM)
        surf.blit(keys, keys.get_rect(midbottom=(w // 2, h - round(6 * u))))
        shown = " ".join(dict.fromkeys(m for m in (self.refusal, self.message, self.notice) if m))
        hovered = next((note for r, note in self.hover_notes if r.collidepoint(self.app.mouse)), "")
        if shown or hovered:
            self._message_box(surf, shown or hovered, theme.WARN if shown else theme.TEXT)
        if self.overlay is not None:
            self.overlay.draw(surf, u, self.app.mouse)

    def _message_box(self, surf: pygame.Surface, shown: str, color: tuple[int, int, int]) -> None:
        """Why the game cannot start (or, in a grid of options, the hovered option's note)."""
        u = self.u
        if shown:
            lines = text.wrap(shown, self.panel.width - round(40 * u), round(16 * u))
            line_h = round(20 * u)
            box = pygame.Rect(0, 0, self.panel.width - round(20 * u), line_h * len(lines) + round(12 * u))
            box.midbottom = (self.panel.centerx, self.panel.bottom - round(66 * u))
            draw_panel(surf, box, u, 240)
            for i, line in enumerate(lines):
                img = text.render(line, round(16 * u), color)
                surf.blit(img, (box.centerx - img.get_width() // 2, box.top + round(6 * u) + i * line_h))


def _value(o: Option, v: object) -> Any:
    """A remembered option value if it is still valid (lists from JSON become tuples)."""
    if isinstance(v, list):
        v = tuple(v)
    try:
        return o.check(v)
    except ConfigError:
        return None
