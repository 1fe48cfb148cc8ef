"""What a seat sees of a deal (``view``): its known cards, the log and the public facts."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.cards import SUITS
from game.rules.state import View

from .cards import CARDS, HIDDEN_TEXT, PHASE_NAMES, PLAYERS, cards_of

if TYPE_CHECKING:
    from .state import HuutopussiState

METHODS = ("own", "partner", "half")  # HP-23 M1, M2, M3


def view(st: HuutopussiState, seat: int) -> View:
    """Exactly what ``seat`` knows: see ``HuutopussiState.known_to`` and the log."""
    hands = []
    for s in range(PLAYERS):
        known = st.known_to(seat, s)
        hidden = st.hands[s].bit_count() - known.bit_count()
        hands.append((*cards_of(known), *([None] * hidden)))
    d = st.declarer
    hide = d >= 0 and seat != d and seat != d ^ 2  # HP-15, HP-16: passed face down
    history = tuple((s, HIDDEN_TEXT[a.kind] if hide and a.kind in HIDDEN_TEXT else a.text) for s, a in st.log)
    trick = tuple(((st.leader + k) % PLAYERS, (CARDS[i],)) for k, i in enumerate(st.trick))
    return View(
        seat=seat,
        players=PLAYERS,
        dealer=st.dealer,
        to_move=st.to_move,
        phase=PHASE_NAMES[st.phase],
        hands=tuple(hands),
        piles={},
        trick=trick,
        history=history,
        info=info(st),
        legal=tuple(st.legal_actions()) if st.to_move == seat else (),
    )


def info(st: HuutopussiState) -> dict[str, Any]:
    """Public facts for display: auction, contract, trumps, marriages, asks, points taken."""
    last = None
    if st.last_trick is not None:
        leader, trick = st.last_trick
        last = [[(leader + k) % PLAYERS, CARDS[i].text] for k, i in enumerate(trick)]
    return {
        "bid": st.bid or None,
        "bidder": None if st.bidder < 0 else st.bidder,
        "passed": [s for s in range(PLAYERS) if st.passed >> s & 1],
        "banned": [s for s in range(PLAYERS) if st.banned >> s & 1],
        "redeal": None if st.redealer < 0 else st.redealer,
        "declarer": None if st.declarer < 0 else st.declarer,
        "final_bid": st.final_bid or None,
        "contract": st.contract or None,
        "trump": None if st.trump < 0 else SUITS[st.trump],
        "may_declare": st.may_declare,
        "marriages": [
            {"seat": x, "suit": SUITS[u], "points": st.rules.marriage[u], "method": METHODS[m]}
            for x, u, m in st.marriages
        ],
        "asks": [{"seat": x, "suit": None if u < 0 else SUITS[u], "ok": ok} for x, u, ok, _, _ in st.asks],
        "tricks": list(st.team_tricks),
        "card_points": list(st.team_cards),
        "marriage_points": list(st.team_marriages),
        "last_trick": last,
    }
