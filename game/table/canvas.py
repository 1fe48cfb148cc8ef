"""The window as a display list: a frame costs what changed, not what the window holds.

A scene draws each frame onto a ``Recorder`` instead of the window: every blit, fill and
shape becomes an ``Op`` (what it draws, where, and the rectangle it may touch), and no
pixel is touched. ``Screen.show`` compares the frame's ops with the last frame's and
replays, clipped to each changed rectangle, the ops that reach into it, in their order;
only those rectangles go to the display.

Why this is exact: an op's key names everything its pixels depend on (the source
surface itself, not a copy: sources are kept alive with the ops, so a key never matches
a different surface; destination, colour, width...). Ops are matched in order
(``changed``); a pixel outside every unmatched op's rectangle is covered by the same ops
in the same order as in the last frame, so it is unchanged. Inside, everything is redrawn
in drawing order, clipped, which gives the same pixels as drawing the whole frame.

So the widgets (hand, action bar, top bar, panels, overlays) need no dirty flags of their
own: what a widget draws is its state, and a widget that did not change records the same
ops. The felt, the card faces, panels and text are surfaces made once and cached, so an
unchanged layer costs a comparison of keys, not pixels; a moving card costs the area it
leaves and the area it enters.

Two rules for drawing code that may draw on the window: call the shapes here (``rect``,
``circle``, ``ellipse``, ``line``) instead of ``pygame.draw``'s (on a real surface they
are the same), and never change a surface after it was blitted on the window (make a
new one, or cache one per content), since the ops hold it, not a copy. The test of no
ghost pixels (``tests/table/test_ghost_pixels.py``) compares every frame with a whole
redraw.
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

import pygame

RectLike = pygame.Rect | Sequence[float]
MAX_RECTS = 24
"""More changed rectangles than this are merged into one (fewer passes over the ops)."""


class Op(NamedTuple):
    """One drawing call: ``key`` names its pixels, ``rect`` bounds them."""

    key: tuple[Any, ...]
    rect: pygame.Rect
    run: Callable[..., object]
    args: tuple[Any, ...]


class Recorder:
    """Stands in for the window while a scene draws: records the calls, draws nothing."""

    def __init__(self, size: tuple[int, int]) -> None:
        self.size = size
        self.ops: list[Op] = []

    def get_size(self) -> tuple[int, int]:
        return self.size

    def get_width(self) -> int:
        return self.size[0]

    def get_height(self) -> int:
        return self.size[1]

    def get_rect(self, **kw: Any) -> pygame.Rect:
        r = pygame.Rect((0, 0), self.size)
        for name, value in kw.items():
            setattr(r, name, value)
        return r

    def blit(
        self, source: pygame.Surface, dest: RectLike, area: RectLike | None = None, special_flags: int = 0
    ) -> pygame.Rect:
        x, y = (dest.x, dest.y) if isinstance(dest, pygame.Rect) else (dest[0], dest[1])
        area_rect = None if area is None else pygame.Rect(area)
        size = source.get_size() if area_rect is None else area_rect.size
        rect = pygame.Rect(math.floor(x), math.floor(y), size[0] + 1, size[1] + 1)
        key = ("blit", id(source), (x, y), None if area_rect is None else tuple(area_rect), special_flags)
        return self.record(key, rect, _blit, (source, (x, y), area_rect, special_flags))

    def fill(self, color: Any, rect: RectLike | None = None, special_flags: int = 0) -> pygame.Rect:
        r = pygame.Rect((0, 0), self.size) if rect is None else pygame.Rect(rect)
        key = ("fill", tuple(pygame.Color(color)), tuple(r), special_flags)
        return self.record(key, r, _fill, (pygame.Color(color), r, special_flags))

    def record(
        self, key: tuple[Any, ...], rect: pygame.Rect, run: Callable[..., object], args: tuple
    ) -> pygame.Rect:
        clipped = rect.clip(pygame.Rect((0, 0), self.size))
        if clipped.width and clipped.height:
            self.ops.append(Op(key, clipped, run, args))
        return clipped


def _blit(surf: pygame.Surface, source: pygame.Surface, pos: tuple[int, int], area: Any, flags: int) -> None:
    surf.blit(source, pos, area, flags)


def _fill(surf: pygame.Surface, color: pygame.Color, rect: pygame.Rect, flags: int) -> None:
    surf.fill(color, rect, flags)


def _color(color: Any) -> tuple[int, ...]:
    return tuple(pygame.Color(color))


def rect(surf: Any, color: Any, r: RectLike, width: int = 0, border_radius: int = 0) -> pygame.Rect:
    """``pygame.draw.rect`` that a ``Recorder`` records."""
    if not isinstance(surf, Recorder):
        return pygame.draw.rect(surf, color, r, width, border_radius=border_radius)
    box = pygame.Rect(r)
    key = ("rect", _color(color), tuple(box), width, border_radius)
    return surf.record(key, box, _draw_rect, (_color(color), box, width, border_radius))


def _draw_rect(surf: pygame.Surface, color: Any, r: pygame.Rect, width: int, radius: int) -> None:
    pygame.draw.rect(surf, color, r, width, border_radius=radius)


def circle(surf: Any, color: Any, center: Sequence[float], radius: float, width: int = 0) -> pygame.Rect:
    """``pygame.draw.circle`` that a ``Recorder`` records."""
    if not isinstance(surf, Recorder):
        return pygame.draw.circle(surf, color, center, radius, width)
    c = (center[0], center[1])
    reach = math.ceil(radius) + 2
    box = pygame.Rect(math.floor(c[0]) - reach, math.floor(c[1]) - reach, 2 * reach + 1, 2 * reach + 1)
    key = ("circle", _color(color), c, radius, width)
    return surf.record(key, box, pygame.draw.circle, (_color(color), c, radius, width))


def ellipse(surf: Any, color: Any, r: RectLike, width: int = 0) -> pygame.Rect:
    """``pygame.draw.ellipse`` that a ``Recorder`` records."""
    if not isinstance(surf, Recorder):
        return pygame.draw.ellipse(surf, color, r, width)
    box = pygame.Rect(r)
    key = ("ellipse", _color(color), tuple(box), width)
    return surf.record(key, box, pygame.draw.ellipse, (_color(color), box, width))


def line(surf: Any, color: Any, start: Sequence[float], end: Sequence[float], width: int = 1) -> pygame.Rect:
    """``pygame.draw.line`` that a ``Recorder`` records."""
    if not isinstance(surf, Recorder):
        return pygame.draw.line(surf, color, start, end, width)
    a, b = (start[0], start[1]), (end[0], end[1])
    left, top = math.floor(min(a[0], b[0])), math.floor(min(a[1], b[1]))
    box = pygame.Rect(left, top, math.ceil(max(a[0], b[0])) - left + 1, math.ceil(max(a[1], b[1])) - top + 1)
    box.inflate_ip(2 * width + 2, 2 * width + 2)
    key = ("line", _color(color), a, b, width)
    return surf.record(key, box, pygame.draw.line, (_color(color), a, b, width))


def changed(before: Sequence[Op], after: Sequence[Op]) -> list[pygame.Rect]:
    """The rectangles of the ops that are not in both frames in the same order.

    Ops whose key occurs once in each frame are matched; of those, the longest run in
    the same order in both (a longest increasing subsequence) is kept; every other op of
    either frame is changed. Linear in the ops but for a logarithm: a card that moves in
    the drawing order costs its own rectangles, not those of every op after it."""
    head, end = 0, min(len(before), len(after))
    while head < end and before[head].key == after[head].key:
        head += 1
    tail = 0
    while tail < end - head and before[-1 - tail].key == after[-1 - tail].key:
        tail += 1
    old, new = before[head : len(before) - tail], after[head : len(after) - tail]
    a, b = [op.key for op in old], [op.key for op in new]
    once_a, once_b = _once(a), _once(b)
    pairs = [(i, once_b[k]) for i, k in enumerate(a) if k in once_b and k in once_a]
    kept = _increasing(pairs)
    kept_a = {i for i, _ in kept}
    kept_b = {j for _, j in kept}
    return [op.rect for i, op in enumerate(old) if i not in kept_a] + [
        op.rect for j, op in enumerate(new) if j not in kept_b
    ]


def _once(keys: Sequence[tuple[Any, ...]]) -> dict[tuple[Any, ...], int]:
    """Where each key that occurs exactly once stands."""
    seen: dict[tuple[Any, ...], int] = {}
    twice: set[tuple[Any, ...]] = set()
    for i, k in enumerate(keys):
        if k in seen:
            twice.add(k)
        seen[k] = i
    return {k: i for k, i in seen.items() if k not in twice}


def _increasing(pairs: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """The longest subsequence of ``pairs`` (in order of their first) whose seconds increase."""
    tails: list[int] = []  # tails[n]: the smallest second ending an increasing run of n + 1
    ends: list[int] = []  # the index in pairs of that run's last pair
    back: list[int] = []  # for each pair, the index of the pair before it in its run
    for n, (_, j) in enumerate(pairs):
        at = bisect.bisect_left(tails, j)
        back.append(ends[at - 1] if at else -1)
        if at == len(tails):
            tails.append(j)
            ends.append(n)
        else:
            tails[at] = j
            ends[at] = n
    out: list[tuple[int, int]] = []
    n = ends[-1] if ends else -1
    while n >= 0:
        out.append(pairs[n])
        n = back[n]
    return out[::-1]


def merge(rects: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """Fewer rectangles covering the same pixels: two that overlap are joined when their
    union is no bigger than the two apart (cards flying apart from one place are not
    joined into the whole table), and all of them when there are more than
    ``MAX_RECTS``. Rectangles may still overlap: replaying a rectangle twice gives the same
    pixels, since a frame begins by covering the window (the felt)."""
    out: list[pygame.Rect] = []
    for r in rects:
        r = pygame.Rect(r)
        joined = True
        while joined:
            joined = False
            for i, o in enumerate(out):
                u = r.union(o)
                if r.colliderect(o) and u.w * u.h <= r.w * r.h + o.w * o.h:
                    r = u
                    del out[i]
                    joined = True
                    break
        out.append(r)
    if len(out) > MAX_RECTS:
        return [out[0].unionall(out[1:])]
    return out


class Screen:
    """What the window shows, as the ops of the last frame."""

    def __init__(self) -> None:
        self.ops: list[Op] = []
        self.surface: pygame.Surface | None = None  # the window surface drawn on, and its size:
        self.size = (0, 0)  # another of either draws the whole frame

    def invalidate(self) -> None:
        """The next frame is drawn whole (the window was uncovered, resized, recreated)."""
        self.surface = None

    def show(self, draw: Callable[[Any], None], surface: pygame.Surface) -> list[pygame.Rect]:
        """Draw a frame on ``surface``: only where it differs from the last; returns the
        rectangles that changed (the whole surface after ``invalidate``)."""
        rec = Recorder(surface.get_size())
        draw(rec)
        whole = surface.get_rect()
        if surface is not self.surface or whole.size != self.size:
            rects = [whole]
            for op in rec.ops:
                op.run(surface, *op.args)
        else:
            rects = merge(changed(self.ops, rec.ops))
            for r in rects:
                replay(rec.ops, surface, r)
        self.ops = rec.ops
        self.surface, self.size = surface, whole.size
        return rects


def replay(ops: Sequence[Op], surface: pygame.Surface, clip: pygame.Rect) -> None:
    """Draw the ops that reach into ``clip``, in order, clipped to it."""
    surface.set_clip(clip)
    try:
        for op in ops:
            if op.rect.colliderect(clip):
                op.run(surface, *op.args)
    finally:
        surface.set_clip(None)
