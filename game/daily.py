"""The deal of the day: one deal per game and date, played once for the record.

The deal is the first deal of ``Match(config, seed=daily_seed(...))`` where ``config`` is
the game's default preset, options and player count. The seed is

    int.from_bytes(sha256(f"tricktable daily {version} {game} {date:%Y-%m-%d}").digest()[:8], "big")

(``version`` is ``game.__version__``; the date is the player's own calendar day), so
everyone playing the same version on the same date gets the same cards, seats and dealer.
A deal that ends without a card played and without a score (an all-pass auction, a
redeal) does not count: the match's next deal, dealt from the same seeded rng, is played
instead (``result``), up to ``MAX_DEALS`` deals.

The record is a file of its own (``daily.json`` in the user data folder), never part of
the match statistics: per date and game the player's score, or none when the deal was
started and left unfinished (it cannot be played again that day: starting it shows the
cards), and the par (``ai.par``) once computed. A damaged file is set aside and the daily
record starts afresh; nothing else is touched.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import logging
from dataclasses import dataclass
from pathlib import Path

from game import __version__, storage
from game.i18n import _
from game.match import Match
from game.rules import GameConfig, get_ruleset

FILE_NAME = "daily.json"
FORMAT = 1
SEAT = 0  # the player's seat, as in every match
OPPONENTS = "normal"
"""The CPU level of the opponents in every daily deal (and in its par)."""
MAX_DEALS = 8
"""After this many deals without play the last one counts as it ended."""
log = logging.getLogger(__name__)


def daily_seed(game: str, date: dt.date, version: str = __version__) -> int:
    """The seed of ``game``'s deal of ``date`` (see the module's docstring)."""
    text = f"tricktable daily {version} {game} {date:%Y-%m-%d}"
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


def daily_config(game: str) -> GameConfig:
    """The game's default preset, options and player count."""
    return get_ruleset(game).config()


def daily_match(game: str, date: dt.date, version: str = __version__) -> Match:
    """A match whose first deal is the deal of the day."""
    return Match(daily_config(game), seed=daily_seed(game, date, version))


def result(match: Match) -> int | None:
    """The player's score of the daily deal once it is decided, else None (still in play,
    or a deal without play that the next deal replaces: ``needs_next_deal``)."""
    if not match.deal_over or not match.outcomes:
        return None
    outcome = match.outcomes[-1]
    played = any(outcome.scores) or any(a.startswith("play") for a in match.deals[-1].actions)
    if not played and len(match.deals) < MAX_DEALS and not match.over:
        return None
    return outcome.scores[SEAT]


def needs_next_deal(match: Match) -> bool:
    """The current deal ended without play: the daily deal is the next one."""
    return match.deal_over and not match.over and result(match) is None


@dataclass
class Entry:
    """One game's daily deal on one date: ``score`` None while unfinished (or abandoned)."""

    score: int | None = None
    par: int | None = None

    def to_dict(self) -> dict[str, int | None]:
        return {"score": self.score, "par": self.par}

    @classmethod
    def from_dict(cls, data: object) -> Entry:
        e = cls()
        if isinstance(data, dict):
            for name in ("score", "par"):
                v = data.get(name)
                if isinstance(v, int) and not isinstance(v, bool):
                    setattr(e, name, v)
        return e


class DailyBook:
    """Every daily deal played, by ISO date and game."""

    def __init__(self, days: dict[str, dict[str, Entry]] | None = None) -> None:
        self.days: dict[str, dict[str, Entry]] = days or {}

    def entry(self, game: str, date: dt.date) -> Entry | None:
        return self.days.get(date.isoformat(), {}).get(game)

    def can_play(self, game: str, date: dt.date) -> bool:
        return self.entry(game, date) is None

    def start(self, game: str, date: dt.date) -> bool:
        """Mark the deal as begun; False when it was already begun (or played) that day."""
        if not self.can_play(game, date):
            return False
        self.days.setdefault(date.isoformat(), {})[game] = Entry()
        return True

    def finish(self, game: str, date: dt.date, score: int) -> bool:
        """Record the score of a begun deal; False when there is none or it has a score."""
        e = self.entry(game, date)
        if e is None or e.score is not None:
            return False
        e.score = score
        return True

    def set_par(self, game: str, date: dt.date, par: int) -> None:
        e = self.entry(game, date)
        if e is not None:
            e.par = par

    def streak(self, game: str, today: dt.date) -> int:
        """Consecutive days with a finished daily deal of ``game``, up to today (or up to
        yesterday while today's is not begun); an abandoned or missed day ends it."""
        day = today if self.entry(game, today) is not None else today - dt.timedelta(days=1)
        n = 0
        while (e := self.entry(game, day)) is not None and e.score is not None:
            n += 1
            day -= dt.timedelta(days=1)
        return n

    def played(self, game: str) -> int:
        """Daily deals of ``game`` finished, on any date."""
        return sum(1 for d in self.days.values() if (e := d.get(game)) is not None and e.score is not None)

    def to_json(self) -> str:
        days = {d: {g: e.to_dict() for g, e in sorted(v.items())} for d, v in sorted(self.days.items())}
        return json.dumps({"format": FORMAT, "days": days}, indent=2) + "\n"


@dataclass(frozen=True)
class Loaded:
    book: DailyBook
    message: str = ""
    set_aside: Path | None = None


def default_path() -> Path:
    return storage.data_dir() / FILE_NAME


def load(path: Path | None = None) -> Loaded:
    """Read the daily record; never raises (a damaged file is set aside)."""
    path = default_path() if path is None else path
    try:
        data = storage.read_json_object(path, "days")
    except storage.Unusable as e:
        return _damaged(path, str(e))
    if data is None:
        return Loaded(DailyBook())
    if not isinstance(data.get("days"), dict):
        return _damaged(path, _("does not hold statistics"))
    if data.get("format") != FORMAT:
        return _damaged(
            path, _("has an unknown format version {version}").format(version=repr(data.get("format")))
        )
    days = {
        str(d): {str(g): Entry.from_dict(e) for g, e in games.items()}
        for d, games in data["days"].items()
        if isinstance(games, dict)
    }
    return Loaded(DailyBook(days))


def _damaged(path: Path, why: str) -> Loaded:
    moved = storage.set_aside(path)
    message = _("The deal-of-the-day file {why}, so its record starts afresh.").format(why=why)
    if moved:
        message = _("{message} It was kept as {name}.").format(message=message, name=moved.name)
    log.warning("%s: %s", path, message)
    return Loaded(DailyBook(), message, moved)


def save(book: DailyBook, path: Path | None = None) -> None:
    storage.atomic_write_text(default_path() if path is None else path, book.to_json())
