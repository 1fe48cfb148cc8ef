"""Fit what a Huutopussi hand makes to the rules of thumb's estimate (game/games/huutopussi/cpu.py).

    PYTHONPATH=. python measurements/fit_bids.py --deals 4000 --seed 1

Self-play of the rules of thumb (noise 0) at every preset and player count. For each
declarer it records ``Facts.estimate()`` of his hand as dealt (what he bids on) and at the
``contract`` decision (what he names the contract on), and the total his side made (HP-28:
cards, last trick, marriages), which does not depend on the contract: the card play ignores
it. It prints, per configuration and phase, the least-squares line total = a + b * estimate
and the residual standard deviation: ``cpu.VALUE_FIT``.
"""

from __future__ import annotations

import argparse
import random
import statistics

from ai.agent import Observation
from game.games.huutopussi.cpu import Facts, HuutopussiAgent
from game.games.huutopussi.options import rules_for
from game.rules import get_ruleset

CONFIGS = (("default", 4), ("default", 3), ("pagat", 4), ("pagat", 3))


def sample(preset: str, players: int, deals: int, seed: int) -> tuple[list[tuple[float, float]], ...]:
    """(estimate, total) pairs at the auction and at the contract."""
    rs = get_ruleset("huutopussi")
    config = rs.config(preset, {}, players)
    rules = rules_for(config)
    agent = HuutopussiAgent(0.0)
    rng = random.Random(seed)
    auction: list[tuple[float, float]] = []
    contract: list[tuple[float, float]] = []
    for i in range(deals):
        state = rs.new_deal(config, i % players, rng=rng)
        dealt = [Facts(state.view(s), rules).estimate() for s in range(players)]
        named = None
        while state.to_move is not None:
            legal = state.legal_actions()
            if len(legal) > 1 and legal[0].kind == "contract":
                named = Facts(state.view(state.to_move), rules).estimate()
            action = legal[0] if len(legal) == 1 else agent.choose(Observation(state, state.to_move), rng)
            state.apply(action)
        d = state.declarer
        if d < 0:
            continue
        total = state.team_totals()[state.side[d]]
        auction.append((dealt[d], total))
        if named is not None:
            contract.append((named, total))
    return auction, contract


def fit(pairs: list[tuple[float, float]]) -> tuple[float, float, float]:
    """a, b, residual sd of total = a + b * estimate."""
    xs, ys = [p[0] for p in pairs], [p[1] for p in pairs]
    b, a = statistics.linear_regression(xs, ys)
    sd = statistics.pstdev([y - (a + b * x) for x, y in pairs])
    return a, b, sd


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for preset, players in CONFIGS:
        auction, contract = sample(preset, players, args.deals, args.seed)
        for phase, pairs in (("auction", auction), ("contract", contract)):
            a, b, sd = fit(pairs)
            print(f'("{preset}", {players}, "{phase}"): ({a:.1f}, {b:.3f}, {sd:.1f}),  # {len(pairs)} deals')


if __name__ == "__main__":
    main()
