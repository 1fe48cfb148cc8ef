"""Modal panels over the table: end of deal, score sheet, last trick, menu."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from game.match import deal_totals
from game.rules import Card, Outcome

from . import text, theme, words
from .animation import DrawCard
from .renderer import TableRenderer
from .widgets import Button, draw_button, draw_panel, row_of_buttons


@dataclass
class Overlay:
    """A panel with text rows, optional cards and buttons. Enter presses the first button."""

    title: str
    rect: pygame.Rect
    lines: list[tuple[str, tuple[int, int, int]]] = field(default_factory=list)
    table: list[list[str]] = field(default_factory=list)
    cards: list[tuple[str, Sequence[Card]]] = field(default_factory=list)
    buttons: list[Button] = field(default_factory=list)
    modal: bool = True

    def click(self, pos: tuple[int, int]) -> bool:
        for b in self.buttons:
            if b.hit(pos):
                b.on_click()
                return True
        return self.rect.collidepoint(pos)

    def key(self, key: int) -> bool:
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.buttons:
            self.buttons[0].on_click()
            return True
        if pygame.K_1 <= key <= pygame.K_9:
            i = key - pygame.K_1
            if i < len(self.buttons) and self.buttons[i].enabled:
                self.buttons[i].on_click()
                return True
        return False

    def draw(self, surf: pygame.Surface, u: float, renderer: TableRenderer, mouse: tuple[int, int]) -> None:
        if self.modal:
            veil = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            veil.fill((0, 0, 0, 90))
            surf.blit(veil, (0, 0))
        draw_panel(surf, self.rect, u, 245)
        pad = round(18 * u)
        y = self.rect.top + pad
        t = text.fit(self.title, self.rect.width - 2 * pad, round(26 * u), color=theme.GOLD, bold=True)
        surf.blit(t, (self.rect.centerx - t.get_width() // 2, y))
        y += t.get_height() + round(10 * u)
        for line, color in self.lines:
            for part in text.wrap(line, self.rect.width - 2 * pad, round(18 * u)):
                s = text.render(part, round(18 * u), color)
                surf.blit(s, (self.rect.centerx - s.get_width() // 2, y))
                y += s.get_height() + round(2 * u)
            y += round(4 * u)
        if self.table:
            y = self._draw_table(surf, u, y + round(6 * u))
        for label, cards in self.cards:
            y = self._draw_cards(surf, u, y + round(6 * u), label, cards, renderer)
        for b in self.buttons:
            draw_button(surf, b, u, b.rect.collidepoint(mouse))

    def _draw_table(self, surf: pygame.Surface, u: float, y: int) -> int:
        pad = round(18 * u)
        cols = max(len(r) for r in self.table)
        width = self.rect.width - 2 * pad
        first = width * 0.34 if cols > 2 else width * 0.5
        rest = (width - first) / max(1, cols - 1)
        size = round(16 * u)
        for i, row in enumerate(self.table):
            color = theme.GOLD if i == 0 else theme.TEXT
            for j, cell in enumerate(row):
                s = text.fit(cell, round((first if j == 0 else rest) - 6 * u), size, color=color, bold=i == 0)
                x = self.rect.left + pad + (0 if j == 0 else first + rest * (j - 1) + rest - s.get_width())
                surf.blit(s, (round(x), y))
            y += text.font(size).get_height() + round(3 * u)
        return y

    def _draw_cards(
        self,
        surf: pygame.Surface,
        u: float,
        y: int,
        label: str,
        cards: Sequence[Card],
        renderer: TableRenderer,
    ) -> int:
        pad = round(18 * u)
        s = text.render(label, round(16 * u), theme.TEXT)
        surf.blit(s, (self.rect.left + pad, y + round(renderer.layout.small_h / 2 - s.get_height() / 2)))
        x = self.rect.left + pad + round(120 * u) + renderer.layout.small_w // 2
        for c in cards:
            d = DrawCard(c, x, y + renderer.layout.small_h / 2, "small", 0.0, 1.0, 255, 0, ("o", c.id))
            renderer.card(surf, d)
            x += round(renderer.layout.small_w * 0.75)
        return y + renderer.layout.small_h + round(4 * u)


def centered(width: int, height: int, surf_size: tuple[int, int]) -> pygame.Rect:
    r = pygame.Rect(0, 0, min(width, surf_size[0] - 20), min(height, surf_size[1] - 20))
    r.center = (surf_size[0] // 2, surf_size[1] // 2)
    return r


def deal_summary(
    size: tuple[int, int],
    u: float,
    outcome: Outcome,
    totals: Sequence[int],
    players: int,
    *,
    match_over: bool,
    winner: int | list[int] | None,
    buttons: list[tuple[str, Callable[[], None]]],
) -> Overlay:
    """The end of a deal: the reason, each seat's change and total; or the end of the game."""
    rows = [["", "This deal", words.TOTAL]]
    for s in range(players):
        rows.append([words.seat_name(s, players), words.score_change(outcome.scores[s]), str(totals[s])])
    lines = [(outcome.summary, theme.TEXT)]
    if match_over:
        lines.append((words.winner_line(winner, players), theme.HIGHLIGHT))
    height = round((190 + 26 * players + (40 if match_over else 0)) * u)
    rect = centered(round(520 * u), height, size)
    ov = Overlay(words.MATCH_OVER if match_over else words.DEAL_OVER, rect, lines, rows)
    ov.buttons = row_of_buttons(buttons, (rect.centerx, rect.bottom - round(36 * u)), u)
    for i, b in enumerate(ov.buttons):
        b.hotkey = str(i + 1)
    return ov


def score_sheet(
    size: tuple[int, int],
    u: float,
    outcomes: Sequence[Outcome],
    dealers: Sequence[int],
    players: int,
    close: Callable[[], None],
) -> Overlay:
    """Every deal so far: who dealt, each seat's change and the running totals."""
    header = [words.DEAL] + [words.seat_name(s, players) for s in range(players)]
    rows = [header]
    running = deal_totals(outcomes, players)
    shown = max(0, len(outcomes) - 14)
    for i in range(shown, len(outcomes)):
        o = outcomes[i]
        rows.append(
            [f"{i + 1} ({words.seat_name(dealers[i], players)[0]})"]
            + [
                f"{words.score_change(o.scores[s])} → {running[i][s]}"
                if o.scores[s]
                else f"· {running[i][s]}"
                for s in range(players)
            ]
        )
    lines = []
    if not outcomes:
        lines.append(("No deal has been finished yet.", theme.TEXT_DIM))
    elif shown:
        lines.append((f"The last {len(outcomes) - shown} deals of {len(outcomes)}.", theme.TEXT_DIM))
    rect = centered(
        round((250 + 130 * players) * u), round((150 + 24 * len(rows) + 24 * len(lines)) * u), size
    )
    ov = Overlay(words.SCORE_SHEET, rect, lines, rows)
    ov.buttons = row_of_buttons([(words.CLOSE, close)], (rect.centerx, rect.bottom - round(34 * u)), u)
    return ov


def last_trick(
    size: tuple[int, int],
    u: float,
    trick: Sequence[tuple[int, Sequence[Card]]],
    players: int,
    close: Callable[[], None],
    small_h: int,
) -> Overlay:
    cards = [(words.seat_name(s, players), cs) for s, cs in trick]
    lines = [] if trick else [(words.NO_LAST_TRICK, theme.TEXT_DIM)]
    rect = centered(round(420 * u), round(140 * u) + len(cards) * (small_h + round(10 * u)), size)
    ov = Overlay(words.LAST_TRICK, rect, lines, cards=cards)
    ov.buttons = row_of_buttons([(words.CLOSE, close)], (rect.centerx, rect.bottom - round(34 * u)), u)
    return ov
