"""Skitgubbe phase 1's legal plays (SG-8): the same-rank plays of a hand."""

from __future__ import annotations

import itertools

from game.games.skitgubbe import phase1


def test_the_plays_cache_stays_bounded_and_answers_the_same(monkeypatch):
    """A long session meets thousands of three-card hands; the cache of their same-rank
    plays keeps at most _PLAYS_MAX of them and gives the same plays after it is emptied."""
    monkeypatch.setattr(phase1, "_PLAYS", {})
    monkeypatch.setattr(phase1, "_PLAYS_MAX", 8)
    hands = list(itertools.combinations(range(0, 52, 3), 3))[:40]
    first = [list(phase1._same_rank_plays(h)) for h in hands]
    assert len(phase1._PLAYS) <= 8
    assert [list(phase1._same_rank_plays(h)) for h in hands] == first
