"""Huutopussi's cards: the 36-card deck as indices and masks, every action built once,
and the card order and values of a configuration (``Rules``).

A card is an index 0..35, ``suit * 9 + rank - 6`` (suits c, d, h, s; ranks 6..A), so
ascending indices are the canonical notation order. A set of cards is a bit mask.
Every action the game can produce is built once here (exchange actions lazily, cached
by mask) so the hot paths never build an ``Action`` or a string. Card strength, card
points, marriage values and the scoring variant of a configuration are looked up in
tuples indexed by card or suit, so play never consults the options again.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from game.rules.actions import Action
from game.rules.cards import SUIT_NAMES, SUITS, Card, card
from game.rules.names import SEAT_NAMES as ALL_SEAT_NAMES
from game.rules.registry import GameConfig

PLAYERS = 4
HAND = 9
TRICKS = 9
SEAT_NAMES = ALL_SEAT_NAMES[PLAYERS]
TEAM_NAMES = ("North-South", "East-West")  # team = seat % 2 (HP-1)
SUIT_WORDS = tuple(SUIT_NAMES[s] for s in SUITS)

CARDS: tuple[Card, ...] = tuple(card(r, s) for s in SUITS for r in range(6, 15))  # HP-2
INDEX: dict[Card, int] = {c: i for i, c in enumerate(CARDS)}
FULL = (1 << len(CARDS)) - 1
SUIT_OF: tuple[int, ...] = tuple(i // 9 for i in range(len(CARDS)))
SUIT_MASK: tuple[int, ...] = tuple(0x1FF << (9 * s) for s in range(4))
SIXES = sum(1 << (9 * s) for s in range(4))
QUEEN: tuple[int, ...] = tuple(9 * s + 6 for s in range(4))
KING: tuple[int, ...] = tuple(9 * s + 7 for s in range(4))
MARRIAGE: tuple[int, ...] = tuple((1 << KING[s]) | (1 << QUEEN[s]) for s in range(4))

AUCTION, GIVE, RETURN, CONTRACT, PLAY, ANSWER_PHASE, OVER = range(7)
PHASE_NAMES = ("auction", "give", "return", "contract", "play", "answer", "over")

MIN_BID, MAX_BID, STEP = 50, 440, 5  # HP-11, HP-7
BIDS: tuple[Action, ...] = tuple(Action("bid", (str(n),)) for n in range(MIN_BID, MAX_BID + 1, STEP))
CONTRACTS: tuple[Action, ...] = tuple(
    Action("contract", (str(n),)) for n in range(MIN_BID, MAX_BID + 1, STEP)
)
PLAY_ACTION: tuple[Action, ...] = tuple(Action("play", (), (c,)) for c in CARDS)
REDEAL = Action("redeal")
ASK = Action("ask")
MARRY: tuple[Action, ...] = tuple(Action("marry", (s,)) for s in SUITS)
ASK_SUIT: tuple[Action, ...] = tuple(Action("ask", (s,)) for s in SUITS)
ANSWER: tuple[Action, ...] = tuple(Action("answer", (s,)) for s in SUITS)
SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}
HIDDEN_TEXT = {"give": "give 3 cards", "return": "return 3 cards"}


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


_EXCHANGE: dict[str, dict[int, Action]] = {}


def _exchange_table(kind: str) -> dict[int, Action]:
    """Every ``kind`` action of 3 cards by the mask of its cards (built once, on first use)."""
    table = _EXCHANGE.get(kind)
    if table is None:
        table = _EXCHANGE[kind] = {
            (1 << a) | (1 << b) | (1 << c): Action(kind, (), (CARDS[a], CARDS[b], CARDS[c]))
            for a, b, c in combinations(range(len(CARDS)), 3)
        }
    return table


def exchange_action(kind: str, mask: int) -> Action:
    """The ``give`` / ``return`` action of exactly the 3 cards of ``mask``."""
    return _exchange_table(kind)[mask]


def exchange_actions(kind: str, hand: int) -> list[Action]:
    """Every choice of 3 cards of ``hand`` (HP-15, HP-16), in canonical order."""
    table = _exchange_table(kind)
    return [table[a | b | c] for a, b, c in combinations([1 << i for i in indices(hand)], 3)]


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


# --- the card order and values of a configuration ------------------------------------
# HP-3: rank order, weakest first, by card rank 6..14.
ARTICLE_ORDER = (6, 7, 8, 9, 10, 11, 12, 13, 14)  # A K Q J 10 9 8 7 6
ACE_TEN_ORDER = (6, 7, 8, 9, 11, 12, 13, 10, 14)  # [Pagat] A 10 K Q J 9 8 7 6

POINTS = {14: 10, 10: 10, 13: 5, 12: 5, 11: 5}  # HP-4 (140 in the pack)
ORIGINAL_POINTS = {14: 11, 10: 10, 13: 4, 12: 3, 11: 2}  # option OriginalCardValues (120)
MARRIAGES = (60, 80, 100, 40)  # HP-6 by suit c, d, h, s
BRIDGE_MARRIAGES = (40, 60, 80, 100)  # option BridgeOrderMarriages: s 100, h 80, d 60, c 40

NO_TRICK_PLAIN, NO_TRICK_LAPARI, NO_TRICK_PORVOO = range(3)


@dataclass(frozen=True)
class Rules:
    """Everything play and scoring need to know about the configuration."""

    pagat: bool
    strength: tuple[int, ...]  # per card: 0 weakest .. 8 strongest in its suit
    above: tuple[int, ...]  # per card: mask of the stronger cards of its suit
    high: int  # mask of the cards higher than a jack (HP-12)
    points: tuple[int, ...]  # per card (HP-4)
    marriage: tuple[int, ...]  # per suit (HP-6)
    last_trick: int  # HP-5
    contract_first: bool  # HP-17 [Pagat]: contract before returning cards
    huutokielto: bool  # HP-13
    no_trick: int  # HP-31 läpäri, option Porvoo, or nothing


def _build(pagat: bool, options: dict[str, bool | int]) -> Rules:
    order = ACE_TEN_ORDER if pagat else ARTICLE_ORDER
    strength = tuple(order.index(c.rank) for c in CARDS)
    above = tuple(
        sum(1 << j for j in range(len(CARDS)) if SUIT_OF[j] == SUIT_OF[i] and strength[j] > strength[i])
        for i in range(len(CARDS))
    )
    jack = order.index(11)
    high = sum(1 << i for i in range(len(CARDS)) if strength[i] > jack)
    table = ORIGINAL_POINTS if options.get("OriginalCardValues") else POINTS
    if not pagat:
        no_trick = NO_TRICK_PLAIN
    elif options.get("Porvoo"):
        # House rule (HP-31): with both Porvoo and NoLapari set, Porvoo (which replaces
        # läpäri) decides.
        no_trick = NO_TRICK_PORVOO
    elif options.get("NoLapari"):
        no_trick = NO_TRICK_PLAIN
    else:
        no_trick = NO_TRICK_LAPARI
    return Rules(
        pagat=pagat,
        strength=strength,
        above=above,
        high=high,
        points=tuple(table.get(c.rank, 0) for c in CARDS),
        marriage=BRIDGE_MARRIAGES if options.get("BridgeOrderMarriages") else MARRIAGES,
        last_trick=10 if options.get("LastTrick10") else 20,
        contract_first=pagat,
        huutokielto=pagat and not options.get("NoHuutokielto"),
        no_trick=no_trick,
    )


_CACHE: dict[tuple, Rules] = {}


def rules_for(config: GameConfig) -> Rules:
    """The (cached) rule parameters of ``config``."""
    options = dict(config.options)
    key = (config.preset, tuple(sorted(options.items())))
    found = _CACHE.get(key)
    if found is None:
        found = _CACHE[key] = _build(config.preset == "pagat", options)
    return found
