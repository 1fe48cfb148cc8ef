"""Generate Tricktable's application icons from our own art (no downloads).

Writes sprites/icon-<size>.png (the window icon and Linux's), sprites/icon.ico (Windows:
16 to 256 px) and sprites/icon.icns (macOS: 128 to 1024 px), all from the same drawing.
Run: python tools/make_icons.py [--out DIR]
"""

from __future__ import annotations

import argparse
import io
import os
import struct
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "sprites"
BASE = 1024
FELT = (24, 104, 64)
FELT_EDGE = (12, 70, 42)
PAPER = (250, 247, 238)
INK = (30, 30, 36)
RED = (200, 36, 44)


def _card(size: tuple[int, int], rank: str, suit_color: tuple[int, int, int], suit: str) -> pygame.Surface:
    w, h = size
    s = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(s, (0, 0, 0, 70), (6, 10, w - 6, h - 6), border_radius=w // 9)
    pygame.draw.rect(s, PAPER, (0, 0, w - 6, h - 10), border_radius=w // 9)
    pygame.draw.rect(s, (180, 175, 160), (0, 0, w - 6, h - 10), width=4, border_radius=w // 9)
    font = pygame.font.Font(None, int(h * 0.30))
    text = font.render(rank, True, suit_color)
    s.blit(text, (w * 0.1, h * 0.05))
    _suit(s, suit, (int(w * 0.47), int(h * 0.58)), int(w * 0.26), suit_color)
    return s


def _suit(s: pygame.Surface, suit: str, c: tuple[int, int], r: int, color: tuple[int, int, int]) -> None:
    x, y = c
    if suit == "h":
        pygame.draw.circle(s, color, (x - r // 2, y - r // 3), r // 2 + 2)
        pygame.draw.circle(s, color, (x + r // 2, y - r // 3), r // 2 + 2)
        pygame.draw.polygon(s, color, [(x - r, y - r // 6), (x + r, y - r // 6), (x, y + r)])
    else:  # spade
        pygame.draw.circle(s, color, (x - r // 2, y + r // 5), r // 2)
        pygame.draw.circle(s, color, (x + r // 2, y + r // 5), r // 2)
        pygame.draw.polygon(s, color, [(x - r, y + r // 8), (x + r, y + r // 8), (x, y - r)])
        pygame.draw.polygon(s, color, [(x, y + r // 4), (x - r // 3, y + r), (x + r // 3, y + r)])


def render(size: int) -> pygame.Surface:
    big = pygame.Surface((BASE, BASE), pygame.SRCALPHA)
    pygame.draw.rect(big, FELT_EDGE, (40, 40, BASE - 80, BASE - 80), border_radius=200)
    pygame.draw.rect(big, FELT, (70, 70, BASE - 140, BASE - 140), border_radius=180)
    card_size = (380, 540)
    fan = ((18, "K", RED, "h", -150), (-22, "7", RED, "h", 150), (-2, "A", INK, "s", 0))
    for angle, rank, color, suit, dx in fan:
        card = pygame.transform.rotozoom(_card(card_size, rank, color, suit), angle, 1)
        rect = card.get_rect(center=(BASE // 2 + dx, BASE // 2 + 30 + abs(dx) // 5))
        big.blit(card, rect)
    return pygame.transform.smoothscale(big, (size, size))


def png_bytes(surface: pygame.Surface) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(surface, buf, "png")
    return buf.getvalue()


def write_ico(path: Path, images: dict[int, bytes]) -> None:
    """An .ico whose entries are PNG images (Windows Vista and later)."""
    sizes = sorted(s for s in images if s <= 256)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for s in sizes:
        data = images[s]
        entries += struct.pack("<BBBBHHII", s % 256, s % 256, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        blobs += data
    path.write_bytes(header + entries + blobs)


def write_icns(path: Path, images: dict[int, bytes]) -> None:
    """An .icns with PNG entries (ic07 128, ic08 256, ic09 512, ic10 1024)."""
    types = {128: b"ic07", 256: b"ic08", 512: b"ic09", 1024: b"ic10"}
    body = b"".join(types[s] + struct.pack(">I", 8 + len(images[s])) + images[s] for s in sorted(types))
    path.write_bytes(b"icns" + struct.pack(">I", 8 + len(body)) + body)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help=f"folder to write to (default {OUT})")
    out = parser.parse_args(argv).out
    out.mkdir(parents=True, exist_ok=True)
    pygame.display.init()
    pygame.font.init()
    images = {s: png_bytes(render(s)) for s in (16, 32, 48, 64, 128, 256, 512, 1024)}
    for s in (32, 64, 128, 256, 512):
        (out / f"icon-{s}.png").write_bytes(images[s])
    write_ico(out / "icon.ico", images)
    write_icns(out / "icon.icns", images)
    print(f"wrote icons to {out}")


if __name__ == "__main__":
    main()
