"""What one Hasenpfeffer seat knows: its hand, the trick, the widow once the deal is over
(HF-13), and the public facts of the auction and play."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.cards import SUITS
from game.rules.state import View, known_then_hidden, seat_view
from game.rules.tricks import in_play_order

from .cards import NO_TRUMP, OVER, PHASE_NAMES, PLAYERS

if TYPE_CHECKING:
    from .state import HasenpfefferState


def view(st: HasenpfefferState, seat: int) -> View:
    """Exactly what ``seat`` knows: its hand, the trick, the public facts."""
    over = st.phase == OVER
    hands = tuple(
        known_then_hidden(h, True) if s == seat else (None,) * len(h) for s, h in enumerate(st.hands)
    )
    # HF-13: the widow stays face down until the deal ends (or HF-12 reveals it).
    piles = {"widow": (st.widow,) if over else (None,)}
    trick = tuple((s, (c,)) for s, c in in_play_order(st.leader, PLAYERS, st.trick))
    return seat_view(
        st, seat, phase=PHASE_NAMES[st.phase], hands=hands, piles=piles, trick=trick, info=_info(st)
    )


def _info(st: HasenpfefferState) -> dict[str, Any]:
    """Public facts for display: auction, contract, trumps, tricks won, and the effective
    suits each seat has shown it lacks (``voids``: it did not follow them, HF-18)."""
    trump = None if st.trump < 0 else ("none" if st.trump == NO_TRUMP else SUITS[st.trump])
    return {
        "bid": st.high or None,
        "bidder": None if st.high_bidder < 0 else st.high_bidder,
        "declarer": None if st.declarer < 0 else st.declarer,
        "contract": st.contract or None,
        "forced": st.forced,
        "trump": trump,
        "led": None if st.led < 0 else SUITS[st.led],
        "tricks": list(st.tricks),
        "team_tricks": [st.tricks[0] + st.tricks[2], st.tricks[1] + st.tricks[3]],
        "voids": [[u for e, u in enumerate(SUITS) if v >> e & 1] for v in st.voids],
    }
