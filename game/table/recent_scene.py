"""The recent deals (``game.recent``), newest first, from the statistics screen: a click
(or the arrow keys and Enter) opens a deal's review, Esc goes back to the statistics."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.recent import Recent
from game.record import RecordError

from . import text, theme, words
from .renderer import felt_surface
from .widgets import Button, draw_button, draw_panel

if TYPE_CHECKING:
    from .app import App

ROW = 27  # units from one row to the next


def row_label(entry: Recent) -> str:
    """'2026-11-26 11:02 · Prisdorf Fipsen · Deal 3 · −16'."""
    rs = entry.record.ruleset
    title = words.game_title(rs.title, rs.preset(entry.record.preset).title)
    deal = _("Deal {number}").format(number=entry.deal + 1)
    return " · ".join([entry.ended, title, deal, words.score_change(entry.score)])


class RecentScene:
    """The list of recent deals; the chosen one is reviewed."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.focus = 0
        self.message = ""
        self.resize(app.size)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        u = self.u = min(w / 1050, h / 800)
        entries = self.app.recent.entries
        height = round((172 + ROW * max(3, len(entries))) * u)
        self.panel = pygame.Rect(0, 0, min(w - 20, round(760 * u)), min(h - 20, height))
        self.panel.center = (w // 2, h // 2)
        top = self.panel.top + round(84 * u)
        width = self.panel.width - round(48 * u)
        self.rows = []
        for i, e in enumerate(entries):
            y = top + i * round(ROW * u)
            rect = pygame.Rect(self.panel.left + round(24 * u), y, width, round(24 * u))
            self.rows.append(Button(rect, row_label(e), self._opener(i), small=True))
        back = Button(pygame.Rect(0, 0, round(160 * u), round(40 * u)), words.BACK, self.back)
        back.rect.midbottom = (self.panel.centerx, self.panel.bottom - round(14 * u))
        self.back_button = back

    def _opener(self, i: int) -> Callable[[], None]:
        return lambda: self.open(i)

    def open(self, i: int) -> None:
        entry = self.app.recent.entries[i]
        try:
            self.app.open_review(entry.record, entry.deal, self)
        except RecordError as e:
            self.message = _("This deal cannot be reviewed: {error}").format(error=e)

    def back(self) -> None:
        self.app.show_statistics()

    def update(self, now: float) -> None:
        pass

    def busy(self, now: float) -> bool:
        return False

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in [*self.rows, self.back_button]:
                if b.hit(event.pos):
                    self.app.sound("click")
                    b.on_click()
                    return
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
            elif event.key in (pygame.K_UP, pygame.K_DOWN) and self.rows:
                step = 1 if event.key == pygame.K_DOWN else -1
                self.focus = max(0, min(len(self.rows) - 1, self.focus + step))
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.rows:
                self.open(self.focus)

    def draw(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        u = self.u
        surf.blit(felt_surface(w, h, 0), (0, 0))
        draw_panel(surf, self.panel, u, 225)
        t = text.render(words.RECENT_DEALS, round(28 * u), theme.GOLD, bold=True)
        surf.blit(t, t.get_rect(midtop=(self.panel.centerx, self.panel.top + round(16 * u))))
        if not self.rows:
            s = text.render(words.NO_DEAL_YET, round(18 * u), theme.TEXT_DIM)
            surf.blit(s, s.get_rect(midtop=(self.panel.centerx, self.panel.top + round(80 * u))))
        else:
            how = _("Click a deal (or ↑/↓ and Enter) to see where it was won or lost.")
            s = text.fit(how, self.panel.width - round(48 * u), round(15 * u), color=theme.TEXT_DIM)
            surf.blit(s, s.get_rect(midbottom=(self.panel.centerx, self.rows[0].rect.top - round(6 * u))))
        for i, b in enumerate(self.rows):
            b.toggled = i == self.focus
            draw_button(surf, b, u, b.rect.collidepoint(self.app.mouse))
        if self.message:
            s = text.fit(self.message, self.panel.width - round(32 * u), round(15 * u), color=theme.WARN)
            surf.blit(s, s.get_rect(midbottom=(self.panel.centerx, self.back_button.rect.top - round(6 * u))))
        draw_button(surf, self.back_button, u, self.back_button.rect.collidepoint(self.app.mouse))
