"""Analysing a deal off the UI thread: ``AnalysisWorker`` runs ``ai.analysis`` in a worker process.

``request`` returns at once: a deal analysed before (``ai.analysis_store``) is answered from
the store without any search; otherwise the worker analyses it, reports its progress
(decisions judged of all, and each decision as it is judged: ``partial``), stores the
result and answers it. ``poll`` never blocks and
returns the request's ``AnalysisStatus``. ``cancel`` (or a newer request) stops a running
analysis within one batch of worlds. The process comes from multiprocessing's *spawn*
context, like ``ai.worker.AgentWorker``'s; ``use_process=False`` analyses in a thread.
"""

from __future__ import annotations

import queue
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from game.record import Record, RecordError

from . import analysis_store
from .analysis import AnalysisError, Decision, analyse
from .background import Background
from .judge import Cancelled
from .worker import _exit_with_parent


@dataclass(frozen=True)
class AnalysisStatus:
    """Progress of a request: ``done`` of ``total`` decisions judged, ``partial`` the JSON of
    those judged so far (``Decision.to_json``, the last decision first); ``result`` (the JSON
    of ``Analysis.to_json``) once finished, ``error`` (one line) if it could not be analysed."""

    done: int = 0
    total: int = 0
    result: dict[str, Any] | None = None
    error: str | None = None
    partial: tuple[dict[str, Any], ...] = ()

    @property
    def finished(self) -> bool:
        return self.result is not None or self.error is not None


def _serve(requests: Any, answers: Any, wanted: Any) -> None:
    """The worker's loop: analyse each request that is still wanted; report by id."""
    _exit_with_parent()
    while True:
        message = requests.get()
        if message is None:
            return
        if wanted.value == message[0]:
            _analyse_one(message, answers, wanted)


def _analyse_one(message: tuple[Any, ...], answers: Any, wanted: Any) -> None:
    """Analyse one request, store the result and answer it (nothing when cancelled)."""
    rid, text, deal, seat, seed, folder = message

    def stop() -> bool:
        return bool(wanted.value != rid)

    def progress(done: int, total: int) -> None:
        answers.put(("progress", rid, done, total))

    def judged(decision: Decision) -> None:
        answers.put(("decision", rid, decision.to_json(), None))

    try:
        record = Record.loads(text)
        result = analyse(
            record, deal, seat, seed=seed, should_stop=stop, progress=progress, judged=judged
        ).to_json()
    except Cancelled:
        return
    except (RecordError, AnalysisError) as e:
        answers.put(("failed", rid, str(e), None))
        return
    except Exception as e:  # a fault of the analysis must not take the table down
        answers.put(("failed", rid, f"the analysis failed ({type(e).__name__}: {e})", None))
        return
    try:
        analysis_store.save(analysis_store.deal_key(record, deal, seat, seed), result, Path(folder))
    except OSError:
        pass  # not stored: it is computed again next time
    answers.put(("done", rid, result, None))


class AnalysisWorker(Background):
    """Analyses one deal at a time off the caller's thread (see the module's docstring)."""

    def __init__(self, use_process: bool = True, folder: Path | None = None) -> None:
        self.folder = folder or analysis_store.default_folder()
        self._status: AnalysisStatus | None = None
        super().__init__(_serve, "analysis-worker", use_process)

    def request(self, record: Record, deal: int, seat: int, seed: int = 0) -> None:
        """Analyse deal ``deal`` (0-based) of ``record`` for ``seat`` (a stored result answers at once)."""
        rid = self._next_request()
        stored = analysis_store.load(analysis_store.deal_key(record, deal, seat, seed), self.folder)
        if stored is not None:
            total = len(stored.get("decisions", ()))
            self._status = AnalysisStatus(total, total, stored)
            return
        self._status = AnalysisStatus()
        self._requests.put((rid, record.dumps(), deal, seat, seed, str(self.folder)))

    def poll(self) -> AnalysisStatus | None:
        """The current request's status (None: no request). Never blocks."""
        if self._status is not None and not self._status.finished:
            self._collect()
        return self._status

    def cancel(self) -> None:
        """Forget the current request; its analysis stops soon."""
        super().cancel()
        self._status = None

    def __enter__(self) -> AnalysisWorker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _collect(self) -> None:
        while True:
            try:
                kind, rid, first, second = self._answers.get_nowait()
            except queue.Empty:
                break
            if rid != self._rid:
                continue
            partial = () if self._status is None else self._status.partial
            if kind == "decision":
                self._status = replace(self._status or AnalysisStatus(), partial=(*partial, first))
            elif kind == "progress":
                self._status = AnalysisStatus(first, second, partial=partial)
            elif kind == "done":
                self._status = AnalysisStatus(len(first["decisions"]), len(first["decisions"]), first)
            else:
                self._status = AnalysisStatus(error=first)
        if self._process is not None and not self._process.is_alive() and not self._finished():
            code = self._process.exitcode
            self._start_process()
            self._status = AnalysisStatus(error=f"the analysis process stopped (exit code {code})")

    def _finished(self) -> bool:
        return self._status is None or self._status.finished
