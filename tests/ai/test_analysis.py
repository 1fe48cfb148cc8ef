"""Analysis of a deal (ai/analysis.py, ``python -m ai.analyse``): grades, reproducibility, bad input."""

from __future__ import annotations

import json
import random

import pytest

from ai.agent import Observation
from ai.analyse import main
from ai.analysis import Analysis, AnalysisError, analyse, deal_start, options
from ai.judge import Judge
from ai.knowledge import Grades, game_ai
from game.record import Record

THROWN = {
    "format": 1,
    "game": "hasenpfeffer",
    "preset": "default",
    "options": {},
    "players": 4,
    "deals": [
        {
            "dealer": 3,
            "layout": {
                "hands": [
                    ["Th", "As", "Qs", "9h", "Qd", "Kd"],
                    ["Qc", "Ts", "Jd", "Qh", "Js", "Ac"],
                    ["9c", "Ad", "Kc", "9d", "9s", "Kh"],
                    ["Td", "Tc", "Jc", "Ks", "Jo", "Ah"],
                ],
                "widow": ["Jh"],
            },
            # East declares 3 in clubs. In the fifth trick East leads K♠ after West's T♠ and
            # North's 9♠; South, last to play, holds A♠ Q♠ K♦ and must follow spades (HF-18):
            # the A♠ takes the trick for sure (HF-19: no trump in it), but South plays the Q♠.
            "actions": [
                "bid 1",
                "bid 2",
                "pass",
                "bid 3",
                "trump c",
                "play Jo",
                "play 9h",
                "play Qc",
                "play 9c",
                "play Jc",
                "play Th",
                "play Ac",
                "play Kc",
                "play Tc",
                "play Qd",
                "play Js",
                "play 9d",
                "play Ts",
                "play 9s",
                "play Ks",
                "play Qs",
                "play Ah",
                "play Kd",
                "play Qh",
                "play Kh",
                "play Td",
                "play As",
                "play Jd",
                "play Ad",
            ],
        }
    ],
}
THROWN_AT = 20
"""The index of South's Q♠ in the deal's actions."""


@pytest.fixture(scope="module")
def thrown() -> Analysis:
    return analyse(Record.from_json(THROWN), 0, 0)


def test_a_thrown_away_sure_trick_is_a_blunder_and_the_winning_card_is_named(thrown):
    decision = next(d for d in thrown.decisions if d.index == THROWN_AT)
    assert decision.taken == "play Qs"
    assert decision.grade == "??"
    assert decision.best == "play As"
    assert decision.open_best == "play As" and decision.open_method == "solver"
    costliest = thrown.to_json()["summary"]["costliest"][0]
    assert (costliest["index"], costliest["better"], costliest["grade"]) == (THROWN_AT, "play As", "??")


def test_the_summary_names_the_declarer_and_whether_his_contract_was_makeable(thrown):
    """East's 3 in clubs, made with 5 tricks (HF-21), is makeable open-handed from South's
    first decision the solver can judge (the third trick) on."""
    first_solved = min(d.index for d in thrown.decisions if d.open_method == "solver")
    assert thrown.declarer == {"seat": 3, "made": True, "makeable": True, "judged_at": first_solved}
    assert thrown.scores == [1, 5, 1, 5]


def test_analysing_the_same_record_twice_gives_the_same_result(thrown):
    again = analyse(Record.from_json(THROWN), 0, 0)
    assert json.dumps(again.to_json()) == json.dumps(thrown.to_json())


def test_every_decision_of_the_seat_is_annotated(thrown):
    record = Record.from_json(THROWN)
    state = deal_start(record, 0)
    asked = []
    for j, text in enumerate(record.deals[0].actions):
        if state.to_move == 0:
            asked.append(j)
        state.apply(text)
    assert [d.index for d in thrown.decisions] == asked
    for d in thrown.decisions:
        assert d.forced or (d.taken in d.values and d.taken in d.open_values)


def _best_play_record(seed: int) -> Record:
    """Fipsen's example deal with South deciding everything by the analysis's own judgement
    (another seed's worlds: PIMC with the exact solver from the third trick, rollouts
    before), the others by the rules of thumb."""
    record = Record.load("examples/prisdorf.json")
    record.deals = record.deals[:1]
    record.deals[0].actions = []
    ai = game_ai(record.game)
    judge, rules, rng = Judge(ai), ai.heuristic(0.0), random.Random(seed)
    state = deal_start(record, 0)
    while state.to_move is not None:
        if state.to_move == 0 and len(state.legal_actions()) > 1:
            weighed = options(state, state.legal_actions()[0], ai, rng)
            _, nodes = judge.open_hands(state, weighed, rng, True)
            judged = judge.informed(state, weighed, weighed[0], rng, nodes)
            action = max(weighed, key=lambda a: judged.values[a])
        else:
            action = rules.choose(Observation(state, state.to_move), rng)
        record.deals[0].actions.append(action.text)
        state.apply(action)
    return record


def test_a_seat_that_always_takes_the_best_action_makes_no_mistake():
    analysis = analyse(_best_play_record(seed=11), 0, 0)
    assert len([d for d in analysis.decisions if not d.forced]) >= 4
    assert [(d.index, d.taken, d.grade) for d in analysis.decisions if d.grade] == []
    assert analysis.lost() == 0


def test_grades_follow_the_thresholds():
    grades = Grades(1.0, 2.0, 4.0)
    assert [grades.grade(x) for x in (0.0, 0.99, 1.0, 2.5, 4.0, 9.0)] == [None, None, "?!", "?", "??", "??"]
    with pytest.raises(ValueError):
        Grades(2.0, 1.0, 3.0)


def test_analysis_refuses_a_deal_or_seat_that_does_not_exist():
    record = Record.from_json(THROWN)
    with pytest.raises(AnalysisError, match="deal 2 does not exist"):
        analyse(record, 1, 0)
    with pytest.raises(AnalysisError, match="seat 4 does not exist"):
        analyse(record, 0, 4)


@pytest.mark.parametrize(
    ("content", "args", "message"),
    [
        ("{broken", [], "is not valid JSON"),
        (None, ["--deal", "2"], "deal 2 does not exist (the record has 1 deals)"),
        (None, ["--deal", "0"], "deal 0 does not exist"),
        (None, ["--seat", "7"], "seat 7 does not exist (seats 0..3)"),
        (None, ["--seat", "x"], "argument --seat: invalid int value"),
    ],
)
def test_bad_input_gives_one_line_and_status_2(tmp_path, capsys, content, args, message):
    path = tmp_path / "record.json"
    path.write_text(content if content is not None else json.dumps(THROWN), encoding="utf-8")
    with pytest.raises(SystemExit) as stop:
        raise SystemExit(main([str(path), *args]))
    assert stop.value.code == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and message in err and "Traceback" not in err
    with pytest.raises(SystemExit) as stop:
        raise SystemExit(main([str(path), *args, "--json"]))
    assert stop.value.code == 2
    assert message in json.loads(capsys.readouterr().out)["error"]


def test_the_text_output_marks_the_blunder_and_names_the_better_card(tmp_path, capsys):
    path = tmp_path / "record.json"
    path.write_text(json.dumps(THROWN), encoding="utf-8")
    assert main([str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    blunder = next(line for line in lines if line.startswith(f"{THROWN_AT + 1:>4}  play"))
    assert "play Qs" in blunder and " ?? " in blunder and "best play As" in blunder
    assert f"  action {THROWN_AT + 1}: play Qs ?? loses" in "\n".join(lines)
    assert lines[-1].startswith("Declarer seat 3 (East) made the contract; open-handed the contract was")
    assert "was makeable (solved from action" in lines[-1]
