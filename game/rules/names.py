"""Names every game's table text shares: seats, suits, cards, counts, and the "you" form.

Standard library only, so a game's table description (``game/games/<family>/table.py``)
and the front end (``game/table/words.py``) use the same words.

A deal's summary (``Outcome.summary``) names seats and teams by reference, never by
name: the rules write ``seat_ref(s)`` and ``team_ref(t)`` ("{seat3}", "{team0}"), and
``render_summary`` fills them in with a naming function: the rules' neutral names
(``neutral_name``: "South", "North-South") for plain text such as a replay, the table's
own ("You", "You & North") on the table.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .cards import SUIT_NAMES, SUITS, Card
from .message import Message

SUIT_SYMBOL = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}
RANK_SHORT = {10: "10", 11: "J", 12: "Q", 13: "K", 14: "A", 15: "Joker"}

SEAT_NAMES = {
    2: ("South", "North"),
    3: ("South", "West", "East"),
    4: ("South", "West", "North", "East"),
    5: ("South", "West", "North-West", "North-East", "East"),
    6: ("South", "South-West", "North-West", "North", "North-East", "South-East"),
}
TEAM_NAMES = ("North-South", "East-West")
"""The partnerships of a four-player team game, by ``seat % 2``."""
SUIT_WORDS = tuple(SUIT_NAMES[s] for s in SUITS)
"""Suit names by suit index (c, d, h, s): 'clubs' ... 'spades'."""
YOU = "You"


def seat_name(seat: int, players: int, *, you: bool = True) -> str:
    """'You' for seat 0 (unless ``you`` is False), else the seat's compass name."""
    if seat == 0 and you:
        return YOU
    names = SEAT_NAMES.get(players)
    return names[seat] if names else f"Seat {seat + 1}"


def seat_ref(seat: int) -> str:
    """A seat in a deal summary, named when the summary is rendered: '{seat3}'."""
    return f"{{seat{seat}}}"


def team_ref(team: int) -> str:
    """A team (0 or 1: ``seat % 2``) in a deal summary, named when rendered: '{team0}'."""
    return f"{{team{team}}}"


Namer = Callable[[str, int, int], str]
"""(kind, number, players) -> name, where kind is "seat" or "team"."""


def neutral_name(kind: str, number: int, players: int) -> str:
    """The rules' names, for plain text: a seat's compass name ('South', never 'You'),
    a team's 'North-South' or 'East-West'."""
    return seat_name(number, players, you=False) if kind == "seat" else TEAM_NAMES[number]


_REF = re.compile(r"\{(seat|team)(\d+)\}")


def render_summary(summary: str, players: int, name: Namer = neutral_name) -> str:
    """A deal summary with its seat and team references (``seat_ref``, ``team_ref``)
    replaced by ``name``'s names for a table of ``players``. A reference to no such seat
    or team is left as it is."""

    def one(m: re.Match[str]) -> str:
        kind, number = m.group(1), int(m.group(2))
        valid = number < players if kind == "seat" else players == 4 and number < len(TEAM_NAMES)
        return name(kind, number, players) if valid else m.group(0)

    return _REF.sub(one, summary)


def has_refs(summary: str) -> bool:
    """Whether a summary still holds a seat or team reference."""
    return _REF.search(summary) is not None


def card_text(card: Card) -> str:
    """'A♥', '10♣', 'Joker'."""
    if card.suit is None:
        return "Joker"
    return RANK_SHORT.get(card.rank, str(card.rank)) + SUIT_SYMBOL[card.suit]


def suit_text(suit: str | None) -> str:
    """'♣', or 'no trumps' (a ``Message``: said in the table's language) for None and "none"."""
    return Message("no trumps") if suit in (None, "none") else SUIT_SYMBOL.get(suit, suit)


_YOU_VERBS = {
    "takes": "take",
    "needs": "need",
    "leads": "lead",
    "puts": "put",
    "gives": "give",
    "has": "have",
    "is": "are",
    "deals": "deal",
    "reaches": "reach",
    "wins": "win",
}


def _you_verb(word: str) -> str:
    return _YOU_VERBS.get(word, word)


def you_form(line: str) -> str:
    """A note written about a seat, fixed for the human: 'You takes' -> 'You take',
    'You reaches 10 tricks and wins' -> 'You reach 10 tricks and win',
    "You's table card" -> 'your table card', 'so You lead' -> 'so you lead'."""
    line = re.sub(r"\bYou (\w+)\b", lambda m: f"You {_you_verb(m.group(1))}", line)
    line = re.sub(r"(\bYou \w+\b[^;:.→]*? and )(\w+)\b", lambda m: m.group(1) + _you_verb(m.group(2)), line)
    line = re.sub(r"(?<=[a-z] )You's\b", "your", line)
    line = re.sub(r"\bYou's\b", "Your", line)
    return re.sub(r"(?<=[a-z,→] )You\b(?!:|\s&)", "you", line)
