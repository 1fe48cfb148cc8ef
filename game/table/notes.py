"""Words about the situation: a hint line, the name plates' second line, and
announcements that show cards for a moment (a Huutopussi marriage).

No drawing here: each function reads a ``View`` (seat 0's) and asks the game's registered
``TableSpec`` (its ``table.py``); the scene draws the answers the same way for every game.
A game without plate notes or reveals gets the generic table (trick counts on the plates).
"""

from __future__ import annotations

from dataclasses import replace

from game.rules import Action, GameConfig, View
from game.rules.registry import get_spec
from game.rules.tablespec import Reveal, TableSpec

from . import words

__all__ = ["Reveal", "plate_note", "received_cards", "reveals", "status_line"]


def _table(config: GameConfig) -> TableSpec:
    return get_spec(config.game).table


def status_line(view: View, config: GameConfig) -> str:
    """One line about the situation for the player (empty when there is nothing to say), in
    the language spoken when the game gives it as a ``Message``; seats named by reference
    (``names.seat_ref``) are named as the table names them."""
    if view.to_move is None:
        return ""
    return words.summary_text(_table(config).status(view, config), view.players)


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
    """A seat's plate line instead of its trick count (None: the trick count), in the
    language spoken when the game gives it as a ``Message``."""
    fn = _table(config).plate
    note = fn(view, seat) if fn is not None else None
    return None if note is None else words.translate(note)


def reveals(v0: View, v1: View, config: GameConfig) -> list[Reveal]:
    """Announcements between two views that show cards (or words) for a moment, their
    captions in the language spoken when the game gives them as ``Message``s."""
    fn = _table(config).reveals
    shown = fn(v0, v1) if fn is not None else []
    return [replace(r, caption=words.translate(r.caption)) for r in shown]
