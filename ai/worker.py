"""Thinking off the UI thread: ``AgentWorker`` runs CPU players in a worker process.

The caller hands over the true state; the worker wraps it in an ``Observation`` for the
seat, so the agent sees only that seat's view. ``request`` returns at once, ``poll`` is
non-blocking, and a request is reproducible from its seed whenever the search's iteration
cap (not the clock) ends it.

A CPU player cannot take the table down: when its decision raises, the worker answers
with the game's rules-of-thumb move instead (failing that, a seeded random legal move),
and when the worker process dies, with a random legal move and a new process. Either way
``poll`` reports the failure to ``on_failure`` (by default a line in the log) and answers.

The process comes from multiprocessing's *spawn* context on every platform. A frozen
build (PyInstaller) must call ``multiprocessing.freeze_support()`` first thing in its
entry point (``game/__main__.py``), or every worker would start another copy of the app.
``use_process=False`` thinks in a background thread instead (same protocol; the search
then shares the interpreter with the caller).
"""

from __future__ import annotations

import logging
import multiprocessing
import multiprocessing.connection
import os
import pickle
import queue
import random
import threading
import traceback
from collections.abc import Callable
from typing import Any

from game.rules import Action, State

from .agent import Observation
from .knowledge import game_ai
from .levels import make_agent

log = logging.getLogger(__name__)


def dumps(obj: object) -> bytes:
    """Pickle ``obj`` (a State) for the worker."""
    return pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)


class _Flag:
    """The id of the request whose answer is still wanted (a thread's shared value)."""

    def __init__(self) -> None:
        self.value = 0


def _exit_with_parent() -> None:
    """In the worker process: end as soon as the table's process is gone, even when it
    was killed (kill -9) and could not say so; the resource tracker then ends too."""
    parent = multiprocessing.parent_process()
    if parent is None:  # a thread of the table's own process
        return

    def watch() -> None:
        multiprocessing.connection.wait([parent.sentinel])
        os._exit(0)

    threading.Thread(target=watch, daemon=True, name="parent-watch").start()


def _serve(requests: Any, answers: Any, wanted: Any) -> None:
    """The worker's loop: think about each request that is still wanted, answer by id."""
    _exit_with_parent()
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
            answers.put((rid, action.text, None))
        except Exception:  # the caller reports it; the rules of thumb answer instead
            failure = traceback.format_exc()
            answers.put((rid, _rules_of_thumb(blob, seat, seed), failure))


def _rules_of_thumb(blob: bytes, seat: int, seed: int) -> str | None:
    """The game's rules-of-thumb move for a request whose search failed (None when that
    fails too: the caller then plays a random legal move)."""
    try:
        state: State = pickle.loads(blob)
        heuristic = game_ai(state.config.game).heuristic
        if heuristic is None:
            return None
        return heuristic(0.0).choose(Observation(state, seat), random.Random(seed)).text
    except Exception:
        return None


def _log_failure(failure: str) -> None:
    log.error("a CPU player failed; it played another legal move instead\n%s", failure)


class AgentWorker:
    """Thinks about one request at a time off the caller's thread.

    ``request(state, seat, level, seed)`` starts thinking (a newer request supersedes an
    older one), ``poll()`` returns the chosen action once ready (else None), ``cancel()``
    drops the current request, ``close()`` stops the worker. ``on_failure(text)`` hears
    of a decision that failed (the traceback) before ``poll`` answers another legal move.
    """

    def __init__(self, use_process: bool = True) -> None:
        self._rid = 0
        self._seed = 0
        self._legal: dict[str, Action] = {}
        self._ready: Action | None = None
        self._pending = False
        self._process: Any = None
        self._thread: threading.Thread | None = None
        self.on_failure: Callable[[str], None] = _log_failure
        self._requests: Any = None  # queues and flag of the thread's or the process's kind
        self._answers: Any = None
        self._wanted: Any = None
        if use_process:
            self._start_process()
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

    def _start_process(self) -> None:
        ctx = multiprocessing.get_context("spawn")
        self._requests = ctx.Queue()
        self._answers = ctx.Queue()
        self._wanted = ctx.Value("q", 0, lock=False)
        self._process = ctx.Process(
            target=_serve,
            args=(self._requests, self._answers, self._wanted),
            daemon=True,
            name="ai-worker",
        )
        self._process.start()

    @property
    def in_process(self) -> bool:
        """Whether it thinks in a process of its own (else in a thread)."""
        return self._thread is None

    def request(self, state: State, seat: int, level: str, seed: int) -> None:
        """Start thinking about ``state`` for ``seat`` (who must be to move)."""
        if state.to_move != seat:
            raise ValueError(f"seat {seat} is not to move")
        legal = state.legal_actions()
        self._rid += 1
        self._wanted.value = self._rid
        self._ready = None
        self._seed = seed
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
            self._close_process()
        elif self._thread is not None:
            self._requests.put(None)
            self._thread = None

    def _close_process(self) -> None:
        if self._process.is_alive():
            self._requests.put(None)
            self._process.join(timeout=2)
            if self._process.is_alive():
                self._process.terminate()
                self._process.join(timeout=2)
        self._requests.close()
        self._answers.close()
        self._process = None

    def __enter__(self) -> AgentWorker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _collect(self) -> None:
        while True:
            try:
                rid, text, failure = self._answers.get_nowait()
            except queue.Empty:
                break
            if rid != self._rid:
                continue
            self._pending = False
            if failure is not None:
                self._failed(failure, text)
            else:
                self._ready = self._legal[text]
        if self._pending and self._process is not None and not self._process.is_alive():
            self._pending = False
            code = self._process.exitcode
            self._close_process()
            self._start_process()
            self._failed(f"the CPU player's process stopped (exit code {code}); a new one started", None)

    def _failed(self, failure: str, text: str | None) -> None:
        """Report a failed decision and answer the rules-of-thumb move ``text`` instead, or
        a random legal move (from the request's seed) when there is none."""
        self.on_failure(failure)
        fallback = self._legal.get(text or "")
        self._ready = fallback or random.Random(self._seed).choice(list(self._legal.values()))
