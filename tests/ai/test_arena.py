"""The arena: duplicate deals, a reproducible result for a seed."""

from __future__ import annotations

import json

import pytest

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
