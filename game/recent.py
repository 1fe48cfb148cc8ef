"""The last finished deals, kept for the review (issue 24): ``recent.json`` beside the statistics.

Each entry is a record of its match up to and including the deal (``Record``: the earlier
deals decide its dealer and the totals it was dealt with), the deal's index in it, the
human seat's score and when it ended. The newest ``KEEP`` entries stay. Deals thrown in
without play are not kept. Written atomically; a damaged file is set aside (and logged)
with a clear message and the list starts afresh; nothing else is touched.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import storage
from game.i18n import _
from game.match import Match
from game.record import Record, RecordError

FILE_NAME = "recent.json"
FORMAT = 1
KEEP = 20
SEAT = 0
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Recent:
    """One finished deal: ``deal`` (0-based) of ``record``; ``score`` is the human seat's."""

    record: Record
    deal: int
    score: int
    ended: str  # local time, "2026-11-26 11:02"

    def to_json(self) -> dict[str, Any]:
        return {"record": self.record.to_json(), "deal": self.deal, "score": self.score, "ended": self.ended}

    @classmethod
    def from_json(cls, data: object) -> Recent:
        """Raises RecordError (a ValueError) for an entry that is not one."""
        if not isinstance(data, dict):
            raise RecordError("an entry must be an object")
        record = Record.from_json(data.get("record"))
        deal, score, ended = data.get("deal"), data.get("score"), data.get("ended", "")
        if not isinstance(deal, int) or not _whole(deal) or not 0 <= deal < len(record.deals):
            raise RecordError("an entry needs a deal of its record")
        if not isinstance(score, int) or not _whole(score):
            raise RecordError("an entry needs a score")
        return cls(record, deal, score, str(ended))


def _whole(v: int) -> bool:
    return not isinstance(v, bool)


@dataclass
class RecentDeals:
    entries: list[Recent] = field(default_factory=list)

    def add(self, match: Match, deal: int, when: str | None = None) -> None:
        """Keep deal ``deal`` (0-based, finished) of ``match``; the oldest beyond ``KEEP`` go."""
        full = match.to_record()
        record = Record(full.game, full.preset, full.options, full.players, full.deals[: deal + 1])
        score = match.outcomes[deal].scores[SEAT]
        stamp = when or time.strftime("%Y-%m-%d %H:%M")
        self.entries = [Recent(record, deal, score, stamp), *self.entries][:KEEP]

    def to_json(self) -> str:
        return json.dumps({"format": FORMAT, "deals": [e.to_json() for e in self.entries]}) + "\n"


@dataclass(frozen=True)
class Loaded:
    recent: RecentDeals
    message: str = ""


def default_path() -> Path:
    return storage.data_dir() / FILE_NAME


def load(path: Path | None = None) -> Loaded:
    """Read the recent deals; never raises (a damaged file is set aside, an unreadable
    entry is left out)."""
    path = default_path() if path is None else path
    try:
        data = storage.read_json_object(path, "recent")
    except storage.Unusable as e:
        return _damaged(path, str(e))
    if data is None:
        return Loaded(RecentDeals())
    raw = data.get("deals")
    if data.get("format") != FORMAT or not isinstance(raw, list):
        return _damaged(path, _("does not hold recent deals"))
    entries = []
    for item in raw[:KEEP]:
        try:
            entries.append(Recent.from_json(item))
        except (RecordError, ValueError, TypeError) as e:
            log.warning("%s: an entry was left out: %s", path, e)
    return Loaded(RecentDeals(entries))


def _damaged(path: Path, why: str) -> Loaded:
    moved = storage.set_aside(path)
    message = _("The file of recent deals {why}, so the list starts afresh.").format(why=why)
    if moved:
        message = _("{message} It was kept as {name}.").format(message=message, name=moved.name)
    log.warning("%s: %s", path, message)
    return Loaded(RecentDeals(), message)


def save(recent: RecentDeals, path: Path | None = None) -> None:
    storage.atomic_write_text(default_path() if path is None else path, recent.to_json())
