"""Finesse's named options (finesse.md, section "Options")."""

from __future__ import annotations

from typing import Any

from game.rules.errors import ConfigError
from game.rules.message import N_, Message
from game.rules.registry import Option


class TargetsOption(Option):
    """``Targets``: the three game-end numbers (target, margin, outright win) as a list."""

    def check(self, value: object) -> tuple[int, int, int]:  # type: ignore[override]
        if (
            not isinstance(value, list | tuple)
            or len(value) != 3
            or any(isinstance(v, bool) or not isinstance(v, int) or v < 0 for v in value)
        ):
            raise ConfigError(
                f"option {self.name} takes three whole numbers [target, margin, win], such as "
                f"[42, 5, 60], not {value!r}"
            )
        return (value[0], value[1], value[2])

    def value_text(self, value: Any) -> str:
        """(42, 5, 60) -> '42 with a lead of 5, or 60'."""
        target, margin, win = value
        return Message("{target} with a lead of {margin}, or {win}", target=target, margin=margin, win=win)


OPTIONS = (
    Option(
        "NoAceNoTrump",
        False,
        N_("The first suit led is always trumps: an Ace led first gives no no-trump choice."),
        label=N_("No ace no trump"),
    ),
    Option(
        "GameEndAt42",
        False,
        N_(
            "The game ends after the first deal in which a team has 42; the higher total wins "
            "(no 5-point margin, no 60 rule)."
        ),
        label=N_("Game end at 42"),
    ),
    # FN-22 floors (trick points - penalty) at 0, then adds the last trick; this option
    # floors (trick points + last trick - penalty) instead.
    Option(
        "FloorAfterLastTrick",
        False,
        N_(
            "The 4 points for the last trick count before a score below 0 is raised to 0, so "
            "table-trump penalties can use them up."
        ),
        label=N_("Floor after last trick"),
    ),
    TargetsOption(
        "Targets",
        (42, 5, 60),  # type: ignore[arg-type]  # three numbers, checked by TargetsOption
        N_("The totals that win the game, checked after every deal."),
        label=N_("Winning totals"),
    ),
)
