"""Run the issue's arena measurements for every game and append each result to a file.

    python -m ai.matrix results.jsonl                 # everything, 400 deals each
    python -m ai.matrix results.jsonl --stop-after 7200   # start no deal after two hours
    python -m ai.matrix results.jsonl --deals 100 --only skitgubbe
    python -m ai.matrix results.jsonl --table         # print the table so far
    python -m ai.matrix results.jsonl --table --code 75398e246822   # of older code
    python -m ai.matrix results.jsonl --split         # where the cheater leads hard
    python -m ai.matrix results.jsonl --pair hard-hard@94b3bb7 --iterations 300  # vs old code

Each line of the results file is ``python -m ai.arena --json`` output plus the wall time
and ``code``, the digest of the sources that decide how that game's agents play
(``ai.journal.code_digest``: ``ai/``, ``game/rules/`` and the game's own folder). A run
whose game, pairing (with B's revision, if any), budget caps, deals, seed and code are
already in the file is skipped; results of other code are kept but left out of the table.
Every finished deal also goes to a journal beside the file (``results.deals.jsonl``,
ai/journal.py), so a run stopped part way, by ``--stop-after`` or by a kill, goes on from
its last finished deal when the same command is given again, in a later session if need
be. A pair ``A-B@REV`` plays B as the code of git revision REV (the arena's ``--b-rev``).
``--table`` prints a Markdown table of the results, with the share of the easy-to-cheater
gap that hard closes: (hard − easy) / (cheater − easy), hard and cheater each against easy
on the same deals, and that share's 95% interval (paired by deal where the journal holds
both runs' deals). ``--split`` splits the cheater's lead over hard on the same deals by
who declared each play in the two runs (``gap_split``). A line with ``carried_from`` is a
result of older code (its ``code`` and ``commit``) filed under today's digest because the
two play alike: ``why`` names the changed sources and why they do not change play,
``proof`` the runs that gave the same output on fixed seeds and iteration caps; the table
shows the digest it was measured on.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.rules import ConfigError, get_ruleset, rulesets

from .arena import Match, close_revision_agents, run, run_key, sides
from .journal import Journal, code_digest
from .levels import ARENA_LEVELS
from .revision import RevisionError, resolve


def configs() -> list[tuple[str, str, int]]:
    """(game, preset, players) to measure: every registered preset at its usual player count."""
    return [(rs.name, p.name, p.default_players) for rs in rulesets() for p in rs.presets.values()]


PAIRS: tuple[tuple[str, str], ...] = (("hard", "easy"), ("cheater", "easy"))
"""The pairs measured by default: hard and cheater each against easy on the same deals give
the share of the easy-to-cheater gap that hard closes. They are measured against easy
directly because against random every level scores about the same in some games (Fipsen
Großenaspe, measurements/arena.jsonl: easy +11.38, hard +11.33, cheater +11.36 a deal;
Skitgubbe: a loss in every deal), which leaves the gap to the noise."""


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


FIELDS = frozenset(KEY[:5] + ("mean_diff", "ci95", "move_time_p50", "move_time_p95"))
"""What a result needs to be shown."""


Deal = dict[str, Any]
"""A journalled deal (ai/arena.py ``DealResult``): ``diff``, A − B a play, and ``contracts``."""


def _results(path: Path) -> list[dict[str, Any]]:
    """The results in ``path``; lines that cannot be read are skipped with a warning."""
    lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
    out, bad = [], 0
    for line in filter(str.strip, lines):
        try:
            r = json.loads(line)
        except ValueError:
            r = None
        if isinstance(r, dict) and FIELDS <= r.keys():
            out.append(r)
        else:
            bad += 1
    if bad:
        print(f"matrix: skipped {bad} unreadable line(s) of {path}", file=sys.stderr)
    return out


def _of_code(results: list[dict[str, Any]], code: str | None) -> dict[str, dict[str, Any]]:
    """``results`` made with the sources of digest ``code``, or with None those made with
    their game's sources as they are now, by ``_key``."""
    digests = {game: code_digest(game) for game in {r["game"] for r in results}} if code is None else {}
    out = {}
    for r in results:
        if r.get("code") == (code or digests[r["game"]]):
            out[_key(r)] = r
    return out


def journal_of(path: Path) -> Path:
    """The journal of the deals of the runs whose results go to ``path``."""
    return path.with_name(f"{path.stem}.deals{path.suffix}")


@dataclass(frozen=True)
class Plan:
    """What ``measure`` plays: the pairs (A, B, B's revision), deals, seed, caps, jobs."""

    pairs: list[tuple[str, str, str | None]]
    deals: int = 400
    seed: int = 1
    jobs: int = 2
    move_time: float | None = None
    iterations: int | None = None


def measure(path: Path, plan: Plan, only: str | None = None, deadline: float | None = None) -> bool:
    """Run every missing (config, pair) of ``plan`` and append its summary to ``path``,
    starting no deal after ``deadline`` (a ``time.time()``). Returns whether every run is
    done; a run stopped part way goes on from its journal (``journal_of``) next time.

    Raises:
        RevisionError: when a pair's revision cannot be exported.
    """
    done = _of_code(_results(path), None)
    for game, preset, players in configs():
        if only and only not in (game, f"{game}/{preset}"):
            continue
        config = get_ruleset(game).config(preset, {}, players)
        for a, b, rev in plan.pairs:
            match = Match(config, a, b, plan.seed, plan.move_time, plan.iterations, rev and resolve(rev))
            if _key(_entry(match, plan)) in done:
                continue
            if not _measure_one(path, match, plan, deadline):
                print("matrix: stopped; the same command goes on", flush=True)
                return False
    return True


def _entry(match: Match, plan: Plan) -> dict[str, Any]:
    """What names ``match``'s result in the results file (``KEY``)."""
    c = match.config
    names = dict(game=c.game, preset=c.preset, players=c.players, a=match.a, b=match.b, b_rev=match.b_rev)
    caps = dict(move_time=plan.move_time, iterations=plan.iterations, deals=plan.deals, seed=plan.seed)
    return {**names, **caps, "code": code_digest(c.game)}


def _measure_one(path: Path, match: Match, plan: Plan, deadline: float | None) -> bool:
    """Play ``match``'s missing deals, none started after ``deadline``; once all are in,
    append the summary to ``path``. Returns whether it is done."""
    if deadline is not None and time.time() >= deadline:
        return False
    journal = Journal(journal_of(path), run_key(match))
    try:
        summary = run(match, plan.deals, plan.jobs, journal=journal, deadline=deadline)
    finally:
        close_revision_agents()
    name = f"{match.config.game}/{match.config.preset} {match.a} vs {match.b}"
    if summary["deals"] < plan.deals:
        print(f"{name}: {summary['deals']} of {plan.deals} deals journalled", flush=True)
        return False
    entry = _entry(match, plan)
    summary.update(move_time=plan.move_time, iterations=plan.iterations, code=entry["code"])
    summary["wall_seconds"] = round(journal.seconds(), 1)
    with path.open("a", encoding="utf-8") as f:
        f.write(json.dumps(summary) + "\n")
    print(f"{name}: {summary['mean_diff']:+.3f} {summary['ci95']}", flush=True)
    return True


def table(path: Path, code: str | None = None) -> str:
    """A Markdown table of the results in ``path`` made with the sources of digest ``code``
    (default: each game's sources as they are now), and the share of the easy-to-cheater
    gap hard closes, with its interval paired by deal where the journal holds both runs'
    deals (``paired_gap``), else from the two results' intervals (``gap_closed``)."""
    rows = ["| game | A vs B | deals | mean A−B [95% CI] | A move p50 / p95 (s) |", "|---|---|---|---|---|"]
    results = _of_code(_results(path), code).values()
    for r in results:
        lo, hi = r["ci95"]
        b = r["b"] + (f" of {r['b_rev'][:12]}" if r.get("b_rev") else "")
        carried = r.get("carried_from")
        deals = f"{r['deals']}" + (f" (on {carried['code']})" if isinstance(carried, dict) else "")
        rows.append(
            f"| {r['game']} {r['preset']} {r['players']}p | {r['a']} vs {b} | {deals} "
            f"| {r['mean_diff']:+.3f} [{lo:+.3f}, {hi:+.3f}] "
            f"| {r['move_time_p50']:.3f} / {r['move_time_p95']:.3f} |"
        )
    vs_easy = _vs_easy(results)
    journal = _journalled(journal_of(path)) if vs_easy else {}
    for (game, preset), g in sorted(vs_easy.items()):
        line = _share_line(g, journal)
        if line:
            rows.append(f"\n{game} {preset}: {line}")
    return "\n".join(rows)


def _vs_easy(results: Iterable[dict[str, Any]]) -> dict[tuple[str, str], dict[str, dict[str, Any]]]:
    """The results against easy of today's code by (game, preset), by A's level."""
    out: dict[tuple[str, str], dict[str, dict[str, Any]]] = {}
    for r in results:
        if r["b"] == "easy" and not r.get("b_rev"):
            out.setdefault((r["game"], r["preset"]), {})[r["a"]] = r
    return out


def _share_line(g: dict[str, dict[str, Any]], journal: dict[str, dict[int, Deal]]) -> str | None:
    """What the table says of one preset's share, from its results against easy by level."""
    if "hard" not in g or "cheater" not in g:
        return None
    hard, cheater = (_deals(g[level], journal) for level in ("hard", "cheater"))
    if hard is not None and cheater is not None:
        share, how = paired_gap(_diffs(hard), _diffs(cheater)), ", paired by deal"
    else:
        halves = {level: (r["mean_diff"], (r["ci95"][1] - r["ci95"][0]) / 2) for level, r in g.items()}
        share, how = gap_closed(halves), ""
    if share is None:
        return None
    interval = f"95% CI {share[1]:.0%} to {share[2]:.0%}{how}"
    return f"hard closes {share[0]:.0%} of the easy-to-cheater gap ({interval})"


def _journalled(path: Path) -> dict[str, dict[int, Deal]]:
    """Each run's journalled deals in ``path`` by deal index, by run key."""
    out: dict[str, dict[int, Deal]] = {}
    lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
    for line in lines:
        try:
            entry = json.loads(line)
            entry["diff"] = float(entry["diff"])
            out.setdefault(entry["run"], {})[int(entry["index"])] = entry
        except (KeyError, TypeError, ValueError):
            continue  # a cut or foreign line: that run's interval falls back to its summary
    return out


def _diffs(deals: list[Deal]) -> list[float]:
    return [d["diff"] for d in deals]


def _deals(r: dict[str, Any], journal: dict[str, dict[int, Deal]]) -> list[Deal] | None:
    """Result ``r``'s journalled deals in deal order, if the journal holds all of them."""
    carried = r.get("carried_from")
    code = carried["code"] if isinstance(carried, dict) else r["code"]
    try:
        config = get_ruleset(r["game"]).config(r["preset"], r.get("options", {}), r["players"])
    except ConfigError:
        return None  # the game's options have changed since: no key to look its deals up by
    caps = r.get("move_time"), r.get("iterations")
    match = Match(config, r["a"], r["b"], r.get("seed", 1), *caps, r.get("b_rev"))
    key = json.loads(run_key(match))  # its last part is the code digest (ai/arena.py)
    deals = journal.get(json.dumps([*key[:-1], code]), {})
    if any(i not in deals for i in range(r["deals"])):
        return None
    return [deals[i] for i in range(r["deals"])]


ROLES = {
    ("a", "a"): "both declared",
    ("b", "a"): "only the cheater declared",
    ("a", "b"): "only hard declared",
    ("b", "b"): "both defended",
}
"""A play's part by who declared it in hard's run and in the cheater's ("a": the level
playing easy, "b": easy); plays whose deal cannot be split count as "other"."""


def split(path: Path, code: str | None = None) -> str:
    """Where the cheater's lead over hard lies, for each preset whose journal holds both
    runs against easy: ``gap_split`` as lines of text."""
    vs_easy = _vs_easy(_of_code(_results(path), code).values())
    journal = _journalled(journal_of(path)) if vs_easy else {}
    out = []
    for (game, preset), g in sorted(vs_easy.items()):
        hard, cheater = (_deals(g[level], journal) if level in g else None for level in ("hard", "cheater"))
        plays = _plays(g["hard"]) if "hard" in g else None
        if hard is None or cheater is None or plays is None:
            continue
        out += _split_lines(f"{game} {preset}", gap_split(hard, cheater, plays), len(hard))
    return "\n".join(out) or "matrix: no preset has both runs against easy in the journal"


def _split_lines(name: str, parts: dict[str, tuple[int, float]], deals: int) -> list[str]:
    total = sum(part for _, part in parts.values())
    if parts.keys() == {"other"}:
        return [f"{name}: cheater − hard {total:+.3f} a deal over {deals} deals (no contracts to split by)"]
    lines = [f"{name}: cheater − hard {total:+.3f} a deal over {deals} deals, by who declared:"]
    for role in (*ROLES.values(), "other"):
        if role in parts:
            lines.append(f"- {role}: {parts[role][0]} plays, {parts[role][1]:+.3f} a deal")
    return lines


def _plays(r: dict[str, Any]) -> int | None:
    """The plays of each of result ``r``'s duplicate deals (ai/arena.py ``sides``)."""
    try:
        return len(sides(get_ruleset(r["game"]).config(r["preset"], r.get("options", {}), r["players"])))
    except ConfigError:
        return None


def gap_split(hard: list[Deal], cheater: list[Deal], plays: int) -> dict[str, tuple[int, float]]:
    """The cheater's lead over hard a deal, each against easy on the same deals in the same
    order, split by each play's ``ROLES``: per role, its plays and their part of the mean
    lead (the parts add up to it). A play's value to A is its declarer's score less his
    opponents' (the deal's ``contracts``), for A or against him by side; the plays of a deal
    whose values do not give its ``diff`` (a play without a contract, or a game in which A
    and B are not two teams) count as "other", each with the deal's lead."""
    gains: dict[str, list[float]] = {}
    for h, c in zip(hard, cheater, strict=True):
        for role, gain in _play_gains(h, c, plays):
            gains.setdefault(role, []).append(gain)
    n = len(hard) * plays
    return {role: (len(g), sum(g) / n) for role, g in gains.items()}


def _play_gains(h: Deal, c: Deal, plays: int) -> list[tuple[str, float]]:
    hv, cv = _values(h, plays), _values(c, plays)
    if hv is None or cv is None:
        return [("other", c["diff"] - h["diff"])] * plays
    roles = [ROLES[x["side"], y["side"]] for x, y in zip(h["contracts"], c["contracts"], strict=True)]
    return [(role, y - x) for role, x, y in zip(roles, hv, cv, strict=True)]


def _values(deal: Deal, plays: int) -> list[float] | None:
    """Each play's A − B from the deal's contracts; None unless every play has one and they
    make up the deal's ``diff``."""
    try:
        values = [_value(k) for k in deal["contracts"]]
    except (KeyError, TypeError):
        return None
    if len(values) != plays or not math.isclose(sum(values) / plays, deal["diff"], abs_tol=1e-9):
        return None
    return values


def _value(contract: dict[str, Any]) -> float:
    """A play's A − B if its contract gave it: the declarer's score less his opponents'."""
    lead = float(contract["declarer_score"]) - float(contract["opponents_score"])
    return lead if contract["side"] == "a" else -lead


def paired_gap(hard: list[float], cheater: list[float]) -> tuple[float, float, float] | None:
    """The share mean(hard) / mean(cheater) and its 95% interval from the two levels' A − B
    against easy on the same deals, in the same order: the delta method on the per-deal
    residuals hard − share × cheater, which keeps the deals' common luck out. None for fewer
    than two deals or a cheater not ahead of easy."""
    if len(hard) != len(cheater) or len(hard) < 2 or statistics.fmean(cheater) <= 0:
        return None
    mean_cheater = statistics.fmean(cheater)
    share = statistics.fmean(hard) / mean_cheater
    residuals = [h - share * c for h, c in zip(hard, cheater, strict=True)]
    half = 1.96 * statistics.stdev(residuals) / math.sqrt(len(hard)) / mean_cheater
    return share, share - half, share + half


def gap_closed(vs_easy: dict[str, tuple[float, float]]) -> tuple[float, float, float] | None:
    """The share (hard − easy) / (cheater − easy) and its 95% interval, from hard's and the
    cheater's (mean, 95% half-width) against easy; None unless both are known and the
    cheater is ahead of easy. The interval is the delta method's, with the two results taken
    as independent: played on the same deals they are positively correlated (0.1 to 0.6 in
    measurements/arena.deals.jsonl), which narrows the true interval, so this one errs wide."""
    if not all(level in vs_easy for level in ("hard", "cheater")) or vs_easy["cheater"][0] <= 0:
        return None
    (hard, h), (cheater, c) = vs_easy["hard"], vs_easy["cheater"]
    share = hard / cheater
    half = math.hypot(h, share * c) / cheater
    return share, share - half, share + half


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
    parser.add_argument("--stop-after", type=float, help="seconds after which no deal is started")
    parser.add_argument("--table", action="store_true", help="print the results so far and stop")
    parser.add_argument("--split", action="store_true", help="print where the cheater leads hard and stop")
    parser.add_argument("--code", help="with --table, --split: the results of this code digest, not today's")
    args = parser.parse_args(argv)
    if args.table or args.split:
        print(table(args.results, args.code) if args.table else split(args.results, args.code))
        return 0
    try:
        pairs: list[tuple[str, str, str | None]] = [(a, b, None) for a, b in PAIRS]
        if args.pair:
            pairs = [parse_pair(p) for p in args.pair]
        plan = Plan(pairs, args.deals, args.seed, max(1, args.jobs), args.move_time, args.iterations)
        deadline = None if args.stop_after is None else time.time() + args.stop_after
        if not measure(args.results, plan, args.only, deadline):
            return 3
    except (ValueError, RevisionError) as e:
        print(f"matrix: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
