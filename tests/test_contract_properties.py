"""Invariants of the rules contract, for every registered preset and player count.

Random legal play never fails and ends; legal actions are never empty before the end;
cards are conserved; a view never shows another seat's hidden cards; resampling depends
only on the view and is consistent with it (replaying its layout and history is legal and
gives the same view).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.rules import get_ruleset

from .contract import all_variants, config_with, deck_counter, play_random

FIXED: list[tuple[str, str, dict[str, object]]] = [("skitgubbe", "default", {"TurnedUpTrumpMas": True})]
"""Options that replace a whole phase, held on (the others drawn at random) so that the
properties are tested with them whatever the odds of a random draw."""
VARIANTS = [(*v, {}) for v in all_variants()] + [
    (g, p, n, fixed) for g, p, fixed in FIXED for n in get_ruleset(g).preset(p).players
]
IDS = [f"{g}-{p}-{n}" + "".join(f"+{o}" for o in fixed) for g, p, n, fixed in VARIANTS]


def _deal(variant: tuple[str, str, int, dict[str, object]], seed: int):
    game, preset, players, fixed = variant
    rng = random.Random(seed)
    rs = get_ruleset(game)
    config = config_with(game, preset, players, rng, fixed)
    return rs, rs.new_deal(config, rng.randrange(players), rng=rng), rng


@pytest.mark.parametrize("variant", VARIANTS, ids=IDS)
@given(seed=st.integers(0, 2**32 - 1))
def test_random_play_conserves_cards_and_ends(variant, seed):
    _, state, rng = _deal(variant, seed)
    deck = deck_counter(state)
    assert all(n == 1 for n in deck.values()), "a card is in two places"
    states = play_random(state, rng)
    for s in states:
        assert deck_counter(s) == deck
    final = states[-1]
    out = final.outcome()
    assert out is not None and len(out.scores) == final.players
    assert final.legal_actions() == []


@pytest.mark.parametrize("variant", VARIANTS, ids=IDS)
@given(seed=st.integers(0, 2**32 - 1))
def test_no_hand_is_known_to_others_after_the_deal(variant, seed):
    _, state, _ = _deal(variant, seed)
    for seat in range(state.players):
        v = state.view(seat)
        assert None not in v.hands[seat]
        for other in range(state.players):
            if other != seat:
                assert set(v.hands[other]) <= {None}, f"seat {seat} sees seat {other}'s cards"


@pytest.mark.parametrize("variant", VARIANTS, ids=IDS)
@given(seed=st.integers(0, 2**32 - 1), cut=st.floats(0, 1))
def test_resample_is_consistent_with_the_view_and_depends_only_on_it(variant, seed, cut):
    rs, state, rng = _deal(variant, seed)
    states = play_random(state, rng)
    s = states[int(cut * (len(states) - 1))]
    for seat in range(s.players):
        view = s.view(seat)
        r = s.resample(seat, random.Random(seed + seat))
        assert r.view(seat) == view
        assert deck_counter(r) == deck_counter(s)
        # A resample is a deal that could have happened: its layout replays to it.
        replay = rs.new_deal(r.config, r.dealer, layout=r.layout())
        for _, action in r.history:
            replay.apply(action)
        assert replay.view(seat) == view
        assert replay.locations() == r.locations()
        # Same view, same rng seed -> same resample.
        again = r.resample(seat, random.Random(7))
        first = s.resample(seat, random.Random(7))
        assert first.locations() == again.locations()
        assert first.layout() == again.layout()
