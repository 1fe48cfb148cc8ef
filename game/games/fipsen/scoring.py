"""Fipsen's results: a declarer deal's outcome (its variant scores it) and the match's
length and winner (FP-51, FP-52, FX-7)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.rules.message import Message
from game.rules.names import seat_ref
from game.rules.registry import GameConfig
from game.rules.state import Outcome

from .cards import SUIT_LETTER

if TYPE_CHECKING:
    from .state import DeclarerDeal


def outcome(st: DeclarerDeal) -> Outcome:
    """The finished deal's result: a redeal when everyone passed (FX-8), else the
    variant's ``_deal_result`` for the declarer and each opponent in play."""
    n = st.players
    if st.declarer < 0:
        return Outcome(
            (0,) * n,
            Message("Everyone passed: {who} deals again", who=seat_ref(st.dealer)),
            {"redeal": True},
            next_dealer=st.dealer,  # FX-8
        )
    assert st.contract is not None  # a declarer plays a contract
    declarer_change, opponent_change, summary = st._deal_result()
    scores = tuple(
        declarer_change if s == st.declarer else (opponent_change if s in st.active else 0) for s in range(n)
    )
    extra = {
        "declarer": st.declarer,
        "contract": st.contract.label,
        "trump": None if st.trump < 0 else SUIT_LETTER[st.trump],
        "declarer_tricks": st.won,
        "made": st.success,
    }
    return Outcome(scores, summary, extra)


def match_deals(config: GameConfig) -> int:
    """Deals in a match (FX-7): 12 with 3 or 4 players, 15 with 5; ``TournamentLength``
    gives 100 at a 4-player table and 120 at a 3-player table (FP-52).

    House rule (FP-52): the default is a whole number of rounds, so everyone deals equally.
    """
    if config.options.get("TournamentLength"):
        return 120 if config.players == 3 else 100
    return 15 if config.players == 5 else 12


def match_end_by_deals(config: GameConfig, deals_played: int, totals: Sequence[int]) -> bool:
    """The match ends after its last deal (FX-7)."""
    return deals_played >= match_deals(config)


def winner_highest(config: GameConfig, totals: Sequence[int]) -> int | None:
    """The seat with the highest total (FP-51); None on a tie at the top (FX-7).

    House rule (FP-51): equal totals share the placing, so a tie at the top has no winner.
    """
    if not totals:
        return None
    top = max(totals)
    best = [s for s, t in enumerate(totals) if t == top]
    return best[0] if len(best) == 1 else None
