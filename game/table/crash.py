"""What a player sees when the table meets an unexpected error.

``report(error, log_file)`` writes the traceback to the log, then shows a small pygame
window with the error in one line and the log's path (or, if pygame itself cannot show
one, prints one line to stderr; a windowed Windows build without a console gets a
message box). It never prints a traceback. The autosave is left alone: it was written
after the last decision, so "Continue" resumes the match next time.
"""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

from game.i18n import N_, _

EXIT_CRASH = 70  # EX_SOFTWARE: an internal error
TITLE = N_("Tricktable stopped because of an unexpected error.")
log = logging.getLogger("tricktable")


def report(error: BaseException, log_file: Path | None) -> int:
    """Log ``error`` with its traceback and tell the player; return the exit status."""
    log.critical("unexpected error; the table stopped", exc_info=error)
    lines = message_lines(error, log_file)
    try:
        show_dialog(lines)
    except Exception as dialog_error:  # pygame is broken too: fall back to one line
        log.error("the error dialog could not be shown", exc_info=dialog_error)
        _one_line(" ".join([lines[0], lines[1], *lines[2:]]))
    return EXIT_CRASH


def message_lines(error: BaseException, log_file: Path | None) -> list[str]:
    """The dialog's text: what happened, the error, the match, where the details are."""
    what = " ".join(f"{error.__class__.__name__}: {error}".split())
    if len(what) > 160:
        what = what[:157] + "..."
    lines = [_(TITLE), what]
    if _autosave_exists():
        lines.append(_("Your match was saved after the last move: choose Continue to resume it."))
    if log_file is not None:
        lines.append(_("Details are in the log file {path}").format(path=log_file))
    else:
        lines.append(_("No log file could be written."))
    return lines


def _autosave_exists() -> bool:
    try:
        from game import autosave

        return autosave.default_path().is_file()
    except Exception:
        return False


def _one_line(text: str) -> None:
    stream = sys.stderr
    if stream is not None:
        try:
            print(text, file=stream, flush=True)
            return
        except (OSError, ValueError):
            pass
    if sys.platform == "win32":  # a windowed build has no console at all
        import ctypes

        ctypes.windll.user32.MessageBoxW(None, text, "Tricktable", 0x10)  # type: ignore[attr-defined]


def show_dialog(lines: list[str], *, wait: bool | None = None) -> None:
    """A plain window with ``lines`` and a Close button; waits until it is closed.

    ``wait=None`` waits unless SDL has no real display (dummy or offscreen video driver),
    where nobody could close it. Raises if pygame cannot open a window."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.display.init()
    pygame.font.init()
    try:
        if wait is None:
            wait = pygame.display.get_driver() not in ("dummy", "offscreen")
        _dialog_loop(pygame, lines, wait)
    finally:
        pygame.display.quit()


def _dialog_loop(pg, lines: list[str], wait: bool) -> None:  # pg: the pygame module
    width = 720
    face = _font_file()
    font = pg.font.Font(face, 22 if face else 26)
    bold = pg.font.Font(face, 25 if face else 30)
    bold.set_bold(True)
    rows = [(bold, lines[0])] + [(font, part) for line in lines[1:] for part in _wrap(font, line, width - 48)]
    height = 40 + sum(f.get_linesize() + 6 for f, _ in rows) + 70
    pg.display.set_caption("Tricktable")
    screen = pg.display.set_mode((width, height))
    button = pg.Rect(0, 0, 120, 40)
    button.bottomright = (width - 24, height - 20)
    while True:
        screen.fill((24, 70, 48))
        y = 24
        for f, text in rows:
            screen.blit(f.render(text, True, (245, 240, 225)), (24, y))
            y += f.get_linesize() + 6
        hover = button.collidepoint(pg.mouse.get_pos())
        pg.draw.rect(screen, (226, 196, 110) if hover else (200, 170, 90), button, border_radius=8)
        label = bold.render(_("Close"), True, (30, 30, 36))
        screen.blit(label, label.get_rect(center=button.center))
        pg.display.flip()
        if not wait:
            return
        event = pg.event.wait()
        if event.type == pg.QUIT:
            return
        if event.type == pg.KEYDOWN and event.key in (pg.K_RETURN, pg.K_KP_ENTER, pg.K_ESCAPE, pg.K_SPACE):
            return
        if event.type == pg.MOUSEBUTTONUP and event.button == 1 and button.collidepoint(event.pos):
            return


def _font_file() -> str | None:
    """The table's font for the language spoken (Japanese needs its own), or pygame's own."""
    try:
        from . import text

        return text.font_file(False)
    except Exception:
        return None


def _wrap(font, text: str, width: int) -> list[str]:
    """Split ``text`` into lines that fit ``width`` pixels (long paths break anywhere)."""
    out: list[str] = []
    line = ""
    for word in text.split(" "):
        candidate = f"{line} {word}" if line else word
        if font.size(candidate)[0] <= width:
            line = candidate
            continue
        if line:
            out.append(line)
        line = word
        while font.size(line)[0] > width:  # one word wider than the window (a path)
            cut = len(line)
            while cut > 1 and font.size(line[:cut])[0] > width:
                cut -= 1
            out.append(line[:cut])
            line = line[cut:]
    if line:
        out.append(line)
    return out
