"""A real X11 window under Xvfb: the table is drawn and can be photographed.

Skipped when Xvfb is not installed (``apt-get install xvfb``).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(shutil.which("Xvfb") is None, reason="Xvfb is not installed")

SCRIPT = r"""
import os, sys, time
from game.table.app import App
from game.rules import get_ruleset
from ai.worker import AgentWorker

def main():
    out = sys.argv[1]
    app = App(settings_path=os.path.join(os.path.dirname(out), "settings.json"), save_settings=False,
              autosave_enabled=False, size=(1280, 800))
    assert app.pg.display.get_driver() == "x11", app.pg.display.get_driver()
    app.settings.speed = "fast"
    worker = AgentWorker(use_process=False)
    config = get_ruleset("fipsen").config("prisdorf", {}, 4)
    app.start_match(config, "random", seed=2, humans=(), worker=worker)
    end = time.perf_counter() + 20
    while time.perf_counter() < end and not app.scene.shown.trick:
        app.frame()
    for _ in range(5):
        app.frame()
    app.pg.image.save(app.surface, out)
    worker.close()
    app.close()

if __name__ == "__main__":
    main()
"""


def _free_display() -> int:
    for n in range(90, 140):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            return n
    raise RuntimeError("no free X display number")


@pytest.fixture
def xvfb():
    n = _free_display()
    proc = subprocess.Popen(
        ["Xvfb", f":{n}", "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    for _ in range(100):
        if Path(f"/tmp/.X11-unix/X{n}").exists():
            break
        time.sleep(0.05)
    yield f":{n}"
    proc.terminate()
    proc.wait(timeout=5)


def test_table_under_xvfb(tmp_path, xvfb):
    script = tmp_path / "shot.py"
    script.write_text(SCRIPT)
    out = tmp_path / "table.png"
    env = {**os.environ, "DISPLAY": xvfb, "SDL_VIDEODRIVER": "x11"}
    root = Path(__file__).resolve().parents[2]
    env["PYTHONPATH"] = str(root) + os.pathsep + env.get("PYTHONPATH", "")
    subprocess.run([sys.executable, str(script), str(out)], env=env, check=True, timeout=60, cwd=root)
    import pygame

    img = pygame.image.load(str(out))
    assert img.get_size() == (1280, 800)
    # Mostly green felt, with white card faces somewhere near the middle.
    felt = img.get_at((640, 330))
    assert felt.g > felt.r and felt.g > felt.b
    colours = {tuple(img.get_at((x, y)))[:3] for x in range(300, 980, 7) for y in range(150, 800, 7)}
    assert any(min(c) > 235 for c in colours), "no card face drawn"
    assert len(colours) > 50
