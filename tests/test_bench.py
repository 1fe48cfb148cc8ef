"""python -m game.bench: deals and resamples per second for every preset (figures, not limits)."""

from __future__ import annotations

import json

from game import bench


def test_resample_figures_cover_every_preset_and_count_failures(capsys, monkeypatch):
    monkeypatch.setattr(bench, "POSITIONS", 10)
    assert (
        bench.main(["--resamples", "--runs", "1", "--seconds", "0.01", "--game", "hasenpfeffer", "--json"])
        == 0
    )
    rows = json.loads(capsys.readouterr().out)["resamples_per_second"]
    assert [(r["game"], r["preset"], r["players"]) for r in rows] == [("hasenpfeffer", "default", 4)]
    assert rows[0]["resamples_per_second"] > 0 and rows[0]["failed"] == 0


def test_positions_are_decisions_of_seeded_deals():
    from game.rules import get_ruleset

    rs = get_ruleset("finesse")
    first = bench.positions(rs, rs.config(), 1)
    again = bench.positions(rs, rs.config(), 1)
    assert len(first) == bench.POSITIONS and all(s.to_move is not None for s in first)
    assert [s.layout() for s in first] == [s.layout() for s in again]


def test_deal_figures_print_one_line_per_preset(capsys):
    assert bench.main(["--runs", "1", "--seconds", "0.01", "--game", "fipsen"]) == 0
    lines = capsys.readouterr().out.splitlines()[1:]
    from game.rules import get_ruleset

    assert len(lines) == sum(len(p.players) for p in get_ruleset("fipsen").presets.values())
