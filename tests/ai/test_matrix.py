"""``python -m ai.matrix`` appends each measurement once and tabulates the results."""

from __future__ import annotations

import json
import time

import pytest

from ai.arena import Match, run, run_key
from ai.journal import Journal, code_digest
from ai.matrix import Plan, gap_closed, gap_split, journal_of, main, measure, paired_gap, parse_pair, table
from game.rules import get_ruleset


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
    monkeypatch.setattr(ai.matrix, "code_digest", lambda game: "old")
    measure(path, Plan([("easy", "random", None)], deals=2, seed=3, jobs=1), only="hasenpfeffer")
    assert "easy vs random" in table(path)
    monkeypatch.setattr(ai.matrix, "code_digest", lambda game: "new")
    assert "easy vs random" not in table(path)
    assert "easy vs random" in table(path, "old"), "older results can still be shown"
    measure(path, Plan([("easy", "random", None)], deals=2, seed=3, jobs=1), only="hasenpfeffer")
    assert len(path.read_text(encoding="utf-8").splitlines()) == 2, "measured again for the new code"
    assert "easy vs random" in table(path)


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


def test_the_share_of_the_easy_to_cheater_gap_and_its_interval():
    share = gap_closed({"hard": (1.6, 0.2), "cheater": (2.0, 0.2)})
    # delta method: half-width sqrt(0.2^2 + 0.8^2 * 0.2^2) / 2.0
    assert share == pytest.approx((0.8, 0.8 - 0.12806, 0.8 + 0.12806), abs=1e-5)
    assert gap_closed({"hard": (1.6, 0.0), "cheater": (2.0, 0.0)}) == pytest.approx((0.8, 0.8, 0.8))
    assert gap_closed({"hard": (1.6, 0.2)}) is None
    behind = {"hard": (1.6, 0.2), "cheater": (-0.1, 0.2)}
    assert gap_closed(behind) is None, "the cheater must be ahead of easy"


def test_the_table_shows_the_share_from_the_duels_against_easy(tmp_path, capsys):
    path = tmp_path / "results.jsonl"
    base = {"game": "skitgubbe", "preset": "default", "players": 3, "b": "easy", "b_rev": None, "deals": 400}
    base |= {"move_time_p50": 0.1, "move_time_p95": 0.5, "code": code_digest("skitgubbe")}
    lines = [{**base, "a": "hard", "mean_diff": 0.3, "ci95": [0.2, 0.4]}]
    lines.append({**base, "a": "cheater", "mean_diff": 0.4, "ci95": [0.3, 0.5]})
    path.write_text("".join(json.dumps(r) + "\n" for r in lines) + "not json\n" + '{"game": "skitgubbe"}\n')
    shown = "skitgubbe default: hard closes 75% of the easy-to-cheater gap (95% CI 44% to 106%)"
    assert shown in table(path)
    assert "skipped 2 unreadable line(s)" in capsys.readouterr().err


def test_the_paired_share_keeps_the_deals_common_luck_out():
    # residuals h - (2/3) c are -1/3, 0, +1/3: half-width 1.96 * (1/3) / sqrt(3) / 3
    share, half = 2 / 3, 0.12574
    expected = (share, share - half, share + half)
    assert paired_gap([1.0, 2.0, 3.0], [2.0, 3.0, 4.0]) == pytest.approx(expected, abs=1e-5)
    lucky = [10.0, -6.0, 4.0, 0.0]  # hard gains half what the cheater gains, deal by deal
    assert paired_gap([x / 2 for x in lucky], lucky) == pytest.approx((0.5, 0.5, 0.5))
    assert paired_gap([1.0], [2.0]) is None and paired_gap([1.0, 2.0], [-1.0, 0.0]) is None


def test_the_table_pairs_the_share_by_deal_where_the_journal_holds_both_runs(tmp_path):
    path = tmp_path / "results.jsonl"
    config = get_ruleset("skitgubbe").config()
    base = {"game": "skitgubbe", "preset": "default", "players": 3, "b": "easy", "b_rev": None, "deals": 2}
    base |= {"seed": 1, "options": dict(config.options), "move_time_p50": 0.1, "move_time_p95": 0.5}
    base |= {"code": code_digest("skitgubbe")}
    lines = [{**base, "a": "hard", "mean_diff": 1.0, "ci95": [-2.0, 4.0]}]
    lines.append({**base, "a": "cheater", "mean_diff": 2.0, "ci95": [-4.0, 8.0]})
    path.write_text("".join(json.dumps(r) + "\n" for r in lines))
    assert "(95% CI -162% to 262%)" in table(path), "no journal: from the two intervals"
    for level, diffs in (("hard", [3.0, -1.0]), ("cheater", [6.0, -2.0])):
        journal = Journal(journal_of(path), run_key(Match(config, level, "easy", 1)))
        for i, d in enumerate(diffs):
            journal.add(i, {"diff": d})
    assert "hard closes 50% of the easy-to-cheater gap (95% CI 50% to 50%, paired by deal)" in table(path)


def test_a_carried_result_counts_for_todays_code_and_shows_where_it_was_measured(tmp_path):
    path = tmp_path / "results.jsonl"
    base = {"game": "skitgubbe", "preset": "default", "players": 3, "a": "hard", "b": "easy", "b_rev": None}
    base |= {"deals": 400, "seed": 1, "mean_diff": 0.3, "ci95": [0.2, 0.4]}
    base |= {"move_time_p50": 0.1, "move_time_p95": 0.5}
    carried = {"code": "0123456789ab", "commit": "73eb4fd", "why": "w", "proof": "p"}
    path.write_text(json.dumps({**base, "code": code_digest("skitgubbe"), "carried_from": carried}) + "\n")
    assert "| hard vs easy | 400 (on 0123456789ab) |" in table(path)
    assert "hard vs easy" not in table(path, code="0123456789ab"), "filed under today's digest only"
    plan = Plan([("hard", "easy", None)], deals=400, seed=1, jobs=1)
    assert measure(path, plan, only="skitgubbe", deadline=time.time()), "measured already: nothing to play"
    assert not journal_of(path).exists()


def test_a_stopped_matrix_goes_on_from_its_journal(tmp_path, capsys):
    path = tmp_path / "results.jsonl"
    plan = Plan([("easy", "random", None)], deals=3, seed=3, jobs=1)
    assert not measure(path, plan, only="hasenpfeffer", deadline=time.time()), "no deal after the deadline"
    assert not path.exists() and not journal_of(path).exists()
    match = Match(get_ruleset("hasenpfeffer").config(), "easy", "random", 3)
    first = run(match, 1, journal=Journal(journal_of(path), run_key(match)))
    argv = [str(path), "--pair", "easy-random", "--deals", "3", "--seed", "3", "--jobs", "1"]
    assert main([*argv, "--only", "hasenpfeffer"]) == 0
    (r,) = map(json.loads, path.read_text().splitlines())
    assert r["deals"] == 3 and r["code"] == code_digest("hasenpfeffer")
    assert r["wall_seconds"] == round(Journal(journal_of(path), run_key(match)).seconds(), 1)
    assert len(journal_of(path).read_text().splitlines()) == 3, "the journalled deal is not played again"
    assert r["mean_diff"] == run(match, 3)["mean_diff"] != first["mean_diff"]
    assert "matrix: stopped" in capsys.readouterr().out


def _deal(diff, *contracts):
    keys = ("side", "contract", "declarer_score", "opponents_score")
    return {"diff": diff, "contracts": [dict(zip(keys, c, strict=True)) for c in contracts]}


def test_the_cheaters_lead_splits_by_who_declared_each_play():
    # deal 0: hard's side declares and makes 3 (5 - 1) in play 1, easy's makes 2 against it
    # in play 2; the cheater's side declares both: +4 and +5. Deal 1 has a play without a
    # contract, so it counts whole under "other".
    hard = [_deal(1.0, ("a", 3, 5, 1), ("b", 2, 3, 1)), _deal(0.5, ("a", 2, 3, 2))]
    cheater = [_deal(4.5, ("a", 3, 5, 1), ("a", 4, 5, 0)), _deal(2.5, ("a", 2, 5, 0))]
    parts = gap_split(hard, cheater, plays=2)
    assert parts == {
        "both declared": (1, pytest.approx(0.0)),
        "only the cheater declared": (1, pytest.approx((5 - -2) / 4)),
        "other": (2, pytest.approx(2 * (2.5 - 0.5) / 4)),
    }
    lead = (4.5 + 2.5 - 1.0 - 0.5) / 2
    assert sum(part for _, part in parts.values()) == pytest.approx(lead), "the parts add up to the lead"


def test_the_split_is_printed_for_presets_journalled_against_easy(tmp_path, capsys):
    path = tmp_path / "results.jsonl"
    config = get_ruleset("hasenpfeffer").config()
    base = {"game": "hasenpfeffer", "preset": "default", "players": 4, "b": "easy", "b_rev": None, "deals": 1}
    base |= {"seed": 1, "options": dict(config.options), "move_time_p50": 0.1, "move_time_p95": 0.5}
    base |= {"code": code_digest("hasenpfeffer")}
    lines = [{**base, "a": level, "mean_diff": 1.0, "ci95": [0.0, 2.0]} for level in ("hard", "cheater")]
    path.write_text("".join(json.dumps(r) + "\n" for r in lines))
    assert main([str(path), "--split"]) == 0
    assert capsys.readouterr().out.startswith("matrix: no preset has both runs"), "no journal yet"
    # play 1: easy declares against hard but not against the cheater, whose side makes 3 with
    # 5 tricks; play 2: easy declares 3 and fails both times, by 8 against hard, 9 against the cheater
    deals = {
        "hard": _deal(2.5, ("b", 3, 4, 1), ("b", 3, -3, 5)),
        "cheater": _deal(6.5, ("a", 3, 5, 1), ("b", 3, -3, 6)),
    }
    for level, deal in deals.items():
        Journal(journal_of(path), run_key(Match(config, level, "easy", 1))).add(0, deal)
    assert main([str(path), "--split"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "hasenpfeffer default: cheater − hard +4.000 a deal over 1 deals, by who declared:",
        "- only the cheater declared: 1 plays, +3.500 a deal",
        "- both defended: 1 plays, +0.500 a deal",
    ]
