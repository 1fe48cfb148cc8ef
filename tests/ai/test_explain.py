"""The rules of thumb's reasons (ai/explain.py ``reason``): one short phrase per action, true of
the position as the seat knows it, on hand-made positions of every game."""

from __future__ import annotations

import pickle

from ai import explain
from ai.analysis import deal_start
from ai.explain import TrickSense, reason, trick_reason
from game.games.finesse import cpu as finesse
from game.games.huutopussi import cpu as huutopussi
from game.games.skitgubbe import cpu as skitgubbe
from game.record import Record, apply_recorded
from game.rules import Card, parse_card, parse_cards
from game.rules.message import Message

from ..games.finesse.test_cpu import deal as finesse_deal
from ..games.fipsen.test_cpu import _declare
from ..games.fipsen.test_cpu import deal as fipsen_deal
from ..games.huutopussi.test_cpu import STRONG, agent_until
from ..games.huutopussi.test_cpu import deal as huutopussi_deal
from ..games.skitgubbe.test_cpu import deal as skitgubbe_deal
from .test_analysis import THROWN, THROWN_AT


def said(state, text: str):
    return reason(state, state.parse_action(text), state.to_move)


def _plain(
    trump: str | None, trick: list[tuple[int, str]], cards: str, unseen: str, partners=()
) -> TrickSense:
    """A plain-suit trick game (the higher card of the led suit wins, trumps over all)."""
    out = set(parse_cards(unseen.split()))

    def beats(c: Card, best: Card) -> bool:
        return c.rank > best.rank if c.suit == best.suit else c.suit == trump

    def sure(c: Card) -> bool:
        if any(u.suit == c.suit and u.rank > c.rank for u in out):
            return False
        return c.suit == trump or not any(u.suit == trump for u in out)

    return TrickSense(
        cards=parse_cards(cards.split()),
        trick=[(s, parse_card(t)) for s, t in trick],
        players=4,
        partners=frozenset(partners),
        beats=beats,
        is_trump=lambda c: c.suit == trump,
        sure=sure,
        cheap=lambda c: (c.suit == trump, c.rank),
        unseen_trumps=sum(1 for u in out if u.suit == trump),
    )


def test_leading_the_top_trump_against_the_last_one_out_draws_it():
    t = _plain("s", [], "As 9s Kh", "7s Qh 8d")
    assert trick_reason(t, parse_card("As")) == explain.DRAWS_LAST_TRUMP
    assert trick_reason(t, parse_card("Kh")) != explain.DRAWS_LAST_TRUMP
    two = _plain("s", [], "As 9s Kh", "7s 8s Qh")
    assert trick_reason(two, parse_card("As")) == explain.DRAWS_TRUMPS


def test_a_trick_partner_holds_is_left_to_him_and_a_ruff_trumps_it():
    t = _plain("s", [(1, "Kh"), (2, "Ah")], "7s 8c", "Qh", partners=[2])
    assert trick_reason(t, parse_card("8c")) == explain.LEAVES_TO_PARTNER
    assert trick_reason(t, parse_card("7s")) == explain.OVERTAKES_PARTNER
    lone = _plain("s", [(1, "Kh")], "7s 8c", "Qh Ah")
    assert trick_reason(lone, parse_card("7s")) == explain.TRUMPS_TRICK
    assert trick_reason(lone, parse_card("8c")) == explain.SAVES_TRUMP


def _thrown_position(index: int):
    record = Record.from_json(THROWN)
    state = deal_start(record, 0)
    for j, text in enumerate(record.deals[0].actions[:index]):
        apply_recorded(state, text, 0, j)
    return state


def test_hf19_the_last_player_s_ace_wins_cheaply_and_the_queen_gives_the_trick_up():
    """Hasenpfeffer (the analysis's thrown trick): South, last to a spade trick, holds A♠ Q♠."""
    state = _thrown_position(THROWN_AT)
    assert said(state, "play As") == explain.WINS_CHEAPLY
    assert said(state, "play Qs") == explain.GIVES_UP


def test_hf9_a_bid_is_weighed_against_the_hand_s_count_of_tricks():
    """Hasenpfeffer's opening: the rules of thumb bid 1 with South's hand, not 4."""
    state = _thrown_position(0)
    assert said(state, "bid 1") == explain.BIDS_VALUE
    assert said(state, "bid 4") == explain.OVERBIDS


def test_hp23_a_marriage_is_scored_and_hp19_the_last_king_wins_cheaply():
    state = huutopussi_deal(STRONG, dealer=3, actions=("bid 50", "pass", "pass", "pass"))
    agent_until(state, "play")
    state.apply("play Ac")
    for _ in range(3):
        state.apply(state.legal_actions()[0])
    assert said(state, "marry h") == huutopussi.MARRIES
    hands = (
        "Ad Kd 6c 7c 8c 9c Tc Jc Qc",
        "Qd Jd Td 9d 8d 7d 6d 6h 7h",
        "Kc Ac 8h 9h Th Jh Qh Kh Ah",
        "6s 7s 8s 9s Ts Js Qs Ks As",
    )
    state = huutopussi_deal(hands, dealer=0, actions=("bid 50", "pass", "pass", "pass"))
    agent_until(state, "play")
    state.apply("play Qd")
    for _ in range(2):
        state.apply(state.legal_actions()[0])
    assert said(state, "play Kd") == explain.WINS_CHEAPLY
    assert said(state, "play Ad") == explain.WINS_SURELY


def test_fp37_the_declarer_draws_trumps_and_a_defender_leaves_his_fellow_s_trick():
    """Prisdorf: South declares clubs; later a defender does not overtake a fellow defender
    (FP-43: the defenders play together)."""
    state = fipsen_deal({0: "Ac Kc Qc Jc Th", 1: "Jh 7s 8s 9s Ts", 2: "Kh 8h 7h Js Qs", 3: "Tc 9c As Ks Qh"})
    _declare(state, "trump c")
    assert said(state, "play Ac") == explain.DRAWS_TRUMPS
    for a in ("play Ac", "play 7s", "play Js", "play 9c", "play Th", "play Jh"):
        state.apply(a)
    assert said(state, "play 7h") == explain.LEAVES_TO_PARTNER
    assert said(state, "play Kh") == explain.OVERTAKES_PARTNER


def test_fn14a_the_ace_s_long_suit_stays_trumps():
    state = finesse_deal({0: "As Ks Qs Js Ts 9s 2c 3c 4d 5d 6h 7h 8h"})
    state.apply("play As")
    assert said(state, "trump s") == finesse.KEEPS_TRUMPS
    assert said(state, "trump none") is None  # not true of a hand with six spades


def test_sg10_a_low_pair_stays_under_the_round_and_the_ace_may_win_it():
    state = skitgubbe_deal(actions=("play 5s",))
    assert said(state, "play 3c 3d") == skitgubbe.STAYS_UNDER
    assert said(state, "play As") == skitgubbe.MAY_WIN


def test_a_reason_is_a_message_that_survives_the_worker_s_pickling():
    state = _thrown_position(THROWN_AT)
    phrase = said(state, "play As")
    assert isinstance(phrase, Message)
    assert pickle.loads(pickle.dumps(phrase)).template == phrase.template


def test_only_the_seat_to_move_is_explained():
    state = _thrown_position(THROWN_AT)
    assert reason(state, state.parse_action("play As"), (state.to_move + 1) % 4) is None
