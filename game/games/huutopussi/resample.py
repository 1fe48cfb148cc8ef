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
  marriages (HP-25a); a banned player (HP-13) asked at his first turn may demand a redeal;
- ``ThreePlayer``: the devil's pack is unseen until the auction ends, then everyone has
  seen it go into the declarer's hand; after his face-down discard only he knows which
  cards he discarded, and the others know that the devil's cards not yet played are in
  his hand or his discard.

The hidden cards of a pile (the devil's pack, the discard) are dealt like a seat's, to
the pseudo-seat ``players``.

The hidden cards are dealt by ``deal_hidden`` under the per-card constraints; pair
constraints are met by retrying, then by fixing which card of each pair stays out; the
positive ones by placing cards first. The deal as dealt is rebuilt (undoing the exchange)
and the log replayed on it, so the result is a deal that could really have happened.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import reduce
from itertools import combinations, product
from operator import or_
from typing import TYPE_CHECKING

from game.rules.cards import Card
from game.rules.resampling import ResampleError, Slot, deal_hidden

from .cards import (
    ANSWER_PHASE,
    AUCTION,
    CARDS,
    FULL,
    INDEX,
    KING,
    MARRIAGE,
    QUEEN,
    SIXES,
    cards_of,
    exchange_action,
    indices,
    mask_of,
)

if TYPE_CHECKING:
    from .state import HuutopussiState

RETRIES = 12
Pair = tuple[int, int, int, int, int, int]
"""(seat a, card a, a's later plays, seat b, card b, b's later plays): a did not hold card
a while b held card b (single-card bits; the plays are the cards each played after it was
proved, which he held then)."""


def resample(state: HuutopussiState, seat: int, rng: random.Random) -> HuutopussiState:
    """A full state consistent with ``state.view(seat)``; depends only on that view and rng."""
    n = state.players
    played = [0] * n
    order: list[list[int]] = [[] for _ in range(n)]
    for s, a in state.log:
        if a.kind == "play":
            i = INDEX[a.cards[0]]
            played[s] |= 1 << i
            order[s].append(i)
    known = [state.known_to(seat, s) for s in range(n)]
    sizes = [0 if s == seat else state.hands[s].bit_count() - known[s].bit_count() for s in range(n)]
    pile, seen = _hidden_pile(state, seat)
    sizes.append(pile)
    known.append(0)
    excl = state.excl + [0]
    if state.devil and state.discarded and seat != state.declarer:
        # The devil's cards not yet played are in the declarer's hand or his discard.
        excl = [x | (state.devil if s not in (state.declarer, n) else 0) for s, x in enumerate(excl)]
    visible = seen
    for s in range(n):
        visible |= known[s] | played[s]
    pool = FULL & ~visible
    # A failed M2 ask: the partner held no K+Q of a suit undeclared then (HP-23).
    pairs = _failed_asks(state, seat, order)
    for fixed, extra in _options(state, seat, pool, known, rng):
        hands = _attempt(seat, pool, sizes, known, excl, fixed, extra, pairs, rng)
        if hands is not None:
            return _rebuild(state, seat, hands, played, rng)
    raise ResampleError("no deal of the hidden cards fits what this seat knows")


def _failed_asks(state: HuutopussiState, seat: int, order: list[list[int]]) -> list[Pair]:
    """What asks proved about two cards held together at the time (HP-23): after a failed
    M2 the partner held no undeclared K and Q of one suit. An Erlangen half-marriage ask
    shows no card: the asker did not hold both (he would have married), and after a failed
    one he and his partner did not hold the K and the Q of the suit between them."""
    pairs: list[Pair] = []
    for x, u, ok, free, trick in state.asks:
        y = x ^ 2
        later = [mask_of([CARDS[i] for i in order[s][trick:]]) for s in range(state.players)]
        lx, ly = later[x], later[y]
        if u >= 0 and state.rules.erlangen:
            k, q = 1 << KING[u], 1 << QUEEN[u]
            pairs.append((x, k, lx, x, q, lx))  # he did not hold both: he would have married
            if not ok:
                pairs += [(x, k, lx, y, q, ly), (x, q, lx, y, k, ly)]
        elif u < 0 and not ok and y != seat:
            pairs += [(y, 1 << KING[v], ly, y, 1 << QUEEN[v], ly) for v in range(4) if free >> v & 1]
    return pairs


def _hidden_pile(state: HuutopussiState, seat: int) -> tuple[int, int]:
    """ThreePlayer: (cards of the pile ``seat`` has not seen, the pile cards it has seen):
    the devil's pack during the auction; the declarer's discard for the other two."""
    if not state.devil:
        return 0, 0
    if state.declarer < 0:
        return state.devil.bit_count(), 0
    if seat == state.declarer:
        return 0, state.discarded
    return state.discarded.bit_count(), 0


def _options(
    state: HuutopussiState, seat: int, pool: int, known: list[int], rng: random.Random
) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Ways to meet what ``to_move`` reveals: (cards placed first, extra exclusions) per seat."""
    to = state.to_move
    nothing = (0,) * (state.players + 1)
    if to is None or to == seat:
        return [(nothing, nothing)]
    options: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
    if state.phase == ANSWER_PHASE:
        # HP-25a: the partner decides only with two or more undeclared marriages.
        free = [u for u in range(4) if not state.declared >> u & 1]
        for u, v in combinations(free, 2):
            add = (MARRIAGE[u] | MARRIAGE[v]) & ~known[to]
            if not add & ~pool and not add & state.excl[to]:
                options.append((_one(to, add, state.players), nothing))
    elif state.phase == AUCTION and state.banned >> to & 1 and not state.spoken >> to & 1:
        # HP-13 banned seat asked at its first turn: it may demand a redeal (HP-12).
        sixes = indices(pool & SIXES)
        if len(sixes) >= 3:
            options.append((_one(to, sum(1 << i for i in rng.sample(sixes, 3)), state.players), nothing))
        options.append((nothing, _one(to, state.rules.high, state.players)))
    else:
        return [(nothing, nothing)]
    rng.shuffle(options)
    return options


def _one(seat: int, mask: int, players: int) -> tuple[int, ...]:
    """``mask`` for ``seat``, nothing for the other seats and the hidden pile."""
    return tuple(mask if s == seat else 0 for s in range(players + 1))


def _attempt(
    seat: int,
    pool: int,
    sizes: list[int],
    known: list[int],
    excl: list[int],
    fixed: tuple[int, ...],
    extra: tuple[int, ...],
    pairs: list[Pair],
    rng: random.Random,
) -> list[int] | None:
    """Current hands of every seat (and the hidden pile, last) for one option, or None if
    it cannot be met."""
    slots = range(len(sizes))
    pool &= ~reduce(or_, fixed, 0)
    need = [sizes[s] - fixed[s].bit_count() for s in slots]
    if min(need) < 0:
        return None
    ex = [excl[s] | extra[s] for s in slots]
    active = _open_pairs(pairs, [known[s] | fixed[s] for s in slots], pool, ex)
    if active is None:
        return None
    cards = cards_of(pool)
    for _ in range(RETRIES):
        dealt = _deal(cards, seat, need, ex, rng)
        if dealt is None:
            return None
        if not any(dealt[a] & ca and dealt[b] & cb for a, ca, b, cb in active):
            return [known[s] | fixed[s] | dealt[s] for s in slots]
    choices = list(product((0, 1), repeat=len(active)))
    rng.shuffle(choices)
    for choice in choices:
        ex2 = ex[:]
        for (a, ca, b, cb), pick in zip(active, choice, strict=True):
            if pick:  # keep one of the two cards out of its seat's hand
                ex2[a] |= ca
            else:
                ex2[b] |= cb
        dealt = _deal(cards, seat, need, ex2, rng)
        if dealt is not None:
            return [known[s] | fixed[s] | dealt[s] for s in slots]
    return None


def _open_pairs(pairs: list[Pair], sure: list[int], pool: int, ex: list[int]) -> list | None:
    """The pair constraints the deal must still check, as (a, card a, b, card b); the
    others are settled in ``ex`` (a seat surely held its card: the other seat did not
    hold the other). None when one cannot be met."""
    active = []
    for a, ca, la, b, cb, lb in pairs:
        sure_a = (sure[a] | la) & ca
        sure_b = (sure[b] | lb) & cb
        if sure_a and sure_b:
            return None
        if sure_a:
            ex[b] |= cb
        elif sure_b:
            ex[a] |= ca
        elif ca & pool & ~ex[a] and cb & pool & ~ex[b]:
            active.append((a, ca, b, cb))
    return active


def _outside(mask: int) -> Callable[[Card], bool]:
    """A slot's test: the card is not in ``mask``."""
    return lambda c: not mask >> INDEX[c] & 1


def _deal(cards: list, seat: int, need: list[int], ex: list[int], rng: random.Random) -> list[int] | None:
    """The pool's cards dealt to every slot but ``seat``'s (the last slot: the hidden pile)."""
    count = len(need)
    slots = [Slot(s, need[s], _outside(ex[s]) if ex[s] else None) for s in range(count) if s != seat]
    try:
        dealt = deal_hidden(cards, slots, rng)
    except ResampleError:
        return None
    return [0 if s == seat else mask_of(dealt.get(s, [])) for s in range(count)]


def _rebuild(
    state: HuutopussiState, seat: int, hands: list[int], played: list[int], rng: random.Random
) -> HuutopussiState:
    """The deal as dealt behind ``hands`` (undoing the exchange or the devil's pack and the
    discard), with the log replayed."""
    n = state.players
    pile = hands.pop()
    hands[seat] = state.hands[seat]
    full = [hands[s] | played[s] for s in range(n)]
    dealt = full[:]
    give = back = 0
    devil, discard = _devil_and_discard(state, seat, pile)
    if state.declarer >= 0 and devil:
        d = state.declarer
        dealt[d] = (full[d] | discard) & ~devil
    if state.given:
        d = state.declarer
        p = d ^ 2
        if seat == d or seat == p:
            give, back = state.given, state.returned
        elif state.returned:
            # Unseen by this seat: any 3 of the partner's cards, given and returned.
            give = back = sum(1 << i for i in rng.sample(indices(full[p]), state.rules.exchange))
        else:
            give = sum(1 << i for i in rng.sample(indices(full[d]), state.rules.exchange))
        dealt[d] = (full[d] | back) & ~give
        dealt[p] = (full[p] & ~back) | give
    new = state.fresh(tuple(dealt), devil)
    swap = {"give": give, "return": back, "discard": discard}
    for k, (_, action) in enumerate(state.log):
        if k < len(new.log):
            continue  # applied without a decision in the new deal, as in the log
        if action.kind in swap:
            action = exchange_action(action.kind, swap[action.kind])
        new._apply(action)
    return new


def _devil_and_discard(state: HuutopussiState, seat: int, pile: int) -> tuple[int, int]:
    """ThreePlayer: the devil's pack and the discard behind a resampled hidden ``pile``."""
    if not state.devil:
        return 0, 0
    if state.declarer < 0:
        return pile, 0
    return state.devil, state.discarded if seat == state.declarer else pile
