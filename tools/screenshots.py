"""Screenshots of every preset at fixed seeds, to prove that a redesign changed no pixel.

``python tools/screenshots.py OUT_DIR [--size 1280x800] [--shots 4]`` plays one seeded
match of every preset (its default player count) at the real table with random CPU
players and instant animations; the human (seat 0) answers with seeded random legal
actions. At the human's first ``--shots`` decisions and at the end of the deal it saves
``OUT_DIR/<game>-<preset>-<n>.png``. Compare two such folders with ``--compare A B``,
which names every picture that differs (and exits 1 if any does). ``--lang de`` draws the
table in another language, ``--start`` also saves the start screen (``start.png``) and
``--game G`` plays only that game's presets.

Runs with whatever SDL video driver is set (dummy when none is).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

MAX_FRAMES = 20000
SHOT_TIME = 1e6  # the clock's reading for every picture


def _variants():  # -> list[tuple[str, GameConfig]]
    """Every preset at its default player count, and its showcase variants (``Preset.showcase``)."""
    from game.rules import rulesets
    from game.rules.registry import showcase

    return [(name, config) for rs in rulesets() for name, config in showcase(rs)]


def shoot(
    out: Path, size: tuple[int, int], shots: int, lang: str = "en", start: bool = False, game: str = ""
) -> list[Path]:
    """Play every preset (of ``game``) and save the pictures; returns their paths."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from ai.worker import AgentWorker
    from game.table.app import App

    out.mkdir(parents=True, exist_ok=True)
    saved: list[Path] = []
    with tempfile.TemporaryDirectory() as tmp:
        app = App(
            settings_path=str(Path(tmp) / "s.json"),
            save_settings=False,
            autosave_enabled=False,
            size=size,
            stats_path=str(Path(tmp) / "stats.json"),
            language=lang,
        )
        app.settings.speed = "instant"
        app.now = _Clock()  # before the first deal, whose animations start at its reading
        worker = AgentWorker(use_process=False)
        try:
            if start:
                saved.append(_save(app, out / "start", ""))
            for name, config in _variants():
                if game and config.game != game:
                    continue
                app.start_match(config, "random", seed=3, humans=(0,), worker=worker)
                saved += _play(app, out / _stem(name, config.players), shots)
        finally:
            worker.close()
            app.close()
    return saved


def _stem(name: str, players: int) -> str:
    """'huutopussi/default/3 players' -> 'huutopussi-default-3'; options switched on follow."""
    game, preset, *variant = name.split("/")
    on = variant[0].split()[2:] if variant else []
    return "-".join([game, preset, str(players), *on])


class _Clock:
    """The table's clock, moved on by hand so that pulsing highlights are drawn alike."""

    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def _play(app, stem: Path, shots: int) -> list[Path]:
    rng = random.Random(str(stem.name))
    scene = app.scene
    ctl = scene.ctl
    saved: list[Path] = []
    clock = app.now
    for _ in range(MAX_FRAMES):
        clock.t += 1 / 60
        app.frame(tick=False)
        if ctl.cpu_to_move():
            time.sleep(0.001)  # the CPU thinks in a thread: let it answer
        if scene.animating:
            continue
        if ctl.match.state.to_move is None:
            saved.append(_save(app, stem, "end"))
            break
        if ctl.human_to_move():
            if len(saved) >= shots:
                break
            saved.append(_save(app, stem, str(len(saved))))
            ctl.play(rng.choice(ctl.match.state.legal_actions()))
    return saved


def _save(app, stem: Path, tag: str) -> Path:
    """Draw one more frame at a fixed time and save it."""
    before, app.now.t = app.now.t, SHOT_TIME
    app.frame(tick=False)
    app.now.t = before
    path = stem.with_name(f"{stem.name}-{tag}.png" if tag else f"{stem.name}.png")
    app.pg.image.save(app.surface, str(path))
    return path


def compare(a: Path, b: Path) -> list[str]:
    """Names of the pictures that differ between two folders (or exist in one only)."""
    import pygame

    names = sorted({p.name for p in a.glob("*.png")} | {p.name for p in b.glob("*.png")})
    differ = []
    for name in names:
        pa, pb = a / name, b / name
        if not (pa.exists() and pb.exists()):
            differ.append(name)
            continue
        ia, ib = pygame.image.load(str(pa)), pygame.image.load(str(pb))
        if ia.get_size() != ib.get_size() or pygame.image.tobytes(ia, "RGB") != pygame.image.tobytes(
            ib, "RGB"
        ):
            differ.append(name)
    return differ


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", nargs="?", type=Path)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--shots", type=int, default=4)
    parser.add_argument("--compare", nargs=2, type=Path, metavar=("A", "B"))
    parser.add_argument("--lang", default="en", help="the table's language (en, de, fi, sv, ja)")
    parser.add_argument("--start", action="store_true", help="also save the start screen")
    parser.add_argument("--game", default="", help="only this game's presets")
    args = parser.parse_args(argv)
    if args.compare:
        differ = compare(*args.compare)
        for name in differ:
            print("differs:", name)
        print(f"{len(differ)} of {len(list(args.compare[0].glob('*.png')))} pictures differ")
        return 1 if differ else 0
    if args.out is None:
        parser.error("OUT_DIR is required unless --compare is given")
    w, h = (int(x) for x in args.size.split("x"))
    saved = shoot(args.out, (w, h), args.shots, args.lang, args.start, args.game)
    print(f"{len(saved)} pictures in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
