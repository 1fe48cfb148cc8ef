"""Where a frame's words land: every text the scene draws, its ink on the window, and what
went wrong with it (issue 23's fit test).

``audit(app)`` draws the scene once onto a ``canvas.Recorder`` with the text cache
emptied and ``text.render``/``text.shorten`` watched, so every word blitted on the window
is known with its place. It reports a text that leaves the window, one cut short with "…"
(leaving out its last " · " parts is how a line is meant to give way),
and two texts whose ink overlaps in the same layer (a veil over the whole window starts a
new layer: the panel above it may lie over the dimmed table's words).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import pygame

from game.table import canvas, text


@dataclass(frozen=True)
class Drawn:
    """A text as drawn: its words, where its surface went, and its ink there."""

    words: str
    whole: pygame.Rect
    ink: pygame.Rect
    layer: int


@contextmanager
def watching() -> Iterator[tuple[dict[int, tuple[str, pygame.Surface]], list[str]]]:
    """Within: the texts rendered (surface id -> words, surface) and the texts shortened."""
    rendered: dict[int, tuple[str, pygame.Surface]] = {}
    shortened: list[str] = []
    render, shorten = text.render, text.shorten

    def watched_render(
        words: str, size: int, *args: object, art: bool = False, **kw: object
    ) -> pygame.Surface:
        surf = render(words, size, *args, art=art, **kw)  # type: ignore[arg-type]
        if not art and words.strip():
            rendered[id(surf)] = (words, surf)
        return surf

    def watched_shorten(words: str, *args: object, **kw: object) -> str:
        out = shorten(words, *args, **kw)  # type: ignore[arg-type]
        if out.endswith(text.ELLIPSIS):  # (left-out " · " parts are the designed way to fit)
            shortened.append(words)
        return out

    text._cache.clear()
    text.render, text.shorten = watched_render, watched_shorten  # type: ignore[assignment]
    try:
        yield rendered, shortened
    finally:
        text.render, text.shorten = render, shorten  # type: ignore[assignment]
        text._cache.clear()


def drawn(app) -> tuple[list[Drawn], list[str]]:
    """The texts of one frame of ``app.scene``, and the texts it cut short."""
    size = app.surface.get_size()
    with watching() as (rendered, shortened):
        rec = canvas.Recorder(size)
        app.scene.draw(rec)
    out: list[Drawn] = []
    layer = 0
    for op in rec.ops:
        if op.key[0] != "blit":
            continue
        source, pos, area = op.args[0], op.args[1], op.args[2]
        if source.get_size() == size and pos == (0, 0):
            layer += 1  # a veil over the window
            continue
        seen = rendered.get(id(source))
        if seen is None:
            continue
        whole = pygame.Rect(round(pos[0]), round(pos[1]), *source.get_size())
        ink = source.get_bounding_rect().move(whole.topleft)
        if area is not None:
            ink = ink.clip(pygame.Rect(area).move(whole.topleft))
        out.append(Drawn(seen[0], whole, ink, layer))
    return out, shortened


def problems(app, where: str) -> list[str]:
    """What is wrong with the words of ``app.scene``'s frame, each named with ``where``."""
    texts, shortened = drawn(app)
    window = app.surface.get_rect()
    out = [f"{where}: {w!r} cut short" for w in shortened]
    out += [f"{where}: {d.words!r} leaves the window" for d in texts if not window.contains(d.ink)]
    for i, a in enumerate(texts):
        for b in texts[i + 1 :]:
            if a.layer == b.layer and a.words != b.words and a.ink.colliderect(b.ink):
                out.append(f"{where}: {a.words!r} overlaps {b.words!r}")
    return out
