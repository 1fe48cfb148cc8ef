"""The table's sounds (per sound.py's table), the volume and mute settings and the M key."""

from __future__ import annotations

import json
import math

import pygame

from game import settings
from game.table.sound import SOUND_FILES, Sounds

from .helpers import drag, human_plays, post, run_until, sprite_of, start


class Recorder:
    """Stands in for ``Sounds``: remembers what was played."""

    def __init__(self) -> None:
        self.played: list[str] = []
        self.muted = False
        self.volume = 0.7

    def play(self, name: str) -> None:
        assert name in SOUND_FILES
        self.played.append(name)


def _frames(app, n: int) -> None:
    for _ in range(n):
        app.frame(tick=False)


def test_a_new_deal_shuffles_then_deals_card_by_card(app, worker):
    app.sounds = rec = Recorder()
    app.settings.speed = "normal"
    start(app, seed=4, worker=worker)
    scene = app.scene
    scene.ctl.humans = {0, 1, 2, 3}  # nobody moves while we listen
    end = scene.anim.start + scene.anim.total + 0.1
    while app.now() < end:
        app.frame(tick=False)
    assert rec.played[0] == "shuffle"
    assert rec.played.count("deal") >= 8  # one per landing card (at most one a frame)
    assert set(rec.played) == {"shuffle", "deal"}


def test_card_play_bid_and_illegal_sounds(app, worker):
    app.sounds = rec = Recorder()
    start(app, seed=3, worker=worker)
    run_until(app, lambda: human_plays(app))
    assert "bid" in rec.played  # the auction's calls
    scene = app.scene
    rec.played.clear()
    cid = next(iter(scene.amap.card))
    s = sprite_of(scene, cid)
    drag(app, (round(s.x), round(s.y)), scene.layout.trick_zone.center)
    _frames(app, 2)
    assert "play" in rec.played and "illegal" not in rec.played


def test_an_illegal_drop_sounds(app, worker):
    app.sounds = rec = Recorder()
    for seed in range(1, 30):
        start(app, seed=seed, worker=worker)
        run_until(app, lambda: human_plays(app) or app.scene.ctl.match.deal_over)
        scene = app.scene
        hand = [s for s in scene.anim.final.values() if s.where == "hand0" and s.card is not None]
        bad = [s for s in hand if s.card.id not in scene.amap.card]
        if scene.ctl.match.deal_over or not bad:
            continue
        _frames(app, 1)  # the last CPU card's sound
        rec.played.clear()
        drag(app, (round(bad[0].x), round(bad[0].y)), scene.layout.trick_zone.center)
        assert rec.played == ["illegal"]
        return
    raise AssertionError("no illegal card found")


def test_m_mutes_and_unmutes_and_is_remembered(app, worker):
    start(app, seed=1, worker=worker)
    assert not app.settings.muted
    post(app, pygame.KEYDOWN, key=pygame.K_m, mod=0)
    app.frame(tick=False)
    assert app.settings.muted and app.sounds.muted
    post(app, pygame.KEYDOWN, key=pygame.K_m, mod=0)
    app.frame(tick=False)
    assert not app.settings.muted and not app.sounds.muted


def test_menu_cycles_volume_and_mute(app, worker):
    start(app, seed=1, worker=worker)
    scene = app.scene
    scene.panels.open_menu()
    vol = next(b for b in scene.overlay.buttons if b.label.startswith("Sound"))
    before = app.settings.volume
    vol.on_click()
    assert app.settings.volume != before and app.sounds.volume == app.settings.volume
    mute = next(b for b in scene.overlay.buttons if b.label.startswith("Mute"))
    mute.on_click()
    assert app.settings.muted
    assert any(b.label == "Sound: muted" for b in scene.overlay.buttons)


def test_menu_without_an_audio_device_says_so_and_offers_no_volume(app, worker, monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("No available audio device")

    start(app, seed=1, worker=worker)
    pygame.mixer.quit()
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    app.sounds = Sounds(app.settings.volume, app.settings.muted)
    scene = app.scene
    scene.panels.open_menu()
    buttons = scene.overlay.buttons
    sound = [b for b in buttons if b.label.startswith(("Sound", "Mute"))]
    assert [(b.label, b.enabled) for b in sound] == [("Sound: unavailable", False)]
    before = (app.settings.volume, app.settings.muted)
    assert not scene.overlay.key(pygame.K_1 + buttons.index(sound[0]))  # its number does nothing
    assert not sound[0].hit(sound[0].rect.center)
    assert (app.settings.volume, app.settings.muted) == before


def test_volume_and_mute_settings_round_trip_and_validate(tmp_path):
    path = tmp_path / "settings.json"
    s = settings.Settings(volume=0.4, muted=True)
    settings.save(s, path)
    assert settings.load(path).settings == s
    for raw, want in [(1, 1.0), (5.0, 1.0), (-1, 0.0), ("loud", 0.7)]:
        path.write_text(json.dumps({"volume": raw}))
        assert settings.load(path).settings.volume == want
    path.write_text('{"volume": NaN}')
    assert not math.isnan(settings.load(path).settings.volume)
