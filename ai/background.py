"""A server function run off the caller's thread, one request wanted at a time.

``Background(serve, name, use_process)`` starts ``serve(requests, answers, wanted)`` in a
spawned process (or, ``use_process=False``, a daemon thread with the same protocol).
``wanted.value`` holds the id of the only request whose answer still matters, so the server
can stop early; ``None`` on ``requests`` ends it. The coach and the analysis build on it.
"""

from __future__ import annotations

import multiprocessing
import queue
import threading
from collections.abc import Callable
from typing import Any

from .worker import _Flag

Serve = Callable[[Any, Any, Any], None]


class Background:
    """The channels to one server and the id of the current request (see the module)."""

    def __init__(self, serve: Serve, name: str, use_process: bool = True) -> None:
        self._serve, self._name = serve, name
        self._rid = 0
        self._process: Any = None
        if use_process:
            self._start_process()
        else:
            self._requests: Any = queue.Queue()
            self._answers: Any = queue.Queue()
            self._wanted: Any = _Flag()
            args = (self._requests, self._answers, self._wanted)
            threading.Thread(target=serve, args=args, daemon=True, name=name).start()

    def _start_process(self) -> None:
        ctx = multiprocessing.get_context("spawn")
        self._requests = ctx.Queue()
        self._answers = ctx.Queue()
        self._wanted = ctx.Value("q", 0, lock=False)
        args = (self._requests, self._answers, self._wanted)
        self._process = ctx.Process(target=self._serve, args=args, daemon=True, name=self._name)
        self._process.start()

    def _next_request(self) -> int:
        """A new request id, now the only one wanted."""
        self._rid += 1
        self._wanted.value = self._rid
        return self._rid

    def cancel(self) -> None:
        """Forget the current request; the server drops it soon."""
        self._next_request()

    def close(self) -> None:
        """Stop the server (idempotent)."""
        self.cancel()
        self._requests.put(None)
        if self._process is not None:
            self._process.join(timeout=2)
            if self._process.is_alive():
                self._process.terminate()
                self._process.join(timeout=2)
            self._process = None
