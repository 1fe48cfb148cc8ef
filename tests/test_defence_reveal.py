"""measurements/defence_reveal.py: the worlds it gives a Huutopussi defender, and that a deal
played again with the declaring side's plays copied scores as when played whole."""

from __future__ import annotations

import random

from ai.agent import Observation
from game.games.huutopussi.cards import HIDDEN_KINDS
from game.games.huutopussi.cpu import HuutopussiAgent
from game.games.huutopussi.state import HuutopussiState
from game.rules import get_ruleset

from .scripts import load_script

REVEAL = load_script("measurements/defence_reveal.py", "defence_reveal")
CONFIG = get_ruleset("huutopussi").config("default", {}, 4)


def _mid_play(seed: int = 3) -> HuutopussiState:
    """A deal in its card play (HP-18), a trick under way, by the rules of thumb."""
    state = get_ruleset("huutopussi").new_deal(CONFIG, 0, rng=random.Random(seed))
    assert isinstance(state, HuutopussiState)
    agent, rng = HuutopussiAgent(), random.Random(seed)
    while sum(a.kind == "play" for _, a in state.log) < 6:
        state.apply(agent.choose(Observation(state, state.to_move), rng))
    return state


def _plain(obs: Observation, rng: random.Random) -> HuutopussiState:
    world = obs.resample(rng)
    assert isinstance(world, HuutopussiState)
    return world


def _public(state: HuutopussiState) -> list:
    """The log less the exchange, which a defender does not see (HP-15, HP-16)."""
    return [(s, a) for s, a in state.log if a.kind not in HIDDEN_KINDS]


def test_a_defender_keeps_the_true_hands_named_and_resamples_the_rest():
    state = _mid_play()
    d = state.declarer
    seat = d ^ 1  # a defender
    for mode, kept in (("partner", {seat ^ 2}), ("declarer", {d}), ("all", {d, d ^ 2, seat ^ 2})):
        det = REVEAL.defender_worlds(_plain, mode)
        worlds = [det(Observation(state, seat), random.Random(k)) for k in range(12)]
        for world in worlds:
            assert type(world) is HuutopussiState  # the rebuilt deal, not the revealing one
            assert _public(world) == _public(state) and world.hands[seat] == state.hands[seat]
            assert all(world.hands[s] == state.hands[s] for s in kept), mode
        if mode != "all":  # two hidden hands are left to deal
            hidden = ({d, d ^ 2, seat ^ 2} - kept).pop()
            assert len({w.hands[hidden] for w in worlds}) > 1, mode


def test_the_declaring_side_and_the_auction_search_plain_worlds():
    state = _mid_play()
    det = REVEAL.defender_worlds(_plain, "all")
    for seat in (state.declarer, state.declarer ^ 2):
        ours = det(Observation(state, seat), random.Random(7))
        plain = _plain(Observation(state, seat), random.Random(7))
        assert ours.hands == plain.hands
    opening = get_ruleset("huutopussi").new_deal(CONFIG, 0, rng=random.Random(1))
    seat = opening.to_move
    assert (
        det(Observation(opening, seat), random.Random(2)).hands
        == _plain(Observation(opening, seat), random.Random(2)).hands
    )


def test_a_deal_played_again_for_the_defence_scores_as_played_whole():
    """The auction, the contract and the declaring side's plays are the same in every mode
    (HP-11..HP-17 by the rules of thumb), so plain hard played again on easy's contracts
    alone gives the baseline's score."""
    replayed = 0
    for index in (0, 2):
        base = REVEAL.baseline(CONFIG, 30, 5, index)
        again = REVEAL.replay(CONFIG, "none", 30, 5, index, base)
        assert again["diff"] == base["diff"] and again["contracts"] == base["contracts"]
        replayed += sum(c["side"] == "b" for c in base["contracts"])
    assert replayed  # easy declared in some play, which was played again
