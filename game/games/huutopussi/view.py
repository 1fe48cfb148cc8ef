"""What a seat sees of a deal (``view``): its known cards, the log and the public facts."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.cards import SUITS, Card
from game.rules.state import View, seat_view
from game.rules.tricks import in_play_order

from .cards import ANSWER_PHASE, CARDS, HIDDEN_KINDS, OVER, PHASE_NAMES, PLAY, cards_of, indices, texts

if TYPE_CHECKING:
    from .state import HuutopussiState

METHODS = ("own", "partner", "half")  # HP-23 M1, M2, M3
KONTRA_WORDS = {2: "Kontra", 4: "Kontra and Re"}
NO_CONTRACT = "all passed"  # ErlangenMarjapussi


def view(st: HuutopussiState, seat: int) -> View:
    """Exactly what ``seat`` knows: see ``HuutopussiState.known_to`` and the log."""
    n = st.players
    hands = []
    for s in range(n):
        known = st.known_to(seat, s)
        hidden = st.hands[s].bit_count() - known.bit_count()
        hands.append((*cards_of(known), *([None] * hidden)))
    d = st.declarer
    # HP-15, HP-16: passed face down; ThreePlayer: discarded face down
    hide = d >= 0 and seat != d and (n == 3 or seat != d ^ 2)
    trick = tuple((s, (CARDS[i],)) for s, i in in_play_order(st.leader, n, st.trick))
    return seat_view(
        st,
        seat,
        phase=PHASE_NAMES[st.phase],
        hands=tuple(hands),
        piles=_piles(st, seat),
        trick=trick,
        info=info(st),
        log=st.log,
        hidden=lambda _s, a: hide and a.kind in HIDDEN_KINDS,
    )


def _piles(st: HuutopussiState, seat: int) -> dict[str, tuple[Card | None, ...]]:
    """ThreePlayer: the devil's pack face down until the auction ends; the discard, which
    only the declarer has seen."""
    if not st.rules.devil:
        return {}
    if st.declarer < 0:
        return {"devil": (None,) * st.devil.bit_count()}
    if seat == st.declarer:
        return {"discard": tuple(cards_of(st.discarded))}
    return {"discard": (None,) * st.discarded.bit_count()}


def info(st: HuutopussiState) -> dict[str, Any]:
    """Public facts for display: auction, contract, trumps, marriages, asks, points taken
    (per side; ThreePlayer: per seat, and the devil's pack once it is turned up), and the
    unplayed cards each seat has proved it does not hold (``absent``: HP-19's follow and
    beat obligations, failed asks)."""
    n = st.players
    last = None
    if st.last_trick is not None:
        leader, trick = st.last_trick
        last = [[s, CARDS[i].text] for s, i in in_play_order(leader, n, trick)]
    facts = {
        "bid": st.bid or None,
        "bidder": None if st.bidder < 0 else st.bidder,
        "passed": [s for s in range(n) if st.passed >> s & 1],
        "banned": [s for s in range(n) if st.banned >> s & 1],
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
        "kontra": KONTRA_WORDS.get(st.kontra),  # ErlangenMarjapussi
        "in_play": st.phase in (PLAY, ANSWER_PHASE, OVER) and st.redealer < 0,
        "absent": _absent(st),
        "no_contract": NO_CONTRACT if st.declarer < 0 and st.phase in (PLAY, ANSWER_PHASE, OVER) else None,
    }
    if st.rules.devil:
        facts.update(_three_facts(st))
    return facts


def _absent(st: HuutopussiState) -> list[list[str]]:
    """Per seat, the cards not yet played that it has proved it does not hold."""
    played = 0
    for w in st.won:
        played |= w
    for i in st.trick:
        played |= 1 << i
    return [texts(e & ~played) for e in st.excl]


def _three_facts(st: HuutopussiState) -> dict[str, Any]:
    """ThreePlayer: tricks and points (cards taken and marriages) per seat, and the devil's
    pack once turned up (House rule: everyone sees it before the declarer takes it)."""
    points = st.rules.points
    own = [sum(points[i] for i in indices(w)) for w in st.won]
    for x, u, _ in st.marriages:
        own[x] += st.rules.marriage[u]
    return {
        "tricks": [len(indices(w)) // st.players for w in st.won],
        "card_points": None,
        "marriage_points": None,
        "seat_points": own,
        "devil": None if st.declarer < 0 else [c.text for c in cards_of(st.devil)],
    }
