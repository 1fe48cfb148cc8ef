"""The human's hand at the table: hovering, keyboard focus, the selection of a multi-card
choice, and dragging cards (to the trick, a table place, or the trick back to the hand).

A widget in the pygame_gui manner: it declares its state in ``__init__`` and owns its
events (``press``, ``motion``, ``release``, ``move_focus``) and its drawing
(``draw_drag``); the table scene routes events to it and asks it where cards lie.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.rules import Action, Card
from game.rules.cards import card_by_id

from . import words
from .animation import DrawCard, plan
from .scene import HAND, Key, Sprite

if TYPE_CHECKING:
    from .table_scene import TableScene

DRAG_THRESHOLD = 6  # pixels before a press becomes a drag


@dataclass
class Drag:
    key: Key
    card: Card
    press: tuple[int, int]
    offset: tuple[float, float]
    pos: tuple[int, int]
    active: bool = False
    pile: bool = False  # the whole trick is dragged (to pick it up)


class HandWidget:
    """The hand of seat 0 and the cards it may pick up."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.selected: set[int] = set()  # cards chosen for a multi-card action
        self.focus: int | None = None  # the card the arrow keys point at
        self.hover: Key | None = None  # the card under the pointer
        self.drag: Drag | None = None

    def draw_drag(self, surf: pygame.Surface) -> None:
        """The dragged card (or trick) under the pointer."""
        if self.drag is not None and self.drag.active:
            self._draw_drag(surf, self.drag)

    def hand_sprites(self) -> list[Sprite]:
        return [s for s in self.scene.anim.final.values() if s.where == "hand0" and s.card is not None]

    def activate_focus(self) -> None:
        """Enter: the focused card as if clicked (play it, or select it when cards are
        chosen together); on a card already chosen, or with none focused, Enter makes the
        chosen cards' play ("Sluff 2 cards", a Skitgubbe run)."""
        amap = self.scene.amap
        if amap.selecting and self.scene.human_turn():
            chosen = amap.selection_action(self.selected)
            if chosen is not None and (self.focus is None or self.focus in self.selected):
                self.scene.act(chosen)
                return
        if self.focus is not None:
            self.card_clicked(self.focus)

    def usable(self) -> list[int]:
        """The hand's cards the player may use now, left to right (none off his turn)."""
        amap = self.scene.amap
        if not self.scene.human_turn():
            return []
        ok = amap.selectable() if amap.selecting else set(amap.card)
        return [s.card.id for s in self.hand_sprites() if s.card is not None and s.card.id in ok]

    def move_focus(self, step: int) -> None:
        """←/→: the next card the player may use; greyed cards are passed over."""
        ids = self.usable()
        if not ids:
            self.focus = None
        elif self.focus not in ids:
            self.focus = ids[0 if step > 0 else -1]
        else:
            self.focus = ids[(ids.index(self.focus) + step) % len(ids)]

    def _own_table_card_at(self, pos: tuple[int, int]) -> bool:
        """Whether ``pos`` is on one of the human's own Finesse table cards (FN-10: never his to play)."""
        lay = self.scene.layout
        for s in self.scene.anim.final.values():
            if s.where == "pile:table0" and s.card is not None:
                r = pygame.Rect(0, 0, lay.small_w, lay.small_h)
                r.center = (round(s.x), round(s.y))
                if r.collidepoint(pos):
                    return True
        return False

    def motion(self, pos: tuple[int, int]) -> None:
        if self.drag is not None:
            d = self.drag
            d.pos = pos
            if not d.active and math.hypot(pos[0] - d.press[0], pos[1] - d.press[1]) > DRAG_THRESHOLD:
                d.active = self.scene.human_turn() and (
                    d.pile or not self.scene.amap.selecting or self.scene.amap.drag_selects
                )
        else:
            s = self.card_at(pos)
            self.hover = s.key if s is not None else None

    def _pickup(self) -> Action | None:
        return self.scene.amap.button("pickup") if self.scene.human_turn() else None

    def drop_zone(self, name: str) -> pygame.Rect | None:
        """Where a card is dropped to make an action of a kind (``GameLayout.drops``)."""
        lay = self.scene.layout
        if name == "trick":
            return lay.trick_zone.inflate(lay.card_w, lay.card_h // 2)
        if name == "hand":
            return lay.hand_zone.inflate(0, lay.card_h // 2)
        pile = f"{name}0"
        count = len(self.scene.shown.piles.get(pile, ()))
        spec = lay.game.pile(pile)
        slots = spec.slots if spec is not None and spec.slots else count + 1
        rects = [lay.slot_rect(pile, i) for i in range(slots)]
        return rects[0].unionall(rects[1:]).inflate(lay.small_w // 2, lay.small_h // 2) if rects else None

    def release(self, pos: tuple[int, int]) -> None:
        d, self.drag = self.drag, None
        if d is None:
            return
        if not d.active:
            if not d.pile:
                self.card_clicked(d.card.id)
            return
        x, y = pos[0] + d.offset[0], pos[1] + d.offset[1]
        if d.pile:
            zone = self.drop_zone("hand")
            pickup = self._pickup()
            if pickup is not None and zone is not None and zone.collidepoint(pos):
                self.scene.act(pickup)
                return
            self._fly_back(d.key, x, y)
            return
        action = self.drag_action(d.card.id)
        target = self.scene.layout.game.drops.get(action.kind, "trick") if action is not None else "trick"
        zone = self.drop_zone(target)
        if zone is not None and zone.collidepoint(pos):
            if action is None and self.scene.amap.drag_selects:
                self.scene.app.sound("illegal")
                self.scene.say(words.NOT_A_PLAY)
            elif action is None and self._in_hand(d.key) and not self.scene.amap.selecting:
                action = Action("play", (), (d.card,))  # illegal: the rules say why
            if action is not None and self.scene.act(action, drop=(d.key, x, y)):
                return
        self._fly_back(d.key, x, y)

    def _in_hand(self, key: Key) -> bool:
        s = self.scene.anim.final.get(key)
        return s is not None and s.where == "hand0"

    def drag_action(self, card_id: int) -> Action | None:
        """The action a dragged card makes: its own, or with the selected cards."""
        a = self.scene.amap.card.get(card_id)
        if a is not None or not self.scene.amap.drag_selects:
            return a
        with_it = self.scene.amap.selection_action(self.selected | {card_id})
        if with_it is not None and with_it.kind in ("play", "sluff"):
            return with_it
        alone = self.scene.amap.selection_action({card_id})
        return alone if alone is not None and alone.kind in ("play", "sluff") else None

    def _fly_back(self, key: Key, x: float, y: float) -> None:
        self.scene.anim = plan(
            self.scene.shown,
            self.scene.shown,
            self.scene.layout,
            self.scene.app.settings.speed,
            self.scene.app.now(),
        )
        self.scene.anim.start_from(key, x, y)

    def card_clicked(self, card_id: int) -> None:
        if not self.scene.human_turn():
            return
        if self.scene.amap.selecting:
            if card_id in self.scene.amap.selectable():
                self.selected ^= {card_id}
                self.scene.rebuild_controls()
            return
        action = self.scene.amap.card.get(card_id)
        if action is not None:
            self.scene.act(action)
        elif self.scene.amap.card and any(
            s.card is not None and s.card.id == card_id for s in self.hand_sprites()
        ):
            self.scene.act(Action("play", (), (card_by_id(card_id),)))

    def card_at(self, pos: tuple[int, int]) -> Sprite | None:
        """The topmost card under ``pos`` that the player may pick up."""
        lay = self.scene.layout
        pickup = self._pickup() is not None
        for s in sorted(self.scene.anim.final.values(), key=lambda s: -s.z):
            if s.card is None:
                continue
            if (
                s.where != "hand0"
                and s.card.id not in self.scene.amap.card
                and not (pickup and s.where == "trick")
            ):
                continue
            w, h = {HAND: (lay.card_w, lay.card_h), "small": (lay.small_w, lay.small_h)}.get(
                s.size, (lay.trick_w, lay.trick_h)
            )
            r = pygame.Rect(0, 0, w, h)
            r.center = (round(s.x), round(s.y - self.lift(s)))
            if r.collidepoint(pos):
                return s
        return None

    def lift(self, s: Sprite) -> float:
        if s.where != "hand0" or s.card is None:
            return 0.0
        lay = self.scene.layout
        if s.card.id in self.selected:
            return lay.lift
        if (
            self.scene.human_turn()
            and (s.key == self.hover or s.card.id == self.focus)
            and self.playable(s.card)
        ):
            return lay.lift * 0.5
        return 0.0

    def playable(self, card: Card) -> bool:
        return card.id in self.scene.amap.card or card.id in self.scene.amap.selectable()

    def _draw_drag(self, surf: pygame.Surface, d: Drag) -> None:
        lay, r = self.scene.layout, self.scene.renderer
        dx, dy = d.pos[0] - d.press[0], d.pos[1] - d.press[1]
        if d.pile:
            for s in sorted(
                (s for s in self.scene.anim.final.values() if s.where == "trick"), key=lambda s: s.z
            ):
                dc = DrawCard(s.card, s.x + dx, s.y + dy, s.size, 0.0, 1.0, 255, 0, s.key)
                r.card(surf, dc, lift=lay.lift * 0.3, shadow=lay.lift * 0.6)
            return
        at_rest = self.scene.anim.final.get(d.key)
        size = at_rest.size if at_rest is not None else HAND
        x, y = d.pos[0] + d.offset[0], d.pos[1] + d.offset[1]
        r.card(
            surf,
            DrawCard(d.card, x, y, size, 0.0, 1.0, 255, 0, d.key),
            lift=lay.lift * 0.3,
            shadow=lay.lift * 0.6,
        )

    def press(self, pos: tuple[int, int]) -> None:
        """A press on a card starts a drag (or, released in place, a click)."""
        sprite = self.card_at(pos)
        if sprite is None and self.scene.human_turn() and self._own_table_card_at(pos):
            self.scene.say(words.FINESSE_OWN_TABLE)
            return
        if sprite is not None and sprite.card is not None:
            pile = sprite.where == "trick"
            self.drag = Drag(
                sprite.key, sprite.card, pos, (sprite.x - pos[0], sprite.y - pos[1]), pos, pile=pile
            )
