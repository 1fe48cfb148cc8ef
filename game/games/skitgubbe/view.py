"""What one seat may know (View). Everything played in Skitgubbe is face up, so the won
piles, picked-up cards and the turned trump are public; hidden are the cards each seat
drew or was dealt and has not shown, the stock order, the set-aside last stock card and
the Avstick pile."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.cards import Card
from game.rules.state import View, known_then_hidden, seat_view

from .cards import CARDS, CHANCE, SUIT, SUIT_LETTERS
from .mas import MAS
from .opening import lowest_text
from .phase1 import PLAY1, SLUFF
from .phase2 import OVER, PLAY2, pickups_left

if TYPE_CHECKING:
    from .state import SkitgubbeState

PHASE_NAMES = {PLAY1: "collect", SLUFF: "sluff", PLAY2: "beat", OVER: "over", MAS: "mas"}


def _cards(ids: object) -> tuple[Card, ...]:
    return tuple(CARDS[i] for i in sorted(ids))  # type: ignore[call-overload]


def _trump(st: SkitgubbeState) -> str | None:
    """Trumps once turned (SG-19), or from the start under ExposedTrumpIndicator and
    TurnedUpTrumpMas (SG-M1)."""
    if st.trump >= 0:
        return SUIT_LETTERS[st.trump]
    return SUIT_LETTERS[SUIT[st.stock[-1]]] if st.rules.exposed or st.rules.mas else None


def history_texts(st: SkitgubbeState) -> tuple[tuple[int, str], ...]:
    """Each decision as text; a taken chance names the card it turned up."""
    turned = {h: st.stock[k] for h, k in st.chances}
    out = []
    for i, (seat, action) in enumerate(st.history):
        text = action.text
        if action is CHANCE:
            text = f"chance {CARDS[turned[i]].text}"
        out.append((seat, text))
    return tuple(out)


def build_view(st: SkitgubbeState, seat: int) -> View:
    n = st.players
    hands = tuple(
        known_then_hidden(
            [CARDS[c] for c in st.hands[s]], True if s == seat else {CARDS[c] for c in st.pub[s]}
        )
        for s in range(n)
    )
    piles: dict[str, tuple[Card | None, ...]] = {
        "stock": (None,) * (len(st.stock) - st.spos),
        "aside": (None,) if st.aside >= 0 and st.trump < 0 and not st.rules.mas else (),
        "discard": _cards(st.discard),
    }
    if st.rules.mas:
        if st.spos < len(st.stock):  # SG-M1: the turned card (SG-M5: or the 2) under the stock
            piles["stock"] = piles["stock"][:-1]
            piles["bottom"] = (CARDS[st.under],)
    elif st.rules.exposed and st.trump < 0:
        # ExposedTrumpIndicator: the bottom stock card lies face up, then aside, face up
        bottom = CARDS[st.stock[-1]]
        if st.aside >= 0:
            piles["aside"] = (bottom,)
        else:
            piles["stock"] = piles["stock"][:-1]
            piles["bottom"] = (bottom,)
    for s in range(n):
        piles[f"won{s}"] = _cards(st.won[s])
    if st.rules.avstick:
        piles["avstick"] = (None,) * (len(st.avstick) - st.apos)
    if st.trump < 0:
        trick = tuple((s, tuple(CARDS[c] for c in cards)) for s, cards, _ in st.trick)
    else:
        trick = tuple((s, tuple(CARDS[c] for c in cards)) for s, cards in st.table)
    info: dict[str, Any] = {
        "phase": 1 if st.trump < 0 else 2,
        "trump": _trump(st),
        "anti": SUIT_LETTERS[st.anti] if st.anti >= 0 else None,
        "aside_holder": st.aside if st.aside >= 0 else None,
        "stock": len(st.stock) - st.spos,
        "loser": st.loser if st.loser >= 0 else None,
    }
    if st.trump < 0:
        info["leader"] = st.leader
        info["round"] = list(st.rnd)
        info["bouts"] = st.bouts
        info["lowest"] = lowest_text(st)
        info["sluffs"] = [i for i, (_, _, sluff) in enumerate(st.trick) if sluff]
        info["winner"] = st.winner if st.phase == SLUFF else None
    else:
        info["plays_needed"] = st.need if st.table else None
        info["out"] = [s for s in range(n) if not st.hands[s]]
        info["repeats"] = st.repeats if st.repeats > 1 and st.to_move is not None else None
        info["pickups_left"] = pickups_left(st) if st.to_move is not None else None
    phase = PHASE_NAMES[st.phase]
    return seat_view(
        st, seat, phase=phase, hands=hands, piles=piles, trick=trick, info=info, history=history_texts(st)
    )
