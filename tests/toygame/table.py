"""How the table shows Duel: two hands and the trick, and a status line."""

from game.rules import GameConfig, View
from game.rules.tablespec import GameLayout, InfoRow, TableSpec, my_turn

LAYOUT = GameLayout(info=(InfoRow("tricks", "Tricks", fmt="seats"),))


def _status(view: View, config: GameConfig) -> str:
    return "Your lead: any card" if my_turn(view) and not view.trick else ""


TABLE = TableSpec(LAYOUT, status=_status)
