"""measurements/budget_duel.py: its journal, which lets a stopped duel go on where it was."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from ai.arena import play_duplicate
from game.rules import get_ruleset

from .scripts import load_script

DUEL = load_script("measurements/budget_duel.py", "budget_duel")
GAME = ["--game", "hasenpfeffer", "--seed", "3"]


def _run(monkeypatch, capsys, *args: str) -> str:
    monkeypatch.setattr(sys, "argv", ["budget_duel.py", *GAME, *args])
    DUEL.main()
    return capsys.readouterr().out


def _entries(journal: Path) -> list[dict]:
    return [json.loads(line) for line in journal.read_text().splitlines()]


def test_a_journalled_duel_plays_only_the_deals_it_does_not_hold(tmp_path, monkeypatch, capsys):
    journal = tmp_path / "duel.jsonl"
    _run(monkeypatch, capsys, "--iterations", "40", "20", "--deals", "2", "--journal", str(journal))
    first = _entries(journal)
    assert sorted(e["index"] for e in first) == [0, 1]
    out = _run(monkeypatch, capsys, "--iterations", "40", "20", "--deals", "3", "--journal", str(journal))
    entries = _entries(journal)
    assert entries[:2] == first and [e["index"] for e in entries[2:]] == [2]
    assert {e["a"] for e in entries} == {"hard 40 iterations"} and {e["seed"] for e in entries} == {3}
    config = get_ruleset("hasenpfeffer").config(None, {}, None)
    duel = DUEL.Duel(config, "hard", "hard", 3, a_budget=(40, None, None), b_budget=(20, None, None))
    assert entries[2]["diff"] == play_duplicate(duel, 2).diff  # the arena's deal 2, as played alone
    assert "over 3 deals" in out.splitlines()[-1]


def test_another_budget_is_another_run_of_the_journal(tmp_path, monkeypatch, capsys):
    journal = tmp_path / "duel.jsonl"
    _run(monkeypatch, capsys, "--iterations", "40", "20", "--deals", "2", "--journal", str(journal))
    exploration = ("--exploration", "1.4", "0.7", "--cap", "20")
    _run(monkeypatch, capsys, *exploration, "--deals", "2", "--journal", str(journal))
    runs = _entries(journal)
    assert len(runs) == 4
    assert [r["a"] for r in runs[2:]] == ["hard exploration 1.4"] * 2 and runs[2]["iterations"] == 20


def test_a_line_cut_off_by_a_kill_is_skipped_and_its_deal_played_again(tmp_path, monkeypatch, capsys):
    journal = tmp_path / "duel.jsonl"
    _run(monkeypatch, capsys, "--iterations", "40", "20", "--deals", "2", "--journal", str(journal))
    whole = _entries(journal)
    lines = journal.read_text().splitlines()
    journal.write_text(lines[0] + "\n" + lines[1][: len(lines[1]) // 2])  # killed while writing deal 1
    monkeypatch.setattr(
        sys,
        "argv",
        ["budget_duel.py", *GAME, "--iterations", "40", "20", "--deals", "2", "--journal", str(journal)],
    )
    DUEL.main()
    captured = capsys.readouterr()
    assert "skipped 1 unreadable line(s)" in captured.err
    replayed = [json.loads(line) for line in journal.read_text().splitlines()[2:]]
    assert replayed == [e for e in whole if e["index"] == 1]  # the same deal, the same result
    assert "over 2 deals" in captured.out.splitlines()[-1]
