"""Play from here (issue 24, part 3): a practice table at a reviewed decision.

The practice match is the record replayed up to that action (``game.record``, the same
dealer and layout), so every hand and pile, hidden ones too, is what it was then; the
CPU players play on with those cards. A practice deal never counts: no statistics, no
autosave, no match score, no daily record (``save=False``, ``stats=None``, a match of
its own that "Continue" never resumes). Its summary shows its result beside the
original's and leads back to the review or to the same position again.
"""

from __future__ import annotations

from collections.abc import Callable

from game.i18n import _
from game.match import Match
from game.record import DealRecord, Record

from .controller import Controller
from .words import score_change


def practice_match(record: Record, deal: int, index: int) -> Match:
    """Deal ``deal`` (0-based) of ``record`` after its first ``index`` actions, with the
    deals before it (they decide its dealer and the totals it was dealt with)."""
    d = record.deals[deal]
    deals = [*record.deals[:deal], DealRecord(d.dealer, d.layout, d.seed, list(d.actions[:index]))]
    prefix = Record(record.game, record.preset, record.options, record.players, deals, record.seed)
    return Match.from_record(prefix)


class PracticeController(Controller):
    """A practice deal from action ``start``: undo goes back no further than there, and the
    summary offers the review again (``back``) or the same position once more (``again``)."""

    keeps_match = False

    def __init__(
        self,
        match: Match,
        level: str,
        *,
        start: int,
        original: int | None,
        back: Callable[[], None],
        again: Callable[[], None],
        **kw: object,
    ) -> None:
        super().__init__(match, level, save=False, stats=None, **kw)  # type: ignore[arg-type]
        self.start = start
        self.original = original
        self.back, self.again = back, again

    def can_undo(self) -> bool:
        history = self.match.state.history
        return any(seat in self.humans for seat, _ in history[self.start :])

    def undo(self) -> bool:
        return self.can_undo() and super().undo()

    def can_replay(self) -> bool:
        return False

    def replay_deal(self) -> bool:
        return False

    def end_line(self) -> str:
        """'Original −16 · this line +12' once the deal is over."""
        m = self.match
        if not m.deal_over or not m.outcomes:
            return ""
        mine = score_change(m.outcomes[-1].scores[0])
        if self.original is None:
            return _("This line {score}").format(score=mine)
        return _("Original {original} · this line {score}").format(
            original=score_change(self.original), score=mine
        )

    def end_buttons(self) -> list[tuple[str, Callable[[], None]]] | None:
        return [(_("Back to the review"), self.back), (_("Play again from here"), self.again)]

    def leave(self) -> tuple[str, Callable[[], None]] | None:
        return (_("Back to the review"), self.back)
