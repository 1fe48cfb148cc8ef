"""Modal panels over the table: end of deal, score sheet, last trick, menu, a question."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from game.match import Match
from game.rules import Card, Outcome

from . import canvas, sheets, text, theme, words
from .animation import DrawCard
from .renderer import TableRenderer
from .widgets import Button, button_width, draw_button, draw_panel, draw_veil, row_of_buttons

MODIFIER_KEYS = frozenset(
    {
        pygame.K_LSHIFT,
        pygame.K_RSHIFT,
        pygame.K_LCTRL,
        pygame.K_RCTRL,
        pygame.K_LALT,
        pygame.K_RALT,
        pygame.K_LGUI,
        pygame.K_RGUI,
        pygame.K_CAPSLOCK,
        pygame.K_NUMLOCK,
        pygame.K_MODE,
    }
)
"""Keys that only modify another: pressed alone they answer no question."""


@dataclass
class Overlay:
    """A panel with text rows, optional cards and buttons. Enter presses the first button;
    in a ``question`` (Yes, No) only Y answers yes and any other key no.

    ``table`` rows are drawn in columns: the first ``text_columns`` hold words (left-aligned),
    the others numbers (right-aligned); ``widths`` are the columns' shares of the width
    (none: a wider first column and equal others).
    """

    title: str
    rect: pygame.Rect
    lines: list[tuple[str, tuple[int, int, int]]] = field(default_factory=list)
    table: list[list[str]] = field(default_factory=list)
    footer: list[list[str]] = field(default_factory=list)
    headline: str = ""  # a big line under the title (the winner of the match)
    cards: list[tuple[str, Sequence[Card]]] = field(default_factory=list)
    buttons: list[Button] = field(default_factory=list)
    modal: bool = True
    question: bool = False
    yes_keys: frozenset[int] = frozenset({pygame.K_y})
    """In a ``question``: the keys that answer yes (any other key but a modifier: no)."""
    widths: list[float] = field(default_factory=list)
    text_columns: int = 1

    def click(self, pos: tuple[int, int]) -> bool:
        for b in self.buttons:
            if b.hit(pos):
                b.on_click()
                return True
        return self.rect.collidepoint(pos)

    def key(self, key: int) -> bool:
        if self.question:
            if key not in MODIFIER_KEYS:
                self.buttons[0 if key in self.yes_keys else 1].on_click()
            return True
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
            draw_veil(surf, 90)
        draw_panel(surf, self.rect, u, 245)
        pad = round(18 * u)
        y = self.rect.top + pad
        t = text.fit(self.title, self.rect.width - 2 * pad, round(26 * u), color=theme.GOLD, bold=True)
        surf.blit(t, (self.rect.centerx - t.get_width() // 2, y))
        y += t.get_height() + round(10 * u)
        if self.headline:
            hl = text.fit(
                self.headline, self.rect.width - 2 * pad, round(24 * u), color=theme.HIGHLIGHT, bold=True
            )
            surf.blit(hl, (self.rect.centerx - hl.get_width() // 2, y))
            y += hl.get_height() + round(8 * u)
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

    def _column_widths(self, width: int) -> list[float]:
        if self.widths:
            return [width * w / sum(self.widths) for w in self.widths]
        cols = max(len(r) for r in self.table)
        first = width * (0.22 if cols > 5 else 0.3) if cols > 2 else width * 0.5
        return [first] + [(width - first) / max(1, cols - 1)] * (cols - 1)

    def _draw_table(self, surf: pygame.Surface, u: float, y: int) -> int:
        pad = round(18 * u)
        widths = self._column_widths(self.rect.width - 2 * pad)
        lefts = [self.rect.left + pad + sum(widths[:j]) for j in range(len(widths))]
        size = _cell_size(u)
        line_h = text.font(size).get_height() + round(3 * u)

        def row_at(row: list[str], y: int, color: tuple[int, int, int], bold: bool) -> None:
            for j, cell in enumerate(row):
                s = text.fit(cell, round(widths[j] - 6 * u), size, color=color, bold=bold)
                right = j >= self.text_columns
                x = lefts[j] + (widths[j] - s.get_width() if right else 0)
                surf.blit(s, (round(x), y))

        for i, row in enumerate(self.table):
            row_at(row, y, theme.GOLD if i == 0 else theme.TEXT, i == 0)
            y += line_h
        if self.footer:
            y += round(3 * u)
            left, right = self.rect.left + pad, self.rect.right - pad
            canvas.line(surf, theme.PANEL_EDGE, (left, y), (right, y), max(1, round(u)))
            y += round(5 * u)
            for row in self.footer:
                row_at(row, y, theme.HIGHLIGHT, True)
                y += line_h
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
    match: Match,
    outcome: Outcome,
    *,
    buttons: list[tuple[str, Callable[[], None]]],
    extra: str = "",
) -> Overlay:
    """The end of a deal: the reason, each seat's (or team's) change and total; at the end
    of the match also who won. ``extra`` is one more line under the reason (the deal of the
    day's result and par)."""
    rows = sheets.deal_rows(match, outcome)
    lines = [(words.summary_text(outcome.summary, match.config.players), theme.TEXT)]
    if extra:
        lines.append((extra, theme.HIGHLIGHT))
    # as wide as its buttons need (the window permitting); a second row of them if not
    gaps = round(10 * u) * (len(buttons) - 1)
    width = max(round(560 * u), sum(button_width(b, u) for b, _ in buttons) + gaps + round(40 * u))
    width = min(width, size[0] - 20)
    wrapped = row_of_buttons(buttons, (0, 0), u, max_width=width - round(36 * u))
    more = len({b.rect.top for b in wrapped}) - 1
    height = round((200 + 26 * len(rows) + (44 if match.over else 0) + (28 if extra else 0) + 52 * more) * u)
    rect = centered(width, height, size)
    ov = Overlay(words.MATCH_OVER if match.over else words.DEAL_OVER, rect, lines, rows)
    if match.over:
        ov.headline = sheets.winner_line(match)
    bottom_row = rect.bottom - round(36 * u) - round(26 * u) * more
    ov.buttons = row_of_buttons(buttons, (rect.centerx, bottom_row), u, max_width=width - round(36 * u))
    for i, b in enumerate(ov.buttons):
        b.hotkey = str(i + 1)
    return ov


SHEET_WIDTHS = (1.25, 2.3)
"""The score sheet's text columns (deal and dealer, what was played) as shares of a seat's column."""
TEAM_WIDTH = 1.4  # a team's column ('West & East') as a share of a seat's
SHEET_MIN_WIDTH = 600  # the legend on one line


def score_sheet(size: tuple[int, int], u: float, match: Match, close: Callable[[], None]) -> Overlay:
    """Every deal so far, in the game's own form (``sheets``): how to read it, then the table."""
    sheet = sheets.score_sheet(match)
    lines = [(line, theme.TEXT_DIM) for line in (sheet.legend, sheet.note) if line]
    scores = len(sheet.header) - sheet.text_columns
    score_width = TEAM_WIDTH if sheets.form(match) == "teams" else 1.0
    widths = [*SHEET_WIDTHS[: sheet.text_columns], *[score_width] * scores]
    rows = 1 + len(sheet.rows) + len(sheet.footer)
    width = max(round(max(SHEET_MIN_WIDTH, 36 + 125 * sum(widths)) * u), _sheet_width(sheet, widths, u))
    rect = centered(min(width, size[0] - round(20 * u)), round((160 + 24 * rows + 26 * len(lines)) * u), size)
    ov = Overlay(words.SCORE_SHEET, rect, lines, [sheet.header, *sheet.rows], footer=sheet.footer)
    ov.widths, ov.text_columns = widths, sheet.text_columns
    ov.buttons = row_of_buttons([(words.CLOSE, close)], (rect.centerx, rect.bottom - round(34 * u)), u)
    return ov


def _cell_size(u: float) -> int:
    """The size of a panel's table text (the score sheet's cells)."""
    return max(text.MIN_SIZE, round(16 * u))


def _sheet_width(sheet: sheets.Sheet, widths: Sequence[float], u: float) -> int:
    """How wide the score sheet must be for its widest cell of each column to fit its share
    of the width (long team names: 'Sinä & Pohjoinen')."""
    size = _cell_size(u)
    need = 0.0
    for i, row in enumerate([sheet.header, *sheet.rows, *sheet.footer]):
        for j, cell in enumerate(row):
            cell_w = text.render(cell, size, bold=i == 0 or i > len(sheet.rows)).get_width() + 6 * u
            need = max(need, cell_w * sum(widths) / widths[j])
    return round(need + 36 * u)


def question(
    size: tuple[int, int],
    u: float,
    title: str,
    detail: str,
    *,
    yes: Callable[[], None],
    no: Callable[[], None],
) -> Overlay:
    """Ask before something that cannot be taken back: only Y or a click on Yes says yes, so
    a key meant for the table (a game's number key) cannot; Esc, any other key or a click
    beside the panel says no."""
    width = round(560 * u)
    lines = [(detail, theme.TEXT), (words.YES_KEYS, theme.TEXT_DIM)]
    rows = sum(len(text.wrap(line, width - round(36 * u), round(18 * u))) for line, _ in lines)
    rect = centered(width, round((150 + 24 * rows) * u), size)
    ov = Overlay(title, rect, lines, question=True)
    ov.buttons = row_of_buttons(
        [(words.YES, yes), (words.NO, no)], (rect.centerx, rect.bottom - round(36 * u)), u
    )
    ov.buttons[0].hotkey, ov.buttons[1].hotkey = "Y", "N"
    return ov


def last_trick(
    size: tuple[int, int],
    u: float,
    trick: Sequence[tuple[int, Sequence[Card]]],
    winner: int | None,
    players: int,
    close: Callable[[], None],
    small_h: int,
) -> Overlay:
    """The last trick, play by play, the first play marked as the lead and the winner's
    as the one that took it."""
    cards = [(words.trick_row_label(s, players, i == 0, s == winner), cs) for i, (s, cs) in enumerate(trick)]
    lines = [] if trick else [(words.NO_LAST_TRICK, theme.TEXT_DIM)]
    rect = centered(round(420 * u), round(140 * u) + len(cards) * (small_h + round(10 * u)), size)
    ov = Overlay(words.LAST_TRICK, rect, lines, cards=cards)
    ov.buttons = row_of_buttons([(words.CLOSE, close)], (rect.centerx, rect.bottom - round(34 * u)), u)
    return ov


ANNOUNCEMENT_ROWS = 14  # the latest bids and calls the panel lists


def announcements(
    size: tuple[int, int],
    u: float,
    history: Sequence[tuple[int, str]],
    players: int,
    close: Callable[[], None],
) -> Overlay:
    """The deal's bidding and calls, oldest first (the latest ``ANNOUNCEMENT_ROWS``)."""
    said = words.announcements(history, players)[-ANNOUNCEMENT_ROWS:]
    lines = [(line, theme.TEXT) for line in said] or [(words.NO_ANNOUNCEMENTS, theme.TEXT_DIM)]
    rect = centered(round(460 * u), round(150 * u) + len(lines) * round(26 * u), size)
    ov = Overlay(words.ANNOUNCEMENTS, rect, lines)
    ov.buttons = row_of_buttons([(words.CLOSE, close)], (rect.centerx, rect.bottom - round(34 * u)), u)
    return ov
