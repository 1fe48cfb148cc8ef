"""What a Prisdorf Fipsen seat knows, read from its view (fipsen.md Part A), and the
card-play facts every Fipsen form shares (who wins a trick, which card is sure).

Everything comes from ``view.hands[seat]``, ``view.trick`` and ``view.history`` (the
public actions), so it works from any engine that follows the notation of DESIGN.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from game.rules import Action, Card, View, parse_card
from game.rules.tricks import winning

SUITS = "cdhs"
PLAIN_SUITS = "chs"
"""The three eight-card suits; diamonds is the lone 7♦ (FP-2)."""


@dataclass(frozen=True)
class Bid:
    """A bid as words: trick level 2..5 or 'kieker', and its announced doubles (FP-8..FP-10)."""

    level: int | str
    words: frozenset[str]

    @property
    def doubles(self) -> int:
        """Announced doubles (FP-9: a 5 bid always includes Durch)."""
        if self.level == "kieker":
            return 0
        extra = 1 if self.level == 5 and "durch" not in self.words else 0
        return len(self.words) + extra

    @property
    def strength(self) -> int:
        """Rung of the FP-11 ladder (0 = ``2`` … 16 = ``5+3``)."""
        if self.level == "kieker":
            return 12 + ("ruten" in self.words)
        if self.level == 5:
            return 13 + self.doubles
        return (int(self.level) - 2) * 4 + self.doubles

    @classmethod
    def parse(cls, words: Sequence[str]) -> Bid:
        """From the words after ``bid``: ``3 hand``, ``kieker ruten``, ``5``."""
        level: int | str = words[0] if words[0] == "kieker" else int(words[0])
        return cls(level, frozenset(words[1:]))


@dataclass
class Facts:
    """The deal as one seat knows it."""

    seat: int
    players: int
    hand: list[Card]
    bid: Bid | None = None
    """The highest bid so far."""
    declarer: int | None = None
    """Who made or last held the highest bid (the declarer once the auction is over)."""
    held: bool = False
    """The declarer holds the bid (FP-20: only its trick number and count of doubles bind)."""
    hand_played: bool = False
    trump: str | None = None
    durch_in_force: bool = False
    tricks: list[list[tuple[int, Card]]] = field(default_factory=list)
    """Finished tricks as (seat, card) in play order."""
    trick: list[tuple[int, Card]] = field(default_factory=list)
    """The trick in progress."""
    auction_over: bool = False
    forgotten: set[Card] = field(default_factory=set)
    """Played cards this seat no longer remembers (the easy level, ai/memory.py)."""

    @property
    def binding(self) -> frozenset[str]:
        """Doubles the declarer must realise by name (his own final bid, FP-20)."""
        if self.bid is None or self.held:
            return frozenset()
        return self.bid.words | ({"durch"} if self.bid.level == 5 else frozenset())

    @property
    def kieker(self) -> bool:
        return self.bid is not None and self.bid.level == "kieker" and self.auction_over

    @property
    def durch(self) -> bool:
        """Durch in force (FP-40): bid, a 5, holder completion, CONTINUE, or a Kieker."""
        return self.durch_in_force or self.kieker

    @property
    def target(self) -> int:
        """Tricks the declarer needs."""
        if self.bid is None or self.durch or self.bid.level == "kieker":
            return 5
        return int(self.bid.level)

    @property
    def played(self) -> set[Card]:
        """The cards played that this seat remembers."""
        return {c for t in self.tricks for _, c in t} - self.forgotten | {c for _, c in self.trick}


def trick_winner(trick: Sequence[tuple[int, Card]], trump: str | None) -> int:
    """Seat winning the trick so far (C-5)."""
    return winning(trick, lambda c, best: beats(c, best, trump))


def split_tricks(
    plays: Sequence[tuple[int, Card]], n: int
) -> tuple[list[list[tuple[int, Card]]], list[tuple[int, Card]]]:
    """The finished tricks of ``n`` plays each, and the trick in progress."""
    tricks, trick = [], []
    for i in range(0, len(plays), n):
        chunk = list(plays[i : i + n])
        if len(chunk) == n:
            tricks.append(chunk)
        else:
            trick = chunk
    return tricks, trick


def sure(c: Card, trump: str | None, unseen: set[Card]) -> bool:
    """No unseen card can beat ``c``: it is the highest out in its suit, and either a trump
    or no trump is out."""
    if above(c, unseen):
        return False
    return c.suit == trump or not any(u.suit == trump for u in unseen)


def above(c: Card, unseen: set[Card]) -> int:
    """How many unseen cards of ``c``'s suit outrank it (0: it is the suit's master)."""
    return sum(1 for u in unseen if u.suit == c.suit and u.rank > c.rank)


def beats(c: Card, best: Card, trump: str | None) -> bool:
    if c.suit == best.suit:
        return c.rank > best.rank
    return c.suit == trump


def cheapest(cards: Sequence[Card], trump: str | None) -> Card:
    """The card cheapest to give away (or to win with): lowest non-trump, trumps last."""
    return min(cards, key=lambda c: (c.suit == trump, c.rank))


def follow(
    cards: Sequence[Card],
    trick: Sequence[tuple[int, Card]],
    trump: str | None,
    unseen: set[Card],
    seat: int,
    declarer: int | None,
    players: int,
) -> Card:
    """The card to add to ``trick`` (of ``players`` seats) from the playable ``cards`` in a
    declarer game: defenders throw their cheapest card when a fellow defender has the
    trick, everyone wins as cheaply as is safe (the last player, or a defender after the
    declarer, with the cheapest winner; others with a sure one, else the strongest), and
    throws the cheapest card when he cannot win."""
    winner = trick_winner(trick, trump)
    best = next(c for s, c in trick if s == winner)
    winning = [c for c in cards if beats(c, best, trump)]
    defender = seat != declarer
    declarer_played = any(s == declarer for s, _ in trick)
    if defender and winner != declarer and (declarer_played or sure(best, trump, unseen)):
        return cheapest(cards, trump)  # a fellow defender has it
    if not winning:
        return cheapest(cards, trump)
    if len(trick) == players - 1 or (defender and declarer_played):
        return cheapest(winning, trump)
    safe = [c for c in winning if sure(c, trump, unseen)]
    if safe:
        return cheapest(safe, trump)
    return max(winning, key=lambda c: (c.suit == trump, c.rank))


def kind_of(legal: Sequence[Action], kind: str) -> Action:
    """The legal action of ``kind`` (one without cards or words, e.g. ``pass``)."""
    for a in legal:
        if a.kind == kind:
            return a
    raise ValueError(f"no '{kind}' among {[a.text for a in legal]}")


def read(view: View) -> Facts:
    """The facts of a Prisdorf deal as ``view.seat`` knows them.

    Bids and plays come from the public history; the declarer, trumps and realised
    doubles from ``view.info`` (the engine applies forced choices without an action).
    """
    n = view.players
    info = view.info
    hand = [c for c in view.hands[view.seat] if c is not None]
    f = Facts(view.seat, n, hand)
    plays: list[tuple[int, Card]] = []
    for seat, text in view.history:
        words = text.split()
        if words[0] == "bid":
            f.bid = Bid.parse(words[1:])
        elif words[0] == "play":
            plays.append((seat, parse_card(words[1])))
    f.auction_over = info.get("declarer") is not None
    f.declarer = info.get("declarer") if f.auction_over else info.get("bidder")
    f.held = bool(info.get("bid_held"))
    f.trump = info.get("trump")
    doubles = info.get("doubles") or ()
    f.hand_played = "Hand" in doubles
    f.durch_in_force = "Durch" in doubles
    f.tricks, f.trick = split_tricks(plays, n)
    return f
