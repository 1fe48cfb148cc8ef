"""The player's settings: window size, fullscreen, animation speed, sound, deck colours and
card back, language, the Coach and the last new-game choices. JSON in the platformdirs user config
dir, written atomically.

No pygame here. A damaged or unreadable file is set aside (see ``game.storage``), logged,
and the defaults are used; loading never raises.
"""

from __future__ import annotations

import json
import logging
import math
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from game import i18n, storage
from game.i18n import _

FILE_NAME = "settings.json"
SPEEDS = ("slow", "normal", "fast", "instant")
CARD_BACKS = ("red", "blue", "green")
LANGUAGES = tuple(i18n.LANGUAGES)
FORMAT = 1
MAX_BYTES = 1_000_000  # settings are a few hundred bytes; anything this big is damage
log = logging.getLogger(__name__)


@dataclass
class Settings:
    """Everything the player can set. Unknown or ill-typed values fall back to defaults."""

    window_width: int = 1280
    window_height: int = 800
    fullscreen: bool = False
    speed: str = "normal"
    four_colour: bool = False
    volume: float = 0.7
    muted: bool = False
    card_back: str = "red"
    language: str = ""  # "": not chosen yet, the system's language is used (and then kept)
    coach: bool = False  # warn before a blunder (the table's Coach)
    # The last choices on the start screen: game, preset, players, options, CPU level.
    new_game: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> str:
        return json.dumps({"format": FORMAT, **asdict(self)}, indent=2, sort_keys=True) + "\n"

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Settings:
        """Settings from parsed JSON; a value of the wrong type keeps its default."""
        s = cls()
        for f in fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            default = getattr(s, f.name)
            if isinstance(default, float) and type(value) is int:
                value = float(value)
            if type(value) is type(default):
                setattr(s, f.name, value)
        if s.speed not in SPEEDS:
            s.speed = "normal"
        s.volume = min(1.0, max(0.0, s.volume)) if math.isfinite(s.volume) else cls.volume
        if s.card_back not in CARD_BACKS:
            s.card_back = cls.card_back
        if s.language not in LANGUAGES:
            s.language = cls.language
        s.window_width = max(320, min(s.window_width, 16384))
        s.window_height = max(240, min(s.window_height, 16384))
        return s


@dataclass(frozen=True)
class Loaded:
    """The result of loading: the settings and, if the file was damaged, where it went."""

    settings: Settings
    set_aside: Path | None = None
    message: str = ""


def saved_language(path: Path | None = None) -> str:
    """The language chosen at the table ("" when none is, or the settings cannot be read).
    Only reads: a damaged file is left for the table to set aside."""
    try:
        with open(default_path() if path is None else path, "rb") as f:
            data = json.loads(f.read(MAX_BYTES + 1).decode("utf-8"))
    except (OSError, ValueError, RecursionError):
        return ""
    language = data.get("language") if isinstance(data, dict) else None
    return language if language in LANGUAGES else ""


def default_path() -> Path:
    return storage.config_dir() / FILE_NAME


def load(path: Path | None = None) -> Loaded:
    """Read the settings. Missing file: defaults. Damaged file: set aside, defaults."""
    path = default_path() if path is None else path
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_BYTES + 1)
    except FileNotFoundError:
        return Loaded(Settings())
    except OSError as e:
        return _damaged(path, _("could not be read ({error})").format(error=e.strerror or e))
    if len(raw) > MAX_BYTES:
        return _damaged(path, _("is far too large to be settings"))
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        return _damaged(path, _("is not UTF-8 text"))
    except json.JSONDecodeError as e:
        return _damaged(path, _("is not valid JSON (line {line})").format(line=e.lineno))
    except RecursionError:
        return _damaged(path, _("is nested too deeply to be settings"))
    if not isinstance(data, dict):
        return _damaged(path, _("does not hold a JSON object"))
    if data.get("format", FORMAT) != FORMAT:
        return _damaged(
            path, _("has an unknown format version {version}").format(version=repr(data.get("format")))
        )
    return Loaded(Settings.from_dict(data))


def _damaged(path: Path, why: str) -> Loaded:
    moved = storage.set_aside(path)
    if moved:
        message = _("The settings file {why}, so the defaults are used; it was kept as {name}.")
    else:
        message = _("The settings file {why}, so the defaults are used.")
    message = message.format(why=why, name=moved.name if moved else "")
    log.warning("%s: %s", path, message)
    return Loaded(Settings(), moved, message)


def save(settings: Settings, path: Path | None = None) -> None:
    """Write the settings atomically. Raises OSError if the folder cannot be written."""
    storage.atomic_write_text(default_path() if path is None else path, settings.to_json())
