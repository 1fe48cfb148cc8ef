"""Inference in the search's worlds (worlds.py): the first lead, which fixes trumps
(FN-14, FN-14a), weighs how many cards of its suit the resampled worlds give the leader."""

from __future__ import annotations

import random
import statistics

from ai.agent import Observation
from game.games.finesse import worlds
from game.games.finesse.cpu import CPU
from game.rules.cards import SUITS

from ...ai.states import decision_states
from .test_cpu import deal

# West (seat 0, left of dealer North) leads first; the rest of the pack fills the others.
WEST = "Kc Qc Jc 9c 4c 4d 5d 6d 4h 5h 6h 7s 8s"


def _held(world, seat: int, suit: str) -> int:
    """The cards of ``suit`` ``seat`` held as dealt (in hand now or gone from it)."""
    gone = worlds.Hidden(world.view(seat)).from_hand[seat]
    return sum(1 for c in (*world.hands[seat], *gone) if c.suit == suit)


def _mean_held(obs: Observation, draw, suit: str, n: int = 300) -> float:
    return statistics.fmean(_held(draw(obs, random.Random(k)), 0, suit) for k in range(n))


def test_fn14_the_first_leader_is_given_length_in_the_suit_he_made_trumps():
    st = deal({0: WEST}, dealer=3, actions=["play Kc"])
    obs = Observation(st, 1)
    plain = _mean_held(obs, lambda o, r: o.resample(r), "c")
    weighed = _mean_held(obs, worlds.finesse_world, "c")
    assert weighed > plain + 0.6
    assert worlds.first_lead(worlds.Hidden(st.view(1))) == (0, SUITS.index("c"), worlds.LEAD[False])


def test_fn14a_an_ace_led_first_and_no_trump_declared_says_the_suit_is_short():
    west = "Ac 4c 5c 4d 5d 6d 4h 5h 6h 7s 8s 9s Ts"
    tables = {0: "Ad Kd Qd", 1: "Jd Td 9d", 2: "Ah Kh Qh", 3: "Jh Th 9h"}  # every club hidden
    st = deal({0: west}, tables, dealer=3, actions=["play Ac", "trump none"])
    obs = Observation(st, 2)

    def long(draw) -> float:
        return statistics.fmean(_held(draw(obs, random.Random(k)), 0, "c") >= 5 for k in range(300))

    assert long(worlds.finesse_world) < 0.5 * long(lambda o, r: o.resample(r))
    assert worlds.first_lead(worlds.Hidden(st.view(2)))[2] == worlds.NO_TRUMP


def test_fn10b_a_first_lead_from_the_partners_table_weighs_the_choosers_hand():
    st = deal({0: WEST}, {2: "Ks 2s 3s"}, dealer=3, actions=["play table Ks"])
    hidden = worlds.Hidden(st.view(1))
    assert worlds.first_lead(hidden) == (0, SUITS.index("s"), worlds.LEAD[True])


def test_the_first_leader_and_a_deal_not_yet_led_get_plain_worlds():
    fresh = deal({0: WEST}, dealer=3)
    led = deal({0: WEST}, dealer=3, actions=["play Kc"])
    for st, seat in ((fresh, 1), (led, 0)):
        obs = Observation(st, seat)
        assert worlds.first_lead(worlds.Hidden(st.view(seat))) is None
        drawn = worlds.finesse_world(obs, random.Random(3))
        assert drawn.locations() == obs.resample(random.Random(3)).locations()


def test_every_world_drawn_agrees_with_the_seats_view():
    for st in decision_states("finesse", "default", 4, 40, seed=8):
        for seat in range(4):
            world = CPU.determinize(Observation(st, seat), random.Random(seat))
            assert world.view(seat) == st.view(seat)
