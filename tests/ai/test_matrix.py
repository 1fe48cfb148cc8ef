"""``python -m ai.matrix`` appends each measurement once and tabulates the results."""

from __future__ import annotations

import json

import pytest

from ai.matrix import Plan, gap_closed, main, measure, parse_pair, table


def test_measure_appends_once_and_resumes(tmp_path):
    path = tmp_path / "results.jsonl"
    plan = Plan([("easy", "random", None), ("random", "easy", None)], deals=2, seed=3, jobs=1)
    measure(path, plan, only="hasenpfeffer")
    lines = path.read_text(encoding="utf-8").splitlines()
    assert [(r["a"], r["b"], r["deals"]) for r in map(json.loads, lines)] == [
        ("easy", "random", 2),
        ("random", "easy", 2),
    ]
    measure(path, plan, only="hasenpfeffer")
    assert path.read_text(encoding="utf-8").splitlines() == lines, "finished runs are not repeated"
    text = table(path)
    assert "| hasenpfeffer default 4p | easy vs random | 2 |" in text


def test_results_of_other_code_are_kept_but_not_shown(tmp_path, monkeypatch):
    import ai.matrix

    path = tmp_path / "results.jsonl"
    monkeypatch.setattr(ai.matrix, "code_digest", lambda: "old")
    measure(path, Plan([("easy", "random", None)], deals=2, seed=3, jobs=1), only="hasenpfeffer")
    assert "easy vs random" in table(path)
    monkeypatch.setattr(ai.matrix, "code_digest", lambda: "new")
    assert "easy vs random" not in table(path)
    assert "easy vs random" in table(path, "old"), "older results can still be shown"
    measure(path, Plan([("easy", "random", None)], deals=2, seed=3, jobs=1), only="hasenpfeffer")
    assert len(path.read_text(encoding="utf-8").splitlines()) == 2, "measured again for the new code"
    assert "easy vs random" in table(path)


def test_code_digest_is_stable_and_short():
    from ai.matrix import code_digest

    assert code_digest() == code_digest()
    assert len(code_digest()) == 12


def test_a_pair_names_two_levels_and_perhaps_b_s_revision():
    assert parse_pair("hard-easy") == ("hard", "easy", None)
    assert parse_pair("hard-hard@94b3bb7") == ("hard", "hard", "94b3bb7")
    for bad in ("hard", "hard-", "hard-expert", "hard-hard@", "-easy"):
        with pytest.raises(ValueError, match="A-B"):
            parse_pair(bad)


def test_a_bad_pair_or_revision_is_one_line_and_exit_2(tmp_path, capsys):
    assert main([str(tmp_path / "r.jsonl"), "--pair", "hard-wizard"]) == 2
    assert main([str(tmp_path / "r.jsonl"), "--pair", "hard-hard@no-such-rev", "--deals", "1"]) == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 2 and all(line.startswith("matrix: ") for line in err)
    assert not (tmp_path / "r.jsonl").exists()


def test_a_pair_against_an_older_revision_is_kept_apart_with_its_caps(tmp_path):
    """B as the code of a revision (here HEAD, which plays as the local code) is its own row."""
    path = tmp_path / "results.jsonl"
    measure(
        path, Plan([("easy", "easy", "HEAD")], deals=1, seed=3, jobs=1, iterations=20), only="hasenpfeffer"
    )
    (r,) = map(json.loads, path.read_text(encoding="utf-8").splitlines())
    assert len(r["b_rev"]) == 40 and r["iterations"] == 20
    assert f"| easy vs easy of {r['b_rev'][:12]} | 1 |" in table(path)


def test_the_share_of_the_easy_to_cheater_gap():
    assert gap_closed({"easy": 1.0, "hard": 2.6, "cheater": 3.0}) == pytest.approx(0.8)
    assert gap_closed({"easy": 1.0, "hard": 2.6}) is None
    assert gap_closed({"easy": 3.0, "hard": 2.6, "cheater": 3.0}) is None
