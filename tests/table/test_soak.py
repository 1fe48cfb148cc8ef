"""python -m game.bench --memory: the table's resident memory over many deals (a benchmark;
these tests check the tool, not a limit)."""

from __future__ import annotations

import pytest

from game import bench
from game.table import soak


def test_summary_measures_growth_from_the_first_round_and_from_the_start():
    r = soak.Readings(rows=[(0, 50.0, 10.0), (15, 80.0, 20.0), (100, 84.0, 21.0)], warm=15)
    line = r.summary()
    assert "50.0 MB at the start screen, 80.0 MB after the first round (15 deals), 84.0 MB at the end" in line
    assert "+5.0% since the first round, +68.0% since the start" in line
    assert "CPU worker 20.0 → 21.0 MB (+5.0%)" in line


def test_a_reading_is_taken_once_per_deal_count(monkeypatch):
    monkeypatch.setattr(soak, "resident_mb", lambda pid=None: 60.0 if pid is None else 9.0)
    r = soak.Readings()
    r.add(15, 1234)
    r.add(15, 1234)
    assert r.rows == [(15, 60.0, 9.0)]


@pytest.mark.skipif(not __import__("os").path.exists("/proc/self/statm"), reason="reads /proc (Linux)")
def test_the_tool_plays_deals_at_the_table_and_reports(capsys):
    assert bench.main(["--memory", "2", "--every", "1"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in out[1:-1]] == ["0", "1", "2"]
    assert out[-1].startswith("2 deals: table ") and "CPU worker" in out[-1]


def test_a_table_left_is_freed_when_the_next_scene_is_shown(app, worker):
    """A finished table (its widgets, sprites and controller refer to each other) is freed
    as soon as the next scene is shown, not whenever the cycle collector next looks at its
    oldest objects: a long session does not carry the surfaces of tables long left."""
    import gc
    import weakref

    from game.rules import get_ruleset

    config = get_ruleset("huutopussi").config("default", {}, 4)
    app.start_match(config, "random", seed=1, humans=(), worker=worker)
    app.frame(tick=False)
    left = weakref.ref(app.scene)
    was_enabled = gc.isenabled()
    gc.disable()  # only the table's own collection may free it
    try:
        app.to_start()
        assert left() is not None  # still shown until the next frame is drawn
        app.frame(tick=False)
        assert left() is None
    finally:
        if was_enabled:
            gc.enable()
