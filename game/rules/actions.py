"""Actions and their notation.

An action is lowercase words then cards, separated by single spaces: ``bid 3 hand``,
``play Ah``, ``discard 7s 8s``, ``play table Kh``. ``str(action)`` is the canonical form;
``Action.parse`` accepts the cards of a multi-card action in any order and prints them in
canonical order (suit c, d, h, s; then rank 2 … A). Actions compare and hash by their
canonical text. Actions of at most two cards are interned: building the same action twice
gives the same object (so rules may test ``action is PASS``). Actions of more cards are
too many to keep for ever (a five-card discard alone has 201,376 forms): they are equal by
text, not always the same object, and a long session's memory does not grow with them.
"""

from __future__ import annotations

from .cards import Card, is_card_text, parse_card
from .errors import NotationError

INTERNED_CARDS = 2
"""Actions of at most this many cards are interned (see the module's docstring)."""


class Action:
    """One decision: ``kind`` (the first word), further ``words`` and ``cards``."""

    __slots__ = ("kind", "words", "cards", "text", "_hash")

    kind: str
    words: tuple[str, ...]
    cards: tuple[Card, ...]
    text: str
    _hash: int

    _interned: dict[str, Action] = {}

    def __new__(cls, kind: str, words: tuple[str, ...] = (), cards: tuple[Card, ...] = ()) -> Action:
        if len(cards) > 1:
            cards = tuple(sorted(cards, key=Card.sort_key))
        text = " ".join((kind, *words, *(c.text for c in cards)))
        found = cls._interned.get(text)
        if found is not None and found.cards == cards:
            return found
        self = object.__new__(cls)
        self.kind = kind
        self.words = words
        self.cards = cards
        self.text = text
        self._hash = hash(text)
        if found is None and len(cards) <= INTERNED_CARDS:
            cls._interned[text] = self
        return self

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Action({self.text!r})"

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if isinstance(other, Action):
            return self.text == other.text
        return NotImplemented

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple:
        return (Action, (self.kind, self.words, self.cards))

    @property
    def card(self) -> Card:
        """The single card of a one-card action."""
        return self.cards[0]

    @classmethod
    def parse(cls, text: str) -> Action:
        """Parse notation. Raises NotationError for text that is not an action."""
        if not isinstance(text, str):
            raise NotationError(f"an action must be text, not {type(text).__name__}")
        tokens = text.split()
        if not tokens:
            raise NotationError("empty action")
        kind, rest = tokens[0], tokens[1:]
        if not kind.isalpha() or not kind.islower():
            raise NotationError(f"'{text}' is not an action: it must start with a lowercase word")
        words: list[str] = []
        cards: list[Card] = []
        for token in rest:
            if is_card_text(token):
                cards.append(parse_card(token))
            elif cards:
                raise NotationError(f"'{text}' is not an action: words must come before cards")
            elif token.isascii() and ((token.isalpha() and token.islower()) or token.isdigit()):
                words.append(token)
            else:
                parse_card(token)  # raises a NotationError that explains card notation
        return cls(kind, tuple(words), tuple(cards))


def play(card: Card) -> Action:
    return Action("play", (), (card,))


PASS = Action("pass")
