"""Logging to a rotating file in the user's log folder (platformdirs)."""

from __future__ import annotations

import logging
import logging.handlers
from pathlib import Path

import platformdirs

from game.storage import APP_NAME

LOG_NAME = "tricktable.log"


def log_path() -> Path:
    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False)) / LOG_NAME


def setup(level: int = logging.INFO) -> Path | None:
    """Send the program's log to a rotating file (1 MB × 3). Returns its path, or None
    when the folder cannot be written (logging then goes nowhere; the game still runs)."""
    path = log_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=1_000_000, backupCount=3, encoding="utf-8"
        )
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(level)
    return path
