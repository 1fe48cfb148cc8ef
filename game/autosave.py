"""Autosave of the match in progress: a record written atomically after every decision.

No pygame here. ``load`` never raises: a damaged autosave is set aside with a timestamped
name, reported and logged, and the program starts as if there were none.
"""

from __future__ import annotations

import contextlib
import logging
from dataclasses import dataclass
from pathlib import Path

from game import storage
from game.i18n import _
from game.match import Match
from game.record import MAX_RECORD_BYTES, Record, RecordError

FILE_NAME = "autosave.json"
log = logging.getLogger(__name__)


def default_path() -> Path:
    return storage.data_dir() / FILE_NAME


def save(match: Match, path: Path | None = None) -> None:
    """Write the match as a record: temp file, fsync, rename (never half a file)."""
    storage.atomic_write_text(default_path() if path is None else path, match.to_record().dumps())


def clear(path: Path | None = None) -> None:
    """Forget the autosave (after a finished match)."""
    with contextlib.suppress(FileNotFoundError):
        (default_path() if path is None else path).unlink()


@dataclass(frozen=True)
class Resumed:
    """The match found in the autosave (or None) and a message when a file was set aside."""

    match: Match | None
    message: str = ""
    set_aside: Path | None = None


def load(path: Path | None = None) -> Resumed:
    """Resume the autosaved match exactly where it stopped, or report why not."""
    path = default_path() if path is None else path
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_RECORD_BYTES + 1)
    except FileNotFoundError:
        return Resumed(None)
    except OSError as e:
        return _damaged(path, _("could not be read ({error})").format(error=e.strerror or e))
    try:
        return Resumed(Match.from_record(Record.loads(data)))
    except RecordError as e:
        return _damaged(path, str(e))
    except RecursionError:
        return _damaged(path, _("is nested too deeply"))


def _damaged(path: Path, why: str) -> Resumed:
    moved = storage.set_aside(path)
    message = _("The saved match could not be resumed: {why}.").format(why=why)
    if moved:
        message = _("{message} It was kept as {name}.").format(message=message, name=moved.name)
    log.warning("%s: %s", path, message)
    return Resumed(None, message, moved)
