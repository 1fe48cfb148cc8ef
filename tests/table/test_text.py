"""Drawn words and panels: the caches of surfaces stay within their byte budgets."""

from __future__ import annotations

import pygame
import pytest

from game.table.surface_cache import SurfaceCache, surface_bytes


def test_rendered_words_are_kept_within_a_byte_budget():
    """A long session meets ever new words (scores, summaries): the cache of rendered words
    stays within its budget, keeping the most recently used."""
    from game.table import text

    for i in range(3000):
        text.render(f"West made {i} Hand Ruten: +{i}", 40)
    cache = text._cache
    assert ("West made 2999 Hand Ruten: +2999", 40) == cache.keys()[-1][:2]
    assert cache.kept_bytes <= cache.budget() < 3000 * surface_bytes(text.render("West made 0", 40))


def test_panels_of_ever_new_sizes_are_kept_within_a_byte_budget():
    """Panels are sized to their text: a long session's many sizes stay within the budget."""
    from game.table import widgets

    for h in range(40, 900):
        widgets._panel(500, h, 100, 200)
    cache = widgets._panels
    assert 0 < cache.kept_bytes <= cache.budget()
    assert cache.keys()[-1] == (500, 899, 100, 200)
    assert widgets._panel(500, 899, 100, 200) is widgets._panel(500, 899, 100, 200)


@pytest.mark.parametrize("window", [(1280, 800), (2560, 1440)])
def test_the_budget_is_a_share_of_the_window(window):
    """A bigger window draws bigger words and panels: its budget grows with its pixels."""
    pygame.display.init()
    try:
        pygame.display.set_mode(window)
        assert SurfaceCache(0.25).budget() == window[0] * window[1]
    finally:
        pygame.display.quit()


def test_the_least_recently_used_go_first_and_the_newest_always_stays():
    cache = SurfaceCache(window_share=0.0)  # a budget of nothing keeps only the newest
    for i in range(3):
        cache.keep(i, pygame.Surface((10, 10)))
    assert cache.keys() == [2] and cache.get(0) is None
    big = SurfaceCache(window_share=1.0)
    for i in range(3):
        big.keep(i, pygame.Surface((10, 10), pygame.SRCALPHA))
    assert big.get(0) is not None and big.keys() == [1, 2, 0] and big.kept_bytes == 3 * 400
    big.keep(1, pygame.Surface((20, 10), pygame.SRCALPHA))
    assert big.keys() == [2, 0, 1] and big.kept_bytes == 2 * 400 + 800
    big.clear()
    assert len(big) == 0 and big.kept_bytes == 0
