"""The table speaks the player's language (issue 23): chosen on the start screen and in the
menu, applied at once, remembered, and the system's on the first start."""

from __future__ import annotations

import json

from game import i18n
from game.table import text

from .helpers import click, start


def _labels(buttons) -> list[str]:
    return [b.label for b in buttons]


def test_the_start_screen_button_switches_the_language_at_once_and_remembers_it(app):
    scene = app.scene
    assert "Start" in _labels(scene.buttons)
    button = next(b for b in scene.buttons if b.data == "language")
    assert button.label == "Language: English"
    app.persist = True
    click(app, button.rect.center)
    app.frame(tick=False)
    assert i18n.current() == "de" and app.settings.language == "de"
    labels = _labels(app.scene.buttons)
    assert "Los geht’s" in labels and "Start" not in labels and "Sprache: Deutsch" in labels
    assert json.loads(app.settings_path.read_text(encoding="utf-8"))["language"] == "de"


def test_the_l_key_goes_through_every_language_and_back_to_english(app):
    seen = []
    for _ in i18n.LANGUAGES:
        app.scene.handle(app.pg.event.Event(app.pg.KEYDOWN, key=app.pg.K_l, mod=0))
        seen.append(next(b.label for b in app.scene.buttons if b.data == "language"))
    assert seen == ["Sprache: Deutsch", "Kieli: Suomi", "Språk: Svenska", "言語: 日本語", "Language: English"]


def test_the_menu_switches_the_language_of_the_table_at_once(app, worker):
    start(app, worker=worker)
    scene = app.scene
    scene.panels.open_menu()
    assert "Back to the table" in _labels(scene.overlay.buttons)
    item = next(b for b in scene.overlay.buttons if b.label == "Language: English")
    item.on_click()
    assert app.settings.language == "de"
    labels = _labels(scene.overlay.buttons)  # the menu, opened again in German
    assert "Zurück zum Tisch" in labels and "Sprache: Deutsch" in labels and "Back to the table" not in labels
    assert scene.overlay.title == "Menü"
    app.frame(tick=False)  # the table draws in the new language without an error


def test_japanese_is_drawn_with_the_shipped_font(app):
    app.set_language("ja")
    assert text.font_file(False).endswith("NotoSansCJKjp-Regular-subset.otf")
    assert text.font_file(True).endswith("NotoSansCJKjp-Bold-subset.otf")
    assert "開始" in _labels(app.scene.buttons)
    app.frame(tick=False)
    app.set_language("en")
    assert not (text.font_file(False) or "").endswith(".otf")


def test_the_first_start_speaks_the_system_language_and_keeps_it(tmp_path, monkeypatch):
    from game.table.app import App

    monkeypatch.setenv("LANGUAGE", "fi")
    settings = tmp_path / "settings.json"
    a = App(
        settings_path=str(settings), autosave_enabled=False, size=(800, 600), stats_path=str(tmp_path / "s")
    )
    try:
        assert a.settings.language == "fi" and "Aloita" in _labels(a.scene.buttons)
    finally:
        a.close()
    assert json.loads(settings.read_text(encoding="utf-8"))["language"] == "fi"
    monkeypatch.setenv("LANGUAGE", "sv")  # a chosen language stays when the system's changes
    b = App(
        settings_path=str(settings), autosave_enabled=False, size=(800, 600), stats_path=str(tmp_path / "s")
    )
    try:
        assert b.settings.language == "fi"
    finally:
        b.close()


def test_japanese_wraps_between_characters_but_not_before_closing_punctuation(app):
    app.set_language("ja")
    line = "カードは配られたときの状態に戻り、ここまでのプレイは取り消されます。" * 3
    lines = text.wrap(line, 200, 16)
    assert len(lines) > 3 and "".join(lines) == line
    assert all(text.font(16).size(part)[0] <= 200 for part in lines)
    assert not any(part.startswith(("、", "。")) for part in lines)
    assert text.wrap("West and East", 1000, 16) == ["West and East"]  # spaces kept between words
