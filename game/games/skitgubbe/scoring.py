"""The result of a Skitgubbe deal: the last player holding cards is the skitgubbe (SG-32,
SG-33; options LoserPenalty, LoserDeals and LowestOrLoserLeads; the house rule on repeated
positions, SG-29)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.names import seat_ref
from game.rules.state import Outcome

if TYPE_CHECKING:
    from .state import SkitgubbeState


def outcome(st: SkitgubbeState) -> Outcome:
    """The finished deal's result: one loss (or −LoserPenalty) for the skitgubbe."""
    loser = st.loser
    change = -st.rules.penalty if st.rules.penalty else 1
    scores = tuple(change if s == loser else 0 for s in range(st.players))
    unit = f"{change:+d}" if st.rules.penalty else "one loss"
    why = ""
    if st.circled:
        why = f"; the same position came up a third time and {seat_ref(loser)} held the most cards"
    return Outcome(
        scores=scores,
        summary=f"{seat_ref(loser)} is the skitgubbe: {unit}{why}",
        extra={"loser": loser, "circled": st.circled},
        next_dealer=_next_dealer(st, loser),
    )


def _next_dealer(st: SkitgubbeState, loser: int) -> int | None:
    """SG-5: clockwise (None); LoserDeals: the skitgubbe. House rule (LowestOrLoserLeads,
    SG-5/SG-7): for the skitgubbe to lead, the deal passes to his right-hand neighbour, so
    that he sits left of the dealer."""
    if st.rules.loser_deals:
        return loser
    if st.rules.loser_leads:
        return (loser - 1) % st.players
    return None
