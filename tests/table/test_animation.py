"""Animations derived from two views: they move the right cards and always finish."""

from __future__ import annotations

import random

import pytest

from game.rules import get_ruleset
from game.table.animation import completed_trick, plan
from game.table.layout import Layout, game_layout
from game.table.scene import place


def _deal(players=4, seed=1):
    rs = get_ruleset("fipsen")
    return rs.new_deal(rs.config("prisdorf", {}, players), players - 1, rng=random.Random(seed))


def _layout(players=4):
    return Layout(1280, 800, players, game_layout("fipsen"))


@pytest.mark.parametrize("speed", ["slow", "normal", "fast"])
def test_every_transition_of_a_deal_finishes_where_the_view_is(speed):
    state, lay = _deal(), _layout()
    rng = random.Random(3)
    v0 = state.view(0)
    anim = plan(None, v0, lay, speed, 0.0, new_deal=True)
    assert anim.total > 0 and not anim.done(0.0) and anim.done(anim.total)
    while state.to_move is not None:
        state.apply(rng.choice(state.legal_actions()))
        v1 = state.view(0)
        anim = plan(v0, v1, lay, speed, 10.0)
        assert anim.done(10.0 + anim.total)
        for t in (10.0, 10.0 + anim.total / 3, 10.0 + anim.total / 2):
            anim.frame(t)  # every moment can be drawn
        final = {d.key: (d.x, d.y, d.card) for d in anim.frame(10.0 + anim.total + 0.01)}
        assert final == {k: (s.x, s.y, s.card) for k, s in place(v1, lay).items()}
        v0 = v1


def test_instant_speed_has_no_animation():
    state, lay = _deal(), _layout()
    anim = plan(None, state.view(0), lay, "instant", 0.0, new_deal=True)
    assert anim.total == 0 and anim.done(0.0)


def test_dealing_follows_the_packets():
    """FP-5: three cards to each player from P1, two to the Skat, then two to each."""
    state, lay = _deal(), _layout()
    v = state.view(0)
    anim = plan(None, v, lay, "normal", 0.0, new_deal=True)
    step = anim.steps[0]
    order = sorted(step.delays, key=lambda k: step.delays[k])
    where = [place(v, lay)[k].where for k in order]
    p1 = (v.dealer + 1) % 4
    assert where[:3] == [f"hand{p1}"] * 3
    assert where[12:14] == ["pile:skat", "pile:skat"]
    assert where[14:16] == [f"hand{p1}"] * 2
    # Before its turn a card waits face down at the dealer.
    first = anim.frame(0.0)
    assert all(d.card is None for d in first)


def test_a_completed_trick_stays_then_goes_to_its_winner():
    state, lay = _deal(), _layout()
    rng = random.Random(5)
    while not (state.to_move is not None and len(state.view(0).trick) == 3):
        state.apply(rng.choice(state.legal_actions()))
    v0 = state.view(0)
    state.apply(rng.choice(state.legal_actions()))
    v1 = state.view(0)
    mid = completed_trick(v0, v1)
    assert mid is not None and len(mid.trick) == 4 and not v1.trick
    anim = plan(v0, v1, lay, "normal", 0.0)
    assert len(anim.steps) == 3  # fly in, hold the full trick, sweep
    fly, hold, _ = anim.steps
    during_hold = {d.key for d in anim.frame(fly.duration + hold.duration / 2)}
    assert {("c", c.id) for _, cs in mid.trick for c in cs} <= during_hold


def test_a_drop_starts_the_flight_where_the_card_was_dropped():
    state, lay = _deal(), _layout()
    rng = random.Random(9)
    while state.to_move != 0 or state.legal_actions()[0].kind != "play":
        state.apply(rng.choice(state.legal_actions()))
    v0 = state.view(0)
    action = state.legal_actions()[0]
    state.apply(action)
    anim = plan(v0, state.view(0), lay, "normal", 0.0)
    key = ("c", action.card.id)
    anim.start_from(key, 111.0, 222.0)
    first = {d.key: d for d in anim.frame(0.0)}
    assert (first[key].x, first[key].y) == (111.0, 222.0)
