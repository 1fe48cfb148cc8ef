"""Who leads the first phase-1 trick (SG-7; option LowestOrLoserLeads)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import RANK, rank_text
from .timeline import EXIST_RANKS, FORBID_RANKS

if TYPE_CHECKING:
    from .state import SkitgubbeState

def first_leader(st: SkitgubbeState, first_deal: bool) -> int:
    """SG-7: the player left of the dealer. LowestOrLoserLeads: in the first deal of a game
    the holder of the lowest card; later the previous skitgubbe, whom ``next_dealer``
    (scoring.py) seats left of the dealer, or who deals himself under LoserDeals."""
    left = (st.dealer + 1) % st.players
    if not st.rules.loser_leads:
        return left
    if not first_deal:
        return st.dealer if st.rules.loser_deals else left
    return _lowest_card_holder(st)


def _lowest_card_holder(st: SkitgubbeState) -> int:
    """House rule (LowestOrLoserLeads, SG-7): the lowest card is found as players find it,
    by calling "who has a 2?", "a 3?" … round the table from the dealer's left; the first
    player to hold the called rank leads. What the calls show is public: nobody holds a
    lower rank, those asked before the leader hold none of his rank, and he holds one."""
    n = st.players
    order = [(st.dealer + 1 + i) % n for i in range(n)]
    low = min(RANK[c] for hand in st.hands for c in hand)
    leader = next(s for s in order if any(RANK[c] == low for c in st.hands[s]))
    below = (1 << low) - 4  # ranks 2 .. low-1 (rank r is bit r)
    asked = True
    for seat in order:
        if seat == leader:
            asked = False
        mask = below | (1 << low) if asked else below
        if mask:
            st.tl.append((seat, FORBID_RANKS, mask))
    st.tl.append((leader, EXIST_RANKS, 1 << low))
    st.lowest = low
    return leader


def lowest_text(st: SkitgubbeState) -> str | None:
    """The rank called in the first deal (LowestOrLoserLeads), for the view during phase 1."""
    if st.lowest < 0 or st.trump >= 0:
        return None
    return rank_text(st.lowest)
