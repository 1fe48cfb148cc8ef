"""Finesse's named options (finesse.md, section "Options")."""

from __future__ import annotations

from game.rules.errors import ConfigError
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


OPTIONS = (
    Option(
        "NoAceNoTrump",
        False,
        "The first suit led is always trumps: an Ace led first gives no no-trump choice.",
    ),
    Option(
        "GameEndAt42",
        False,
        "The game ends after the first deal in which a team has 42; the higher total wins "
        "(no 5-point margin, no 60 rule).",
    ),
    Option("FloorAfterLastTrick", False, "Deal score = max(0, trick points + last trick - penalty)."),
    TargetsOption(
        "Targets",
        (42, 5, 60),  # type: ignore[arg-type]  # three numbers, checked by TargetsOption
        "Game end: target, winning margin at the target, outright win.",
    ),
)
