"""Fonts and text rendering with suit symbols drawn inline (fonts rarely have ♣♦♥♠).

Latin text uses the system's font (DejaVu Sans, Segoe UI, Arial); Japanese uses the font
shipped in ``sprites/fonts/`` (Noto Sans CJK JP, subset to the catalogues' characters by
``tools/make_font.py``), which has Latin too."""

from __future__ import annotations

import os
import re

import pygame

from game import assets, i18n

from . import shapes, theme
from .surface_cache import SurfaceCache
from .theme import Color

SUIT_CHARS = {"♣": "c", "♦": "d", "♥": "h", "♠": "s"}

# Tried in order; pygame's own font (bundled with pygame-ce) is the fallback.
_CANDIDATES = {
    False: (
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/TTF/DejaVuSans.ttf",
        "C:/Windows/Fonts/segoeui.ttf",
        "/System/Library/Fonts/Supplemental/Arial.ttf",
        "/Library/Fonts/Arial.ttf",
    ),
    True: (
        "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
        "/usr/share/fonts/TTF/DejaVuSans-Bold.ttf",
        "C:/Windows/Fonts/segoeuib.ttf",
        "/System/Library/Fonts/Supplemental/Arial Bold.ttf",
        "/Library/Fonts/Arial Bold.ttf",
    ),
}
SHIPPED = {False: "NotoSansCJKjp-Regular-subset.otf", True: "NotoSansCJKjp-Bold-subset.otf"}
"""The shipped fonts (``sprites/fonts/``), for languages the system fonts above may not cover."""
SHIPPED_FOR = frozenset({"ja"})
_paths: dict[tuple[bool, bool], str | None] = {}
_fonts: dict[tuple[int, bool, str | None], pygame.font.Font] = {}
_cache = SurfaceCache(window_share=0.25)
"""The rendered words kept, the most recently used: a quarter of the window's pixel bytes
(1 MB at 1280×800). The busiest frame draws about a tenth of that (F1's help: 0.12 MB at
1280×800, 0.86 MB at 3840×2160)."""
MIN_SIZE = 11
"""Pixels: no words are drawn smaller (card faces draw their own indices, ``art``)."""
ELLIPSIS = "…"
SEPARATOR = " · "  # between the parts of a status line; the last parts go first when short of room


def font_file(bold: bool) -> str | None:
    """The font file for the language spoken now (None: pygame's own font)."""
    shipped = i18n.current() in SHIPPED_FOR
    key = (bold, shipped)
    if key not in _paths:
        if shipped:
            paths: tuple[str, ...] = (
                str(assets.asset("sprites", "fonts", SHIPPED[bold])),
                str(assets.asset("sprites", "fonts", SHIPPED[False])),
            )
        else:
            paths = _CANDIDATES[bold]
        _paths[key] = next((p for p in paths if os.path.exists(p)), None)
    return _paths[key]


def language_changed() -> None:
    """Forget the rendered words of the language spoken before (the cache's keys name the
    font, so nothing stale is drawn even without this; it frees their pixels)."""
    _cache.clear()


def font(size: int, bold: bool = False, *, art: bool = False) -> pygame.font.Font:
    """A font of ``size`` pixels for the language spoken, cached: never smaller than
    ``MIN_SIZE``, as words are drawn (``render``), unless for ``art``."""
    size = max(6, int(size)) if art else max(MIN_SIZE, int(size))
    path = font_file(bold)
    key = (size, bold, path)
    f = _fonts.get(key)
    if f is None:
        if not pygame.font.get_init():
            pygame.font.init()
        f = pygame.font.Font(path, size)
        if path is None and not bold:
            f.bold = False
        _fonts[key] = f
    return f


def render(
    text: str,
    size: int,
    color: Color = theme.TEXT,
    *,
    bold: bool = False,
    on_dark: bool = True,
    four_colour: bool = False,
    art: bool = False,
) -> pygame.Surface:
    """``text`` as a surface; ♣♦♥♠ become drawn suit symbols in their suit colours. Words
    are never smaller than ``MIN_SIZE``; ``art`` (a card's own index) may be."""
    size = int(size) if art else max(MIN_SIZE, int(size))
    key = (text, size, color, bold, on_dark, four_colour, font_file(bold))
    surf = _cache.get(key)
    if surf is None:
        surf = _cache.keep(key, _render(text, int(size), color, bold, on_dark, four_colour, art))
    return surf


def _render(
    text: str, size: int, color: Color, bold: bool, on_dark: bool, four: bool, art: bool
) -> pygame.Surface:
    f = font(size, bold, art=art)
    parts: list[pygame.Surface] = []
    run = ""
    for ch in text:
        suit = SUIT_CHARS.get(ch)
        if suit is None:
            run += ch
            continue
        if run:
            parts.append(f.render(run, True, color))
            run = ""
        col = theme.suit_color_on_felt(suit, four) if on_dark else theme.suit_color(suit, four)
        parts.append(shapes.suit_symbol(suit, max(4, round(size * 0.8)), col))
    if run or not parts:
        parts.append(f.render(run, True, color))
    height = f.get_height()
    width = sum(p.get_width() for p in parts) + (len(parts) - 1)
    out = pygame.Surface((max(1, width), height), pygame.SRCALPHA)
    x = 0
    for p in parts:
        out.blit(p, (x, (height - p.get_height()) // 2))
        x += p.get_width() + 1
    return out


def fit(text: str, max_width: int, size: int, **kw: object) -> pygame.Surface:
    """Render ``text`` at ``size`` or smaller, down to ``MIN_SIZE``, so that it is at most
    ``max_width`` wide; if it is still too wide, shorten it (``shorten``)."""
    s = max(MIN_SIZE, size)
    surf = render(text, s, **kw)  # type: ignore[arg-type]
    while surf.get_width() > max_width and s > MIN_SIZE:
        s = max(MIN_SIZE, int(s * 0.9))
        surf = render(text, s, **kw)  # type: ignore[arg-type]
    if surf.get_width() <= max_width:
        return surf
    return render(shorten(text, max_width, s, bool(kw.get("bold"))), s, **kw)  # type: ignore[arg-type]


def shorten(text: str, max_width: int, size: int, bold: bool = False) -> str:
    """``text`` cut to ``max_width`` at this size: the last " · " parts left out first,
    then words (or letters, in Japanese, which has no spaces between words) from the end,
    with "…" where something was cut."""
    f = font(size, bold)

    def fits(t: str) -> bool:
        return f.size(t)[0] <= max_width

    parts = text.split(SEPARATOR)
    while len(parts) > 1 and not fits(SEPARATOR.join(parts)):
        parts.pop()
    line = SEPARATOR.join(parts)
    if fits(line):
        return line
    words = [line] if re.search(f"[{_CJK}]", line) else line.split(" ")  # Japanese: letters, not words
    while len(words) > 1 and not fits(" ".join(words) + ELLIPSIS):
        words.pop()
    line = " ".join(words)
    while line and not fits(line + ELLIPSIS):
        line = line[:-1]
    return line.rstrip() + ELLIPSIS


def wrap(text: str, max_width: int, size: int, bold: bool = False) -> list[str]:
    """Split ``text`` into lines no wider than ``max_width`` at this size. Lines break only
    at ordinary spaces, and between Japanese characters (not before closing punctuation): a
    no-break space (``words.NBSP``) keeps a name such as 'West & East' whole."""
    f = font(size, bold)
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for piece, joiner in _pieces(para):
            trial = piece if not line else f"{line}{joiner}{piece}"
            if f.size(trial)[0] <= max_width or not line:
                line = trial
            else:
                lines.append(line)
                line = piece
        lines.append(line)
    return lines


_CJK = "\u3000-\u30ff\u3400-\u9fff\uff00-\uffef"
_OPENING = "「『（(【〈《"
_CLOSING = "、。」』）！？：…"
_SMALL = "・ーぁぃぅぇぉっゃゅょァィゥェォッャュョ"
_UNITS = re.compile(
    f"[{_OPENING}]*(?:[{_CJK}][{_CLOSING}{_SMALL}),.!?:;]*|[^{_CJK}{_OPENING}]+[{_CLOSING}]*)"
)
"""A line may break before each unit: a Japanese character with the punctuation that closes
it, or a run of other text; opening brackets stay with what follows them (a line never
ends in 「 or ( and never starts with 」 or ))."""


def _pieces(para: str) -> list[tuple[str, str]]:
    """The pieces a paragraph may break between, each with what joins it to the one before."""
    out: list[tuple[str, str]] = []
    for i, word in enumerate(para.split(" ")):
        for j, unit in enumerate(_UNITS.findall(word) or [word]):
            out.append((unit, " " if i and not j else ""))
    return out
