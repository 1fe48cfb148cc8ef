"""Finesse's cards: the 64-card deck with its twin K, Q and J (FN-2), the pack order of a
deal (FN-5 … FN-7), every action built once, and the phases.

Duplicates (FN-2): the two copies of every K, Q and J are distinct ``Card`` objects
(``copy`` 0 and 1) sharing one notation (see ``state.py``).
"""

from __future__ import annotations

from game.rules.actions import Action
from game.rules.cards import ALL_CARDS, SUITS, Card, deck_64

PLAYERS = 4  # FN-1
HAND = 13  # FN-6
TABLE = 3  # FN-7
TRICKS = 13  # FN-17
ACE = 14

DECK: tuple[Card, ...] = tuple(deck_64())  # FN-2
TABLE_SIZE = max(c.id for c in DECK) + 1
SORT_KEY = Card.sort_key

REP: tuple[Card, ...] = tuple(ALL_CARDS[c.suit_index * 13 + c.rank - 2] if c.suit else c for c in ALL_CARDS)
"""Card id -> the copy 0 card of the same notation (the card an action names)."""
TWIN: tuple[Card, ...] = tuple(
    next((d for d in ALL_CARDS if d is not c and d.text == c.text), c) if c.suit else c for c in ALL_CARDS
)
"""Card id -> the other copy of a duplicated K, Q or J, else the card itself."""
SECOND: tuple[Card, ...] = tuple(TWIN[REP[c.id].id] for c in ALL_CARDS)
"""Card id -> the copy 1 card of the same notation (the card itself if it is single)."""
UNSEEN = 1 << 30
COPIES: tuple[int, ...] = tuple(1 if TWIN[c.id] is c else 2 for c in ALL_CARDS)
"""Card id -> how many cards of that notation the deck holds."""

PLAY: tuple[Action, ...] = tuple(Action("play", (), (REP[c.id],)) for c in ALL_CARDS)
"""Card id -> ``play <card>`` (both copies give the same action)."""
PLAY_TABLE: tuple[Action, ...] = tuple(Action("play", ("table",), (REP[c.id],)) for c in ALL_CARDS)
"""Card id -> ``play table <card>`` (FN-10 b)."""
REPLENISH: tuple[Action, ...] = tuple(Action("replenish", (), (REP[c.id],)) for c in ALL_CARDS)
"""Card id -> ``replenish <card>`` (FN-16)."""
TRUMP_SUIT: tuple[Action, ...] = tuple(Action("trump", (s,)) for s in SUITS)
TRUMP_NONE = Action("trump", ("none",))
ACTIONS: dict[str, Action] = {
    a.text: a for a in (*PLAY[:52], *PLAY_TABLE[:52], *REPLENISH[:52], *TRUMP_SUIT, TRUMP_NONE)
}
"""Notation -> action, for every action of the game."""

NO_TRUMP = 4
"""Trump index of a no-trump deal (FN-14); -1 while the first card is not yet led."""
PLAYING, TRUMP, REPLENISHING, OVER = range(4)
PHASE_NAMES = ("play", "trump", "replenish", "over")


def _pack_order(dealer: int) -> tuple[tuple[bool, int, int], ...]:
    """(is_hand, seat, index) of each card in pack order for one dealer.

    FN-5 … FN-7: the 12 set-aside cards come first and are dealt face up one at a time
    from the dealer's left; the 52 below them were dealt the same way into the hands.
    """
    seats = [(dealer + k) % PLAYERS for k in range(1, PLAYERS + 1)]
    tables = tuple((False, s, j) for j in range(TABLE) for s in seats)
    hands = tuple((True, s, i) for i in range(HAND) for s in seats)
    return tables + hands


PACK_ORDER = tuple(_pack_order(d) for d in range(PLAYERS))
