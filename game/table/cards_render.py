"""Playing cards drawn by our own code at any size: faces, backs, shadows.

``card_art(width, four_colour, back)`` returns a ``CardArt`` whose surfaces are made on first
use and cached for that size; a new window size makes a new (cached) set. No image files.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.rules import Card

from . import shapes, text, theme
from .theme import Color

RATIO = 1.4  # height / width
SS = 3  # supersampling for court cards and the rounded outline

RANK_LABELS = {10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}

_L, _M, _R = 0.325, 0.5, 0.675
_T, _B = 0.21, 0.79
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((_M, _T), (_M, _B)),
    3: ((_M, _T), (_M, 0.5), (_M, _B)),
    4: ((_L, _T), (_R, _T), (_L, _B), (_R, _B)),
    5: ((_L, _T), (_R, _T), (_M, 0.5), (_L, _B), (_R, _B)),
    6: ((_L, _T), (_R, _T), (_L, 0.5), (_R, 0.5), (_L, _B), (_R, _B)),
    7: ((_L, _T), (_R, _T), (_M, 0.355), (_L, 0.5), (_R, 0.5), (_L, _B), (_R, _B)),
    8: ((_L, _T), (_R, _T), (_M, 0.355), (_L, 0.5), (_R, 0.5), (_M, 0.645), (_L, _B), (_R, _B)),
    9: (
        (_L, _T),
        (_R, _T),
        (_L, 0.403),
        (_R, 0.403),
        (_M, 0.5),
        (_L, 0.597),
        (_R, 0.597),
        (_L, _B),
        (_R, _B),
    ),
    10: (
        (_L, _T),
        (_R, _T),
        (_M, 0.306),
        (_L, 0.403),
        (_R, 0.403),
        (_L, 0.597),
        (_R, 0.597),
        (_M, 0.694),
        (_L, _B),
        (_R, _B),
    ),
}

ROBE_SECOND = {"c": (182, 40, 44), "d": (38, 72, 160), "h": (38, 72, 160), "s": (182, 40, 44)}
ROBE_MAIN_BLACK = (34, 44, 70)


def card_size(width: int) -> tuple[int, int]:
    return int(width), round(width * RATIO)


class CardArt:
    """Every card surface at one width. Faces are keyed by ``card.id``."""

    def __init__(self, width: int, four_colour: bool = False, back: str = "red") -> None:
        self.width, self.height = card_size(width)
        self.four_colour = four_colour
        self.back_style = back if back in theme.BACKS else "red"
        self.radius = max(3, round(self.width * 0.075))
        self._faces: dict[int, pygame.Surface] = {}
        self._base = self._rounded(theme.CARD_FACE, theme.CARD_EDGE)
        self._back: pygame.Surface | None = None
        self._shadow: pygame.Surface | None = None
        self._dim: pygame.Surface | None = None
        self._rotated: dict[tuple[int, int], pygame.Surface] = {}

    # --- public ---------------------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        return self.width, self.height

    def face(self, card: Card) -> pygame.Surface:
        surf = self._faces.get(card.id)
        if surf is None:
            surf = _fast(self._draw_face(card))
            self._faces[card.id] = surf
        return surf

    def surface(self, card: Card | None) -> pygame.Surface:
        """The face of ``card``, or the back for an unknown card."""
        return self.back() if card is None else self.face(card)

    def back(self) -> pygame.Surface:
        if self._back is None:
            self._back = _fast(self._draw_back())
        return self._back

    def shadow(self) -> pygame.Surface:
        """A soft shadow, ``pad`` pixels larger than the card on every side."""
        if self._shadow is None:
            pad = self.shadow_pad
            s = pygame.Surface((self.width + 2 * pad, self.height + 2 * pad), pygame.SRCALPHA)
            pygame.draw.rect(
                s,
                (0, 0, 0, theme.CARD_SHADOW_ALPHA),
                (pad, pad, self.width, self.height),
                border_radius=self.radius,
            )
            self._shadow = pygame.transform.box_blur(s, max(1, pad // 2))
        return self._shadow

    @property
    def shadow_pad(self) -> int:
        return max(2, self.width // 10)

    def dim(self) -> pygame.Surface:
        """A translucent veil for cards that cannot be played now."""
        if self._dim is None:
            d = pygame.Surface(self.size, pygame.SRCALPHA)
            pygame.draw.rect(d, (20, 30, 25, 95), d.get_rect(), border_radius=self.radius)
            self._dim = d
        return self._dim

    def rotated(self, card: Card | None, quarter_turns: int) -> pygame.Surface:
        """The card turned by 90° steps (for the seats at the sides)."""
        q = quarter_turns % 4
        base = self.surface(card)
        if q == 0:
            return base
        key = (-1 if card is None else card.id, q)
        surf = self._rotated.get(key)
        if surf is None:
            surf = pygame.transform.rotate(base, 90 * q)
            self._rotated[key] = surf
        return surf

    # --- drawing --------------------------------------------------------------------------
    def _rounded(self, fill: Color, edge: Color) -> pygame.Surface:
        w, h = self.width * SS, self.height * SS
        big = pygame.Surface((w, h), pygame.SRCALPHA)
        r = self.radius * SS
        pygame.draw.rect(big, edge, (0, 0, w, h), border_radius=r)
        inset = max(SS, round(self.width * SS / 90))
        pygame.draw.rect(big, fill, (inset, inset, w - 2 * inset, h - 2 * inset), border_radius=r - inset)
        return pygame.transform.smoothscale(big, (self.width, self.height))

    def _color(self, suit: str) -> Color:
        return theme.suit_color(suit, self.four_colour)

    def _draw_face(self, card: Card) -> pygame.Surface:
        surf = self._base.copy()
        if card.is_joker:
            self._joker(surf)
            return surf
        suit = card.suit
        assert suit is not None
        col = self._color(suit)
        self._corners(surf, RANK_LABELS.get(card.rank, str(card.rank)), suit, col)
        if card.rank in PIPS:
            self._pips(surf, suit, col, PIPS[card.rank], round(self.width * (0.2 if card.rank < 9 else 0.18)))
        elif card.rank == 14:
            self._ace(surf, suit, col)
        else:
            self._court(surf, card.rank, suit, col)
        return surf

    def _corners(self, surf: pygame.Surface, label: str, suit: str, col: Color) -> None:
        w, h = self.width, self.height
        size = max(8, round(w * (0.2 if len(label) == 1 else 0.18)))
        glyph = text.render(label, size, col, bold=True, art=True)
        if len(label) > 1 and glyph.get_width() > w * 0.2:
            glyph = pygame.transform.smoothscale(glyph, (round(w * 0.2), glyph.get_height()))
        pip = shapes.suit_symbol(suit, max(4, round(w * 0.13)), col)
        cx = round(w * 0.105)
        top = round(h * 0.035)
        corner = pygame.Surface(
            (max(glyph.get_width(), pip.get_width()) + 2, 0 + glyph.get_height() + pip.get_height()),
            pygame.SRCALPHA,
        )
        corner.blit(glyph, ((corner.get_width() - glyph.get_width()) // 2, 0))
        corner.blit(
            pip, ((corner.get_width() - pip.get_width()) // 2, glyph.get_height() - round(size * 0.12))
        )
        surf.blit(corner, (cx - corner.get_width() // 2, top))
        flipped = pygame.transform.rotate(corner, 180)
        surf.blit(flipped, (w - cx - corner.get_width() // 2, h - top - corner.get_height()))

    def _pips(
        self, surf: pygame.Surface, suit: str, col: Color, spots: tuple[tuple[float, float], ...], size: int
    ) -> None:
        up = shapes.suit_symbol(suit, size, col)
        down = shapes.suit_symbol(suit, size, col, flipped=True)
        for fx, fy in spots:
            img = down if fy > 0.5 else up
            surf.blit(img, (round(fx * self.width - size / 2), round(fy * self.height - size / 2)))

    def _ace(self, surf: pygame.Surface, suit: str, col: Color) -> None:
        w, h = self.width, self.height
        ring = round(w * 0.3)
        pygame.draw.circle(surf, theme.GOLD, (w // 2, h // 2), ring, max(1, w // 60))
        pygame.draw.circle(surf, theme.GOLD_DARK, (w // 2, h // 2), ring - max(2, w // 30), max(1, w // 90))
        size = round(w * 0.36)
        surf.blit(shapes.suit_symbol(suit, size, col), (w // 2 - size // 2, h // 2 - size // 2))

    def _court(self, surf: pygame.Surface, rank: int, suit: str, col: Color) -> None:
        w, h = self.width, self.height
        fx0, fy0 = round(w * 0.2), round(h * 0.075)
        fw, fh = w - 2 * fx0, h - 2 * fy0
        panel = _court_panel(fw, fh, rank, suit, self.four_colour)
        surf.blit(panel, (fx0, fy0))

    def _joker(self, surf: pygame.Surface) -> None:
        w, h = self.width, self.height
        for i, ch in enumerate("JOKER"):
            g = text.render(
                ch, max(7, round(w * 0.12)), theme.RED if i % 2 == 0 else theme.BLACK, bold=True, art=True
            )
            surf.blit(
                g, (round(w * 0.1) - g.get_width() // 2, round(h * 0.04) + i * round(g.get_height() * 0.82))
            )
            flipped = pygame.transform.rotate(g, 180)
            surf.blit(
                flipped,
                (
                    w - round(w * 0.1) - g.get_width() // 2,
                    h - round(h * 0.04) - (i + 1) * round(g.get_height() * 0.82),
                ),
            )
        fx0, fy0 = round(w * 0.2), round(h * 0.075)
        surf.blit(_joker_panel(w - 2 * fx0, h - 2 * fy0), (fx0, fy0))

    def _draw_back(self) -> pygame.Surface:
        w, h = self.width, self.height
        surf = self._rounded(theme.CARD_FACE, theme.CARD_EDGE)
        m = max(3, round(w * 0.06))
        inner = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
        pattern = pygame.Surface(inner.size, pygame.SRCALPHA)
        r = max(2, self.radius - m // 2)
        main, dark, line, style = theme.BACKS[self.back_style]
        pygame.draw.rect(pattern, main, pattern.get_rect(), border_radius=r)
        step = max(5, round(w * 0.11))
        lw = max(1, w // 70)
        if style == "lattice":
            for k in range(-inner.h, inner.w + inner.h, step):
                pygame.draw.line(pattern, dark, (k, 0), (k + inner.h, inner.h), lw)
                pygame.draw.line(pattern, dark, (k, inner.h), (k + inner.h, 0), lw)
        elif style == "grid":
            for x in range(step // 2, inner.w, step):
                pygame.draw.line(pattern, dark, (x, 0), (x, inner.h), lw)
            for y in range(step // 2, inner.h, step):
                pygame.draw.line(pattern, dark, (0, y), (inner.w, y), lw)
        else:
            dot = max(1, round(step * 0.22))
            for row, y in enumerate(range(step // 2, inner.h, step)):
                for x in range(step // 2 + (step // 2 if row % 2 else 0), inner.w, step):
                    pygame.draw.circle(pattern, dark, (x, y), dot)
        pygame.draw.rect(pattern, line, pattern.get_rect(), max(1, w // 45), border_radius=r)
        mask = pygame.Surface(inner.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=r)
        pattern.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        cx, cy = inner.w // 2, inner.h // 2
        rad = round(w * 0.22)
        pygame.draw.circle(pattern, dark, (cx, cy), rad)
        pygame.draw.circle(pattern, line, (cx, cy), rad, max(1, w // 50))
        s = round(rad * 0.62)
        for suit, (dx, dy) in zip("shdc", ((0, -1), (1, 0), (0, 1), (-1, 0)), strict=True):
            sym = shapes.suit_symbol(suit, s, line)
            pattern.blit(sym, (cx + dx * rad * 0.45 - s / 2, cy + dy * rad * 0.45 - s / 2))
        surf.blit(pattern, inner.topleft)
        return surf


@lru_cache(maxsize=64)
def _court_panel(fw: int, fh: int, rank: int, suit: str, four: bool) -> pygame.Surface:
    """Our own court design: a double-headed figure in a framed panel, drawn at 3x."""
    W, H = fw * SS, fh * SS
    big = pygame.Surface((W, H), pygame.SRCALPHA)
    col = theme.suit_color(suit, four)
    main = col if (four or suit in "dh") else ROBE_MAIN_BLACK
    second = col if four else ROBE_SECOND[suit]
    pygame.draw.rect(big, (248, 240, 218), (0, 0, W, H), border_radius=W // 14)
    half = pygame.Surface((W, H // 2), pygame.SRCALPHA)
    _figure(half, rank, suit, main, second, col)
    big.blit(half, (0, 0))
    big.blit(pygame.transform.rotate(half, 180), (0, H - H // 2))
    lw = max(SS, W // 40)
    pygame.draw.line(big, theme.GOLD_DARK, (W * 0.08, H // 2), (W * 0.92, H // 2), lw)
    pygame.draw.rect(big, col, (0, 0, W, H), lw, border_radius=W // 14)
    return pygame.transform.smoothscale(big, (fw, fh))


def _figure(s: pygame.Surface, rank: int, suit: str, main: Color, second: Color, col: Color) -> None:
    """The upper half of a court card: bust, headgear and an attribute per rank."""
    W, H = s.get_size()
    cx = W / 2
    lw = max(1, W // 70)
    # Robe: two colours split down the middle, gold hem, a gold band with buttons.
    top, bottom = H * 0.6, H
    left = [(cx - W * 0.2, top), (cx, top), (cx, bottom), (cx - W * 0.47, bottom)]
    right = [(cx, top), (cx + W * 0.2, top), (cx + W * 0.47, bottom), (cx, bottom)]
    pygame.draw.polygon(s, main, left)
    pygame.draw.polygon(s, second, right)
    pygame.draw.line(s, theme.GOLD, left[0], left[3], lw * 3)
    pygame.draw.line(s, theme.GOLD, right[1], right[2], lw * 3)
    band = W * 0.055
    pygame.draw.rect(s, theme.GOLD, (cx - band, top, band * 2, bottom - top))
    for i in range(3):
        pygame.draw.circle(s, main, (cx, top + (bottom - top) * (0.35 + 0.22 * i)), band * 0.5)
    # Attribute in the right hand: sceptre (king), rose (queen), halberd (jack).
    ax = cx + W * 0.31
    if rank == 13:
        pygame.draw.line(s, theme.GOLD_DARK, (ax, H * 0.98), (ax, H * 0.38), lw * 3)
        pygame.draw.circle(s, theme.GOLD, (ax, H * 0.36), W * 0.05)
        pygame.draw.circle(s, second, (ax, H * 0.36), W * 0.022)
    elif rank == 12:
        pygame.draw.line(s, (40, 120, 50), (ax, H * 0.98), (ax, H * 0.5), lw * 2)
        pygame.draw.ellipse(s, (40, 140, 60), (ax, H * 0.62, W * 0.08, H * 0.05))
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            pygame.draw.circle(s, (214, 40, 70), (ax + dx * W * 0.025, H * 0.46 + dy * W * 0.025), W * 0.035)
        pygame.draw.circle(s, theme.GOLD, (ax, H * 0.46), W * 0.022)
    else:
        pygame.draw.line(s, (110, 80, 50), (ax, H * 0.98), (ax, H * 0.3), lw * 3)
        pygame.draw.polygon(
            s, (170, 176, 186), [(ax, H * 0.22), (ax + W * 0.05, H * 0.34), (ax - W * 0.05, H * 0.34)]
        )
        pygame.draw.polygon(
            s, (170, 176, 186), [(ax, H * 0.36), (ax - W * 0.1, H * 0.33), (ax - W * 0.1, H * 0.45)]
        )
    pygame.draw.circle(s, theme.SKIN, (ax, H * 0.64), W * 0.045)  # the hand
    # Collar.
    collar = [(cx - W * 0.2, top), (cx + W * 0.2, top), (cx, top + H * 0.16)]
    pygame.draw.polygon(s, theme.GOLD, collar)
    pygame.draw.polygon(s, theme.GOLD_DARK, collar, lw)
    # Head.
    hr = W * 0.15
    hy = H * 0.44
    if rank == 12:  # the queen's long hair behind the head
        pygame.draw.ellipse(s, theme.HAIR, (cx - hr * 1.3, hy - hr * 1.1, hr * 2.6, hr * 2.8))
    pygame.draw.circle(s, theme.SKIN, (cx, hy), hr)
    eye = max(1, W // 60)
    pygame.draw.circle(s, theme.BLACK, (cx - hr * 0.38, hy - hr * 0.05), eye)
    pygame.draw.circle(s, theme.BLACK, (cx + hr * 0.38, hy - hr * 0.05), eye)
    if rank == 13:  # the king's beard and moustache
        pygame.draw.polygon(
            s,
            theme.HAIR,
            [(cx - hr * 0.95, hy + hr * 0.05), (cx + hr * 0.95, hy + hr * 0.05), (cx, hy + hr * 1.6)],
        )
        pygame.draw.ellipse(s, theme.SKIN, (cx - hr * 0.3, hy + hr * 0.25, hr * 0.6, hr * 0.35))
    else:
        pygame.draw.arc(s, (170, 60, 60), (cx - hr * 0.35, hy + hr * 0.1, hr * 0.7, hr * 0.5), 3.5, 5.9, lw)
    # Headgear: crown (king), tiara (queen), feathered cap (jack).
    cy = hy - hr * 0.75
    if rank == 13:
        pts = [
            (cx - hr * 1.0, cy),
            (cx - hr * 1.0, cy - hr * 1.05),
            (cx - hr * 0.5, cy - hr * 0.5),
            (cx, cy - hr * 1.3),
            (cx + hr * 0.5, cy - hr * 0.5),
            (cx + hr * 1.0, cy - hr * 1.05),
            (cx + hr * 1.0, cy),
        ]
        pygame.draw.polygon(s, theme.GOLD, pts)
        pygame.draw.polygon(s, theme.GOLD_DARK, pts, lw)
        pygame.draw.circle(s, second, (cx, cy - hr * 0.35), hr * 0.2)
    elif rank == 12:
        pygame.draw.ellipse(s, theme.GOLD, (cx - hr * 0.95, cy - hr * 0.4, hr * 1.9, hr * 0.6))
        for shift in (-0.6, 0.0, 0.6):
            dot_y = cy - hr * (0.55 if shift == 0 else 0.35)
            pygame.draw.circle(s, theme.GOLD, (cx + shift * hr, dot_y), hr * 0.24)
            pygame.draw.circle(s, second, (cx + shift * hr, dot_y), hr * 0.11)
    else:
        pygame.draw.ellipse(s, second, (cx - hr * 1.25, cy - hr * 0.55, hr * 2.5, hr * 0.95))
        pygame.draw.polygon(
            s,
            theme.GOLD,
            [(cx - hr * 0.4, cy - hr * 0.35), (cx - hr * 1.7, cy - hr * 1.5), (cx - hr * 0.9, cy - hr * 0.1)],
        )
    # The suit emblem in the upper corner.
    size = round(W * 0.24)
    s.blit(shapes.suit_symbol(suit, size, col), (round(W * 0.07), round(H * 0.06)))


@lru_cache(maxsize=16)
def _joker_panel(fw: int, fh: int) -> pygame.Surface:
    W, H = fw * SS, fh * SS
    big = pygame.Surface((W, H), pygame.SRCALPHA)
    pygame.draw.rect(big, (250, 244, 226), (0, 0, W, H), border_radius=W // 14)
    cx, hy, hr = W / 2, H * 0.5, W * 0.16
    colors = ((196, 30, 40), (34, 90, 190), (30, 140, 70))
    tips = ((cx - W * 0.42, hy - H * 0.2), (cx, hy - H * 0.36), (cx + W * 0.42, hy - H * 0.2))
    for c, tip in zip(colors, tips, strict=True):
        pygame.draw.polygon(
            s := big, c, [(cx - hr * 1.1, hy - hr * 0.6), tip, (cx + hr * 1.1, hy - hr * 0.6)]
        )
        pygame.draw.circle(s, theme.GOLD, tip, W * 0.05)
    pygame.draw.circle(big, theme.SKIN, (cx, hy), hr)
    pygame.draw.circle(big, theme.BLACK, (cx - hr * 0.4, hy - hr * 0.1), max(2, W // 60))
    pygame.draw.circle(big, theme.BLACK, (cx + hr * 0.4, hy - hr * 0.1), max(2, W // 60))
    pygame.draw.arc(
        big, (190, 40, 40), (cx - hr * 0.55, hy - hr * 0.2, hr * 1.1, hr * 0.9), 3.4, 6.0, max(2, W // 50)
    )
    ruff = [
        (cx - hr * 1.4, hy + hr * 1.1),
        (cx, hy + hr * 0.8),
        (cx + hr * 1.4, hy + hr * 1.1),
        (cx, hy + hr * 1.8),
    ]
    pygame.draw.polygon(big, colors[1], ruff)
    st = round(W * 0.22)
    big.blit(shapes.star(st, theme.GOLD), (cx - st / 2, H * 0.78))
    big.blit(shapes.star(st, theme.GOLD), (cx - st / 2, H * 0.04))
    pygame.draw.rect(big, theme.RED, (0, 0, W, H), max(SS, W // 40), border_radius=W // 14)
    return pygame.transform.smoothscale(big, (fw, fh))


def _fast(surf: pygame.Surface) -> pygame.Surface:
    """The surface in the display's pixel format (much faster to blit), once a window exists."""
    return surf.convert_alpha() if pygame.display.get_surface() is not None else surf


@lru_cache(maxsize=6)
def card_art(width: int, four_colour: bool = False, back: str = "red") -> CardArt:
    """The cached card set for one card width (and deck colours and back)."""
    return CardArt(width, four_colour, back)
