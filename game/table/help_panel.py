"""The rules help (F1): a scrollable panel with a game's rules, options and house rules.

The words come from ``game.help`` (``help_for(game, preset) -> HelpPage``) and are said in
the current language (``words.translate``); this module only lays them out: headings,
wrapped paragraphs, bullet lists with a hanging indent, and small tables whose columns are
split on runs of two or more spaces.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pygame

from game.i18n import _
from game.rules import Option, get_ruleset

from . import canvas, text, theme, words
from .widgets import Button, draw_button, draw_panel, draw_veil, row_of_buttons

BULLET = "• "
COLUMNS = re.compile(r"\s{2,}")
WHEEL_STEP = 60  # pixels (at u = 1) per wheel notch


def _page(game: str, preset: str):  # -> HelpPage | None
    try:
        from game.help import help_for
    except ImportError:
        return None
    try:
        return help_for(game, preset)
    except KeyError:
        return None


class HelpPanel:
    """A modal, scrollable text panel with a Close button (Esc or F1 closes it too)."""

    def __init__(
        self,
        size: tuple[int, int],
        u: float,
        title: str,
        blocks: list[tuple[str, str]],
        close: Callable[[], None],
    ) -> None:
        self.u = u
        self.title = title
        self.close = close
        w, h = size
        self.rect = pygame.Rect(0, 0, min(w - round(20 * u), round(860 * u)), h - round(40 * u))
        self.rect.center = (w // 2, h // 2)
        pad = round(22 * u)
        self.view = pygame.Rect(
            self.rect.left + pad,
            self.rect.top + round(56 * u),
            self.rect.width - 2 * pad - round(10 * u),
            self.rect.height - round(56 * u) - round(70 * u),
        )
        self.content = _render_blocks(blocks, self.view.width, u)
        self.scroll = 0
        self.buttons: list[Button] = row_of_buttons(
            [(words.CLOSE, close)], (self.rect.centerx, self.rect.bottom - round(36 * u)), u
        )

    @property
    def max_scroll(self) -> int:
        return max(0, self.content.get_height() - self.view.height)

    def scroll_by(self, dy: float) -> None:
        self.scroll = max(0, min(self.max_scroll, round(self.scroll + dy)))

    def handle(self, event: pygame.event.Event) -> bool:
        """React to an event; True when a button was pressed."""
        u = self.u
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * WHEEL_STEP * u)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5):
            self.scroll_by((1 if event.button == 5 else -1) * WHEEL_STEP * u)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.hit(event.pos):
                    b.on_click()
                    return True
            if not self.rect.collidepoint(event.pos):
                self.close()
        elif event.type == pygame.KEYDOWN:
            page = self.view.height * 0.9
            steps = {
                pygame.K_DOWN: WHEEL_STEP * u,
                pygame.K_UP: -WHEEL_STEP * u,
                pygame.K_PAGEDOWN: page,
                pygame.K_SPACE: page,
                pygame.K_PAGEUP: -page,
                pygame.K_HOME: -self.content.get_height(),
                pygame.K_END: self.content.get_height(),
            }
            if event.key in steps:
                self.scroll_by(steps[event.key])
            elif event.key in (pygame.K_ESCAPE, pygame.K_F1, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.close()
        return False

    def draw(self, surf: pygame.Surface, u: float, mouse: tuple[int, int]) -> None:
        draw_veil(surf, 110)
        draw_panel(surf, self.rect, u, 248)
        t = text.fit(self.title, self.rect.width - round(40 * u), round(26 * u), color=theme.GOLD, bold=True)
        surf.blit(t, t.get_rect(midtop=(self.rect.centerx, self.rect.top + round(14 * u))))
        surf.blit(
            self.content, self.view.topleft, pygame.Rect(0, self.scroll, self.view.width, self.view.height)
        )
        if self.max_scroll:
            track = pygame.Rect(self.view.right + round(4 * u), self.view.top, round(6 * u), self.view.height)
            canvas.rect(surf, theme.FELT_DARK, track, border_radius=track.width // 2)
            frac = self.view.height / self.content.get_height()
            knob = pygame.Rect(track.left, 0, track.width, max(round(20 * u), round(track.height * frac)))
            knob.top = track.top + round((track.height - knob.height) * self.scroll / self.max_scroll)
            canvas.rect(surf, theme.PANEL_EDGE, knob, border_radius=track.width // 2)
            self._draw_scroll_hint(surf, u)
        for b in self.buttons:
            draw_button(surf, b, u, b.rect.collidepoint(mouse))

    def _draw_scroll_hint(self, surf: pygame.Surface, u: float) -> None:
        """How to scroll, right of the Close button, on two lines where one is too long."""
        size = round(13 * u)
        left = max(b.rect.right for b in self.buttons) + round(12 * u)
        lines = text.wrap(words.SCROLL_HINT, self.view.right - left, size)
        bottom = self.rect.bottom - round(12 * u)
        for line in reversed(lines):
            hint = text.fit(line, self.view.right - left, size, color=theme.TEXT_DIM)
            surf.blit(hint, hint.get_rect(bottomright=(self.view.right, bottom)))
            bottom -= hint.get_height()


Pieces = list[tuple[pygame.Surface, int, int]]
"""Rendered text and where it goes: (image, x, y)."""


def _render_blocks(blocks: list[tuple[str, str]], width: int, u: float) -> pygame.Surface:
    """Headings and bodies (see ``game.help.page``) on one tall transparent surface."""
    pieces, height = layout_blocks(blocks, width, u)
    surf = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
    for img, x, y in pieces:
        surf.blit(img, (x, y))
    return surf


def layout_blocks(blocks: list[tuple[str, str]], width: int, u: float) -> tuple[Pieces, int]:
    """Where the headings and bodies' lines go on the help's page ``width`` wide, and its height."""
    size, head = round(16 * u), round(20 * u)
    line_h = text.font(size).get_height() + round(2 * u)
    pieces: Pieces = []
    y = 0
    for heading, body in blocks:
        if heading:
            y += round(8 * u) if y else 0
            img = text.render(heading, head, theme.GOLD, bold=True)
            pieces.append((img, 0, y))
            y += img.get_height() + round(6 * u)
        for block in body.split("\n\n"):
            lines = block.split("\n")
            if all(ln.startswith(BULLET) for ln in lines):
                y = _bullets(pieces, lines, y, width, size, line_h)
            elif len(lines) > 1 or COLUMNS.search(block):
                y = _table(pieces, lines, y, size, line_h, round(18 * u))
            else:
                for part in text.wrap(block, width, size):
                    pieces.append((text.render(part, size, theme.TEXT), 0, y))
                    y += line_h
            y += round(6 * u)
    return pieces, y


def _bullets(pieces: Pieces, lines: list[str], y: int, width: int, size: int, line_h: int) -> int:
    """A list block, wrapped under its bullets; returns the y below it."""
    indent = text.font(size).size(BULLET)[0]
    for ln in lines:
        for i, part in enumerate(text.wrap(ln[len(BULLET) :], width - indent, size)):
            if i == 0:
                pieces.append((text.render(BULLET.strip(), size, theme.TEXT), 0, y))
            pieces.append((text.render(part, size, theme.TEXT), indent, y))
            y += line_h
    return y


def _table(pieces: Pieces, lines: list[str], y: int, size: int, line_h: int, gap: int) -> int:
    """A table block: columns as wide as their widest cell, the first row a heading."""
    cells = [COLUMNS.split(ln.strip()) for ln in lines]
    cols = max(len(c) for c in cells)
    col_w = [
        max(
            (text.render(c[j], size, bold=r == 0).get_width() for r, c in enumerate(cells) if j < len(c)),
            default=0,
        )
        for j in range(cols)
    ]
    for r, row in enumerate(cells):
        x = 0
        for j, cell in enumerate(row):
            img = text.render(cell, size, theme.GOLD if r == 0 else theme.TEXT, bold=r == 0)
            pieces.append((img, x, y))
            x += col_w[j] + gap
        y += line_h
    return y


def _spelled(body: str, options: Sequence[tuple[str, str]]) -> str:
    """Option names in a help text as the start screen shows them ("MustTrump" -> "Must trump"),
    in the language spoken; a name touching Japanese text is found too."""
    for name, _explained in options:
        spelled = _(words.option_name(name)).replace("\\", r"\\")
        body = re.sub(rf"(?<![A-Za-z0-9]){re.escape(name)}(?![A-Za-z0-9])", spelled, body)
    return body


def help_blocks(
    game: str, preset: str, options: Mapping[str, Any] | None = None, players: int | None = None
) -> tuple[str, list[tuple[str, str]]]:
    """The title and (heading, body) blocks of a preset's help, options with their values
    (an option that does not apply to ``players`` says so instead of its value)."""
    page = _page(game, preset)
    if page is None:
        return words.RULES_HELP, [("", words.NO_HELP)]
    say = words.translate
    blocks = [(say(head), _spelled(say(body), page.options)) for head, body in page.sections]
    if page.house_rules:
        rules = "\n".join(BULLET + say(r.text) for r in page.house_rules)
        blocks.append((words.HOUSE_RULES, _spelled(rules, page.options)))
    if page.options:
        known = {o.name: o for o in get_ruleset(game).preset(preset).options}
        items = []
        for name, explanation in page.options:
            now = _now(known.get(name), (options or {}).get(name), players)
            explained = _spelled(say(explanation), page.options)
            items.append(BULLET + words.labelled(_(words.option_name(name)) + now, explained))
        blocks.append((words.OPTIONS, "\n".join(items)))
    return say(page.title), blocks


def _now(option: Option | None, value: Any, players: int | None) -> str:
    """An option's state in this match, in brackets after its name ("" when not known)."""
    if option is None:
        return ""
    if players is not None and not option.applies(players):
        return f" ({words.ONLY_WITH_SHORT.format(counts=words.player_counts(option.players))})"
    if isinstance(value, bool):
        return f" ({words.ON if value else words.OFF})"
    if value is None:
        return ""
    return f" ({words.translate(option.value_text(value))})"


def help_overlay(
    size: tuple[int, int],
    u: float,
    game: str,
    preset: str,
    close: Callable[[], None],
    options: Mapping[str, Any] | None = None,
    players: int | None = None,
) -> HelpPanel:
    title, blocks = help_blocks(game, preset, options, players)
    return HelpPanel(size, u, title, blocks, close)
