"""Pieces every Fipsen form shares: card tables, shuffling, trick winner, follow suit, discards.

Cards are handled as ``Card.id`` ints in the hot paths. C-3's rank order (A K Q J 10 9 8
7) is the natural order of ``Card.rank``, so ``RANK[c]`` compares cards within a suit.
Every table below is indexed by card id; actions are pre-built so no hot path builds one.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from itertools import combinations

from game.rules.actions import Action
from game.rules.cards import ALL_CARDS, SUITS, Card
from game.rules.message import SUITS as SUIT_MESSAGES
from game.rules.message import Message, card_name

CARD: tuple[Card, ...] = ALL_CARDS
"""Card id -> Card."""
SUIT: tuple[int, ...] = tuple(c.suit_index for c in ALL_CARDS)
"""Card id -> suit index (0 clubs, 1 diamonds, 2 hearts, 3 spades)."""
RANK: tuple[int, ...] = tuple(c.rank for c in ALL_CARDS)
"""Card id -> rank 2..14; higher wins within a suit (C-3)."""
COURT: tuple[bool, ...] = tuple(c.rank in (11, 12, 13) for c in ALL_CARDS)
"""Card id -> True for K, Q, J (C-4; aces are not court cards)."""
SUIT_LETTER = SUITS
"""Suit index -> notation letter ('c', 'd', 'h', 's')."""
NO_TRUMP = -1

PLAY: tuple[Action, ...] = tuple(Action("play", (), (c,)) for c in ALL_CARDS)
"""Card id -> ``play <card>``."""
TRUMP: tuple[Action, ...] = tuple(Action("trump", (s,)) for s in SUITS)
"""Suit index -> ``trump <suit>``."""


def cards_of(card_ids: Iterable[int]) -> list[Card]:
    return [CARD[c] for c in card_ids]


def texts(card_ids: Iterable[int]) -> list[str]:
    return [CARD[c].text for c in card_ids]


# --- shuffling -------------------------------------------------------------------------


def shuffled(deck: Sequence[int], rng: random.Random) -> list[int]:
    """A uniformly random permutation of ``deck`` drawn with one ``randrange`` call.

    Faster than ``rng.shuffle`` for small decks and fully determined by the rng.
    """
    n = len(deck)
    k = rng.randrange(_FACT[n])
    pool = list(deck)
    out = []
    for i in range(n, 0, -1):
        k, j = divmod(k, i)
        out.append(pool.pop(j))
    return out


_FACT = [1]
for _i in range(1, 70):
    _FACT.append(_FACT[-1] * _i)


# --- tricks ----------------------------------------------------------------------------


def trick_winner(trick: Sequence[int], trump: int) -> int:
    """Index in ``trick`` of the winning card (C-5): highest trump, else highest of the led suit."""
    best = 0
    bc = trick[0]
    bs = SUIT[bc]
    br = RANK[bc]
    for i in range(1, len(trick)):
        c = trick[i]
        s = SUIT[c]
        if s == bs:
            if RANK[c] > br:
                best, br = i, RANK[c]
        elif s == trump:
            best, bs, br = i, s, RANK[c]
    return best


def legal_plays(
    hand: Sequence[int], trick: Sequence[int], trump: int = NO_TRUMP, must_trump: bool = False
) -> list[Action]:
    """``play`` actions for the cards of ``hand`` that may go to ``trick`` (FP-38 follow suit)."""
    if trick:
        led = SUIT[trick[0]]
        follow = [PLAY[c] for c in hand if SUIT[c] == led]
        if follow:
            return follow
        if must_trump and trump >= 0:
            trumps = [PLAY[c] for c in hand if SUIT[c] == trump]
            if trumps:
                return trumps
    return [PLAY[c] for c in hand]


def play_reason(
    hand: Sequence[int], trick: Sequence[int], card: Card, trump: int = NO_TRUMP, must_trump: bool = False
) -> str:
    """Why ``play card`` is illegal, in a player's words ('' if it is legal)."""
    if card.id not in hand:
        return Message("You do not hold the {card}", card=card_name(card))
    if not trick:
        return ""
    led = SUIT[trick[0]]
    if SUIT[card.id] != led and any(SUIT[c] == led for c in hand):
        return Message("You must follow {suit}", suit=SUIT_MESSAGES[led])
    if (
        must_trump
        and trump >= 0
        and SUIT[card.id] != led
        and SUIT[card.id] != trump
        and any(SUIT[c] == trump for c in hand)
    ):
        return Message("You cannot follow {suit}, so you must trump", suit=SUIT_MESSAGES[led])
    return ""


# --- discards --------------------------------------------------------------------------

_DISCARDS: dict[int, Action] = {}
_DISCARDS_MAX = 4096
"""The cache holds the discards of recent exchanges, not every five-card set ever met."""


def discard_action(card_ids: Iterable[int]) -> Action:
    """``discard <cards>`` for these card ids (cached by card set)."""
    key = 0
    for c in card_ids:
        key |= 1 << c
    found = _DISCARDS.get(key)
    if found is None:
        found = Action("discard", (), tuple(CARD[c] for c in range(key.bit_length()) if key >> c & 1))
        if len(_DISCARDS) >= _DISCARDS_MAX:
            _DISCARDS.clear()
        _DISCARDS[key] = found
    return found


def discard_actions(hand: Sequence[int], count: int) -> list[Action]:
    """Every ``discard`` of exactly ``count`` cards of ``hand``.

    The order follows the hand's order (combinations), so keep hands sorted by card id
    (canonical card order) and the list depends only on the hand's cards.
    """
    if count == 2:
        pair = _PAIR
        return [pair[a * _N + b] for a, b in combinations(hand, 2)]  # type: ignore[misc]  # built for every pair
    get = _DISCARDS.get
    out = []
    for combo in combinations([1 << c for c in hand], count):
        key = sum(combo)
        found = get(key)
        if found is None:
            found = discard_action(c for c in range(key.bit_length()) if key >> c & 1)
        out.append(found)
    return out


_N = len(ALL_CARDS)
_PAIR: list[Action | None] = [None] * (_N * _N)


def _build_pairs() -> None:
    for a in range(53):
        for b in range(53):
            if a != b:
                _PAIR[a * _N + b] = discard_action((a, b))


_build_pairs()
