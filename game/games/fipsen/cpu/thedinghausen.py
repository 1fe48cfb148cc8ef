"""A rule-based player for Fipsen in Thedinghausen (fipsen.md Part C): everyone for himself.

A deal's score is the tricks a player won (FT-10), except that winning all five leaves the
count unchanged (FT-11 Durchmarsch), so the player:
- always swaps its trump 7 for a turned trump Ace (FT-5): a sure trick for a worthless card;
- never announces Fipsen (FipsenAnnouncement): success is only a Durchmarsch, which costs
  the five tricks of the count, and failure costs 5 Hedewigs;
- takes tricks as cheaply as it can: the last player wins with its cheapest winning card;
  a void player ruffs with its cheapest trump, keeping its high trumps, which win later
  anyway; other earlier players win only with sure winners or the master of the suit led
  (no unseen card of the suit is higher); otherwise it throws its lowest card;
- leads sure winners, then the highest side master (a K once the A is gone), then low cards.

Against the rules before (ruffing with a sure trump first, leading only side Aces), 600
duplicate deals in self-play: +0.064 [+0.051, +0.076] tricks a deal; the ruffing alone
gave +0.033.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ai.agent import Observation
from ai.memory import Memory
from ai.slips import slipped
from game.rules import Action, Card, View, parse_card
from game.rules.cards import deck_32

from .facts import above, beats, cheapest, split_tricks, sure, trick_winner

PACK = tuple(deck_32())  # FT-2


@dataclass
class Race:
    """A Thedinghausen deal as one seat knows it."""

    seat: int
    hand: list[Card]
    trump: str
    tricks: list[list[tuple[int, Card]]]
    trick: list[tuple[int, Card]]
    unseen: set[Card]


def read(view: View) -> Race:
    hand = [c for c in view.hands[view.seat] if c is not None]
    plays = [(s, parse_card(t.split()[1])) for s, t in view.history if t.startswith("play ")]
    n = view.players
    tricks, trick = split_tricks(plays, n)
    # FT-4, FT-5: the face-up card (the turned card, or the 7 swapped for it) is out of play
    out = {c for c in view.piles.get("turnup", ()) if c is not None}
    unseen = set(PACK) - set(hand) - {c for _, c in plays} - out
    return Race(view.seat, hand, view.info["trump"], tricks, trick, unseen)


class ThedinghausenAgent:
    """Rules of thumb for Thedinghausen; ``noise`` now and then plays the next card up or down
    of the suit chosen (ai/slips.py); ``memory``, if given, forgets older tricks
    (ai/memory.py; the easy level), so a card long played may still be feared and a winner
    not seen as sure."""

    def __init__(self, noise: float = 0.0, memory: Memory | None = None) -> None:
        self.noise = noise
        self.memory = memory

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        legal = obs.legal_actions()
        if len(legal) == 1:
            return legal[0]
        kinds = {a.kind for a in legal}
        if "swap" in kinds:
            return next(a for a in legal if a.kind == "swap")  # FT-5
        if "fipsen" in kinds:
            return next(a for a in legal if a.kind == "pass")  # FX-1: declining is pass
        f = read(obs.view())
        if self.memory is not None:
            f.unseen |= self.memory.lost(f.tricks, rng)
        return slipped(play(f, legal), legal, self.noise, rng)


def play(f: Race, legal: Sequence[Action]) -> Action:
    cards = [a.cards[0] for a in legal]
    by_card = {a.cards[0]: a for a in legal}
    trump = f.trump
    if not f.trick:
        return by_card[_lead(f, cards)]
    winner = trick_winner(f.trick, trump)
    best = next(c for s, c in f.trick if s == winner)
    winning = [c for c in cards if beats(c, best, trump)]
    if not winning:
        return by_card[cheapest(cards, trump)]
    if len(f.trick) == 4:
        return by_card[cheapest(winning, trump)]
    led = f.trick[0][1].suit
    if not any(c.suit == led for c in cards):
        return by_card[min(winning, key=lambda c: c.rank)]  # void: ruff with the cheapest trump
    safe = [c for c in winning if above(c, f.unseen) == 0]  # sure, or the led suit's master
    if safe:
        return by_card[cheapest(safe, trump)]
    return by_card[cheapest(cards, trump)]


def _lead(f: Race, cards: Sequence[Card]) -> Card:
    trump = f.trump
    safe = [c for c in cards if sure(c, trump, f.unseen)]
    if safe:
        return max(safe, key=lambda c: (c.suit == trump, c.rank))
    side = [c for c in cards if c.suit != trump]
    masters = [c for c in side if above(c, f.unseen) == 0]
    if masters:
        return max(masters, key=lambda c: c.rank)
    if not side:
        return min(cards, key=lambda c: c.rank)
    return cheapest(side, trump)
