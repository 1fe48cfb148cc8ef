"""Words the rules say to a player, kept translatable: ``Message``.

A ``Message`` is the English text itself (a ``str``: records, logs and tests read English),
and it remembers its template and named parameters, so that the table can say it in the
player's language (``game.table.words.translate``). A parameter that is a word itself (a
suit, a card) is a ``Message`` too and is translated in turn. ``tools/i18n.py`` extracts
every ``Message("...")`` whose template is a literal. Standard library only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Self

from .cards import Card


class Message(str):
    """English text from ``template.format(**params)`` that remembers both."""

    template: str
    params: dict[str, Any]

    def __new__(cls, template: str, /, **params: Any) -> Self:
        self = super().__new__(cls, template.format(**params) if params else template)
        self.template = template
        self.params = params
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (_restore, (self.template, self.params))


def _restore(template: str, params: dict[str, Any]) -> Message:
    """A pickled ``Message`` again."""
    return Message(template, **params)


class Plural(Message):
    """A ``Message`` about a number ``n``: English says ``singular`` for 1, else ``plural``;
    the table takes the language's own plural form (``ngettext``)."""

    plural: str

    def __new__(cls, singular: str, plural: str, n: int, /, **params: Any) -> Self:
        self = super().__new__(cls, singular if n == 1 else plural, n=n, **params)
        self.template, self.plural = singular, plural
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        params = {k: v for k, v in self.params.items() if k != "n"}
        return (_restore_plural, (self.template, self.plural, self.params["n"], params))


def _restore_plural(singular: str, plural: str, n: int, params: dict[str, Any]) -> Plural:
    """A pickled ``Plural`` again."""
    return Plural(singular, plural, n, **params)


class PMessage(Message):
    """A ``Message`` the catalogues hold under a ``context`` (gettext's ``msgctxt``): the
    same English words said differently in different places, such as each game's help."""

    context: str

    def __new__(cls, context: str, template: str, /, **params: Any) -> Self:
        self = super().__new__(cls, template, **params)
        self.context = context
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (_restore_in_context, (self.context, self.template, self.params))


def _restore_in_context(context: str, template: str, params: dict[str, Any]) -> PMessage:
    """A pickled ``PMessage`` again."""
    return PMessage(context, template, **params)


class Layout(Message):
    """A ``Message`` whose template holds no words, only how its parts are laid out
    (``"{p0}\\n\\n{p1}"``): its parts are translated, the template is never looked up."""

    def __reduce__(self) -> tuple[Any, ...]:
        return (_restore_layout, (self.template, self.params))


def _restore_layout(template: str, params: dict[str, Any]) -> Layout:
    """A pickled ``Layout`` again."""
    return Layout(template, **params)


def joined(parts: Sequence[str], sep: str = "; ") -> Layout:
    """Parts one after another with ``sep`` between them, each translated in turn."""
    names = [f"p{i}" for i in range(len(parts))]
    return Layout(sep.join("{" + n + "}" for n in names), **dict(zip(names, parts, strict=True)))


def N_(template: str) -> str:
    """Marks a template for the catalogues where it is written apart from its ``Message``."""
    return template


SUITS = (Message("clubs"), Message("diamonds"), Message("hearts"), Message("spades"))
"""The suits as a sentence names them, by suit index (c, d, h, s)."""
SUITS_CAPITAL = (Message("Clubs"), Message("Diamonds"), Message("Hearts"), Message("Spades"))
"""The suits at the start of a sentence, by suit index."""
SUIT = (Message("club"), Message("diamond"), Message("heart"), Message("spade"))
"""One card's suit ('a higher club'), by suit index."""
_SUIT_INDEX = {"c": 0, "d": 1, "h": 2, "s": 3}
_RANKS = {
    2: Message("two"),
    3: Message("three"),
    4: Message("four"),
    5: Message("five"),
    6: Message("six"),
    7: Message("seven"),
    8: Message("eight"),
    9: Message("nine"),
    10: Message("ten"),
    11: Message("jack"),
    12: Message("queen"),
    13: Message("king"),
    14: Message("ace"),
}


def suits(suit: str) -> Message:
    """A suit ('c') as a sentence names it: 'clubs'."""
    return SUITS[_SUIT_INDEX[suit]]


def card_name(card: Card) -> Message:
    """A card as a sentence names it, in the words of ``Card.name``: 'ace of clubs', 'joker'."""
    if card.suit is None:
        return Message("joker")
    return Message("{rank} of {suit}", rank=_RANKS[card.rank], suit=suits(card.suit))
