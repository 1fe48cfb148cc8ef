"""Worlds of a Prisdorf deal for one seat (``PrisdorfDeal.resample``).

The hidden cards are redealt with ``deal_hidden`` into the places the seat cannot see
and the deal's history is replayed on the new layout; a layout the replay refuses is
drawn again (up to 400 times). See ``_Facts`` for the facts kept.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations
from typing import TYPE_CHECKING, Any

from game.rules.actions import Action
from game.rules.resampling import ResampleError, Slot, deal_hidden

from .cards import CARD, COURT, RANK, SUIT, discard_action
from .prisdorf import ACE, DECK, HOLD, SEVENS, is_siebener, kieker_eligible
from .state import SIEBENER_DEALT, SIEBENER_EXCHANGED

if TYPE_CHECKING:
    from .prisdorf import PrisdorfDeal


def resample(st: PrisdorfDeal, seat: int, rng: random.Random) -> PrisdorfDeal:
    """A deal consistent with ``view(seat)``: a rebuilt initial layout, history replayed."""
    facts = _Facts(st, seat)
    for _ in range(400):
        found = facts.attempt(rng)
        if found is not None:
            return found
    raise ResampleError(f"no consistent deal found for seat {seat}")


class _Facts:
    """What one seat knows about where the cards of a deal started (public and own facts).

    Hidden places are other seats' unplayed cards (minus voids shown by failing to follow,
    FP-38), an untaken Skat or rest pile, and another declarer's discards. They are filled
    with ``deal_hidden``; each candidate layout is checked by replaying the history, which
    enforces the remaining facts (Kieker eligibility FP-10, Siebener offers FX-2).
    """

    def __init__(self, state: PrisdorfDeal, seat: int) -> None:
        self.state = state
        self.seat = seat
        n = state.players
        self.played: list[list[int]] = [[] for _ in range(n)]
        self.voids: list[set[int]] = [set() for _ in range(n)]
        for p, a in state.history:
            if a.kind == "play":
                self.played[p].append(a.cards[0].id)
        for p in range(n):
            self.voids[p].update(s for s in range(4) if state.void[p] >> s & 1)
        self.no_court = _no_court_seats(state.history)
        self.d = state.declarer
        self.took = state.took
        # Seats known to hold a Siebener Fips: offers passed or pending (FX-2).
        self.sieb_dealt = set(state.siebener_passed)
        if state.phase == SIEBENER_DEALT:
            assert state.to_move is not None  # None only once the deal is OVER
            self.sieb_dealt.add(state.to_move)
        self.sieb_kept = state.siebener_passed_later or state.phase == SIEBENER_EXCHANGED
        known = self._known()
        self.pool = [c for c in DECK if c not in known]
        self.pool_set = set(self.pool)
        self.slots, self.pins = self._hidden_slots()

    def _known(self) -> set[int]:
        """Cards whose place the seat knows: its hand, every played card, a shown hand,
        and for the declarer his discards and the piles he took."""
        state, seat = self.state, self.seat
        known = set(state.hands[seat])
        for p in range(state.players):
            known.update(self.played[p])
        if state.shown >= 0:
            known.update(state.hands[state.shown])
        if seat == self.d:
            known.update(state.discard)
            for name in state.taken:
                known.update(state.dealt_piles[name])
        return known

    def _hidden_slots(self) -> tuple[list[Slot], dict[Any, list[int]]]:
        """Hidden places (full size) with their constraints, and cards pinned to places."""
        st, seat, d = self.state, self.seat, self.d
        slots: list[Slot] = []
        pins: dict[Any, list[int]] = {}
        for p in range(st.players):
            if p == seat or p == st.shown:
                continue
            key = ("hand", p)
            size = len(st.hands[p])
            if (p == d and self.sieb_kept) or (p in self.sieb_dealt and not (p == d and self.took)):
                # FX-2: the five cards at the offer were exactly the four sevens and an ace.
                pins[key] = [c for c in SEVENS if c not in self.played[p]]
                aces_played = any(RANK[c] == ACE for c in self.played[p])
                slots.append(Slot(key, size, None if aces_played else _only_aces))
                continue
            court = p in self.no_court and not (p == d and self.took)
            slots.append(Slot(key, size, _allow(self.voids[p], court)))
        if d >= 0 and d != seat and st.discard:
            if self.took == 2 and st.players == 3:
                if d in self.sieb_dealt:  # the discarded original five were the Siebener Fips
                    pins[("orig", d)] = list(SEVENS)
                    slots.append(Slot(("orig", d), 5, _only_aces))
                else:
                    slots.append(Slot(("orig", d), 5, _allow(set(), True)))
                if len(st.discard) > 5:
                    slots.append(Slot(("disc", d), 5))
            else:
                slots.append(Slot(("disc", d), len(st.discard)))
        for name in ("skat", "rest"):
            if st.piles[name]:
                slots.append(Slot((name,), len(st.piles[name])))
        return slots, pins

    def attempt(self, rng: random.Random) -> PrisdorfDeal | None:
        st, seat, d = self.state, self.seat, self.d
        n = st.players
        slots = self.slots
        pins = {k: v.copy() for k, v in self.pins.items()}
        pinned = {c for cs in pins.values() for c in cs}
        if d >= 0 and d != seat and self.took and d in self.sieb_dealt and ("orig", d) not in pins:
            if not self._pin_sevens(pins, pinned, rng):
                return None
        if not pinned <= self.pool_set:
            return None
        free = [Slot(s.key, s.size - len(pins.get(s.key, ())), s.allows) for s in slots]
        try:
            dealt = deal_hidden([CARD[c] for c in self.pool if c not in pinned], free, rng)
        except ResampleError:
            return None
        place = {k: v.copy() for k, v in pins.items()}
        for k, v in dealt.items():
            place.setdefault(k, []).extend(c.id for c in v)
        hands: list[list[int]] = [[] for _ in range(n)]
        for p in range(n):
            cur = list(st.hands[p]) if p == seat or p == st.shown else place[("hand", p)]
            hands[p] = cur + self.played[p]
        skat = place.get(("skat",), [])
        rest = place.get(("rest",), [])
        discards = self._discards(place)
        if self.took and not self._split(hands, skat, rest, discards, rng):
            return None
        return self._replay(hands, skat, rest, discards)

    def _pin_sevens(self, pins: dict[Any, list[int]], pinned: set[int], rng: random.Random) -> bool:
        """The declarer passed a Siebener offer before taking cards: his sevens are among
        the cards he still holds or discarded. False when they do not fit."""
        d = self.d
        group = [s for s in self.slots if s.key in (("hand", d), ("disc", d), ("orig", d))]
        for c in SEVENS:
            if c in self.pool and c not in pinned:
                room = [s for s in group if s.size > len(pins.get(s.key, ())) and _ok(s, c)]
                if not room:
                    return False
                pins.setdefault(rng.choice(room).key, []).append(c)
                pinned.add(c)
        return True

    def _discards(self, place: dict[Any, list[int]]) -> list[int]:
        """The declarer's discards in this world."""
        st, d = self.state, self.d
        if d < 0 or not st.discard:
            return []
        if d == self.seat:
            return list(st.discard)
        if ("orig", d) in place:
            return place[("orig", d)] + place.get(("disc", d), [])
        return place[("disc", d)]

    def _split(
        self,
        hands: list[list[int]],
        skat: list[int],
        rest: list[int],
        discards: list[int],
        rng: random.Random,
    ) -> bool:
        """Separate the declarer's (Kieker's) dealt hand from the cards he took."""
        st, d = self.state, self.d
        group = hands[d] + (discards if not (st.players == 3 and self.took == 2) else discards[5:])
        if d == self.seat:
            taken = set(st.dealt_piles["skat"]) | (set(st.dealt_piles["rest"]) if self.took == 2 else set())
            if self.took == 2 and st.players == 3:
                hands[d] = list(st.discard[:5])
            else:
                hands[d] = [c for c in group if c not in taken]
            skat[:] = sorted(st.dealt_piles["skat"])
            if self.took == 2:
                rest[:] = sorted(st.dealt_piles["rest"])
            return True
        group.sort()
        if self.took == 2 and st.players == 3:
            hands[d] = discards[:5]
            others = group
        else:
            need_no_court = d in self.no_court or self.took == 2
            sieb = d in self.sieb_dealt
            options = [
                h
                for h in combinations(group, 5)
                if (not need_no_court or kieker_eligible(h)) and is_siebener(h) == sieb
            ]
            if not options:
                return False
            hands[d] = list(rng.choice(options))
            others = [c for c in group if c not in hands[d]]
        rng.shuffle(others)
        skat[:] = others[:2]
        if self.took == 2:
            rest[:] = others[2:]
        return True

    def _replay(
        self, hands: list[list[int]], skat: list[int], rest: list[int], discards: list[int]
    ) -> PrisdorfDeal | None:
        st = self.state
        new = type(st)(st.setup, st.dealer, [sorted(h) for h in hands], {"skat": skat, "rest": rest})
        hidden_discards = iter([discards[5:] if st.players == 3 and self.took == 2 else discards])
        for p, a in st.history:
            if new.to_move != p:
                return None
            if a.kind == "discard" and p != self.seat:
                a = discard_action(next(hidden_discards))
            if a not in new.legal_actions():
                return None
            new._apply(a)
        # A pending Siebener offer the true deal does not have (or lacks) shows up here.
        if new.phase != st.phase or new.to_move != st.to_move:
            return None
        return new


def _no_court_seats(history: Sequence[tuple[int, Action]]) -> set[int]:
    """Kieker bids and holds show a hand without court cards (FP-10, FP-20)."""
    seats: set[int] = set()
    last_bid: Action | None = None
    for p, a in history:
        if a.kind == "bid":
            last_bid = a
            if a.words[0] == "kieker":
                seats.add(p)
        elif a is HOLD and last_bid is not None and last_bid.words[0] == "kieker":
            seats.add(p)
    return seats


def _allow(banned: set[int], no_court: bool):
    if not banned and not no_court:
        return None
    return lambda c: SUIT[c.id] not in banned and not (no_court and COURT[c.id])


def _only_aces(c) -> bool:
    return c.rank == ACE


def _ok(slot: Slot, c: int) -> bool:
    return slot.allows is None or slot.allows(CARD[c])
