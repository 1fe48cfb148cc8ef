"""The exchange between the phases (SG-19..SG-22; options AntiTrumps, ShitCards and
TurnedUpTrumpMas)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import phase2
from .cards import SAME_COLOUR, SUIT
from .shitcards import deal_shit_cards

if TYPE_CHECKING:
    from .state import SkitgubbeState


def start_phase2(st: SkitgubbeState) -> None:
    holder = st.aside
    trump_card = st.stock[-1]
    st.trump = SUIT[trump_card]  # SG-19: the set-aside card is turned; its suit is trumps
    if st.rules.anti:
        # AntiTrumps, house rule (SG-25): the other suit of the trump colour.
        st.anti = SAME_COLOUR[st.trump]
    if not st.rules.mas:  # SG-M1: under TurnedUpTrumpMas the holder drew it face up already
        st.hands[holder].append(trump_card)
        st.pub[holder].add(trump_card)
    for seat in range(st.players):  # SG-20: won piles join the hands, face up knowledge
        pile = st.won[seat]
        hand = st.hands[seat]
        hand.extend(pile)
        hand.sort()
        st.pub[seat].update(pile)
        st.won[seat] = []
    if st.rules.shit:
        deal_shit_cards(st, trump_card)
    st.pubbits = [sum(1 << c for c in pub) for pub in st.pub]
    st.table = []
    st.leader = -1
    st.rnd = []
    st.tied = []
    st.sorder = []
    holding = [s for s in range(st.players) if st.hands[s]]
    if len(holding) == 1:
        # House rule (SG-21): only one player has cards, so he is the skitgubbe at once.
        phase2.finish(st, holding[0])
        return
    # SG-22. House rule (ShitCards, SG-22): a holder who handed in every card he had is out,
    # and the next player holding cards leads.
    phase2.lead_turn(st, holder if st.hands[holder] else phase2.next_active(st, holder))
