"""Duplicate duel of the hard level against itself with another search budget (issue 28).

    PYTHONPATH=. python measurements/budget_duel.py --game hasenpfeffer --iterations 6000 1000 \
        --deals 200 --seed 4
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
cap. Both sides run in this process on the arena's duplicate deals
(``ai.arena.play_duplicate``: the same deals as ``python -m ai.arena`` with the same seed). A
line every ten deals: A − B a deal with its 95% interval.
"""

from __future__ import annotations

import argparse
import math
import statistics
from dataclasses import dataclass

from ai.agent import Agent
from ai.arena import Match, play_duplicate
from ai.levels import HARD_ITERATIONS, make_agent
from ai.pimc import EndgameAgent
from ai.search import ISMCTS, SearchAgent
from game.rules import get_ruleset

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
    args = parser.parse_args()
    config = get_ruleset(args.game).config(args.preset, {}, args.players)
    a: Budget
    b: Budget
    if args.iterations:
        a, b = (args.iterations[0], None, None), (args.iterations[1], None, None)
        what = f"iterations {args.iterations[0]} vs {args.iterations[1]}"
    elif args.worlds:
        a, b = (args.cap, args.worlds[0], None), (args.cap, args.worlds[1], None)
        what = f"worlds {args.worlds[0]} vs {args.worlds[1]} at {args.cap} iterations"
    else:
        a, b = (args.cap, None, args.exploration[0]), (args.cap, None, args.exploration[1])
        what = f"exploration {args.exploration[0]} vs {args.exploration[1]} at {args.cap} iterations"
    duel = Duel(config, "hard", "hard", args.seed, a_budget=a, b_budget=b)
    diffs: list[float] = []
    for index in range(args.deals):
        diffs.append(play_duplicate(duel, index).diff)
        if len(diffs) > 1 and (len(diffs) % 10 == 0 or index == args.deals - 1):
            mean = statistics.fmean(diffs)
            half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs))
            print(
                f"{config.game} {config.preset}, {what}: {mean:+.3f} [{mean - half:+.3f}, {mean + half:+.3f}]"
                f" a deal over {len(diffs)} deals",
                flush=True,
            )


if __name__ == "__main__":
    main()
