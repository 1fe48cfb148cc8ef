"""Text stays readable at every window size (issue "Polish from a play-test", item 13):
nothing is drawn below ``text.MIN_SIZE``; a line too long for its room is shortened
(its last " · " parts first, then with "…"), never shrunk to a few pixels."""

from __future__ import annotations

import time

import pytest

from game.rules import get_ruleset
from game.rules.names import seat_name
from game.table import text


def test_fit_never_goes_below_the_minimum_and_keeps_the_first_part():
    line = "Your turn · Declarer · 0 tricks"
    surf = text.fit(line, 90, 14)
    assert surf.get_width() <= 90
    assert surf.get_height() >= text.font(text.MIN_SIZE).get_height()
    short = text.shorten(line, 90, text.MIN_SIZE)
    assert short.startswith("Your turn") and short.count("·") < 2
    assert text.shorten(line, 2000, text.MIN_SIZE) == line


def test_shorten_cuts_words_then_letters_with_an_ellipsis():
    assert text.shorten("Raise with plus and minus", 80, 12).endswith("…")
    assert text.font(12).size(text.shorten("Raise with plus and minus", 80, 12))[0] <= 80
    assert text.shorten("Supercalifragilistic", 40, 12).endswith("…")


def test_a_japanese_line_is_cut_by_letters_not_at_its_only_space():
    """Japanese has no spaces between words: a long line keeps as much as fits (issue 23)."""
    from game import i18n

    i18n.set_language("ja")
    text.language_changed()
    line = "第2フェーズ: 一番上の札に勝つか、引き取ってください。最後まで手札が残った人がskitgubbeです。"
    short = text.shorten(line, 300, 14)
    assert short.endswith("…") and text.font(14).size(short)[0] <= 300
    assert len(short) > len("第2フェーズ: ") + 5, short


def test_words_are_never_rendered_below_the_minimum_but_card_indices_may_be():
    assert text.render("A", 7).get_height() == text.render("A", text.MIN_SIZE).get_height()
    assert text.render("A", 7, art=True).get_height() < text.render("A", text.MIN_SIZE).get_height()


SIZES = [(800, 600), (1280, 800), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
def test_at_every_window_size_text_fits_its_room_and_seat_names_stay_whole(
    tmp_path, worker, monkeypatch, size
):
    """Six players (the longest seat names) and a Fipsen deal with roles on the plates:
    every fitted line is within its room, and no seat name is ever shortened."""
    from game.table.app import App

    fitted: list[tuple[int, int]] = []
    shortened: list[str] = []
    real_fit, real_shorten = text.fit, text.shorten

    def fit(line, max_width, size_px, **kw):
        surf = real_fit(line, max_width, size_px, **kw)
        fitted.append((surf.get_width(), max_width))
        return surf

    def shorten(line, max_width, size_px, bold=False):
        shortened.append(line)
        return real_shorten(line, max_width, size_px, bold)

    monkeypatch.setattr(text, "fit", fit)
    monkeypatch.setattr(text, "shorten", shorten)
    app = App(settings_path=str(tmp_path / "s.json"), save_settings=False, autosave_enabled=False, size=size)
    app.settings.speed = "instant"
    try:
        for game, preset, players in [("skitgubbe", "default", 6), ("fipsen", "grossenaspe", 5)]:
            app.start_match(
                get_ruleset(game).config(preset, {}, players), "random", seed=1, humans=(0,), worker=worker
            )
            end = time.perf_counter() + 2
            while time.perf_counter() < end:
                app.frame(tick=False)
                time.sleep(0.001)
            names = {seat_name(s, players) for s in range(players)}
            assert not names & set(shortened), (size, game, names & set(shortened))
    finally:
        app.close()
    assert fitted and all(width <= room for width, room in fitted if room > 40)
