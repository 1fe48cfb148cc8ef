"""A level of an older revision of this code, for the arena (``--b-rev``).

The revision's ``ai`` and ``game`` folders are exported once (``git archive``, no git
worktree: nothing is added to the repository's bookkeeping) into a cache folder named by
the commit, and a worker process runs there (its ``sys.path`` starts with that folder, so
``import ai`` is the old code) with ``ai/revision_worker.py``'s source. For each decision
the arena sends the deal's layout, dealer, every action so far and the deciding seat's
rng state; the worker rebuilds the deal with the old rules, lets the old level choose with
that rng and answers the action's notation and the rng's new state. So an old level plays
exactly as it did in its own revision, on the same duplicate deals and with the same rng
streams as a current level would.
"""

from __future__ import annotations

import io
import json
import os
import random
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import IO, Any

from game.rules import Action, GameConfig

ROOT = Path(__file__).resolve().parent.parent
WORKER = Path(__file__).with_name("revision_worker.py")


class RevisionError(RuntimeError):
    """The revision cannot be exported, or its worker failed."""


def resolve(rev: str) -> str:
    """The full commit id of ``rev`` (a branch, tag or commit) in this repository."""
    found = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "--verify", "--quiet", f"{rev}^{{commit}}"],
        capture_output=True,
        text=True,
    )
    if found.returncode != 0 or not found.stdout.strip():
        raise RevisionError(f"no commit '{rev}' in {ROOT}")
    return found.stdout.strip()


def checkout(commit: str, cache: Path | None = None) -> Path:
    """The folder holding ``commit``'s ``ai`` and ``game`` sources (exported on first use)."""
    cache = cache or Path(tempfile.gettempdir()) / "tricktable-revisions"
    target = cache / commit
    if target.is_dir():
        return target
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", "--format=tar", commit, "ai", "game"], capture_output=True
    )
    if archive.returncode != 0:
        raise RevisionError(f"cannot export {commit}: {archive.stderr.decode(errors='replace').strip()}")
    cache.mkdir(parents=True, exist_ok=True)
    partial = Path(tempfile.mkdtemp(dir=cache, prefix=f"{commit}."))
    with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
        tar.extractall(partial, filter="data")
    try:
        partial.rename(target)
    except OSError:  # another process exported it meanwhile
        if not target.is_dir():
            raise
    return target


def _rng_state(rng: random.Random) -> list[Any]:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


class RevisionAgent:
    """``level`` of the code at ``commit``, deciding in a worker process.

    The arena calls ``decide`` (not ``choose``): the old rules rebuild the true deal from
    its layout and actions, which an ``Observation`` does not carry.
    """

    def __init__(
        self,
        commit: str,
        level: str,
        config: GameConfig,
        move_time: float | None = None,
        iterations: int | None = None,
    ) -> None:
        self.name = f"{level}@{commit[:12]}"
        folder = checkout(commit)
        env = {**os.environ, "PYTHONPATH": str(folder), "PYTHONDONTWRITEBYTECODE": "1"}
        self._proc = subprocess.Popen(
            [sys.executable, "-c", WORKER.read_text(encoding="utf-8")],
            cwd=folder,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        setup = {
            "root": str(folder),
            "game": config.game,
            "preset": config.preset,
            "options": dict(config.options),
            "players": config.players,
            "level": level,
            "move_time": move_time,
            "iterations": iterations,
        }
        self._ask(setup)

    def _ask(self, message: dict[str, Any]) -> dict[str, Any]:
        stdin: IO[str] | None = self._proc.stdin
        stdout: IO[str] | None = self._proc.stdout
        assert stdin is not None and stdout is not None
        try:
            stdin.write(json.dumps(message) + "\n")
            stdin.flush()
            line = stdout.readline()
        except OSError as e:
            raise RevisionError(f"{self.name}: the worker stopped ({e})") from None
        if not line:
            raise RevisionError(f"{self.name}: the worker stopped (exit status {self._proc.poll()})")
        answer: dict[str, Any] = json.loads(line)
        if "error" in answer:
            raise RevisionError(f"{self.name}: {answer['error']}")
        return answer

    def decide(
        self, layout: dict[str, Any], dealer: int, actions: Sequence[str], seat: int, rng: random.Random
    ) -> str:
        """The old level's action (notation) for ``seat``; ``rng`` advances as it would have."""
        answer = self._ask(
            {
                "layout": layout,
                "dealer": dealer,
                "actions": list(actions),
                "seat": seat,
                "rng": _rng_state(rng),
            }
        )
        version, internal, gauss = answer["rng"]
        rng.setstate((version, tuple(internal), gauss))
        return str(answer["action"])

    def choose(self, obs: object, rng: random.Random) -> Action:
        raise TypeError("a RevisionAgent decides from the true deal: call decide()")

    def close(self) -> None:
        """Stop the worker."""
        if self._proc.poll() is None:
            assert self._proc.stdin is not None
            self._proc.stdin.close()
            try:
                self._proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self._proc.kill()
                self._proc.wait()
        if self._proc.stdout is not None:
            self._proc.stdout.close()
