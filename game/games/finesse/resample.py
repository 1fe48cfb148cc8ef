"""Finesse worlds for one seat: the other hands redealt from the cards it has not seen,
honouring the suits a seat showed it lacks (FN-13)."""

from __future__ import annotations

import random
from collections.abc import Hashable

from game.rules.actions import Action
from game.rules.cards import Card, parse_card
from game.rules.registry import GameConfig
from game.rules.resampling import Slot, deal_hidden
from game.rules.state import View

from .cards import ACTIONS, COPIES, DECK, PLAYERS, REP, TABLE_SIZE, TWIN
from .deal import build, in_pack_order
from .state import FinesseState


def resample(config: GameConfig, view: View, rng: random.Random) -> FinesseState:
    """A full deal consistent with ``view`` - built from the view alone, then replayed.

    Known to the seat: its own hand, every table card as dealt (FN-7), every card that left
    a hand (played or put on a table) and whose hand it left, and voids shown by failing
    to follow (FN-13). The other hands' remaining cards are redealt among those hands.
    Which copy of a duplicate lies where is not known to anyone: views number twins in
    the order the seat saw them (``_as_seen``), so any deal of the notations gives the
    same view.
    """
    hidden = Hidden(view)
    return hidden.world(config, hidden.deal(rng))


class Hidden:
    """What ``view`` leaves open to its seat: the cards it has not seen (``pool``), the
    hands they may lie in (``slots``, honouring voids), and what the public history
    says (``actions``, ``from_hand``: the cards that left each hand)."""

    def __init__(self, view: View) -> None:
        self.seat = me = view.seat
        self.dealer = view.dealer
        self.tables = [[REP[parse_card(t).id] for t in pile] for pile in view.info["table_dealt"]]
        self.actions = [(s, ACTIONS[text]) for s, text in view.history]
        self.from_hand, voids = public_facts(self.actions)
        self.own = [REP[c.id] for c in view.hands[me]]  # type: ignore[union-attr]
        # Hidden cards: the deck less every card whose first place the seat knows.
        known = [0] * TABLE_SIZE
        for c in (*(c for t in self.tables for c in t), *(c for h in self.from_hand for c in h), *self.own):
            known[c.id] += 1
        self.pool: list[Card] = []
        for c in DECK:
            if c.copy == 0 and known[c.id] < COPIES[c.id]:
                self.pool.extend((c, TWIN[c.id])[: COPIES[c.id] - known[c.id]])
        self.slots = []
        for s in range(PLAYERS):
            if s != me:
                void = voids[s]
                allows = (lambda c, v=void: not v >> c.suit_index & 1) if void else None
                self.slots.append(Slot(s, len(view.hands[s]), allows))

    def deal(
        self, rng: random.Random, banned: dict[Hashable, set[int]] | None = None
    ) -> dict[Hashable, list[Card]]:
        """The hidden cards dealt at random into the other hands (by seat), none into a hand
        of a card whose id ``banned`` gives for that seat.

        Raises:
            ResampleError: no deal keeps every ban (with the voids).
        """
        if not banned:
            return deal_hidden(self.pool, self.slots, rng)
        slots = [_banning(s, banned[s.key]) if banned.get(s.key) else s for s in self.slots]
        return deal_hidden(self.pool, slots, rng)

    def can_deal(self, banned: dict[Hashable, set[int]]) -> bool:
        """Whether some deal of the hidden cards keeps every ban of ``banned`` and every
        void: Hall's condition, each set of hands allows at least as many cards as it holds
        (the voids alone always do: the true deal keeps them)."""
        if not banned:
            return True
        slots = [_banning(s, banned[s.key]) if banned.get(s.key) else s for s in self.slots]
        masks = [0] * (1 << len(slots))
        for c in self.pool:
            masks[sum(1 << i for i, s in enumerate(slots) if s.allows is None or s.allows(c))] += 1
        for group in range(1, len(masks)):
            places = sum(s.size for i, s in enumerate(slots) if group >> i & 1)
            if sum(n for mask, n in enumerate(masks) if mask & group) < places:
                return False
        return True

    def world(self, config: GameConfig, dealt: dict[Hashable, list[Card]]) -> FinesseState:
        """The deal that gives the other hands ``dealt``, replayed to the view's moment."""
        me, gone = self.seat, self.from_hand
        hands = [gone[s] + (self.own if s == me else [REP[c.id] for c in dealt[s]]) for s in range(PLAYERS)]
        state = build(config, self.dealer, in_pack_order(self.dealer, hands, self.tables))
        for _, a in self.actions:
            state._apply(a)
        return state


def _banning(slot: Slot, ids: set[int]) -> Slot:
    """``slot`` that also refuses every card of ``ids``."""
    allows = slot.allows
    if allows is None:
        return Slot(slot.key, slot.size, lambda c: c.id not in ids)
    return Slot(slot.key, slot.size, lambda c: c.id not in ids and allows(c))


def public_facts(actions: list[tuple[int, Action]]) -> tuple[list[list[Card]], list[int]]:
    """Replay the public history by notation: the cards that left each hand, and each
    seat's voids (a bit per suit it failed to follow, FN-13)."""
    from_hand: list[list[Card]] = [[] for _ in range(PLAYERS)]
    voids = [0] * PLAYERS
    led = played = 0
    for s, a in actions:
        if a.kind == "play":
            c = a.cards[0]
            if not played:
                led = c.suit_index
            elif c.suit_index != led:
                voids[s] |= 1 << led
            if not a.words:
                from_hand[s].append(c)
            played = (played + 1) % PLAYERS
        elif a.kind == "replenish":
            from_hand[s].append(a.cards[0])
    return from_hand, voids
