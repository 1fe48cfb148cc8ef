"""The README's example record replays as the README says (FP-45: 3 Hand made = +6)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "prisdorf.json"


def test_hand_written_prisdorf_record_replays():
    out = subprocess.run(
        [sys.executable, "-m", "game", "replay", str(EXAMPLE), "--json"], capture_output=True, text=True
    )
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    first, second = result["deals"]
    assert first["over"] and first["scores"] == [6, 0, 0, 0]
    assert first["summary"] == "South made 3 Hand: +6"
    assert not second["over"]
    assert result["totals"] == [6, 0, 0, 0] and result["match_over"] is False and result["winner"] is None


def test_readme_shows_the_replay_output():
    readme = (EXAMPLE.parent.parent / "README.md").read_text(encoding="utf-8")
    out = subprocess.run(
        [sys.executable, "-m", "game", "replay", str(EXAMPLE)], capture_output=True, text=True
    )
    for line in out.stdout.splitlines():
        assert f"# {line}" in readme
