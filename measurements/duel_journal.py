"""``python -m ai.arena``'s duplicate deals one by one, each journalled as it finishes, so
that a run on a busy machine can stop at a deadline and still say what it measured.

    PYTHONPATH=. python measurements/duel_journal.py JOURNAL SECONDS PRESET PLAYERS
        A B B_REV DEALS SEED ITERATIONS

Plays deals 0..DEALS-1 of ``Match(config, A, B, SEED, iterations=ITERATIONS,
b_rev=B_REV)`` (the default options of PRESET) that JOURNAL lacks, starting none after
SECONDS; then prints the mean difference with its 95% interval (``ai.arena.summarize``)
over the deals journalled so far. The same deal index gives the arena's deal.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from ai.arena import DealResult, Match, close_revision_agents, play_duplicate, summarize
from ai.matrix import code_digest
from ai.revision import resolve
from game.rules import get_ruleset


def main() -> None:
    journal_name, seconds, preset, players, a, b, rev, deals, seed, iterations = sys.argv[1:11]
    journal, deadline = Path(journal_name), time.time() + float(seconds)
    config = get_ruleset("huutopussi").config(preset, {}, int(players))
    match = Match(config, a, b, int(seed), iterations=int(iterations), b_rev=resolve(rev))
    code = code_digest()
    done: dict[int, DealResult] = {}
    if journal.exists():
        for line in journal.read_text(encoding="utf-8").splitlines():
            r = json.loads(line)
            if r["code"] == code:
                done[r["index"]] = DealResult(r["diff"], r["a_times"], r["b_times"])
    try:
        for i in range(int(deals)):
            if i in done:
                continue
            if time.time() > deadline:
                break
            res = done[i] = play_duplicate(match, i)
            entry = {"code": code, "index": i, "diff": res.diff}
            entry |= {"a_times": res.a_times, "b_times": res.b_times}
            with journal.open("a", encoding="utf-8") as f:
                f.write(json.dumps(entry) + "\n")
    finally:
        close_revision_agents()
    summary = summarize(match, [done[i] for i in sorted(done)])
    summary["code"] = code
    summary.pop("contracts", None)
    print(json.dumps(summary), flush=True)


if __name__ == "__main__":
    main()
