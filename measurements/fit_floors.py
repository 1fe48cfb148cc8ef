"""Fit how far Finesse's search trusts a floor (game/games/finesse/worlds.py ``KEEP``).

    PYTHONPATH=. python measurements/fit_floors.py --level easy --deals 1000 --seed 2

Deals seeded ``SEED:0`` … are played out by four players of ``--level`` (hard: capped at
``--iterations``). After each decision that sets new floors (``worlds.read_floors``, seen
from the next seat), the seat's true hand is checked for a card the floor bans, and so are
``--worlds`` plain resamples from that view. Per kind of floor the likelihood ratio of a
hand holding a banned card to one holding none is fitted so that the resamples, weighed by
it, hold banned cards as often as the true hands do; ``KEEP`` is 1 less that ratio. The
script prints, per kind, the floors seen, how often the true hand and the resamples broke
them, the ratio and how many nats a floor the fitted weighing gains over plain resampling.
"""

from __future__ import annotations

import argparse
import math
import random
from collections.abc import Sequence

from ai.agent import Observation
from ai.levels import make_agent
from game.games.finesse.resample import Hidden
from game.games.finesse.state import FinesseState
from game.games.finesse.worlds import Floor, read_floors
from game.rules import get_ruleset


def collect(
    level: str, iterations: int | None, deals: int, seed: int, draws: int
) -> list[tuple[str, bool, float]]:
    """(kind, whether the true hand breaks the floor, the share of resamples that do) of
    each new floor in ``deals`` deals played by ``level``."""
    ruleset = get_ruleset("finesse")
    config = ruleset.config("default", {}, 4)
    agent = make_agent(level, "finesse", iterations=iterations, move_time=60.0 if iterations else None)
    out = []
    for d in range(deals):
        rng = random.Random(f"{seed}:{d}")
        state = ruleset.new_deal(config, d % 4, rng=random.Random(rng.getrandbits(64)))
        assert isinstance(state, FinesseState)
        while state.to_move is not None:
            seat = state.to_move
            legal = state.legal_actions()
            viewer = (seat + 1) % 4
            state.apply(legal[0] if len(legal) == 1 else agent.choose(Observation(state, seat), rng))
            if len(legal) == 1:
                continue
            new = [f for f in read_floors(Hidden(state.view(viewer))) if f.at == len(state.history) - 1]
            if not new:
                continue
            worlds = [
                state.resample(viewer, random.Random(f"{seed}:{d}:{len(state.history)}:{k}"))
                for k in range(draws)
            ]
            for f in new:
                prior = sum(_breaks(w.hands[seat], f) for w in worlds) / draws
                out.append((f.kind, _breaks(state.hands[seat], f), prior))
    return out


def _breaks(hand: Sequence, floor: Floor) -> bool:
    return any(c.id in floor.banned for c in hand)


def fit(rows: Sequence[tuple[bool, float]]) -> tuple[float, float]:
    """The likelihood ratio of a broken floor to a kept one, and its mean log gain a floor."""
    broken = sum(b for b, _ in rows)
    priors = [min(max(p, 0.01), 0.99) for _, p in rows]
    low, high = 1e-4, 1e4
    for _ in range(100):  # bisection on log scale: expected broken floors = seen
        ratio = math.sqrt(low * high)
        expected = sum(p * ratio / (1 - p + p * ratio) for p in priors)
        low, high = (ratio, high) if expected < broken else (low, ratio)
    ratio = max(math.sqrt(low * high), 0.02)
    gain = sum(
        math.log((ratio if b else 1.0) / (1 - p + p * ratio)) for (b, _), p in zip(rows, priors, strict=True)
    )
    return ratio, gain / len(rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--level", required=True)
    parser.add_argument("--iterations", type=int)
    parser.add_argument("--deals", type=int, required=True)
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--worlds", type=int, default=40)
    args = parser.parse_args()
    rows = collect(args.level, args.iterations, args.deals, args.seed, args.worlds)
    for kind in ("follow", "discard", "replenish", "ceiling"):
        sel = [(b, p) for k, b, p in rows if k == kind]
        if not sel:
            continue
        ratio, gain = fit(sel)
        true = sum(b for b, _ in sel) / len(sel)
        prior = sum(p for _, p in sel) / len(sel)
        print(
            f"{kind}: {len(sel)} floors, broken by {true:.1%} of true hands and {prior:.1%} of resamples;"
            f" ratio {ratio:.3f} (keep {1 - ratio:.2f}), gain {gain:.3f} nats a floor"
        )


if __name__ == "__main__":
    main()
