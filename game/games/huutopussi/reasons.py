"""Why an action is illegal, in a player's words (``State.illegal_reason``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.actions import Action
from game.rules.message import N_, SUIT, SUITS, SUITS_CAPITAL, Message, card_name

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
    GIVE: (
        "give",
        N_("Choose {n} cards to give your partner"),
        N_("You can only pass cards from your own hand"),
    ),
    RETURN: (
        "return",
        N_("Choose {n} cards to return to your partner"),
        N_("You can only pass cards from your own hand"),
    ),  # HP-16
    DISCARD: (
        "discard",
        N_("Choose {n} cards to discard face down"),
        N_("You can only discard cards from your own hand"),
    ),
}
"""Per exchange phase: its action, what to say when the choice is wrong, and when a card is not held."""


def illegal_reason(state: HuutopussiState, action: Action) -> str:
    if state.to_move is None:
        return ""
    phase, kind, s = state.phase, action.kind, _seat(state)
    if phase == AUCTION:
        return _auction(state, action)
    if phase in EXCHANGES:
        wanted, choose, not_held = EXCHANGES[phase]
        size = 3 if phase == DISCARD else state.rules.exchange
        if kind != wanted or action.words or len(action.cards) != size:
            return Message(choose, n=size)
        return Message(not_held)
    if phase == CONTRACT:
        return Message(
            "Announce your contract: a multiple of 5 from your bid {bid} to {top}",
            bid=state.final_bid,
            top=MAX_BID,
        )
    if phase == ANSWER_PHASE:
        return Message(
            "Name one of your marriages: {choices}",
            choices=" or ".join(a.text for a in state.legal_actions()),
        )
    if phase != PLAY:
        return ""
    if kind == "play" and len(action.cards) == 1 and not action.words:
        card = action.cards[0]
        i = INDEX.get(card, -1)
        if i < 0 or not state.hands[s] >> i & 1:
            return Message("You do not hold the {card}", card=card_name(card))
        return _follow(state, i)
    if kind in ("marry", "ask"):
        return _declaration(state, action)
    return Message("Play a card")


def _follow(state: HuutopussiState, i: int) -> str:
    """Why card ``i`` (held) may not follow now (HP-19)."""
    hand = state.hands[_seat(state)]
    led, w, t = state.led, state.win_card, state.trump
    if hand & SUIT_MASK[led]:
        if SUIT_OF[i] != led:
            return Message("You must follow {suit}", suit=SUITS[led])
        return Message(
            "You must beat the {card} with a higher {suit}", card=card_name(CARDS[w]), suit=SUIT[led]
        )
    if SUIT_OF[i] != t:
        return Message(
            "You have no {suit}: you must play a trump ({trumps})", suit=SUITS[led], trumps=SUITS[t]
        )
    return Message("You must overtrump the {card}", card=card_name(CARDS[w]))


def _auction(state: HuutopussiState, action: Action) -> str:
    kind, s = action.kind, _seat(state)
    if kind == "redeal":
        if state.spoken >> s & 1:
            return Message("A redeal may only be demanded at your first turn to bid")
        return Message("A redeal needs three 6s or no card higher than a jack")
    redeal = REDEAL in state.legal_actions()
    if state.banned >> s & 1 and kind in ("bid", "pass"):  # HP-13
        return _banned(bool(state.rules.devil), state.bid == 0, redeal)
    if kind == "pass":  # HP-11
        if redeal:
            return Message("The first player must bid at least 50 or demand a redeal")
        return Message("The first player must bid at least 50")
    if kind != "bid" or len(action.words) != 1 or not action.words[0].isdigit() or action.cards:
        return Message("Bid a multiple of 5 from 50 to 440, or pass")
    value = int(action.words[0])
    if value % STEP or not MIN_BID <= value <= MAX_BID:
        return Message("Bids are multiples of 5 from 50 to 440")
    return Message("That bid is not higher than {bid}", bid=state.bid)


_HOW_TO_DECLARE = {
    True: Message("Declare with marry <suit>"),  # ThreePlayer: nobody to ask
    False: Message("Declare with marry <suit>, ask or ask <suit>"),
}


def _banned(alone: bool, opening: bool, redeal: bool) -> Message:
    """Why a player at -500 or lower (HP-13) may not bid or pass: ``alone`` in ThreePlayer
    (his own score), ``opening`` when he must open with 50."""
    if not opening:
        if alone:
            return Message("You are at -500 or lower and may not bid (huutokielto)")
        return Message("Your team is at -500 or lower and may not bid (huutokielto)")
    if alone:
        if redeal:
            return Message("You are at -500 or lower (huutokielto): open with 50 or demand a redeal")
        return Message("You are at -500 or lower (huutokielto): open with 50")
    if redeal:
        return Message("Your team is at -500 or lower (huutokielto): open with 50 or demand a redeal")
    return Message("Your team is at -500 or lower (huutokielto): open with 50")


def _declaration(state: HuutopussiState, action: Action) -> str:
    if not state.may_declare or state.trick:
        return Message(
            "Only a player who led and won the last trick may try to make trumps, once, before leading"
        )
    x = _seat(state)
    if len(action.words) > 1 or action.cards or (action.words and action.words[0] not in SUIT_INDEX):
        return _HOW_TO_DECLARE[bool(state.rules.devil)]
    if action.kind == "ask" and state.rules.devil:
        return Message(
            "With three players nobody has a partner to ask: declare your own marriage with marry <suit>"
        )
    half = any(m == 2 and seat & 1 == x & 1 for seat, _, m in state.marriages)
    if not action.words:
        if not 15 & ~state.declared:
            return Message("Every suit has been trumps already")
        if half:
            return Message(
                "After your team's half marriage you may no longer ask your partner for a marriage"
            )
        return Message(
            "After naming a marriage for your partner you may no longer ask him for one"
        )  # HP-24 M2
    u = SUIT_INDEX[action.words[0]]
    if state.declared >> u & 1:
        return Message("{suits} have been trumps already", suits=SUITS_CAPITAL[u])
    held = state.hands[x] & MARRIAGE[u]
    if action.kind == "marry":
        if held != MARRIAGE[u]:
            return Message("You do not hold both the king and the queen of {suit}", suit=SUITS[u])
        if half:
            return Message("After your team's half marriage you may no longer declare your own marriage")
        return Message(
            "After asking your partner for a marriage you may no longer declare your own"
        )  # HP-24 M2
    if held == MARRIAGE[u]:
        return Message(
            "You hold the whole {suit} marriage: declare it with marry {letter}",
            suit=SUIT[u],
            letter=action.words[0],
        )
    return Message("To ask for half a marriage you must hold the king or the queen of {suit}", suit=SUITS[u])
