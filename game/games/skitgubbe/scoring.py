"""The result of a Skitgubbe deal: the last player holding cards is the skitgubbe (SG-32,
SG-33; options LoserPenalty, LoserDeals and LowestOrLoserLeads; the house rules on repeated
positions and long stalls, SG-29)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.message import N_, Message
from game.rules.names import seat_ref
from game.rules.state import Outcome

if TYPE_CHECKING:
    from .state import SkitgubbeState


SUMMARY = {
    (False, ""): N_("{loser} is the skitgubbe: one loss"),
    (True, ""): N_("{loser} is the skitgubbe: {change:+d}"),
    (False, "repeat"): N_(
        "{loser} is the skitgubbe: one loss; the same position came up a third time and {loser} "
        "held the most cards"
    ),
    (True, "repeat"): N_(
        "{loser} is the skitgubbe: {change:+d}; the same position came up a third time and {loser} "
        "held the most cards"
    ),
    (False, "stall"): N_(
        "{loser} is the skitgubbe: one loss; {count} pick-ups went by without anyone going out and "
        "{loser} held the most cards"
    ),
    (True, "stall"): N_(
        "{loser} is the skitgubbe: {change:+d}; {count} pick-ups went by without anyone going out and "
        "{loser} held the most cards"
    ),
}
"""The deal's summary by (LoserPenalty, the house rule that ended it, SG-29)."""


def outcome(st: SkitgubbeState) -> Outcome:
    """The finished deal's result: one loss (or −LoserPenalty) for the skitgubbe."""
    loser = st.loser
    change = -st.rules.penalty if st.rules.penalty else 1
    scores = tuple(change if s == loser else 0 for s in range(st.players))
    summary = Message(
        SUMMARY[bool(st.rules.penalty), st.stopped], loser=seat_ref(loser), change=change, count=st.stall
    )
    return Outcome(
        scores=scores,
        summary=summary,
        extra={"loser": loser, "stopped": st.stopped},
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
