"""Buttons and panels drawn in the table's style."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from . import canvas, text, theme
from .surface_cache import SurfaceCache


@dataclass
class Button:
    """A clickable label. ``hotkey`` is shown as a small number (keys 1–9)."""

    rect: pygame.Rect
    label: str
    on_click: Callable[[], object]
    enabled: bool = True
    toggled: bool = False
    hotkey: str = ""
    small: bool = False
    data: object = field(default=None, repr=False)

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.enabled and self.rect.collidepoint(pos)


def button_width(label: str, u: float, small: bool = False) -> int:
    size = round((15 if small else 18) * u)
    return text.render(label, size, bold=True).get_width() + round((22 if small else 34) * u)


def draw_button(surf: pygame.Surface, b: Button, u: float, hover: bool, four_colour: bool = False) -> None:
    r = b.rect
    radius = max(3, round(9 * u))
    if b.enabled:
        fill = theme.BUTTON_ON if b.toggled else (theme.BUTTON_HOVER if hover else theme.BUTTON)
        shadow = r.move(0, max(1, round(3 * u)))
        canvas.rect(surf, theme.FELT_DARK, shadow, border_radius=radius)
    else:
        fill = theme.BUTTON_DISABLED
    canvas.rect(surf, fill, r, border_radius=radius)
    canvas.rect(surf, theme.BUTTON_EDGE, r, max(1, round(1.5 * u)), border_radius=radius)
    size = round((15 if b.small else 18) * u)
    color = theme.BUTTON_TEXT if b.enabled else (70, 76, 70)
    label = text.fit(
        b.label, r.width - round(10 * u), size, color=color, bold=True, on_dark=False, four_colour=four_colour
    )
    surf.blit(label, label.get_rect(center=r.center))
    if b.hotkey and b.enabled:
        # a key's digit in the corner: small on small windows (it is a reminder, not text)
        hk = text.render(b.hotkey, max(9, round(11 * u)), theme.GOLD_DARK, bold=True, art=True)
        surf.blit(hk, (r.left + round(5 * u), r.top + round(2 * u)))


def draw_panel(surf: pygame.Surface, rect: pygame.Rect, u: float, alpha: int = theme.PANEL_ALPHA) -> None:
    """A rounded, slightly transparent dark panel."""
    surf.blit(_panel(rect.width, rect.height, round(u * 100), alpha), rect.topleft)


def draw_veil(surf: pygame.Surface, alpha: int) -> None:
    """Darken the whole window behind a panel."""
    surf.blit(_veil(surf.get_size(), alpha), (0, 0))


@lru_cache(maxsize=4)
def _veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((0, 0, 0, alpha))
    return veil


_panels = SurfaceCache(window_share=1.0)
"""Panels drawn, the most recently used: the window's pixel bytes (4 MB at 1280×800). Panels
are sized to their text, so a long session meets ever new sizes; the busiest frame (F1's
help over the table) blits 2.6 MB of them."""


def _panel(width: int, height: int, u100: int, alpha: int) -> pygame.Surface:
    key = (width, height, u100, alpha)
    panel = _panels.get(key)
    if panel is not None:
        return panel
    u = u100 / 100
    radius = max(4, round(12 * u))
    panel = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(panel, (*theme.PANEL, alpha), panel.get_rect(), border_radius=radius)
    pygame.draw.rect(
        panel, (*theme.PANEL_EDGE, 255), panel.get_rect(), max(1, round(2 * u)), border_radius=radius
    )
    return _panels.keep(key, panel)


def row_of_buttons(
    specs: Sequence[tuple[str, Callable[[], object]]],
    center: tuple[int, int],
    u: float,
    *,
    small: bool = False,
    max_width: int | None = None,
    gap: float = 10,
) -> list[Button]:
    """Buttons of natural width in one centred row (wrapped onto more rows if needed)."""
    h = round((34 if small else 42) * u)
    g = round(gap * u)
    widths = [button_width(lbl, u, small) for lbl, _ in specs]
    rows: list[list[int]] = [[]]
    width = 0
    for i, w in enumerate(widths):
        if rows[-1] and max_width is not None and width + g + w > max_width:
            rows.append([])
            width = 0
        width += (g if rows[-1] else 0) + w
        rows[-1].append(i)
    out: list[Button] = []
    top = center[1] - (len(rows) * h + (len(rows) - 1) * g) // 2
    for row in rows:
        total = sum(widths[i] for i in row) + g * (len(row) - 1)
        x = center[0] - total // 2
        for i in row:
            label, cb = specs[i]
            out.append(Button(pygame.Rect(x, top, widths[i], h), label, cb, small=small))
            x += widths[i] + g
        top += h + g
    return out
