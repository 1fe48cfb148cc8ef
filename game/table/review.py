"""What the review of a deal shows (issue 24, part 2), without drawing: the human seat's
decisions in order, the position before each as that seat saw it (or with every hand
open), the analysis's numbers for each (``ai.analysis``, JSON as ``Analysis.to_json``)
and a one-line explanation built from them.

The positions come from replaying the record (``ai.analysis.deal_start``), so they are
there at once; the grades arrive with the analysis.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ai.analysis import deal_start
from game.i18n import N_, _
from game.record import Record, apply_recorded, replay
from game.rules import Action, State, View
from game.rules.message import Message
from game.rules.state import revealed

from . import words

GRADE_NAMES = {"?!": N_("Inaccuracy"), "?": N_("Mistake"), "??": N_("Blunder")}
"""The analysis's grades (``GameAI.grades``) as a chess program names them."""


@dataclass
class Step:
    """One decision of the reviewed seat: ``index`` is the action's index in the deal,
    ``state`` the position before it; ``since`` is where the phase whose announcements are
    still on show began (as the table's ``phase_start``)."""

    index: int
    state: State
    taken: Action
    since: int
    analysis: dict[str, Any] | None = None

    @property
    def grade(self) -> str | None:
        return None if self.analysis is None else self.analysis.get("grade")

    @property
    def forced(self) -> bool:
        return len(self.state.legal_actions()) == 1

    def action(self, text: str | None) -> Action | None:
        """An action of this position from its text (None for none or one that is not legal here)."""
        if not text:
            return None
        try:
            action = self.state.parse_action(text)
        except ValueError:
            return None
        return action if action in self.state.legal_actions() else None

    @property
    def better(self) -> Action | None:
        """The better action the analysis found, when the one taken was graded."""
        if not self.grade or self.analysis is None:
            return None
        better = self.action(self.analysis.get("best"))
        return None if better == self.taken else better

    @property
    def expected(self) -> tuple[float, float] | None:
        """The expected score of the action taken and of the best (None: not weighed)."""
        a = self.analysis
        if a is None or a.get("expected") is None or a.get("best_expected") is None:
            return None
        return float(a["expected"]), float(a["best_expected"])


@dataclass
class Review:
    """One deal of a record, reviewed for ``seat``."""

    record: Record
    deal: int
    seat: int = 0
    steps: list[Step] = field(default_factory=list)
    totals: list[int] = field(default_factory=list)
    original: int | None = None  # the seat's score of the deal as it was played

    @classmethod
    def of(cls, record: Record, deal: int, seat: int = 0) -> Review:
        """Replay the deal (raises RecordError when it does not replay)."""
        review = cls(record, deal, seat)
        state = deal_start(record, deal)
        fresh = _fresh_phases(record.game)
        phase, since = state.view(seat).phase, 0
        for j, text in enumerate(record.deals[deal].actions):
            if state.to_move == seat:
                review.steps.append(Step(j, state.clone(), state.parse_action(text), since))
            apply_recorded(state, text, deal, j)
            now = state.view(seat).phase
            if now != phase and now in fresh:
                since = j + 1
            phase = now
        outcome = state.outcome()
        review.original = None if outcome is None else outcome.scores[seat]
        prefix = Record(record.game, record.preset, record.options, record.players, record.deals[:deal])
        review.totals = replay(prefix)[1]
        return review

    def merge(self, analysis: dict[str, Any]) -> None:
        """Attach the analysis's decisions to the steps, by action index."""
        by_index = {d.get("index"): d for d in analysis.get("decisions", ()) if isinstance(d, dict)}
        for step in self.steps:
            step.analysis = by_index.get(step.index, step.analysis)

    def view(self, i: int, open_hands: bool = False) -> View:
        """The position before step ``i`` as the seat saw it, or with every card face up."""
        state = self.steps[i].state
        view = state.view(self.seat)
        return revealed(view, state.locations()) if open_hands else view

    def costliest(self) -> int | None:
        """The step that lost the most expected score, if any was graded."""
        graded = [(i, s.expected) for i, s in enumerate(self.steps) if s.grade and s.expected]
        if not graded:
            return None
        return max(graded, key=lambda g: (g[1][1] - g[1][0], -g[0]))[0]


def _fresh_phases(game: str) -> frozenset[str]:
    from .layout import game_layout

    return game_layout(game).fresh_phases


def points(x: float) -> str:
    """'1.8'; big scores (Huutopussi's hundreds) without the tenths."""
    return f"{x:.0f}" if abs(x) >= 100 else f"{x:.1f}"


def explain(step: Step, reason: Message | None = None) -> str:
    """The decision in one line, from the analysis's numbers: 'You lose 1.8 points: Q♠ was
    better.' ``reason`` is a short phrase of the game's rules of thumb about the better
    action ('draws the last trump'), added in brackets when given."""
    if step.forced:
        return _("The only legal choice.")
    if step.analysis is None:
        return _("Not analysed yet.")
    numbers = step.expected
    if numbers is None:
        return _("Not weighed by the analysis.")
    taken, best = numbers
    better = step.better
    if better is not None:
        line = _("You lose {points} points: {better} was better.").format(
            points=points(best - taken), better=words.action_label(better)
        )
        if reason is not None:
            line = _("{line} ({reason})").format(line=line, reason=words.translate(reason))
        return line
    other = step.action(step.analysis.get("best"))
    if other is None or other == step.taken or best - taken < 0.05:
        return _("The best choice: expected score {value}.").format(value=points(taken))
    return _("A sound choice: {better} was only {points} points better.").format(
        better=words.action_label(other), points=points(best - taken)
    )


def open_line(step: Step) -> str:
    """What the analysis found with every card visible: 'Open hands: best Q♠ +6.0, yours +2.0'."""
    a = step.analysis
    if a is None or step.forced or not isinstance(a.get("open"), dict):
        return ""
    op = a["open"]
    best, mine, value = step.action(op.get("best")), op.get("expected"), op.get("best_expected")
    if best is None or mine is None or value is None:
        return ""
    return _("With open hands: best {best} {value}, yours {mine}").format(
        best=words.action_label(best), value=signed(value), mine=signed(mine)
    )


def signed(x: float) -> str:
    return f"{x:+.0f}" if abs(x) >= 100 else f"{x:+.1f}"


def grade_name(grade: str | None) -> str:
    return _(GRADE_NAMES[grade]) if grade in GRADE_NAMES else ""
