"""The result of a Skitgubbe deal: the last player holding cards is the skitgubbe (SG-32,
SG-33; options LoserPenalty, LoserDeals and LowestOrLoserLeads; the house rule on repeated
positions, SG-29)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.message import N_, Message
from game.rules.names import seat_ref
from game.rules.state import Outcome

if TYPE_CHECKING:
    from .state import SkitgubbeState


SUMMARY = {
    (False, False): N_("{loser} is the skitgubbe: one loss"),
    (True, False): N_("{loser} is the skitgubbe: {change:+d}"),
    (False, True): N_(
        "{loser} is the skitgubbe: one loss; the same position came up a third time and {loser} "
        "held the most cards"
    ),
    (True, True): N_(
        "{loser} is the skitgubbe: {change:+d}; the same position came up a third time and {loser} "
        "held the most cards"
    ),
}
"""The deal's summary by (LoserPenalty, ended by the third repetition, SG-29)."""


def outcome(st: SkitgubbeState) -> Outcome:
    """The finished deal's result: one loss (or −LoserPenalty) for the skitgubbe."""
    loser = st.loser
    change = -st.rules.penalty if st.rules.penalty else 1
    scores = tuple(change if s == loser else 0 for s in range(st.players))
    summary = Message(SUMMARY[bool(st.rules.penalty), st.circled], loser=seat_ref(loser), change=change)
    return Outcome(
        scores=scores,
        summary=summary,
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
