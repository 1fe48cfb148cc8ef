"""Nothing lost: autosave survives a kill at any instant; damaged files are set aside."""

from __future__ import annotations

import json
import logging
import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from game import autosave, settings, stats, storage
from game.match import Match
from game.record import Record, replay
from game.rules import Outcome, get_ruleset

from .contract import all_variants

GAME, PRESET, PLAYERS = all_variants()[0]


def _match(seed: int = 3, steps: int = 12) -> Match:
    rng = random.Random(seed)
    m = Match(get_ruleset(GAME).config(PRESET, None, PLAYERS), seed=seed)
    for _ in range(steps):
        if m.deal_over:
            if m.over:
                break
            m.next_deal()
        m.apply(rng.choice(m.state.legal_actions()))
    return m


def test_autosave_resumes_exactly(tmp_path):
    m = _match()
    path = tmp_path / "autosave.json"
    autosave.save(m, path)
    r = autosave.load(path)
    assert r.match is not None and r.message == ""
    assert r.match.state.view(0) == m.state.view(0)
    assert r.match.totals == m.totals
    assert r.match.state.legal_actions() == m.state.legal_actions()


LOOP = textwrap.dedent(
    """
    import random, sys
    from game import autosave
    from game.match import Match
    from game.rules import get_ruleset
    from pathlib import Path
    path = Path(sys.argv[1])
    rng = random.Random(int(sys.argv[2]))
    m = Match(get_ruleset(sys.argv[3]).config(sys.argv[4], None, int(sys.argv[5])), seed=1)
    print("ready", flush=True)
    while True:
        if m.deal_over:
            if m.over:
                m = Match(m.config, seed=rng.randrange(99))
            else:
                m.next_deal()
        m.apply(rng.choice(m.state.legal_actions()))
        autosave.save(m, path)
    """
)


def test_killed_at_random_instants_leaves_a_complete_record(tmp_path):
    path = tmp_path / "autosave.json"
    rng = random.Random(11)
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parent.parent))
    for i in range(50):
        proc = subprocess.Popen(
            [sys.executable, "-c", LOOP, str(path), str(i), GAME, PRESET, str(PLAYERS)],
            stdout=subprocess.PIPE,
            env=env,
        )
        assert proc.stdout is not None and proc.stdout.readline().strip() == b"ready"
        time.sleep(rng.uniform(0.0, 0.05))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        if not path.exists():
            continue
        replay(Record.loads(path.read_bytes()))  # complete and replayable, old or new
        leftovers = [
            p for p in tmp_path.iterdir() if p.name != "autosave.json" and not p.name.endswith(".tmp")
        ]
        assert leftovers == []
    assert path.exists()


DAMAGE = {
    "truncated": lambda good: good[: len(good) // 2],
    "random bytes": lambda good: bytes(random.Random(1).randrange(256) for _ in range(300)),
    "wrong types": lambda good: json.dumps({"format": 1, "game": 7, "deals": "x", "tallies": [1]}).encode(),
    "unknown format version": lambda good: json.dumps({"format": 999, "tallies": {}}).encode(),
    "huge": lambda good: b"[" * 20_000_000,
    "nested too deeply": lambda good: b"[" * 100_000 + b"]" * 100_000,
    "empty": lambda good: b"",
}


def _good_bytes(kind: str) -> bytes:
    if kind == "autosave":
        return _match().to_record().dumps().encode()
    if kind == "settings":
        return settings.Settings().to_json().encode()
    return stats.Statistics().to_json().encode()


LOADERS = {
    "autosave": lambda p: autosave.load(p),
    "settings": lambda p: settings.load(p),
    "statistics": lambda p: stats.load(p),
}


@pytest.mark.parametrize("kind", list(LOADERS))
@pytest.mark.parametrize("damage", list(DAMAGE))
def test_damaged_files_are_set_aside_with_a_message(tmp_path, caplog, kind, damage):
    path = tmp_path / f"{kind}.json"
    bad = DAMAGE[damage](_good_bytes(kind))
    path.write_bytes(bad)
    with caplog.at_level(logging.WARNING):
        loaded = LOADERS[kind](path)
    if kind == "settings" and damage == "wrong types":
        # settings keep what they understand: unknown keys are ignored, wrong types defaulted
        assert loaded.settings == settings.Settings() and not caplog.records
        return
    assert loaded.message and "\n" not in loaded.message
    assert damage != "nested too deeply" or "nested too deeply" in loaded.message, loaded.message
    assert not path.exists()
    kept = [p for p in tmp_path.iterdir() if ".damaged-" in p.name]
    assert len(kept) == 1 and kept[0].read_bytes() == bad
    # the log says it too: which file, and the words shown on screen
    logged = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert logged == [f"{path}: {loaded.message}"]


@pytest.mark.parametrize("kind", list(LOADERS))
def test_a_file_that_cannot_be_read_is_set_aside_with_a_message(tmp_path, kind):
    """A folder where the file should be: an OSError on reading, said in words, nothing lost."""
    path = tmp_path / f"{kind}.json"
    path.mkdir()
    (path / "inside").write_text("kept")
    loaded = LOADERS[kind](path)
    assert loaded.message and "\n" not in loaded.message
    assert "Error" not in loaded.message  # the system's words for the failure, not a class name
    kept = [p for p in tmp_path.iterdir() if ".damaged-" in p.name]
    assert not path.exists() and len(kept) == 1 and (kept[0] / "inside").read_text() == "kept"


def test_two_damaged_files_in_one_second_are_both_kept(tmp_path, monkeypatch):
    monkeypatch.setattr(storage.time, "strftime", lambda fmt: "20261130-030000")
    path = tmp_path / "stats.json"
    moved = []
    for text in ("first", "second"):
        path.write_text(text)
        moved.append(storage.set_aside(path))
    assert [m.name for m in moved] == [
        "stats.json.damaged-20261130-030000",
        "stats.json.damaged-20261130-030000-2",
    ]
    assert [m.read_text() for m in moved] == ["first", "second"]


def test_a_write_that_fails_keeps_the_old_file_and_leaves_no_temporary(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    path.write_text("old")

    def full_disk(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage.os, "replace", full_disk)
    with pytest.raises(OSError):
        storage.atomic_write_text(path, "new")
    assert path.read_text() == "old" and [p.name for p in tmp_path.iterdir()] == ["settings.json"]


def test_statistics_count_deals_declarers_and_matches(tmp_path):
    s = stats.Statistics()
    s.add_deal(
        "fipsen", "prisdorf", Outcome((6, 0, 0, 0), "South made 3 Hand: +6", {"declarer": 0, "made": True})
    )
    s.add_deal("fipsen", "prisdorf", Outcome((0, -4, 0, 0), "West failed", {"declarer": 1, "made": False}))
    s.add_match("fipsen", "prisdorf", 0)
    s.add_match("huutopussi", "default", [1, 3])
    path = tmp_path / "statistics.json"
    stats.save(s, path)
    back = stats.load(path).stats
    t = back.tally("fipsen", "prisdorf")
    assert (t.matches, t.won, t.deals, t.declarer, t.made, t.score) == (1, 1, 2, 1, 1, 6)
    assert t.average == 3.0
    assert back.tally("huutopussi", "default").won == 0
    back.reset()
    assert back.tallies == {}
