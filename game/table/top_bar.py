"""The top bar of the table: the game, the deal's number and dealer on the left, and the
buttons Hint, Undo, Last trick, Scores and Menu on the right.

A widget in the pygame_gui manner, like the hand and the action bar: it owns its buttons,
rebuilds them when what they may do changes (``rebuild``), finds the one under a click
(``button_at``) and draws itself (``draw``); the scene routes the clicks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from . import text, theme, words
from .widgets import Button, button_width, draw_button

if TYPE_CHECKING:
    from .table_scene import TableScene

OVER_SUMMARY = 2
"""The buttons from this one on (Last trick, Scores, Menu) still work over a deal's summary."""


class TopBar:
    """The strip along the top of the window."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.buttons: list[Button] = []

    def title(self) -> str:
        """The game, the deal's number and dealer, and whether it is a replay."""
        scene = self.scene
        m = scene.ctl.match
        replay = m.is_replay(len(m.deals) - 1)
        return f"{scene.title} · " + words.deal_title(
            m.deal_number, m.dealer, scene.ctl.players, replay=replay
        )

    def rebuild(self) -> None:
        """The buttons for the window's size; Hint and Undo enabled when they can act."""
        scene = self.scene
        lay, u = scene.layout, scene.layout.u
        specs = [
            (words.HINT, scene.hint),
            (words.UNDO, scene.undo),
            (words.LAST_TRICK, scene.panels.open_last_trick),
            (words.SCORES, scene.panels.open_scores),
            (words.MENU, scene.panels.open_menu),
        ]
        h = round(30 * u)
        x = lay.width - lay.margin
        out = []
        for label, cb in reversed(specs):
            w = button_width(label, u, small=True)
            x -= w
            out.append(Button(pygame.Rect(x, (lay.top_bar.height - h) // 2, w, h), label, cb, small=True))
            x -= round(8 * u)
        out.reverse()
        ctl = scene.ctl
        out[0].enabled = ctl.human_to_move() and not ctl.hint_pending
        out[1].enabled = ctl.can_undo() and not ctl.match.over
        self.buttons = out

    @property
    def hint_waiting(self) -> bool:
        """The Hint button is greyed (a hint was asked for)."""
        return bool(self.buttons) and not self.buttons[0].enabled

    def button_at(self, pos: tuple[int, int], *, over_summary: bool = False) -> Button | None:
        """The enabled button under ``pos`` (over a summary only those that work there)."""
        buttons = self.buttons[OVER_SUMMARY:] if over_summary else self.buttons
        return next((b for b in buttons if b.hit(pos)), None)

    def draw(self, surf: pygame.Surface) -> None:
        lay, u = self.scene.layout, self.scene.layout.u
        mouse = self.scene.app.mouse
        room = (self.buttons[0].rect.left if self.buttons else lay.width) - 2 * lay.margin
        t = text.fit(self.title(), room, round(18 * u), color=theme.TEXT, bold=True)
        surf.blit(t, (lay.margin, (lay.top_bar.height - t.get_height()) // 2))
        for b in self.buttons:
            draw_button(surf, b, u, b.rect.collidepoint(mouse))
