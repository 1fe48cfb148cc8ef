"""Analyses kept next to the deals they analyse, so each is computed once.

A deal is named by a digest of what decides its analysis: the record up to and including
the deal (game, preset, options, players, and every deal's cards and actions), the seat,
the seed and ``analysis.VERSION``. Its analysis (the JSON of ``Analysis.to_json``) is the
file ``<digest>.json`` in the store's folder (by default ``analyses`` in the user's data
directory), written atomically. A file that cannot be read counts as missing and is
computed again.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from game.record import Record
from game.storage import atomic_write_text, data_dir

from .analysis import VERSION


def default_folder() -> Path:
    return data_dir() / "analyses"


def deal_key(record: Record, deal: int, seat: int, seed: int) -> str:
    """The digest naming deal ``deal`` (0-based) of ``record`` analysed for ``seat`` with ``seed``."""
    data = record.to_json()
    data["deals"] = data["deals"][: deal + 1]
    text = json.dumps([VERSION, data, deal, seat, seed], sort_keys=True, ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def load(key: str, folder: Path | None = None) -> dict[str, Any] | None:
    """The stored analysis named ``key``, or None."""
    path = (folder or default_folder()) / f"{key}.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) and data.get("version") == VERSION else None


def save(key: str, analysis: dict[str, Any], folder: Path | None = None) -> None:
    """Store ``analysis`` under ``key`` (atomically)."""
    atomic_write_text((folder or default_folder()) / f"{key}.json", json.dumps(analysis, ensure_ascii=False))
