"""Run the issue's arena measurements for every game and append each result to a file.

    python -m ai.matrix results.jsonl                 # everything, 400 deals each
    python -m ai.matrix results.jsonl --deals 100 --only skitgubbe
    python -m ai.matrix results.jsonl --table         # print the table so far
    python -m ai.matrix results.jsonl --table --code 75398e246822   # of older code

Each line of the results file is ``python -m ai.arena --json`` output plus the wall time
and ``code``, a digest of the sources that decide how the agents play (``ai/``,
``game/rules/`` and ``game/games/``). A run whose game, pairing, deals, seed and code are already in the file
is skipped, so an interrupted run can simply be started again; results of other code are
kept but left out of the table. ``--table`` prints a Markdown table of the
results, with the share of the random-to-cheater gap that hard closes where both are known.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from pathlib import Path
from typing import Any

from game.rules import get_ruleset, rulesets

from .arena import Match, run


def configs() -> list[tuple[str, str, int]]:
    """(game, preset, players) to measure: every registered preset at its usual player count."""
    return [(rs.name, p.name, p.default_players) for rs in rulesets() for p in rs.presets.values()]


PAIRS: tuple[tuple[str, str], ...] = (
    ("easy", "random"),
    ("hard", "easy"),
    ("hard", "random"),
    ("cheater", "random"),
)


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


def _key(r: dict[str, Any]) -> str:
    return "/".join(str(r[k]) for k in ("game", "preset", "players", "a", "b", "deals", "seed", "code"))


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


def measure(
    path: Path, deals: int, seed: int, jobs: int, only: str | None, pairs: list[tuple[str, str]]
) -> None:
    """Run every missing (config, pair) and append its summary to ``path``."""
    code = code_digest()
    done = _done(path, code)
    for game, preset, players in configs():
        if only and only not in (game, f"{game}/{preset}"):
            continue
        config = get_ruleset(game).config(preset, {}, players)
        for a, b in pairs:
            run_of = {"game": game, "preset": preset, "players": players, "a": a, "b": b}
            if _key({**run_of, "deals": deals, "seed": seed, "code": code}) in done:
                continue
            start = time.perf_counter()
            summary = run(Match(config, a, b, seed), deals, jobs)
            summary["wall_seconds"] = round(time.perf_counter() - start, 1)
            summary["code"] = code
            with path.open("a", encoding="utf-8") as f:
                f.write(json.dumps(summary) + "\n")
            print(f"{game}/{preset} {a} vs {b}: {summary['mean_diff']:+.3f} {summary['ci95']}", flush=True)


def table(path: Path, code: str | None = None) -> str:
    """A Markdown table of the results in ``path`` made with the sources of digest ``code``
    (default: the current sources)."""
    rows = ["| game | A vs B | deals | mean A−B [95% CI] | A move p50 / p95 (s) |", "|---|---|---|---|---|"]
    results = list(_done(path, code or code_digest()).values())
    gaps: dict[tuple[str, str], dict[str, float]] = {}
    for r in results:
        lo, hi = r["ci95"]
        rows.append(
            f"| {r['game']} {r['preset']} {r['players']}p | {r['a']} vs {r['b']} | {r['deals']} "
            f"| {r['mean_diff']:+.3f} [{lo:+.3f}, {hi:+.3f}] "
            f"| {r['move_time_p50']:.3f} / {r['move_time_p95']:.3f} |"
        )
        if r["b"] == "random" and r["a"] in ("hard", "cheater"):
            gaps.setdefault((r["game"], r["preset"]), {})[r["a"]] = r["mean_diff"]
    for (game, preset), g in sorted(gaps.items()):
        if "hard" in g and "cheater" in g and g["cheater"]:
            rows.append(
                f"\n{game} {preset}: hard closes {g['hard'] / g['cheater']:.0%} of the random-to-cheater gap"
            )
    return "\n".join(rows)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("results", type=Path)
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", help="a game, or game/preset")
    parser.add_argument("--pair", action="append", help="A-B, e.g. hard-easy (default: every pair)")
    parser.add_argument("--table", action="store_true", help="print the results so far and stop")
    parser.add_argument("--code", help="with --table: the results of this code digest, not the current one")
    args = parser.parse_args()
    if args.table:
        print(table(args.results, args.code))
        return 0
    pairs = [tuple(p.split("-", 1)) for p in args.pair] if args.pair else list(PAIRS)
    measure(args.results, args.deals, args.seed, args.jobs, args.only, pairs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
