"""The action bar at the table: the buttons of the human's choices (one per offered
action, the confirm buttons of a multi-card choice), the bid panel (levels, modifiers)
and Huutopussi's bid stepper.

A widget in the pygame_gui manner: it owns its buttons, rebuilds them when the choices
change (``rebuild``) and draws them (``draw``); the scene routes clicks and number keys.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from . import canvas, hud, theme, words
from .input import Stepper
from .widgets import Button, draw_button, row_of_buttons

if TYPE_CHECKING:
    from .table_scene import TableScene


class ActionBar:
    """The human's buttons below the trick, and the bid panel on it."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.buttons: list[Button] = []

    def draw(self, surf: pygame.Surface) -> None:
        """The bid panel's back and the buttons, while the human decides; the hinted
        action's button glows."""
        if not self.scene.human_turn():
            return
        u = self.scene.layout.u
        if self.scene.bid is not None or self.scene.amap.stepper is not None:
            self._draw_bid_panel_back(surf)
        if self.scene.animating:
            return
        hinted = self.scene.hinted
        hinted_label = words.action_label(hinted) if hinted is not None else None
        four_colour = self.scene.renderer.four_colour
        for b in self.buttons:
            if hinted_label is not None and b.label == hinted_label and b.data != "level":
                canvas.rect(
                    surf,
                    theme.LEGAL,
                    b.rect.inflate(8, 8),
                    max(2, round(3 * u)),
                    border_radius=max(4, round(11 * u)),
                )
            draw_button(surf, b, u, b.rect.collidepoint(self.scene.app.mouse), four_colour)

    def rebuild(self) -> None:
        """The buttons for the scene's current choices: confirm buttons of a multi-card
        choice, one per offered action, and the bid panel or the stepper."""
        lay, u = self.scene.layout, self.scene.layout.u
        specs: list[tuple[str, Callable[[], object]]] = []
        enabled: list[bool] = []
        if self.scene.amap.multi:
            chosen = self.scene.amap.selection_action(self.scene.hand.selected)
            for kind, sizes in self.scene.amap.selection_sizes().items():
                n = (
                    len(self.scene.hand.selected) or sizes[0]
                )  # the count chosen, even when it cannot be played
                label = words.confirm_label(kind, n)
                specs.append((label, partial(self.scene.act, chosen)))
                enabled.append(chosen is not None and chosen.kind == kind)
        for a, label in zip(
            self.scene.amap.buttons,
            words.button_labels(self.scene.amap.buttons, self.scene.shown, self.scene.ctl.match.config.game),
            strict=True,
        ):
            specs.append((label, partial(self.scene.act, a)))
            enabled.append(True)
        self.buttons = row_of_buttons(specs, lay.action_zone.center, u, max_width=lay.width - 2 * lay.margin)
        for b, en in zip(self.buttons, enabled, strict=True):
            b.enabled = en
        if self.scene.bid is not None:
            self.buttons = self._bid_panel_buttons() + self.buttons
        elif self.scene.amap.stepper is not None:
            self.buttons = self._stepper_buttons(self.scene.amap.stepper) + self.buttons
        for i, b in enumerate(b for b in self.buttons if b.data not in ("level", "modifier", "step")):
            b.hotkey = str(i + 1) if i < 9 else ""

    def _stepper_buttons(self, st: Stepper) -> list[Button]:
        """− and + around the value, the confirming button below (Huutopussi's bids)."""
        lay, u = self.scene.layout, self.scene.layout.u
        cx, cy = (round(v) for v in lay.trick_center)
        big = st.step * 5
        specs = [
            (f"−{big}", lambda: self.step(-5)),
            (f"−{st.step}", lambda: self.step(-1)),
            (f"+{st.step}", lambda: self.step(1)),
            (f"+{big}", lambda: self.step(5)),
        ]
        gap = round(96 * u)  # room for the value between − and +
        row = row_of_buttons(specs, (cx, cy - round(10 * u)), u, small=True)
        for b in row[:2]:
            b.rect.move_ip(-gap // 2, 0)
        for b in row[2:]:
            b.rect.move_ip(gap // 2, 0)
        for b, d in zip(row, (-5, -1, 1, 5), strict=True):
            b.data = "step"
            b.enabled = st.can_move(d) or st.can_move(d // abs(d))
        a = st.action()
        confirm = row_of_buttons(
            [
                (
                    words.action_label(a),
                    lambda: self.scene.act(
                        self.scene.amap.stepper.action() if self.scene.amap.stepper else None
                    ),
                )
            ],
            (cx, cy + round(44 * u)),
            u,
        )
        confirm[0].data = "bid"
        return [*confirm, *row]

    def step(self, count: int) -> None:
        if self.scene.amap.stepper is not None:
            self.scene.amap.stepper.move(count)
            self.scene.rebuild_controls()

    def _bid_panel_buttons(self) -> list[Button]:
        assert self.scene.bid is not None
        lay, u = self.scene.layout, self.scene.layout.u
        cx, cy = lay.trick_center
        bid = self.scene.bid
        levels = row_of_buttons(
            [
                (words.info_value("contract", lv, lay.players), partial(self._choose_level, lv))
                for lv in bid.levels
            ],
            (round(cx), round(cy - 14 * u)),
            u,
            small=True,
            max_width=round(lay.width * 0.5),
        )
        for b, lv in zip(levels, bid.levels, strict=True):
            b.toggled = lv == bid.level
            b.data = "level"
        allowed = bid.modifiers_for(bid.level)
        mods = row_of_buttons(
            [
                (words.info_value("contract", m, lay.players), partial(self._toggle_mod, m))
                for m in bid.modifiers
            ],
            (round(cx), round(cy + 30 * u)),
            u,
            small=True,
        )
        for b, m in zip(mods, bid.modifiers, strict=True):
            b.toggled = m in bid.chosen
            b.enabled = m in allowed
            b.data = "modifier"
        a = bid.action()
        below = max([b.rect.bottom for b in levels + mods], default=round(cy))
        confirm = row_of_buttons(
            [
                (
                    words.action_label(a) if a else words.NO_SUCH_BID,
                    lambda: self.scene.act(self.scene.bid.action() if self.scene.bid else None),
                )
            ],
            (round(cx), below + round(32 * u)),
            u,
        )
        confirm[0].enabled = a is not None
        confirm[0].data = "bid"
        return [*confirm, *levels, *mods]

    def _choose_level(self, level: str) -> None:
        if self.scene.bid is not None:
            self.scene.bid.choose_level(level)
            self.scene.rebuild_controls()

    def _toggle_mod(self, m: str) -> None:
        if self.scene.bid is not None:
            self.scene.bid.toggle(m)
            self.scene.rebuild_controls()

    def _draw_bid_panel_back(self, surf: pygame.Surface) -> None:
        panel = [b for b in self.buttons if b.data in ("level", "modifier", "bid", "step")]
        st = self.scene.amap.stepper
        if st is not None:
            title = words.YOUR_CONTRACT if st.kind == "contract" else words.YOUR_BID
            hud.panel_behind(surf, panel, self.scene.layout.u, title, str(st.value))
        else:
            hud.panel_behind(surf, panel, self.scene.layout.u, words.YOUR_BID)
