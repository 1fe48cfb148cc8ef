"""Precomputed card facts and action tables for Skitgubbe (cards are ids 0..51).

A card id is ``suit * 13 + rank - 2`` (see game.rules.cards), so ids sorted ascending
are in canonical notation order and consecutive ids of one suit are consecutive ranks.
"""

from __future__ import annotations

from game.rules.actions import PASS, Action
from game.rules.cards import ALL_CARDS, Card

DECK_SIZE = 52
HAND_SIZE = 3
AVSTICK_SIZE = 12
CARDS: tuple[Card, ...] = ALL_CARDS[:DECK_SIZE]
RANK: tuple[int, ...] = tuple(c.rank for c in CARDS)
SUIT: tuple[int, ...] = tuple(c.suit_index for c in CARDS)
SUIT_LETTERS = "cdhs"

PICKUP = Action("pickup")
CHANCE = Action("chance")
SWAP = Action("exchange")  # TurnedUpTrumpMas: the 2 of trumps for the turned card (SG-M5)
ASIDE = Action("aside")  # TurnedUpTrumpMas: three trumps laid on the won pile (SG-M6)
PASS_ACTION = PASS

# RUN[lo][hi]: "play <lo> … <hi>" for a single card (lo == hi) or a run of one suit.
RUN: list[list[Action | None]] = [[None] * DECK_SIZE for _ in range(DECK_SIZE)]
for _lo in range(DECK_SIZE):
    for _hi in range(_lo, (_lo // 13) * 13 + 13):
        RUN[_lo][_hi] = Action("play", (), CARDS[_lo : _hi + 1])

# SAME_RANK[(ids…)]: phase-1 plays of 1-3 cards of one rank, keyed by ascending ids.
SAME_RANK: dict[tuple[int, ...], Action] = {}
for _rank in range(2, 15):
    _ids = [s * 13 + _rank - 2 for s in range(4)]
    for _mask in range(1, 16):
        _pick = tuple(i for b, i in enumerate(_ids) if _mask >> b & 1)
        if len(_pick) <= HAND_SIZE:
            SAME_RANK[_pick] = Action("play", (), tuple(CARDS[i] for i in _pick))

_SLUFF: dict[tuple[int, ...], Action] = {}

# IDS[action]: the card ids of a play (ascending), filled as play actions are built.
IDS: dict[Action, tuple[int, ...]] = {a: tuple(c.id for c in a.cards) for row in RUN for a in row if a}
IDS.update((a, ids) for ids, a in SAME_RANK.items())


def sluff_action(ids: tuple[int, ...]) -> Action:
    """``sluff <cards>`` for ascending ids, built once and cached."""
    found = _SLUFF.get(ids)
    if found is None:
        found = _SLUFF[ids] = Action("sluff", (), tuple(CARDS[i] for i in ids))
        IDS[found] = ids
    return found


SAME_COLOUR = (3, 2, 1, 0)
"""The other suit of each suit's colour (suits in id order c d h s): AntiTrumps."""


def beats_card(card: int, top_suit: int, top_hi: int, trump: int) -> bool:
    """SG-25 for one card: could ``card`` (as the lowest card of a play) beat the top play?
    ``trump`` is -1 where trumps do not beat the top play (AntiTrumps: see ``trump_over``)."""
    s = SUIT[card]
    if s == top_suit:
        return RANK[card] > top_hi
    return s == trump


def trump_over(top_suit: int, trump: int, anti: int) -> int:
    """The suit that trumps a play of ``top_suit``: trumps, unless it is the anti-trump suit
    (option AntiTrumps), which no trump beats (-1)."""
    return -1 if top_suit == anti else trump


_RANK_WORDS = {10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}


def rank_text(rank: int) -> str:
    """A rank as a player reads it: "2" … "10", "J", "Q", "K", "A"."""
    return _RANK_WORDS.get(rank, str(rank))
