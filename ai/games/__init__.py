"""Per-game knowledge for the CPU players: rule-based agents and which decisions to search.

A game without an entry here is played by the generic search alone.
"""

from __future__ import annotations

from .base import GameAI
from .finesse import FINESSE
from .fipsen import FIPSEN
from .hasenpfeffer import HASENPFEFFER
from .huutopussi import HUUTOPUSSI
from .skitgubbe import SKITGUBBE

_GAMES: dict[str, GameAI] = {
    "finesse": FINESSE,
    "fipsen": FIPSEN,
    "hasenpfeffer": HASENPFEFFER,
    "huutopussi": HUUTOPUSSI,
    "skitgubbe": SKITGUBBE,
}


def game_ai(game: str) -> GameAI | None:
    """The per-game knowledge for ``game``, if any."""
    return _GAMES.get(game)
