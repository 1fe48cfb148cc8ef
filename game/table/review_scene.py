"""The review of a deal at the table (issue 24, part 2).

The table above shows the position before each of the player's decisions as he saw it
(the table's renderer, placement and hud), or with every hand open (O); the strip below
names the decision, its grade and what it cost in one line, and charts the expected score
along the deal (``review_chart``). ←/→ step through the decisions, Home/End jump, C goes
to the costliest, P plays on from the decision shown (``practice``), Esc goes back to
where the review was opened. The analysis runs in the background
(``ai.analysis_worker``): its progress shows in the top bar, the positions can be browsed
meanwhile, and leaving cancels it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from ai.analysis_worker import AnalysisStatus
from ai.explain import reason
from game.i18n import _
from game.record import Record
from game.rules import Action, View
from game.rules.message import Message

from . import canvas, hud, notes, review_chart, text, theme, words
from .animation import resting
from .coach_view import card_keys
from .input import ActionMap
from .layout import Layout, game_layout
from .practice import PracticeController, practice_match
from .renderer import TableRenderer
from .review import Review, Step, explain, grade_name, open_line, points
from .scene import HAND, Key, Sprite, card_key, display_order, place, trump_of
from .table_scene import TableScene
from .widgets import Button, draw_button, draw_panel, row_of_buttons

if TYPE_CHECKING:
    from .app import App, Scene

STRIP = 150
"""The height of the review's strip under the table, in units of the window."""


def action_keys(final: dict[Key, Sprite], amap: ActionMap, action: Action | None) -> set[Key]:
    """The cards of ``action`` as they lie on the table (both copies of a Finesse twin)."""
    return set() if action is None or not action.cards else card_keys(action, final, amap)


def open_placement(closed: View, opened: View, layout: Layout) -> dict[Key, Sprite]:
    """Every card with the other seats' hidden cards face up in their own fans (where their
    backs lie, sorted as a player sorts a hand), not in rows beside them as at a deal's end:
    there they would lie on the seats' table cards."""
    shut, shown = place(closed, layout), place(opened, layout)
    out = {k: s for k, s in shown.items() if s.seat in (0, None) or not s.where.startswith("hand")}
    trump, by_rank = trump_of(opened), opened.phase in layout.game.rank_order_phases
    for seat in range(1, closed.players):
        known = {c.id for c in closed.hands[seat] if c is not None}
        hidden = [c for c in opened.hands[seat] if c is not None and c.id not in known]
        mine = [s for s in shut.values() if s.where == f"hand{seat}"]
        backs = [s for s in mine if s.card is None]
        for s, c in zip(backs, display_order(hidden, trump, by_rank), strict=True):
            out[card_key(c)] = replace(s, key=card_key(c), card=c)
        out.update({s.key: s for s in mine if s.card is not None})
    return out


log = logging.getLogger("tricktable.review")


class ReviewScene:
    """Steps through the human seat's decisions of one deal (see the module's docstring)."""

    def __init__(self, app: App, record: Record, deal: int, back: Scene, seat: int = 0) -> None:
        self.app = app
        self.back = back
        self.review = Review.of(record, deal, seat)
        self.title = words.game_title(record.ruleset.title, record.ruleset.preset(record.preset).title)
        self.i = 0
        self.moved = False  # the player stepped himself: the analysis's arrival does not move him
        self.open_hands = False
        self.reasons: dict[int, Message | None] = {}  # rules-of-thumb phrase for each step's better action
        self.status: AnalysisStatus | None = None
        self.error = ""
        self.changed = True
        self.practice: PracticeController | None = None
        ctl = getattr(back, "ctl", None)
        # from a table its CPU players play on, at their strength; else the start screen's
        self.cpu_worker: Any = None if ctl is None else ctl.worker
        self.level = str(app.settings.new_game.get("level", "normal")) if ctl is None else ctl.level
        self.worker: Any = None
        self._request()
        self.resize(app.size)

    def _request(self) -> None:
        if not self.review.steps:
            return
        try:
            self.worker = self.app.analysis_worker()
            self.worker.request(self.review.record, self.review.deal, self.review.seat)
        except Exception as e:  # no analysis process: the positions can still be browsed
            self.error = _("The analysis could not start ({error}).").format(error=e)
            self.worker = None

    # --- geometry ------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        u = self.u = min(w / 1280, h / 800)
        m = round(10 * u)
        chart_w = round(300 * u)
        room = w - chart_w - 3 * m  # the words' and buttons' width beside the chart
        rows = len({b.rect.top for b in row_of_buttons(self._specs(), (0, 0), u, small=True, max_width=room)})
        strip = round((STRIP + 40 * (rows - 1)) * u)  # a narrow window: the buttons in two rows
        players = self.review.record.players
        self.layout = Layout(w, h - strip, players, game_layout(self.review.record.game))
        s = self.app.settings
        self.renderer = TableRenderer(self.layout, s.four_colour, s.card_back)
        self.strip = pygame.Rect(0, h - strip, w, strip)
        self.chart = pygame.Rect(0, 0, chart_w, strip - 2 * m)
        self.chart.topright = (w - m, self.strip.top + m)
        self.text_area = pygame.Rect(m, self.strip.top + m, self.chart.left - 2 * m, strip - 2 * m)
        self._build()

    def _specs(self) -> list[tuple[str, Callable[[], object]]]:
        """The strip's buttons: previous, next, costliest, open hands, play from here, back."""
        return [
            ("◀", lambda: self.go(self.i - 1)),
            ("▶", lambda: self.go(self.i + 1)),
            (_("Costliest (C)"), self.costliest),
            (words.on_off(_("Open hands (O)"), self.open_hands), self.toggle_hands),
            (_("Play from here (P)"), self.play_from_here),
            (_("Back (Esc)"), self.leave),
        ]

    def _build(self) -> None:
        steps, area = self.review.steps, self.text_area
        wrapped = row_of_buttons(self._specs(), (0, 0), self.u, small=True, max_width=area.width)
        rows = len({b.rect.top for b in wrapped})
        center = (area.centerx, area.bottom - round((17 + 20 * (rows - 1)) * self.u))
        self.buttons: list[Button] = row_of_buttons(
            self._specs(), center, self.u, small=True, max_width=area.width
        )
        prev, nxt, costly, hands, play, _back = self.buttons
        prev.enabled = self.i > 0
        nxt.enabled = self.i < len(steps) - 1
        costly.enabled = self.review.costliest() is not None
        hands.toggled = self.open_hands
        hands.enabled = play.enabled = bool(steps)
        self.changed = True

    # --- stepping ------------------------------------------------------------------------------
    def go(self, i: int) -> None:
        if self.review.steps:
            self.i = max(0, min(len(self.review.steps) - 1, i))
            self.moved = True
            self._build()

    def costliest(self) -> None:
        i = self.review.costliest()
        if i is not None:
            self.go(i)

    def toggle_hands(self) -> None:
        self.open_hands = not self.open_hands
        self._build()

    def leave(self) -> None:
        """Back to where the review was opened; a running analysis stops."""
        if self.worker is not None:
            self.worker.cancel()
        self.app.show_scene(self.back)

    # --- play from here --------------------------------------------------------------------------
    def play_from_here(self) -> None:
        """A practice table at the decision on show, the same cards in every hand."""
        if not self.review.steps:
            return
        self._end_practice()
        step = self.review.steps[self.i]
        match = practice_match(self.review.record, self.review.deal, step.index)
        self.practice = PracticeController(
            match,
            self.level,
            start=step.index,
            original=self.review.original,
            back=self.back_from_practice,
            again=self.play_from_here,
            worker=self.cpu_worker,
        )
        scene = TableScene(self.app, self.practice)
        scene.title = _("Practice: {game}").format(game=scene.title)  # it does not count
        scene.skip_animation()
        self.app.show_scene(scene)

    def _end_practice(self) -> None:
        if self.practice is not None:
            self.practice.close()
            self.practice = None

    def back_from_practice(self) -> None:
        self._end_practice()
        self.app.show_scene(self)

    def close(self) -> None:
        """The window closes: stop the analysis and the tables left open behind the review."""
        if self.worker is not None:
            self.worker.cancel()
        self._end_practice()
        for owner in (self.back, getattr(self.back, "ctl", None)):
            closer = getattr(owner, "close", None)
            if closer is not None:
                closer()

    # --- the loop --------------------------------------------------------------------------------
    def update(self, now: float) -> None:
        status = self.worker.poll() if self.worker is not None else None
        if status == self.status:
            return
        self.status, self.changed = status, True
        if status is None:
            return
        # what is judged already can be browsed; once it is all there, the costliest is shown
        self.review.merge(status.result if status.result is not None else {"decisions": status.partial})
        if status.result is not None and not self.moved and self.review.costliest() is not None:
            self.i = self.review.costliest() or 0
        self._build()

    def busy(self, now: float) -> bool:
        return self.changed

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.hit(event.pos):
                    self.app.sound("click")
                    b.on_click()
                    return
        elif event.type == pygame.KEYDOWN:
            command = self._keys().get(event.key)
            if command is not None:
                command()

    def _keys(self) -> dict[int, Callable[[], object]]:
        last = len(self.review.steps) - 1
        return {
            pygame.K_LEFT: lambda: self.go(self.i - 1),
            pygame.K_RIGHT: lambda: self.go(self.i + 1),
            pygame.K_HOME: lambda: self.go(0),
            pygame.K_END: lambda: self.go(last),
            pygame.K_c: self.costliest,
            pygame.K_o: self.toggle_hands,
            pygame.K_p: self.play_from_here,
            pygame.K_ESCAPE: self.leave,
        }

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        self.changed = False
        self.renderer.background(surf)
        canvas_strip(surf, self.strip, self.u)
        self._draw_top(surf)
        if self.review.steps:
            self._draw_table(surf, self.review.view(self.i, self.open_hands), self.review.view(self.i))
        self._draw_strip(surf)
        for b in self.buttons:
            draw_button(surf, b, self.u, b.rect.collidepoint(self.app.mouse))

    def _draw_top(self, surf: pygame.Surface) -> None:
        lay, u = self.layout, self.layout.u
        r = self.review
        dealer = r.steps[0].state.dealer if r.steps else 0
        title = f"{_('Review')} · {self.title} · " + words.deal_title(r.deal + 1, dealer, r.record.players)
        status = self.status_text()
        right = text.render(status, round(16 * u), theme.GOLD) if status else None
        room = lay.width - 3 * lay.margin - (right.get_width() if right else 0)
        t = text.fit(title, room, round(18 * u), color=theme.TEXT, bold=True)
        surf.blit(t, (lay.margin, (lay.top_bar.height - t.get_height()) // 2))
        if right is not None:
            y = (lay.top_bar.height - right.get_height()) // 2
            surf.blit(right, (lay.width - lay.margin - right.get_width(), y))

    def status_text(self) -> str:
        """The analysis's progress, its failure, or the points lost to graded decisions."""
        st = self.status
        if self.error or (st is not None and st.error):
            return _("No analysis")
        if st is None or st.result is None:
            done, total = (0, len(self.review.steps)) if st is None else (st.done, st.total)
            return _("Analysing… {done}/{total}").format(done=done, total=total or len(self.review.steps))
        lost = st.result.get("summary", {}).get("lost", 0.0)
        return _("Lost to mistakes: {points} points").format(points=points(lost))

    def failure(self) -> str:
        """Why there is no analysis ('' while there may be one)."""
        st = self.status
        if not self.error and st is not None and st.error:
            return _("The analysis failed: {error}").format(error=st.error)
        return self.error

    def _draw_table(self, surf: pygame.Surface, view: View, closed: View) -> None:
        lay, r, step = self.layout, self.renderer, self.review.steps[self.i]
        config = self.review.record.config
        plate_notes = {s: notes.plate_note(view, config, s) for s in range(view.players)}
        roles = {view.info["declarer"]: words.DECLARER} if type(view.info.get("declarer")) is int else {}
        r.plates(surf, view, self.review.totals, thinking=None, pulse=0.5, roles=roles, notes=plate_notes)
        r.pile_labels(surf, view)
        r.trump_badge(surf, trump_of(view))
        final = open_placement(closed, view, lay) if self.open_hands else place(view, lay)
        amap = ActionMap.build(step.state.legal_actions(), view.hands[0], view.piles)
        taken, better = action_keys(final, amap, step.taken), action_keys(final, amap, step.better)
        r.cards(surf, resting(final), **self._marks(final, amap, taken, better))
        if not self.open_hands:
            hud.known_labels(surf, lay, view)
        if lay.game.trick_styles.get(view.phase) != "cascade":
            hud.lead_label(surf, lay, view, final)
        hud.bubbles(surf, lay, view, step.since)
        spec = [(i.key, i.label, i.hide_zero, i.when, i.fmt, i.also, i.unless) for i in lay.game.info]
        hud.info_panel(surf, lay, words.info_lines(view.info, view.players, spec))
        self._chips(surf, final, taken, _("You played"), theme.HIGHLIGHT)
        self._chips(surf, final, better - taken, _("Better"), theme.LEGAL)

    def _marks(self, final: dict[Key, Sprite], amap: ActionMap, taken: set[Key], better: set[Key]) -> dict:
        """The card taken lifted and outlined, the better one outlined green, the cards that
        could not be played dimmed."""
        playable = set(amap.card) | amap.selectable()
        hand = {k: s.card for k, s in final.items() if s.where == "hand0" and s.card is not None}
        dimmed = {k for k, c in hand.items() if c.id not in playable}
        lift = self.layout.lift * 0.6
        return {
            "lifted": {k: lift for k in taken if final[k].size == HAND},
            "marked": taken,
            "hinted": better - taken,
            "dimmed": dimmed if playable else set(),
        }

    def _chips(
        self, surf: pygame.Surface, final: dict[Key, Sprite], keys: set[Key], label: str, colour: Any
    ) -> None:
        """A small label over each of ``keys``' cards ('You played', 'Better')."""
        lay, u = self.layout, self.layout.u
        s = text.render(label, round(13 * u), colour, bold=True)
        for key in keys:
            sp = final[key]
            h = lay.card_h if sp.size == HAND else lay.trick_h
            lift = lay.lift * 0.6 if sp.size == HAND and colour == theme.HIGHLIGHT else 0
            back = s.get_rect(midbottom=(round(sp.x), round(sp.y - h / 2 - lift - 4 * u))).inflate(
                round(10 * u), round(4 * u)
            )
            draw_panel(surf, back, u, 210)
            surf.blit(s, s.get_rect(center=back.center))

    def _reason(self, step: Step) -> Message | None:
        """Why the better action was better, in the game's rules of thumb (once per step)."""
        better = step.better
        if better is None or step.state.to_move is None:
            return None
        if step.index not in self.reasons:
            try:
                self.reasons[step.index] = reason(step.state, better, step.state.to_move)
            except Exception:  # a phrase is a nicety: the numbers stand without it
                log.exception("no reason for %s", better.text)
                self.reasons[step.index] = None
        return self.reasons[step.index]

    def _draw_strip(self, surf: pygame.Surface) -> None:
        u, area, r = self.u, self.text_area, self.review
        values = [s.expected for s in r.steps]
        grades = [s.grade for s in r.steps]
        review_chart.draw(surf, self.chart, u, values, grades, self.i, _("Expected score along the deal"))
        if not r.steps:
            none = text.render(_("You made no decision in this deal."), round(18 * u), theme.TEXT)
            surf.blit(none, (area.left, area.top))
            return
        step = r.steps[self.i]
        head = _("Decision {n} of {total}: {action}").format(
            n=self.i + 1, total=len(r.steps), action=words.action_label(step.taken)
        )
        grade = grade_name(step.grade)
        if grade:
            head = f"{head} · {grade} {step.grade}"
        colour = review_chart.GRADE_COLOURS.get(step.grade or "", theme.GOLD)
        y = area.top
        for line, size, col, bold in (
            (head, 17, colour, True),
            (explain(step, self._reason(step)), 19, theme.TEXT, True),
            (self.failure() or open_line(step), 14, theme.TEXT_DIM, False),
        ):
            if line:
                shown = text.fit(line, area.width, round(size * u), color=col, bold=bold)
                surf.blit(shown, (area.left, y))
            y += text.font(round(size * u)).get_height() + round(3 * u)


def canvas_strip(surf: pygame.Surface, rect: pygame.Rect, u: float) -> None:
    """The wooden strip under the table that holds the review's words, chart and buttons."""
    canvas.rect(surf, theme.WOOD_DARK, rect)
    canvas.line(surf, theme.WOOD, rect.topleft, rect.topright, max(1, round(2 * u)))
