"""The rules layer: cards, actions, the State contract and every game's rules.

Imports nothing but the standard library.
"""

from .actions import PASS, Action
from .cards import ALL_CARDS, JOKER, Card, card, parse_card, parse_cards, sort_cards
from .errors import ConfigError, IllegalAction, LayoutError, NotationError
from .registry import GameConfig, Option, Preset, Ruleset, get_ruleset, register, rulesets
from .state import Outcome, State, View

__all__ = [
    "ALL_CARDS",
    "JOKER",
    "PASS",
    "Action",
    "Card",
    "ConfigError",
    "GameConfig",
    "IllegalAction",
    "LayoutError",
    "NotationError",
    "Option",
    "Outcome",
    "Preset",
    "Ruleset",
    "State",
    "View",
    "card",
    "get_ruleset",
    "parse_card",
    "parse_cards",
    "register",
    "rulesets",
    "sort_cards",
]
