"""A run played in pieces through a journal (ai/journal.py) ends as one played at once."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ai.arena import DealResult, Match, main, run, run_key
from ai.journal import Journal, code_digest
from game.rules import get_ruleset

SAME = ("mean_diff", "ci95", "deals", "a_decisions", "b_decisions", "contracts")


def _match() -> Match:
    """Hasenpfeffer has contracts, so the journal must keep them too."""
    return Match(get_ruleset("hasenpfeffer").config(), "easy", "random", seed=4)


def test_a_run_stopped_at_each_deal_goes_on_to_the_same_summary(tmp_path):
    whole = run(_match(), deals=3)
    journal = Journal(tmp_path / "deals.jsonl", run_key(_match()))
    pieces = [run(_match(), 3, journal=journal, deadline=time.time()) for _ in range(3)]
    assert [p["deals"] for p in pieces] == [1, 2, 3], "one deal a call once the deadline has passed"
    assert whole["contracts"]["b"]["played"] > 0
    assert {k: pieces[-1][k] for k in SAME} == {k: whole[k] for k in SAME}
    assert len(journal.deals(DealResult.from_json)) == 3 and journal.seconds() > 0
    again = run(_match(), 3, journal=journal)
    assert again["mean_diff"] == whole["mean_diff"]
    assert len((tmp_path / "deals.jsonl").read_text().splitlines()) == 3, "nothing is played twice"


def test_other_runs_and_damaged_lines_are_left_out(tmp_path, capsys):
    path = tmp_path / "deals.jsonl"
    run(_match(), 2, journal=Journal(path, run_key(_match())))
    other = Match(get_ruleset("hasenpfeffer").config(), "easy", "random", seed=5)
    assert Journal(path, run_key(other)).deals(DealResult.from_json) == {}
    with path.open("a") as f:
        f.write('{"run": "x", "index": 1, "seco\n[1, 2]\n')
        f.write(json.dumps({"run": run_key(_match()), "index": 2, "seconds": 1.0, "diff": 3.0}) + "\n")
    deals = Journal(path, run_key(_match())).deals(DealResult.from_json)
    assert sorted(deals) == [0, 1], "the entry without its times is played again"
    assert "skipped" in capsys.readouterr().err


def test_the_command_line_stops_with_status_3_and_goes_on(tmp_path, capsys):
    args = "--game hasenpfeffer --a easy --b random --deals 2 --seed 4 --json".split()
    journal = ["--journal", str(tmp_path / "j.jsonl")]
    assert main([*args, *journal, "--stop-after", "0"]) == 3
    captured = capsys.readouterr()
    assert json.loads(captured.out)["deals"] == 1 and "the same command goes on" in captured.err
    assert main([*args, *journal]) == 0
    assert json.loads(capsys.readouterr().out)["deals"] == 2
    assert main([*args, "--stop-after", "5"]) == 2, "--stop-after needs --journal"


def test_a_game_s_digest_leaves_out_the_other_games(tmp_path):
    for name in ("ai/search.py", "game/rules/state.py", "game/games/__init__.py", "game/games/a/cpu.py"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x = 1\n")
    (tmp_path / "game/games/b").mkdir()
    (tmp_path / "game/games/b/cpu.py").write_text("y = 1\n")
    a, b = code_digest("a", tmp_path), code_digest("b", tmp_path)
    assert len(a) == 12 and a != b
    (tmp_path / "game/games/b/cpu.py").write_text("y = 2\n")
    assert code_digest("a", tmp_path) == a and code_digest("b", tmp_path) != b
    for shared in ("ai/search.py", "game/games/__init__.py"):
        before = code_digest("a", tmp_path)
        (tmp_path / shared).write_text((tmp_path / shared).read_text() + "# changed\n")
        assert code_digest("a", tmp_path) != before, shared


def test_a_harness_module_leaves_every_digest(tmp_path):
    for name in ("ai/search.py", "ai/matrix.py", "ai/arena.py", "game/games/a/cpu.py"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x = 1\n")
    before = code_digest("a", tmp_path)
    (tmp_path / "ai/matrix.py").write_text("x = 2\n")
    assert code_digest("a", tmp_path) == before
    (tmp_path / "ai/arena.py").write_text("x = 2\n")
    assert code_digest("a", tmp_path) != before, "the arena deals the cards: it stays in"


PLAY_EVERY_LEVEL = """
import sys
import game.games
from ai.arena import Match, play_duplicate
from ai.journal import HARNESS
from game.rules import get_ruleset
for game in game.games.MENU:
    config = get_ruleset(game).config(None, {}, None)
    for a, b in (("hard", "easy"), ("cheater", "normal")):
        play_duplicate(Match(config, a, b, seed=1, move_time=0.05, iterations=8), 0)
files = [getattr(m, "__file__", None) or "" for m in list(sys.modules.values())]
loaded = {f.replace(chr(92), "/") for f in files}
print(sorted(h for h in HARNESS if any(f.endswith(h) for f in loaded)))
"""


def test_no_agent_of_any_game_or_level_imports_a_harness_module():
    """What ``HARNESS`` leaves out of the digests must not decide any play."""
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run(
        [sys.executable, "-c", PLAY_EVERY_LEVEL], cwd=root, capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "['ai/journal.py']", "only the arena's own journal"


@pytest.mark.parametrize("game", ["fipsen", "skitgubbe"])
def test_the_real_digest_is_stable(game):
    assert code_digest(game) == code_digest(game)


def test_deals_played_in_two_processes_are_journalled_alike(tmp_path):
    """The matrix plays its deals in a pool of processes (``--jobs 2``)."""
    one = Journal(tmp_path / "one.jsonl", run_key(_match()))
    two = Journal(tmp_path / "two.jsonl", run_key(_match()))
    by_one, by_two = run(_match(), 3, 1, journal=one), run(_match(), 3, 2, journal=two)
    assert {k: by_two[k] for k in SAME} == {k: by_one[k] for k in SAME}
    assert sorted(two.deals(DealResult.from_json)) == [0, 1, 2]
