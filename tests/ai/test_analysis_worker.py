"""The analysis runs off the caller's thread, reports progress, can be cancelled and is
stored next to the deal so that it is computed once (ai/analysis_worker.py)."""

from __future__ import annotations

import time

import pytest

from ai import analysis_store
from ai.analysis import VERSION, analyse
from ai.analysis_worker import AnalysisStatus, AnalysisWorker
from game.record import Record


def _record() -> Record:
    record = Record.load("examples/prisdorf.json")
    record.deals = record.deals[:1]
    return record


def _wait(worker: AnalysisWorker, timeout: float = 120.0) -> list[AnalysisStatus]:
    seen: list[AnalysisStatus] = []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        status = worker.poll()
        assert status is not None
        if not seen or status != seen[-1]:
            seen.append(status)
        if status.finished:
            return seen
        time.sleep(0.01)
    raise AssertionError("the analysis did not finish")


@pytest.mark.parametrize("use_process", [True, False], ids=["process", "thread"])
def test_the_worker_reports_progress_and_stores_the_result(tmp_path, use_process):
    record = _record()
    with AnalysisWorker(use_process=use_process, folder=tmp_path) as worker:
        start = time.perf_counter()
        worker.request(record, 0, 0, seed=3)
        assert time.perf_counter() - start < 0.25, "request blocked the caller"
        seen = _wait(worker)
    final = seen[-1]
    assert final.error is None and final.result == analyse(record, 0, 0, seed=3).to_json()
    total = len(final.result["decisions"])
    progress = [s.done for s in seen if s.total and not s.finished]
    assert progress == sorted(progress) and all(0 < d <= total for d in progress)
    # each decision is reported as soon as it is judged (the last first): the review browses them
    partial = max((s.partial for s in seen if not s.finished), key=len)
    assert partial and list(partial) == final.result["decisions"][::-1][: len(partial)]
    key = analysis_store.deal_key(record, 0, 0, 3)
    assert analysis_store.load(key, tmp_path) == final.result


def test_a_stored_analysis_is_answered_without_analysing_again(tmp_path):
    record = _record()
    key = analysis_store.deal_key(record, 0, 0, 0)
    marker = {"version": VERSION, "decisions": [], "stored": True}
    analysis_store.save(key, marker, tmp_path)
    with AnalysisWorker(use_process=False, folder=tmp_path) as worker:
        worker.request(record, 0, 0)
        status = worker.poll()
    assert status is not None and status.result == marker


def test_another_deal_seat_or_seed_is_another_analysis():
    record = _record()
    keys = {analysis_store.deal_key(record, 0, s, seed) for s in range(2) for seed in range(2)}
    assert len(keys) == 4
    changed = _record()
    changed.deals[0].actions = changed.deals[0].actions[:-1]
    assert analysis_store.deal_key(changed, 0, 0, 0) != analysis_store.deal_key(record, 0, 0, 0)


def test_a_cancelled_analysis_stops_and_stores_nothing(tmp_path):
    record = _record()
    with AnalysisWorker(use_process=False, folder=tmp_path) as worker:
        worker.request(record, 0, 0)
        deadline = time.monotonic() + 60
        while (status := worker.poll()) is not None and not status.done and time.monotonic() < deadline:
            time.sleep(0.005)
        assert status is not None and 0 < status.done < status.total, "no progress before the end"
        worker.cancel()
        assert worker.poll() is None
        start = time.monotonic()
        worker.request(record, 5, 0)  # answered once the cancelled analysis has stopped
        seen = _wait(worker, timeout=30.0)
    assert time.monotonic() - start < 3.0
    assert seen[-1].error == "deal 6 does not exist (the record has 1 deals)"
    assert list(tmp_path.iterdir()) == []
