"""The exact solver's transposition-table key of a Fipsen deal (ai/solver.py).

Keys are made at a lead: a position within a trick starts from the same lead, and hashing
every card played costs more time than it saves (measurements/solver_reach.py). A
declarer deal's rest depends on the cards left in each hand, the seat to move, the phase
(trick play, or the declarer's stop-or-continue, FG-19, FP-41c), the tricks won by the
declarer and by the opponents (FG-19..21, FP-40, FP-41, FM-7), trumps and the contract
with what the variant adds to its score: Prisdorf's Durch, tricks and doubles bound,
Hand, Kieker and Kontra (FP-40..49); Großenaspe's knock and playing on (FG-19, B.8);
Duttfips' tricks of every seat (FM-12: the declarer needs more than any other). The
opponents' tricks of the other variants are one count: only w and l score (FG-20,
FP-41, FM-7). Thedinghausen (tricks of every seat and the Hedewig ledger) is solved
without the table.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from operator import attrgetter
from typing import Any

from game.games.fipsen.grossenaspe import GrossenaspeDeal
from game.games.fipsen.mecklenburg import AnseggerDeal, DuttfipsDeal
from game.games.fipsen.prisdorf import PrisdorfDeal
from game.games.fipsen.state import CONTINUE, PLAYING, DeclarerDeal
from game.rules import State

_EXTRA: dict[type, Callable[[Any], Hashable]] = {
    PrisdorfDeal: attrgetter("durch", "tricks_needed", "doubles_needed", "hand", "kieker", "kontra"),
    GrossenaspeDeal: attrgetter("knocked", "played_on"),
    AnseggerDeal: lambda st: (),
    DuttfipsDeal: lambda st: tuple(st.tricks),
}


def position_key(state: State) -> Hashable | None:
    """The key of a declarer deal at a lead or a stop-or-continue question (see the module
    docstring); None otherwise."""
    extra = _EXTRA.get(type(state))
    if extra is None or not isinstance(state, DeclarerDeal):
        return None
    phase = state.phase
    if (phase != PLAYING and phase != CONTINUE) or state.trick:
        return None
    contract = state.contract
    assert contract is not None  # play follows a contract
    return (
        phase,
        state.to_move,
        *map(tuple, state.hands),
        state.won,
        state.lost,
        state.trump,
        state.declarer,
        contract.kind,
        contract.tricks,
        extra(state),
    )
