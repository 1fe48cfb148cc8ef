"""Inference for Prisdorf Fipsen: worlds weighted by how likely the declarer's bid was.

A defender's resampled worlds would otherwise spread the trumps evenly, although the
declarer bid on a strong hand. Each world is kept with a chance equal to how likely
the declarer's playing hand in that world makes his contract (the rule-based bidder's
own estimate), by rejection sampling with a few tries; the result still depends only on
the view and the rng.
"""

from __future__ import annotations

import random

from ai.agent import Observation
from game.rules import State

from .evaluation import estimate, success
from .facts import read

TRIES = 6


def fipsen_world(obs: Observation, rng: random.Random) -> State:
    """A resampled world, biased towards declarer hands that fit the bid."""
    world = obs.resample(rng)
    contract = obs.memo(weighed_contract, lambda: weighed_contract(obs))
    if contract is None:
        return world
    declarer, trump, need = contract
    for _ in range(TRIES):
        hand = world.locations()[f"hand{declarer}"] + [
            a.cards[0] for s, a in world.history if s == declarer and a.kind == "play"
        ]
        if rng.random() < success(estimate(hand, trump, players=obs.config.players), need):
            return world
        world = obs.resample(rng)
    return world


def weighed_contract(obs: Observation) -> tuple[int, str, int] | None:
    """(declarer, trumps, tricks needed) of the Prisdorf contract the seat's worlds are
    weighed by: a defender's, once the auction is over and trumps are known; else None."""
    if obs.config.preset != "prisdorf":
        return None
    f = read(obs.view())
    declarer, trump = f.declarer, f.trump
    if not f.auction_over or trump is None or declarer is None or declarer == obs.seat:
        return None
    return declarer, trump, f.target
