"""Counting the human's statistics as a match goes on (``game.stats``), saved after each change.

Each deal is counted once, when it first ends: undoing into a finished deal and playing
it again does not count it twice (and cannot improve the record). Deals thrown in
without play are not counted. A replayed deal ("Replay this deal" after it ended) is a
new deal of the match, on the score sheet as one, so it is counted like any other when
it ends; the finished deal it replays stays counted.
"""

from __future__ import annotations

from collections.abc import Callable

from game.match import Match
from game.record import is_thrown_in
from game.stats import Statistics

from . import results


class StatKeeper:
    """Feeds one match's finished deals and its end into ``stats``; ``save`` writes them."""

    def __init__(
        self,
        stats: Statistics,
        save: Callable[[], None],
        match: Match,
        on_deal: Callable[[Match, int], None] | None = None,
    ) -> None:
        self.stats = stats
        self.save = save
        self.on_deal = on_deal
        self.counted = len(match.outcomes)  # deals finished before this session were counted then
        self.match_counted = match.over

    def update(self, match: Match) -> None:
        game, preset = match.config.game, match.config.preset
        changed = False
        dealers = match.dealers
        for i in range(self.counted, len(match.outcomes)):
            outcome = match.outcomes[i]
            if not is_thrown_in(outcome, dealers[i]):
                self.stats.add_deal(game, preset, outcome)
                changed = True
                if self.on_deal is not None:
                    self.on_deal(match, i)
        self.counted = max(self.counted, len(match.outcomes))
        if match.over and not self.match_counted:
            self.match_counted = True
            won = results.winners(match)
            self.stats.add_match(game, preset, won or None)
            changed = True
        if changed:
            self.save()
