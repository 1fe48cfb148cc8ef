"""What one Finesse seat knows: its hand, every table (face up, FN-7), the trick, and
twins numbered in the order the seat saw them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.rules.cards import SUITS, Card
from game.rules.state import View, seat_view
from game.rules.tricks import in_play_order

from .cards import COPIES, NO_TRUMP, PHASE_NAMES, PLAYERS, REP, REPLENISHING, SECOND, SORT_KEY, TWIN, UNSEEN

if TYPE_CHECKING:
    from .state import FinesseState


def view(st: FinesseState, seat: int) -> View:
    """Exactly what ``seat`` knows; twins numbered as it saw them (``_as_seen``)."""
    seen = _seen(st, seat)

    def shown(cards: list[Card]) -> tuple[Card, ...]:
        return tuple(sorted((_as_seen(c, seen) for c in cards), key=SORT_KEY))

    hands = tuple(shown(h) if s == seat else (None,) * len(h) for s, h in enumerate(st.hands))
    piles: dict[str, tuple[Card | None, ...]] = {}
    for s in range(PLAYERS):
        piles[f"table{s}"] = shown(st.tables[s])  # FN-7: table cards are face up
    for s in range(PLAYERS):
        piles[f"won{s}"] = (None,) * len(st.won[s])  # won tricks lie face down
    leader = st.leader
    trick = tuple((s, (_as_seen(c, seen),)) for s, c in in_play_order(leader, PLAYERS, st.trick))
    return seat_view(
        st, seat, phase=PHASE_NAMES[st.phase], hands=hands, piles=piles, trick=trick, info=_info(st)
    )


def _seen(st: FinesseState, seat: int) -> dict[int, int]:
    """Card id -> when ``seat`` first saw that card: -1 at the deal (its own hand and
    every table, FN-6/FN-7), else the card's place among the cards that left a hand."""
    seen = {c.id: -1 for t in st.dealt_table for c in t}
    for c in st.dealt_hands[seat]:
        seen[c.id] = -1
    for i, c in enumerate(st.shown):
        seen.setdefault(c.id, i)
    return seen


def _info(st: FinesseState) -> dict[str, Any]:
    """Public facts for display: trumps, tricks won, who chose a table lead, the table as dealt."""
    trump = None if st.trump < 0 else ("none" if st.trump == NO_TRUMP else SUITS[st.trump])
    tricks = st.tricks
    table_lead = st.from_table and bool(st.trick) or st.phase == REPLENISHING
    return {
        "trump": trump,
        "tricks": list(tricks),
        "team_tricks": [tricks[0] + tricks[2], tricks[1] + tricks[3]],
        # FN-12: the seat that chose a partner's table card to lead this trick.
        "table_lead_by": (st.leader + 2) % PLAYERS if table_lead else None,
        "table_dealt": [[c.text for c in t] for t in st.dealt_table],
    }


def _as_seen(card: Card, seen: Mapping[int, int]) -> Card:
    """The identity ``card`` has in one seat's view (FN-2: twins look the same).

    The engine's copy numbers follow the pack order, which nobody sees, so showing them
    would leak: copy 1 leaving a hand proves that hand lacks copy 0 (it would have gone
    first), and holding copy 1 tells where the twin was dealt. A view numbers twins in
    the order the seat first saw them (``seen``, from ``_seen``) instead: a function of
    what it saw, and stable from view to view so the table can animate each card. Twins
    both seen at the deal keep their own numbers: the tables are dealt face up first
    (FN-7, a table card is copy 0), and twins both in the seat's own hand are alike.
    """
    if COPIES[card.id] == 1:
        return card
    mine, other = seen[card.id], seen.get(TWIN[card.id].id, UNSEEN)
    if mine == other:
        return card
    return REP[card.id] if mine < other else SECOND[card.id]
