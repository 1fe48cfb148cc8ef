"""Per-game words about the situation: a hint line, the name plates' second line, and
announcements that show cards for a moment (a Huutopussi marriage).

No drawing here: each function reads a ``View`` (seat 0's) and returns words from
``words``; the scene draws them the same way for every game. A game without notes gets
the generic table (trick counts on the plates, no hint line).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.rules import Action, Card, GameConfig, View, parse_card

from . import words

HUMAN = 0


@dataclass(frozen=True)
class Reveal:
    """Cards shown for a moment beside a seat's plate, with a caption."""

    seat: int
    caption: str
    cards: tuple[Card, ...] = ()


def _seat(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _name(seat: int, players: int) -> str:
    return words.seat_name(seat, players)


def _my_turn(view: View) -> bool:
    return view.to_move == HUMAN and bool(view.legal)


def _kinds(view: View) -> set[str]:
    return {a.kind for a in view.legal}


# --- Finesse ------------------------------------------------------------------------------
def _finesse(view: View, config: GameConfig) -> str:
    n = view.players
    info = view.info
    chooser = _seat(info.get("table_lead_by"))
    if view.phase == "replenish":
        if _my_turn(view):
            return words.FINESSE_REPLENISH
        return words.FINESSE_REPLENISH_OTHER.format(seat=_name(view.to_move, n)) if view.to_move else ""
    if view.phase == "trump" and _my_turn(view):
        suit = next((a.words[0] for a in view.legal if a.words and a.words[0] != "none"), "")
        return words.FINESSE_ACE.format(suit=words.suit_text(suit))
    if chooser is not None and view.trick:
        owner = (chooser + 2) % n
        order = " → ".join(_name((owner + k) % n, n) for k in range(1, n))
        return words.FINESSE_TABLE_LEAD.format(chooser=_name(chooser, n), owner=_name(owner, n), order=order)
    if _my_turn(view) and not view.trick and any("table" in a.words for a in view.legal):
        return words.FINESSE_LEAD.format(partner=_name(2, n))
    return ""


# --- Huutopussi ---------------------------------------------------------------------------
def _huutopussi(view: View, config: GameConfig) -> str:
    n = view.players
    info = view.info
    mine = _my_turn(view)
    kinds = _kinds(view)
    declarer = _seat(info.get("declarer"))
    if mine and view.phase == "auction":
        return words.HUUTO_BID if "pass" in kinds else words.HUUTO_OPEN
    if mine and "give" in kinds:
        return words.HUUTO_GIVE
    if mine and "return" in kinds:
        return words.HUUTO_RETURN
    if mine and "contract" in kinds:
        return words.HUUTO_CONTRACT.format(bid=info.get("final_bid") or info.get("bid") or "")
    if mine and kinds & {"marry", "ask"}:
        return words.HUUTO_MARRY
    if view.phase == "give" and declarer is not None:
        partner = (declarer + 2) % n
        return words.HUUTO_WAIT_GIVE.format(partner=_name(partner, n), declarer=_name(declarer, n))
    return ""


def _huutopussi_reveals(v0: View, v1: View) -> list[Reveal]:
    """A marriage just declared shows its K and Q; a failed ask says so."""
    out: list[Reveal] = []
    m0, m1 = v0.info.get("marriages") or [], v1.info.get("marriages") or []
    for m in m1[len(m0) :]:
        suit = m.get("suit")
        seat = _seat(m.get("seat"))
        if seat is None or not isinstance(suit, str):
            continue
        cards = (parse_card("K" + suit), parse_card("Q" + suit))
        caption = words.MARRIAGE.format(suit=words.suit_text(suit), points=m.get("points", ""))
        out.append(Reveal(seat, caption, cards))
    a0, a1 = v0.info.get("asks") or [], v1.info.get("asks") or []
    for a in a1[len(a0) :]:
        seat = _seat(a.get("seat"))
        if seat is None or a.get("ok"):
            continue
        suit = a.get("suit")
        caption = (
            words.NO_MARRIAGE
            if suit is None
            else words.HALF_MARRIAGE_FAILED.format(suit=words.suit_text(suit))
        )
        out.append(Reveal((seat + 2) % v1.players, caption))
    return out


# --- Skitgubbe ----------------------------------------------------------------------------
def _top_play_text(cards: tuple[Card, ...]) -> str:
    return " ".join(words.card_text(c) for c in cards)


def _skitgubbe(view: View, config: GameConfig) -> str:
    info = view.info
    mine = _my_turn(view)
    if view.phase == "sluff" and mine:
        winner = _seat(info.get("winner"))
        return words.SKIT_SLUFF.format(winner=_name(winner, view.players) if winner is not None else "")
    if view.phase == "collect":
        if info.get("bouts") and view.trick:
            return words.SKIT_BOUT
        return words.SKIT_LEAD if mine and not view.trick else words.SKIT_PLAY
    if view.phase == "beat":
        trump = info.get("trumps")
        if mine and not view.trick:
            return words.SKIT_PHASE2_LEAD.format(trump=words.suit_text(trump))
        if mine and view.trick:
            top = view.trick[-1][1]
            suit = top[-1].suit
            how = (
                words.SKIT_BEAT_TRUMP
                if suit == trump
                else words.SKIT_BEAT_PLAIN.format(suit=words.suit_text(suit), trump=words.suit_text(trump))
            )
            return words.SKIT_BEAT.format(top=_top_play_text(top), how=how)
        return words.SKIT_WATCH
    return ""


def _skitgubbe_plate(view: View, seat: int) -> str | None:
    info = view.info
    if _seat(info.get("loser")) == seat:
        return words.SKIT_LOSER
    if view.phase == "collect" or view.phase == "sluff":
        won = view.piles.get(f"won{seat}") or ()
        return words.SKIT_WON.format(n=len(won)) if won else ""
    if seat in (info.get("out") or []):
        return words.SKIT_OUT
    return words.cards_text(len(view.hands[seat]))


# --- Hasenpfeffer -------------------------------------------------------------------------
_SAME_COLOUR = {"c": "s", "s": "c", "d": "h", "h": "d"}


def hasenpfeffer_trumps(suit: str, bowers: bool) -> str:
    """The trump order (HF-3; without bowers under ParlettNoBowers / HubertPhillips)."""
    sym = words.SUIT_SYMBOL[suit]
    order = ["Joker"]
    if bowers:
        order += [
            f"J{sym} ({words.BOWER_RIGHT})",
            f"J{words.SUIT_SYMBOL[_SAME_COLOUR[suit]]} ({words.BOWER_LEFT})",
            "A",
            "K",
            "Q",
            "10",
            "9",
        ]
    else:
        order += ["A", "K", "Q", "J", "10", "9"]
    return words.HASEN_TRUMPS.format(suit=sym, order=", ".join(order))


def _hasenpfeffer(view: View, config: GameConfig) -> str:
    opts: Mapping[str, Any] = config.options
    bowers = not (opts.get("ParlettNoBowers") or opts.get("HubertPhillips"))
    trump = view.info.get("trump")
    if trump == "none":
        return words.HASEN_NO_TRUMPS
    if isinstance(trump, str) and trump in words.SUIT_SYMBOL:
        return hasenpfeffer_trumps(trump, bowers)
    return words.HASEN_BOWERS if bowers else ""


# --- Fipsen -------------------------------------------------------------------------------
def _fipsen(view: View, config: GameConfig) -> str:
    n = view.players
    info = view.info
    kinds = _kinds(view) if _my_turn(view) else set()
    if config.preset == "thedinghausen":
        if "swap" in kinds:
            return words.THED_SWAP
        return words.THED_RACE.format(target=info.get("target", 10), suit=words.suit_text(info.get("trump")))
    if "bid" in kinds and config.preset == "grossenaspe":
        return words.ASPE_BID
    if "knock" in kinds:
        return words.ASPE_KNOCK
    if "continue" in kinds and config.preset == "grossenaspe":
        return words.ASPE_CONTINUE
    declarer = _seat(info.get("declarer"))
    contract = info.get("contract")
    if config.preset == "grossenaspe" and view.phase == "play" and declarer is not None:
        first = str(contract or "").split(" ", 1)[0]
        name = _name(declarer, n)
        if first.isdigit():
            need = 5 if info.get("played_on") else int(first)
            return words.ASPE_NEED.format(declarer=name, n=need)
        return words.ASPE_ALL.format(declarer=name)
    return ""


def _fipsen_plate(view: View, seat: int) -> str | None:
    counts = view.info.get("counts")
    if isinstance(counts, list) and len(counts) == view.players:
        target = view.info.get("target", 10)
        return words.THED_COUNT.format(n=counts[seat], target=target)
    return None


_STATUS = {
    "finesse": _finesse,
    "huutopussi": _huutopussi,
    "skitgubbe": _skitgubbe,
    "hasenpfeffer": _hasenpfeffer,
    "fipsen": _fipsen,
}
_PLATE = {"skitgubbe": _skitgubbe_plate, "fipsen": _fipsen_plate}
_REVEALS = {"huutopussi": _huutopussi_reveals}


def status_line(view: View, config: GameConfig) -> str:
    """One line about the situation for the player (empty when there is nothing to say)."""
    fn = _STATUS.get(config.game)
    return words.you_form(fn(view, config)) if fn is not None and view.to_move is not None else ""


RECEIVED_KINDS = frozenset({"give", "return"})  # Huutopussi: partners pass 3 cards each way (HP-15, HP-16)


def received_cards(v0: View, v1: View) -> set[int]:
    """Ids of the cards another seat passed into the human's hand between two views."""
    out: set[int] = set()
    mine = {c.id for c in v1.hands[0] if c is not None}
    for seat, text in v1.history[len(v0.history) :]:
        if seat == 0 or text.split(" ", 1)[0] not in RECEIVED_KINDS:
            continue
        try:
            action = Action.parse(text)
        except ValueError:  # "give 3 cards": passed between others, unseen
            continue
        out |= {c.id for c in action.cards} & mine
    return out


def plate_note(view: View, config: GameConfig, seat: int) -> str | None:
    """A seat's plate line instead of its trick count (None: the trick count)."""
    fn = _PLATE.get(config.game)
    return fn(view, seat) if fn is not None else None


def reveals(v0: View, v1: View, config: GameConfig) -> list[Reveal]:
    """Announcements between two views that show cards (or words) for a moment."""
    fn = _REVEALS.get(config.game)
    return fn(v0, v1) if fn is not None else []
