"""How long Skitgubbe's phase 2 stalls: the most pick-ups in a row without anyone going out,
per deal, in random and in rules-of-thumb play (issue 20, the SG-29 house rule's bound).

    PYTHONPATH=. python measurements/skitgubbe_stall.py --deals 2000 --players 2 3 4 5 6
    PYTHONPATH=. python measurements/skitgubbe_stall.py --deals 2000 --random-options

Each line: who plays, options, player count, deals, then the stall's median, 99th and 99.9th
percentile and maximum, the share of deals that would reach ``--limit``, and the phase-2
actions' median and maximum. The count is the one the house rule keeps
(``phase2.STALL``), so run it with that set out of reach to see the free distribution.
"""

from __future__ import annotations

import argparse
import random
import statistics

from ai.agent import Agent, Observation
from ai.levels import make_agent
from game.fuzz import random_config
from game.games.skitgubbe.phase2 import PLAY2
from game.games.skitgubbe.state import SkitgubbeState
from game.rules import ConfigError, GameConfig, get_ruleset


def play(config: GameConfig, agent: Agent, rng: random.Random) -> tuple[int, int]:
    """One deal: (the most pick-ups in a row without anyone going out, phase-2 actions)."""
    rs = get_ruleset("skitgubbe")
    state = rs.new_deal(config, rng.randrange(config.players), rng=rng, totals=(0,) * config.players)
    assert isinstance(state, SkitgubbeState)
    most = actions = 0
    while state.to_move is not None:
        if state.phase == PLAY2:
            actions += 1
        state.apply(agent.choose(Observation(state, state.to_move), rng))
        most = max(most, state.stall)
    return most, actions


def draw_config(rng: random.Random, players: int, random_options: bool) -> GameConfig:
    """Default options, or options drawn as the fuzzer draws them, for ``players`` players."""
    if not random_options:
        return get_ruleset("skitgubbe").config("default", {}, players)
    while True:
        try:
            config = random_config(rng, "skitgubbe")
        except ConfigError:
            continue
        if config.players == players:
            return config


def quantile(values: list[int], q: float) -> int:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--players", type=int, nargs="*", default=[3, 4, 5, 6])
    parser.add_argument(
        "--random-options", action="store_true", help="options drawn as the fuzzer draws them"
    )
    parser.add_argument("--limit", type=int, default=30)
    parser.add_argument("--seed", type=int, default=20)
    parser.add_argument(
        "--players-of", nargs="*", default=["random", "rules of thumb"], help="random, rules of thumb, easy"
    )
    args = parser.parse_args()
    agents: dict[str, Agent] = {
        "random": make_agent("random", "skitgubbe"),
        "rules of thumb": make_agent("rules", "skitgubbe"),
        "easy": make_agent("easy", "skitgubbe"),
    }
    for name in args.players_of:
        agent = agents[name]
        for players in args.players:
            rng = random.Random(args.seed * 100 + players)
            stalls: list[int] = []
            lengths: list[int] = []
            while len(stalls) < args.deals:
                stall, length = play(draw_config(rng, players, args.random_options), agent, rng)
                stalls.append(stall)
                lengths.append(length)
            reach = sum(s >= args.limit for s in stalls) / len(stalls)
            print(
                f"{name:15} {'random options' if args.random_options else 'default':15} {players}p "
                f"{len(stalls)} deals: stall median {statistics.median(stalls):.0f}, "
                f"p99 {quantile(stalls, 0.99)}, p99.9 {quantile(stalls, 0.999)}, max {max(stalls)}; "
                f"reach {args.limit}: {reach:.2%}; phase-2 actions median "
                f"{statistics.median(lengths):.0f}, max {max(lengths)}",
                flush=True,
            )


if __name__ == "__main__":
    main()
