"""The rule-based Finesse player (finesse.md): first lead, trumps, card play, replenishing."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from ai.agent import Observation
from game.games.finesse.cpu import Facts, FinesseAgent, playout
from game.rules import View, get_ruleset, parse_cards
from game.rules.cards import deck_64

from ...ai.states import decision_states

AGENT = FinesseAgent(0.0)


def deal(hands: dict[int, str], tables: dict[int, str] = {}, dealer: int = 3, actions=()):  # noqa: B006
    """A deal where the named hands and tables hold the given cards; the rest of the pack
    fills the others in canonical order."""
    rs = get_ruleset("finesse")
    config = rs.config("default", {}, 4)
    free = Counter(c.text for c in deck_64())
    fixed = {("hands", s): h.split() for s, h in hands.items()}
    fixed |= {("table", s): t.split() for s, t in tables.items()}
    for cards in fixed.values():
        free.subtract(cards)
    pool = [t for t, n in free.items() for _ in range(n)]
    layout: dict[str, list[list[str]]] = {"hands": [], "table": []}
    for pile, size in (("table", 3), ("hands", 13)):
        for s in range(4):
            cards = fixed.get((pile, s)) or pool[:size]
            if (pile, s) not in fixed:
                pool = pool[size:]
            layout[pile].append(cards)
    state = rs.new_deal(config, dealer, layout=layout)
    for a in actions:
        state.apply(a)
    return state


def choose(state):
    return AGENT.choose(Observation(state, state.to_move), random.Random(0)).text


@pytest.mark.parametrize("noise", [0.0, 0.5])
def test_returns_legal_actions_in_random_states(noise):
    agent = FinesseAgent(noise)
    rng = random.Random(5)
    for state in decision_states("finesse", "default", 4, 60, seed=13):
        assert agent.choose(Observation(state, state.to_move), rng) in state.legal_actions()


def test_fn14_first_lead_from_the_long_suit_keeps_it_as_trumps():
    state = deal({0: "As Ks Qs Js Ts 9s 2c 3c 4d 5d 6h 7h 8h"})
    assert choose(state) == "play As"
    state.apply("play As")
    assert choose(state) == "trump s"  # FN-14a: six spades in hand


def test_fn14a_a_short_ace_goes_no_trump():
    state = deal({0: "Ac 2c 3d 4d 5d 6h 7h 8h 9s Ts 2s 3s 4s"}, actions=("play Ac",))
    assert choose(state) == "trump none"


def test_last_player_wins_the_trick_cheaply():
    """FN-15: the king takes the queen as well as the ace would."""
    state = deal(
        {0: "Kd Ad 2c 3c 4c 5c 6c 7h 8h 9h Th 2s 3s", 1: "Qd 5s 6s 7s 8s 9s Ts 2h 3h 4h 5h 6h 7c"},
        dealer=0,
        actions=("play Qd",),
    )
    for _ in range(2):  # seats 2 and 3 follow with their lowest diamonds
        state.apply(state.legal_actions()[0])
    assert state.to_move == 0
    assert choose(state) == "play Kd"


def test_fn16_replenishes_with_a_card_that_costs_nothing():
    """FN-20: a trump left on the table costs 3, so the owner puts a low side card there."""
    state = deal(
        {2: "2h 3h 4h 5h 6h 3c 7c 8c 9c 4d 5d 6d 7d"}, tables={2: "Kh 9s 2s"}, actions=("play table Kh",)
    )
    while state.view(0).phase != "replenishing" and state.to_move != 2:
        state.apply(state.legal_actions()[0])
    assert state.to_move == 2 and state.legal_actions()[0].kind == "replenish"
    assert choose(state) == "replenish 3c"


def _lead_view(history=()):
    """Seat 0 to lead with spades trumps, 12 hidden cards in every other hand."""
    hand = tuple(parse_cards("Ac 2c 3d 4d 5d 6d 7h 8h 9h Th Jh Qh".split()))
    info = {"trump": "s", "team_tricks": [len(history) // 4, 0]}
    return View(0, 4, 3, 0, "play", (hand, *[(None,) * 12] * 3), {}, (), tuple(history), info)


def test_fn13_a_side_ace_holds_unless_an_opponent_void_in_it_may_trump():
    """FN-13, FN-15: the ace of clubs led loses only to a trump from a seat with no club; a
    seat that showed out of clubs may have one, else a void is unlikely."""
    ace = parse_cards(["Ac"])[0]
    likely = Facts(_lead_view())
    assert likely.sure(ace) and not likely.sure(ace, 0.0)
    shown_out = [(0, "play Kc"), (1, "play 2d"), (2, "play 4c"), (3, "play 5c")]
    assert not Facts(_lead_view(shown_out)).sure(ace)


def _playout(state) -> str:
    return playout(state, state.legal_actions(), lambda: 0.5).text  # 0.5: never the random share


def test_fn15_fn16_the_playout_wins_cheaply_and_replenishes_with_a_low_side_card():
    """The search's playout policy: the king takes the queen (FN-15); the owner of the used
    table card puts back his lowest side card, not a trump (FN-16, FN-20)."""
    state = deal(
        {0: "Kd Ad 2c 3c 4c 5c 6c 7h 8h 9h Th 2s 3s", 1: "Qd 5s 6s 7s 8s 9s Ts 2h 3h 4h 5h 6h 7c"},
        dealer=0,
        actions=("play Qd",),
    )
    for _ in range(2):
        state.apply(state.legal_actions()[0])
    assert _playout(state) == "play Kd"
    state = deal(
        {2: "2h 3h 4h 5h 6h 3c 7c 8c 9c 4d 5d 6d 7d"}, tables={2: "Kh 9s 2s"}, actions=("play table Kh",)
    )
    while state.view(0).phase != "replenishing" and state.to_move != 2:
        state.apply(state.legal_actions()[0])
    assert _playout(state) == "replenish 3c"
