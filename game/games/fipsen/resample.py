"""Worlds of a declarer deal for one seat: the hidden cards redealt so that every public
fact holds, then the deal's actions replayed on the new layout.

Facts kept: every played card came from its player's hand; voids shown by failing to
follow (FG-18, FP-38); a Kieker bidder's (or holder's) dealt hand has no court card
(FG-10, FP-10, FP-20); the declarer's exchange (the piles he took, his discards) is
known only to him, so for anyone else his dealt hand, the piles and his discards are
redealt together and his discard action rewritten to match; and, where the variant
offers a Siebener Fips (FP-34, FP-35, FX-2), which dealt hands and which declarer's five
after the exchange were one and which were not.

Exact, never by rejection: the hidden cards are dealt by ``deal_hidden`` (per-card
constraints, falling back to an exact bipartite matching), so a draw fails only when its
constraints have no solution. What per-card constraints cannot say is enumerated:

- the declarer's exchange: which of his played cards came from his dealt hand and how
  many of his kept cards came from the pile (a finite list of splits, the usual one
  first: his played plain cards from his dealt hand);
- a Siebener Fips (exactly the four sevens and an ace): the hand's hidden places allow
  only the missing sevens and an ace, and no other place may take a missing seven;
- "not a Siebener Fips": a draw that makes one is answered by branching on the ways the
  fact can hold (one named seven lies elsewhere, or the hand has no ace), each a per-card
  constraint; every world satisfies one branch per hand, so the search is exhaustive.

Hence on a state the rules can reach a world is always found. Distribution: the worlds
``deal_hidden`` gives over the first split that has any (it fills the most constrained
places first, so it is close to, but not exactly, uniform over consistent worlds); a
branch is taken only after a draw broke a "not a Siebener" fact. The result depends only
on ``view(seat)`` and the rng.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import TYPE_CHECKING

from game.rules.actions import Action
from game.rules.resampling import ResampleError, Slot, deal_hidden

from .cards import CARD, COURT, RANK, SUIT, discard_action
from .state import (
    CONTINUE,
    HAND_SIZE,
    KIEKER_EXCHANGE,
    KNOCK,
    KONTRA,
    OVER,
    PLAYING,
    REKONTRA,
    SIEBENER_DEALT,
    SIEBENER_EXCHANGED,
    TRUMPS,
)

if TYPE_CHECKING:
    from .state import DeclarerDeal

ACE = 14
SEVENS = frozenset(c for c, r in enumerate(RANK) if r == 7)
ACES = frozenset(c for c, r in enumerate(RANK) if r == ACE)
_PAST_EXCHANGE = (TRUMPS, KNOCK, KONTRA, REKONTRA, PLAYING, CONTINUE)


def void_allows(void: int, no_court: bool = False) -> Callable | None:
    """Slot constraint: no card of a suit in the ``void`` bit set, and no court card if asked."""
    if not void and not no_court:
        return None
    if not no_court:
        return lambda c: not void >> c.suit_index & 1
    return lambda c: not void >> c.suit_index & 1 and not COURT[c.id]


@dataclass(slots=True)
class _Place:
    """Hidden places named ``key``: their size and per-card constraints."""

    key: Hashable
    size: int
    void: int = 0
    no_court: bool = False
    only: frozenset[int] | None = None
    exclude: set[int] = field(default_factory=set)

    def slot(self) -> Slot:
        void, no_court, only, exclude = self.void, self.no_court, self.only, self.exclude
        if only is None and not exclude:
            return Slot(self.key, self.size, void_allows(void, no_court))

        def allows(c) -> bool:
            i = c.id
            return (
                not void >> SUIT[i] & 1
                and not (no_court and COURT[i])
                and (only is None or i in only)
                and i not in exclude
            )

        return Slot(self.key, self.size, allows)


@dataclass(frozen=True, slots=True)
class _Group:
    """A five-card hand a Siebener fact is about: its known cards, the places of the rest,
    and the fact (True: exactly a Siebener Fips, FP-34; False: not one)."""

    name: Hashable
    known: tuple[int, ...]
    keys: tuple[Hashable, ...]
    siebener: bool


@dataclass(slots=True)
class _Split:
    """One way the declarer's exchange may have gone: places, groups and how to read a draw."""

    places: list[_Place]
    groups: list[_Group]
    played_dealt: list[int]  # his played cards that came from his dealt hand
    played_taken: list[int]  # and from the piles


def resample(st: DeclarerDeal, seat: int, rng: random.Random) -> DeclarerDeal:
    """A full deal consistent with ``view(seat)`` (module docstring).

    Raises ResampleError only when no deal fits (a state the rules cannot reach).
    """
    return _Worlds(st, seat).world(rng)


class _Worlds:
    """What ``seat`` knows of the deal, and the construction of a world from it."""

    def __init__(self, st: DeclarerDeal, seat: int) -> None:
        self.st, self.seat = st, seat
        d = st.declarer
        self.exchanged = d >= 0 and d != seat and bool(st.taken)
        self.played, self.d_discard = _public_plays(st)
        known = set(st.dealt[seat]).union(*self.played)
        if st.shown >= 0:
            known.update(st.hands[st.shown])
        if d == seat:
            for name in st.taken:
                known.update(st.dealt_piles[name])
        pool = [c for c in st.setup.deck if c not in known]
        self.pool = [CARD[c] for c in pool]
        self.pool_ids = frozenset(pool)
        self.hidden = [
            p for p in st.active if p != seat and p != st.shown and not (self.exchanged and p == d)
        ]
        self.dealt_fact, self.kept_fact = _siebener_facts(st)
        # The declarer's cards whose origin (dealt hand or pile) is hidden but which are
        # known: those he played, and his whole hand once he showed it (FP-36).
        shown = d >= 0 and st.shown == d
        self.d_known = self.played[d] + (st.hands[d] if shown else []) if d >= 0 else []
        self.d_hidden = 0 if shown or d < 0 else len(st.hands[d])

    # --- the places ------------------------------------------------------------------------
    def _common(self) -> tuple[list[_Place], list[_Group]]:
        """Hidden hands and untaken piles, with the Siebener facts of those hands."""
        st, played = self.st, self.played
        places, groups = [], []
        for p in self.hidden:
            no_court = bool(st.kieker_bidders >> p & 1)
            places.append(_Place(p, len(st.dealt[p]) - len(played[p]), st.void[p], no_court))
            fact = self.dealt_fact.get(p)
            if p == st.declarer and fact is None:
                fact = self.kept_fact  # played without an exchange: the same five cards
            if fact is not None:
                groups.append(_Group(p, tuple(played[p]), (p,), fact))
        taken = self.st.taken if self.st.declarer >= 0 else ()
        places += [_Place(name, size) for name, size in st.setup.piles if name not in taken]
        return places, groups

    def _splits(self, rng: random.Random) -> Iterator[_Split]:
        """Every way the world may be laid out, the usual one first (module docstring)."""
        common, groups = self._common()
        if not self.exchanged:
            yield _Split(common, groups, [], [])
            return
        st = self.st
        if st.contract is not None and st.contract.exchange == KIEKER_EXCHANGE:
            yield self._kieker_split(common, groups)
            return
        for dealt_part in self._played_from_dealt(rng):
            yield from self._take_splits(common, groups, dealt_part)

    def _kieker_split(self, common: list[_Place], groups: list[_Group]) -> _Split:
        """FG-13, FP-31: the dealt five (no court card) went out unseen; the five kept and
        the discards came from the piles."""
        st, d = self.st, self.st.declarer
        x = len(self.d_discard[1].cards) if self.d_discard else 0
        places = [
            *common,
            _Place("d-dealt", HAND_SIZE, 0, True),
            _Place("d-hand", self.d_hidden, st.void[d]),
            _Place("d-discard", x),
        ]
        return _Split(places, groups + self._declarer_groups(("d-dealt",), ("d-hand",)), [], self.d_known)

    def _played_from_dealt(self, rng: random.Random) -> Iterator[list[int]]:
        """Which of the declarer's played cards came from his dealt hand: his plain ones
        first (FG-10: a Kieker bidder's court cards came from the pile), then every other
        choice in random order."""
        st, d = self.st, self.st.declarer
        played = self.d_known
        no_court = bool(st.kieker_bidders >> d & 1)
        usual = [c for c in played if not (no_court and COURT[c])]
        yield usual
        others = [
            list(sub)
            for k in range(min(len(played), HAND_SIZE) + 1)
            for sub in combinations(played, k)
            if list(sub) != usual and not (no_court and any(COURT[c] for c in sub))
        ]
        rng.shuffle(others)
        yield from others

    def _take_splits(
        self, common: list[_Place], groups: list[_Group], dealt_part: list[int]
    ) -> Iterator[_Split]:
        """FG-12, FM-9, FP-23, FP-30: dealt hand + taken piles = played + hand now +
        discards; each count of hidden pile cards kept in hand is a split."""
        st, d = self.st, self.st.declarer
        played = self.d_known
        taken_part = [c for c in played if c not in dealt_part]
        h = self.d_hidden
        x = len(self.d_discard[1].cards) if self.d_discard else 0
        pile_hidden = sum(len(st.dealt_piles[name]) for name in st.taken) - len(taken_part)
        if pile_hidden < 0 or len(dealt_part) > HAND_SIZE:
            return
        no_court = bool(st.kieker_bidders >> d & 1)
        extra_groups = self._declarer_groups(("dealt-hand", "dealt-discard"), ("dealt-hand", "pile-hand"))
        for kept in range(max(0, pile_hidden - x), min(h, pile_hidden) + 1):
            places = [
                *common,
                _Place("dealt-hand", h - kept, st.void[d], no_court),
                _Place("dealt-discard", x - (pile_hidden - kept), 0, no_court),
                _Place("pile-hand", kept, st.void[d]),
                _Place("pile-discard", pile_hidden - kept),
            ]
            yield _Split(places, groups + self._with_known(extra_groups, dealt_part), dealt_part, taken_part)

    def _declarer_groups(self, dealt_keys: tuple, kept_keys: tuple) -> list[_Group]:
        """The exchanging declarer's Siebener facts: his dealt five and his five after the
        exchange (known cards filled in by the split)."""
        d = self.st.declarer
        out = []
        fact = self.dealt_fact.get(d)
        if fact is not None:
            out.append(_Group("d-dealt", (), dealt_keys, fact))
        if self.kept_fact is not None:
            out.append(_Group("d-kept", tuple(self.d_known), kept_keys, self.kept_fact))
        return out

    @staticmethod
    def _with_known(groups: list[_Group], dealt_part: list[int]) -> list[_Group]:
        return [
            _Group(g.name, tuple(dealt_part), g.keys, g.siebener) if g.name == "d-dealt" else g
            for g in groups
        ]

    # --- drawing ---------------------------------------------------------------------------
    def world(self, rng: random.Random) -> DeclarerDeal:
        found = self._search(rng, {})
        if found is None:
            raise ResampleError(f"no deal of the hidden cards fits what seat {self.seat} knows")
        split, got = found
        return self._build(split, got)

    def _search(self, rng: random.Random, branches: dict[Hashable, tuple]) -> tuple[_Split, dict] | None:
        """A draw over the first split that has one, under the branches chosen so far; a
        broken "not a Siebener" fact branches (module docstring)."""
        for split in self._splits(rng):
            places = self._constrained(split, branches)
            if places is None:
                continue
            try:
                got = deal_hidden(self.pool, [p.slot() for p in places], rng)
            except ResampleError:
                continue
            ids = {k: [c.id for c in v] for k, v in got.items()}
            broken = next((g for g in split.groups if not g.siebener and _is_siebener(g, ids)), None)
            if broken is None:
                return split, ids
            for option in self._options(broken, rng):
                found = self._search(rng, {**branches, broken.name: option})
                if found is not None:
                    return found
            return None
        return None

    def _options(self, g: _Group, rng: random.Random) -> list[tuple]:
        """The ways "not a Siebener" can hold: a seven lies elsewhere, or no ace. The
        declarer's dealt five know his played cards only per split, so they may move."""
        fixed, movable = set(g.known), self.pool_ids
        if g.name == "d-dealt":
            fixed, movable = set(), movable | set(self.d_known)
        options: list[tuple] = [("seven", s) for s in sorted(SEVENS - fixed) if s in movable]
        if not ACES & fixed:
            options.append(("aces",))
        rng.shuffle(options)
        return options

    def _constrained(self, split: _Split, branches: dict[Hashable, tuple]) -> list[_Place] | None:
        """The split's places with its groups' facts as per-card constraints; None when
        they contradict the known cards."""
        if not split.groups:
            return split.places
        places = [_Place(p.key, p.size, p.void, p.no_court) for p in split.places]
        by_key = {p.key: p for p in places}
        for g in split.groups:
            known = set(g.known)
            if g.siebener:
                # FP-34: exactly the four sevens and one ace.
                if known - SEVENS - ACES or len(known & ACES) > 1:
                    return None
                missing = SEVENS - known
                if not missing <= self.pool_ids:
                    return None
                only = frozenset(missing | (set() if known & ACES else ACES))
                for p in places:
                    if p.key in g.keys:
                        p.only = only if p.only is None else p.only & only
                    else:
                        p.exclude |= missing
                continue
            option = branches.get(g.name)
            if option is None:
                continue
            banned = {option[1]} if option[0] == "seven" else set(ACES)
            if banned & known:
                return None
            for key in g.keys:
                by_key[key].exclude |= banned
        return places

    # --- the world ---------------------------------------------------------------------------
    def _build(self, split: _Split, got: dict[Hashable, list[int]]) -> DeclarerDeal:
        st, seat, played = self.st, self.seat, self.played
        hands = [sorted(st.dealt[s]) if s == seat else [] for s in range(st.players)]
        if st.shown >= 0 and st.shown != seat:
            hands[st.shown] = sorted(st.hands[st.shown] + played[st.shown])
        piles = {name: sorted(st.dealt_piles[name]) for name in st.taken} if st.declarer == seat else {}
        history = st.history
        if self.exchanged:
            d_hand, taken, discards = _declarer_cards(split, got)
            hands[st.declarer] = d_hand
            piles.update(_split_taken(st, taken))
            if self.d_discard is not None:
                history = history[:]
                history[self.d_discard[0]] = (st.declarer, discard_action(discards))
        for p in self.hidden:
            hands[p] = sorted(played[p] + got[p])
        for name, _ in st.setup.piles:
            if name not in piles:
                piles[name] = got[name]
        r = type(st)(st.setup, st.dealer, hands, piles)
        for _, action in history:
            r._apply(action)
        return r


def _declarer_cards(split: _Split, got: dict[Hashable, list[int]]) -> tuple[list[int], list[int], list[int]]:
    """(his dealt hand, the pile cards he took in order, his chosen discards) of a draw."""
    if "d-dealt" in got:
        taken = sorted(split.played_taken) + got["d-hand"] + got["d-discard"]
        return sorted(got["d-dealt"]), taken, got["d-discard"]
    d_hand = sorted(split.played_dealt + got["dealt-hand"] + got["dealt-discard"])
    taken = sorted(split.played_taken + got["pile-hand"] + got["pile-discard"])
    return d_hand, taken, got["dealt-discard"] + got["pile-discard"]


def _is_siebener(g: _Group, got: dict[Hashable, list[int]]) -> bool:
    """FP-34: the group's five cards are the four sevens and an ace."""
    cards = set(g.known).union(*(got[k] for k in g.keys))
    return SEVENS <= cards and bool(cards & ACES)


def _siebener_facts(st: DeclarerDeal) -> tuple[dict[int, bool], bool | None]:
    """Public Siebener Fips facts (FX-2): per seat, whether its dealt five were one (absent:
    unknown), and whether the declarer's five after the exchange were (None: unknown)."""
    if not st.SIEBENER_OFFERS:
        return {}, None
    dealt: dict[int, bool] = {}
    pending = st.to_move if st.phase == SIEBENER_DEALT else None
    for s in st.active:
        if s == pending:
            dealt[s] = True
            break  # later seats have not been asked yet
        dealt[s] = s in st.siebener_passed
    kept: bool | None = None
    if st.siebener_passed_later or st.phase == SIEBENER_EXCHANGED:
        kept = True
    elif st.declarer >= 0 and (st.phase in _PAST_EXCHANGE or (st.phase == OVER and st.shown < 0)):
        kept = False
    return dealt, kept


def _public_plays(st: DeclarerDeal) -> tuple[list[list[int]], tuple[int, Action] | None]:
    """The cards each seat played, and the declarer's discard (its index in the history)."""
    played: list[list[int]] = [[] for _ in range(st.players)]
    d_discard: tuple[int, Action] | None = None
    for i, (s, a) in enumerate(st.history):
        if a.kind == "play":
            played[s].append(a.cards[0].id)
        elif a.kind == "discard":
            d_discard = (i, a)
    return played, d_discard


def _split_taken(st: DeclarerDeal, taken: Sequence[int]) -> dict[str, list[int]]:
    """The taken cards back into the piles they came from, in order."""
    out, i = {}, 0
    sizes = dict(st.setup.piles)
    for name in st.taken:
        out[name] = list(taken[i : i + sizes[name]])
        i += sizes[name]
    return out
