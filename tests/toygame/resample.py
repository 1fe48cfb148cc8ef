"""Duel worlds for one seat: the other hand redealt from the unseen cards, honouring the
suits the other player showed he lacks by not following."""

import random

from game.rules import Action, Card
from game.rules.resampling import Slot, deal_hidden

from .cards import DECK
from .state import DuelState


def resample(state: DuelState, seat: int, rng: random.Random) -> DuelState:
    other = 1 - seat
    void = _voids(state.history, other)
    seen = set(state.hands[seat]) | {a.cards[0] for _, a in state.history}
    hidden = [c for c in DECK if c not in seen]
    slot = Slot("other", len(state.hands[other]), (lambda c: c.suit not in void) if void else None)
    redealt = deal_hidden(hidden, [slot], rng)["other"]
    world = state.clone()
    world.hands[other] = redealt
    played = [a.cards[0] for s, a in state.history if s == other]
    world.dealt[other] = _as_dealt(state.dealt[other], played, redealt)
    return world


def _voids(history: list[tuple[int, Action]], seat: int) -> set[str | None]:
    """Suits ``seat`` did not follow (each play answering a lead is checked)."""
    out: set[str | None] = set()
    for k in range(1, len(history), 2):
        (_, lead), (s, answer) = history[k - 1], history[k]
        if s == seat and answer.cards[0].suit != lead.cards[0].suit:
            out.add(lead.cards[0].suit)
    return out


def _as_dealt(dealt: list[Card], played: list[Card], held: list[Card]) -> list[Card]:
    """The hand as dealt in this world: the cards it played, then the cards it holds."""
    return [*played, *held] if len(played) + len(held) == len(dealt) else list(dealt)
