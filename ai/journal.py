"""A journal of an arena run's finished deals, so that a long run can stop and go on later.

A run of 400 duplicate deals at the hard level takes hours on a 2-core machine. The arena
(``--journal FILE``) and ``python -m ai.matrix`` add each deal to a JSON-lines file as it
finishes; started again, they play only the deals the journal lacks. A deal's cards and
rng streams depend only on the seed and the deal's index (``ai.arena.play_duplicate``), so
a run played in pieces gives the same results as one played at once.

Each line belongs to one run, named by ``ai.arena.run_key``: the match (game, preset, players,
options, levels, B's revision, seed, budget caps) and ``code_digest`` of the game's agent
sources, so deals played by other code are never mixed in.
"""

from __future__ import annotations

import hashlib
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")
ROOT = Path(__file__).resolve().parent.parent
SHARED = (("ai",), ("game", "rules"))
"""Folders whose sources decide how the agents of every game play; each game adds its own
folder, ``game/games/<game>/``, and the modules directly in ``game/games/``."""
HARNESS = frozenset(
    f"ai/{name}.py"
    for name in (
        "analyse", "analysis", "analysis_store", "analysis_worker", "background", "coach",
        "journal", "judge", "matrix", "par", "worker",
    )
)  # fmt: skip
"""Modules of ``ai/`` that record, teach or serve the table, which no agent imports (a test
plays every level of every game and checks): a change to them leaves measured results
standing. The arena (its deals) and the revision worker (how an older revision plays) are
not among them."""


def code_digest(game: str, root: Path = ROOT) -> str:
    """A short digest of the Python sources that decide how ``game``'s agents play: ``SHARED``
    less ``HARNESS``, the modules directly in ``game/games/`` and ``game/games/<game>/``.
    Another game's folder is left out, so a change there does not make this game's results
    stale."""
    games = root / "game" / "games"
    paths = [p for parts in SHARED for p in root.joinpath(*parts).rglob("*.py")]
    paths = [p for p in paths if p.relative_to(root).as_posix() not in HARNESS]
    paths += [*games.glob("*.py"), *(games / game).rglob("*.py")]
    h = hashlib.sha256()
    for path in sorted(paths):
        h.update(path.relative_to(root).as_posix().encode())
        h.update(path.read_bytes())
    return h.hexdigest()[:12]


class Journal:
    """The finished deals of one run, named by ``key``, in the JSON-lines file ``path``,
    which may hold other runs' deals too."""

    def __init__(self, path: Path, key: str) -> None:
        self.path = path
        self.key = key
        self._since = time.perf_counter()

    def deals(self, parse: Callable[[dict[str, Any]], T]) -> dict[int, T]:
        """This run's deals by index, each read by ``parse`` (which raises KeyError,
        TypeError or ValueError for an entry of another shape). Lines that cannot be read,
        such as a line cut off when its run was killed, are skipped with a warning: those
        deals are played again."""
        out: dict[int, T] = {}
        for index, entry in self._entries():
            try:
                out[index] = parse(entry)
            except (KeyError, TypeError, ValueError):
                self._warn(1)
        return out

    def seconds(self) -> float:
        """The wall time spent on this run's journalled deals, over all its pieces."""
        return sum(float(entry["seconds"]) for _, entry in self._entries())

    def add(self, index: int, entry: dict[str, Any]) -> None:
        """Append deal ``index``'s ``entry``, with the wall time since the last was added."""
        now = time.perf_counter()
        line = {"run": self.key, "index": index, "seconds": round(now - self._since, 3), **entry}
        self._since = now
        with self.path.open("a", encoding="utf-8") as f:
            f.write(json.dumps(line) + "\n")

    def _entries(self) -> list[tuple[int, dict[str, Any]]]:
        if not self.path.exists():
            return []
        out, bad = [], 0
        for line in self.path.read_text(encoding="utf-8").splitlines():
            try:
                entry = json.loads(line)
                if entry["run"] == self.key:
                    float(entry["seconds"])
                    out.append((int(entry["index"]), entry))
            except (KeyError, TypeError, ValueError):
                bad += 1
        self._warn(bad)
        return out

    def _warn(self, bad: int) -> None:
        if bad:
            print(f"journal: skipped {bad} unreadable line(s) of {self.path}", file=sys.stderr)
