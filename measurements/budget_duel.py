"""Duplicate duel of the hard level against itself with another search budget (issue 28).

    PYTHONPATH=. python measurements/budget_duel.py --game hasenpfeffer --iterations 6000 1000 \
        --deals 200 --seed 4
    PYTHONPATH=. python measurements/budget_duel.py --game finesse --iterations 3000 1500 \
        --deals 200 --seed 4 --jobs 2 --journal measurements/journals/finesse-budget-28.jsonl
    PYTHONPATH=. python measurements/budget_duel.py --game fipsen --preset grossenaspe \
        --worlds 1000 200 --cap 1000 --deals 200 --seed 4
    PYTHONPATH=. python measurements/budget_duel.py --game fipsen --preset prisdorf \
        --exploration 1.4 0.7 --cap 1000 --deals 400 --seed 4

Does more search make ``hard`` stronger? A plays with the first figure, B with the second:
``--iterations`` sets each side's iteration cap (the other side of the budget, the move
time, is far beyond what the caps need, so the moves are reproducible and the machine's load
does not matter); ``--worlds`` sets how many worlds each side's search draws before it
reuses them (``ISMCTS.worlds``, 200 in the game) at the one cap ``--cap``; ``--exploration``
sets each side's UCT exploration constant (``ISMCTS.exploration``, 0.7 in the game) at that
cap. The deals are the arena's duplicate deals (``ai.arena.play_duplicate``: the same deals
as ``python -m ai.arena`` with the same seed), played in ``--jobs`` processes (1: in this
one). With ``--journal FILE`` each deal's A − B is added to FILE as it ends, and the deals
FILE already holds for the same game, budgets and seed are not played again, so a stopped
run goes on where it was. A line every ten deals: A − B a deal with its 95% interval.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from collections.abc import Iterator
from contextlib import ExitStack
from dataclasses import dataclass
from multiprocessing import Pool
from pathlib import Path
from typing import Any

from ai.agent import Agent
from ai.arena import Match, play_duplicate
from ai.levels import HARD_ITERATIONS, make_agent
from ai.pimc import EndgameAgent
from ai.search import ISMCTS, SearchAgent
from game.rules import get_ruleset

sys.path.insert(0, str(Path(__file__).parent))
from flat_journal import add, appending, entries  # noqa: E402  (the measurement scripts' journal lines)

FAR = 3600.0
"""A move time no capped search reaches."""


def hard(game: str, iterations: int, worlds: int | None, exploration: float | None = None) -> Agent:
    """The hard player of ``game`` at an iteration cap, drawing ``worlds`` worlds and exploring
    with the constant ``exploration`` (None: as set)."""
    agent = make_agent("hard", game, move_time=FAR, iterations=iterations)
    searcher = agent.search if isinstance(agent, EndgameAgent) else agent
    assert isinstance(searcher, SearchAgent) and isinstance(searcher.search, ISMCTS)
    if worlds is not None:
        searcher.search.worlds = worlds
    if exploration is not None:
        searcher.search.exploration = exploration
    return agent


Budget = tuple[int, int | None, float | None]


@dataclass(frozen=True)
class Duel(Match):
    """The arena's match of hard against hard, each side with its own budget: (iteration cap,
    worlds or None, exploration constant or None)."""

    a_budget: Budget = (HARD_ITERATIONS, None, None)
    b_budget: Budget = (HARD_ITERATIONS, None, None)

    def agents(self) -> tuple[Agent, Agent]:
        return hard(self.config.game, *self.a_budget), hard(self.config.game, *self.b_budget)


def _deal(job: tuple[Duel, int]) -> tuple[int, float]:
    duel, index = job
    return index, play_duplicate(duel, index).diff


def held(journal: Path | None, run: dict[str, Any]) -> dict[int, float]:
    """The deals of ``run`` that ``journal`` holds, by index (none without a journal; a line
    cut off by a kill is skipped, flat_journal.py)."""
    return {e["index"]: e["diff"] for e in entries(journal) if {k: e.get(k) for k in run} == run}


def report(run: dict[str, Any], diffs: list[float]) -> str:
    """A − B a deal with its 95% interval."""
    mean = statistics.fmean(diffs)
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs))
    return (
        f"{run['game']} {run['preset']}, {run['a']} vs {run['b']}"
        + (f" at {run['iterations']} iterations" if "iterations" in run else "")
        + f": {mean:+.3f} [{mean - half:+.3f}, {mean + half:+.3f}] a deal over {len(diffs)} deals"
    )


def budgets(args: argparse.Namespace) -> tuple[Budget, Budget, dict[str, Any]]:
    """Each side's budget and the run's journal keys naming them."""
    if args.iterations:
        a, b = args.iterations
        return (a, None, None), (b, None, None), {"a": f"hard {a} iterations", "b": f"hard {b} iterations"}
    if args.worlds:
        a, b = args.worlds
        run = {"a": f"hard {a} worlds", "b": f"hard {b} worlds", "iterations": args.cap}
        return (args.cap, a, None), (args.cap, b, None), run
    x, y = args.exploration
    run = {"a": f"hard exploration {x}", "b": f"hard exploration {y}", "iterations": args.cap}
    return (args.cap, None, x), (args.cap, None, y), run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--preset")
    parser.add_argument("--players", type=int)
    budget = parser.add_mutually_exclusive_group(required=True)
    budget.add_argument("--iterations", type=int, nargs=2, metavar=("A", "B"))
    budget.add_argument("--worlds", type=int, nargs=2, metavar=("A", "B"))
    budget.add_argument("--exploration", type=float, nargs=2, metavar=("A", "B"))
    parser.add_argument(
        "--cap", type=int, default=HARD_ITERATIONS, help="iteration cap with --worlds or --exploration"
    )
    parser.add_argument("--deals", type=int, required=True)
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument(
        "--journal", type=Path, help="add each deal to FILE; deals it holds are not played again"
    )
    args = parser.parse_args()
    config = get_ruleset(args.game).config(args.preset, {}, args.players)
    a, b, names = budgets(args)
    run = {
        "game": config.game,
        "preset": config.preset,
        "players": config.players,
        **names,
        "seed": args.seed,
    }
    done = {i: d for i, d in held(args.journal, run).items() if i < args.deals}
    duel = Duel(config, "hard", "hard", args.seed, a_budget=a, b_budget=b)
    todo = [(duel, i) for i in range(args.deals) if i not in done]
    with ExitStack() as stack:
        out = None if args.journal is None else stack.enter_context(appending(args.journal))
        played: Iterator[tuple[int, float]] = map(_deal, todo)
        if args.jobs > 1:
            played = stack.enter_context(Pool(args.jobs)).imap_unordered(_deal, todo)
        for index, diff in played:
            done[index] = diff
            if out is not None:
                add(out, {**run, "index": index, "diff": diff})
            if len(done) > 1 and len(done) % 10 == 0:
                print(report(run, list(done.values())), flush=True)
    if len(done) > 1:
        print(report(run, [done[i] for i in range(args.deals) if i in done]), flush=True)


if __name__ == "__main__":
    main()
