"""The coach (ai/coach.py): the hint's best three and the blunder warning, judged from the
seat's knowledge with a fixed seed; its worker never takes the table down."""

from __future__ import annotations

import random
import time

import pytest

from ai import coach
from ai.analysis import deal_start
from ai.coach import Assessment, CoachWorker, assess
from game.record import Record, apply_recorded

from .test_analysis import THROWN, THROWN_AT


def _position(index: int):
    record = Record.from_json(THROWN)
    state = deal_start(record, 0)
    for j, text in enumerate(record.deals[0].actions[:index]):
        apply_recorded(state, text, 0, j)
    return state


@pytest.fixture(scope="module")
def thrown() -> Assessment:
    """South, last to a spade trick (HF-18, HF-19), holds A♠ (a sure trick) and Q♠."""
    return assess(_position(THROWN_AT), seed=11)


def test_throwing_away_a_sure_trick_is_a_blunder_and_the_ace_is_not(thrown):
    assert thrown.best is not None and thrown.best.text == "play As"
    loss = thrown.blunder_loss("play Qs")
    assert loss is not None and loss >= thrown.blunder == 2.0  # Hasenpfeffer's ?? (ai/knowledge)
    assert thrown.blunder_loss("play As") is None


def test_the_hint_lists_three_candidates_best_first_with_scores_and_reasons():
    state = _position(6)  # South's first card: six in hand, none can win the trick
    judged = assess(state, seed=3)
    top = judged.top()
    assert len(top) == 3
    values = [c.value for c in top]
    assert values == sorted(values, reverse=True)
    legal = {a.text for a in state.legal_actions()}
    assert all(c.text in legal for c in top)
    assert all(c.reason is not None for c in top)


def test_the_same_position_is_judged_the_same_and_only_from_what_the_seat_knows():
    state = _position(10)
    first = assess(state, seed=5)
    assert assess(state, seed=5) == first
    other = state.resample(0, random.Random(1))  # other hidden cards, the same view
    assert other.view(0) == state.view(0) and other.locations() != state.locations()
    assert assess(other, seed=5) == first


def _wait(worker: CoachWorker) -> Assessment:
    end = time.perf_counter() + 30
    while True:
        judged = worker.poll()
        if judged is not None:
            return judged
        assert time.perf_counter() < end, "the coach did not answer"
        time.sleep(0.01)


def test_the_worker_answers_off_the_caller_s_thread():
    with_worker = CoachWorker(use_process=False)
    try:
        with_worker.request(_position(THROWN_AT), 11)
        judged = _wait(with_worker)
        assert judged.best is not None and judged.best.text == "play As" and not judged.error
    finally:
        with_worker.close()


def test_a_failing_judgement_is_an_answer_without_candidates(monkeypatch):
    def broken(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(coach, "assess", broken)
    worker = CoachWorker(use_process=False)
    try:
        worker.request(_position(THROWN_AT), 11)
        judged = _wait(worker)
        assert judged.candidates == () and "boom" in judged.error
        assert judged.blunder_loss("play Qs") is None
    finally:
        worker.close()
