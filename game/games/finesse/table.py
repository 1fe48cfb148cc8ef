"""How the table shows Finesse: piles, information panel, status lines (no drawing)."""

from __future__ import annotations

from game.rules import GameConfig, Outcome, View
from game.rules.message import N_, Message
from game.rules.names import seat_ref, suit_text
from game.rules.tablespec import TRUMP_INFO, GameLayout, InfoRow, TableSpec, Vocabulary, my_turn, seat_of

FINESSE_LEAD = N_("Your lead: play from your hand, or drag one of {partner}'s table cards to the trick.")
FINESSE_TABLE_LEAD = N_("{chooser} led {owner}'s table card, so {owner} leads this trick: then {order}.")
FINESSE_REPLENISH = N_(
    "Drag a hand card onto the empty place on your table (or click it): three table cards again."
)
FINESSE_REPLENISH_OTHER = N_("{seat} puts a hand card on the table.")
FINESSE_ACE = N_("An Ace led first: make {suit} trumps, or play without trumps.")


LAYOUT = GameLayout(
    deal=(("hands", 1), ("table0", 3), ("table1", 3), ("table2", 3), ("table3", 3)),
    info=(
        *TRUMP_INFO,
        InfoRow("team_tricks", N_("Tricks"), fmt="teams"),
    ),
    drops={"play": "trick", "replenish": "table"},
)


def _status(view: View, config: GameConfig) -> str:
    n = view.players
    info = view.info
    chooser = seat_of(info.get("table_lead_by"))
    if view.phase == "replenish":
        if my_turn(view):
            return Message(FINESSE_REPLENISH)
        return Message(FINESSE_REPLENISH_OTHER, seat=seat_ref(view.to_move)) if view.to_move else ""
    if view.phase == "trump" and my_turn(view):
        suit = next((a.words[0] for a in view.legal if a.words and a.words[0] != "none"), "")
        return Message(FINESSE_ACE, suit=suit_text(suit))
    if chooser is not None and view.trick:
        owner = (chooser + 2) % n
        order = " → ".join(seat_ref((owner + k) % n) for k in range(1, n))
        return Message(FINESSE_TABLE_LEAD, chooser=seat_ref(chooser), owner=seat_ref(owner), order=order)
    if my_turn(view) and not view.trick and any("table" in a.words for a in view.legal):
        return Message(FINESSE_LEAD, partner=seat_ref(2))
    return ""


NO_TRUMPS = N_("No trumps")
TRUMPS = N_("Trumps {suit}")
"""A deal's trumps on the score sheet."""


def _result(outcome: Outcome, players: int) -> str:
    """A deal on the score sheet: nobody declares, so its trumps (FN-14)."""
    trump = outcome.extra.get("trump")
    return Message(NO_TRUMPS) if trump == "none" else Message(TRUMPS, suit=suit_text(trump))


TABLE = TableSpec(
    LAYOUT, status=_status, result=_result, words=Vocabulary(seat_facts=frozenset({"table_lead_by"}))
)
