"""``resample``: a whole deal consistent with one seat's view, built from public facts.

For every seat the public timeline (timeline.py) lists when it took unseen cards and
when it showed them, plus what its turns revealed (skipped or passed at sluffing, forced
or chosen pick-ups, and the decision it is being asked now). ``_Placement`` searches, seat
by seat, which unseen intake each shown card came from so that every revealed fact holds;
the intakes still in hand become hidden slots, each with the cards it may be. The seats'
placements are combined depth first (``_joint``): a combination is kept only when distinct
unseen cards can fill all its hidden slots (a bipartite matching), so one seat's choice of
witness never starves another's. The unseen cards are then dealt to those slots and to the
stock and Avstick positions with ``deal_hidden``, and the layout is rebuilt from that:
replaying the history on it gives the same view.

Guarantees: only the view's facts and the rng are used, so the world depends on what the
seat knows and nothing else. The search tries every choice of the facts' witnesses, every
way to lay hidden cards on their intakes and, failing those, the latest intakes a matching
allows, up to ``NODE_BUDGET`` nodes a seat and ``JOINT_BUDGETS`` combinations, restarting
with new random orders when an attempt runs out (``JOINT_BUDGETS``). That it
finds a world whenever one exists is not proven; ``python -m game.fuzz`` checks it (two
deals it found are regression tests). The distribution is not
uniform over consistent deals: the first placement found is taken (witness candidates in
random order, shown cards before unseen ones), and within it the cards are dealt
uniformly among those the slots allow.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass
from functools import cache
from itertools import islice
from typing import TYPE_CHECKING

from game.rules.cards import Card
from game.rules.resampling import ResampleError, Slot, deal_hidden

from .cards import CARDS, DECK_SIZE, RANK, SUIT, beats_card, trump_over
from .mas import MAS, trump_suit
from .phase1 import SLUFF, sluff_mask
from .timeline import (
    ENTRY_CODES,
    EXIST_BEAT,
    EXIST_RANKS,
    FORBID_BEAT,
    FORBID_RANKS,
    IN_AVSTICK,
    IN_DEAL,
    OUT,
)

if TYPE_CHECKING:
    from .state import SkitgubbeState

Entry = tuple[int, int]  # (timeline code, slot index)
EMPTY: frozenset[int] = frozenset()
NODE_BUDGET = 400
ARRANGEMENTS = 64  # ways to lay one placement's unknown cards, at most
JOINT_BUDGETS = (2500, 2500, 5000, 5000, 10000, 10000, 20000, 20000, 40000)
"""Combinations of the seats' placements tried by each attempt; a failed attempt starts
the search again with new random witness orders and a larger budget. A depth-first search
whose early choices are unlucky can run long (one 6-player deal failed at 200,000
combinations in one attempt, records/restart_six_players.json); restarted, it finds every
world within 2,500 (the regression records, 20 seeds each at every decision)."""

_IN, _OUT, _FORBID, _EXIST = range(4)


@dataclass(frozen=True)
class Placed:
    """One seat's placement: the intake each shown card came from, and for each intake
    whose card is still hidden, the cards it may be."""

    shown: dict[Entry, int]
    unknown: list[tuple[Entry, frozenset[int]]]


@cache
def _card_set(code: int, payload: object, trump: int) -> frozenset[int]:
    """The cards a "holds none/one of these" fact names (few distinct ones: cached)."""
    if code in (FORBID_RANKS, EXIST_RANKS):
        mask = payload
        return frozenset(c for c in range(DECK_SIZE) if mask >> RANK[c] & 1)  # type: ignore[operator]
    suit: int
    hi: int
    suit, hi = payload  # type: ignore[misc]  # a (suit, rank) pair for the beat facts
    return frozenset(c for c in range(DECK_SIZE) if beats_card(c, suit, hi, trump))


def _ops(entries: list[tuple[int, object]], trump: int, anti: int) -> list[tuple[int, object]]:
    out: list[tuple[int, object]] = []
    for code, payload in entries:
        if code in ENTRY_CODES:
            out.append((_IN, (code, payload)))
        elif code == OUT:
            out.append((_OUT, payload))
        else:
            over = trump if code in (FORBID_RANKS, EXIST_RANKS) else trump_over(payload[0], trump, anti)  # type: ignore[index]
            cards = _card_set(code, payload, over)
            out.append((_FORBID if code in (FORBID_RANKS, FORBID_BEAT) else _EXIST, cards))
    return out


class _Placement:
    """One seat's search: which unseen intake each card it has shown came from.

    Times are indices into the seat's ops. A card that left the hand at time p came from
    an intake after the last "holds none of these" fact naming it: its window is
    (low, p). Cards still in hand (the seat's own, or unknown cards of other seats) leave
    at infinity. A leftmost greedy matching of windows to intakes is found whenever one
    exists. A "holds one of these" fact at time t that the matching leaves unmet gets a
    witness — a shown card of that kind, or an unknown card narrowed to that kind — whose
    window is cut to end at t; then the matching is redone. Witness choices are random
    and backtracked.
    """

    def __init__(
        self,
        ops: list[tuple[int, object]],
        known: list[int] | None,
        unknown: int,
        pool: frozenset[int],
        rng: random.Random,
    ) -> None:
        self.ops = ops
        self.pool = pool
        self.rng = rng
        self.budget = NODE_BUDGET
        m = len(ops)
        never = m + 1
        last = [-1] * DECK_SIZE
        self.intakes = [i for i, (kind, _) in enumerate(ops) if kind == _IN]
        # a job: [low, high, leaves, card (-1 unknown), need (cards an unknown may be)]
        jobs: list[tuple[int, int, int, int, frozenset[int]]] = []
        self.facts: list[tuple[int, frozenset[int]]] = []
        for i, (kind, x) in enumerate(ops):
            if kind == _FORBID:
                for c in x:  # type: ignore[attr-defined]
                    last[c] = i
            elif kind == _OUT:
                # ops pair each kind with its own payload type, which mypy cannot correlate
                jobs.append((last[x], i, i, x, EMPTY))  # type: ignore[call-overload, arg-type]
            elif kind == _EXIST:
                self.facts.append((i, x))  # type: ignore[arg-type]
        jobs += [(last[c], never, never, c, EMPTY) for c in known or ()]
        self.last = last
        jobs += [(self._low(pool), never, never, -1, pool)] * unknown
        self.jobs = jobs
        suffix = [EMPTY] * (m + 1)
        for i in range(m - 1, -1, -1):
            kind, x = ops[i]
            suffix[i] = suffix[i + 1] | x if kind == _FORBID else suffix[i + 1]  # type: ignore[operator]
        self.suffix = suffix

    def _low(self, may: frozenset[int]) -> int:
        """An unknown card that may be any of ``may`` came in after this time."""
        return min((self.last[c] for c in may), default=-1)

    def entry(self, time: int) -> Entry:
        return self.ops[time][1]  # type: ignore[return-value]

    def _match(self, jobs: list, fixed: dict[int, int] | None = None) -> list[int] | None:
        """Leftmost greedy matching of job windows to intakes (None if impossible); the
        jobs in ``fixed`` keep the intakes given there."""
        fixed = fixed or {}
        at = [fixed.get(j, 0) for j in range(len(jobs))]
        points = [t for t in self.intakes if t not in fixed.values()]
        for j in sorted((j for j in range(len(jobs)) if j not in fixed), key=lambda j: jobs[j][1]):
            low, high = jobs[j][0], jobs[j][1]
            for k, t in enumerate(points):
                if t >= high:
                    return None
                if t > low:
                    at[j] = t
                    del points[k]
                    break
            else:
                return None
        return at

    @staticmethod
    def _witnessed(jobs: list, at: list[int], when: int, need: frozenset[int]) -> bool:
        return any(
            at[j] < when < job[2] and (job[3] in need if job[3] >= 0 else job[4] <= need)
            for j, job in enumerate(jobs)
        )

    def _later_unknowns(self, jobs: list, at: list[int]) -> None:
        """Move each unknown card to the latest intake it can have (swapping with a shown
        card that may come in earlier) while every fact stays true: the fewer facts it
        lived through, the more cards it may be."""
        owner = {t: j for j, t in enumerate(at)}
        for j, (_, high, _, card, _) in enumerate(jobs):
            if card >= 0:
                continue
            for t in reversed(self.intakes):
                old = at[j]
                if t <= old:
                    break
                k = owner[t]
                if t >= high or jobs[k][3] < 0 or jobs[k][0] >= old:
                    continue
                at[j], at[k] = t, old
                if all(self._witnessed(jobs, at, when, need) for when, need in self.facts):
                    owner[t], owner[old] = j, k
                    break
                at[j], at[k] = old, t

    def _latest_unknowns(self, jobs: list, at: list[int]) -> None:
        """Where one swap is not enough (the shown cards must shift round in a cycle), each
        unknown card in turn takes the latest intake at which the other cards still match
        and every fact still holds (slower: tried only when the quick placements fail)."""
        fixed: dict[int, int] = {}
        for j, (low, high, _, card, _) in enumerate(jobs):
            if card >= 0:
                continue
            for t in reversed(self.intakes):
                if t <= at[j]:
                    break
                if not low < t < high or t in fixed.values():
                    continue
                trial = self._match(jobs, {**fixed, j: t})
                if trial is not None and all(self._witnessed(jobs, trial, w, n) for w, n in self.facts):
                    at[:] = trial
                    break
            fixed[j] = at[j]

    def solutions(self) -> Iterator[Placed]:
        """Each consistent placement in turn; stops when the search is exhausted or over
        its budget."""
        return self._solve(self.jobs)

    def _solve(self, jobs: list) -> Iterator[Placed]:
        self.budget -= 1
        if self.budget < 0:
            return
        at = self._match(jobs)
        if at is None:
            return
        for when, need in self.facts:
            if self._witnessed(jobs, at, when, need):
                continue
            cands = [
                j
                for j, (low, _, leaves, card, may) in enumerate(jobs)
                if low < when < leaves and (card in need if card >= 0 else bool(may & need))
            ]
            self.rng.shuffle(cands)
            cands.sort(key=lambda j: jobs[j][3] < 0)  # a shown card first: it leaves the pool free
            for j in cands:
                yield from self._solve(self._narrowed(jobs, j, when, need))
            return
        yield from self._place(jobs, at)

    def _narrowed(self, jobs: list, j: int, when: int, need: frozenset[int]) -> list:
        """``jobs`` with job j made the witness of a "holds one of ``need``" fact at ``when``."""
        low, high, leaves, card, may = jobs[j]
        if card < 0:
            may = may & need
            low = self._low(may)
        narrowed = jobs[:]
        narrowed[j] = (low, min(high, when), leaves, card, may)
        return narrowed

    def _place(self, jobs: list, at: list[int]) -> Iterator[Placed]:
        """The matching ``at`` as shown cards' intakes and unknown cards' slots; then every
        other way to lay the unknown cards on the intakes left to them, the most narrowed
        cards on the latest intakes first (they lived through fewer facts); last, if the
        shown cards can shift round to let the unknown cards in later, that matching."""
        self._later_unknowns(jobs, at)
        yield from self._layings(jobs, at)
        latest = at[:]
        self._latest_unknowns(jobs, latest)
        if latest != at:
            yield from self._layings(jobs, latest)

    def _layings(self, jobs: list, at: list[int]) -> Iterator[Placed]:
        """The matching ``at`` with its unknown cards as matched, then laid every other way."""
        shown = {self.entry(at[j]): job[3] for j, job in enumerate(jobs) if job[3] >= 0}
        first = [(at[j], job[4]) for j, job in enumerate(jobs) if job[3] < 0]
        placed = self._laid(shown, first)
        if placed is not None:
            yield placed
        kinds: dict[tuple[int, int, frozenset[int]], int] = {}
        for low, high, _, card, may in jobs:
            if card < 0:
                kinds[(low, high, may)] = kinds.get((low, high, may), 0) + 1
        if len(kinds) < 2:
            return  # the unknown cards are all alike: no other way to lay them
        spots = sorted((t for t, _ in first), reverse=True)
        order = sorted(kinds, key=lambda kind: len(kind[2]))
        seen = {frozenset(first)}
        for laid in islice(_arrangements(spots, order, kinds), ARRANGEMENTS):
            if frozenset(laid) not in seen:
                seen.add(frozenset(laid))
                placed = self._laid(shown, laid)
                if placed is not None:
                    yield placed

    def _laid(self, shown: dict[Entry, int], laid: list[tuple[int, frozenset[int]]]) -> Placed | None:
        """The placement with unknown cards on the intakes ``laid`` (None if one could be
        no card at all)."""
        unknown = [(self.entry(t), may - self.suffix[t + 1]) for t, may in laid]
        return Placed(shown, unknown) if all(allowed for _, allowed in unknown) else None


def _arrangements(
    spots: list[int], order: list[tuple[int, int, frozenset[int]]], left: dict
) -> Iterator[list[tuple[int, frozenset[int]]]]:
    """Each way to put the unknown cards of each kind (low, high, may; ``left`` counts
    them) on ``spots`` so that every card's intake lies inside its window."""
    if not spots:
        yield []
        return
    t, rest = spots[0], spots[1:]
    for kind in order:
        low, high, may = kind
        if left[kind] and low < t < high:
            left[kind] -= 1
            for tail in _arrangements(rest, order, left):
                yield [(t, may), *tail]
            left[kind] += 1


def _fillable(slots: list[frozenset[int]]) -> bool:
    """Whether distinct cards can fill every slot, each from its allowed set (Kuhn's
    augmenting paths)."""
    if min(map(len, slots), default=0) >= len(slots):
        return True  # each slot in turn still has a card left
    owner: dict[int, int] = {}  # card -> slot

    def seat_slot(i: int, seen: set[int]) -> bool:
        for c in slots[i]:
            if c in seen:
                continue
            seen.add(c)
            if c not in owner or seat_slot(owner[c], seen):
                owner[c] = i
                return True
        return False

    return all(seat_slot(i, set()) for i in range(len(slots)))


def resample(st: SkitgubbeState, seat: int, rng: random.Random) -> SkitgubbeState:
    n = st.players
    per: list[list[tuple[int, object]]] = [[] for _ in range(n)]
    for s, code, payload in st.tl:
        per[s].append((code, payload))
    pending = _pending_fact(st)
    if pending is not None:
        per[pending[0]].append(pending[1:])
    trump = trump_suit(st) if st.rules.mas else st.trump  # TurnedUpTrumpMas: from the start
    ops = [_ops(p, trump, st.anti) for p in per]
    size = len(st.stock)
    shown = _trump_card_shown(st)
    free: list[tuple[str, int]] = [("stock", k) for k in range(st.spos, size) if k < size - 1 or not shown]
    if st.aside >= 0 and not shown:
        free.append(("stock", size - 1))
    free += [("avstick", k) for k in range(st.apos, len(st.avstick))]
    hidden = {c for s in range(n) if s != seat for c in st.hands[s] if c not in st.pub[s]}
    hidden.update(st.stock[k] if where == "stock" else st.avstick[k] for where, k in free)
    pool = frozenset(hidden)
    known = sorted(c for c in st.hands[seat] if c not in st.pub[seat])
    unknown = [0 if s == seat else len(st.hands[s]) - len(st.pub[s]) for s in range(n)]
    for budget in JOINT_BUDGETS:
        searches = [_Placement(ops[s], known if s == seat else None, unknown[s], pool, rng) for s in range(n)]
        for placed in _joint([_Lazy(p.solutions()) for p in searches], budget):
            slots = [
                Slot((s, entry), 1, _member(allowed))
                for s, p in enumerate(placed)
                for entry, allowed in p.unknown
            ]
            slots += [Slot(pos, 1) for pos in free]
            dealt = deal_hidden([CARDS[c] for c in sorted(pool)], slots, rng)
            return _rebuild(st, seat, placed, dealt, rng)
    raise ResampleError(f"no deal fits what seat {seat} has seen")


class _Lazy:
    """A seat's placements, found as they are first needed and kept for the other seats'
    later choices."""

    def __init__(self, source: Iterator[Placed]) -> None:
        self.source = source
        self.found: list[Placed] = []

    def __iter__(self) -> Iterator[Placed]:
        i = 0
        while True:
            if i == len(self.found):
                nxt = next(self.source, None)
                if nxt is None:
                    return
                self.found.append(nxt)
            yield self.found[i]
            i += 1


def _joint(seats: list[_Lazy], most: int) -> Iterator[list[Placed]]:
    """Placements of all seats together whose hidden cards can be dealt distinct cards of
    the pool (depth first, at most ``most`` combinations)."""
    budget = [most]

    def extend(chosen: list[Placed], slots: list[frozenset[int]]) -> Iterator[list[Placed]]:
        if len(chosen) == len(seats):
            yield chosen
            return
        for placed in seats[len(chosen)]:
            budget[0] -= 1
            if budget[0] < 0:
                return
            more = slots + [allowed for _, allowed in placed.unknown]
            if _fillable(more):
                yield from extend([*chosen, placed], more)

    return extend([], [])


def _trump_card_shown(st: SkitgubbeState) -> bool:
    """The last stock card is face up: turned (SG-19), shown (ExposedTrumpIndicator) or
    turned up under the stock (TurnedUpTrumpMas, SG-M1)."""
    return st.rules.exposed or st.rules.mas or st.trump >= 0


def _pending_fact(st: SkitgubbeState) -> tuple[int, int, object] | None:
    """The seat to move is being asked, which itself shows it holds a suitable card."""
    seat = st.to_move
    if seat is None:
        return None
    if st.phase == SLUFF:  # SG-13a
        return seat, EXIST_RANKS, sluff_mask(st, seat)
    if st.phase == MAS and st.trick:  # SG-M3/M4: asked, so he can beat the lead
        lead = st.trick[0][1][0]
        suit, hi = SUIT[lead], RANK[lead]
        if not any(beats_card(c, suit, hi, trump_over(suit, trump_suit(st), st.anti)) for c in st.pub[seat]):
            return seat, EXIST_BEAT, (suit, hi)
        return None
    if st.trump >= 0 and st.table:  # SG-24: not a forced pick-up, so he can beat
        top = st.table[-1][1]
        suit, hi = SUIT[top[0]], RANK[top[-1]]
        if not any(beats_card(c, suit, hi, trump_over(suit, st.trump, st.anti)) for c in st.pub[seat]):
            return seat, EXIST_BEAT, (suit, hi)
    return None


def _member(allowed: frozenset[int]) -> Callable[[Card], bool]:
    return lambda card: card.id in allowed


def _rebuild(
    st: SkitgubbeState,
    seat: int,
    placed: list[Placed],
    dealt: dict[Hashable, list[Card]],
    rng: random.Random,
) -> SkitgubbeState:
    size = len(st.stock)
    stock = [-1] * size
    pile = [-1] * len(st.avstick)
    hands0 = [[-1] * len(h) for h in st.deal_hands]
    for _, k in st.chances:  # turned up in public
        stock[k] = st.stock[k]
    if _trump_card_shown(st):
        stock[size - 1] = st.stock[size - 1]

    def put(s: int, entry: Entry, card: int) -> None:
        code, index = entry
        if code == IN_DEAL:
            hands0[s][index] = card
        elif code == IN_AVSTICK:
            pile[index] = card
        else:
            stock[index] = card

    hands = [sorted(st.pub[s]) if s != seat else st.hands[s][:] for s in range(st.players)]
    for s, p in enumerate(placed):
        for entry, card in p.shown.items():
            put(s, entry, card)
    for key, cards in dealt.items():
        assert isinstance(key, tuple)  # every slot above is keyed by a tuple
        card = cards[0].id
        if key[0] == "stock":
            stock[key[1]] = card
        elif key[0] == "avstick":
            pile[key[1]] = card
        else:
            s, entry = key
            put(s, entry, card)
            hands[s].append(card)
    if -1 in stock or -1 in pile or any(-1 in h for h in hands0):
        raise ResampleError("a dealt position was left empty")
    r = st.clone()
    r.deal_hands = hands0
    r.stock = stock
    r.avstick = pile
    r.hands = [sorted(h) for h in hands]
    r.shuffles = {name: _shuffle(st, name, rng) for name in st.shuffles}
    r._legal = None
    return r


def _shuffle(st: SkitgubbeState, name: str, rng: random.Random) -> list[int]:
    """A shuffle made during the deal (ShitCards, IncompleteTrickDealt) that deals its cards
    as they were dealt, face up; before that, any shuffle: the seat cannot know it."""
    dealt = st.dealt.get(name, [])
    rest = [c for c in range(DECK_SIZE) if c not in dealt]
    rng.shuffle(rest)
    return dealt + rest
