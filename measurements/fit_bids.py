"""Fit what a Huutopussi hand makes to what the rules of thumb read in it (game/games/huutopussi/cpu.py).

    PYTHONPATH=. python measurements/fit_bids.py --deals 10000 --seed 1

Self-play of the rules of thumb (noise 0) at every preset and player count. For each
declarer it records ``Facts.estimate()`` of his hand as dealt (what he bids on), the
``contract_features`` of his hand at the ``contract`` decision (what he names the contract
on), and the total his side made (HP-28: cards, last trick, marriages), which does not
depend on the contract: the card play ignores it. It prints, per configuration, the
least-squares line total = a + b * estimate of the auction and its residual standard
deviation (``cpu.VALUE_FIT``), and the least-squares intercept and weights of the contract
features with theirs (``cpu.CONTRACT_FIT``).
"""

from __future__ import annotations

import argparse
import random
import statistics

from ai.agent import Observation
from game.games.huutopussi.cards import mask_of
from game.games.huutopussi.cpu import Facts, HuutopussiAgent, contract_features
from game.games.huutopussi.options import rules_for
from game.rules import get_ruleset

CONFIGS = (("default", 4), ("default", 3), ("pagat", 4), ("pagat", 3))


Row = tuple[tuple[float, ...], float]


def sample(preset: str, players: int, deals: int, seed: int) -> tuple[list[Row], list[Row]]:
    """((estimate,), total) at the auction and (contract features, total) at the contract."""
    rs = get_ruleset("huutopussi")
    config = rs.config(preset, {}, players)
    rules = rules_for(config)
    agent = HuutopussiAgent(0.0)
    rng = random.Random(seed)
    auction: list[Row] = []
    contract: list[Row] = []
    for i in range(deals):
        state = rs.new_deal(config, i % players, rng=rng)
        dealt = [Facts(state.view(s), rules).estimate() for s in range(players)]
        named = None
        while state.to_move is not None:
            legal = state.legal_actions()
            if len(legal) > 1 and legal[0].kind == "contract":
                hand = Facts(state.view(state.to_move), rules).hand
                named = tuple(float(x) for x in contract_features(rules, mask_of(hand)))
            action = legal[0] if len(legal) == 1 else agent.choose(Observation(state, state.to_move), rng)
            state.apply(action)
        d = state.declarer
        if d < 0:
            continue
        total = state.team_totals()[state.side[d]]
        auction.append(((dealt[d],), total))
        if named is not None:
            contract.append((named, total))
    return auction, contract


def fit(rows: list[Row]) -> tuple[list[float], float]:
    """The intercept and weights of total = w0 + w . x by least squares, and the residual
    standard deviation."""
    xs = [(1.0, *x) for x, _ in rows]
    k = len(xs[0])
    # The normal equations (X'X) w = X'y, solved by Gauss-Jordan elimination.
    m = [[sum(x[i] * x[j] for x in xs) for j in range(k)] for i in range(k)]
    for row, i in zip(m, range(k), strict=True):
        row.append(sum(x[i] * y for x, (_, y) in zip(xs, rows, strict=True)))
    for c in range(k):
        p = max(range(c, k), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(k):
            if r != c:
                f = m[r][c] / m[c][c]
                m[r] = [a - f * b for a, b in zip(m[r], m[c], strict=True)]
    w = [m[i][k] / m[i][i] for i in range(k)]
    fitted = [sum(a * b for a, b in zip(w, x, strict=True)) for x in xs]
    sd = statistics.pstdev([y - f for f, (_, y) in zip(fitted, rows, strict=True)])
    return w, sd


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for preset, players in CONFIGS:
        auction, contract = sample(preset, players, args.deals, args.seed)
        key = f"({preset == 'pagat'}, {players})"
        (a, b), sd = fit(auction)
        print(f"VALUE_FIT {key}: ({a:.1f}, {b:.3f}, {sd:.1f}),  # {len(auction)} deals")
        w, sd = fit(contract)
        weights = ", ".join(f"{x:.2f}" for x in w)
        print(f"CONTRACT_FIT {key}: (({weights}), {sd:.1f}),  # {len(contract)} deals")


if __name__ == "__main__":
    main()
