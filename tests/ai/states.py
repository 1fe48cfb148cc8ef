"""Decision points from random play, for the AI tests."""

from __future__ import annotations

import random

from game.rules import State, get_ruleset

from ..contract import config_with


def decision_states(
    game: str, preset: str, players: int, count: int, seed: int, late: bool = False
) -> list[State]:
    """``count`` states, each at a decision with more than one legal action, from random play
    with random options (a state per deal, at a random point of it; with ``late``, in the
    last third of its decisions)."""
    rng = random.Random(seed)
    rs = get_ruleset(game)
    out: list[State] = []
    for _ in range(count * 20):
        if len(out) == count:
            break
        config = config_with(game, preset, players, rng)
        state = rs.new_deal(config, rng.randrange(players), rng=rng)
        choices = []
        while state.to_move is not None:
            legal = state.legal_actions()
            if len(legal) > 1:
                choices.append(state.clone())
            state.apply(rng.choice(legal))
        if choices:
            out.append(rng.choice(choices[len(choices) * 2 // 3 :] if late else choices))
    return out
