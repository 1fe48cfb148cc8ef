"""How the table shows Hasenpfeffer: piles, information panel, status lines (no drawing)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.rules import GameConfig, View
from game.rules.message import N_, Message, PMessage
from game.rules.names import SUIT_SYMBOL
from game.rules.tablespec import TRUMP_INFO, GameLayout, InfoRow, PileSpec, TableSpec, Vocabulary

HASEN_TRUMPS = N_("Trumps {suit}, high to low: Joker, A, K, Q, J, 10, 9.")
HASEN_TRUMPS_BOWERS = N_(
    "Trumps {suit}, high to low: Joker, {right} (right bower), {left} (left bower), A, K, Q, 10, 9."
)
HASEN_BOWERS = N_(
    "Jack of trumps = right bower, other jack of that colour = left bower; the Joker is highest."
)
HASEN_NO_TRUMPS = N_(
    "No trumps: the Joker is the highest card and its holder names its suit when leading it."
)


LAYOUT = GameLayout(
    piles={"widow": PileSpec((0.3, 0.42), "row", PMessage("pile", "Widow"))},
    deal=(("hands", 3), ("widow", 1), ("hands", 3)),
    info=(
        InfoRow("bid", N_("High bid"), unless="contract"),
        InfoRow("bidder", N_("High bidder"), unless="contract"),
        InfoRow("declarer", N_("Declarer")),
        InfoRow("contract", N_("Contract")),
        InfoRow("forced", N_("Forced bid"), when="forced"),
        *TRUMP_INFO,
        InfoRow("team_tricks", N_("Tricks"), fmt="teams", when="trump"),
    ),
)


_SAME_COLOUR = {"c": "s", "s": "c", "d": "h", "h": "d"}


def trump_order(suit: str, bowers: bool) -> str:
    """The trump order (HF-3; without bowers under ParlettNoBowers / HubertPhillips)."""
    sym = SUIT_SYMBOL[suit]
    if not bowers:
        return Message(HASEN_TRUMPS, suit=sym)
    return Message(HASEN_TRUMPS_BOWERS, suit=sym, right=f"J{sym}", left=f"J{SUIT_SYMBOL[_SAME_COLOUR[suit]]}")


def _status(view: View, config: GameConfig) -> str:
    opts: Mapping[str, Any] = config.options
    bowers = not (opts.get("ParlettNoBowers") or opts.get("HubertPhillips"))
    trump = view.info.get("trump")
    if trump == "none":
        return Message(HASEN_NO_TRUMPS)
    if isinstance(trump, str) and trump in SUIT_SYMBOL:
        return trump_order(trump, bowers)
    return Message(HASEN_BOWERS) if bowers else ""


TABLE = TableSpec(LAYOUT, status=_status, words=Vocabulary(option_words={"phillips": "Phillips"}))
