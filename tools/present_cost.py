"""What bringing pixels to the screen costs, by the ways pygame-ce offers (README, "Performance").

``python tools/present_cost.py --size 3840x2160`` (under ``xvfb-run`` with
``SDL_VIDEODRIVER=x11`` for a real X server) prints, each in a fresh process, the median and
largest milliseconds of:

- ``display.flip()`` of the whole window, and ``display.update`` of one card-sized
  rectangle, with SDL's default window framebuffer and with ``SDL_FRAMEBUFFER_ACCELERATION=0``
  (X11's own framebuffer, what the table uses under X11);
- a frame of ``pygame._sdl2.video``'s Renderer: clear, 64 card-sized textures, present.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

CARD = (200, 300)
ROUNDS = 40


def _ms(run, rounds: int = ROUNDS) -> str:
    times = []
    for i in range(rounds):
        t0 = time.perf_counter()
        run(i)
        times.append((time.perf_counter() - t0) * 1000)
    return f"p50 {statistics.median(times):6.2f}  max {max(times):6.2f}"


def window(size: tuple[int, int]) -> None:
    import pygame

    pygame.display.init()
    surf = pygame.display.set_mode(size)
    card = pygame.Rect((100, 100), CARD)

    def flip(i: int) -> None:
        surf.fill((0, i % 200, 0))
        pygame.display.flip()

    def update(i: int) -> None:
        surf.fill((0, i % 200, 0), card)
        pygame.display.update([card])

    hint = os.environ.get("SDL_FRAMEBUFFER_ACCELERATION", "SDL's default")
    print(f"framebuffer {hint:<14} flip   {_ms(flip)}")
    print(f"framebuffer {hint:<14} update {_ms(update)}  (one {CARD[0]}x{CARD[1]} rectangle)")


def renderer(size: tuple[int, int]) -> None:
    import pygame
    from pygame._sdl2 import video

    pygame.display.init()
    ren = video.Renderer(video.Window("present_cost", size=size))
    face = pygame.Surface(CARD)
    face.fill((240, 240, 230))
    tex = video.Texture.from_surface(ren, face)

    def frame(i: int) -> None:
        ren.draw_color = (0, 100, 0, 255)
        ren.clear()
        for k in range(64):
            tex.draw(dstrect=pygame.Rect((k * 53 + i * 5) % size[0], (k * 37) % size[1], *CARD))
        ren.present()

    print(f"_sdl2 Renderer, 64 textures   {_ms(frame)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--only", choices=("window", "renderer"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    try:
        w, h = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        parser.error("--size takes WIDTHxHEIGHT, e.g. 1280x800")
    if args.only == "window":
        window((w, h))
        return 0
    if args.only == "renderer":
        renderer((w, h))
        return 0
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    print(f"{args.size}, SDL video driver {os.environ.get('SDL_VIDEODRIVER', '(SDL chooses)')}")
    me = [sys.executable, __file__, "--size", args.size, "--only"]
    subprocess.run([*me, "window"], check=True, env={**os.environ})
    subprocess.run([*me, "window"], check=True, env={**os.environ, "SDL_FRAMEBUFFER_ACCELERATION": "0"})
    subprocess.run([*me, "renderer"], check=True, env={**os.environ})
    return 0


if __name__ == "__main__":
    sys.exit(main())
