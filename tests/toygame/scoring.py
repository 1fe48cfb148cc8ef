"""Duel's score: a trick each (twice on your own lead with LeaderScoresDouble); the match
is two deals, the most tricks wins."""

from collections.abc import Sequence

from game.rules import GameConfig, Outcome
from game.rules.names import seat_ref

from .state import DuelState


def outcome(state: DuelState) -> Outcome:
    double = state.config.opt("LeaderScoresDouble")
    scores = tuple(t + (led if double else 0) for t, led in zip(state.tricks, state.led_tricks, strict=True))
    best = max(range(state.players), key=lambda s: scores[s])
    summary = "A tie" if scores[0] == scores[1] else f"{seat_ref(best)} wins the duel"
    return Outcome(scores, summary)


DEALS = 2


def match_end(config: GameConfig, deals_played: int, totals: Sequence[int]) -> bool:
    return deals_played >= DEALS


def winner(config: GameConfig, totals: Sequence[int]) -> int | None:
    return None if totals[0] == totals[1] else max(range(len(totals)), key=lambda s: totals[s])
