"""Typed errors of the rules layer. All subclass ``ValueError``."""

from __future__ import annotations

from collections.abc import Iterable


class NotationError(ValueError):
    """A card or action text that does not follow the notation."""


class IllegalAction(ValueError):
    """An action that is not legal in the current state.

    The message names the action, says why in words a player understands when the game
    knows, and lists the legal actions.
    """

    def __init__(self, action: object, legal: Iterable[object], reason: str = "") -> None:
        self.action = str(action)
        self.legal = tuple(str(a) for a in legal)
        self.reason = reason
        text = f"illegal action '{self.action}'"
        if reason:
            text += f": {reason}"
        text += "; legal: " + (", ".join(self.legal) if self.legal else "none (the deal is over)")
        super().__init__(text)


class ConfigError(ValueError):
    """An unknown game, preset or option, a bad option value, or a bad player count."""


class LayoutError(ValueError):
    """A deal layout that is not exactly the preset's deck in the preset's piles."""
