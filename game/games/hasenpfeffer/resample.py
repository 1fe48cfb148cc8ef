"""Hasenpfeffer worlds for one seat: the other hands and the widow redealt from the cards it
has not seen, honouring the forced declarer's Joker (HF-11) and shown voids (HF-17, HF-18)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.rules.cards import JOKER, Card, sort_cards
from game.rules.resampling import Slot, deal_hidden

from .cards import DECK, OVER, PLAYERS

if TYPE_CHECKING:
    from .state import HasenpfefferState


def resample(st: HasenpfefferState, seat: int, rng: random.Random) -> HasenpfefferState:
    """Redeal what ``seat`` cannot see, keeping every public fact.

    Known: the seat's own hand, every played card (from its player's dealt hand), the
    widow once the deal is over, the forced declarer's Joker (HF-11) until played, and
    voids shown by failing to follow the effective suit (HF-17, HF-18) - so a seat void
    in the printed suit of the left bower may still hold the left bower.
    """
    played: list[list[Card]] = [[] for _ in range(PLAYERS)]
    for s, a in st.history:
        if a.kind == "play":
            played[s].append(a.cards[0])
    over = st.phase == OVER
    seen = set(st.hands[seat])
    for p in played:
        seen.update(p)
    fixed: list[list[Card]] = [[] for _ in range(PLAYERS)]
    if st.forced and st.declarer != seat and JOKER not in seen:
        fixed[st.declarer].append(JOKER)
        seen.add(JOKER)
    if over:
        seen.add(st.widow)
    eff = st.eff
    slots = []
    for s in range(PLAYERS):
        if s != seat:
            void = st.voids[s]
            allows = None if not void else (lambda c, v=void: not v >> eff[c.id] & 1)
            slots.append(Slot(s, len(st.hands[s]) - len(fixed[s]), allows))
    if not over:
        slots.append(Slot("widow", 1))
    dealt = deal_hidden([c for c in DECK if c not in seen], slots, rng)
    r = st.clone()
    r.hands = [list(st.hands[s]) if s == seat else sort_cards(fixed[s] + dealt[s]) for s in range(PLAYERS)]
    r.dealt = [sort_cards(r.hands[s] + played[s]) for s in range(PLAYERS)]
    if not over:
        r.widow = dealt["widow"][0]
    return r
