"""The worker thinks off the caller's thread: request returns at once, poll never blocks."""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ai.worker import AgentWorker
from game.rules import get_ruleset

from .states import decision_states


def _state():
    """A Prisdorf Fipsen decision (the table's first game); its easy level is rule-based, so
    a request is reproducible whatever the machine's load."""
    return decision_states("fipsen", "prisdorf", 4, count=1, seed=3)[0]


def _wait(worker: AgentWorker, timeout: float = 30.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        action = worker.poll()
        if action is not None:
            return action
        time.sleep(0.005)
    raise AssertionError("no answer from the worker")


@pytest.mark.parametrize("use_process", [True, False], ids=["process", "thread"])
def test_worker_answers_without_blocking(use_process):
    state = _state()
    seat = state.to_move
    with AgentWorker(use_process=use_process) as worker:
        start = time.perf_counter()
        worker.request(state, seat, "hard", seed=7)
        assert time.perf_counter() - start < 0.25, "request blocked the caller"
        start = time.perf_counter()
        worker.poll()
        assert time.perf_counter() - start < 0.05, "poll blocked the caller"
        action = _wait(worker)
        assert action in state.legal_actions()
        assert worker.poll() is None  # an answer is handed out once


@pytest.mark.parametrize("use_process", [True, False], ids=["process", "thread"])
def test_worker_is_reproducible_and_cancellable(use_process):
    state = _state()
    seat = state.to_move
    with AgentWorker(use_process=use_process) as worker:
        worker.request(state, seat, "easy", seed=9)
        first = _wait(worker)
        worker.request(state, seat, "easy", seed=9)
        assert _wait(worker) == first
        worker.request(state, seat, "hard", seed=1)
        worker.cancel()
        time.sleep(0.05)
        assert worker.poll() is None


def _forced_state():
    """A Prisdorf state where the seat to move has exactly one legal action."""
    rs = get_ruleset("fipsen")
    for seed in range(100):
        rng = random.Random(seed)
        state = rs.new_deal(rs.config("prisdorf"), 0, rng=rng)
        while state.to_move is not None:
            legal = state.legal_actions()
            if len(legal) == 1:
                return state
            state.apply(rng.choice(legal))
    raise AssertionError("no forced decision found")


def test_a_single_legal_action_returns_at_once():
    state = _forced_state()
    with AgentWorker(use_process=False) as worker:
        worker.request(state, state.to_move, "hard", seed=0)
        assert worker.poll() == state.legal_actions()[0]


class _Failing:
    """A CPU player whose every decision raises."""

    def choose(self, obs, rng):
        raise ZeroDivisionError("boom in the search")


def test_a_failing_search_answers_the_rules_of_thumb_move(monkeypatch):
    from ai.agent import Observation
    from ai.knowledge import game_ai

    monkeypatch.setattr("ai.worker.make_agent", lambda level, game: _Failing())
    state = _state()
    failures: list[str] = []
    with AgentWorker(use_process=False) as worker:
        worker.on_failure = failures.append
        worker.request(state, state.to_move, "hard", seed=5)
        action = _wait(worker)
    heuristic = game_ai("fipsen").heuristic
    assert heuristic is not None
    expected = heuristic(0.0).choose(Observation(state, state.to_move), random.Random(5))
    assert action == expected and action in state.legal_actions()
    assert len(failures) == 1 and "boom in the search" in failures[0]


def test_when_the_rules_of_thumb_fail_too_a_random_legal_move_is_played(monkeypatch):
    def no_knowledge(game):
        raise RuntimeError("no rules of thumb either")

    monkeypatch.setattr("ai.worker.make_agent", lambda level, game: _Failing())
    monkeypatch.setattr("ai.worker.game_ai", no_knowledge)
    state = _state()
    failures: list[str] = []
    with AgentWorker(use_process=False) as worker:
        worker.on_failure = failures.append
        worker.request(state, state.to_move, "hard", seed=5)
        action = _wait(worker)
    assert action == random.Random(5).choice(state.legal_actions())
    assert len(failures) == 1


def test_a_dead_worker_process_is_replaced_and_the_decision_still_answered():
    state = _state()
    failures: list[str] = []
    with AgentWorker(use_process=True) as worker:
        worker.on_failure = failures.append
        first = worker._process
        worker.request(state, state.to_move, "hard", seed=5)
        first.kill()
        first.join(timeout=5)
        action = _wait(worker)
        assert action in state.legal_actions()
        assert len(failures) == 1 and "process stopped" in failures[0]
        worker.request(state, state.to_move, "easy", seed=5)  # the new process thinks
        assert _wait(worker) in state.legal_actions()
        assert worker._process is not first and worker._process.is_alive()


CHILD = """
import sys, time
from ai.worker import AgentWorker
if __name__ == "__main__":
    worker = AgentWorker(use_process=True)
    print(worker._process.pid, flush=True)
    time.sleep(120)
"""


@pytest.mark.skipif(not hasattr(os, "fork"), reason="kill -9 of a process group member is POSIX")
def test_the_worker_process_ends_when_the_table_is_killed(tmp_path):
    """Issue 'Polish', item 5: after kill -9 of the game its worker must not run on."""
    script = tmp_path / "table.py"
    script.write_text(CHILD)
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PYTHONPATH": str(root)}
    table = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True, env=env)
    worker_pid = int(table.stdout.readline())
    assert _alive(worker_pid)
    table.kill()  # SIGKILL: the table cannot say goodbye
    table.wait()
    deadline = time.monotonic() + 10
    while _alive(worker_pid) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not _alive(worker_pid), "the worker process outlived the table"


def _alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie, ended but not yet reaped, does not)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    stat = Path(f"/proc/{pid}/stat")
    return not stat.exists() or stat.read_text().split()[2] != "Z"
