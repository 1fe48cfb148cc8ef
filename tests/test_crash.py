"""An unexpected error at the table (issue 12): logged with its traceback, shown in a
dialog (or one line on stderr when pygame itself is broken), the autosave kept, a
non-zero exit status, and never a traceback on stdout or stderr. Headless: the failure is
injected into the real entry point in a subprocess with its own XDG folders."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.table import crash

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="XDG folders redirect platformdirs"
)

FAIL_IN_THE_LOOP = """
import sys
import game.table.app as app

def frame(self, **kw):
    raise ZeroDivisionError("injected failure")

app.App.frame = frame
from game.__main__ import main
sys.exit(main([]))
"""

NO_PYGAME = """
import sys
sys.modules["pygame"] = None  # any import of pygame fails
from game.__main__ import main
sys.exit(main([]))
"""


def _run(code: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_DATA_HOME": str(home / "data"),
        "XDG_STATE_HOME": str(home / "state"),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
    }
    return subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60, cwd=home
    )


def _autosave(home: Path) -> Path:
    """A real autosave of a match in progress, as the table writes it."""
    from game import autosave
    from game.match import Match
    from game.rules import get_ruleset

    config = get_ruleset("fipsen").config("prisdorf", {}, 4)
    match = Match(config, seed=3)
    match.apply(match.state.legal_actions()[0])
    path = home / "data" / "Tricktable" / autosave.FILE_NAME
    autosave.save(match, path)
    return path


def _log(home: Path) -> str:
    return (home / "state" / "Tricktable" / "log" / "tricktable.log").read_text(encoding="utf-8")


def test_an_error_in_the_table_is_logged_shown_and_keeps_the_autosave(tmp_path):
    saved = _autosave(tmp_path)
    before = saved.read_bytes()
    result = _run(FAIL_IN_THE_LOOP, tmp_path)
    assert result.returncode == crash.EXIT_CRASH
    assert result.stdout == ""
    assert result.stderr == ""  # the dialog said it (dummy video: shown, not waited for)
    log = _log(tmp_path)
    assert "Traceback" in log and "ZeroDivisionError: injected failure" in log
    assert saved.read_bytes() == before


def test_with_pygame_broken_one_line_on_stderr_names_the_log(tmp_path):
    result = _run(NO_PYGAME, tmp_path)
    assert result.returncode == crash.EXIT_CRASH
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and "Traceback" not in result.stderr
    assert lines[0].startswith("Tricktable stopped because of an unexpected error")
    assert str(tmp_path / "state" / "Tricktable" / "log" / "tricktable.log") in lines[0]
    assert "ModuleNotFoundError" in _log(tmp_path)


def test_the_message_names_the_error_the_match_and_the_log(tmp_path, monkeypatch):
    from game import autosave

    saved = tmp_path / "autosave.json"
    monkeypatch.setattr(autosave, "default_path", lambda: saved)
    log_file = tmp_path / "tricktable.log"
    lines = crash.message_lines(ValueError("bad\nthing"), log_file)
    assert lines[:2] == [crash.TITLE, "ValueError: bad thing"]
    assert not any("Continue" in line for line in lines)
    assert str(log_file) in lines[-1]
    saved.write_text("{}")
    assert any("Continue" in line for line in crash.message_lines(ValueError("x"), None))


def test_the_dialog_waits_until_it_is_closed():
    import pygame

    pygame.display.init()
    pygame.font.init()
    try:
        pygame.display.set_mode((100, 100))
        for event in (
            pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a),  # ignored
            pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE),  # closes it
            pygame.event.Event(pygame.USEREVENT),  # still queued afterwards
            pygame.event.Event(pygame.QUIT),  # (would close it too, so a bug cannot hang the test)
        ):
            pygame.event.post(event)
        crash._dialog_loop(pygame, crash.message_lines(ValueError("x"), Path("/x/y.log")), True)
        assert pygame.event.get(pygame.USEREVENT)
    finally:
        pygame.display.quit()


def test_long_paths_wrap_inside_the_dialog():
    import pygame

    pygame.font.init()
    font = pygame.font.Font(None, 26)
    text = "Details are in the log file /" + "very-long-folder/" * 12 + "tricktable.log"
    lines = crash._wrap(font, text, 300)
    assert len(lines) > 2
    assert all(font.size(line)[0] <= 300 for line in lines)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
