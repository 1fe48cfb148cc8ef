"""Cards, their notation and the decks of every game.

Cards are immutable singletons: ``parse_card("Ah") is parse_card("Ah")``. Finesse's
duplicate K, Q and J are distinct objects (``copy`` 0 and 1) that share their notation.
Every card has a small integer ``id`` that games use to index tables.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .errors import NotationError

RANKS = "23456789TJQKA"
SUITS = "cdhs"
SUIT_NAMES = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}
RANK_NAMES = {
    2: "two",
    3: "three",
    4: "four",
    5: "five",
    6: "six",
    7: "seven",
    8: "eight",
    9: "nine",
    10: "ten",
    11: "jack",
    12: "queen",
    13: "king",
    14: "ace",
}
JOKER_RANK = 15


class Card:
    """One physical card. ``rank`` is 2..14 (ace 14) or 15 for the joker, whose suit is None."""

    __slots__ = ("rank", "suit", "copy", "id", "text", "suit_index")

    rank: int
    suit: str | None
    copy: int
    id: int
    text: str
    suit_index: int

    def __init__(self, rank: int, suit: str | None, copy: int, card_id: int) -> None:
        self.rank = rank
        self.suit = suit
        self.copy = copy
        self.id = card_id
        self.text = "Jo" if suit is None else RANKS[rank - 2] + suit
        self.suit_index = 4 if suit is None else SUITS.index(suit)

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Card({self.text!r})" if self.copy == 0 else f"Card({self.text!r}, copy={self.copy})"

    def __reduce__(self) -> tuple:
        return (card_by_id, (self.id,))

    @property
    def is_joker(self) -> bool:
        return self.suit is None

    @property
    def name(self) -> str:
        """Words for messages: 'ace of hearts', 'joker'."""
        if self.suit is None:
            return "joker"
        return f"{RANK_NAMES[self.rank]} of {SUIT_NAMES[self.suit]}"

    def sort_key(self) -> tuple[int, int, int]:
        """Canonical notation order: by suit (c, d, h, s, joker), then rank 2..A, then copy."""
        return (self.suit_index, self.rank, self.copy)


def _build_all() -> tuple[Card, ...]:
    cards = [Card(rank, suit, 0, s * 13 + rank - 2) for s, suit in enumerate(SUITS) for rank in range(2, 15)]
    cards.append(Card(JOKER_RANK, None, 0, 52))
    next_id = 53
    for suit in SUITS:
        for rank in (11, 12, 13):
            cards.append(Card(rank, suit, 1, next_id))
            next_id += 1
    return tuple(cards)


ALL_CARDS: tuple[Card, ...] = _build_all()
JOKER: Card = ALL_CARDS[52]
_BY_TEXT: dict[str, Card] = {c.text: c for c in ALL_CARDS if c.copy == 0}


def card_by_id(card_id: int) -> Card:
    return ALL_CARDS[card_id]


def card(rank: int, suit: str, copy: int = 0) -> Card:
    """The card of that rank (2..14) and suit; ``copy=1`` for Finesse's second K, Q, J."""
    if copy == 0:
        return ALL_CARDS[SUITS.index(suit) * 13 + rank - 2]
    for c in ALL_CARDS[53:]:
        if c.rank == rank and c.suit == suit:
            return c
    raise NotationError(f"there is no second copy of {RANKS[rank - 2]}{suit}")


def is_card_text(text: str) -> bool:
    return text in _BY_TEXT


def parse_card(text: str) -> Card:
    """'Ah' -> ace of hearts; 'Jo' -> joker. Raises NotationError for anything else."""
    try:
        return _BY_TEXT[text]
    except KeyError:
        raise NotationError(f"'{text}' is not a card (rank 2-9 T J Q K A then suit c d h s, or Jo)") from None


def parse_cards(texts: Iterable[str]) -> list[Card]:
    return [parse_card(t) for t in texts]


def sort_cards(cards: Iterable[Card]) -> list[Card]:
    """Cards in canonical notation order (suit c, d, h, s; then rank 2 … A)."""
    return sorted(cards, key=Card.sort_key)


def cards_text(cards: Sequence[Card]) -> str:
    return " ".join(c.text for c in cards)


def _std(ranks: Iterable[int], suits: str = SUITS) -> list[Card]:
    return [card(r, s) for s in suits for r in ranks]


def deck_prisdorf() -> list[Card]:
    """25 cards: A–7 of clubs, hearts, spades and the single 7♦ (FP-2)."""
    return _std(range(7, 15), "chs") + [card(7, "d")]


def deck_mecklenburg() -> list[Card]:
    """25 cards: A–7 of clubs, hearts, spades and the single A♦ (FM-1)."""
    return _std(range(7, 15), "chs") + [card(14, "d")]


def deck_32() -> list[Card]:
    """The 32-card Skat pack, A–7 in four suits."""
    return _std(range(7, 15))


def deck_36() -> list[Card]:
    """36 cards, A–6 in four suits (Huutopussi)."""
    return _std(range(6, 15))


def deck_euchre_joker() -> list[Card]:
    """25 cards: A K Q J 10 9 of each suit plus the joker (Hasenpfeffer)."""
    return _std(range(9, 15)) + [JOKER]


def deck_52() -> list[Card]:
    return _std(range(2, 15))


def deck_64() -> list[Card]:
    """52 cards plus a second K, Q and J of each suit, distinct in identity (FN-2)."""
    return deck_52() + list(ALL_CARDS[53:])
