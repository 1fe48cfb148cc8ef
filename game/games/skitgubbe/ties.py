"""Options CompulsoryTies and TiedRanksBeatUnique (skitgubbe.md section 10).

CompulsoryTies: a player able to create a tie must do so, with the highest rank he can tie.
TiedRanksBeatUnique: a rank played by two or more players beats every rank played by one;
the highest such tied rank goes to a bout (SG-11).

House rule (CompulsoryTies, SG-8/SG-11): to tie is to play a rank another player has
already played in this round (first round or bout); the player must play the highest such
rank he holds, as many of those cards as he likes, and may not take a chance instead.
What everyone learns from a play under the rule is public: he held no card of a played
rank above the one he tied, or, if he did not tie, of any rank played before him.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import RANK
from .timeline import FORBID_RANKS

if TYPE_CHECKING:
    from .state import SkitgubbeState


def round_mask(st: SkitgubbeState) -> int:
    """The ranks played so far in the current round (rank r is bit r)."""
    mask = 0
    for _, cards, _ in st.trick[len(st.trick) - st.ridx :]:
        mask |= 1 << RANK[cards[0]]
    return mask


def tie_rank(st: SkitgubbeState, hand: list[int]) -> int:
    """The highest rank in ``hand`` already played in this round (0: he cannot tie)."""
    mask = round_mask(st)
    return max((RANK[c] for c in hand if mask >> RANK[c] & 1), default=0)


def record_tie_fact(st: SkitgubbeState, seat: int, rank: int) -> None:
    """Before ``seat``'s play of ``rank`` (0: a chance) is recorded: what the rule shows."""
    mask = round_mask(st)
    if mask >> rank & 1:
        mask &= ~((2 << rank) - 1)  # he tied: no higher played rank in hand
    if mask:
        st.tl.append((seat, FORBID_RANKS, mask))


def round_winners(st: SkitgubbeState) -> list[int]:
    """TiedRanksBeatUnique, at the end of a round: the players of the highest rank played by
    two or more of them, or else the one player of the highest rank (SG-10)."""
    by_rank: dict[int, list[int]] = {}
    for seat, cards, _ in st.trick[len(st.trick) - len(st.rnd) :]:
        by_rank.setdefault(RANK[cards[0]], []).append(seat)
    tied = [rank for rank, seats in by_rank.items() if len(seats) > 1]
    return by_rank[max(tied) if tied else max(by_rank)]
