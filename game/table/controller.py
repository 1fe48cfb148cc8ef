"""The match at the table: who is human, asking the CPU players, pacing, undo, autosave.

No drawing here. The scene asks ``tick(now)`` once per frame while nothing animates; a CPU
move is applied once the worker has answered and its pause has passed, so a person can
follow. The worker thinks in another process, so the window never freezes.
"""

from __future__ import annotations

import hashlib
import logging
import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from ai.coach import Assessment, Candidate, CoachWorker
from ai.worker import AgentWorker
from game import autosave
from game.i18n import _
from game.match import Match
from game.rules import Action, GameConfig, IllegalAction, View
from game.rules.state import revealed
from game.table import words

if TYPE_CHECKING:
    from .statkeeper import StatKeeper

log = logging.getLogger(__name__)

# Seconds between two CPU moves (after the previous animation ended).
PACE = {"slow": 1.1, "normal": 0.55, "fast": 0.2, "instant": 0.0}
ANNOUNCE_PACE = {"slow": 2.0, "normal": 1.2, "fast": 0.5, "instant": 0.0}
"""Seconds after a CPU player's bid or call before the next CPU player may act."""
Position = tuple[int, tuple[str, ...]]
"""The number of deals and the current deal's actions so far."""


def hint_seed(view: View) -> int:
    """The seed of a hint's and the coach's judging: the same for every position that looks
    the same to the seat, so that it gives the same candidates there."""
    digest = hashlib.sha256(repr(view).encode()).digest()
    return int.from_bytes(digest[:4], "big") >> 1


class Controller:
    """Runs a ``Match`` for one human (seat 0, unless ``humans`` says otherwise)."""

    keeps_match = True  # "Continue" on the start screen resumes it when it is left unfinished

    def __init__(
        self,
        match: Match,
        level: str,
        *,
        humans: Sequence[int] = (0,),
        worker: AgentWorker | None = None,
        seed: int | None = None,
        save: bool = True,
        stats: StatKeeper | None = None,
        coach: CoachWorker | None = None,
    ) -> None:
        self.match = match
        self.stats = stats
        self.level = level
        self.humans = set(humans)
        self.worker = worker if worker is not None else AgentWorker()
        self.worker.on_failure = self._cpu_failed
        self.cpu_failures = 0  # CPU decisions that failed and were replaced (the log has each)
        self.owns_worker = worker is None
        self.rng = random.Random(seed)
        self.save = save
        self.save_error = ""
        self._requested: tuple[int, int] | None = None
        self.not_before = 0.0
        self.coach = coach  # judges the human's decisions; started when first needed
        self.owns_coach = coach is None
        self.coaching = False  # the Coach setting: warn before a blunder (the scene keeps it current)
        self._hint_for: Position | None = None  # the position a hint was asked for
        self._judging: Position | None = None  # the position the coach works on
        self._judged: dict[Position, Assessment] = {}  # the judged positions of this deal

    def _cpu_failed(self, failure: str) -> None:
        """A CPU decision failed and another legal move was played: log it with the match's
        record so far (``python -m game replay`` reproduces the position)."""
        self.cpu_failures += 1
        log.error(
            "a CPU player failed; it played another legal move instead\n%s\nthe match so far:\n%s",
            failure,
            self.match.to_record().dumps(),
        )

    @classmethod
    def new(cls, config: GameConfig, level: str, *, seed: int | None = None, **kw: object) -> Controller:
        return cls(Match(config, seed=seed), level, seed=seed, **kw)  # type: ignore[arg-type]

    # --- reading ---------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.match.config.players

    def view(self, seat: int = 0) -> View:
        """What ``seat`` sees; once the deal is over, every card face up."""
        state = self.match.state
        view = state.view(seat)
        return revealed(view, state.locations()) if state.to_move is None else view

    @property
    def to_move(self) -> int | None:
        return self.match.state.to_move

    def human_to_move(self) -> bool:
        return self.to_move is not None and self.to_move in self.humans

    def cpu_to_move(self) -> bool:
        return self.to_move is not None and self.to_move not in self.humans

    # --- acting ----------------------------------------------------------------------------
    def _position(self) -> Position:
        """Where the match is: a position is the same only with the same actions (not merely
        as many after an undo)."""
        return (len(self.match.deals), tuple(self.match.deals[-1].actions))

    def request_hint(self) -> bool:
        """Ask the coach for the best three actions in the human's place (judged from what he
        knows, ai/coach.py). A hint belongs to its position: asked again there, it is the
        same (kept, not judged again)."""
        seat = self.to_move
        if seat is None or seat not in self.humans or not self.coached:
            return False
        self._hint_for = self._position()
        self._judge()
        return True

    @property
    def hint_pending(self) -> bool:
        return self._hint_for is not None

    def poll_hint(self) -> Assessment | None:
        """The judged candidates once ready (for the position the hint was asked for), else
        None; an assessment that failed has no candidates."""
        if self._hint_for is None:
            return None
        if self._hint_for != self._position():
            self._hint_for = None
            return None
        judged = self._poll_coach()
        if judged is not None:
            self._hint_for = None
        return judged

    def think_ahead(self) -> None:
        """With the Coach on, judge the human's decision as soon as it is his turn, so the
        answer is usually ready when he plays."""
        if self.coaching and self.coached and self.human_to_move():
            self._judge()
            self._poll_coach()

    def coach_warning(self, action: Action) -> tuple[float, Candidate] | None:
        """With the Coach on: the expected score ``action`` loses and the best candidate when
        it is a blunder (``??``, ai/coach.py); None otherwise and while the judging is not
        ready (the human is never kept waiting)."""
        if not (self.coaching and self.coached and self.human_to_move()):
            return None
        judged = self._poll_coach()
        loss = None if judged is None else judged.blunder_loss(action.text)
        if judged is None or loss is None or judged.best is None:
            return None
        return loss, judged.best

    coached = True
    """Whether the coach may help in this match (hints, warnings)."""

    def _judge(self) -> None:
        """Ask the coach about the current position unless it is judged or on its way."""
        position = self._position()
        if position in self._judged or self._judging == position or not self.coached:
            return
        if self.coach is None:
            self.coach = CoachWorker(use_process=self.worker.in_process)
        self._judging = position
        seat = self.to_move
        assert seat is not None
        self.coach.request(self.match.state, hint_seed(self.view(seat)))

    def _poll_coach(self) -> Assessment | None:
        """The current position's assessment once ready (kept for this deal), else None."""
        position = self._position()
        if self._judging == position and self.coach is not None:
            judged = self.coach.poll()
            if judged is not None:
                self._judging = None
                if judged.error:
                    log.error("the coach could not judge a decision: %s", judged.error)
                self._judged = {p: a for p, a in self._judged.items() if p[0] == position[0]}
                self._judged[position] = judged
        return self._judged.get(position)

    def _stop_judging(self) -> None:
        """The position changed: the coach's work on the old one is no longer wanted."""
        self._hint_for = None
        if self._judging is not None and self.coach is not None:
            self.coach.cancel()
        self._judging = None

    def play(self, action: Action) -> str:
        """Apply the human's action. Returns '' on success, else why it is illegal."""
        try:
            self.match.apply(action)
        except IllegalAction as e:
            return words.translate(e.reason) if e.reason else _("That is not allowed now")
        self._stop_judging()
        self._after_change()
        return ""

    def tick(self, now: float) -> Action | None:
        """Let a CPU player move if it has decided and its pause is over; return its action."""
        seat = self.to_move
        if seat is None or seat in self.humans:
            return None
        marker = (len(self.match.deals), len(self.match.state.history))
        if self._requested != marker:
            self.worker.request(self.match.state, seat, self.level, self.rng.randrange(2**31))
            self._requested = marker
        if now < self.not_before:
            return None
        action = self.worker.poll()
        if action is None:
            return None
        self.match.apply(action)
        self._after_change()
        return action

    def next_deal(self) -> None:
        self._stop_judging()
        self.match.next_deal()
        self._after_change()

    def can_undo(self) -> bool:
        return any(self.match.can_undo(s) for s in self.humans)

    def phase_start(self, fresh: frozenset[str]) -> int:
        """How many decisions of the current deal came before the last start of one of the
        ``fresh`` phases (in the human's view), found by replaying the deal from its record;
        0 when none has begun."""
        m = self.match
        deal, dealer = m.deals[-1], m.dealers[-1]
        totals = m.totals
        if m.deal_over and m.outcomes:  # the totals as they were when this deal was dealt
            totals = [t - s for t, s in zip(totals, m.outcomes[-1].scores, strict=True)]
        state = m.ruleset.new_deal(m.config, dealer, layout=deal.layout, totals=tuple(totals))
        phase, start = state.view(0).phase, 0
        for i, text in enumerate(deal.actions):
            state.apply(state.parse_action(text))
            now = state.view(0).phase
            if now != phase and now in fresh:
                start = i + 1
            phase = now
        return start

    def undo(self) -> bool:
        """Back to before the human's last decision in this deal."""
        self.worker.cancel()
        self._requested = None
        self._stop_judging()
        done = any(self.match.undo(s) for s in sorted(self.humans))
        if done:
            self._after_change()
        return done

    def can_replay(self) -> bool:
        """Whether "Replay this deal" has something to do: a finished deal while the match
        goes on, or a deal in progress with play to take back."""
        m = self.match
        return not m.over and (m.deal_over or bool(m.state.history))

    def replay_deal(self) -> bool:
        """The current deal again with the same cards: once it is over as the next deal, a
        replay that counts like any other (``Match.replay_deal``); while it goes on, from
        its start (``Match.restart_deal``)."""
        if not self.can_replay():
            return False
        self.worker.cancel()
        self._requested = None
        self._stop_judging()
        if self.match.deal_over:
            self.match.replay_deal()
        else:
            self.match.restart_deal()
        self._after_change()
        return True

    # --- hooks of a table with its own ending (play from here: ``practice``) ------------------
    def end_line(self) -> str:
        """One more line in a deal's summary ('' for none)."""
        return ""

    def end_buttons(self) -> list[tuple[str, Callable[[], None]]] | None:
        """A deal summary's own buttons (None: the usual ones)."""
        return None

    def leave(self) -> tuple[str, Callable[[], None]] | None:
        """The menu's way out, when not "Leave this game" to the start screen."""
        return None

    def _after_change(self) -> None:
        self._requested = None
        if self.stats is not None:
            self.stats.update(self.match)
        if not self.save:
            return
        try:
            if self.match.over:
                autosave.clear()
            else:
                autosave.save(self.match)
            self.save_error = ""
        except OSError as e:
            self.save_error = _("The game could not be saved: {error}").format(error=e.strerror or e)

    def close(self) -> None:
        """Stop thinking; close the workers this controller started."""
        self.worker.cancel()
        if self.owns_worker:
            self.worker.close()
        if self.coach is not None:
            self.coach.cancel()
            if self.owns_coach:
                self.coach.close()
