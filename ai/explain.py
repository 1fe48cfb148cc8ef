"""Why an action is good or bad, in a short phrase from the game's rules of thumb.

``reason(state, action, seat)`` asks the game's CPU knowledge (``GameAI.explain``, in its
cpu module) for one concise phrase about ``action`` ("draws the last trump", "wins the
trick cheaply"), read only from what ``seat`` knows (its view). The phrase is a
``Message``, so the table says it in the player's language. The shared pieces the games
build their phrases from are here: ``trick_reason`` for a card in a trick and
``choice_reason`` for a choice the rules of thumb make (a bid, a pass, a trump suit).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.rules import Action, Card, State
from game.rules.message import Message

from .agent import Observation
from .knowledge import game_ai

DRAWS_LAST_TRUMP = Message("draws the last trump")
DRAWS_TRUMPS = Message("draws trumps")
LEADS_WINNER = Message("leads a sure winner")
LEADS_LOW = Message("leads low and keeps the high cards")
LEAVES_TO_PARTNER = Message("leaves the trick to partner")
POINTS_TO_PARTNER = Message("puts points on partner's trick")
OVERTAKES_PARTNER = Message("takes the trick from partner")
WINS_CHEAPLY = Message("wins the trick cheaply")
WINS_SURELY = Message("wins the trick for sure")
TRUMPS_TRICK = Message("trumps the trick")
TRIES = Message("goes for the trick, though it can still be beaten")
THROWS_WINNER = Message("throws away a sure winner")
SAVES_TRUMP = Message("saves the high trump")
THROWS_LOW = Message("throws the lowest card")
GIVES_UP = Message("gives up the trick")
CANNOT_WIN = Message("cannot win the trick anyway")
BIDS_VALUE = Message("bids to the hand's value")
OVERBIDS = Message("bids beyond the hand's value")
PASSES_WEAK = Message("passes: bidding on would not pay")
PASSES_STRONG = Message("passes a hand worth a bid")


@dataclass
class TrickSense:
    """A seat's card play as its rules of thumb read it: its playable ``cards``, the
    ``trick`` so far as (seat, card), its ``partners`` (seats on its side), how a card
    ``beats`` the best so far, which is a trump, which is ``sure`` (nothing unseen beats
    it), the order from the ``cheap``-est card up, and the trumps not yet seen
    (``unseen_trumps``: in other hands or out of play). ``points``: a card's worth in a
    game that counts card points (0 elsewhere)."""

    cards: Sequence[Card]
    trick: Sequence[tuple[int, Card]]
    players: int
    partners: frozenset[int]
    beats: Callable[[Card, Card], bool]
    is_trump: Callable[[Card], bool]
    sure: Callable[[Card], bool]
    cheap: Callable[[Card], Any]
    unseen_trumps: int
    points: Callable[[Card], int] = field(default=lambda c: 0)

    def best(self) -> tuple[int, Card]:
        """The seat winning the trick so far and its card."""
        seat, best = self.trick[0]
        for s, c in self.trick[1:]:
            if self.beats(c, best):
                seat, best = s, c
        return seat, best


def trick_reason(t: TrickSense, card: Card) -> Message | None:
    """The phrase for playing ``card`` (one of ``t.cards``) to the trick."""
    if not t.trick:
        return _lead_reason(t, card)
    seat, best = t.best()
    if seat in t.partners:
        if t.beats(card, best):
            return OVERTAKES_PARTNER
        return POINTS_TO_PARTNER if t.points(card) >= 10 else LEAVES_TO_PARTNER
    if t.beats(card, best):
        return _win_reason(t, card, best)
    return _lose_reason(t, card, best)


def _lead_reason(t: TrickSense, card: Card) -> Message | None:
    if t.is_trump(card) and t.sure(card) and t.unseen_trumps:
        return DRAWS_LAST_TRUMP if t.unseen_trumps == 1 else DRAWS_TRUMPS
    if t.sure(card):
        return LEADS_WINNER
    if card == min(t.cards, key=t.cheap):
        return LEADS_LOW
    return None


def _win_reason(t: TrickSense, card: Card, best: Card) -> Message:
    last = len(t.trick) == t.players - 1
    if t.is_trump(card) and not t.is_trump(best):
        return TRUMPS_TRICK
    if not (last or t.sure(card)):
        return TRIES
    winners = [c for c in t.cards if t.beats(c, best)]
    return WINS_CHEAPLY if card == min(winners, key=t.cheap) else WINS_SURELY


def _lose_reason(t: TrickSense, card: Card, best: Card) -> Message:
    winners = [c for c in t.cards if t.beats(c, best)]
    if t.sure(card) and not t.is_trump(card) and not all(t.sure(c) for c in t.cards):
        return THROWS_WINNER
    if winners and all(t.is_trump(c) for c in winners) and not t.is_trump(card):
        return SAVES_TRUMP
    if winners:
        return GIVES_UP
    return THROWS_LOW if card == min(t.cards, key=t.cheap) else CANNOT_WIN


def rules_choice(obs: Observation, heuristic: Callable[[float], Any]) -> Action:
    """What the game's rules of thumb choose here (their best judgement, a fixed seed)."""
    return heuristic(0.0).choose(obs, random.Random(0))


def choice_reason(action: Action, chosen: Action, level: Callable[[Action], float]) -> Message:
    """A bid or pass against the rules of thumb's ``chosen`` one: bids up to the level they
    would bid are to the hand's value, higher ones beyond it; a pass when they pass is for
    a weak hand, else it passes a biddable one. ``level``: a bid's height."""
    if action.kind == "pass":
        return PASSES_WEAK if chosen.kind == "pass" else PASSES_STRONG
    if chosen.kind != "pass" and level(action) <= level(chosen):
        return BIDS_VALUE
    return OVERBIDS


def reason(state: State, action: Action, seat: int) -> Message | None:
    """Why ``action`` of ``seat`` (who is to move in ``state``) is played, in a short phrase
    of the game's rules of thumb; None when they have nothing to say about it. Read only
    from ``seat``'s view; never raises for a legal action of a game without phrases."""
    explain = game_ai(state.config.game).explain
    if explain is None or state.to_move != seat:
        return None
    return explain(Observation(state, seat), action)
