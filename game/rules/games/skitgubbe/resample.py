"""``resample``: a whole deal consistent with one seat's view, built from public facts.

For every seat the public timeline (timeline.py) lists when it took unseen cards and
when it showed them, plus what its turns revealed (skipped or passed at sluffing, forced
or chosen pick-ups). A randomised depth-first search decides which unseen intake each
shown card came from so that every revealed fact holds; the intakes still in hand become
hidden slots with the cards they may be. The cards the seat cannot place are then dealt
to those slots and to the unseen stock and Avstick positions with ``deal_hidden``. The
layout rebuilt from that replays the history to the same view.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

from ...cards import Card
from ...resampling import ResampleError, Slot, deal_hidden
from .phase1 import SLUFF
from .tables import CARDS, DECK_SIZE, RANK, SUIT, beats_card
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
NODE_BUDGET = 20000
ATTEMPTS = 40

_IN, _OUT, _FORBID, _EXIST = range(4)


def _card_set(code: int, payload: object, trump: int) -> frozenset[int]:
    if code in (FORBID_RANKS, EXIST_RANKS):
        mask = payload
        return frozenset(c for c in range(DECK_SIZE) if mask >> RANK[c] & 1)  # type: ignore[operator]
    suit, hi = payload  # type: ignore[misc]
    return frozenset(c for c in range(DECK_SIZE) if beats_card(c, suit, hi, trump))


def _ops(entries: list[tuple[int, object]], trump: int) -> list[tuple[int, object]]:
    out: list[tuple[int, object]] = []
    cache: dict[tuple[int, object], frozenset[int]] = {}
    for code, payload in entries:
        if code in ENTRY_CODES:
            out.append((_IN, (code, payload)))
        elif code == OUT:
            out.append((_OUT, payload))
        else:
            key = (code, payload)
            cards = cache.get(key)
            if cards is None:
                cards = cache[key] = _card_set(code, payload, trump)
            out.append((_FORBID if code in (FORBID_RANKS, FORBID_BEAT) else _EXIST, cards))
    return out


class _Placement:
    """One seat's search: which unseen intake each shown card came from."""

    def __init__(
        self, ops: list[tuple[int, object]], known: list[int] | None, pool: frozenset[int], rng: random.Random
    ) -> None:
        self.ops = ops
        self.known = known  # the resampling seat's own unshown cards; None for other seats
        self.pool = pool
        self.rng = rng
        self.assign: dict[Entry, int] = {}
        self.unknown: list[tuple[Entry, frozenset[int]]] = []
        self.budget = NODE_BUDGET

    def run(self, i: int = 0, alive: tuple = (), obls: tuple = ()) -> bool:
        ops = self.ops
        while i < len(ops):
            kind, x = ops[i]
            if kind == _IN:
                alive = (*alive, (x, EMPTY))
            elif kind == _FORBID:
                alive = tuple((e, f | x) for e, f in alive)  # type: ignore[operator]
            elif kind == _EXIST:
                if not alive:
                    return False
                obls = (*obls, (x, frozenset(e for e, _ in alive)))
            else:
                break
            i += 1
        else:
            return self._finish(alive, obls)
        card: int = x  # type: ignore[assignment]
        self.budget -= 1
        if self.budget < 0:
            return False
        cands = [k for k, (_, f) in enumerate(alive) if card not in f]
        self.rng.shuffle(cands)
        for k in cands:
            e = alive[k][0]
            rest = alive[:k] + alive[k + 1 :]
            left = {r for r, _ in rest}
            kept = []
            for need, members in obls:
                if e in members and card in need:
                    continue
                if members.isdisjoint(left):
                    break
                kept.append((need, members))
            else:
                self.assign[e] = card
                if self.run(i + 1, rest, tuple(kept)):
                    return True
                del self.assign[e]
        return False

    def _finish(self, alive: tuple, obls: tuple) -> bool:
        if self.known is not None:
            return len(alive) == len(self.known) and self._match_known(list(alive), 0, obls)
        allowed = {e: self.pool - f for e, f in alive}
        if not all(allowed.values()) or not self._witness(allowed, list(obls)):
            return False
        self.unknown = [(e, allowed[e]) for e, _ in alive]
        return True

    def _match_known(self, alive: list, j: int, obls: tuple) -> bool:
        assert self.known is not None
        if j == len(self.known):
            return all(
                any(card in need for e, card in self.assign.items() if e in members) for need, members in obls
            )
        card = self.known[j]
        for k, (e, f) in enumerate(alive):
            if e is not None and card not in f:
                alive[k] = (None, f)
                self.assign[e] = card
                if self._match_known(alive, j + 1, obls):
                    return True
                del self.assign[e]
                alive[k] = (e, f)
        return False

    def _witness(self, allowed: dict, obls: list) -> bool:
        """Give every fact "some hidden card was of this kind" a hidden slot as witness."""
        if not obls:
            return True
        need, members = obls[-1]
        rest = obls[:-1]
        cands = [e for e in allowed if e in members]
        if any(allowed[e] <= need for e in cands):
            return self._witness(allowed, rest)
        self.rng.shuffle(cands)
        for e in cands:
            before = allowed[e]
            narrowed = before & need
            if narrowed:
                allowed[e] = narrowed
                if self._witness(allowed, rest):
                    return True
                allowed[e] = before
        return False


def resample(st: SkitgubbeState, seat: int, rng: random.Random) -> SkitgubbeState:
    n = st.players
    per: list[list[tuple[int, object]]] = [[] for _ in range(n)]
    for s, code, payload in st.tl:
        per[s].append((code, payload))
    pending = _pending_fact(st)
    if pending is not None:
        per[pending[0]].append(pending[1:])
    ops = [_ops(p, st.trump) for p in per]
    size = len(st.stock)
    free: list[tuple[str, int]] = [("stock", k) for k in range(st.spos, size)]
    if st.aside >= 0 and st.trump < 0:
        free.append(("stock", size - 1))
    free += [("avstick", k) for k in range(st.apos, len(st.avstick))]
    hidden = {c for s in range(n) if s != seat for c in st.hands[s] if c not in st.pub[s]}
    hidden.update(st.stock[k] if where == "stock" else st.avstick[k] for where, k in free)
    pool = frozenset(hidden)
    known = sorted(c for c in st.hands[seat] if c not in st.pub[seat])
    for _ in range(ATTEMPTS):
        places = []
        for s in range(n):
            p = _Placement(ops[s], known if s == seat else None, pool, rng)
            if not p.run():
                break
            places.append(p)
        else:
            slots = [
                Slot((s, e), 1, _member(allowed)) for s, p in enumerate(places) for e, allowed in p.unknown
            ]
            slots += [Slot(pos, 1) for pos in free]
            try:
                dealt = deal_hidden([CARDS[c] for c in sorted(pool)], slots, rng)
            except ResampleError:
                continue
            return _rebuild(st, seat, places, dealt)
    raise ResampleError(f"no deal fits what seat {seat} has seen")


def _pending_fact(st: SkitgubbeState) -> tuple[int, int, object] | None:
    """The seat to move is being asked, which itself shows it holds a suitable card."""
    seat = st.to_move
    if seat is None:
        return None
    if st.phase == SLUFF:  # SG-13a
        return seat, EXIST_RANKS, st.tmask
    if st.trump >= 0 and st.table:  # SG-24: not a forced pick-up, so he can beat
        top = st.table[-1][1]
        suit, hi = SUIT[top[0]], RANK[top[-1]]
        if not any(beats_card(c, suit, hi, st.trump) for c in st.pub[seat]):
            return seat, EXIST_BEAT, (suit, hi)
    return None


def _member(allowed: frozenset[int]) -> Callable[[Card], bool]:
    return lambda card: card.id in allowed


def _rebuild(
    st: SkitgubbeState, seat: int, places: list[_Placement], dealt: dict[Hashable, list[Card]]
) -> SkitgubbeState:
    size = len(st.stock)
    stock = [-1] * size
    pile = [-1] * len(st.avstick)
    hands0 = [[-1] * len(h) for h in st.deal_hands]
    for _, k in st.chances:  # turned up in public
        stock[k] = st.stock[k]
    if st.trump >= 0:
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
    for s, p in enumerate(places):
        for entry, card in p.assign.items():
            put(s, entry, card)
    for key, cards in dealt.items():
        card = cards[0].id
        if key[0] == "stock":
            stock[key[1]] = card  # type: ignore[index]
        elif key[0] == "avstick":
            pile[key[1]] = card  # type: ignore[index]
        else:
            s, entry = key  # type: ignore[misc]
            put(s, entry, card)
            hands[s].append(card)
    if -1 in stock or -1 in pile or any(-1 in h for h in hands0):
        raise ResampleError("a dealt position was left empty")
    r = st.clone()
    r.deal_hands = hands0
    r.stock = stock
    r.avstick = pile
    r.hands = [sorted(h) for h in hands]
    r._legal = None
    return r
