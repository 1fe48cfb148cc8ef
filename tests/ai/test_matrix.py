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


def test_results_of_other_code_are_kept_but_not_shown(tmp_path, monkeypatch):
    import ai.matrix

    path = tmp_path / "results.jsonl"
    monkeypatch.setattr(ai.matrix, "code_digest", lambda: "old")
    measure(path, deals=2, seed=3, jobs=1, only="hasenpfeffer", pairs=[("easy", "random")])
    assert "easy vs random" in table(path)
    monkeypatch.setattr(ai.matrix, "code_digest", lambda: "new")
    assert "easy vs random" not in table(path)
    assert "easy vs random" in table(path, "old"), "older results can still be shown"
    measure(path, deals=2, seed=3, jobs=1, only="hasenpfeffer", pairs=[("easy", "random")])
    assert len(path.read_text(encoding="utf-8").splitlines()) == 2, "measured again for the new code"
    assert "easy vs random" in table(path)


def test_code_digest_is_stable_and_short():
    from ai.matrix import code_digest

    assert code_digest() == code_digest()
    assert len(code_digest()) == 12
