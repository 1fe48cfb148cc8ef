"""Rules help (F1): every game's rules, options and house rules in our own words, as data.

Standard library only, so the table (or anything else) can import it. One module per game
family holds a ``PAGES`` dict (preset name -> ``HelpPage``); ``help_for`` finds a page by
the registry's game and preset names. The text convention is described in ``page.py``.
"""

from __future__ import annotations

from . import finesse, fipsen, hasenpfeffer, huutopussi, skitgubbe
from .page import HelpPage

__all__ = ["HelpPage", "games_with_help", "help_for"]

_PAGES: dict[tuple[str, str], HelpPage] = {
    (family.__name__.rsplit(".", 1)[1], preset): page
    for family in (fipsen, huutopussi, hasenpfeffer, skitgubbe, finesse)
    for preset, page in family.PAGES.items()
}


def help_for(game: str, preset: str) -> HelpPage:
    """The help page of ``game``'s ``preset`` (names as in the rules registry)."""
    try:
        return _PAGES[(game, preset)]
    except KeyError:
        raise KeyError(f"no rules help for {game} {preset}") from None


def games_with_help() -> tuple[tuple[str, str], ...]:
    """Every (game, preset) that has a help page, families in menu order."""
    return tuple(_PAGES)
