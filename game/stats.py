"""Statistics per game and preset for the human at seat 0.

Matches played and won, deals played, deals as declarer and how many were made, and the
average score per deal. JSON in the user data folder, written atomically; a damaged file
is set aside (and logged) and counting starts afresh. A game reports a declarer through
``Outcome.extra["declarer"]`` (a seat) and ``Outcome.extra["made"]`` (bool).
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from game import storage
from game.i18n import _
from game.rules import Outcome

FILE_NAME = "statistics.json"
FORMAT = 1
HUMAN = 0
log = logging.getLogger(__name__)


@dataclass
class Tally:
    matches: int = 0
    won: int = 0
    deals: int = 0
    declarer: int = 0
    made: int = 0
    score: int = 0

    @property
    def average(self) -> float:
        return self.score / self.deals if self.deals else 0.0

    @classmethod
    def from_dict(cls, data: object) -> Tally:
        t = cls()
        if isinstance(data, dict):
            for f in fields(cls):
                v = data.get(f.name)
                if (
                    isinstance(v, int)
                    and not isinstance(v, bool)
                    and v >= 0
                    or (f.name == "score" and isinstance(v, int))
                ):
                    setattr(t, f.name, v)
        return t


class Statistics:
    """Tallies keyed by "game/preset"."""

    def __init__(self, tallies: dict[str, Tally] | None = None) -> None:
        self.tallies: dict[str, Tally] = tallies or {}

    def tally(self, game: str, preset: str) -> Tally:
        return self.tallies.setdefault(f"{game}/{preset}", Tally())

    def add_deal(self, game: str, preset: str, outcome: Outcome) -> None:
        t = self.tally(game, preset)
        t.deals += 1
        t.score += outcome.scores[HUMAN]
        if outcome.extra.get("declarer") == HUMAN:
            t.declarer += 1
            t.made += bool(outcome.extra.get("made"))

    def add_match(self, game: str, preset: str, winner: int | list[int] | None) -> None:
        t = self.tally(game, preset)
        t.matches += 1
        t.won += winner == HUMAN or (isinstance(winner, list) and HUMAN in winner)

    def reset(self) -> None:
        self.tallies.clear()

    def to_json(self) -> str:
        data = {"format": FORMAT, "tallies": {k: asdict(v) for k, v in sorted(self.tallies.items())}}
        return json.dumps(data, indent=2) + "\n"


@dataclass(frozen=True)
class Loaded:
    stats: Statistics
    message: str = ""
    set_aside: Path | None = None


def default_path() -> Path:
    return storage.data_dir() / FILE_NAME


def load(path: Path | None = None) -> Loaded:
    """Read the statistics; never raises (a damaged file is set aside)."""
    path = default_path() if path is None else path
    try:
        data = storage.read_json_object(path, "tallies")
    except storage.Unusable as e:
        return _damaged(path, str(e))
    if data is None:
        return Loaded(Statistics())
    if data.get("format", FORMAT) != FORMAT:
        return _damaged(
            path, _("has an unknown format version {version}").format(version=repr(data.get("format")))
        )
    return Loaded(Statistics({str(k): Tally.from_dict(v) for k, v in data.get("tallies", {}).items()}))


def _damaged(path: Path, why: str) -> Loaded:
    moved = storage.set_aside(path)
    message = _("The statistics file {why}, so counting starts afresh.").format(why=why)
    if moved:
        message = _("{message} It was kept as {name}.").format(message=message, name=moved.name)
    log.warning("%s: %s", path, message)
    return Loaded(Statistics(), message, moved)


def save(stats: Statistics, path: Path | None = None) -> None:
    storage.atomic_write_text(default_path() if path is None else path, stats.to_json())
