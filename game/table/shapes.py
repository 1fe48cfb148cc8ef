"""Suit symbols and small emblems drawn by our own code, anti-aliased by supersampling."""

from __future__ import annotations

from functools import lru_cache

import pygame

from .theme import Color

SS = 4  # supersampling factor

Circle = tuple[float, float, float]
Poly = tuple[tuple[float, float], ...]

# Each suit is circles and polygons in a unit square (x right, y down).
_SUITS: dict[str, tuple[tuple[Circle, ...], tuple[Poly, ...]]] = {
    "h": (
        ((0.285, 0.33, 0.245), (0.715, 0.33, 0.245)),
        (((0.06, 0.43), (0.5, 0.96), (0.94, 0.43), (0.5, 0.28)),),
    ),
    "d": (
        (),
        (
            tuple(
                (0.5 + 0.40 * x, 0.5 + 0.5 * y)
                for x, y in (
                    (0, -1),
                    (0.35, -0.55),
                    (0.7, -0.2),
                    (1, 0),
                    (0.7, 0.2),
                    (0.35, 0.55),
                    (0, 1),
                    (-0.35, 0.55),
                    (-0.7, 0.2),
                    (-1, 0),
                    (-0.7, -0.2),
                    (-0.35, -0.55),
                )
            ),
        ),
    ),
    "s": (
        ((0.29, 0.6, 0.225), (0.71, 0.6, 0.225)),
        (
            ((0.07, 0.54), (0.5, 0.02), (0.93, 0.54), (0.5, 0.72)),
            ((0.5, 0.62), (0.33, 0.99), (0.67, 0.99)),
        ),
    ),
    "c": (
        ((0.5, 0.265, 0.215), (0.255, 0.585, 0.215), (0.745, 0.585, 0.215), (0.5, 0.5, 0.13)),
        (((0.5, 0.52), (0.34, 0.99), (0.66, 0.99)),),
    ),
}


def _draw_shape(surf: pygame.Surface, suit: str, color: Color, size: int) -> None:
    circles, polys = _SUITS[suit]
    for cx, cy, r in circles:
        pygame.draw.circle(surf, color, (cx * size, cy * size), r * size)
    for poly in polys:
        pygame.draw.polygon(surf, color, [(x * size, y * size) for x, y in poly])


@lru_cache(maxsize=512)
def suit_symbol(suit: str, size: int, color: Color, flipped: bool = False) -> pygame.Surface:
    """A suit symbol ``size`` pixels square (transparent background)."""
    size = max(2, int(size))
    big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    _draw_shape(big, suit, color, size * SS)
    small = pygame.transform.smoothscale(big, (size, size))
    return pygame.transform.flip(small, False, True) if flipped else small


@lru_cache(maxsize=64)
def star(size: int, color: Color, points: int = 5) -> pygame.Surface:
    """A star emblem (the Joker's, the dealer marker's)."""
    import math

    size = max(2, int(size))
    s = size * SS
    big = pygame.Surface((s, s), pygame.SRCALPHA)
    pts = []
    for i in range(points * 2):
        r = s * (0.5 if i % 2 == 0 else 0.21)
        a = -math.pi / 2 + i * math.pi / points
        pts.append((s / 2 + r * math.cos(a), s / 2 + r * math.sin(a)))
    pygame.draw.polygon(big, color, pts)
    return pygame.transform.smoothscale(big, (size, size))
