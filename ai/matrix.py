"""Run the issue's arena measurements for every game and append each result to a file.

    python -m ai.matrix results.jsonl                 # everything, 400 deals each
    python -m ai.matrix results.jsonl --deals 100 --only skitgubbe
    python -m ai.matrix results.jsonl --table         # print the table so far
    python -m ai.matrix results.jsonl --table --code 75398e246822   # of older code
    python -m ai.matrix results.jsonl --pair hard-hard@94b3bb7 --iterations 300  # vs old code

Each line of the results file is ``python -m ai.arena --json`` output plus the wall time
and ``code``, a digest of the sources that decide how the agents play (``ai/``,
``game/rules/`` and ``game/games/``). A run whose game, pairing (with B's revision, if
any), budget caps, deals, seed and code are already in the file is skipped, so an
interrupted run can simply be started again; results of other code are kept but left out
of the table. A pair ``A-B@REV`` plays B as the code of git revision REV (the arena's
``--b-rev``). ``--table`` prints a Markdown table of the results, with the share of the
easy-to-cheater gap that hard closes, (hard − easy) / (cheater − easy) with each measured
against random on the same deals, where all three are known.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.rules import get_ruleset, rulesets

from .arena import Match, close_revision_agents, run
from .levels import ARENA_LEVELS
from .revision import RevisionError, resolve


def configs() -> list[tuple[str, str, int]]:
    """(game, preset, players) to measure: every registered preset at its usual player count."""
    return [(rs.name, p.name, p.default_players) for rs in rulesets() for p in rs.presets.values()]


PAIRS: tuple[tuple[str, str], ...] = (
    ("easy", "random"),
    ("hard", "easy"),
    ("hard", "random"),
    ("cheater", "random"),
)
"""The pairs measured by default: with easy, hard and cheater each against random on the
same deals, the table gives the share of the easy-to-cheater gap that hard closes."""


SOURCES = (("ai",), ("game", "rules"), ("game", "games"))
"""The folders whose sources decide how the agents play."""


def code_digest() -> str:
    """A short digest of the Python sources in ``SOURCES``."""
    root = Path(__file__).resolve().parent.parent
    h = hashlib.sha256()
    for path in sorted(p for parts in SOURCES for p in root.joinpath(*parts).rglob("*.py")):
        h.update(path.relative_to(root).as_posix().encode())
        h.update(path.read_bytes())
    return h.hexdigest()[:12]


KEY = ("game", "preset", "players", "a", "b", "b_rev", "move_time", "iterations", "deals", "seed", "code")


def _key(r: dict[str, Any]) -> str:
    return "/".join(str(r.get(k)) for k in KEY)


def parse_pair(text: str) -> tuple[str, str, str | None]:
    """``A-B`` or ``A-B@REV`` as (A, B, REV or None).

    Raises:
        ValueError: for text of another form or an unknown level.
    """
    levels, at, rev = text.partition("@")
    a, _, b = levels.partition("-")
    if a not in ARENA_LEVELS or b not in ARENA_LEVELS or (at and not rev):
        raise ValueError(f"a pair is A-B or A-B@REVISION with levels of {', '.join(ARENA_LEVELS)}: {text!r}")
    return a, b, rev or None


def _done(path: Path, code: str) -> dict[str, dict[str, Any]]:
    """The results in ``path`` made with the sources of digest ``code``."""
    if not path.exists():
        return {}
    out = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            r = json.loads(line)
            if r.get("code") == code:
                out[_key(r)] = r
    return out


@dataclass(frozen=True)
class Plan:
    """What ``measure`` plays: the pairs (A, B, B's revision), deals, seed, caps, jobs."""

    pairs: list[tuple[str, str, str | None]]
    deals: int = 400
    seed: int = 1
    jobs: int = 2
    move_time: float | None = None
    iterations: int | None = None


def measure(path: Path, plan: Plan, only: str | None = None) -> None:
    """Run every missing (config, pair) of ``plan`` and append its summary to ``path``.

    Raises:
        RevisionError: when a pair's revision cannot be exported.
    """
    code = code_digest()
    done = _done(path, code)
    for game, preset, players in configs():
        if only and only not in (game, f"{game}/{preset}"):
            continue
        config = get_ruleset(game).config(preset, {}, players)
        for a, b, rev in plan.pairs:
            b_rev = None if rev is None else resolve(rev)
            run_of = {"game": game, "preset": preset, "players": players, "a": a, "b": b, "b_rev": b_rev}
            caps = {"move_time": plan.move_time, "iterations": plan.iterations}
            if _key({**run_of, **caps, "deals": plan.deals, "seed": plan.seed, "code": code}) in done:
                continue
            start = time.perf_counter()
            match = Match(config, a, b, plan.seed, plan.move_time, plan.iterations, b_rev)
            try:
                summary = run(match, plan.deals, plan.jobs)
            finally:
                close_revision_agents()
            summary.update(caps, wall_seconds=round(time.perf_counter() - start, 1), code=code)
            with path.open("a", encoding="utf-8") as f:
                f.write(json.dumps(summary) + "\n")
            print(f"{game}/{preset} {a} vs {b}: {summary['mean_diff']:+.3f} {summary['ci95']}", flush=True)


def table(path: Path, code: str | None = None) -> str:
    """A Markdown table of the results in ``path`` made with the sources of digest ``code``
    (default: the current sources), and the share of the easy-to-cheater gap hard closes."""
    rows = ["| game | A vs B | deals | mean A−B [95% CI] | A move p50 / p95 (s) |", "|---|---|---|---|---|"]
    results = list(_done(path, code or code_digest()).values())
    vs_random: dict[tuple[str, str], dict[str, float]] = {}
    for r in results:
        lo, hi = r["ci95"]
        b = r["b"] + (f" of {r['b_rev'][:12]}" if r.get("b_rev") else "")
        rows.append(
            f"| {r['game']} {r['preset']} {r['players']}p | {r['a']} vs {b} | {r['deals']} "
            f"| {r['mean_diff']:+.3f} [{lo:+.3f}, {hi:+.3f}] "
            f"| {r['move_time_p50']:.3f} / {r['move_time_p95']:.3f} |"
        )
        if r["b"] == "random" and not r.get("b_rev"):
            vs_random.setdefault((r["game"], r["preset"]), {})[r["a"]] = r["mean_diff"]
    for (game, preset), g in sorted(vs_random.items()):
        share = gap_closed(g)
        if share is not None:
            rows.append(f"\n{game} {preset}: hard closes {share:.0%} of the easy-to-cheater gap")
    return "\n".join(rows)


def gap_closed(vs_random: dict[str, float]) -> float | None:
    """(hard − easy) / (cheater − easy), each level's mean against random; None unless all
    three are known and the cheater is ahead of easy."""
    if not all(level in vs_random for level in ("easy", "hard", "cheater")):
        return None
    gap = vs_random["cheater"] - vs_random["easy"]
    return (vs_random["hard"] - vs_random["easy"]) / gap if gap > 0 else None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ai.matrix", description=__doc__.split("\n\n")[0])
    parser.add_argument("results", type=Path)
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", help="a game, or game/preset")
    parser.add_argument("--pair", action="append", help="A-B or A-B@REV, e.g. hard-easy (default: all)")
    parser.add_argument("--move-time", type=float, help="search budget per move in seconds")
    parser.add_argument("--iterations", type=int, help="search iteration cap per move (reproducible)")
    parser.add_argument("--table", action="store_true", help="print the results so far and stop")
    parser.add_argument("--code", help="with --table: the results of this code digest, not the current one")
    args = parser.parse_args(argv)
    if args.table:
        print(table(args.results, args.code))
        return 0
    try:
        pairs: list[tuple[str, str, str | None]] = [(a, b, None) for a, b in PAIRS]
        if args.pair:
            pairs = [parse_pair(p) for p in args.pair]
        plan = Plan(pairs, args.deals, args.seed, max(1, args.jobs), args.move_time, args.iterations)
        measure(args.results, plan, args.only)
    except (ValueError, RevisionError) as e:
        print(f"matrix: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
