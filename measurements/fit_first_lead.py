"""Fit Finesse's first-lead likelihoods (game/games/finesse/worlds.py ``LEAD``, ``NO_TRUMP``).

    PYTHONPATH=. python measurements/fit_first_lead.py --level easy --deals 1500 --seed 2 \
        --level hard --iterations 400 --deals 600 --seed 3

For each level, deals seeded ``SEED:0`` … are dealt and their first lead (and an Ace's trump
choice, FN-14a) made by that level. The true count of the led suit in the leader's hand then
(the card led included when it came from his hand) is set against the counts that plain
resampling gives him from the two next seats' views (``--worlds`` each). Per kind of lead
(from the hand with trumps, from the hand at no-trump, from the partner's table) the
likelihood L(count) is fitted by iterative scaling: the resampled counts weighed by L
reproduce the true counts. The script prints each table (scaled to a top of 1, floored at
``FLOOR``, then made to rise with the count up to its top, the shape ``LEAD`` takes) and how
many nats a deal the true count gains over plain resampling.
"""

from __future__ import annotations

import argparse
import math
import random
from collections import Counter
from collections.abc import Sequence

from ai.agent import Observation
from ai.levels import make_agent
from game.rules import get_ruleset

LONGEST = 9
"""Counts above this are counted with it."""
FLOOR = 0.02


def collect(
    level: str, iterations: int | None, deals: int, seed: int, draws: int
) -> list[tuple[str, int, list[int]]]:
    """(kind of lead, true count, resampled counts) of each deal's first lead by ``level``."""
    ruleset = get_ruleset("finesse")
    config = ruleset.config("default", {}, 4)
    agent = make_agent(level, "finesse", iterations=iterations, move_time=60.0 if iterations else None)
    out = []
    for d in range(deals):
        rng = random.Random(f"{seed}:{d}")
        state = ruleset.new_deal(config, d % 4, rng=random.Random(rng.getrandbits(64)))
        leader = state.to_move
        assert leader is not None
        dealt = list(state.view(leader).hands[leader])
        lead = agent.choose(Observation(state, leader), rng)
        state.apply(lead)
        kind = "table" if lead.words else "hand"
        if state.to_move == leader and state.legal_actions()[0].kind == "trump":
            choice = agent.choose(Observation(state, leader), rng)
            state.apply(choice)
            if choice.words[0] == "none":
                kind = "table no-trump" if lead.words else "no-trump"
        suit = lead.cards[0].suit
        true = sum(1 for c in dealt if c is not None and c.suit == suit)
        counts = []
        for seat in ((leader + 1) % 4, (leader + 2) % 4):
            for k in range(draws):
                world = state.resample(seat, random.Random(f"{seed}:{d}:{seat}:{k}"))
                hand = [*world.view(leader).hands[leader], *([] if lead.words else lead.cards)]
                counts.append(sum(1 for c in hand if c is not None and c.suit == suit))
        out.append((kind, true, counts))
    return out


def fit(rows: Sequence[tuple[int, list[int]]], rounds: int = 500) -> tuple[list[float], float]:
    """The likelihood by count (0 … LONGEST) and the mean log gain of the true count."""
    priors = []
    for _, counts in rows:
        c = Counter(min(x, LONGEST) for x in counts)
        priors.append([(c[t] + 0.01) / (len(counts) + 0.1) for t in range(LONGEST + 1)])
    seen = Counter(min(t, LONGEST) for t, _ in rows)
    like = [1.0] * (LONGEST + 1)
    for _ in range(rounds):
        expected = [0.0] * (LONGEST + 1)
        for p in priors:
            z = sum(a * b for a, b in zip(p, like, strict=True))
            for t in range(LONGEST + 1):
                expected[t] += p[t] * like[t] / z
        like = [x * (seen[t] + 0.5) / (expected[t] + 0.5) for t, x in enumerate(like)]
        top = max(like)
        like = [x / top for x in like]
    like = [max(FLOOR, x) for x in like]
    gain = log_gain(priors, [min(t, LONGEST) for t, _ in rows], like)
    return like, gain


def log_gain(priors: list[list[float]], true: list[int], like: list[float]) -> float:
    """Mean nats a deal by which ``like`` raises the resampled chance of the true count."""
    total = 0.0
    for p, t in zip(priors, true, strict=True):
        total += math.log(like[t] / sum(a * b for a, b in zip(p, like, strict=True)))
    return total / len(true)


def rising(like: list[float]) -> list[float]:
    """``like`` up to its top made non-decreasing (pool-adjacent-violators), 1 beyond it."""
    top = like.index(max(like))
    blocks: list[list[float]] = []
    for x in like[: top + 1]:
        blocks.append([x])
        while len(blocks) > 1 and sum(blocks[-2]) / len(blocks[-2]) > sum(blocks[-1]) / len(blocks[-1]):
            blocks[-2:] = [blocks[-2] + blocks[-1]]
    out = [sum(b) / len(b) for b in blocks for _ in b]
    return [round(x / out[-1], 2) for x in out] + [1.0] * (len(like) - top - 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--level", action="append", required=True)
    parser.add_argument("--iterations", type=int, action="append", default=[])
    parser.add_argument("--deals", type=int, action="append", required=True)
    parser.add_argument("--seed", type=int, action="append", required=True)
    parser.add_argument("--worlds", type=int, default=50)
    args = parser.parse_args()
    rows: list[tuple[str, int, list[int]]] = []
    caps = iter(args.iterations)
    for level, deals, seed in zip(args.level, args.deals, args.seed, strict=True):
        rows += collect(level, next(caps) if level == "hard" else None, deals, seed, args.worlds)
    for kind in ("hand", "no-trump", "table", "table no-trump"):
        sel = [(t, counts) for k, t, counts in rows if k == kind]
        if not sel:
            continue
        like, gain = fit(sel)
        print(f"{kind}: {len(sel)} leads, fitted {[round(x, 3) for x in like]}, gain {gain:.3f} nats a deal")
        if kind != "no-trump":
            print(f"  rising: {rising(like)}")


if __name__ == "__main__":
    main()
