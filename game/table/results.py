"""Who won a match, seen from the table: the rules' winner, or Skitgubbe's fewest losses."""

from __future__ import annotations

from collections.abc import Sequence

from game.match import Match
from game.rules import ConfigError, GameConfig, Outcome
from game.rules.registry import get_spec

HUMAN = 0


def losses(outcomes: Sequence[Outcome], players: int) -> list[int]:
    """How often each seat was the loser (Skitgubbe's ``extra["loser"]``)."""
    out = [0] * players
    for o in outcomes:
        loser = o.extra.get("loser")
        if isinstance(loser, int) and 0 <= loser < players:
            out[loser] += 1
    return out


def only_losers(match: Match) -> bool:
    """True for a game that names only losers (its score sheet counts losses: Skitgubbe, SG-33)."""
    return counts_losses(match.config)


def counts_losses(config: GameConfig) -> bool:
    """Whether the game's score sheet counts losses rather than points."""
    return get_spec(config.game).table.sheet(config) == "losses"


def preset_counts_losses(key: str) -> bool:
    """``counts_losses`` for a statistics key "game/preset" (False for one no longer known)."""
    game, _, preset = key.partition("/")
    try:
        return counts_losses(get_spec(game).ruleset.config(preset))
    except ConfigError:
        return False


def winners(match: Match) -> list[int]:
    """The seats that won the finished match (empty on a tie or while it goes on).

    Skitgubbe names no winner (SG-34); the table counts the one seat with the fewest
    losses as the session's best, and nobody when several share the fewest.
    """
    if not match.over:
        return []
    if only_losers(match):
        tally = losses(match.outcomes, match.config.players)
        best = [s for s, n in enumerate(tally) if n == min(tally)]
        return best if len(best) == 1 else []
    w = match.winner
    if w is None:
        return []
    return list(w) if isinstance(w, list) else [w]


def human_won(match: Match) -> bool:
    return HUMAN in winners(match)
