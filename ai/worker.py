"""Thinking off the UI thread: ``AgentWorker`` runs CPU players in a worker process.

The caller hands over the true state; the worker wraps it in an ``Observation`` for the
seat, so the agent sees only that seat's view. ``request`` returns at once, ``poll`` is
non-blocking, and a request is reproducible from its seed whenever the search's iteration
cap (not the clock) ends it.

The process comes from multiprocessing's *spawn* context on every platform. A frozen
build (PyInstaller) must call ``multiprocessing.freeze_support()`` first thing in its
entry point (``game/__main__.py``), or every worker would start another copy of the app.
``use_process=False`` thinks in a background thread instead (same protocol; the search
then shares the interpreter with the caller).
"""

from __future__ import annotations

import multiprocessing
import pickle
import queue
import random
import threading
import traceback
from typing import Any

from game.rules import Action, State

from .agent import Observation
from .levels import make_agent


def dumps(obj: object) -> bytes:
    """Pickle ``obj`` (a State) for the worker."""
    return pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)


class _Flag:
    """The id of the request whose answer is still wanted (a thread's shared value)."""

    def __init__(self) -> None:
        self.value = 0


def _serve(requests: Any, answers: Any, wanted: Any) -> None:
    """The worker's loop: think about each request that is still wanted, answer by id."""
    agents: dict[tuple[str, str], Any] = {}
    while True:
        message = requests.get()
        if message is None:
            return
        rid, blob, seat, level, seed = message
        if wanted.value != rid:
            continue
        try:
            state: State = pickle.loads(blob)
            key = (level, state.config.game)
            agent = agents.get(key)
            if agent is None:
                agent = agents[key] = make_agent(level, state.config.game)
            if hasattr(agent, "should_stop"):
                agent.should_stop = lambda rid=rid: wanted.value != rid
            action = agent.choose(Observation(state, seat), random.Random(seed))
            answers.put((rid, True, action.text))
        except Exception:  # reported to the caller, who raises it from poll()
            answers.put((rid, False, traceback.format_exc()))


class AgentWorker:
    """Thinks about one request at a time off the caller's thread.

    ``request(state, seat, level, seed)`` starts thinking (a newer request supersedes an
    older one), ``poll()`` returns the chosen action once ready (else None), ``cancel()``
    drops the current request, ``close()`` stops the worker.
    """

    def __init__(self, use_process: bool = True) -> None:
        self._rid = 0
        self._legal: dict[str, Action] = {}
        self._ready: Action | None = None
        self._pending = False
        self._process: Any = None
        self._thread: threading.Thread | None = None
        if use_process:
            ctx = multiprocessing.get_context("spawn")
            self._requests: Any = ctx.Queue()
            self._answers: Any = ctx.Queue()
            self._wanted: Any = ctx.Value("q", 0, lock=False)
            self._process = ctx.Process(
                target=_serve,
                args=(self._requests, self._answers, self._wanted),
                daemon=True,
                name="ai-worker",
            )
            self._process.start()
        else:
            self._requests = queue.Queue()
            self._answers = queue.Queue()
            self._wanted = _Flag()
            self._thread = threading.Thread(
                target=_serve,
                args=(self._requests, self._answers, self._wanted),
                daemon=True,
                name="ai-worker",
            )
            self._thread.start()

    def request(self, state: State, seat: int, level: str, seed: int) -> None:
        """Start thinking about ``state`` for ``seat`` (who must be to move)."""
        if state.to_move != seat:
            raise ValueError(f"seat {seat} is not to move")
        legal = state.legal_actions()
        self._rid += 1
        self._wanted.value = self._rid
        self._ready = None
        self._legal = {a.text: a for a in legal}
        if len(legal) == 1:
            self._ready = legal[0]
            self._pending = False
            return
        self._pending = True
        self._requests.put((self._rid, dumps(state), seat, level, seed))

    def poll(self) -> Action | None:
        """The chosen action once ready (returned once), else None. Never blocks."""
        if self._ready is None and self._pending:
            self._collect()
        action, self._ready = self._ready, None
        return action

    def cancel(self) -> None:
        """Forget the current request; a search in progress stops soon."""
        self._rid += 1
        self._wanted.value = self._rid
        self._ready = None
        self._pending = False

    def close(self) -> None:
        """Stop the worker (idempotent)."""
        self.cancel()
        if self._process is not None:
            if self._process.is_alive():
                self._requests.put(None)
                self._process.join(timeout=2)
                if self._process.is_alive():
                    self._process.terminate()
                    self._process.join(timeout=2)
            self._requests.close()
            self._answers.close()
            self._process = None
        elif self._thread is not None:
            self._requests.put(None)
            self._thread = None

    def __enter__(self) -> AgentWorker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _collect(self) -> None:
        while True:
            try:
                rid, ok, payload = self._answers.get_nowait()
            except queue.Empty:
                break
            if rid != self._rid:
                continue
            self._pending = False
            if not ok:
                raise RuntimeError(f"the CPU player failed:\n{payload}")
            self._ready = self._legal[payload]
        if self._pending and self._process is not None and not self._process.is_alive():
            self._pending = False
            raise RuntimeError(f"the CPU player's process stopped (exit code {self._process.exitcode})")
