"""Sound effects: the committed WAVs, and Sounds staying quiet and error-free without audio."""

from __future__ import annotations

import array
import logging
import os
import sys
import wave

import pygame
import pytest

from game.assets import asset
from game.table import sound
from game.table.sound import SOUND_FILES, Sounds

ALL_FILES = sorted({f for files in SOUND_FILES.values() for f in files})


@pytest.fixture
def fresh_mixer():
    """Each test starts and ends with the mixer shut, so lazy start-up is really exercised."""
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


@pytest.mark.parametrize("file", ALL_FILES)
def test_every_sound_is_a_short_unclipped_16bit_mono_wav(file):
    with wave.open(str(asset("sounds", file))) as w:
        form = (w.getnchannels(), w.getsampwidth(), w.getframerate(), w.getcomptype())
        frames = w.getnframes()
        samples = array.array("h", w.readframes(frames))
    assert form == (1, 2, 44100, "NONE")
    assert len(samples) == frames and 0.03 <= frames / 44100 <= 1.2
    if sys.byteorder == "big":
        samples.byteswap()
    peak = max(abs(s) for s in samples)
    assert 32767 * 0.1 < peak < 32767 * 0.9  # audible, and at least 1 dB below clipping
    assert samples[0] == 0 == samples[-1]  # starts and ends at rest: no click


def test_sounds_folder_holds_exactly_the_named_files_and_stays_small():
    on_disk = sorted(p.name for p in asset("sounds").glob("*.wav"))
    assert on_disk == ALL_FILES
    assert sum(asset("sounds", f).stat().st_size for f in ALL_FILES) < 400_000


def test_the_table_events_have_sounds():
    assert set(SOUND_FILES) == {
        "shuffle", "deal", "play", "trick", "bid", "match_won", "match_lost", "illegal", "click",
    }  # fmt: skip


def test_plays_every_name_under_the_dummy_driver(fresh_mixer, caplog):
    sounds = Sounds(volume=0.5)
    with caplog.at_level(logging.WARNING):
        for name in SOUND_FILES:
            for _ in range(len(SOUND_FILES[name]) + 1):  # every variant, then wrap around
                sounds.play(name)
    assert sounds.available()
    assert pygame.mixer.get_init() is not None  # started lazily by the first play
    assert pygame.mixer.get_num_channels() >= sound.CHANNELS
    assert not caplog.records


def test_mixer_is_not_started_before_the_first_sound(fresh_mixer):
    Sounds()
    assert pygame.mixer.get_init() is None


def test_mixer_failure_is_silent_and_warns_once(fresh_mixer, monkeypatch, caplog):
    calls = []

    def broken_init(*args, **kwargs):
        calls.append(1)
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", broken_init)
    sounds = Sounds()
    with caplog.at_level(logging.WARNING, logger="game.table.sound"):
        for name in SOUND_FILES:
            sounds.play(name)
        assert not sounds.available()
    assert calls == [1]  # tried once, then stays quiet
    assert len(caplog.records) == 1 and "could not start" in caplog.records[0].getMessage()


def test_the_c_librarys_chatter_at_mixer_start_is_silenced(fresh_mixer, monkeypatch, capfd, caplog):
    """Without a sound card ALSA writes 'ALSA lib …' lines to file descriptor 2 while the
    mixer starts: they stay off the terminal; the reason still reaches the log."""

    def chatty_init(*args, **kwargs):
        os.write(2, b"ALSA lib confmisc.c:855:(parse_card) cannot find card '0'\n")
        raise pygame.error("ALSA: Couldn't open audio device")

    monkeypatch.setattr(pygame.mixer, "init", chatty_init)
    with caplog.at_level(logging.WARNING, logger="game.table.sound"):
        assert not Sounds().available()
    os.write(2, b"stderr is back\n")
    err = capfd.readouterr().err
    assert "ALSA lib" not in err and "stderr is back" in err
    assert "Couldn't open audio device" in caplog.records[0].getMessage()


def test_a_bug_at_mixer_start_still_raises_with_stderr_restored(fresh_mixer, monkeypatch, capfd):
    def buggy_init(*args, **kwargs):
        raise TypeError("a bug, not missing audio")

    monkeypatch.setattr(pygame.mixer, "init", buggy_init)
    with pytest.raises(TypeError):
        Sounds().available()
    os.write(2, b"stderr is back\n")
    assert "stderr is back" in capfd.readouterr().err


def test_missing_file_is_skipped_with_a_warning(fresh_mixer, monkeypatch, caplog):
    monkeypatch.setitem(SOUND_FILES, "trick", ("no-such-sound.wav",))
    monkeypatch.setitem(SOUND_FILES, "deal", ("deal-1.wav", "no-such-sound.wav"))
    sounds = Sounds()
    with caplog.at_level(logging.WARNING, logger="game.table.sound"):
        sounds.play("trick")
        sounds.play("deal")
        sounds.play("deal")
    assert sounds.available()
    assert len(caplog.records) == 2  # one per missing file, not one per play
    assert all("no-such-sound.wav" in r.getMessage() for r in caplog.records)


def test_playing_after_the_mixer_was_shut_goes_quiet(fresh_mixer, caplog):
    sounds = Sounds()
    sounds.play("click")
    pygame.mixer.quit()  # e.g. pygame.quit() while a sound was still asked for
    with caplog.at_level(logging.WARNING, logger="game.table.sound"):
        sounds.play("click")
        sounds.play("click")
    assert not sounds.available()
    assert len(caplog.records) == 1


def test_unknown_name_is_a_bug_not_silence():
    with pytest.raises(KeyError):
        Sounds(muted=True).play("applause")


@pytest.mark.parametrize(("given", "kept"), [(-0.5, 0.0), (0.0, 0.0), (0.25, 0.25), (1.0, 1.0), (7, 1.0)])
def test_volume_is_clamped(given, kept):
    assert Sounds(volume=given).volume == kept
    s = Sounds()
    s.volume = given
    assert s.volume == kept


def test_muted_or_zero_volume_does_not_start_the_mixer(fresh_mixer):
    muted = Sounds(muted=True)
    muted.play("deal")
    Sounds(volume=0).play("deal")
    assert pygame.mixer.get_init() is None
    muted.muted = False
    muted.play("deal")
    assert pygame.mixer.get_init() is not None


def test_volume_is_applied_to_the_sound_played(fresh_mixer):
    sounds = Sounds(volume=0.3)
    sounds.play("bid")
    bid = sounds._loaded()["bid"][0]
    assert bid.get_volume() == pytest.approx(0.3, abs=0.01)
    sounds.volume = 2
    sounds.play("bid")
    assert bid.get_volume() == pytest.approx(1.0, abs=0.01)


def test_variants_take_turns(fresh_mixer):
    played = []

    class Fake:
        def __init__(self, tag):
            self.tag = tag

        def set_volume(self, volume):
            pass

        def play(self):
            played.append(self.tag)

    sounds = Sounds()
    sounds._loaded()["deal"] = [Fake(1), Fake(2), Fake(3)]
    for _ in range(5):
        sounds.play("deal")
    assert played == [1, 2, 3, 1, 2]
