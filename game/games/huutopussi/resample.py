"""Resampling a Huutopussi deal from one seat's point of view.

What a seat knows, all of it visible in its view:

- its own hand, every played card and who played it;
- cards shown in marriages and asks (HP-23) while still in hand;
- the exchange (HP-15, HP-16): the declarer and his partner both know the 3 cards given
  and the 3 returned;
- what each play proved under HP-19 (void in the suit led, no card that beats, no trump,
  no higher trump) and what a failed half-marriage ask proved: ``state.excl``;
- a failed ask for a marriage (M2): the partner then held no undeclared marriage (a
  constraint on a pair of cards);
- ``to_move`` itself: a partner who must choose his answer holds two or more undeclared
  marriages (HP-25a); a banned player (HP-13) asked at his first turn may demand a redeal.

The hidden cards are dealt by ``deal_hidden`` under the per-card constraints; pair
constraints are met by retrying, then by fixing which card of each pair stays out; the
positive ones by placing cards first. The deal as dealt is rebuilt (undoing the exchange)
and the log replayed on it, so the result is a deal that could really have happened.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from itertools import combinations, product
from typing import TYPE_CHECKING

from game.rules.cards import Card
from game.rules.resampling import ResampleError, Slot, deal_hidden

from .cards import (
    ANSWER_PHASE,
    AUCTION,
    CARDS,
    FULL,
    INDEX,
    MARRIAGE,
    PLAYERS,
    SIXES,
    cards_of,
    exchange_action,
    indices,
    mask_of,
)

if TYPE_CHECKING:
    from .state import HuutopussiState

RETRIES = 12
NOTHING = (0, 0, 0, 0)


def resample(state: HuutopussiState, seat: int, rng: random.Random) -> HuutopussiState:
    """A full state consistent with ``state.view(seat)``; depends only on that view and rng."""
    played = [0] * PLAYERS
    order: list[list[int]] = [[] for _ in range(PLAYERS)]
    for s, a in state.log:
        if a.kind == "play":
            i = INDEX[a.cards[0]]
            played[s] |= 1 << i
            order[s].append(i)
    known = [state.known_to(seat, s) for s in range(PLAYERS)]
    sizes = [0 if s == seat else state.hands[s].bit_count() - known[s].bit_count() for s in range(PLAYERS)]
    visible = 0
    for s in range(PLAYERS):
        visible |= known[s] | played[s]
    pool = FULL & ~visible
    # A failed M2 ask: the partner held no K+Q of a suit undeclared then (HP-23).
    pairs = []
    for x, u, ok, free, trick in state.asks:
        y = x ^ 2
        if u < 0 and not ok and y != seat:
            later = mask_of([CARDS[i] for i in order[y][trick:]])
            pairs += [(y, MARRIAGE[v], later) for v in range(4) if free >> v & 1]
    for fixed, extra in _options(state, seat, pool, known, rng):
        hands = _attempt(seat, pool, sizes, known, state.excl, fixed, extra, pairs, rng)
        if hands is not None:
            return _rebuild(state, seat, hands, played, rng)
    raise ResampleError("no deal of the hidden cards fits what this seat knows")


def _options(
    state: HuutopussiState, seat: int, pool: int, known: list[int], rng: random.Random
) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Ways to meet what ``to_move`` reveals: (cards placed first, extra exclusions) per seat."""
    to = state.to_move
    if to is None or to == seat:
        return [(NOTHING, NOTHING)]
    options: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
    if state.phase == ANSWER_PHASE:
        # HP-25a: the partner decides only with two or more undeclared marriages.
        free = [u for u in range(4) if not state.declared >> u & 1]
        for u, v in combinations(free, 2):
            add = (MARRIAGE[u] | MARRIAGE[v]) & ~known[to]
            if not add & ~pool and not add & state.excl[to]:
                options.append((_one(to, add), NOTHING))
    elif state.phase == AUCTION and state.banned >> to & 1 and not state.spoken >> to & 1:
        # HP-13 banned seat asked at its first turn: it may demand a redeal (HP-12).
        sixes = indices(pool & SIXES)
        if len(sixes) >= 3:
            options.append((_one(to, sum(1 << i for i in rng.sample(sixes, 3))), NOTHING))
        options.append((NOTHING, _one(to, state.rules.high)))
    else:
        return [(NOTHING, NOTHING)]
    rng.shuffle(options)
    return options


def _one(seat: int, mask: int) -> tuple[int, ...]:
    return tuple(mask if s == seat else 0 for s in range(PLAYERS))


def _attempt(
    seat: int,
    pool: int,
    sizes: list[int],
    known: list[int],
    excl: list[int],
    fixed: tuple[int, ...],
    extra: tuple[int, ...],
    pairs: list[tuple[int, int, int]],
    rng: random.Random,
) -> list[int] | None:
    """Current hands of every seat for one option, or None if it cannot be met."""
    placed = fixed[0] | fixed[1] | fixed[2] | fixed[3]
    pool &= ~placed
    need = [sizes[s] - fixed[s].bit_count() for s in range(PLAYERS)]
    if min(need) < 0:
        return None
    ex = [excl[s] | extra[s] for s in range(PLAYERS)]
    active = []
    for y, both, later in pairs:
        sure = (known[y] | fixed[y] | later) & both
        if sure == both:
            return None
        if sure:
            ex[y] |= both & ~sure  # he held one of the pair, so not the other
        elif both & pool & ~ex[y] == both:
            active.append((y, both))
    cards = cards_of(pool)
    for _ in range(RETRIES):
        dealt = _deal(cards, seat, need, ex, rng)
        if dealt is None:
            return None
        if all(dealt[y] & both != both for y, both in active):
            return [known[s] | fixed[s] | dealt[s] for s in range(PLAYERS)]
    choices = list(product((0, 1), repeat=len(active)))
    rng.shuffle(choices)
    for choice in choices:
        ex2 = ex[:]
        for (y, both), pick in zip(active, choice, strict=True):
            ex2[y] |= 1 << indices(both)[pick]  # keep the king or the queen out of his hand
        dealt = _deal(cards, seat, need, ex2, rng)
        if dealt is not None:
            return [known[s] | fixed[s] | dealt[s] for s in range(PLAYERS)]
    return None


def _outside(mask: int) -> Callable[[Card], bool]:
    """A slot's test: the card is not in ``mask``."""
    return lambda c: not mask >> INDEX[c] & 1


def _deal(cards: list, seat: int, need: list[int], ex: list[int], rng: random.Random) -> list[int] | None:
    slots = [Slot(s, need[s], _outside(ex[s]) if ex[s] else None) for s in range(PLAYERS) if s != seat]
    try:
        dealt = deal_hidden(cards, slots, rng)
    except ResampleError:
        return None
    return [0 if s == seat else mask_of(dealt[s]) for s in range(PLAYERS)]


def _rebuild(
    state: HuutopussiState, seat: int, hands: list[int], played: list[int], rng: random.Random
) -> HuutopussiState:
    """The deal as dealt behind ``hands`` (undoing the exchange), with the log replayed."""
    hands[seat] = state.hands[seat]
    full = [hands[s] | played[s] for s in range(PLAYERS)]
    dealt = full[:]
    give = back = 0
    if state.given:
        d = state.declarer
        p = d ^ 2
        if seat == d or seat == p:
            give, back = state.given, state.returned
        elif state.returned:
            # Unseen by this seat: any 3 of the partner's cards, given and returned.
            give = back = sum(1 << i for i in rng.sample(indices(full[p]), 3))
        else:
            give = sum(1 << i for i in rng.sample(indices(full[d]), 3))
        dealt[d] = (full[d] | back) & ~give
        dealt[p] = (full[p] & ~back) | give
    new = state.fresh(tuple(dealt))
    for k, (_, action) in enumerate(state.log):
        if k < len(new.log):
            continue  # applied without a decision in the new deal, as in the log
        if action.kind == "give":
            action = exchange_action("give", give)
        elif action.kind == "return":
            action = exchange_action("return", back)
        new._apply(action)
    return new
