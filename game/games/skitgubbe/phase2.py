"""Phase 2 — beating and shedding (SG-22..SG-31, options SinglesOnly, PickUpTopLayOnly,
PickUpFromBottom, ForcedPickup, CompleteSuit, AntiTrumps, TwoPlayerAvstick).

The table is a list of plays (seat, ascending card ids); a play is a single card or a
run of one suit. A trick needs N plays, N = active players at its lead (SG-23, SG-27/28).
"""

from __future__ import annotations

from bisect import bisect_right, insort
from typing import TYPE_CHECKING

from game.rules.actions import Action

from .cards import PICKUP, RANK, RUN, SUIT, beats_card, trump_over
from .timeline import EXIST_BEAT, FORBID_BEAT, IN_AVSTICK, OUT

if TYPE_CHECKING:
    from .state import SkitgubbeState

SUIT_SIZE = 13
PLAY2 = 2
OVER = 3
REPEATS = 3
"""House rule (SG-29): the third time the same position comes up, the deal ends."""
STALL = 25
"""House rule (SG-29): this many pick-ups per player holding cards, in a row without anyone
going out, end the deal (measurements/skitgubbe_stall.py: in 2,000 deals per player count at
default options, the CPU players' longest such runs are 8, 66, 68, 100 and 120 pick-ups with
2..6 players, against limits of 50..150)."""


def _runs(hand: list[int], i: int, j: int, singles: bool, out: list[Action]) -> None:
    """Every single and run (SG-22 definitions) among the sorted ids ``hand[i:j]``."""
    k = i
    while k < j:
        m = k
        while m + 1 < j and hand[m + 1] == hand[m] + 1 and hand[m + 1] % 13:
            m += 1
        for a in range(k, m + 1):
            row = RUN[hand[a]]
            if singles:
                out.append(row[hand[a]])  # type: ignore[arg-type]
            else:
                for b in range(a, m + 1):
                    out.append(row[hand[b]])  # type: ignore[arg-type]
        k = m + 1


def _beat_ranges(st: SkitgubbeState, hand: list[int]) -> list[tuple[int, int]]:
    """Index ranges of ``hand`` whose cards can start a beating play (SG-25)."""
    top = st.table[-1][1]
    suit = SUIT[top[0]]
    ranges = [(bisect_right(hand, top[-1]), bisect_right(hand, suit * 13 + 12))]
    trump = trump_over(suit, st.trump, st.anti)
    if trump >= 0 and suit != trump:
        ranges.append((bisect_right(hand, trump * 13 - 1), bisect_right(hand, trump * 13 + 12)))
        ranges.sort()
    return ranges


def legal(st: SkitgubbeState, seat: int) -> list[Action]:
    hand = st.hands[seat]
    out: list[Action] = []
    if not st.table:  # SG-23: any single card or run
        _runs(hand, 0, len(hand), st.rules.singles, out)
        return out
    if st.forcing:  # ForcedPickup: after a pick-up everyone picks up until the table is empty
        return [PICKUP]
    for i, j in _beat_ranges(st, hand):  # SG-24/25: beat, or pick up (SG-26)
        _runs(hand, i, j, st.rules.singles, out)
    out.append(PICKUP)
    return out


def active_count(st: SkitgubbeState) -> int:
    return sum(1 for h in st.hands if h)


def next_active(st: SkitgubbeState, seat: int) -> int:
    n = st.players
    for i in range(1, n + 1):
        s = (seat + i) % n
        if st.hands[s]:
            return s
    return seat


def finish(st: SkitgubbeState, loser: int) -> None:
    """SG-31: the last player holding cards is the skitgubbe."""
    st.loser = loser
    st.to_move = None
    st.phase = OVER


def lead_turn(st: SkitgubbeState, seat: int) -> None:
    st.forcing = False
    _turn(st, seat)


def _most_cards(st: SkitgubbeState, seat: int) -> int:
    """The player holding the most cards; of several, ``seat`` or the nearest after him."""
    n = st.players
    order = [(seat + i) % n for i in range(n)]
    return max(order, key=lambda s: len(st.hands[s]))


def _turn(st: SkitgubbeState, seat: int) -> None:
    """Ask ``seat`` to play, unless the players are going round in circles.

    House rule (SG-29): by the letter of the rules cards can circle for ever (each lead
    picked up by the next player). When the same position — the table, whose turn it is,
    every hand — comes up for the third time, the deal ends and the player holding the
    most cards is the skitgubbe; of several, the one to play or the nearest after him.
    The position is told by public facts alone: hidden cards only ever leave a hand, so
    equal hand sizes and equal known cards mean equal hands."""
    key = (seat, tuple(st.table), tuple(map(len, st.hands)), tuple(st.pubbits))
    count = st.seen.get(key, 0) + 1
    st.seen[key] = count
    st.repeats = count
    if count >= REPEATS:
        finish(st, _most_cards(st, seat))
        st.stopped = "repeat"
        return
    st.phase = PLAY2
    st.to_move = seat


def apply_play(st: SkitgubbeState, seat: int, cards: tuple[int, ...]) -> None:
    if not st.table:
        st.need = active_count(st)  # SG-23: N is fixed at the lead
    hand = st.hands[seat]
    pub = st.pub[seat]
    for c in cards:
        hand.remove(c)
        if c in pub:
            pub.discard(c)
            st.pubbits[seat] &= ~(1 << c)
        else:
            st.tl.append((seat, OUT, c))
    st.table.append((seat, cards))
    _after_play(st, seat)


def _after_play(st: SkitgubbeState, seat: int) -> None:
    # TwoPlayerAvstick: while the pile has cards, a player who led his last card is not
    # out yet — the trick may still complete and let him draw.
    deferred = st.rules.avstick and st.apos < len(st.avstick)
    if not deferred and active_count(st) <= 1:  # SG-30/31
        finish(st, next_active(st, seat))
        return
    whole_suit = st.rules.complete_suit and len(st.table[-1][1]) == SUIT_SIZE  # option CompleteSuit
    if len(st.table) >= st.need or whole_suit:  # SG-28: trick complete
        for _, cards in st.table:
            st.discard.extend(cards)
        st.table = []
        st.seen = {}  # cards left play for good: no earlier position can come again
        if st.rules.avstick:
            for s in (seat, 1 - seat):  # the last player to the trick draws first
                _draw_avstick(st, s)
            if not all(st.hands):
                finish(st, next_active(st, seat) if not st.hands[seat] else seat)
                return
        lead_turn(st, seat if st.hands[seat] else next_active(st, seat))
        return
    _follow_turn(st, next_active(st, seat))


def _draw_avstick(st: SkitgubbeState, seat: int) -> None:
    if st.apos < len(st.avstick):
        k = st.apos
        insort(st.hands[seat], st.avstick[k])
        st.tl.append((seat, IN_AVSTICK, k))
        st.apos = k + 1


def _top_key(st: SkitgubbeState) -> tuple[int, int]:
    top = st.table[-1][1]
    return SUIT[top[0]], RANK[top[-1]]


def _follow_turn(st: SkitgubbeState, seat: int) -> None:
    """SG-24: the next active player beats or picks up; a forced pick-up is not asked."""
    while True:
        options = legal(st, seat)
        if len(options) > 1:
            _turn(st, seat)
            st._legal = options if st.to_move == seat else None
            return
        if not st.forcing:  # a pick-up the option forces shows nothing about the hand
            st.tl.append((seat, FORBID_BEAT, _top_key(st)))
        if _pick_up(st, seat):
            return
        seat = next_active(st, seat)


def apply_pickup(st: SkitgubbeState, seat: int) -> None:
    suit, hi = _top_key(st)
    trump = trump_over(suit, st.trump, st.anti)
    if not any(beats_card(c, suit, hi, trump) for c in st.pub[seat]):
        st.tl.append((seat, EXIST_BEAT, (suit, hi)))  # he was asked, so he could beat
    if not _pick_up(st, seat):
        _follow_turn(st, next_active(st, seat))


def _from_top(table: list[tuple[int, tuple[int, ...]]], top_only: bool) -> list[int]:
    """SG-26: pop the top play and the plays below it that continue it downward."""
    _, cards = table.pop()
    taken = list(cards)
    low = cards[0]
    while table and not top_only:
        below = table[-1][1]
        if below[-1] != low - 1 or SUIT[below[-1]] != SUIT[low]:
            break
        low = below[0]
        taken.extend(below)
        table.pop()
    return taken


def _from_bottom(table: list[tuple[int, tuple[int, ...]]], top_only: bool) -> list[int]:
    """Option PickUpFromBottom: pop the bottom (oldest) play and the plays above it that
    continue it upward. House rule (SG-26): "the bottom sequence" joins plays as SG-26
    does, the other way up — same suit, the next play's lowest card exactly one rank above
    the highest card taken; PickUpTopLayOnly and SinglesOnly take the bottom play alone."""
    _, cards = table.pop(0)
    taken = list(cards)
    high = cards[-1]
    while table and not top_only:
        above = table[0][1]
        if above[0] != high + 1 or SUIT[above[0]] != SUIT[high]:
            break
        high = above[-1]
        taken.extend(above)
        table.pop(0)
    return taken


def pickups_left(st: SkitgubbeState) -> int | None:
    """How many more pick-ups without anyone going out end the deal (SG-29), once half of
    them have gone by; else None."""
    active = active_count(st)
    count = st.stall if st.stall_active == active else 0
    limit = STALL * active
    return limit - count if 2 * count >= limit else None


def _stalled(st: SkitgubbeState, seat: int) -> bool:
    """Count a pick-up (house rule, SG-29): the count starts again whenever the number of
    players holding cards changes; at ``STALL`` pick-ups per player holding cards the deal
    ends, and the player holding the most cards is the skitgubbe (of several, the next to
    play or the nearest after him)."""
    active = active_count(st)
    if active != st.stall_active:
        st.stall_active = active
        st.stall = 0
    st.stall += 1
    if st.stall < STALL * active:
        return False
    finish(st, _most_cards(st, next_active(st, seat)))
    st.stopped = "stall"
    return True


def _pick_up(st: SkitgubbeState, seat: int) -> bool:
    """SG-26: take the top play and the plays below that continue it (PickUpFromBottom:
    the bottom play and those above); True if the trick ended because the table is empty
    (SG-29) and the next trick has been started, or the deal ended."""
    table = st.table
    take = _from_bottom if st.rules.bottom else _from_top
    taken = take(table, st.rules.top_only)
    st.forcing = st.rules.forced
    hand = st.hands[seat]
    pub = st.pub[seat]
    for c in taken:
        insort(hand, c)
        pub.add(c)
        st.pubbits[seat] |= 1 << c
    if table:
        return _stalled(st, seat)
    if st.rules.avstick and not st.hands[1 - seat]:
        # TwoPlayerAvstick: picking up a last card led by the opponent loses at once.
        finish(st, seat)
        return True
    if _stalled(st, seat):
        return True
    lead_turn(st, next_active(st, seat))  # SG-29
    return True
