"""Play ``python -m ai.matrix``'s 400-deal run of one pair in pieces, across sessions.

    PYTHONPATH=. python measurements/resume.py GAME A B JOURNAL RESULTS UNTIL_EPOCH

Each duplicate deal is journalled as it finishes; a later call plays only the deals the
journal lacks, and stops starting deals after ``UNTIL_EPOCH``. When all 400 are in, the
summary (``ai.arena.summarize`` over deals 0..399, seed 1, the game's matrix config) is
appended to RESULTS (once) exactly as ``ai.matrix`` writes it; ``wall_seconds`` sums the pieces.
A journal made with other agent sources (code digest) is refused.
"""

from __future__ import annotations

import json
import multiprocessing
import sys
import time
from pathlib import Path

from ai.arena import DealResult, Match, play_duplicate, summarize
from ai.matrix import CONFIGS, code_digest
from game.rules import get_ruleset

DEALS = 400
SEED = 1


def play(job: tuple[Match, int]) -> tuple[int, DealResult]:
    match, index = job
    return index, play_duplicate(match, index)


def main() -> None:
    game, a, b, journal_name, results_name, until = sys.argv[1:7]
    journal, results, deadline = Path(journal_name), Path(results_name), float(until)
    code = code_digest()
    ((_, preset, players),) = [c for c in CONFIGS if c[0] == game]
    match = Match(get_ruleset(game).config(preset, {}, players), a, b, SEED)
    done: dict[int, DealResult] = {}
    wall = 0.0
    if journal.exists():
        for line in journal.read_text(encoding="utf-8").splitlines():
            r = json.loads(line)
            if r["code"] != code:
                sys.exit(f"{journal} was made with code {r['code']}, the sources are {code}")
            if "wall" in r:
                wall += r["wall"]
            else:
                done[r["index"]] = DealResult(r["diff"], r["a_times"], r["b_times"])
    todo = [i for i in range(DEALS) if i not in done]
    print(f"{len(done)} deals done, {len(todo)} to go", flush=True)
    start = time.perf_counter()
    if todo and time.time() < deadline:
        pool = multiprocessing.get_context("spawn").Pool(2)
        try:
            for i, res in pool.imap(play, [(match, i) for i in todo]):
                done[i] = res
                entry = {"code": code, "index": i, "diff": res.diff}
                entry |= {"a_times": res.a_times, "b_times": res.b_times}
                with journal.open("a", encoding="utf-8") as f:
                    f.write(json.dumps(entry) + "\n")
                if time.time() > deadline:
                    break
        finally:
            pool.terminate()
    piece = time.perf_counter() - start
    with journal.open("a", encoding="utf-8") as f:
        f.write(json.dumps({"code": code, "wall": round(piece, 1)}) + "\n")
    wall += piece
    print(f"{len(done)}/{DEALS} deals done, {wall:.0f} s wall so far", flush=True)
    if todo and len(done) == DEALS:
        summary = summarize(match, [done[i] for i in range(DEALS)])
        summary["wall_seconds"] = round(wall, 1)
        summary["code"] = code
        with results.open("a", encoding="utf-8") as f:
            f.write(json.dumps(summary) + "\n")
        print(f"{game}/{preset} {a} vs {b}: {summary['mean_diff']:+.3f} {summary['ci95']}", flush=True)


if __name__ == "__main__":
    main()
