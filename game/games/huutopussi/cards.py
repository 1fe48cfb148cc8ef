"""Huutopussi's cards: the 36-card deck as indices and masks, and every action built once.

A card is an index 0..35, ``suit * 9 + rank - 6`` (suits c, d, h, s; ranks 6..A), so
ascending indices are the canonical notation order. A set of cards is a bit mask.
Every action the game can produce is built once here (exchange actions lazily, cached
by mask) so the hot paths never build an ``Action`` or a string. Card strength, card
points, marriage values and the scoring variant of a configuration are looked up in
tuples indexed by card or suit, so play never consults the options again.
"""

from __future__ import annotations

from itertools import combinations

from game.rules.actions import Action
from game.rules.cards import SUITS, Card, card

CARDS: tuple[Card, ...] = tuple(card(r, s) for s in SUITS for r in range(6, 15))  # HP-2
INDEX: dict[Card, int] = {c: i for i, c in enumerate(CARDS)}
FULL = (1 << len(CARDS)) - 1
SUIT_OF: tuple[int, ...] = tuple(i // 9 for i in range(len(CARDS)))
SUIT_MASK: tuple[int, ...] = tuple(0x1FF << (9 * s) for s in range(4))
SIXES = sum(1 << (9 * s) for s in range(4))
QUEEN: tuple[int, ...] = tuple(9 * s + 6 for s in range(4))
KING: tuple[int, ...] = tuple(9 * s + 7 for s in range(4))
MARRIAGE: tuple[int, ...] = tuple((1 << KING[s]) | (1 << QUEEN[s]) for s in range(4))

AUCTION, GIVE, RETURN, CONTRACT, PLAY, ANSWER_PHASE, OVER, DISCARD, KONTRA_PHASE = range(9)
PHASE_NAMES = ("auction", "give", "return", "contract", "play", "answer", "over", "discard", "kontra")

MIN_BID, MAX_BID, STEP = 50, 440, 5  # HP-11, HP-7
BIDS: tuple[Action, ...] = tuple(Action("bid", (str(n),)) for n in range(MIN_BID, MAX_BID + 1, STEP))
CONTRACTS: tuple[Action, ...] = tuple(
    Action("contract", (str(n),)) for n in range(MIN_BID, MAX_BID + 1, STEP)
)
PLAY_ACTION: tuple[Action, ...] = tuple(Action("play", (), (c,)) for c in CARDS)
REDEAL = Action("redeal")
KONTRA = Action("kontra")  # ErlangenMarjapussi: an opponent doubles the declarer side's score
RE = Action("re")  # ... and the declarer doubles it again
ASK = Action("ask")
MARRY: tuple[Action, ...] = tuple(Action("marry", (s,)) for s in SUITS)
ASK_SUIT: tuple[Action, ...] = tuple(Action("ask", (s,)) for s in SUITS)
ANSWER: tuple[Action, ...] = tuple(Action("answer", (s,)) for s in SUITS)
SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}
HIDDEN_KINDS = frozenset({"give", "return", "discard"})
"""Actions whose cards other seats do not see (HP-15, HP-16; ThreePlayer's discard)."""


def bid_index(value: int) -> int:
    """Position of a bid or contract value in ``BIDS`` / ``CONTRACTS``."""
    return (value - MIN_BID) // STEP


def indices(mask: int) -> list[int]:
    """Card indices of a mask, ascending (canonical order)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def cards_of(mask: int) -> list[Card]:
    return [CARDS[i] for i in indices(mask)]


def mask_of(cards: list[Card] | tuple[Card, ...]) -> int:
    m = 0
    for c in cards:
        m |= 1 << INDEX[c]
    return m


def texts(mask: int) -> list[str]:
    return [CARDS[i].text for i in indices(mask)]


_THREES: dict[str, dict[int, Action]] = {}


def _threes(kind: str) -> dict[int, Action]:
    """Every ``kind`` action of 3 cards by the mask of its cards (built once, on first use)."""
    table = _THREES.get(kind)
    if table is None:
        table = _THREES[kind] = {
            (1 << a) | (1 << b) | (1 << c): Action(kind, (), (CARDS[a], CARDS[b], CARDS[c]))
            for a, b, c in combinations(range(len(CARDS)), 3)
        }
    return table


def exchange_action(kind: str, mask: int) -> Action:
    """The ``give`` / ``return`` / ``discard`` action of exactly the cards of ``mask``
    (3 cards from a table built once; 4, Erlangen's, built anew and never kept: 58,905
    possible passes of each kind would only fill memory in a long session)."""
    if mask.bit_count() == 3:
        return _threes(kind)[mask]
    return Action(kind, (), tuple(CARDS[i] for i in indices(mask)))


def exchange_actions(kind: str, hand: int, size: int = 3) -> list[Action]:
    """Every choice of ``size`` cards of ``hand`` (HP-15, HP-16; ThreePlayer's discard;
    ErlangenMarjapussi passes 4), in canonical order."""
    bits = [1 << i for i in indices(hand)]
    if size == 3:
        table = _threes(kind)
        return [table[a | b | c] for a, b, c in combinations(bits, 3)]
    return [Action(kind, (), tuple(CARDS[i] for i in indices(sum(c)))) for c in combinations(bits, size)]


def _plays_by_suit() -> tuple[tuple[tuple[Action, ...], ...], ...]:
    """``[suit][9-bit chunk]`` -> the play actions of those cards of that suit."""
    return tuple(
        tuple(tuple(PLAY_ACTION[9 * s + r] for r in range(9) if chunk >> r & 1) for chunk in range(512))
        for s in range(4)
    )


_BY_SUIT = _plays_by_suit()
_C, _D, _H, _S = _BY_SUIT


def plays(mask: int) -> list[Action]:
    """The play actions of the cards of ``mask`` in canonical order (hot path)."""
    return [*_C[mask & 511], *_D[mask >> 9 & 511], *_H[mask >> 18 & 511], *_S[mask >> 27]]
