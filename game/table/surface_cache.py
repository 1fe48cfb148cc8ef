"""A cache of drawn surfaces kept within a byte budget that scales with the window.

Words and panels are drawn once and blitted every frame after. A long session meets ever
new ones (scores, summaries, panels sized to their text), so each cache keeps the most
recently used surfaces up to a share of the window's own pixel bytes: enough for several
frames' worth at any window size, and no more.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable

import pygame

DEFAULT_WINDOW = (1280, 800)
"""The window size the budget assumes before a window exists."""


def surface_bytes(surf: pygame.Surface) -> int:
    """The bytes of ``surf``'s pixels."""
    return surf.get_width() * surf.get_height() * surf.get_bytesize()


class SurfaceCache:
    """Surfaces by key, least recently used dropped first beyond the budget."""

    def __init__(self, window_share: float) -> None:
        """``window_share``: the budget as a multiple of the window's pixel bytes (a
        1280×800 window has 4 MB; a share of 0.25 keeps 1 MB there, 8 MB at 3840×2160)."""
        self.window_share = window_share
        self.kept_bytes = 0
        self._surfaces: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def budget(self) -> int:
        """The bytes this cache may keep at the current window size."""
        window = pygame.display.get_surface() if pygame.display.get_init() else None
        w, h = window.get_size() if window is not None else DEFAULT_WINDOW
        return round(w * h * 4 * self.window_share)

    def get(self, key: Hashable) -> pygame.Surface | None:
        """The surface kept for ``key`` (now the most recently used), else None."""
        surf = self._surfaces.get(key)
        if surf is not None:
            self._surfaces.move_to_end(key)
        return surf

    def keep(self, key: Hashable, surf: pygame.Surface) -> pygame.Surface:
        """Keep ``surf`` for ``key`` and drop the least recently used beyond the budget
        (the newest is always kept); returns ``surf``."""
        old = self._surfaces.pop(key, None)
        if old is not None:
            self.kept_bytes -= surface_bytes(old)
        self._surfaces[key] = surf
        self.kept_bytes += surface_bytes(surf)
        budget = self.budget()
        while self.kept_bytes > budget and len(self._surfaces) > 1:
            self.kept_bytes -= surface_bytes(self._surfaces.popitem(last=False)[1])
        return surf

    def clear(self) -> None:
        """Forget every surface."""
        self._surfaces.clear()
        self.kept_bytes = 0

    def keys(self) -> list[Hashable]:
        """The keys kept, least recently used first."""
        return list(self._surfaces)

    def __len__(self) -> int:
        return len(self._surfaces)
