"""The panels over the table: the deal's summary, the score sheet, the last trick, the
menu (with the settings it changes), the question before a replay, and the F1 rules help.

A widget in the pygame_gui manner: it owns which panel is open (``overlay``, its kind,
``help``) and the actions of their buttons; the scene draws the open one on top and
routes clicks and keys to it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ai.coach import Candidate
from game import i18n
from game.i18n import _
from game.rules import Action

from . import coach_view, overlays, results, words
from .daily_table import DAILY, DailyController, result_text
from .help_panel import HelpPanel, help_overlay
from .widgets import Button
from .words import labelled

if TYPE_CHECKING:
    from .table_scene import TableScene


class Panels:
    """The panel open over the table, if any, and the rules help."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.overlay: overlays.Overlay | None = None
        self.overlay_kind = ""  # "summary", "scores", "last", "announcements", "menu", "confirm" or "coach"
        self._coach: Callable[[], None] = lambda: None  # the coach's warning, asked again (a resize)
        self._asked_from = ""  # the panel a question was asked from, back there on "No"
        self.help: HelpPanel | None = None
        self._end_sounded = False  # the match's end was heard once

    def close(self) -> None:
        self.overlay = None
        self.overlay_kind = ""

    def back(self) -> None:
        """Close a panel: back to the deal's summary when the deal is over, else to the table
        (a question: back to where it was asked)."""
        if self.overlay_kind == "confirm":
            self._keep_deal()
        elif self.overlay_kind == "coach":
            self.close()  # the coach's warning: taken back
        elif self.scene.ctl.match.deal_over and self.scene.summary_shown:
            self.open_summary()
        else:
            self.close()

    def reopen(self) -> None:
        kind = self.overlay_kind
        self.overlay = None
        {
            "summary": self.open_summary,
            "scores": self.open_scores,
            "last": self.open_last_trick,
            "announcements": self.open_announcements,
            "menu": self.open_menu,
            "confirm": self.ask_replay,
            "coach": self._coach,
        }.get(kind, lambda: None)()

    def open_summary(self) -> None:
        m = self.scene.ctl.match
        outcome = m.outcomes[-1] if m.outcomes else None
        if outcome is None:
            return
        if m.over and not self._end_sounded:
            self._end_sounded = True
            self.scene.app.sound("match_won" if results.human_won(m) else "match_lost")
        buttons, extra = self._summary_buttons(), self.scene.ctl.end_line()
        if isinstance(self.scene.ctl, DailyController) and self.scene.ctl.decided:
            entry = self.scene.ctl.entry
            extra = labelled(_(DAILY), result_text(entry)) if entry is not None else ""
        self.overlay = overlays.deal_summary(
            self.scene.app.size, self.scene.layout.u, m, outcome, buttons=buttons, extra=extra
        )
        self.overlay_kind = "summary"

    def _summary_buttons(self) -> list[tuple[str, Callable[[], None]]]:
        """The summary's buttons: at the end of a match, of a deal, or of the deal of the day
        (only back to the start, or on to the next deal after one without play)."""
        ctl, app = self.scene.ctl, self.scene.app
        own = ctl.end_buttons()
        if own is not None:
            return own
        review = [(words.REVIEW_DEAL, self.review)] if self._reviewable() else []
        if isinstance(ctl, DailyController):
            if not ctl.decided:
                return [(words.NEXT_DEAL, self._next_deal)]
            return [(words.NEW_GAME, app.to_start), (words.SCORES, self.open_scores), *review]
        if ctl.match.over:
            return [
                (words.PLAY_AGAIN, self._play_again),
                (words.NEW_GAME, app.to_start),
                (words.SCORES, self.open_scores),
                (words.QUIT, app.quit),
                *review,
            ]
        return [
            (words.NEXT_DEAL, self._next_deal),
            (words.REPLAY_DEAL, self.ask_replay),
            (words.SCORES, self.open_scores),
            *review,
        ]

    def _reviewable(self) -> bool:
        """The human decided something in the deal just ended."""
        return any(seat in self.scene.ctl.humans for seat, _ in self.scene.ctl.match.state.history)

    def review(self) -> None:
        """The review of the deal just ended (Esc there comes back to this summary)."""
        m = self.scene.ctl.match
        self.scene.app.open_review(m.to_record(), len(m.deals) - 1, self.scene)

    def ask_replay(self) -> None:
        """Ask before the deal is replayed: in Skitgubbe key 2 is "Pick up" as well as Replay
        on the summary, so one stray key must not replay it."""
        ctl = self.scene.ctl
        if not ctl.can_replay():
            return
        if self.overlay_kind != "confirm":
            self._asked_from = self.overlay_kind
        m = ctl.match
        detail = words.REPLAY_AFTER.format(n=m.deal_number + 1) if m.deal_over else words.REPLAY_DURING
        self.overlay = overlays.question(
            self.scene.app.size,
            self.scene.layout.u,
            words.REPLAY_ASK,
            detail,
            yes=self.replay_deal,
            no=self._keep_deal,
        )
        self.overlay_kind = "confirm"

    def ask_coach(self, action: Action, blunder: tuple[float, Candidate], play: Callable[[], object]) -> None:
        """The Coach's question before a blunder: play ``action`` anyway, or take it back."""
        loss, best = blunder
        legal = {a.text: a for a in self.scene.shown.legal}
        better = legal.get(best.text)
        if better is None:
            play()
            return

        def anyway() -> None:
            self.close()
            play()

        def ask() -> None:
            scene = self.scene
            self.overlay = coach_view.warning(
                scene.app.size, scene.layout.u, loss, (better, best), play=anyway, take_back=self.close
            )
            self.overlay_kind = "coach"

        self._coach = ask
        ask()

    def _keep_deal(self) -> None:
        """No replay: back to the panel the question was asked from; nothing changed."""
        self.overlay_kind = self._asked_from
        self.reopen()

    def replay_deal(self) -> None:
        """The current deal again with the same cards (``Controller.replay_deal``)."""
        self.close()
        if self.scene.ctl.replay_deal():
            self.scene.show(self.scene.ctl.view(), new_deal=True)

    def _play_again(self) -> None:
        """A new match with the same game, options and CPU strength."""
        shared = None if self.scene.ctl.owns_worker else self.scene.ctl.worker
        self.scene.app.start_match(self.scene.ctl.match.config, self.scene.ctl.level, worker=shared)

    def _next_deal(self) -> None:
        self.overlay = None
        self.overlay_kind = ""
        self.scene.ctl.next_deal()

    def open_scores(self) -> None:
        m = self.scene.ctl.match
        self.overlay = overlays.score_sheet(self.scene.app.size, self.scene.layout.u, m, self.back)
        self.overlay_kind = "scores"

    def open_last_trick(self) -> None:
        self.overlay = overlays.last_trick(
            self.scene.app.size,
            self.scene.layout.u,
            self.scene.last_trick,
            self.scene.last_trick_winner,
            self.scene.ctl.players,
            self.back,
            self.scene.layout.small_h,
        )
        self.overlay_kind = "last"

    def open_announcements(self) -> None:
        view = self.scene.shown
        self.overlay = overlays.announcements(
            self.scene.app.size, self.scene.layout.u, view.history, view.players, self.back
        )
        self.overlay_kind = "announcements"

    def open_menu(self) -> None:
        u = self.scene.layout.u
        s = self.scene.app.settings
        specs: list[tuple[str, Callable[[], None] | None]] = [
            (words.BACK_TO_TABLE, self.back),
            (words.RULES, self._menu_help),
            (words.ANNOUNCEMENTS, self.open_announcements),
            (words.REPLAY_DEAL, self.ask_replay),
            (words.labelled(words.LANGUAGE, i18n.LANGUAGES[i18n.current()]), self._cycle_language),
            (words.labelled(words.SPEED, words.SPEED_NAMES[s.speed]), self._cycle_speed),
            (words.on_off(words.COACH, s.coach), self._toggle_coach),
            (words.on_off(words.FOUR_COLOUR, s.four_colour), self._toggle_four),
            (words.labelled(words.CARD_BACK, words.BACK_NAMES[s.card_back]), self._cycle_back),
            (words.on_off(words.FULLSCREEN, s.fullscreen), self._toggle_fullscreen),
            *self._sound_items(),
            self.scene.ctl.leave() or (words.LEAVE_GAME, self.scene.app.to_start),
            (words.QUIT, self.scene.app.quit),
        ]
        # As tall as its buttons need (the window permitting), each button and gap 50 units.
        size = self.scene.app.size
        rect = overlays.centered(round(380 * u), min(size[1] - 10, round((72 + 50 * len(specs)) * u)), size)
        ov = overlays.Overlay(words.MENU, rect)
        step = (rect.height - round(72 * u)) // len(specs)
        h, gap = step - step // 5, step // 5
        y = rect.top + round(62 * u)
        for i, (label, cb) in enumerate(specs):
            ov.buttons.append(
                Button(
                    pygame.Rect(rect.left + round(30 * u), y, rect.width - round(60 * u), h),
                    label,
                    cb or (lambda: None),
                    enabled=cb is not None,
                    hotkey=str(i + 1) if i < 9 else "",
                )
            )
            y += h + gap
        for b in ov.buttons:
            if b.on_click == self.ask_replay:
                b.enabled = self.scene.ctl.can_replay()
        self.overlay = ov
        self.overlay_kind = "menu"

    def _sound_items(self) -> list[tuple[str, Callable[[], None] | None]]:
        """Volume and mute; without an audio device one line that says so and does nothing."""
        s = self.scene.app.settings
        if not self.scene.app.sounds.available():
            return [(words.volume_label(s.volume, s.muted, available=False), None)]
        return [
            (words.volume_label(s.volume, s.muted, available=True), self._cycle_volume),
            (words.on_off(words.MUTE, s.muted), self._toggle_mute),
        ]

    def _menu_help(self) -> None:
        self.back()
        self.open_help()

    def _cycle_language(self) -> None:
        """The next language; the table, and this menu, speak it at once."""
        self.scene.app.cycle_language()
        self.open_menu()

    def _cycle_speed(self) -> None:
        self.scene.app.cycle_speed()
        self.open_menu()

    def _cycle_back(self) -> None:
        self.scene.app.cycle_card_back()
        self.open_menu()

    def _toggle_four(self) -> None:
        self.scene.app.toggle_four_colour()
        self.open_menu()

    def _toggle_coach(self) -> None:
        self.scene.app.toggle_coach()
        self.open_menu()

    def _cycle_volume(self) -> None:
        self.scene.app.cycle_volume()
        self.open_menu()

    def _toggle_mute(self) -> None:
        self.scene.app.toggle_mute()
        self.open_menu()

    def settings_changed(self) -> None:
        """A setting changed by a key (M): refresh the menu if it is open."""
        if self.overlay_kind == "menu":
            self.open_menu()

    def _toggle_fullscreen(self) -> None:
        self.scene.app.toggle_fullscreen()
        self.open_menu()

    def open_help(self) -> None:
        """The rules of this game (F1), with this match's options."""
        m = self.scene.ctl.match
        self.help = help_overlay(
            self.scene.app.size,
            self.scene.layout.u,
            m.config.game,
            m.config.preset,
            self._close_help,
            m.config.options,
            m.config.players,
        )

    def _close_help(self) -> None:
        self.help = None
