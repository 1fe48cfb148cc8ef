"""Phase 1 — collecting tricks (SG-7..SG-18, options TwoCardTricks, TakeAChance,
EndWhenStockEmpty and IncompleteTrickDealt).

A trick is one or more rounds: everyone plays 1-3 cards of one rank (or, under
``TwoCardTricks``, the leader and his left neighbour play one card each); the highest
rank wins, ties play a bout among the tied players (SG-11). Then sluffing (SG-13) and
collection (SG-14). The phase ends by the general test of SG-18 (EndWhenStockEmpty: also
once the trick during which the last stock card was taken is collected).
"""

from __future__ import annotations

from bisect import insort
from typing import TYPE_CHECKING

from game.rules.actions import Action

from . import transition
from .cards import CHANCE, HAND_SIZE, PASS_ACTION, RANK, SAME_RANK, sluff_action
from .options import TRICK_ORDER
from .ties import record_tie_fact, round_winners, tie_rank
from .timeline import EXIST_RANKS, FORBID_RANKS, IN_STOCK, OUT

if TYPE_CHECKING:
    from .state import SkitgubbeState

PLAY1 = 0
SLUFF = 1


def start_trick(st: SkitgubbeState, leader: int) -> None:
    """SG-7/SG-14: ``leader`` leads; every player takes part (TwoCardTricks: two of them)."""
    n = st.players
    st.leader = leader
    st.trick = []
    st.tmask = 0
    st.bouts = 0
    if st.rules.two_card:
        st.rnd = [leader, (leader + 1) % n]
    else:
        st.rnd = [(leader + i) % n for i in range(n)]
    _start_round(st)


def _start_round(st: SkitgubbeState) -> None:
    st.ridx = 0
    st.best = 0
    st.tied = []
    _next_turn(st)


def _next_turn(st: SkitgubbeState) -> None:
    if st.ridx < len(st.rnd):
        seat = st.rnd[st.ridx]
        if not st.hands[seat]:
            # SG-17/SG-18: the player due to play has no card — phase 1 ends and the
            # unfinished trick goes back to the players who played it.
            end_phase(st, unfinished=True)
            return
        st.phase = PLAY1
        st.to_move = seat
        return
    if st.rules.tied_beat:
        st.tied = round_winners(st)
    if len(st.tied) == 1:  # SG-10
        _decided(st, st.tied[0])
        return
    # SG-11: a bout among the tied players, from the original leader (or the tied player
    # nearest him clockwise), the others clockwise. TwoCardTricks: the bounce (stunsa).
    leader, n = st.leader, st.players
    st.bouts += 1
    st.rnd = sorted(st.tied, key=lambda s: (s - leader) % n)
    _start_round(st)


_PLAYS: dict[tuple[int, ...], list[Action]] = {}
_PLAYS_MAX = 1024
"""The cache holds the hands of recent deals, not every three-card hand ever met (22,100):
at 4,096 a long session's CPU worker held half a megabyte more of them."""


def _same_rank_plays(hand: tuple[int, ...]) -> list[Action]:
    """Every set of 1-3 cards of one rank in a hand of at most 3 cards (cached)."""
    found = _PLAYS.get(hand)
    if found is None:
        k = len(hand)
        picks = (tuple(hand[b] for b in range(k) if mask >> b & 1) for mask in range(1, 1 << k))
        if len(_PLAYS) >= _PLAYS_MAX:
            _PLAYS.clear()
        found = _PLAYS[hand] = [SAME_RANK[p] for p in picks if p in SAME_RANK]
    return found


def legal_plays(st: SkitgubbeState, seat: int) -> list[Action]:
    """SG-8: 1-3 cards of one rank (TwoCardTricks: one card); TakeAChance adds ``chance``;
    CompulsoryTies keeps only plays of the highest rank he can tie, if any."""
    hand = st.hands[seat]
    if st.rules.two_card:
        out = [SAME_RANK[(c,)] for c in hand]
    else:
        out = _same_rank_plays(tuple(hand))[:]
    tie = tie_rank(st, hand) if st.rules.ties else 0
    if tie:
        return [a for a in out if a.cards[0].rank == tie]
    if st.rules.chance and len(st.stock) - st.spos >= 2:
        out.append(CHANCE)
    return out


def sluff_mask(st: SkitgubbeState, seat: int) -> int:
    """SG-13: the ranks ``seat`` may sluff (rank r is bit r): every rank in the trick, or
    under SluffOwnRankOnly the ranks he himself played to it (his sluffs are not plays)."""
    if not st.rules.own_rank:
        return st.tmask
    mask = 0
    for s, cards, sluffed in st.trick:
        if s == seat and not sluffed:
            mask |= 1 << RANK[cards[0]]
    return mask


def legal_sluffs(st: SkitgubbeState, seat: int) -> list[Action]:
    """SG-13/13a: any non-empty set of cards whose ranks are in the trick, or ``pass``."""
    mask = sluff_mask(st, seat)
    match = [c for c in st.hands[seat] if mask >> RANK[c] & 1]
    k = len(match)
    out = [sluff_action(tuple(match[b] for b in range(k) if m >> b & 1)) for m in range(1, 1 << k)]
    out.append(PASS_ACTION)
    return out


def replenish(st: SkitgubbeState, seat: int) -> None:
    """SG-9/SG-15: draw up to 3 cards; whoever would draw the last stock card sets it aside
    (TurnedUpTrumpMas, SG-M1: takes the face-up card under the stock into his hand)."""
    hand = st.hands[seat]
    stock = st.stock
    last = len(stock) - 1
    while len(hand) < HAND_SIZE and st.spos <= last:
        k = st.spos
        if k == last:
            st.aside = seat
            st.spos = last + 1
            if st.rules.mas:
                insort(hand, st.under)
                st.pub[seat].add(st.under)
            return
        insort(hand, stock[k])
        st.tl.append((seat, IN_STOCK, k))
        st.spos = k + 1


def _record(st: SkitgubbeState, seat: int, cards: tuple[int, ...]) -> None:
    st.trick.append((seat, cards, False))
    rank = RANK[cards[0]]
    st.tmask |= 1 << rank
    if rank > st.best:
        st.best = rank
        st.tied = [seat]
    elif rank == st.best:
        st.tied.append(seat)
    st.ridx += 1


def apply_play(st: SkitgubbeState, seat: int, cards: tuple[int, ...]) -> None:
    hand = st.hands[seat]
    tl = st.tl
    for c in cards:
        hand.remove(c)
        tl.append((seat, OUT, c))
    if st.rules.ties:
        record_tie_fact(st, seat, RANK[cards[0]])
    _record(st, seat, cards)
    replenish(st, seat)
    _next_turn(st)


def apply_chance(st: SkitgubbeState, seat: int) -> None:
    """TakeAChance: the top stock card is turned and played for this seat."""
    k = st.spos
    st.spos = k + 1
    st.chances.append((len(st.history) - 1, k))
    if st.rules.ties:
        record_tie_fact(st, seat, 0)  # CompulsoryTies: he could not tie
    _record(st, seat, (st.stock[k],))
    _next_turn(st)


def _decided(st: SkitgubbeState, winner: int) -> None:
    st.winner = winner
    if st.rules.two_card:
        # pagat's two-card tricks have no sluffing.
        _collect(st)
        return
    n = st.players
    st.sorder = [(winner + i) % n for i in range(n)]  # House rule (SG-13): winner first, clockwise.
    st.sidx = 0
    st.quiet = 0
    _next_sluffer(st)


def _sluffing(st: SkitgubbeState) -> bool:
    """SG-13: one turn each; UnlimitedSluff: round and round until everyone in turn has
    not sluffed (house rule SG-13: "at any time until the winner has gathered the trick"
    becomes turns from the winner clockwise, again and again)."""
    n = len(st.sorder)
    return st.quiet < n if st.rules.unlimited else st.sidx < n


def _next_sluffer(st: SkitgubbeState) -> None:
    while _sluffing(st):
        seat = st.sorder[st.sidx % len(st.sorder)]
        hand = st.hands[seat]
        mask = sluff_mask(st, seat)
        for c in hand:
            if mask >> RANK[c] & 1:
                st.phase = SLUFF
                st.to_move = seat
                return
        if hand and mask:  # SG-13a: skipped — everyone now knows he holds none of these ranks
            st.tl.append((seat, FORBID_RANKS, mask))
        st.sidx += 1
        st.quiet += 1
    _collect(st)


def apply_sluff(st: SkitgubbeState, seat: int, cards: tuple[int, ...]) -> None:
    hand = st.hands[seat]
    for c in cards:
        hand.remove(c)
        st.tl.append((seat, OUT, c))
    st.trick.append((seat, cards, True))
    replenish(st, seat)  # SG-13: replenish right after his own sluff decision
    st.sidx += 1
    st.quiet = 0
    _next_sluffer(st)


def apply_pass(st: SkitgubbeState, seat: int) -> None:
    st.tl.append((seat, EXIST_RANKS, sluff_mask(st, seat)))  # he was asked, so he holds one
    replenish(st, seat)
    st.sidx += 1
    st.quiet += 1
    _next_sluffer(st)


def _collect(st: SkitgubbeState) -> None:
    """SG-14: the winner stores the trick in his won pile and leads next (SG-16 first)."""
    pile = st.won[st.winner]
    for _, cards, _ in st.trick:
        pile.extend(cards)
    st.trick = []
    if st.rules.stock_end and st.aside >= 0:
        # EndWhenStockEmpty: the last stock card was taken during this trick.
        end_phase(st, unfinished=False)
        return
    if not st.rules.two_card and not all(st.hands):
        end_phase(st, unfinished=False)  # SG-16: a player holds no card
        return
    start_trick(st, st.winner)


def end_phase(st: SkitgubbeState, unfinished: bool) -> None:
    if unfinished and st.rules.trick_dealt:
        _deal_out_trick(st)
    elif unfinished:
        for seat, cards, _ in st.trick:  # SG-17: every played card goes back to its player
            hand = st.hands[seat]
            for c in cards:
                insort(hand, c)
                st.pub[seat].add(c)
        st.trick = []
    transition.start_phase2(st)


def _deal_out_trick(st: SkitgubbeState) -> None:
    """IncompleteTrickDealt: the unfinished trick is shuffled and dealt out one card at a
    time from the dealer's left. House rule (SG-17, IncompleteTrickDealt): to every player,
    face up — everyone saw the cards on the table; the shuffle is the layout's
    ``TRICK_ORDER`` pile, so a record replays it."""
    order = st.shuffles[TRICK_ORDER]
    cards = sorted((c for _, play, _ in st.trick for c in play), key=order.index)
    st.dealt[TRICK_ORDER] = cards
    n = st.players
    for i, c in enumerate(cards):
        seat = (st.dealer + 1 + i) % n
        insort(st.hands[seat], c)
        st.pub[seat].add(c)
    st.trick = []
