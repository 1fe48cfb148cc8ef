"""The table: draws ``view(0)``, animates changes, and turns the player's input into actions."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.rules import Action, Card, View

from . import coach_view, hud, notes, overlays, words
from .action_bar import ActionBar
from .animation import Animation, completed_trick, plan, still, trick_winner
from .controller import ANNOUNCE_PACE, PACE, Controller
from .cues import sound_cues
from .hand import HandWidget
from .help_panel import HelpPanel
from .input import ActionMap, BidChoice
from .layout import Layout, game_layout
from .panels import Panels
from .renderer import TableRenderer
from .scene import Key, card_key, trump_of
from .top_bar import TopBar
from .widgets import Button

if TYPE_CHECKING:
    from .app import App

MESSAGE_TIME = 2.6
SUMMARY_DELAY = 0.5
REVEAL_TIME = 2.8  # seconds a revealed marriage stays on show
STEPPER_KEYS = {pygame.K_UP: 1, pygame.K_DOWN: -1, pygame.K_PAGEUP: 5, pygame.K_PAGEDOWN: -5}
"""Keys that move Huutopussi's bid stepper, by how many steps."""


class TableScene:
    """One match at the table."""

    def __init__(self, app: App, controller: Controller) -> None:
        self.app = app
        self.ctl = controller
        rs, preset = controller.match.ruleset, controller.match.preset
        self.title = words.game_title(rs.title, preset.title)
        self.layout = self._make_layout(app.size)
        self.renderer = TableRenderer(self.layout, app.settings.four_colour, app.settings.card_back)
        self.shown: View = controller.view()
        self.anim: Animation = still(self.shown, self.layout)
        self.anim = plan(None, self.shown, self.layout, app.settings.speed, app.now(), new_deal=True)
        self.cues: list[tuple[float, str]] = sound_cues(None, self.shown, self.anim)
        self.deal_marker = len(controller.match.deals)
        self.amap = ActionMap()
        self.bid: BidChoice | None = None
        self._legal_seen: tuple[object, ...] = ()
        self.reveals: list[tuple[float, notes.Reveal]] = []
        self.hinted: Action | None = None  # the coach's best action, highlighted
        self.hints: list[coach_view.Hint] = []  # the hint's candidates, best first
        self.hand = HandWidget(self)
        self.panels = Panels(self)
        self.action_bar = ActionBar(self)
        self.top_bar = TopBar(self)
        self.message = ""
        self.message_until = 0.0
        self.last_trick: tuple[tuple[int, tuple[Card, ...]], ...] = ()
        self.last_trick_winner: int | None = None
        # history length when a phase that clears the older bubbles began (a resumed game in
        # Skitgubbe's phase 2 shows no phase-1 "Pass"); other phases keep them: the bids stay
        # up through an exchange until the first card is played
        self.phase_start = controller.phase_start(self.layout.game.fresh_phases)
        self.received: set[int] = set()  # cards a partner passed in: outlined until the human's next decision
        self.deal_done_at: float | None = None
        self.summary_shown = False
        self.rebuild_controls()

    # --- geometry ------------------------------------------------------------------------------
    def _make_layout(self, size: tuple[int, int]) -> Layout:
        return Layout(size[0], size[1], self.ctl.players, game_layout(self.ctl.match.config.game))

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = self._make_layout(size)
        self.renderer = TableRenderer(self.layout, self.app.settings.four_colour, self.app.settings.card_back)
        self.anim = still(self.shown, self.layout)
        self.hand.drag = None
        self.rebuild_controls()
        if self.overlay is not None:
            self.panels.reopen()
        if self.help is not None:
            self.panels.open_help()

    def restyle(self) -> None:
        """After a settings change (four-colour deck)."""
        self.renderer = TableRenderer(self.layout, self.app.settings.four_colour, self.app.settings.card_back)

    # --- the flow of the game ------------------------------------------------------------------
    @property
    def animating(self) -> bool:
        return not self.anim.done(self.app.now())

    def update(self, now: float) -> None:
        self._play_cues(now)
        self._poll_par()
        self.ctl.coaching = self.app.settings.coach
        self.ctl.think_ahead()
        if self.ctl.hint_pending:
            self._poll_hint()
        if self.animating:
            return
        if self.anim.total > 0 and self._anim_ended_at is None:
            self._anim_ended_at = now
            self.ctl.not_before = now + PACE.get(self.app.settings.speed, 0.5)
        match = self.ctl.match
        if len(match.deals) != self.deal_marker:
            self.show(self.ctl.view(), new_deal=True)
            return
        if self.ctl.view() != self.shown:
            self.show(self.ctl.view())
            return
        if match.deal_over:
            if self.deal_done_at is None:
                self.deal_done_at = now
            if not self.summary_shown and now - self.deal_done_at >= SUMMARY_DELAY * self._speed_factor():
                self.summary_shown = True
                self.panels.open_summary()
            return
        if self.ctl.cpu_to_move() and self.overlay is None and self.help is None:  # CPUs wait for panels
            action = self.ctl.tick(now)
            if action is not None:
                if words.announces(action):  # a bid, call or exchange: time to read its bubble
                    self.ctl.not_before = now + ANNOUNCE_PACE.get(self.app.settings.speed, 1.0)
                self.show(self.ctl.view())

    _anim_ended_at: float | None = None

    def _poll_par(self) -> None:
        """At the deal of the day: show par in the deal's summary once it arrives."""
        if not self.ctl.keeps_match and self.app.daily.poll() and self.panels.overlay_kind == "summary":
            self.panels.reopen()

    def busy(self, now: float) -> bool:
        """Something moves or waits on the clock: cards, sounds and reveals still to come,
        a message still up, a hint or a CPU player thinking, a deal's summary on its way."""
        return (
            self.animating
            or bool(self.cues or self.reveals)
            or (bool(self.message) and now < self.message_until)
            or self.ctl.hint_pending
            or (self.ctl.cpu_to_move() and self.overlay is None and self.help is None)
            or (self.ctl.match.deal_over and not self.summary_shown)
            or (not self.ctl.keeps_match and bool(self.app.daily.workers))  # par on its way
        )

    def hint(self) -> None:
        """Ask the coach for the best three actions (shown when they arrive)."""
        if self.human_turn() and not self.ctl.hint_pending and self.ctl.request_hint():
            self.hinted = None
            self.hints = []
            self.top_bar.rebuild()

    def _poll_hint(self) -> None:
        judged = self.ctl.poll_hint()
        if judged is None:
            if not self.ctl.hint_pending and self.top_bar.hint_waiting:
                self.top_bar.rebuild()
            return
        legal = {a.text: a for a in self.shown.legal}
        self.hints = [(legal[c.text], c) for c in judged.top() if c.text in legal]
        if not self.hints:
            self.say(words.NO_HINT)
            self.top_bar.rebuild()
            return
        action = self.hinted = self.hints[0][0]
        if self.amap.multi and action.kind in self.amap.multi:
            self.hand.selected = {c.id for c in action.cards}  # the confirm button (1) then makes it
        elif len(action.cards) == 1:  # Enter then makes the suggested play
            # A Finesse twin may lie in the hand as the other copy: focus the card that makes it.
            mine = [s.card.id for s in self.hand.hand_sprites() if s.card is not None]
            self.hand.focus = next((cid for cid in mine if self.amap.card.get(cid) == action), None)
        st = self.amap.stepper
        if st is not None and action in st.actions:
            st.index = st.actions.index(action)
        if self.bid is not None and action in self.bid.bids:
            self.bid.choose_level(action.words[0])
            self.bid.chosen = set(action.words[1:])
        self.rebuild_controls()

    def _forget_hint(self) -> None:
        """A hint belongs to its position: once that changes, its highlight and lines go."""
        self.hinted = None
        self.hints = []

    def hinted_keys(self) -> set[Key]:
        """The cards of the hint's candidates as they lie on the table."""
        return {k for a, _ in self.hints for k in coach_view.card_keys(a, self.anim.final, self.amap)}

    def _play_cues(self, now: float) -> None:
        while self.cues and self.cues[0][0] <= now:
            self.app.sound(self.cues.pop(0)[1])

    def _speed_factor(self) -> float:
        return {"slow": 1.5, "normal": 1.0, "fast": 0.5, "instant": 0.0}.get(self.app.settings.speed, 1.0)

    def show(
        self, view: View, *, new_deal: bool = False, drop: tuple[Key, float, float] | None = None
    ) -> None:
        """Animate from what is shown to ``view``."""
        now = self.app.now()
        if new_deal:
            self.deal_marker = len(self.ctl.match.deals)
            self.deal_done_at = None
            self.summary_shown = False
            self.last_trick = ()
            self.phase_start = 0
            self.received = set()
            self.overlay = None
            self.anim = plan(None, view, self.layout, self.app.settings.speed, now, new_deal=True)
            self.cues = sound_cues(None, view, self.anim)
        else:
            mid = completed_trick(self.shown, view)
            if mid is not None:
                self.last_trick = mid.trick
                self.last_trick_winner = trick_winner(self.shown, view)
            for r in notes.reveals(self.shown, view, self.ctl.match.config):
                self.reveals.append((now + REVEAL_TIME, r))
            self.anim = plan(self.shown, view, self.layout, self.app.settings.speed, now)
            if drop is not None:
                self.anim.start_from(*drop)
            self.cues = sound_cues(self.shown, view, self.anim)
            if view.phase != self.shown.phase and view.phase in self.layout.game.fresh_phases:
                self.phase_start = len(view.history)
            if any(seat == 0 for seat, _ in view.history[len(self.shown.history) :]):
                self.received = set()
            self.received |= notes.received_cards(self.shown, view)
        self._anim_ended_at = None
        self.shown = view
        self.hand.selected.clear()
        self._forget_hint()
        self.rebuild_controls()

    def skip_animation(self) -> None:
        self.anim.finish()
        now = self.app.now()
        self.cues = [(min(t, now), name) for t, name in self.cues]

    # --- the open panel ------------------------------------------------------------------------
    @property
    def overlay(self) -> overlays.Overlay | None:
        """The panel open over the table (summary, scores, last trick, menu), if any."""
        return self.panels.overlay

    @overlay.setter
    def overlay(self, panel: overlays.Overlay | None) -> None:
        self.panels.overlay = panel

    @property
    def overlay_kind(self) -> str:
        return self.panels.overlay_kind

    @property
    def help(self) -> HelpPanel | None:
        """The F1 rules help, when open."""
        return self.panels.help

    def settings_changed(self) -> None:
        """A setting changed by a key (M): refresh the menu if it is open."""
        self.panels.settings_changed()

    # --- controls ------------------------------------------------------------------------------
    @property
    def buttons(self) -> list[Button]:
        """The action bar's buttons."""
        return self.action_bar.buttons

    def human_turn(self) -> bool:
        return self.ctl.human_to_move() and self.shown.to_move == self.ctl.to_move and self.overlay is None

    def rebuild_controls(self) -> None:
        """After a change of the shown position: the choices, then the buttons for them."""
        legal = self.shown.legal if self.ctl.human_to_move() else ()
        seen = (self.deal_marker, len(self.shown.history), legal)
        if seen != self._legal_seen:
            self._legal_seen = seen
            self.amap = ActionMap.build(legal, self.shown.hands[0], self.shown.piles)
            self.bid = BidChoice(self.amap.bids) if self.amap.bids else None
            self.hand.selected.clear()
            self.hand.focus = None
        self.action_bar.rebuild()
        self.top_bar.rebuild()

    # --- acting --------------------------------------------------------------------------------
    def act(self, action: Action | None, drop: tuple[Key, float, float] | None = None) -> bool:
        """Play ``action`` for the human; show why not if it is illegal."""
        if action is None or not self.human_turn():
            return False
        blunder = self.ctl.coach_warning(action)
        if blunder is not None:
            self.panels.ask_coach(action, blunder, lambda: self._act_now(action, drop))
            return False
        return self._act_now(action, drop)

    def _act_now(self, action: Action, drop: tuple[Key, float, float] | None = None) -> bool:
        reason = self.ctl.play(action)
        if reason:
            self.app.sound("illegal")
            self.say(reason)
            return False
        self.show(self.ctl.view(), drop=drop)
        return True

    def say(self, message: str, *, good: bool = False) -> None:
        self.message = message
        self.message_good = good
        self.message_until = self.app.now() + MESSAGE_TIME

    def undo(self) -> None:
        if self.ctl.undo():
            self.overlay = None
            self.summary_shown = False
            self.deal_done_at = None
            self.shown = self.ctl.view()
            self.phase_start = self.ctl.phase_start(self.layout.game.fresh_phases)
            self.anim = still(self.shown, self.layout)
            self._forget_hint()
            self.rebuild_controls()

    # --- overlays ------------------------------------------------------------------------------
    message_good = False

    # --- input ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.help is not None:
            if self.help.handle(event) and event.type == pygame.MOUSEBUTTONDOWN:
                self.app.sound("click")
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.panels.open_help()
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_z and getattr(event, "mod", 0) & pygame.KMOD_CTRL:
                if self.overlay is None:
                    self.undo()
                return
            self._key(event.key)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            self.hand.motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.hand.release(event.pos)

    def _key(self, key: int) -> None:
        if key == pygame.K_SPACE:
            self.skip_animation()
            return
        if self.overlay is not None:
            if key == pygame.K_ESCAPE:
                self.panels.back() if self.overlay_kind != "summary" else None
            else:
                self.overlay.key(key)
            return
        command = self._key_commands().get(key)
        if command is not None:
            command()
        elif key in STEPPER_KEYS and self.amap.stepper:
            self.action_bar.step(STEPPER_KEYS[key])
        elif pygame.K_1 <= key <= pygame.K_9 or pygame.K_KP1 <= key <= pygame.K_KP9:
            self._press_hotkey(key - (pygame.K_1 if key <= pygame.K_9 else pygame.K_KP1))

    def _key_commands(self) -> dict[int, Callable[[], object]]:
        """The table's keys (README, "Play"; the F1 help's last section)."""
        return {
            pygame.K_ESCAPE: self.panels.open_menu,
            pygame.K_LEFT: lambda: self.hand.move_focus(-1),
            pygame.K_RIGHT: lambda: self.hand.move_focus(1),
            pygame.K_RETURN: self.hand.activate_focus,
            pygame.K_KP_ENTER: self.hand.activate_focus,
            pygame.K_s: self.panels.open_scores,
            pygame.K_l: self.panels.open_last_trick,
            pygame.K_b: self.panels.open_announcements,
            pygame.K_u: self.undo,
            pygame.K_BACKSPACE: self.undo,
            pygame.K_h: self.hint,
        }

    def _press_hotkey(self, i: int) -> None:
        """Keys 1-9 press the numbered buttons."""
        hot = [b for b in self.buttons if b.hotkey]
        if i < len(hot) and hot[i].enabled:
            hot[i].on_click()

    def _press(self, pos: tuple[int, int]) -> None:
        if self.animating:
            self.skip_animation()
            return
        if self.overlay_kind == "summary":  # Last trick, Scores and Menu still work over the summary
            top = self.top_bar.button_at(pos, over_summary=True)
            if top is not None:
                self.app.sound("click")
                top.on_click()
                return
        if self.overlay is not None:
            hit = any(b.hit(pos) for b in self.overlay.buttons)
            if hit:
                self.app.sound("click")
            if not self.overlay.click(pos) and self.overlay_kind != "summary":
                self.panels.back()
            return
        for b in self.top_bar.buttons + self.buttons:
            if b.hit(pos):
                if b in self.top_bar.buttons or b.data in ("level", "modifier", "step"):
                    self.app.sound("click")
                b.on_click()
                return
        self.hand.press(pos)

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        now = self.app.now()
        lay, u, r = self.layout, self.layout.u, self.renderer
        config = self.ctl.match.config
        r.background(surf)
        self.top_bar.draw(surf)
        thinking = self.ctl.to_move if self.ctl.cpu_to_move() and not self.animating else None
        pulse = 0.5 + 0.5 * math.sin(now * 4)
        plate_notes = {s: notes.plate_note(self.shown, config, s) for s in range(self.shown.players)}
        r.plates(
            surf,
            self.shown,
            self.ctl.match.totals,
            thinking=thinking,
            pulse=pulse,
            roles=self._roles(),
            notes=plate_notes,
        )
        r.pile_labels(surf, self.shown)
        r.trump_badge(surf, trump_of(self.shown))
        dragging = self.hand.drag is not None and self.hand.drag.active
        human = self.human_turn() and not self.animating
        d = self.hand.drag
        drag_action = self.hand.drag_action(d.card.id) if dragging and d is not None and not d.pile else None
        target = self.layout.game.drops.get(drag_action.kind, "trick") if drag_action is not None else "trick"
        r.trick_zone(surf, dragging and target == "trick" and not (d and d.pile), drag_action is not None)
        if human and "replenish" in {a.kind for a in self.shown.legal}:
            count = len(self.shown.piles.get("table0", ()))
            hud.empty_slot(surf, lay.slot_rect("table0", count), u, dragging and target == "table")
        hidden: set[Key] = set()
        if dragging and d is not None:
            hidden = {k for k, s in self.anim.final.items() if s.where == "trick"} if d.pile else {d.key}
        hint_keys = self.hinted_keys() if human else set()
        marks = self._card_marks(human)
        r.cards(surf, self.anim.frame(now), hidden=hidden, hinted=hint_keys, **marks)
        if hint_keys and not self.animating:
            coach_view.rank_badges(surf, lay, self.hints, self.anim.final, self.amap, marks["lifted"])
        hud.known_labels(surf, lay, self.shown)
        if not self.animating and lay.game.trick_styles.get(self.shown.phase) != "cascade":
            hud.lead_label(surf, lay, self.shown, self.anim.final)  # a cascade shows its order
        # Over the cards: North's bubble lies on North's hand.
        hud.bubbles(surf, lay, self.shown, self.phase_start)
        hud.info_panel(surf, lay, self._info_rows())
        self.action_bar.draw(surf)
        showing_message = bool(self.message) and now < self.message_until
        if self.overlay is None and not self.animating and not showing_message:  # the message takes its place
            lift = hud.hint_lines(surf, lay, self._hint_lines())
            coach_view.hint_block(surf, lay, coach_view.hint_lines(self.hints), self.anim.final, lift)
        self.reveals = [(t, rv) for t, rv in self.reveals if t > now]
        for t, rv in self.reveals:
            hud.reveal(surf, lay, rv, r, round(255 * min(1.0, (t - now) / 0.4)))
        self.hand.draw_drag(surf)
        if showing_message:
            hud.message(surf, lay, self.message, good=self.message_good)
        if self.ctl.save_error and not self.message:
            self.say(self.ctl.save_error)
            self.ctl.save_error = ""
        if self.overlay is not None:
            self.overlay.draw(surf, u, r, self.app.mouse)
        if self.help is not None:
            self.help.draw(surf, u, self.app.mouse)

    def _card_marks(self, human: bool) -> dict[str, Any]:
        """How the cards at rest are drawn: the hand's lifted, dimmed (not playable now),
        marked (focus, selection, legal outside the hand) and received (from a partner)."""
        lifted: dict[Key, float] = {}
        dimmed: set[Key] = set()
        marked: set[Key] = set()
        received: set[Key] = set()
        choosing = human and bool(self.amap.card or self.amap.multi)
        for key, s in self.anim.final.items():
            if s.card is None:
                continue
            if s.where != "hand0":
                if human and s.card.id in self.amap.card:
                    marked.add(key)
                continue
            lifted[key] = self.hand.lift(s)
            if choosing and not self.hand.playable(s.card):
                dimmed.add(key)
            if s.card.id == self.hand.focus or s.card.id in self.hand.selected:
                marked.add(key)
            elif s.card.id in self.received:
                received.add(key)
        lifted = {} if self.animating else lifted
        return {"lifted": lifted, "marked": marked, "dimmed": dimmed, "received": received}

    def _info_rows(self) -> list[tuple[str, str]]:
        spec = [(r.key, r.label, r.hide_zero, r.when, r.fmt, r.also, r.unless) for r in self.layout.game.info]
        return words.info_lines(self.shown.info, self.shown.players, spec)

    def _hint_lines(self) -> list[str]:
        line = notes.status_line(self.shown, self.ctl.match.config)
        if not line and self.ctl.human_to_move() and self.amap.multi:
            line = words.select_cards(*self._selection_hint())
        return [line]

    def _selection_hint(self) -> tuple[str, int]:
        """How many cards to select ('2', '2 or 4', '2–5') and the largest of them."""
        sizes = sorted({n for ns in self.amap.selection_sizes().values() for n in ns})
        if len(sizes) > 2 and sizes == list(range(sizes[0], sizes[-1] + 1)):
            return f"{sizes[0]}–{sizes[-1]}", sizes[-1]
        return words.either([str(n) for n in sizes]), sizes[-1] if sizes else 0

    def _roles(self) -> dict[int, str]:
        info = self.shown.info
        roles: dict[int, str] = {}
        decl = info.get("declarer")
        if isinstance(decl, int) and 0 <= decl < self.shown.players:
            roles[decl] = words.DECLARER
        return roles


__all__ = ["TableScene", "card_key"]
