"""The rule-based Hasenpfeffer player (hasenpfeffer.md): bids, trumps, card play."""

from __future__ import annotations

import random

import pytest

from ai.agent import Observation
from ai.levels import make_agent
from ai.montecarlo import MonteCarloAgent
from game.games.hasenpfeffer.cpu import HasenpfefferAgent, Table, _Plays, best_suit, candidates, playout
from game.rules import get_ruleset, parse_cards

from ...ai.states import decision_states

AGENT = HasenpfefferAgent(0.0)
HANDS = (
    "Kc Ac 9d Td 9h Th",
    "Qc Js Qs Ks As Jo",
    "9c Qd Kd Ad Qh Kh",
    "Tc Jc Jd Jh Ah 9s",
)


def deal(hands=HANDS, widow="Ts", dealer=3, actions=(), **options):
    rs = get_ruleset("hasenpfeffer")
    config = rs.config("default", options, 4)
    state = rs.new_deal(config, dealer, layout={"hands": [h.split() for h in hands], "widow": [widow]})
    for a in actions:
        state.apply(a)
    return state


def choose(state, agent=AGENT):
    return agent.choose(Observation(state, state.to_move), random.Random(0)).text


@pytest.mark.parametrize("noise", [0.0, 0.5])
def test_returns_legal_actions_in_random_states(noise):
    agent = HasenpfefferAgent(noise)
    rng = random.Random(3)
    for state in decision_states("hasenpfeffer", "default", 4, 150, seed=11):
        action = agent.choose(Observation(state, state.to_move), rng)
        assert action in state.legal_actions()


def test_strength_counts_joker_and_bowers():
    """HF-3: Joker and both bowers make a hand strong in that colour's suits."""
    bowers = parse_cards("Jo Jh Jd 9c Tc 9s".split())
    suit, tricks = best_suit(bowers, True)
    assert suit in (1, 2) and tricks >= 2.5
    assert best_suit(bowers, False)[1] < tricks  # without bowers (ParlettNoBowers) the jacks are plain


def test_a_weak_hand_passes_and_a_strong_hand_overbids():
    """HF-9: over an opponent's 3, nines and tens pass; Joker, right bower and four more
    trumps bid the cheapest higher contract."""
    weak = ("9c Tc 9d Td 9h Th", HANDS[1], "Ac Qd Kd Ad Qh Kh", "Kc Jc Jd Jh Ah 9s")
    state = deal(weak, dealer=2, actions=("bid 3",))
    assert state.to_move == 0 and choose(state) == "pass"
    state.apply("pass")
    assert choose(state) == "bid 4"


def test_declarer_names_the_strongest_suit_and_leads_the_joker():
    state = deal(actions=("pass", "bid 3", "pass", "pass"))
    assert choose(state) == "trump s"  # HF-16
    state.apply("trump s")
    assert choose(state) == "play Jo"  # draw trumps, top first


def test_last_player_wins_the_trick_cheaply():
    """HF-19: the king takes the opponents' queen as well as the ace would."""
    state = deal(actions=("pass", "bid 3", "pass", "pass", "trump s", "play Qc", "play 9c", "play Tc"))
    assert state.to_move == 0
    assert choose(state) == "play Kc"


def test_throws_low_when_the_partner_has_the_trick():
    """The partner's ace holds the trick as the last card comes: keep the king, throw the nine."""
    hands = ("Kc 9c 9d Td 9h Th", HANDS[1], "Ac Qd Kd Ad Qh Kh", HANDS[3])
    state = deal(hands, actions=("pass", "bid 3", "pass", "pass", "trump s", "play Qc", "play Ac", "play Tc"))
    assert choose(state) == "play 9c"


def test_hf18_the_view_names_the_suits_a_seat_did_not_follow():
    """Seat 2 throws a diamond on the declarer's club lead (HF-18): everyone sees it holds no
    club."""
    hands = ("Kc 9c 9d Td 9h Th", HANDS[1], "9s Qd Kd Ad Qh Kh", "Tc Jc Jd Jh Ah Ac")
    state = deal(hands, widow="Ts", actions=("pass", "bid 3", "pass", "pass", "trump s", "play Qc"))
    assert state.view(0).info["voids"] == [[], [], [], []]
    state.apply("play Qd")
    assert state.view(1).info["voids"] == [[], [], ["c"], []]


SPADES = Table(True, 3)
UNSEEN = parse_cards("9c Tc Jc Qc Kc 9s Ts Qs Ks As".split())


def test_hf19_a_side_ace_holds_unless_a_void_opponent_may_trump_it():
    """Spades trumps: the ace of clubs led is beaten only by an opponent void in clubs
    holding a trump; shown voids (HF-18) decide, else the chance of one."""
    ace = parse_cards(["Ac"])[0]

    def plays(voids):
        return _Plays(SPADES, [ace], {}, UNSEEN, {1: 5, 2: 5, 3: 5}, voids, (1, 3))

    assert not plays({1: frozenset({0})}).sure(ace)  # void in clubs, may hold spades
    assert plays({1: frozenset({0, 3}), 3: frozenset({0, 3})}).sure(ace)  # and without trumps
    likely = plays({})
    assert likely.sure(ace) and not likely.sure(ace, 0.0)  # five clubs out: a void is unlikely


def _playout(state) -> str:
    return playout(state, state.legal_actions(), lambda: 0.5).text  # 0.5: never the random share


def test_hf19_the_playout_wins_the_trick_cheaply_or_leaves_it_to_the_partner():
    """The search's playout policy: the last player takes the queen with the king, not the
    ace (HF-19); with the partner's ace holding the trick it throws the nine."""
    state = deal(actions=("pass", "bid 3", "pass", "pass", "trump s", "play Qc", "play 9c", "play Tc"))
    assert _playout(state) == "play Kc"
    hands = ("Kc 9c 9d Td 9h Th", HANDS[1], "Ac Qd Kd Ad Qh Kh", HANDS[3])
    state = deal(hands, actions=("pass", "bid 3", "pass", "pass", "trump s", "play Qc", "play Ac", "play Tc"))
    assert _playout(state) == "play 9c"


def test_hf16_the_playout_leads_trumps_for_the_declarer_and_aces_against_him():
    state = deal(actions=("pass", "bid 3", "pass", "pass", "trump s"))
    assert _playout(state) == "play Jo"  # the declarer (seat 1): his highest trump
    hands = ("Kc Ac 9d Td 9h 9s", HANDS[1], HANDS[2], "Tc Jc Jd Jh Ah Th")
    bidding = ("pass", "bid 3", "pass", "pass", "trump s")
    state = deal(hands, actions=(*bidding, "play Qc", "play 9c", "play Tc", "play Ac"))
    assert state.to_move == 0
    assert _playout(state) == "play Kc"  # a defender: his highest plain card, not the trump 9s


def _budgeted(level: str):
    return make_agent(level, "hasenpfeffer", move_time=30.0, iterations=24)  # the caps bind, not the clock


def test_hf9_hard_weighs_passing_and_every_bid_the_cheater_searches_them():
    """Issue 28: hard's auction (HF-9) is the rules of thumb's bid weighed by Monte Carlo
    against passing and every higher bid, in the worlds of ``WEIGHING``; the cheater still
    searches it in the true deal, and both search the trump suit (HF-16) and the play."""
    state = deal(actions=("pass", "bid 3"))
    obs, legal = Observation(state, state.to_move), state.legal_actions()
    assert [a.text for a in candidates(obs, legal)] == ["pass", "bid 4", "bid 5", "bid 6"]
    hard, cheater = (_budgeted(lv) for lv in ("hard", "cheater"))
    assert not hard.search.searched(obs, legal) and cheater.search.searched(obs, legal)
    weigher = hard.search.fallback
    assert isinstance(weigher, MonteCarloAgent)
    assert (weigher.worlds, weigher.width, weigher.z) == (48, 7, 1.0)
    assert hard.choose(obs, random.Random(3)) == weigher.choose(obs, random.Random(3))
    trump = deal(actions=("pass", "bid 3", "pass", "pass"))
    trump_obs = Observation(trump, trump.to_move)
    assert hard.search.searched(trump_obs, trump.legal_actions())
