"""Option ShitCards (skitgubbe.md section 10): after phase 1, if anyone holds fewer than K
cards, every 2, 3, 4 and 5 is handed in, shuffled and dealt to the short players.

House rules (ShitCards, SG-20): the short players are those below K when phase 1 ends,
before anything is handed in, a player with no card among them; the cards are handed in
and dealt face up (like the won piles that make up most of a phase-2 hand, everyone sees
them), one at a time to the short players in deal order from the dealer's left, until
none is left. The shuffle is the layout's ``SHIT_ORDER`` pile (a second pack order), so a
record replays it.
"""

from __future__ import annotations

from bisect import insort
from typing import TYPE_CHECKING

from .cards import RANK
from .options import SHIT_ORDER, TRUMP_RANK
from .timeline import FORBID_RANKS, OUT

if TYPE_CHECKING:
    from .state import SkitgubbeState

LOW_RANKS = (2, 3, 4, 5)
LOW_MASK = sum(1 << r for r in LOW_RANKS)


def threshold(st: SkitgubbeState, trump_card: int) -> int:
    """K: the option's card count, or the trump card's rank."""
    return RANK[trump_card] if st.rules.shit == TRUMP_RANK else st.rules.shit


def deal_shit_cards(st: SkitgubbeState, trump_card: int) -> None:
    """Hand in the low cards and deal them to the short players, if anyone is short."""
    k = threshold(st, trump_card)
    n = st.players
    order = [(st.dealer + 1 + i) % n for i in range(n)]
    short = [s for s in order if len(st.hands[s]) < k]
    if not short:
        return
    pile: list[int] = []
    for seat in order:
        hand, pub = st.hands[seat], st.pub[seat]
        low = [c for c in hand if RANK[c] in LOW_RANKS]
        for c in low:
            hand.remove(c)
            if c in pub:
                pub.discard(c)
            else:
                st.tl.append((seat, OUT, c))  # handed in face up
        st.tl.append((seat, FORBID_RANKS, LOW_MASK))  # every low card was handed in
        pile.extend(low)
    order = st.shuffles[SHIT_ORDER]
    pile.sort(key=order.index)
    st.dealt[SHIT_ORDER] = pile
    for i, c in enumerate(pile):
        seat = short[i % len(short)]
        insort(st.hands[seat], c)
        st.pub[seat].add(c)
