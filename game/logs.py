"""Logging to a rotating file in the user's log folder (platformdirs).

``setup()`` is called first thing by ``python -m game`` (and the bundle): the program's
log goes to ``tricktable.log`` (1 MB × 3 rotations), errors in background threads are
logged instead of printed, and a hard crash of the interpreter (a fault in a C library)
leaves its Python stack in ``faults.log`` beside it.
"""

from __future__ import annotations

import faulthandler
import logging
import logging.handlers
import platform
import sys
import threading
from pathlib import Path

import platformdirs

from game import __version__
from game.storage import APP_NAME

LOG_NAME = "tricktable.log"
FAULTS_NAME = "faults.log"
log = logging.getLogger("tricktable")

_faults_file = None  # kept open for faulthandler, which writes to it from a signal handler


def log_dir() -> Path:
    """The per-user folder for logs (platformdirs user log dir)."""
    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def log_path(folder: Path | None = None) -> Path:
    return (log_dir() if folder is None else folder) / LOG_NAME


def setup(folder: Path | None = None, level: int = logging.INFO) -> Path | None:
    """Send the program's log to a rotating file in ``folder`` (default: the user's log
    folder). Returns the file's path, or None when the folder cannot be written (logging
    then goes nowhere; the game still runs). Calling it again for the same file is harmless."""
    global _faults_file
    path = log_path(folder)
    root = logging.getLogger()
    for h in root.handlers:
        if isinstance(h, logging.handlers.RotatingFileHandler) and Path(h.baseFilename) == path:
            return path
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=1_000_000, backupCount=3, encoding="utf-8"
        )
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    root.setLevel(level)
    logging.captureWarnings(True)
    threading.excepthook = _thread_error
    if _faults_file is None:
        try:
            _faults_file = open(path.with_name(FAULTS_NAME), "a", encoding="utf-8")  # noqa: SIM115
            faulthandler.enable(_faults_file)
        except OSError:
            _faults_file = None
    frozen = "bundle" if getattr(sys, "frozen", False) else "source"
    log.info(
        "Tricktable %s starting (%s, Python %s, %s)",
        __version__,
        frozen,
        platform.python_version(),
        platform.platform(),
    )
    return path


def _thread_error(args: threading.ExceptHookArgs) -> None:
    """An exception that ends a background thread goes to the log, not to the console."""
    if args.exc_type is SystemExit:
        return
    name = args.thread.name if args.thread is not None else "?"
    log.error("error in thread %s", name, exc_info=args.exc_value or True)
