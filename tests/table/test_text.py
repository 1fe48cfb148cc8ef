"""Rendered words: the cache of text surfaces."""

from __future__ import annotations


def test_rendered_words_are_kept_within_a_byte_budget():
    """A long session meets ever new words (scores, summaries): the cache of rendered words
    stays within its budget, keeping the most recently used."""
    from game.table import text

    for i in range(3000):
        text.render(f"West made {i} Hand Ruten: +{i}", 40)
    kept = sum(text._bytes(s) for s in text._cache.values())
    assert kept == text._cached_bytes <= text._CACHE_BYTES
    assert ("West made 2999 Hand Ruten: +2999", 40) == next(reversed(text._cache))[:2]
