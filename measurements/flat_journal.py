"""The flat journals of the measurement scripts (measurements/journals/*.jsonl).

A line is one finished deal as a JSON object whose own fields name its run (the game, the
budgets, the seed, ...), so a script started again plays only the deals its run lacks. This
is the shape ``budget_duel.py`` and ``defence_reveal.py`` write; the arena's journal
(ai/journal.py) keys its lines by one ``run`` string instead. A line that cannot be read,
such as one cut off when its run was killed, is skipped with a warning, as the arena's
journal does: that deal is simply played again. Appending starts on a line of its own, so a
new entry is never joined to such a cut-off line.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, TextIO


def entries(path: Path | None) -> list[dict[str, Any]]:
    """Every readable entry of ``path`` in order (none without a file)."""
    if path is None or not path.exists():
        return []
    out: list[dict[str, Any]] = []
    bad = 0
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            entry = json.loads(line)
        except ValueError:
            entry = None
        if isinstance(entry, dict):
            out.append(entry)
        else:
            bad += 1
    if bad:
        print(f"journal: skipped {bad} unreadable line(s) of {path}", file=sys.stderr)
    return out


def appending(path: Path) -> TextIO:
    """``path`` opened to append entries to, after ending a cut-off last line."""
    cut = path.exists() and path.stat().st_size > 0 and not path.read_bytes().endswith(b"\n")
    out = path.open("a", encoding="utf-8")
    if cut:
        out.write("\n")
    return out


def add(out: TextIO, entry: dict[str, Any]) -> None:
    """Append ``entry`` as one line and flush it, so that a kill loses at most that line."""
    out.write(json.dumps(entry) + "\n")
    out.flush()
