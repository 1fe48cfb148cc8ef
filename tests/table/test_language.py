"""The table speaks the player's language (issue 23): chosen on the start screen and in the
menu, applied at once, remembered, and the system's on the first start."""

from __future__ import annotations

import json

import pytest

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


def test_japanese_wraps_between_characters_but_not_before_closing_or_after_opening_punctuation(app):
    app.set_language("ja")
    line = "カードは配られたときの状態に戻り、ここまでのプレイは取り消されます。" * 3
    lines = text.wrap(line, 200, 16)
    assert len(lines) > 3 and "".join(lines) == line
    assert all(text.font(16).size(part)[0] <= 200 for part in lines)
    assert not any(part.startswith(("、", "。")) for part in lines)
    assert text.wrap("West and East", 1000, 16) == ["West and East"]  # spaces kept between words
    bracketed = "ナップ(Nap)と「Take a chance」を選べます。" * 4
    for width in range(60, 400, 7):
        lines = text.wrap(bracketed, width, 16)
        assert "".join(lines).replace(" ", "") == bracketed.replace(" ", "")
        assert not any(part.endswith(("「", "(")) or part.startswith(("」", ")")) for part in lines), lines


def _crowded(buttons, u: float) -> list[str]:
    """Buttons whose label, at its full size, does not fit (``widgets.draw_button`` would shrink
    or shorten it), or would reach the key's digit in the corner of a numbered button."""
    out = []
    for b in buttons:
        size = round((15 if b.small else 18) * u)
        room = b.rect.width - round((28 if b.hotkey else 10) * u)
        if text.render(b.label, size, bold=True).get_width() > room:
            out.append(b.label)
    return out


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_end_of_a_deal_the_end_of_the_match_and_the_menu_fit_in_every_language(tmp_path, worker, size):
    """German and Finnish words run long: every button of these panels stays inside its panel
    and its label fits at full size, at the smallest and the usual window size."""
    from game.table.app import App
    from game.table.controller import Controller
    from game.table.table_scene import TableScene

    from .test_sheets import _played

    matches = [
        _played("fipsen", "prisdorf", 3, {}, deals=1),
        _played("hasenpfeffer", "default", 4, {"Target": 5}),
    ]
    app = App(settings_path=str(tmp_path / "s.json"), save_settings=False, autosave_enabled=False, size=size)
    problems = []
    try:
        for lang in i18n.LANGUAGES:
            app.set_language(lang)
            for m in matches:
                app._close_scene()
                scene = app.scene = TableScene(app, Controller(m, "random", worker=worker, save=False))
                scene.skip_animation()
                scene.summary_shown = True
                for panel in (scene.panels.open_summary, scene.panels.open_menu):
                    panel()
                    ov, u = scene.overlay, scene.layout.u
                    outside = [b.label for b in ov.buttons if not ov.rect.contains(b.rect)]
                    problems += [f"{lang} {size}: {label!r} outside" for label in outside]
                    problems += [f"{lang} {size}: {label!r} crowded" for label in _crowded(ov.buttons, u)]
                    assert app.surface.get_rect().contains(ov.rect)
    finally:
        app.close()
    assert problems == []


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_start_screen_fits_in_every_language(tmp_path, size):
    """Every button of the start screen inside the window, none over another or over the
    title, each label at full size; the dialog's buttons inside its panel."""
    from game.table.app import App

    app = App(settings_path=str(tmp_path / "s.json"), save_settings=False, autosave_enabled=False, size=size)
    problems = []
    try:
        for lang in i18n.LANGUAGES:
            app.set_language(lang)
            scene = app.scene
            u, w = scene.u, size[0]
            title = text.render("Tricktable", round(56 * u), bold=True)
            sym = round(round(56 * u) * 0.62)
            reach = round(16 * u) + 2 * round(sym * 1.15) + sym  # the suit symbols beside it
            block = app.pg.Rect(w // 2 - title.get_width() // 2 - reach, round(22 * u), 0, title.get_height())
            block.width = title.get_width() + 2 * reach
            for i, b in enumerate(scene.buttons):
                where = f"{lang} {size}: {b.label!r}"
                if not app.surface.get_rect().contains(b.rect) or b.rect.colliderect(block):
                    problems.append(f"{where} outside the window or over the title")
                if b.data not in ("language", "coach") and not scene.panel.contains(b.rect):
                    problems.append(f"{where} outside the dialog")
                problems += [
                    f"{where} over {o.label!r}" for o in scene.buttons[i + 1 :] if b.rect.colliderect(o.rect)
                ]
            problems += [f"{lang} {size}: {label!r} crowded" for label in _crowded(scene.buttons, u)]
    finally:
        app.close()
    assert problems == []


def test_the_help_names_options_in_the_language_spoken(app):
    """The F1 help's option list and the option names in its text follow the language, also
    where a name touches Japanese text."""
    from game.table.help_panel import help_blocks

    app.set_language("de")
    _, blocks = help_blocks("fipsen", "prisdorf", {"MinBid3": True}, 3)
    body = "\n".join(b for _, b in blocks)
    assert "Mindestgebot 3" in body and "Min bid 3" not in body and "MinBid3" not in body
    app.set_language("ja")
    _, blocks = help_blocks("fipsen", "prisdorf", {"MinBid3": True}, 3)
    body = "\n".join(b for _, b in blocks)
    assert "Min bid 3" not in body and "MinBid3" not in body


def test_the_table_names_the_rule_set_as_its_help_page_does(app):
    """The top bar's title is the F1 help page's title, translated with it."""
    from game.rules import rulesets
    from game.table import words
    from game.table.help_panel import help_blocks

    app.set_language("sv")
    assert words.game_title("Huutopussi", "Huutopussi (Pagat, Helsinki)") == "Huutopussi (Pagat, Helsingfors)"
    for lang in ("en", "de", "ja"):
        app.set_language(lang)
        for rs in rulesets():
            for p in rs.presets.values():
                title, _ = help_blocks(rs.name, p.name)
                assert words.game_title(rs.title, p.title) == title, (lang, rs.name, p.name)
