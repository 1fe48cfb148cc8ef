"""Hasenpfeffer's cards: the 25-card deck with the Joker (HF-2), each card's effective suit
and trump power for every trump choice (HF-3 … HF-6, HF-17), every action built once, and
the phases.
"""

from __future__ import annotations

from game.rules.actions import PASS, Action
from game.rules.cards import ALL_CARDS, JOKER, SUITS, Card, deck_euchre_joker

PLAYERS = 4
HAND = 6
TRICKS = 6
FORCED_BID = 3  # HF-11

DECK: tuple[Card, ...] = tuple(deck_euchre_joker())  # HF-2
DECK_IDS = frozenset(c.id for c in DECK)
TABLE_SIZE = max(DECK_IDS) + 1

NO_TRUMP = 4
"""Trump index of a no-trump game; there it is also the Joker's effective suit."""
JOKER_BIT = 1 << NO_TRUMP
"""Void mark: the seat cannot hold the Joker (it failed to follow at no-trump)."""

BIDDING, TRUMP, CALL, PLAY, OVER = range(5)
PHASE_NAMES = ("auction", "trump", "joker", "play", "over")

RIGHT, LEFT, JOKER_POWER = 120, 119, 130
"""Trump powers above every other trump (100 + rank): HF-3."""


def _tables(bowers: bool, trump: int) -> tuple[list[int], list[int]]:
    """Effective suit (HF-17) and trump power (HF-3) of every card for one trump choice.

    The power matters only for cards whose effective suit is the trump suit; at no-trump
    that is the Joker alone (NoTrumpDeclaration house rule below).
    """
    eff = [-1] * TABLE_SIZE
    power = [0] * TABLE_SIZE
    for c in DECK:
        if c is JOKER:
            eff[c.id], power[c.id] = trump, JOKER_POWER  # HF-3, HF-4: the Joker is a trump
            continue
        s = c.suit_index
        eff[c.id], power[c.id] = s, 100 + c.rank
        if bowers and trump != NO_TRUMP and c.rank == 11:
            if s == trump:
                power[c.id] = RIGHT
            elif s == 3 - trump:  # c<->s, d<->h: the other suit of the same colour (HF-6)
                eff[c.id], power[c.id] = trump, LEFT  # HF-4: the left bower is a trump
    return eff, power


TABLES = {(b, t): _tables(b, t) for b in (True, False) for t in range(5)}

PLAY_ACTION: list[Action] = [Action("play", (), (c,)) for c in ALL_CARDS[:TABLE_SIZE]]  # by card.id
BIDS = {k: Action("bid", (str(k),)) for k in range(1, TRICKS + 1)}
BID_VALUE = {a: k for k, a in BIDS.items()}
BID_LEGAL = [(PASS, *(BIDS[k] for k in range(high + 1, TRICKS + 1))) for high in range(TRICKS)]
TRUMP_ACTIONS = {Action("trump", (s,)): i for i, s in enumerate(SUITS)}
TRUMP_NONE = Action("trump", ("none",))
CALLS = {Action("suit", (s,)): i for i, s in enumerate(SUITS)}
SUIT_TRUMPS = tuple(TRUMP_ACTIONS)
ALL_TRUMPS = (*SUIT_TRUMPS, TRUMP_NONE)
CALL_ACTIONS = tuple(CALLS)
