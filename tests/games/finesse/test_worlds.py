"""Inference in the search's worlds (worlds.py): the first lead, which fixes trumps
(FN-14, FN-14a), weighs how many cards of its suit the resampled worlds give the leader;
the opponents' losing plays (FN-13) and the cards they put on their tables (FN-16) set
floors under their hands."""

from __future__ import annotations

import random
import statistics

from ai.agent import Observation
from game.games.finesse import worlds
from game.games.finesse.cpu import CPU, FinesseAgent
from game.rules import get_ruleset
from game.rules.cards import ALL_CARDS, SUITS
from game.rules.resampling import ResampleError

from ...ai.states import decision_states
from .test_cpu import deal

# West (seat 0, left of dealer North) leads first; the rest of the pack fills the others.
WEST = "Kc Qc Jc 9c 4c 4d 5d 6d 4h 5h 6h 7s 8s"
CONFIG = get_ruleset("finesse").config("default", {}, 4)


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


# Trick 1: West leads Kc (clubs trumps, FN-14); North, East and South, void in clubs,
# discard. Trick 2: West leads East's table Qc (FN-10 b, FN-12); South discards, West
# follows, North discards 7d; East, owner of the card, puts 7h on his table (FN-16)
# while he holds 3h.
TWO_TRICKS = [
    "play Kc", "play 3d", "play 2s", "play 3s",
    "play table Qc", "play 4s", "play 4c", "play 7d", "replenish 7h",
]  # fmt: skip


def _floors(st, seat: int) -> list[tuple[str, int, list[str]]]:
    floors = worlds.read_floors(worlds.Hidden(st.view(seat)))
    return [(f.kind, f.seat, sorted(ALL_CARDS[i].text for i in f.banned)) for f in floors]


def _holds_banned(obs: Observation, draw, floor: worlds.Floor, n: int = 300) -> float:
    """How often ``draw``'s worlds give the floor's seat one of its banned cards."""
    return statistics.fmean(
        any(c.id in floor.banned for c in draw(obs, random.Random(k)).hands[floor.seat]) for k in range(n)
    )


def test_fn16_a_card_put_on_the_table_says_its_owner_held_no_cheaper_plain_card():
    st = deal({0: WEST}, dealer=3, actions=TWO_TRICKS)
    assert _floors(st, 1) == [("replenish", 2, ["3h", "4d", "4h", "5d", "5h", "5s", "6d", "6h", "6s"])]
    obs = Observation(st, 1)
    floor = worlds.read_floors(worlds.Hidden(st.view(1)))[0]
    assert _holds_banned(obs, lambda o, r: o.resample(r), floor) > 0.8
    assert _holds_banned(obs, worlds.finesse_world, floor) < 0.1


def test_fn13_a_losing_discard_says_the_discarder_held_no_cheaper_card():
    st = deal({0: WEST}, dealer=3, actions=TWO_TRICKS)
    floors = worlds.read_floors(worlds.Hidden(st.view(2)))
    floor = next(f for f in floors if "7d" not in (ALL_CARDS[i].text for i in f.banned) and len(f.banned) > 2)
    assert (floor.kind, floor.seat) == ("discard", 1)
    obs = Observation(st, 2)
    plain = _holds_banned(obs, lambda o, r: o.resample(r), floor)
    assert _holds_banned(obs, worlds.finesse_world, floor) < 0.5 * plain


def test_fn15_a_seat_that_lets_an_opponent_hold_the_trick_had_no_card_to_beat_him():
    # West's 4h holds trick 2; North follows with 2h, so held no heart above 4h.
    st = deal({0: WEST}, dealer=3, actions=["play Kc", "play 3d", "play 2s", "play 3s", "play 4h", "play 2h"])
    hearts = ["7h", "8h", "9h", "Ah", "Jh", "Jh", "Kh", "Kh", "Qh", "Qh", "Th"]
    assert _floors(st, 0) == [("ceiling", 1, hearts)]
    assert _floors(st, 3) == []  # his partner South reads nothing into it
    obs = Observation(st, 0)
    floor = worlds.read_floors(worlds.Hidden(st.view(0)))[0]
    plain = _holds_banned(obs, lambda o, r: o.resample(r), floor)
    assert plain > 0.5
    assert _holds_banned(obs, worlds.finesse_world, floor) < 0.5 * plain


def test_only_the_opponents_plays_set_floors():
    st = deal({0: WEST}, dealer=3, actions=TWO_TRICKS)
    for seat in range(4):
        assert {s for _, s, _ in _floors(st, seat)} <= {(seat + 1) % 4, (seat + 3) % 4}


def test_a_cheaper_card_given_up_later_lifts_the_floor():
    st = deal({0: WEST}, dealer=3, actions=[*TWO_TRICKS, "play 3h"])
    assert [f for f in _floors(st, 1) if f[0] == "replenish"] == []


def test_fn19_a_team_at_its_ten_tricks_sets_no_floor():
    found = 0
    rules = FinesseAgent(0.0)
    for d in range(40):
        st = get_ruleset("finesse").new_deal(CONFIG, d % 4, rng=random.Random(d))
        while st.to_move is not None:
            seat = st.to_move
            action = rules.choose(Observation(st, seat), random.Random(d))
            at_peak = st.tricks[seat] + st.tricks[(seat + 2) % 4] >= 10 and st.trick and action.kind == "play"
            before = _floors(st, (seat + 1) % 4)
            st.apply(action)
            if at_peak:
                found += 1
                assert len(_floors(st, (seat + 1) % 4)) <= len(before)  # none new; an old one may lift
    assert found >= 20


def test_floors_that_contradict_each_other_are_found_before_dealing(monkeypatch):
    monkeypatch.setattr(worlds, "KEEP", dict.fromkeys(worlds.KEEP, 1.0))
    contradictions = 0
    for st in decision_states("finesse", "default", 4, 60, seed=9):  # random play: wild floors
        for seat in range(4):
            hidden = worlds.Hidden(st.view(seat))
            banned: dict = {}
            for f in worlds.read_floors(hidden):
                banned.setdefault(f.seat, set()).update(f.banned)
            try:
                hidden.deal(random.Random(0), banned)
                dealt = True
            except ResampleError:
                dealt = False
                contradictions += 1
            assert hidden.can_deal(banned) == dealt
            world = worlds.finesse_world(Observation(st, seat), random.Random(seat))
            assert world.view(seat) == st.view(seat)
    assert contradictions > 0
