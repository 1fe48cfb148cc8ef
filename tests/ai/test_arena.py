"""The arena: duplicate deals, a reproducible result for a seed."""

from __future__ import annotations

import json
import subprocess

import pytest

from ai import revision
from ai.arena import Match, main, run, sides
from game.rules import get_ruleset, rulesets

GAMES = [rs.name for rs in rulesets()]


@pytest.mark.parametrize("game", GAMES)
def test_arena_is_deterministic_with_a_seed(game):
    config = get_ruleset(game).config()
    match = Match(config, "normal", "random", seed=5, move_time=30.0, iterations=8)
    first = run(match, deals=2)
    second = run(match, deals=2)
    for key in ("mean_diff", "ci95", "deals", "a_decisions", "b_decisions"):
        assert first[key] == second[key]
    assert first["deals"] == 2


def test_sides_rotate_every_seat_or_swap_teams():
    for rs in rulesets():
        config = rs.config()
        arrangements = sides(config)
        n = config.players
        if rs.teams and n % 2 == 0:
            assert arrangements == [[s % 2 == 0 for s in range(n)], [s % 2 == 1 for s in range(n)]]
        else:
            assert [row.index(True) for row in arrangements] == list(range(n))
            assert all(sum(row) == 1 for row in arrangements)


def test_command_line_json(capsys):
    code = main("--game fipsen --preset prisdorf --a easy --b random --deals 2 --seed 1 --json".split())
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    for key in ("mean_diff", "ci95", "deals", "move_time_p50", "move_time_p95"):
        assert key in out


def test_command_line_rejects_bad_options(capsys):
    assert main(["--game", "nosuchgame", "--a", "easy", "--b", "random", "--deals", "1", "--seed", "1"]) == 2
    assert "nosuchgame" in capsys.readouterr().err


def test_positive_means_a_did_better_whichever_way_the_game_scores():
    """SG-33: Skitgubbe's default score is a tally of losses (+1 for the loser); with
    LoserPenalty 1 the loser scores -1. The arena reports the same games the same way:
    the rule-based player loses less often than the random one, so A - B is positive."""
    rs = get_ruleset("skitgubbe")
    tally = run(Match(rs.config(None, {}, 3), "easy", "random", seed=2), 6)
    penalty = run(Match(rs.config(None, {"LoserPenalty": 1}, 3), "easy", "random", seed=2), 6)
    assert tally["mean_diff"] == penalty["mean_diff"] > 0


def _clean_checkout() -> bool:
    """The sources that play (ai/, game/) are those of the commit HEAD."""
    try:
        revision.resolve("HEAD")
    except revision.RevisionError:
        return False
    diff = subprocess.run(["git", "-C", str(revision.ROOT), "diff", "--quiet", "HEAD", "--", "ai", "game"])
    return diff.returncode == 0


@pytest.mark.skipif(not _clean_checkout(), reason="ai/ or game/ differ from HEAD (or no git)")
def test_an_older_revision_plays_as_the_same_level_of_today():
    """--b-rev: B decides in a worker running the exported revision; with HEAD's own code it
    plays exactly as the local level would, decision for decision (same deals, same rngs)."""
    config = get_ruleset("huutopussi").config("pagat", {}, 4)
    local = run(Match(config, "normal", "easy", seed=4, move_time=30.0, iterations=8), deals=2)
    head = revision.resolve("HEAD")
    remote = run(Match(config, "normal", "easy", seed=4, move_time=30.0, iterations=8, b_rev=head), deals=2)
    for key in ("mean_diff", "a_decisions", "b_decisions", "contracts"):
        assert remote[key] == local[key]
    assert remote["b_rev"] == revision.resolve("HEAD")


def test_command_line_refuses_an_unknown_revision(capsys):
    argv = "--game huutopussi --a easy --b easy --b-rev no-such-branch-xyz --deals 1 --seed 1".split()
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "no-such-branch-xyz" in err and "Traceback" not in err


@pytest.mark.skipif(not _clean_checkout(), reason="ai/ or game/ differ from HEAD (or no git)")
def test_a_failing_revision_worker_is_an_error_not_a_hang():
    config = get_ruleset("huutopussi").config()
    with pytest.raises(revision.RevisionError, match="no-such-level"):
        revision.RevisionAgent(revision.resolve("HEAD"), "no-such-level", config)


@pytest.mark.parametrize("ask", ["valid", "broken"])
def test_a_revision_worker_whose_arena_stopped_listening_ends_without_a_traceback(ask):
    """An arena stopped by --stop-after ends its pool while workers still think: their answer
    meets a closed pipe, and they leave quietly (once a BrokenPipeError traceback)."""
    import random
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    rs = get_ruleset("huutopussi")
    config = rs.config()
    state = rs.new_deal(config, 0, rng=random.Random(1))
    setup = {
        "root": str(root),
        "game": "huutopussi",
        "preset": config.preset,
        "options": dict(config.options),
        "players": config.players,
        "level": "easy",
        "move_time": None,
        "iterations": None,
    }
    version, internal, gauss = random.Random(2).getstate()
    decision = {
        "layout": state.layout(),
        "dealer": 0,
        "actions": [],
        "seat": state.to_move,
        "rng": [version, list(internal), gauss],
    }
    worker = subprocess.Popen(
        [sys.executable, "-c", revision.WORKER.read_text(encoding="utf-8")],
        cwd=root,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    worker.stdin.write(json.dumps(setup) + "\n")
    worker.stdin.flush()
    assert json.loads(worker.stdout.readline()) == {"ready": True}
    worker.stdout.close()  # the arena is gone before the answer
    worker.stdin.write((json.dumps(decision) if ask == "valid" else "{not json") + "\n")
    worker.stdin.close()
    err = worker.stderr.read()
    assert worker.wait(timeout=30) == 0
    assert "Traceback" not in err and "BrokenPipe" not in err, err


def test_contracts_are_counted_per_side():
    """HP-29: the declarer's score is +C when made; every played contract is counted once
    per play, on the side that declared it (a redeal, HP-12, has none). The random player
    outbids the rules of thumb and fails (HP-29: -B)."""
    config = get_ruleset("huutopussi").config("default", {}, 4)
    s = run(Match(config, "easy", "random", seed=3), deals=4)
    a, b = s["contracts"]["a"], s["contracts"]["b"]
    assert 6 <= a["played"] + b["played"] <= 4 * 2
    assert 50 <= b["mean_contract"] <= 440
    assert b["made"] < 0.5 and b["mean_declarer_score"] < 0
    assert s["contracts"] == run(Match(config, "easy", "random", seed=3), deals=4)["contracts"]
