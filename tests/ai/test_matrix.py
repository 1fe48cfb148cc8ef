"""``python -m ai.matrix`` appends each measurement once and tabulates the results."""

from __future__ import annotations

import json

from ai.matrix import measure, table


def test_measure_appends_once_and_resumes(tmp_path):
    path = tmp_path / "results.jsonl"
    pairs = [("easy", "random"), ("random", "easy")]
    measure(path, deals=2, seed=3, jobs=1, only="hasenpfeffer", pairs=pairs)
    lines = path.read_text(encoding="utf-8").splitlines()
    assert [(r["a"], r["b"], r["deals"]) for r in map(json.loads, lines)] == [
        ("easy", "random", 2),
        ("random", "easy", 2),
    ]
    measure(path, deals=2, seed=3, jobs=1, only="hasenpfeffer", pairs=pairs)
    assert path.read_text(encoding="utf-8").splitlines() == lines, "finished runs are not repeated"
    text = table(path)
    assert "| hasenpfeffer default 4p | easy vs random | 2 |" in text
