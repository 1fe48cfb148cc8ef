"""The statistics screen: per game and rule set, matches played and won, deals, deals as
declarer and how many were made, the average score per deal; under them the deal of the
day's record per game (``daily_table``; Reset leaves it); Reset, Back, and Recent deals
(``recent_scene``: the last deals, to review)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.rules import rulesets
from game.stats import Statistics

from . import results, text, theme, words
from .daily_table import DAILY, daily_title
from .renderer import felt_surface
from .widgets import Button, draw_button, draw_panel, row_of_buttons

if TYPE_CHECKING:
    from .app import App


def titles() -> dict[str, str]:
    """'fipsen/prisdorf' -> 'Prisdorf Fipsen'."""
    return {
        f"{rs.name}/{p.name}": words.game_title(rs.title, p.title)
        for rs in rulesets()
        for p in rs.presets.values()
    }


def rows(stats: Statistics) -> list[list[str]]:
    """The table: a header, then one row per rule set played, in menu order."""
    names = titles()
    out = [list(words.STATS_COLUMNS)]
    order = list(names)
    for key in sorted(stats.tallies, key=lambda k: (order.index(k) if k in order else len(order), k)):
        t = stats.tallies[key]
        if not (t.matches or t.deals):
            continue
        declarer, made, average = str(t.declarer), str(t.made), f"{t.average:+.1f}"
        if results.preset_counts_losses(key):  # SG-33: no declarer and no points
            declarer = made = words.NOT_APPLICABLE
            if t.average >= 0:  # without LoserPenalty a deal scores 1 for a loss (SG-33 house rule)
                average = words.loss_rate(t.average)
        out.append([names.get(key, key), str(t.matches), str(t.won), str(t.deals), declarer, made, average])
    return out


def _columns(table: list[list[str]], width: int, size: int, gap: int) -> tuple[int, list[int]]:
    """The text size and the column widths: each number column as wide as its widest cell
    and ``gap``, the game's names the rest (at least a quarter); the size shrinks until they
    fit, down to the smallest readable."""
    while True:
        need = [
            max(text.font(size, bold=i == 0).size(row[j])[0] for i, row in enumerate(table)) + gap
            for j in range(1, len(table[0]))
        ]
        first = width - sum(need)
        if first >= width // 4 or size <= text.MIN_SIZE:
            return size, [max(first, width // 4), *need]
        size -= 1


class StatsScene:
    """Shows ``app.stats``; Reset asks once more before it clears them."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.confirming = False
        self.resize(app.size)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        u = self.u = min(w / 1050, h / 800)  # screens of text: wider at small sizes
        self.panel = pygame.Rect(0, 0, min(w - 20, round(1000 * u)), min(h - round(60 * u), round(640 * u)))
        self.panel.center = (w // 2, h // 2 + round(10 * u))
        self._build()

    def _build(self) -> None:
        u = self.u
        reset = words.RESET_CONFIRM if self.confirming else words.RESET
        self.buttons: list[Button] = row_of_buttons(
            [
                (words.BACK, self.app.to_start),
                (reset, self._reset),
                (words.RECENT_DEALS, self.app.show_recent),
            ],
            (self.panel.centerx, self.panel.bottom - round(36 * u)),
            u,
        )
        for i, b in enumerate(self.buttons):
            b.hotkey = str(i + 1)
        self.buttons[1].enabled = bool(self.app.stats.tallies)

    def _reset(self) -> None:
        if not self.confirming:
            self.confirming = True
        else:
            self.app.stats.reset()
            self.app.save_stats()
            self.confirming = False
        self._build()

    def update(self, now: float) -> None:
        pass

    def busy(self, now: float) -> bool:
        return False  # nothing here moves by itself

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.hit(event.pos):
                    self.app.sound("click")
                    b.on_click()
                    return
            if self.confirming:
                self.confirming = False
                self._build()
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.app.to_start()
            elif pygame.K_1 <= event.key <= pygame.K_9:
                i = event.key - pygame.K_1
                if i < len(self.buttons) and self.buttons[i].enabled:
                    self.buttons[i].on_click()

    def _draw_daily(self, surf: pygame.Surface) -> int:
        """The deal of the day's lines (games played so), above the buttons; returns their top."""
        u, daily = self.u, self.app.daily
        lines = [line for rs in rulesets() if (line := daily.stats_line(rs.name, daily_title(rs.name)))]
        if not lines:
            return self.buttons[0].rect.top - round(10 * u)
        size = round(16 * u)
        line_h = text.font(size).get_height() + round(4 * u)
        y = self.buttons[0].rect.top - round(34 * u) - line_h * len(lines)
        head = text.render(_(DAILY), size, theme.GOLD, bold=True)
        surf.blit(head, (self.panel.left + round(24 * u), y - line_h))
        for line in lines:
            s = text.fit(line, self.panel.width - round(48 * u), size, color=theme.TEXT)
            surf.blit(s, (self.panel.left + round(24 * u), y))
            y += line_h
        return y - line_h * (len(lines) + 1) - round(6 * u)

    def draw(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        u = self.u
        surf.blit(felt_surface(w, h, 0), (0, 0))
        draw_panel(surf, self.panel, u, 225)
        pad = round(24 * u)
        t = text.render(words.STATISTICS, round(28 * u), theme.GOLD, bold=True)
        surf.blit(t, t.get_rect(midtop=(self.panel.centerx, self.panel.top + round(16 * u))))
        limit = self._draw_daily(surf)
        table = rows(self.app.stats)
        y = self.panel.top + round(70 * u)
        if len(table) == 1:
            s = text.render(words.NO_STATS, round(18 * u), theme.TEXT_DIM)
            surf.blit(s, s.get_rect(midtop=(self.panel.centerx, y + round(30 * u))))
        else:
            size, widths = _columns(table, self.panel.width - 2 * pad, round(17 * u), round(12 * u))
            line_h = text.font(size).get_height() + round(6 * u)
            for i, row in enumerate(table):
                if y + line_h > limit:
                    break
                color = theme.GOLD if i == 0 else theme.TEXT
                right = self.panel.left + pad
                for j, cell in enumerate(row):
                    right += widths[j]
                    s = text.fit(cell, widths[j] - round(8 * u), size, color=color, bold=i == 0)
                    x = self.panel.left + pad if j == 0 else right - s.get_width()
                    surf.blit(s, (x, y))
                y += line_h
        if self.confirming:  # wrapped to the panel: German and Finnish run long
            size = round(16 * u)
            lines = text.wrap(words.RESET_ASK, self.panel.width - 2 * round(16 * u), size)
            bottom = self.buttons[0].rect.top - round(8 * u)
            for line in reversed(lines):
                s = text.render(line, size, theme.WARN)
                r = surf.blit(s, s.get_rect(midbottom=(self.panel.centerx, bottom)))
                bottom = r.top
        for b in self.buttons:
            draw_button(surf, b, u, b.rect.collidepoint(self.app.mouse))
