"""Files in the user's data directories: atomic writes and setting damaged files aside.

No pygame here. A write goes to a temporary file in the same folder, is flushed to disk
(fsync) and then renamed over the old file (os.replace), so a crash leaves either the
old or the new file, never half of one. A file that cannot be read is renamed with a
timestamp ("settings.json.damaged-20240501-120000") so nothing is lost.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import time
from pathlib import Path

import platformdirs

from game.i18n import _

APP_NAME = "Tricktable"


def config_dir() -> Path:
    """The per-user folder for settings (platformdirs user config dir)."""
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """The per-user folder for autosaves and statistics (platformdirs user data dir)."""
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically: temp file, fsync, os.replace."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _fsync_dir(path.parent)


def _fsync_dir(folder: Path) -> None:
    # Makes the rename itself durable where the platform allows it (not on Windows).
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def set_aside(path: Path) -> Path | None:
    """Rename a damaged file to ``<name>.damaged-<timestamp>``; return the new path.

    Returns None when the file could not be moved (it is then left where it is).
    """
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


class Unusable(Exception):
    """A data file that is there but cannot be used; the message says why ("is not valid JSON")."""


def read_json_object(path: Path, key: str) -> dict | None:
    """The JSON object in ``path`` (None when there is no such file), which must hold an
    object under ``key``. Raises Unusable, with the reason in words, for a file that cannot
    be read, is not JSON or is not such an object."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as e:
        raise Unusable(_("could not be read ({error})").format(error=e.strerror or e)) from e
    try:
        data = json.loads(raw)
    except ValueError as e:
        raise Unusable(_("is not valid JSON")) from e
    except RecursionError as e:
        raise Unusable(_("is nested too deeply to hold statistics")) from e
    if not isinstance(data, dict) or not isinstance(data.get(key, {}), dict):
        raise Unusable(_("does not hold statistics"))
    return data
