"""How the table shows Hasenpfeffer: piles, information panel, status lines (no drawing)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.rules import GameConfig, View
from game.rules.names import SUIT_SYMBOL
from game.rules.tablespec import TRUMP_INFO, GameLayout, InfoRow, PileSpec, TableSpec, Vocabulary

HASEN_TRUMPS = "Trumps {suit}, high to low: {order}."
HASEN_BOWERS = "Jack of trumps = right bower, other jack of that colour = left bower; the Joker is highest."
HASEN_NO_TRUMPS = "No trumps: the Joker is the highest card and its holder names its suit when leading it."
BOWER_RIGHT, BOWER_LEFT = "right bower", "left bower"


LAYOUT = GameLayout(
    piles={"widow": PileSpec((0.3, 0.42), "row", "Widow")},
    deal=(("hands", 3), ("widow", 1), ("hands", 3)),
    info=(
        InfoRow("bid", "High bid", unless="contract"),
        InfoRow("bidder", "High bidder", unless="contract"),
        InfoRow("declarer", "Declarer"),
        InfoRow("contract", "Contract"),
        InfoRow("forced", "Forced bid", when="forced"),
        *TRUMP_INFO,
        InfoRow("team_tricks", "Tricks", fmt="teams", when="trump"),
    ),
)


_SAME_COLOUR = {"c": "s", "s": "c", "d": "h", "h": "d"}


def trump_order(suit: str, bowers: bool) -> str:
    """The trump order (HF-3; without bowers under ParlettNoBowers / HubertPhillips)."""
    sym = SUIT_SYMBOL[suit]
    order = ["Joker"]
    if bowers:
        order += [
            f"J{sym} ({BOWER_RIGHT})",
            f"J{SUIT_SYMBOL[_SAME_COLOUR[suit]]} ({BOWER_LEFT})",
            "A",
            "K",
            "Q",
            "10",
            "9",
        ]
    else:
        order += ["A", "K", "Q", "J", "10", "9"]
    return HASEN_TRUMPS.format(suit=sym, order=", ".join(order))


def _status(view: View, config: GameConfig) -> str:
    opts: Mapping[str, Any] = config.options
    bowers = not (opts.get("ParlettNoBowers") or opts.get("HubertPhillips"))
    trump = view.info.get("trump")
    if trump == "none":
        return HASEN_NO_TRUMPS
    if isinstance(trump, str) and trump in SUIT_SYMBOL:
        return trump_order(trump, bowers)
    return HASEN_BOWERS if bowers else ""


TABLE = TableSpec(LAYOUT, status=_status, words=Vocabulary(option_words={"phillips": "Phillips"}))
