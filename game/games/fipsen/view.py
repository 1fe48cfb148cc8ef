"""What one seat knows of a declarer deal: its hand (and a shown Siebener Fips), the
declarer's discards if it is him, the trick, and the public facts of the auction and play.
A variant may replace the piles (``_view_piles``) and the facts (``_view_info``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.state import View, seat_view

from .cards import CARD, SUIT_LETTER
from .state import PHASE_NAMES

if TYPE_CHECKING:
    from .state import DeclarerDeal


def view(st: DeclarerDeal, seat: int) -> View:
    """Exactly what ``seat`` knows: its hand, the declarer's discards if it is him, the trick."""
    hands = tuple(
        tuple(CARD[c] for c in h) if s == seat or s == st.shown else (None,) * len(h)
        for s, h in enumerate(st.hands)
    )
    order = st.order[st.leader] if st.trick else ()
    trick = tuple((order[i], (CARD[c],)) for i, c in enumerate(st.trick))
    return seat_view(
        st,
        seat,
        phase=PHASE_NAMES[st.phase],
        hands=hands,
        piles=st._view_piles(seat),
        trick=trick,
        info=st._view_info(),
        hidden=lambda s, a: a.kind == "discard" and s != seat,  # the declarer's discards
    )


def view_piles(st: DeclarerDeal, seat: int) -> dict[str, tuple]:
    """The centre piles face down; the discards face up to the declarer only."""
    piles: dict[str, tuple] = {name: (None,) * len(cards) for name, cards in st.piles.items()}
    piles[st.DISCARD_PILE] = (
        tuple(CARD[c] for c in sorted(st.discard)) if seat == st.declarer else (None,) * len(st.discard)
    )
    return piles


def view_info(st: DeclarerDeal) -> dict[str, Any]:
    """Public facts for display: auction, contract, trumps, knock, tricks won."""
    ladder = st.setup.ladder.rungs
    return {
        "bid": ladder[st.high].label if st.high >= 0 else None,
        "bidder": st.high_seat if st.high_seat >= 0 else None,
        "declarer": st.declarer if st.declarer >= 0 else None,
        "contract": st.contract.label if st.contract else None,
        "trump": SUIT_LETTER[st.trump] if st.trump >= 0 else None,
        "knock": st.knocked if st.knocked >= 0 else None,
        "played_on": st.played_on,
        "tricks": list(st.tricks),
        "sitting_out": st.dealer if st.setup.sit_out else None,
    }
