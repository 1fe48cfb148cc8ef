"""Duel's score: a trick each (twice on your own lead with LeaderScoresDouble)."""

from game.rules import Outcome
from game.rules.names import seat_name

from .state import DuelState


def outcome(state: DuelState) -> Outcome:
    double = state.config.opt("LeaderScoresDouble")
    scores = tuple(t + (led if double else 0) for t, led in zip(state.tricks, state.led_tricks, strict=True))
    best = max(range(state.players), key=lambda s: scores[s])
    summary = "A tie" if scores[0] == scores[1] else f"{seat_name(best, state.players)} wins the duel"
    return Outcome(scores, summary)
