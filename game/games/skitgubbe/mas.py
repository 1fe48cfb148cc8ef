"""Phase 1 of option ``TurnedUpTrumpMas`` (house rules SG-M1..SG-M8, options.py).

Two-card tricks under a turned-up trump: the leader leads one card to his left
neighbour, who must beat it if he can (SG-M3) or else picks it up onto his won pile
(SG-M4). On his turn to lead a player may first swap the 2 of trumps for the turned card
(SG-M5) or lay three trumps aside (SG-M6). Phase 2 is the usual one.
"""

from __future__ import annotations

from bisect import insort
from typing import TYPE_CHECKING

from game.rules.actions import Action
from game.rules.message import Message

from . import phase1
from .cards import ASIDE, HAND_SIZE, IDS, RANK, SAME_RANK, SUIT, SWAP, beats_card, trump_over
from .timeline import FORBID_BEAT, OUT

if TYPE_CHECKING:
    from .state import SkitgubbeState

MAS = 4
"""``SkitgubbeState.phase`` of Mas's phase 1."""


def trump_suit(st: SkitgubbeState) -> int:
    """SG-M1: the suit of the turned card, trumps for the whole deal."""
    return SUIT[st.stock[-1]]


def two_of_trumps(st: SkitgubbeState) -> int:
    """The card id of the 2 of trumps (ids are ``suit * 13 + rank - 2``)."""
    return trump_suit(st) * 13


def start_trick(st: SkitgubbeState, leader: int) -> None:
    """SG-M2: ``leader`` leads one card to his left neighbour."""
    st.leader = leader
    st.trick = []
    st.rnd = [leader, (leader + 1) % st.players]
    _turn(st, leader)


def _turn(st: SkitgubbeState, seat: int) -> None:
    """SG-M7 (SG-18): phase 1 ends when the player due to play has no card; a lead not
    yet answered goes back to its player."""
    if not st.hands[seat]:
        phase1.end_phase(st, unfinished=bool(st.trick))
        return
    st.phase = MAS
    st.to_move = seat


def _top(st: SkitgubbeState) -> tuple[int, int]:
    lead = st.trick[0][1][0]
    return SUIT[lead], RANK[lead]


def beaters(st: SkitgubbeState, hand: list[int]) -> list[int]:
    """SG-M3: the cards of ``hand`` that beat the lead: a higher card of its suit, or a
    trump on a non-trump (AntiTrumps: not on the anti-trump suit)."""
    suit, hi = _top(st)
    over = trump_over(suit, trump_suit(st), st.anti)
    return [c for c in hand if beats_card(c, suit, hi, over)]


def can_swap(st: SkitgubbeState, hand: list[int]) -> bool:
    """SG-M5: he holds the 2 of trumps and the turned card still lies under the stock."""
    return st.spos < len(st.stock) and two_of_trumps(st) in hand


def can_lay_aside(st: SkitgubbeState, hand: list[int]) -> bool:
    """SG-M6: three trumps in hand and three cards or more in the stock to draw."""
    trump = trump_suit(st)
    full = len(hand) == HAND_SIZE and all(SUIT[c] == trump for c in hand)
    return full and len(st.stock) - st.spos >= HAND_SIZE


def legal(st: SkitgubbeState, seat: int) -> list[Action]:
    """SG-M2/M3: the follower's beating cards; the leader's cards, ``swap`` and ``aside``."""
    hand = st.hands[seat]
    if st.trick:
        return [SAME_RANK[(c,)] for c in beaters(st, hand)]
    out = [SAME_RANK[(c,)] for c in hand]
    if can_swap(st, hand):
        out.append(SWAP)
    if can_lay_aside(st, hand):
        out.append(ASIDE)
    return out


def apply(st: SkitgubbeState, seat: int, action: Action) -> None:
    if action is SWAP:
        _swap(st, seat)
    elif action is ASIDE:
        _lay_aside(st, seat)
    elif st.trick:
        _beat(st, seat, IDS[action][0])
    else:
        _lead(st, seat, IDS[action][0])


def _shed(st: SkitgubbeState, seat: int, card: int) -> None:
    """``card`` leaves the hand in public; a card nobody had seen there is a timeline fact."""
    st.hands[seat].remove(card)
    pub = st.pub[seat]
    if card in pub:
        pub.discard(card)
    else:
        st.tl.append((seat, OUT, card))


def _swap(st: SkitgubbeState, seat: int) -> None:
    """SG-M5: the 2 of trumps goes face up under the stock, the turned card to his hand."""
    two = two_of_trumps(st)
    _shed(st, seat, two)
    insort(st.hands[seat], st.under)
    st.pub[seat].add(st.under)
    st.under = two


def _lay_aside(st: SkitgubbeState, seat: int) -> None:
    """SG-M6: his three trumps go face up onto his won pile; he draws three and leads."""
    for c in st.hands[seat][:]:
        _shed(st, seat, c)
        st.won[seat].append(c)
    phase1.replenish(st, seat)
    _turn(st, seat)


def _lead(st: SkitgubbeState, seat: int, card: int) -> None:
    """SG-M2: the lead; the leader draws, then his left neighbour beats or picks up."""
    _shed(st, seat, card)
    st.trick.append((seat, (card,), False))
    phase1.replenish(st, seat)
    follower = st.rnd[1]
    if not st.hands[follower] or beaters(st, st.hands[follower]):
        _turn(st, follower)
        return
    # SG-M4: he cannot beat, so he picks the lead up; that he could not is public.
    st.tl.append((follower, FORBID_BEAT, _top(st)))
    st.won[follower].append(card)
    _trick_over(st, seat)


def _beat(st: SkitgubbeState, seat: int, card: int) -> None:
    """SG-M3: lead and beater go to the beater's won pile; he draws and leads next."""
    _shed(st, seat, card)
    st.won[seat].extend((st.trick[0][1][0], card))
    phase1.replenish(st, seat)
    _trick_over(st, seat)


def _trick_over(st: SkitgubbeState, leader: int) -> None:
    """The next trick, led by ``leader`` (EndWhenStockEmpty: none once the last stock card
    has been drawn, SG-M7)."""
    st.trick = []
    if st.rules.stock_end and st.aside >= 0:
        phase1.end_phase(st, unfinished=False)
        return
    start_trick(st, leader)


def illegal_reason(st: SkitgubbeState, action: Action, missing: list[str]) -> str:
    """Why an action is not legal in Mas's phase 1 (SG-M2..M6)."""
    if action.kind == "exchange":
        return Message(
            "Only the holder of the 2 of trumps may swap it, on his lead, while the turned card lies "
            "under the stock"
        )
    if action.kind == "aside":
        return Message(
            "Only three trumps in hand may be laid aside, on your lead, while the stock holds three cards"
        )
    if action.kind != "play" or len(action.cards) != 1:
        return Message("In Mas's phase 1 each player plays a single card")  # SG-M2
    if missing:
        return Message("You do not hold {cards}", cards=" ".join(missing))
    if st.trick:
        suit, _ = _top(st)
        if suit == trump_suit(st) or suit == st.anti:
            return Message("You must beat the lead with a higher card of its suit")  # SG-M3
        return Message("You must beat the lead: a higher card of its suit, or a trump")  # SG-M3
    return ""
