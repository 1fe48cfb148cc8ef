"""The search's playout policy for every Fipsen form (``GameAI.playout``, ai/playout.py).

Followers play by ``follow``: the cheapest card when a partner holds the trick (the
defenders are partners against a lone declarer), else the cheapest that wins it (C-5),
else the cheapest. In a declarer deal the declarer leads his highest trump and a defender
his highest plain card; Thedinghausen's players, each for himself, lead at random. The
auction, the exchange, trumps, the other questions and a share ``NOISE`` of the plays
are random.
"""

from __future__ import annotations

from collections.abc import Callable

from ai.playout import NOISE, best_of, follow
from game.games.fipsen.cards import CARD, RANK, SUIT
from game.games.fipsen.state import PLAYING, DeclarerDeal
from game.games.fipsen.thedinghausen import PLAYING as TH_PLAYING
from game.games.fipsen.thedinghausen import ThedinghausenDeal
from game.rules import Action, Card, State


def playout(state: State, legal: list[Action], rand: Callable[[], float]) -> Action:
    """The action of the seat to move in a playout (module docstring)."""
    if isinstance(state, DeclarerDeal):
        if state.phase == PLAYING and rand() >= NOISE:
            return _declarer_deal(state, legal)
    elif (
        isinstance(state, ThedinghausenDeal) and state.phase == TH_PLAYING and state.trick and rand() >= NOISE
    ):
        strength = _strength(SUIT[state.trick[0]], state.trump)
        best, _ = best_of([CARD[c] for c in state.trick], strength)
        return follow(legal, strength, best, False)
    return legal[int(rand() * len(legal))]


def _declarer_deal(state: DeclarerDeal, legal: list[Action]) -> Action:
    """A lead by ``_lead``, else a follower's card by ``follow``, the defenders partners."""
    trick, trump, declarer, seat = state.trick, state.trump, state.declarer, state.to_move
    if not trick:
        return _lead(legal, trump, seat == declarer)
    strength = _strength(SUIT[trick[0]], trump)
    best, win = best_of([CARD[c] for c in trick], strength)  # C-5
    winner = state.order[state.leader][win]
    partner_holds = seat != declarer and winner != declarer
    return follow(legal, strength, best, partner_holds)


def _strength(led: int, trump: int) -> Callable[[Card], int]:
    """A card's strength in a trick with ``led`` led: trumps, then the suit led, then the rest."""

    def strength(c: Card) -> int:
        s = SUIT[c.id]
        return RANK[c.id] + (100 if s == trump else 0 if s == led else -100)

    return strength


def _lead(legal: list[Action], trump: int, declarer: bool) -> Action:
    """The declarer leads his highest trump, a defender his highest plain card."""

    def key(a: Action) -> int:
        c = a.cards[0].id
        return RANK[c] + (100 if SUIT[c] == trump else 0)

    if not declarer:
        plain = [a for a in legal if SUIT[a.cards[0].id] != trump]
        if plain:
            return max(plain, key=key)
    return max(legal, key=key)
