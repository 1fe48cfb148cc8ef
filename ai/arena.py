"""``python -m ai.arena``: duplicate deals between two levels, with a 95% confidence interval.

    python -m ai.arena --game fipsen --preset prisdorf --a hard --b easy --deals 400 --seed 1

Every deal is played several times with the same cards (dealt from a seeded rng):
- team games (partners opposite): A plays one team and B the other, then the teams swap;
- individual games: A takes one seat and B all the others, rotated through every seat.
A deal's result is the mean over its plays of A's score minus B's (team games: A's team
minus B's team; individual games: A's seat minus the mean of the B seats), counted so that
positive means A did better: where scores count losses (Skitgubbe's default tally) a loss
counts −1. The report is
the mean over deals with a 95% confidence interval (normal approximation over deals), and
the percentiles of the time each side took per decision (decisions with one legal action
are not timed: agents answer them at once).
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.rules import ConfigError, GameConfig, get_ruleset

from .agent import Agent, Observation
from .levels import ARENA_LEVELS, make_agent


@dataclass(frozen=True)
class Match:
    """What the arena plays: the game's config, the two levels and their search budget."""

    config: GameConfig
    a: str
    b: str
    seed: int
    move_time: float | None = None
    iterations: int | None = None

    def agents(self) -> tuple[Agent, Agent]:
        game = self.config.game
        return (
            make_agent(self.a, game, move_time=self.move_time, iterations=self.iterations),
            make_agent(self.b, game, move_time=self.move_time, iterations=self.iterations),
        )


@dataclass
class DealResult:
    diff: float
    a_times: list[float]
    b_times: list[float]


def sides(config: GameConfig) -> list[list[bool]]:
    """For each play of a duplicate deal, which seats A takes (True) — the rest are B's."""
    n = config.players
    if get_ruleset(config.game).teams and n % 2 == 0:
        return [[s % 2 == r for s in range(n)] for r in (0, 1)]
    return [[s == r for s in range(n)] for r in range(n)]


def play_duplicate(match: Match, index: int) -> DealResult:
    """Play deal ``index`` once per arrangement of ``sides`` with the same cards."""
    config = match.config
    rs = get_ruleset(config.game)
    sign = rs.preset(config.preset).score_sign(config)
    agent_a, agent_b = match.agents()
    deal_seed = random.Random(f"{match.seed}:{index}").getrandbits(64)
    dealer = index % config.players
    a_times: list[float] = []
    b_times: list[float] = []
    diffs = []
    for r, a_seats in enumerate(sides(config)):
        state = rs.new_deal(config, dealer, rng=random.Random(deal_seed))
        rngs = [random.Random(f"{deal_seed}:{r}:{s}") for s in range(config.players)]
        while state.to_move is not None:
            seat = state.to_move
            legal = state.legal_actions()
            if len(legal) == 1:
                state.apply(legal[0])
                continue
            agent, times = (agent_a, a_times) if a_seats[seat] else (agent_b, b_times)
            start = time.perf_counter()
            action = agent.choose(Observation(state, seat), rngs[seat])
            times.append(time.perf_counter() - start)
            state.apply(action)
        outcome = state.outcome()
        assert outcome is not None
        a_scores = [x for x, mine in zip(outcome.scores, a_seats, strict=True) if mine]
        b_scores = [x for x, mine in zip(outcome.scores, a_seats, strict=True) if not mine]
        diffs.append(sign * (statistics.fmean(a_scores) - statistics.fmean(b_scores)))
    return DealResult(statistics.fmean(diffs), a_times, b_times)


def percentile(values: Sequence[float], p: float) -> float:
    """Nearest-rank percentile (0 for no values)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[max(0, math.ceil(p * len(ordered)) - 1)]


def summarize(match: Match, results: Sequence[DealResult]) -> dict[str, Any]:
    diffs = [r.diff for r in results]
    mean = statistics.fmean(diffs)
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else math.inf
    a_times = [t for r in results for t in r.a_times]
    b_times = [t for r in results for t in r.b_times]
    return {
        "game": match.config.game,
        "preset": match.config.preset,
        "players": match.config.players,
        "options": dict(match.config.options),
        "a": match.a,
        "b": match.b,
        "seed": match.seed,
        "deals": len(results),
        "plays_per_deal": len(sides(match.config)),
        "mean_diff": mean,
        "ci95": [mean - half, mean + half],
        "move_time_p50": percentile(a_times, 0.5),
        "move_time_p95": percentile(a_times, 0.95),
        "a_decisions": len(a_times),
        "b_move_time_p50": percentile(b_times, 0.5),
        "b_move_time_p95": percentile(b_times, 0.95),
        "b_decisions": len(b_times),
    }


def run(match: Match, deals: int, jobs: int = 1, progress: bool = False) -> dict[str, Any]:
    """Play ``deals`` duplicate deals (in ``jobs`` processes) and summarize them."""
    results: list[DealResult] = []
    if jobs > 1:
        ctx = multiprocessing.get_context("spawn")
        with ctx.Pool(jobs) as pool:
            jobs_args = [(match, i) for i in range(deals)]
            for res in pool.imap(_play_job, jobs_args):
                results.append(res)
                _progress(progress, len(results), deals)
    else:
        for i in range(deals):
            results.append(play_duplicate(match, i))
            _progress(progress, len(results), deals)
    return summarize(match, results)


def _play_job(job: tuple[Match, int]) -> DealResult:
    match, index = job
    return play_duplicate(match, index)


def _progress(on: bool, done: int, total: int) -> None:
    if on:
        print(f"\r{done}/{total} deals", end="" if done < total else "\n", file=sys.stderr, flush=True)


def _report(s: dict[str, Any]) -> str:
    lo, hi = s["ci95"]
    opts = s["options"]
    return "\n".join(
        [
            f"{s['game']} {s['preset']}, {s['players']} players" + (f", options {opts}" if opts else ""),
            f"A = {s['a']}, B = {s['b']}: {s['deals']} duplicate deals"
            f" x {s['plays_per_deal']} plays, seed {s['seed']}",
            f"mean score difference per deal (A - B): {s['mean_diff']:+.3f}   95% CI [{lo:+.3f}, {hi:+.3f}]",
            f"A move time: p50 {s['move_time_p50']:.3f} s, p95 {s['move_time_p95']:.3f} s"
            f" ({s['a_decisions']} decisions)",
            f"B move time: p50 {s['b_move_time_p50']:.3f} s, p95 {s['b_move_time_p95']:.3f} s"
            f" ({s['b_decisions']} decisions)",
        ]
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ai.arena", description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--preset")
    parser.add_argument("--players", type=int)
    parser.add_argument("--options", default="{}", help="JSON object, e.g. '{\"MinBid3\": true}'")
    parser.add_argument("--a", required=True, choices=ARENA_LEVELS)
    parser.add_argument("--b", required=True, choices=ARENA_LEVELS)
    parser.add_argument("--deals", type=int, required=True)
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--move-time", type=float, help="search budget per move in seconds")
    parser.add_argument("--iterations", type=int, help="search iteration cap per move (reproducible)")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing deals in parallel")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    try:
        options = json.loads(args.options)
        if not isinstance(options, dict):
            raise ConfigError("--options must be a JSON object")
        config = get_ruleset(args.game).config(args.preset, options, args.players)
    except (ValueError, ConfigError) as e:
        print(f"arena: {e}", file=sys.stderr)
        return 2
    if args.deals < 1:
        print("arena: --deals must be at least 1", file=sys.stderr)
        return 2
    match = Match(config, args.a, args.b, args.seed, args.move_time, args.iterations)
    summary = run(match, args.deals, max(1, args.jobs), progress=not args.json and sys.stderr.isatty())
    print(json.dumps(summary) if args.json else _report(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
