"""Rules help (F1): every game's rules, options and house rules in our own words, as data.

Standard library only, so the table (or anything else) can import it. Each game family's
``help.py`` holds its ``PAGES`` (preset name -> ``HelpPage``), registered with the game;
``help_for`` finds a page by the registry's game and preset names. The page's shape and
text convention are in ``game/rules/helppage.py``.
"""

from __future__ import annotations

from game.rules.helppage import HelpPage
from game.rules.registry import specs

__all__ = ["HelpPage", "games_with_help", "help_for"]


def help_for(game: str, preset: str) -> HelpPage:
    """The help page of ``game``'s ``preset`` (names as in the rules registry).

    Raises KeyError when there is none.
    """
    for spec in specs():
        if spec.name == game and preset in spec.help:
            return spec.help[preset]
    raise KeyError(f"no rules help for {game} {preset}")


def games_with_help() -> tuple[tuple[str, str], ...]:
    """Every (game, preset) that has a help page, families in menu order."""
    return tuple((spec.name, preset) for spec in specs() for preset in spec.help)
