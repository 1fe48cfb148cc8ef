"""What a seat knows in a regional Fipsen deal with a lone declarer, and what it is worth.

Großenaspe (fipsen.md Part B), Ansegger Fips and Duttfips (Part D) run on one engine: an
auction makes one declarer who plays alone against the others. ``read`` turns a view
into ``Deal`` facts (contract, trumps, tricks, the cards still unseen); ``Contract``
holds each form's scoring as the arena counts it — the declarer's change minus the mean
change of the others — so a bid, an exchange or a trump is judged by its expected value.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from game.rules import Card, View, parse_card
from game.rules.cards import deck_32, deck_mecklenburg, deck_prisdorf

from .evaluation import success
from .facts import split_tricks, trick_winner

PACK_32 = tuple(deck_32())
PACK_25 = tuple(deck_prisdorf())  # FG-3: Karo Fipsen keeps 7♦
PACK_MECKLENBURG = tuple(deck_mecklenburg())  # FM-1: A♦ is the only diamond
NUMBER, KIEKER, FIPS, DUTT = "number", "kieker", "fips", "dutt"
SLOPE = 1.8
OFFSET = {"grossenaspe": 1.3, "ansegger": 1.3, "duttfips": 0.7}
"""Success is an even chance ``OFFSET`` tricks below the need: fitted to how often the
rule-based declarer made its contracts in self-play (the estimate is cautious), then
tuned by duplicate self-play per form."""


def chance(expected: float, need: int, offset: float = 1.3) -> float:
    """Chance that a hand estimated at ``expected`` tricks makes ``need`` tricks. All five
    (Kieker, Fips, a 5) keeps Prisdorf's steeper curve: one slip loses it."""
    if need >= 5:
        return success(expected, need)
    return 1.0 / (1.0 + math.exp(-SLOPE * (expected - need + offset)))


@dataclass(frozen=True)
class Contract:
    """A contract: kind, tricks needed, the suit it binds and how it scores."""

    preset: str
    kind: str
    tricks: int
    bound: str | None = None
    double_suit: str = "c"

    def values(self, trump: str, knocked: bool = False) -> tuple[float, float]:
        """(gain on success, loss on failure) for the declarer against the others' mean."""
        if self.preset == "grossenaspe":
            # B.8: g doubles with the doubling suit as trumps (FG-15), k for a knock; the
            # declarer never loses but each opponent scores the same amount (FG-22).
            gk = (2 if trump == self.double_suit else 1) * (2 if knocked else 1)
            base = {NUMBER: self.tricks, KIEKER: 10, FIPS: 20}[self.kind]
            return base * gk, base * gk
        if self.preset == "ansegger":
            # FM-7, FX-10: t, doubled for diamonds, doubled again for Fips; failure -2v.
            v = self.tricks * (2 if trump == "d" else 1) * (2 if self.tricks == 5 else 1)
            return v, 2 * v
        # FM-12, FX-10: Dutt game 1, Ruten oewer 2, Fips 10, Rutenfips 20; failure -2v.
        v = (20 if trump == "d" else 10) if self.kind == FIPS else (2 if trump == "d" else 1)
        return v, 2 * v

    def chance(self, expected: float) -> float:
        """Chance of success for a hand estimated at ``expected`` tricks."""
        offset = OFFSET[self.preset]
        if self.kind == DUTT:
            # FM-9: more tricks than any other single player: 3 always do, 2 often.
            return chance(expected, 3, offset)
        return chance(expected, self.tricks, offset)

    def ev(self, trump: str, expected: float, knocked: bool = False) -> float:
        gain, loss = self.values(trump, knocked)
        p = self.chance(expected)
        if self.preset == "grossenaspe" and self.kind == NUMBER and self.tricks < 5:
            # B.8 pott beet: a declarer with no trick at all pays 5, not his bid.
            p0 = min(1.0 - p, 1.0 - chance(expected, 1, OFFSET[self.preset])) if self.tricks > 1 else 1.0 - p
            pott = 5 * loss / self.tricks
            return p * gain - p0 * pott - (1 - p - p0) * loss
        return p * gain - (1 - p) * loss

    def trumps(self) -> tuple[str, ...]:
        return (self.bound,) if self.bound else ("c", "d", "h", "s")


def contract_of(preset: str, words: Sequence[str] | None, double_suit: str) -> Contract:
    """The contract a bid's words make; ``None``: Duttfips' Dutt game (FM-9)."""
    if words is None:
        return Contract(preset, DUTT, 0)
    head = words[0]
    bound = double_suit if len(words) > 1 else None
    if preset == "grossenaspe":
        if head in ("kieker", "fips"):
            return Contract(preset, head, 5, bound, double_suit)  # FG-9, FG-11, FG-13
        return Contract(preset, NUMBER, int(head), bound, double_suit)
    if preset == "ansegger":
        return Contract(preset, NUMBER, int(head), "d" if len(words) > 1 else None, "d")  # FM-4
    if head == "rutenoewer":
        return Contract(preset, DUTT, 0, "d", "d")  # FM-10
    return Contract(preset, FIPS, 5, "d" if head == "rutenfips" else None, "d")  # FM-11


def pack_of(preset: str, players: int) -> tuple[Card, ...]:
    if preset == "grossenaspe":
        return PACK_25 if players == 3 else PACK_32
    return PACK_MECKLENBURG


def double_suit_of(preset: str, players: int, options: dict) -> str:
    """The suit that doubles: clubs ('gute'), diamonds under Karo Fipsen (FG-3, ambiguity 22)
    and in Mecklenburg (Ruten, FM-4)."""
    if preset == "grossenaspe":
        return "d" if players == 3 and options.get("KaroFipsen") else "c"
    return "d"


@dataclass
class Deal:
    """A regional declarer deal as one seat knows it."""

    seat: int
    preset: str
    players: int
    active: tuple[int, ...]
    """Seats in play from P1 (a sitting-out dealer left out, FX-11)."""
    hand: list[Card]
    pack: tuple[Card, ...]
    double_suit: str
    bid: list[str] | None = None
    """Words of the highest bid so far."""
    bidder: int | None = None
    declarer: int | None = None
    trump: str | None = None
    knocked: bool = False
    played_on: bool = False
    known_out: set[Card] = field(default_factory=set)
    """Cards this seat saw leave play: its own discards (and a Kieker's dealt hand)."""
    tricks: list[list[tuple[int, Card]]] = field(default_factory=list)
    trick: list[tuple[int, Card]] = field(default_factory=list)
    void: dict[int, set[str]] = field(default_factory=dict)
    forgotten: set[Card] = field(default_factory=set)
    """Played cards this seat no longer remembers (the easy level, ai/memory.py)."""

    @property
    def opponents(self) -> int:
        return len(self.active) - 1

    @property
    def contract(self) -> Contract:
        words = self.bid if self.bid is not None or self.preset != "duttfips" else None
        return contract_of(self.preset, words, self.double_suit)

    @property
    def played(self) -> set[Card]:
        """The cards played that this seat remembers."""
        return {c for t in self.tricks for _, c in t} - self.forgotten | {c for _, c in self.trick}

    @property
    def unseen(self) -> set[Card]:
        """Cards in other hands or the piles, as far as this seat knows."""
        return set(self.pack) - set(self.hand) - self.played - self.known_out

    def winners(self) -> list[int]:
        return [trick_winner(t, self.trump) for t in self.tricks]

    @property
    def won(self) -> int:
        return sum(w == self.declarer for w in self.winners())

    @property
    def lost(self) -> int:
        return len(self.tricks) - self.won

    @property
    def need(self) -> int:
        """Tricks the declarer still aims for (FG-19: all five after playing on)."""
        c = self.contract
        if self.played_on or c.kind in (KIEKER, FIPS):
            return 5
        return c.tricks if c.kind == NUMBER else 3


def read(view: View, preset: str, options: dict) -> Deal:
    """The facts of a regional declarer deal as ``view.seat`` knows them."""
    n = view.players
    info = view.info
    out = info.get("sitting_out")
    active = tuple(s for s in ((view.dealer + k) % n for k in range(1, n + 1)) if s != out)
    hand = [c for c in view.hands[view.seat] if c is not None]
    d = Deal(view.seat, preset, n, active, hand, pack_of(preset, n), double_suit_of(preset, n, options))
    plays: list[tuple[int, Card]] = []
    for seat, text in view.history:
        words = text.split()
        if words[0] == "bid":
            d.bid, d.bidder = words[1:], seat
        elif words[0] == "play":
            plays.append((seat, parse_card(words[1])))
    d.declarer = info.get("declarer")
    d.trump = info.get("trump")
    d.knocked = info.get("knock") is not None
    d.played_on = bool(info.get("played_on"))
    d.known_out = {c for c in view.piles.get("discard", ()) if c is not None}
    d.tricks, d.trick = split_tricks(plays, len(active))
    for t in [*d.tricks, d.trick]:
        if t:
            led = str(t[0][1].suit)  # Fipsen has no joker: every card has a suit
            for s, c in t[1:]:
                if c.suit != led:
                    d.void.setdefault(s, set()).add(led)
    return d
