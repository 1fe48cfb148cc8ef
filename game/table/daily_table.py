"""The deal of the day at the table: its record (``game.daily``), par in the background, and
the controller that plays it once.

A daily deal is begun for the record as soon as it is dealt (its cards are then seen), so
leaving it before its end (Esc to the start screen, quitting, a crash) abandons it: it
cannot be played again that day and ends the streak, as in other games' daily challenges.
It is played without hints or the coach, undo or "Replay this deal", against CPU players of level
``game.daily.OPPONENTS``; it never enters the match statistics or the autosave.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from pathlib import Path

from ai.par import ParWorker
from game import daily
from game.i18n import N_, _
from game.match import Match
from game.rules import get_ruleset

from .controller import Controller
from .words import game_title, labelled, score_change

DAILY = N_("Deal of the day")
PAR_PENDING = "…"
PAR_UNKNOWN = "?"


def result_text(entry: daily.Entry) -> str:
    """'You −16 · par +12' (par '…' while it is computed)."""
    you = PAR_UNKNOWN if entry.score is None else score_change(entry.score)
    par = PAR_PENDING if entry.par is None else score_change(entry.par)
    return _("You {you} · par {par}").format(you=you, par=par)


def streak_text(n: int) -> str:
    return _("streak {n}").format(n=n)


def daily_title(game: str) -> str:
    """The daily deal's game and rule set: 'Prisdorf Fipsen'."""
    config = daily.daily_config(game)
    rs = get_ruleset(game)
    return game_title(rs.title, rs.preset(config.preset).title)


class DailyService:
    """The daily record of this app (loaded at start, saved after each change) and the par
    computations under way, one per game and date."""

    def __init__(
        self,
        path: Path | None,
        persist: bool,
        today: Callable[[], dt.date] = dt.date.today,
        start_par: Callable[[str, dt.date], ParWorker] = ParWorker,
    ) -> None:
        loaded = daily.load(path)
        self.book, self.message = loaded.book, loaded.message
        self.path, self.persist, self.today = path, persist, today
        self.start_par = start_par
        self.workers: dict[tuple[str, dt.date], ParWorker] = {}

    def save(self) -> None:
        if self.persist:
            try:
                daily.save(self.book, self.path)
            except OSError:
                pass  # the record is a convenience; never stop the game for it

    def label(self, game: str) -> str:
        """The start screen's line: 'Deal of the day: Prisdorf Fipsen · streak 3', with
        today's result once begun."""
        today = self.today()
        entry = self.book.entry(game, today)
        parts = [labelled(_(DAILY), daily_title(game))]
        if entry is not None:
            parts.append(result_text(entry))
        parts.append(streak_text(self.book.streak(game, today)))
        return " · ".join(parts)

    def stats_line(self, game: str, title: str) -> str:
        """The statistics screen's line of one game (empty when never played)."""
        if not any(game in d for d in self.book.days.values()):
            return ""
        today = self.today()
        parts = [
            title,
            _("played {n}").format(n=self.book.played(game)),
            streak_text(self.book.streak(game, today)),
        ]
        entry = self.book.entry(game, today)
        if entry is not None:
            parts.append(result_text(entry))
        return " · ".join(parts)

    def begin(self, game: str) -> Match | None:
        """Today's deal of ``game``, recorded as begun; None when it was begun already."""
        today = self.today()
        if not self.book.start(game, today):
            return None
        self.save()
        self.want_par(game, today)
        return daily.daily_match(game, today)

    def want_par(self, game: str, date: dt.date) -> None:
        """Compute par in the background unless it is known or under way."""
        entry = self.book.entry(game, date)
        if entry is not None and entry.par is None and (game, date) not in self.workers:
            self.workers[(game, date)] = self.start_par(game, date)

    def poll(self) -> bool:
        """Collect finished par computations; True when one arrived."""
        arrived = False
        for (game, date), worker in list(self.workers.items()):
            value = worker.poll()
            if worker.done:
                del self.workers[(game, date)]
            if value is not None:
                self.book.set_par(game, date, value)
                arrived = True
        if arrived:
            self.save()
        return arrived

    def close(self) -> None:
        for worker in self.workers.values():
            worker.close()
        self.workers.clear()


class DailyController(Controller):
    """Plays today's deal of one game once: no hints, coach, undo or replays; its result goes to
    the daily record when decided (a deal without play is followed by the next one)."""

    keeps_match = False
    coached = False  # no hints and no coach at the deal of the day

    def __init__(self, match: Match, service: DailyService, **kw: object) -> None:
        self.service = service
        self.game = match.config.game
        self.date = service.today()
        seed = daily.daily_seed(self.game, self.date)
        super().__init__(match, daily.OPPONENTS, seed=seed, save=False, stats=None, **kw)  # type: ignore[arg-type]

    @property
    def entry(self) -> daily.Entry | None:
        return self.service.book.entry(self.game, self.date)

    @property
    def decided(self) -> bool:
        return daily.result(self.match) is not None

    def can_undo(self) -> bool:
        return False

    def undo(self) -> bool:
        return False

    def can_replay(self) -> bool:
        return False

    def replay_deal(self) -> bool:
        return False

    def _after_change(self) -> None:
        super()._after_change()
        score = daily.result(self.match)
        if score is not None and self.service.book.finish(self.game, self.date, score):
            self.service.save()
