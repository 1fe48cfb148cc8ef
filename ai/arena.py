"""``python -m ai.arena``: duplicate deals between two levels, with a 95% confidence interval.

    python -m ai.arena --game fipsen --preset prisdorf --a hard --b easy --deals 400 --seed 1
    python -m ai.arena --game huutopussi --a hard --b hard --b-rev main --deals 100 --seed 1 --iterations 400

With ``--b-rev REV`` side B is level B of the code at git revision REV (ai/revision.py: it
decides in a worker process running that revision), so the current code plays its older
self on the same duplicate deals with the same rng streams. With ``--journal FILE`` each
finished deal is added to FILE (ai/journal.py) and deals already there are not played again;
``--stop-after SECONDS`` starts no deal after that time, reports the deals so far and exits
with status 3, so a long run can go on in a later session with the same command.

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
import contextlib
import dataclasses
import json
import math
import multiprocessing
import random
import statistics
import sys
import time
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.rules import ConfigError, GameConfig, State, get_ruleset

from .agent import Agent, Observation
from .journal import Journal, code_digest
from .levels import ARENA_LEVELS, make_agent
from .revision import RevisionAgent, RevisionError, resolve


@dataclass(frozen=True)
class Match:
    """What the arena plays: the game's config, the two levels and their search budget."""

    config: GameConfig
    a: str
    b: str
    seed: int
    move_time: float | None = None
    iterations: int | None = None
    b_rev: str | None = None
    """A full commit id: B is level ``b`` of that revision (ai/revision.py)."""

    def agents(self) -> tuple[Agent, Agent | RevisionAgent]:
        game = self.config.game
        a = make_agent(self.a, game, move_time=self.move_time, iterations=self.iterations)
        if self.b_rev is not None:
            return a, _revision_agent(self)
        return a, make_agent(self.b, game, move_time=self.move_time, iterations=self.iterations)


_REVISION_AGENTS: dict[Match, RevisionAgent] = {}


def _revision_agent(match: Match) -> RevisionAgent:
    """One worker per match and process, started on first use and kept for later deals."""
    if match not in _REVISION_AGENTS:
        assert match.b_rev is not None
        _REVISION_AGENTS[match] = RevisionAgent(
            match.b_rev, match.b, match.config, match.move_time, match.iterations
        )
    return _REVISION_AGENTS[match]


def close_revision_agents() -> None:
    """Stop the workers of older revisions this process started."""
    while _REVISION_AGENTS:
        _REVISION_AGENTS.popitem()[1].close()


@dataclass(frozen=True)
class Contract:
    """A played contract: which side declared it, its size, and the scores of the
    declarer and (mean) of his opponents."""

    side: str
    contract: int
    declarer_score: float
    opponents_score: float


@dataclass
class DealResult:
    diff: float
    a_times: list[float]
    b_times: list[float]
    contracts: list[Contract] = field(default_factory=list)

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> DealResult:
        """The result ``dataclasses.asdict`` made into ``d`` (a journal's entry).

        Raises:
            KeyError, TypeError: for a dict of another shape.
        """
        contracts = [Contract(**c) for c in d["contracts"]]
        return cls(float(d["diff"]), list(d["a_times"]), list(d["b_times"]), contracts)


def sides(config: GameConfig) -> list[list[bool]]:
    """For each play of a duplicate deal, which seats A takes (True) — the rest are B's."""
    n = config.players
    if get_ruleset(config.game).teams and n % 2 == 0:
        return [[s % 2 == r for s in range(n)] for r in (0, 1)]
    return [[s == r for s in range(n)] for r in range(n)]


def play_duplicate(
    match: Match, index: int, finished: Callable[[State, list[bool]], None] | None = None
) -> DealResult:
    """Play deal ``index`` once per arrangement of ``sides`` with the same cards; ``finished``,
    if given, sees each play's final state and A's seats (measurements/role_duel.py)."""
    config = match.config
    rs = get_ruleset(config.game)
    sign = rs.preset(config.preset).score_sign(config)
    agents = match.agents()
    deal_seed = random.Random(f"{match.seed}:{index}").getrandbits(64)
    dealer = index % config.players
    result = DealResult(0.0, [], [])
    diffs = []
    for r, a_seats in enumerate(sides(config)):
        state = rs.new_deal(config, dealer, rng=random.Random(deal_seed))
        rngs = [random.Random(f"{deal_seed}:{r}:{s}") for s in range(config.players)]
        _play(state, dealer, agents, a_seats, rngs, result)
        outcome = state.outcome()
        assert outcome is not None
        a_scores = [x for x, mine in zip(outcome.scores, a_seats, strict=True) if mine]
        b_scores = [x for x, mine in zip(outcome.scores, a_seats, strict=True) if not mine]
        diffs.append(sign * (statistics.fmean(a_scores) - statistics.fmean(b_scores)))
        contract = _contract(state, a_seats, sign)
        if contract is not None:
            result.contracts.append(contract)
        if finished is not None:
            finished(state, a_seats)
    result.diff = statistics.fmean(diffs)
    return result


def _play(
    state: State,
    dealer: int,
    agents: tuple[Agent, Agent | RevisionAgent],
    a_seats: list[bool],
    rngs: list[random.Random],
    result: DealResult,
) -> None:
    """Play ``state`` to its end, timing each side's decisions into ``result``."""
    layout = state.layout()
    log: list[str] = []
    while state.to_move is not None:
        seat = state.to_move
        legal = state.legal_actions()
        if len(legal) == 1:
            action = legal[0]
        else:
            mine = a_seats[seat]
            agent, times = (agents[0], result.a_times) if mine else (agents[1], result.b_times)
            start = time.perf_counter()
            if isinstance(agent, RevisionAgent):
                action = state.parse_action(agent.decide(layout, dealer, log, seat, rngs[seat]))
            else:
                action = agent.choose(Observation(state, seat), rngs[seat])
            times.append(time.perf_counter() - start)
        state.apply(action)
        log.append(str(action))


def _contract(state: State, a_seats: list[bool], sign: int) -> Contract | None:
    """The contract of a finished deal in a game that has one (its view's ``declarer`` and
    ``contract``), else None."""
    info = state.view(0).info
    declarer, contract = info.get("declarer"), info.get("contract")
    outcome = state.outcome()
    if not isinstance(declarer, int) or not isinstance(contract, int) or outcome is None:
        return None
    scores = [sign * x for x in outcome.scores]
    team = get_ruleset(state.config.game).teams and state.config.players % 2 == 0
    opponents = [x for s, x in enumerate(scores) if ((s - declarer) % 2 == 1 if team else s != declarer)]
    side = "a" if a_seats[declarer] else "b"
    return Contract(side, contract, scores[declarer], statistics.fmean(opponents))


def percentile(values: Sequence[float], p: float) -> float:
    """Nearest-rank percentile (0 for no values)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[max(0, math.ceil(p * len(ordered)) - 1)]


def summarize(match: Match, results: Sequence[DealResult]) -> dict[str, Any]:
    diffs = [r.diff for r in results]
    mean = statistics.fmean(diffs)
    half = _half(diffs)
    a_times = [t for r in results for t in r.a_times]
    b_times = [t for r in results for t in r.b_times]
    return {
        "game": match.config.game,
        "preset": match.config.preset,
        "players": match.config.players,
        "options": dict(match.config.options),
        "a": match.a,
        "b": match.b,
        "b_rev": match.b_rev,
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
        "contracts": {
            side: contract_stats([c for r in results for c in r.contracts if c.side == side]) for side in "ab"
        },
    }


def contract_stats(contracts: Sequence[Contract]) -> dict[str, float]:
    """How one side's contracts went: how many, the share made (the declarer scored more than
    0), the mean contract, and the mean score per contract of the declarer and of his
    side minus the opponents' mean (each with its 95% half-interval)."""
    if not contracts:
        return {"played": 0}
    scores = [c.declarer_score for c in contracts]
    diffs = [c.declarer_score - c.opponents_score for c in contracts]
    return {
        "played": len(contracts),
        "made": sum(x > 0 for x in scores) / len(contracts),
        "mean_contract": statistics.fmean(c.contract for c in contracts),
        "mean_declarer_score": statistics.fmean(scores),
        "declarer_score_ci95": _half(scores),
        "mean_declarer_minus_opponents": statistics.fmean(diffs),
        "declarer_minus_opponents_ci95": _half(diffs),
    }


def _half(values: Sequence[float]) -> float:
    """The 95% half-interval of the mean (normal approximation)."""
    return 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else math.inf


def run_key(match: Match) -> str:
    """What names ``match``'s run in a journal (ai/journal.py): the match itself and the
    digest of its game's agent sources, so deals of other code are never mixed in."""
    c = match.config
    parts = (c.game, c.preset, c.players, sorted(c.options.items()), match.a, match.b, match.b_rev)
    return json.dumps([*parts, match.seed, match.move_time, match.iterations, code_digest(c.game)])


def run(
    match: Match,
    deals: int,
    jobs: int = 1,
    progress: bool = False,
    journal: Journal | None = None,
    deadline: float | None = None,
) -> dict[str, Any]:
    """Play ``deals`` duplicate deals (in ``jobs`` processes) and summarize them.

    With a ``journal`` the deals it holds for this match are not played again, and each
    deal played is added to it. With a ``deadline`` (a ``time.time()``) no deal is started
    once it has passed: the summary's ``deals`` then counts the deals finished so far, at
    least one."""
    done = {i: r for i, r in (journal.deals(DealResult.from_json) if journal else {}).items() if i < deals}
    todo = [i for i in range(deals) if i not in done]
    with contextlib.closing(_results(match, todo, jobs)) as results:
        for i, res in results:
            done[i] = res
            if journal:
                journal.add(i, dataclasses.asdict(res))
            _progress(progress, len(done), deals)
            if deadline is not None and time.time() >= deadline:
                break
    return summarize(match, [done[i] for i in sorted(done)])


def _results(match: Match, todo: list[int], jobs: int) -> Generator[tuple[int, DealResult], None, None]:
    """Deals ``todo`` played, (index, result) in order; closing it stops the workers."""
    if jobs > 1 and len(todo) > 1:
        ctx = multiprocessing.get_context("spawn")
        with ctx.Pool(jobs) as pool:
            yield from zip(todo, pool.imap(_play_job, [(match, i) for i in todo]), strict=True)
        return
    try:
        for i in todo:
            yield i, play_duplicate(match, i)
    finally:
        close_revision_agents()


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
            f"A = {s['a']}, B = {s['b']}" + (f" of {s['b_rev'][:12]}" if s["b_rev"] else "")
            + f": {s['deals']} duplicate deals"
            f" x {s['plays_per_deal']} plays, seed {s['seed']}",
            f"mean score difference per deal (A - B): {s['mean_diff']:+.3f}   95% CI [{lo:+.3f}, {hi:+.3f}]",
            f"A move time: p50 {s['move_time_p50']:.3f} s, p95 {s['move_time_p95']:.3f} s"
            f" ({s['a_decisions']} decisions)",
            f"B move time: p50 {s['b_move_time_p50']:.3f} s, p95 {s['b_move_time_p95']:.3f} s"
            f" ({s['b_decisions']} decisions)",
            *(_contract_line(side, c) for side, c in s["contracts"].items() if c["played"]),
        ]
    )


def _contract_line(side: str, c: dict[str, float]) -> str:
    return (
        f"{side.upper()} declared {c['played']}: made {c['made']:.0%},"
        f" mean contract {c['mean_contract']:.1f},"
        f" declarer {c['mean_declarer_score']:+.1f} ± {c['declarer_score_ci95']:.1f},"
        f" declarer - opponents {c['mean_declarer_minus_opponents']:+.1f}"
        f" ± {c['declarer_minus_opponents_ci95']:.1f} per contract"
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
    parser.add_argument("--b-rev", help="B plays as the code of this git revision (branch, tag or commit)")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing deals in parallel")
    parser.add_argument("--journal", type=Path, help="add each deal to this file; skip those in it")
    parser.add_argument("--stop-after", type=float, help="start no deal after these seconds (with --journal)")
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
    if args.deals < 1 or (args.stop_after is not None and args.journal is None):
        print("arena: --deals must be at least 1, and --stop-after needs --journal", file=sys.stderr)
        return 2
    deadline = None if args.stop_after is None else time.time() + args.stop_after
    try:
        b_rev = None if args.b_rev is None else resolve(args.b_rev)
        match = Match(config, args.a, args.b, args.seed, args.move_time, args.iterations, b_rev)
        journal = None if args.journal is None else Journal(args.journal, run_key(match))
        progress = not args.json and sys.stderr.isatty()
        summary = run(match, args.deals, max(1, args.jobs), progress, journal, deadline)
    except RevisionError as e:
        print(f"arena: {e}", file=sys.stderr)
        return 2
    print(json.dumps(summary) if args.json else _report(summary))
    if summary["deals"] < args.deals:
        done = f"{summary['deals']} of {args.deals} deals"
        print(f"arena: stopped with {done} in {args.journal}; the same command goes on", file=sys.stderr)
        return 3
    return 0


if __name__ == "__main__":
    sys.exit(main())
