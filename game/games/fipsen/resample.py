"""Worlds of a declarer deal for one seat: the hidden cards redealt so that every public
fact holds (played cards, shown voids, FG-10's Kieker hands), the declarer's exchange
redealt for everyone but him."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.rules.actions import Action
from game.rules.resampling import ResampleError, Slot, deal_hidden

from .cards import CARD, COURT, discard_action
from .state import HAND_SIZE, KIEKER_EXCHANGE, NO_EXCHANGE

if TYPE_CHECKING:
    from .state import DeclarerDeal


def void_allows(void: int, no_court: bool = False) -> Callable | None:
    """Slot constraint: no card of a suit in the ``void`` bit set, and no court card if asked."""
    if not void and not no_court:
        return None
    if not no_court:
        return lambda c: not void >> c.suit_index & 1
    return lambda c: not void >> c.suit_index & 1 and not COURT[c.id]


def resample(st: DeclarerDeal, seat: int, rng: random.Random) -> DeclarerDeal:
    """Redeal what ``seat`` cannot see and replay the deal's actions on the new layout.

    Public facts kept: every played card came from its player's hand; voids shown by
    failing to follow (FG-18); a Kieker bidder's dealt hand has no court card (FG-10).
    The declarer's exchange (the pile he took, his discards) is known only to him:
    for anyone else his dealt hand, the pile and his discards are redealt together, his
    discard action rewritten to match.

    Raises ResampleError when no deal fits (a state the rules cannot reach).
    """
    d = st.declarer
    exchanged = d >= 0 and st.contract is not None and st.contract.exchange != NO_EXCHANGE and d != seat
    played, d_discard = _public_plays(st)
    taken_piles = _taken_piles(st)
    known = set(st.dealt[seat]).union(*played)
    if d == seat:
        for name in taken_piles:
            known.update(st.dealt_piles[name])
    pool = [CARD[c] for c in st.setup.deck if c not in known]
    hidden = [p for p in st.active if p != seat and not (exchanged and p == d)]
    # Each hidden hand: its voids, and no court card after a Kieker bid (FG-10).
    void, kieker = st.void, st.kieker_bidders
    slots = [
        Slot(p, len(st.dealt[p]) - len(played[p]), void_allows(void[p], bool(kieker >> p & 1)))
        for p in hidden
    ]
    slots += [Slot(name, size) for name, size in st.setup.piles if name not in taken_piles]
    hands = [sorted(st.dealt[s]) if s == seat else [] for s in range(st.players)]
    piles = {name: sorted(st.dealt_piles[name]) for name in taken_piles} if d == seat else {}
    history = st.history
    if exchanged:
        dealt, d_hand, taken, discards = _deal_declarer(st, seat, pool, slots, played[d], d_discard, rng)
        hands[d] = d_hand
        piles.update(_split_taken(st, taken))
        if d_discard is not None:
            history = history[:]
            history[d_discard[0]] = (d, discard_action(discards))
    else:
        dealt = {k: [c.id for c in v] for k, v in deal_hidden(pool, slots, rng).items()}
    for p in hidden:
        hands[p] = sorted(played[p] + dealt[p])
    for name, _ in st.setup.piles:
        if name not in piles:
            piles[name] = dealt[name]
    r = type(st)(st.setup, st.dealer, hands, piles)
    for _, action in history:
        r._apply(action)
    return r


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


def _taken_piles(st: DeclarerDeal) -> set[str]:
    """The centre piles the declarer took in his exchange (none without one)."""
    contract = st.contract
    if st.declarer < 0 or contract is None or contract.exchange == NO_EXCHANGE:
        return set()
    if contract.exchange == KIEKER_EXCHANGE:
        return {name for name, _ in st.setup.piles}
    return {contract.pile}


def _split_taken(st: DeclarerDeal, taken: list[int]) -> dict[str, list[int]]:
    """The taken cards back into the piles they came from, in order."""
    assert st.contract is not None
    if st.contract.exchange != KIEKER_EXCHANGE:
        return {st.contract.pile: taken}
    out, i = {}, 0
    for name, size in st.setup.piles:
        out[name] = taken[i : i + size]
        i += size
    return out


def _deal_declarer(
    st: DeclarerDeal,
    seat: int,
    pool: list,
    slots: list[Slot],
    played: list[int],
    d_discard: tuple[int, Action] | None,
    rng: random.Random,
) -> tuple[dict, list[int], list[int], list[int]]:
    """Deal the hidden cards when ``seat`` is not the declarer and the declarer exchanged.

    The declarer's cards are his hand now (voids apply), his chosen discards and the
    cards he played. Returns (all dealt slots as ids, his dealt hand, the pile(s) he
    took in order, his chosen discards). Raises ResampleError when no deal fits.
    """
    d, contract = st.declarer, st.contract
    assert contract is not None  # the declarer exchanged for a contract
    h = len(st.hands[d])
    x = len(d_discard[1].cards) if d_discard else 0
    hand_ok = void_allows(st.void[d])
    if contract.exchange == KIEKER_EXCHANGE:
        # FG-13: the dealt five (no court card, FG-10) went out unseen; the five kept
        # and the discards came from the Skat and Stock.
        extra = [Slot("d-dealt", HAND_SIZE, void_allows(0, True)), Slot("d-hand", h, hand_ok)]
        extra.append(Slot("d-discard", x))
        got = {k: [c.id for c in v] for k, v in deal_hidden(pool, slots + extra, rng).items()}
        return (
            got,
            sorted(got["d-dealt"]),
            sorted(played) + got["d-hand"] + got["d-discard"],
            got["d-discard"],
        )
    # Dealt hand (5) + pile (2 or 5) = played + hand now + discards. A Kieker bidder's
    # dealt hand has no court card (FG-10): his played court cards must have come from
    # the pile, and the number of hidden pile cards kept in hand is tried in turn.
    no_court = bool(st.kieker_bidders >> d & 1)
    pile_size = len(st.dealt_piles[contract.pile])
    played_court = [c for c in played if no_court and COURT[c]]
    played_plain = [c for c in played if c not in played_court]
    pile_hidden = pile_size - len(played_court)
    if pile_hidden < 0 or len(played_plain) > HAND_SIZE:
        raise ResampleError("the declarer's played cards cannot come from his hand and the pile")
    dealt_ok = void_allows(st.void[d], no_court)
    plain_ok = void_allows(0, no_court)
    lo, hi = max(0, pile_hidden - x), min(h, pile_hidden)
    for kept_from_pile in range(lo, hi + 1):
        extra = [
            Slot("dealt-hand", h - kept_from_pile, dealt_ok),
            Slot("dealt-discard", x - (pile_hidden - kept_from_pile), plain_ok),
            Slot("pile-hand", kept_from_pile, hand_ok),
            Slot("pile-discard", pile_hidden - kept_from_pile),
        ]
        try:
            got = {k: [c.id for c in v] for k, v in deal_hidden(pool, slots + extra, rng).items()}
        except ResampleError:
            continue
        d_hand = sorted(played_plain + got["dealt-hand"] + got["dealt-discard"])
        taken = sorted(played_court + got["pile-hand"] + got["pile-discard"])
        return got, d_hand, taken, got["dealt-discard"] + got["pile-discard"]
    raise ResampleError("no deal of the hidden cards fits the declarer's exchange")
