"""Duplicate duel of the Huutopussi rules of thumb (noise 0) against those of a git revision.

    PYTHONPATH=. python measurements/bid_duel.py --preset pagat --players 4 --deals 500 --seed 2
    PYTHONPATH=. python measurements/bid_duel.py --preset pagat --deals 400 --seed 1 --tau 40 100

Both agents run in this process (the revision's ``cpu.py`` is loaded from its export,
ai/revision.py, on top of today's rules, so use it only where the rules are unchanged),
which plays thousands of deals a minute. Each deal is played with the teams swapped (as
``python -m ai.arena``); the line reports today's side minus the revision's per deal with
its 95% interval, and each side's contracts: how many, the share made, the mean contract
and the declarer's mean score. ``--tau`` re-runs with every ``DECLARE_VALUE`` entry of the
configuration set to each value (how the table was tuned).
"""

from __future__ import annotations

import argparse
import importlib.util
import math
import random
import statistics
from types import ModuleType

from ai.agent import Agent, Observation
from ai.arena import sides
from ai.revision import checkout, resolve
from game.games.huutopussi import cpu
from game.rules import get_ruleset


def old_cpu(rev: str) -> ModuleType:
    """The revision's game/games/huutopussi/cpu.py as a module of its own."""
    path = checkout(resolve(rev)) / "game" / "games" / "huutopussi" / "cpu.py"
    spec = importlib.util.spec_from_file_location("revision_huutopussi_cpu", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def duel(preset: str, players: int, deals: int, seed: int, a: Agent, b: Agent) -> str:
    rs = get_ruleset("huutopussi")
    config = rs.config(preset, {}, players)
    diffs: list[float] = []
    contracts: dict[str, list[tuple[int, int]]] = {"a": [], "b": []}
    for i in range(deals):
        deal_seed = random.Random(f"{seed}:{i}").getrandbits(64)
        plays = []
        for r, a_seats in enumerate(sides(config)):
            state = rs.new_deal(config, i % players, rng=random.Random(deal_seed))
            rng = random.Random(f"{deal_seed}:{r}")
            while state.to_move is not None:
                legal = state.legal_actions()
                agent = a if a_seats[state.to_move] else b
                state.apply(
                    legal[0] if len(legal) == 1 else agent.choose(Observation(state, state.to_move), rng)
                )
            outcome = state.outcome()
            assert outcome is not None
            mine = [x for x, m in zip(outcome.scores, a_seats, strict=True) if m]
            theirs = [x for x, m in zip(outcome.scores, a_seats, strict=True) if not m]
            plays.append(statistics.fmean(mine) - statistics.fmean(theirs))
            d = state.view(0).info.get("declarer")
            if isinstance(d, int):
                contracts["a" if a_seats[d] else "b"].append(
                    (state.view(0).info["contract"], outcome.scores[d])
                )
        diffs.append(statistics.fmean(plays))
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs))
    mean = statistics.fmean(diffs)
    return f"{mean:+.1f} ± {half:.1f}  today {_side(contracts['a'])}  revision {_side(contracts['b'])}"


def _side(played: list[tuple[int, int]]) -> str:
    if not played:
        return "declared 0"
    made = sum(s > 0 for _, s in played) / len(played)
    mean_c = statistics.fmean(c for c, _ in played)
    score = statistics.fmean(s for _, s in played)
    return f"declared {len(played)}, made {made:.0%}, contract {mean_c:.0f}, score {score:+.0f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rev", default="main")
    parser.add_argument("--preset", default="pagat")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--tau", type=float, nargs="*", help="DECLARE_VALUE values to try")
    args = parser.parse_args()
    old = old_cpu(args.rev)
    key = (args.preset == "pagat", args.players)
    for tau in args.tau or [None]:
        if tau is not None:
            cpu.DECLARE_VALUE[key] = tau
        result = duel(
            args.preset,
            args.players,
            args.deals,
            args.seed,
            cpu.HuutopussiAgent(0.0),
            old.HuutopussiAgent(0.0),
        )
        print(
            f"{args.preset} {args.players}p"
            + ("" if tau is None else f" DECLARE_VALUE {tau:g}")
            + f": {result}"
        )


if __name__ == "__main__":
    main()
