"""The review's small chart: the expected score along the deal, one point per decision.

A gold line joins the expected score of each action taken; a faint one the best action's
(where they part, expected score was lost); graded decisions are dots in their grade's
colour, and the decision on show is marked by a vertical line. Drawn with pygame alone.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from . import canvas, text, theme
from .widgets import draw_panel

GRADE_COLOURS = {"?!": (240, 214, 90), "?": (255, 160, 70), "??": (255, 96, 86)}
Point = tuple[float, float] | None
"""A decision's expected scores (taken, best), None where it was not weighed."""


def scale(values: Sequence[Point]) -> tuple[float, float]:
    """The value range drawn: every value and zero, never narrower than 2 points."""
    seen = [v for p in values if p is not None for v in p] + [0.0]
    low, high = min(seen), max(seen)
    if high - low < 2.0:
        mid = (high + low) / 2
        low, high = mid - 1.0, mid + 1.0
    return low, high


def draw(
    surf: pygame.Surface,
    rect: pygame.Rect,
    u: float,
    values: Sequence[Point],
    grades: Sequence[str | None],
    current: int,
    title: str,
) -> None:
    """The chart in ``rect``: ``values`` and ``grades`` per decision, ``current`` marked."""
    draw_panel(surf, rect, u, 200)
    pad = round(8 * u)
    head = text.fit(title, rect.width - 2 * pad, round(13 * u), color=theme.TEXT_DIM)
    surf.blit(head, (rect.left + pad, rect.top + round(4 * u)))
    area = pygame.Rect(rect.left + pad, rect.top + head.get_height() + round(8 * u), rect.width - 2 * pad, 0)
    area.height = rect.bottom - pad - area.top
    if not values or area.height < 8:
        return
    low, high = scale(values)

    def at(i: int, v: float) -> tuple[int, int]:
        x = area.left + (area.width * (i + 0.5) / len(values))
        y = area.bottom - (v - low) / (high - low) * area.height
        return round(x), round(y)

    zero = at(0, 0.0)[1]
    canvas.line(surf, theme.PANEL_EDGE, (area.left, zero), (area.right, zero), 1)
    cx = at(current, 0.0)[0]
    canvas.line(surf, theme.HIGHLIGHT, (cx, area.top), (cx, area.bottom), max(1, round(2 * u)))
    for k, colour, width in ((1, theme.TEXT_DIM, 1), (0, theme.GOLD, max(2, round(2 * u)))):
        points = [at(i, p[k]) for i, p in enumerate(values) if p is not None]
        for a, b in zip(points, points[1:], strict=False):
            canvas.line(surf, colour, a, b, width)
    radius = max(3, round(4 * u))
    for i, p in enumerate(values):
        if p is None:
            continue
        grade = grades[i]
        colour = GRADE_COLOURS.get(grade or "", theme.GOLD)
        canvas.circle(surf, colour, at(i, p[0]), radius + (1 if grade else 0))
    lo = text.render(f"{low:+.0f}", round(11 * u), theme.TEXT_DIM)
    hi = text.render(f"{high:+.0f}", round(11 * u), theme.TEXT_DIM)
    surf.blit(hi, (area.right - hi.get_width(), area.top - hi.get_height() // 2))
    surf.blit(lo, (area.right - lo.get_width(), area.bottom - lo.get_height()))
