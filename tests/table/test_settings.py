"""Settings: round trip, atomic writes, damaged files set aside (never a crash)."""

from __future__ import annotations

import json

from game import settings, storage


def test_round_trip(tmp_path):
    path = tmp_path / "settings.json"
    s = settings.Settings(
        window_width=1024,
        window_height=700,
        fullscreen=True,
        speed="fast",
        four_colour=True,
        new_game={"game": "fipsen", "preset": "prisdorf", "players": 3},
    )
    settings.save(s, path)
    loaded = settings.load(path)
    assert loaded.settings == s and loaded.set_aside is None and not loaded.message
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]  # no temp file left behind


def test_missing_file_gives_defaults(tmp_path):
    loaded = settings.load(tmp_path / "none.json")
    assert loaded.settings == settings.Settings() and loaded.set_aside is None


def test_damaged_file_is_set_aside_and_defaults_used(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"speed": "fast", ', encoding="utf-8")
    loaded = settings.load(path)
    assert loaded.settings == settings.Settings()
    assert loaded.set_aside is not None and loaded.set_aside.name.startswith("settings.json.damaged-")
    assert loaded.set_aside.read_text(encoding="utf-8") == '{"speed": "fast", '
    assert not path.exists() and "defaults" in loaded.message
    settings.save(loaded.settings, path)  # and a new file can be written
    assert settings.load(path).settings == settings.Settings()


def test_not_an_object_and_binary_garbage_are_set_aside(tmp_path):
    for i, content in enumerate([b"[1, 2]", b"\xff\xfe\x00garbage"]):
        path = tmp_path / f"s{i}.json"
        path.write_bytes(content)
        loaded = settings.load(path)
        assert loaded.settings == settings.Settings() and loaded.set_aside is not None


def test_wrong_types_and_values_fall_back_per_field(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(
        json.dumps({"speed": "warp", "window_width": "wide", "window_height": 5, "four_colour": True})
    )
    s = settings.load(path).settings
    assert s.speed == "normal" and s.window_width == 1280 and s.window_height == 240 and s.four_colour


def test_set_aside_never_overwrites(tmp_path):
    a = tmp_path / "x.json"
    a.write_text("1")
    first = storage.set_aside(a)
    a.write_text("2")
    second = storage.set_aside(a)
    assert first != second and first.read_text() == "1" and second.read_text() == "2"


def test_card_back_and_language_are_validated(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"card_back": "blue", "language": "fi"}))
    s = settings.load(path).settings
    assert (s.card_back, s.language) == ("blue", "fi")
    path.write_text(json.dumps({"card_back": "plaid", "language": "xx"}))
    s = settings.load(path).settings
    assert (s.card_back, s.language) == ("red", "")  # not chosen: the system's language is used


def test_menu_cycles_the_card_back_and_redraws(app, worker):
    from .helpers import start

    start(app, worker=worker)
    scene = app.scene
    scene.panels.open_menu()
    back = next(b for b in scene.overlay.buttons if b.label.startswith("Card back"))
    before = scene.renderer.art["hand"].back()
    back.on_click()
    assert app.settings.card_back == "blue"
    assert scene.renderer.art["hand"].back_style == "blue" and scene.renderer.art["hand"].back() is not before
