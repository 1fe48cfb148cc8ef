"""Why an action is illegal, in a player's words (``State.illegal_reason``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.actions import Action
from game.rules.names import SUIT_WORDS

from .cards import (
    ANSWER_PHASE,
    AUCTION,
    CARDS,
    CONTRACT,
    DISCARD,
    GIVE,
    INDEX,
    MARRIAGE,
    MAX_BID,
    MIN_BID,
    PLAY,
    REDEAL,
    RETURN,
    STEP,
    SUIT_INDEX,
    SUIT_MASK,
    SUIT_OF,
)

if TYPE_CHECKING:
    from .state import HuutopussiState


def _seat(state: HuutopussiState) -> int:
    """The seat to move (reasons are asked only while someone must move)."""
    seat = state.to_move
    assert seat is not None
    return seat


EXCHANGES = {
    GIVE: ("give", "give your partner", "pass"),  # HP-15
    RETURN: ("return", "return to your partner", "pass"),  # HP-16
    DISCARD: ("discard", "discard face down", "discard"),  # ThreePlayer
}
"""Per exchange phase: its action, what to choose the cards for, and the verb."""


def illegal_reason(state: HuutopussiState, action: Action) -> str:
    if state.to_move is None:
        return ""
    phase, kind, s = state.phase, action.kind, _seat(state)
    if phase == AUCTION:
        return _auction(state, action)
    if phase in EXCHANGES:
        wanted, word, done = EXCHANGES[phase]
        size = 3 if phase == DISCARD else state.rules.exchange
        if kind != wanted or action.words or len(action.cards) != size:
            return f"Choose {size} cards to {word}"
        return f"You can only {done} cards from your own hand"
    if phase == CONTRACT:
        return f"Announce your contract: a multiple of 5 from your bid {state.final_bid} to {MAX_BID}"
    if phase == ANSWER_PHASE:
        return "Name one of your marriages: " + " or ".join(a.text for a in state.legal_actions())
    if phase != PLAY:
        return ""
    if kind == "play" and len(action.cards) == 1 and not action.words:
        card = action.cards[0]
        i = INDEX.get(card, -1)
        if i < 0 or not state.hands[s] >> i & 1:
            return f"You do not hold the {card.name}"
        return _follow(state, i)
    if kind in ("marry", "ask"):
        return _declaration(state, action)
    return "Play a card"


def _follow(state: HuutopussiState, i: int) -> str:
    """Why card ``i`` (held) may not follow now (HP-19)."""
    hand = state.hands[_seat(state)]
    led, w, t = state.led, state.win_card, state.trump
    if hand & SUIT_MASK[led]:
        if SUIT_OF[i] != led:
            return f"You must follow {SUIT_WORDS[led]}"
        return f"You must beat the {CARDS[w].name} with a higher {SUIT_WORDS[led][:-1]}"
    if SUIT_OF[i] != t:
        return f"You have no {SUIT_WORDS[led]}: you must play a trump ({SUIT_WORDS[t]})"
    return f"You must overtrump the {CARDS[w].name}"


def _auction(state: HuutopussiState, action: Action) -> str:
    kind, s = action.kind, _seat(state)
    if kind == "redeal":
        if state.spoken >> s & 1:
            return "A redeal may only be demanded at your first turn to bid"
        return "A redeal needs three 6s or no card higher than a jack"
    or_redeal = " or demand a redeal" if REDEAL in state.legal_actions() else ""
    who = "You are" if state.rules.devil else "Your team is"  # ThreePlayer: your own score
    if state.banned >> s & 1 and kind in ("bid", "pass"):  # HP-13
        if state.bid == 0:
            return f"{who} at -500 or lower (huutokielto): open with 50{or_redeal}"
        return f"{who} at -500 or lower and may not bid (huutokielto)"
    if kind == "pass":
        return f"The first player must bid at least 50{or_redeal}"  # HP-11
    if kind != "bid" or len(action.words) != 1 or not action.words[0].isdigit() or action.cards:
        return "Bid a multiple of 5 from 50 to 440, or pass"
    value = int(action.words[0])
    if value % STEP or not MIN_BID <= value <= MAX_BID:
        return "Bids are multiples of 5 from 50 to 440"
    return f"That bid is not higher than {state.bid}"


def _declaration(state: HuutopussiState, action: Action) -> str:
    if not state.may_declare or state.trick:
        return "Only a player who led and won the last trick may try to make trumps, once, before leading"
    x = _seat(state)
    if len(action.words) > 1 or action.cards or (action.words and action.words[0] not in SUIT_INDEX):
        return "Declare with marry <suit>" + ("" if state.rules.devil else ", ask or ask <suit>")
    if action.kind == "ask" and state.rules.devil:
        return "With three players nobody has a partner to ask: declare your own marriage with marry <suit>"
    half = any(m == 2 and seat & 1 == x & 1 for seat, _, m in state.marriages)
    broken = "After your team's half marriage you may no longer"  # HP-24 after M3
    if not action.words:
        if not 15 & ~state.declared:
            return "Every suit has been trumps already"
        if half:
            return f"{broken} ask your partner for a marriage"
        return "After naming a marriage for your partner you may no longer ask him for one"  # HP-24 M2
    u = SUIT_INDEX[action.words[0]]
    if state.declared >> u & 1:
        return f"{SUIT_WORDS[u].capitalize()} have been trumps already"
    held = state.hands[x] & MARRIAGE[u]
    if action.kind == "marry":
        if held != MARRIAGE[u]:
            return f"You do not hold both the king and the queen of {SUIT_WORDS[u]}"
        if half:
            return f"{broken} declare your own marriage"
        return "After asking your partner for a marriage you may no longer declare your own"  # HP-24 M2
    if held == MARRIAGE[u]:
        return f"You hold the whole {SUIT_WORDS[u][:-1]} marriage: declare it with marry {action.words[0]}"
    return f"To ask for half a marriage you must hold the king or the queen of {SUIT_WORDS[u]}"
