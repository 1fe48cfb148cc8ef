"""Skitgubbe phase 2 — beating and shedding (SG-22..SG-31): worked examples 9.2, 9.3 and
9.4, a test per rule that constrains play, and the options SinglesOnly,
PickUpTopLayOnly and TwoPlayerAvstick."""

from __future__ import annotations

import random

import pytest

from game.rules import IllegalAction, get_ruleset, parse_card

RS = get_ruleset("skitgubbe")


def phase2(hands, trumps, *, leader=0, options=None, avstick=""):
    """White-box: a phase-2 position. ``hands`` are texts by seat (known to everyone, as if
    from won piles), every other card is out of play; ``leader`` is to lead."""
    n = len(hands)
    config = RS.config("default", options or {}, n)
    st = RS.new_deal(config, n - 1, rng=random.Random(0))
    ids = [[parse_card(c).id for c in h.split()] for h in hands]
    pile = [parse_card(c).id for c in avstick.split()]
    held = {c for h in ids for c in h} | set(pile)
    st.hands = [sorted(h) for h in ids]
    st.pub = [set(h) for h in ids]
    st.pubbits = [sum(1 << c for c in h) for h in ids]
    st.won = [[] for _ in range(n)]
    st.trick = []
    st.spos = len(st.stock)
    st.aside = leader
    st.trump = "cdhs".index(trumps)
    st.avstick = pile
    st.apos = 0
    st.discard = [c for c in range(52) if c not in held]
    st.table = []
    st.phase = 2
    st.to_move = leader
    st._legal = None
    return st


def hand(st, seat):
    return " ".join(c.text for c in st.locations()[f"hand{seat}"])


def table(st):
    return [" ".join(c.text for c in cards) for _, cards in st.view(0).trick]


def test_example_9_2_pick_up_then_trick_complete():
    """9.2 (trumps ♦): A 6♠; B 4♦; C picks up; A 9♠; B 7♦ → 3 plays, complete, B leads."""
    st = phase2(["6s 9s 2h", "4d 7d 3h", "Kd 5c 8c"], "d")
    st.apply("play 6s")
    assert st.view(0).info["plays_needed"] == 3
    st.apply("play 4d")  # a trump beats a plain card (SG-25)
    assert st.legal_texts() == ["play Kd", "pickup"]
    st.apply("pickup")
    assert table(st) == ["6s"] and "4d" in hand(st, 2).split()
    assert st.to_move == 0
    st.apply("play 9s")
    st.apply("play 7d")
    assert table(st) == []
    assert {c.text for c in st.locations()["discard"]} >= {"6s", "9s", "7d"}
    assert st.to_move == 1


def test_example_9_2_next_leader_when_the_last_player_is_out():
    st = phase2(["6s 9s 2h", "4d 7d", "Kd 5c 8c"], "d")
    for action in ["play 6s", "play 4d", "pickup", "play 9s", "play 7d"]:
        st.apply(action)
    assert hand(st, 1) == "" and st.to_move == 2  # SG-28: B is out, C leads


def test_example_9_3_joined_pick_up():
    """9.3 (trumps ♣): D picks up 8♥-9♥-10♥ and B's 7♥, not A's 4♥; … A's Q♥ completes."""
    st = phase2(["3h 4h 5h Qh 2s", "7h 2c 3s", "8h 9h Th 4s", "Kc 5s"], "c")
    st.apply("play 3h 4h")
    st.apply("play 7h")
    st.apply("play 8h 9h Th")
    assert st.to_move == 3
    st.apply("pickup")
    assert hand(st, 3) == "Kc 7h 8h 9h Th 5s"
    assert table(st) == ["3h 4h"]
    assert st.to_move == 0
    st.apply("play 5h")
    st.apply("play 2c")
    # C has no club: the pick-up is forced and not asked; D is to move, top 5♥ again
    assert st.to_move == 3 and table(st) == ["3h 4h", "5h"]
    assert "2c" in hand(st, 2).split()
    st.apply("play 7h 8h 9h Th")
    st.apply("play Qh")
    assert table(st) == []
    assert {c.text for c in st.locations()["discard"]} >= set("3h 4h 5h 7h 8h 9h Th Qh".split())
    assert st.to_move == 0


def test_example_9_4_drop_out_mid_trick():
    """9.4: A leads his last card and is out; the trick still needs 3 plays; C leads and the
    next trick needs only 2."""
    st = phase2(["5h", "7h 8h 2s", "Kh 3d"], "s")
    st.apply("play 5h")
    assert hand(st, 0) == "" and st.to_move == 1
    st.apply("play 7h")
    st.apply("pickup")  # C picks up B's card
    assert st.to_move == 1  # A is out: the turn skips him
    st.apply("play 8h")
    st.apply("play Kh")
    assert table(st) == [] and st.to_move == 2
    st.apply("play 3d")
    assert st.view(0).info["plays_needed"] == 2
    assert st.view(0).info["out"] == [0]


def test_sg23_lead_any_single_or_run_aces_high_only():
    st = phase2(["Ah 2h 3h Qs Ks As 9c", "2c 3c"], "d")
    assert st.legal_texts() == [
        "play 9c",
        "play 2h",
        "play 2h 3h",
        "play 3h",
        "play Ah",
        "play Qs",
        "play Qs Ks",
        "play Qs Ks As",
        "play Ks",
        "play Ks As",
        "play As",
    ]


def test_sg25_beating_a_plain_card():
    st = phase2(["9h", "Th 8h 2s 3s Kc", "4c"], "s")
    st.apply("play 9h")
    assert st.legal_texts() == ["play Th", "play 2s", "play 2s 3s", "play 3s", "pickup"]
    with pytest.raises(IllegalAction, match="does not beat"):
        st.apply("play 8h")
    with pytest.raises(IllegalAction, match="does not beat"):
        st.apply("play Kc")


def test_sg25_beating_a_trump_needs_a_higher_trump():
    st = phase2(["5s", "4s 6s 7s Ah", "4c"], "s")
    st.apply("play 5s")
    assert st.legal_texts() == ["play 6s", "play 6s 7s", "play 7s", "pickup"]


def test_sg25_runs_and_singles_beat_each_other_by_lowest_over_highest():
    st = phase2(["7h 8h 9h", "Th 6h", "Jh Qh 2c"], "c")
    st.apply("play 7h 8h 9h")
    assert st.legal_texts() == ["play Th", "pickup"]  # a single may beat a run
    st.apply("play Th")
    assert st.legal_texts() == ["play 2c", "play Jh", "play Jh Qh", "play Qh", "pickup"]


def test_sg26_forced_pick_up_is_not_asked():
    st = phase2(["9h 2d", "3c 4c", "Th 5d"], "s")
    st.apply("play 9h")
    # seat 1 cannot beat: it picks up at once; seat 2 leads a new trick (SG-29)
    assert "9h" in hand(st, 1).split() and table(st) == []
    assert st.to_move == 2
    assert [a.text for _, a in st.history] == ["play 9h"]


def test_sg26_a_single_legal_card_is_still_asked():
    st = phase2(["9h", "3c 4c", "5d"], "s")
    assert st.legal_texts() == ["play 9h"] and st.to_move == 0


def test_sg26_pick_up_chain_needs_same_suit_and_exact_sequence():
    st = phase2(["3h 4h Kh", "6h 3s", "7h 8h 4s", "9h 5s 6s"], "c")
    for action in ["play 3h 4h", "play 6h", "play 7h 8h"]:
        st.apply(action)
    st.apply("pickup")  # seat 3 picks up 7h-8h and 6h (6 = 7 - 1), not 3h-4h (5 is missing)
    assert hand(st, 3) == "6h 7h 8h 9h 5s 6s"
    assert table(st) == ["3h 4h"]


def test_pick_up_top_lay_only_option():
    st = phase2(["3h 4h Kh", "6h 3s", "7h 8h 4s", "9h 5s 6s"], "c", options={"PickUpTopLayOnly": True})
    for action in ["play 3h 4h", "play 6h", "play 7h 8h", "pickup"]:
        st.apply(action)
    assert hand(st, 3) == "7h 8h 9h 5s 6s"
    assert table(st) == ["3h 4h", "6h"]


def test_singles_only_option():
    st = phase2(["3h 4h 5h", "6h 3s", "7h 8h 4s"], "c", options={"SinglesOnly": True})
    assert st.legal_texts() == ["play 3h", "play 4h", "play 5h"]
    with pytest.raises(IllegalAction, match="Only single cards may be played"):
        st.apply("play 3h 4h")
    for action in ["play 4h", "play 6h"]:
        st.apply(action)
    st.apply("pickup")  # only the top card, although 4h-6h are not a chain anyway
    assert hand(st, 2) == "6h 7h 8h 4s" and table(st) == ["4h"]


def test_sg27_sg28_picked_up_plays_no_longer_count():
    st = phase2(["5h 2s", "6h 3s", "Kh 4s"], "c")
    st.apply("play 5h")
    st.apply("play 6h")
    st.apply("pickup")  # seat 2 takes 6h (and 5h, which continues it) → table empty
    assert table(st) == [] and hand(st, 2) == "5h 6h Kh 4s"
    assert st.to_move == 0  # SG-29: next active player left of the picker


def test_sg29_table_emptied_next_active_left_of_picker_leads():
    st = phase2(["5h 2s", "Kh 3s", "4s 7d"], "c")
    st.apply("play 5h")
    st.apply("pickup")
    assert table(st) == [] and st.to_move == 2


def test_sg31_last_player_holding_cards_loses():
    st = phase2(["5h", "6h 2c", "Kh 3d"], "s")
    st.apply("play 5h")  # seat 0 out
    st.apply("play 6h")
    st.apply("play Kh")  # 3 plays: complete; seat 2 leads
    st.apply("play 3d")
    assert hand(st, 2) == ""  # seat 2 out too: only seat 1 holds cards
    assert st.to_move is None
    out = st.outcome()
    assert out.extra["loser"] == 1 and out.scores == (0, 1, 0)
    assert st.legal_actions() == []


def test_sg21_house_rule_single_player_with_cards_loses_at_once():
    """If phase 2 would start with only one player holding cards, he loses at once."""
    from game.games.skitgubbe import transition

    st = phase2(["", "", ""], "s")
    st.trump = -1
    st.won = [[parse_card("5h").id], [], []]  # only seat 0 won anything in phase 1
    transition.start_phase2(st)  # seat 0 also holds the set-aside card (SG-19)
    assert st.to_move is None and st.outcome().extra["loser"] == 0


# --- TwoPlayerAvstick ------------------------------------------------------------------

PILE = "2d 3d 4d 5d 6d 7d 8d 9d Td Jd Qd Kd"


def test_avstick_both_draw_after_each_trick_last_player_first():
    st = phase2(["5h 2s", "6h 3s"], "c", options={"TwoPlayerAvstick": True}, avstick=PILE)
    st.apply("play 5h")
    st.apply("play 6h")  # complete: seat 1 draws 2d first, then seat 0 draws 3d
    assert hand(st, 1) == "2d 3s" and hand(st, 0) == "3d 2s"
    assert st.view(0).piles["avstick"] == (None,) * 10
    assert st.to_move == 1


def test_avstick_leading_last_card_is_not_out_while_the_pile_lasts():
    st = phase2(["5h", "6h 3s"], "c", options={"TwoPlayerAvstick": True}, avstick=PILE)
    st.apply("play 5h")
    assert st.to_move == 1  # seat 0 holds nothing but the pile still has cards
    st.apply("play 6h")
    assert hand(st, 0) == "3d" and st.to_move == 1


def test_avstick_picking_up_a_led_last_card_loses():
    st = phase2(["5h", "6h 3s"], "c", options={"TwoPlayerAvstick": True}, avstick=PILE)
    st.apply("play 5h")
    st.apply("pickup")
    assert st.to_move is None and st.outcome().extra["loser"] == 1


def test_avstick_only_with_two_players():
    st = phase2(["5h", "6h 3s", "7s"], "c", options={"TwoPlayerAvstick": True})
    assert "avstick" not in st.view(0).piles
    assert "avstick" not in st.layout()


# --- words for players ------------------------------------------------------------------


def reason(st, text):
    with pytest.raises(IllegalAction) as err:
        st.apply(text)
    return str(err.value)


def test_illegal_reasons_name_what_the_player_may_do_in_each_phase():
    """Phase 1 (SG-8), the TakeAChance option outside phase 1, and phase-2 leads (SG-23)."""
    from .test_rules import deal

    st = deal(["7c 7d 2h", "5c 6c 9s", "8c 9c Tc"], options={"TakeAChance": True})
    assert "Play 1 to 3 cards of one rank or take a chance" in reason(st, "pickup")
    assert "Play 1 to 3 cards of one rank" in reason(st, "pass")
    st = phase2(["9h 2s", "Th 8h", "4c"], "s", options={"TakeAChance": True})
    assert "only in phase 1" in reason(st, "chance")
    assert "nothing to pick up: lead a single card or a run" in reason(st, "pickup")
    st.apply("play 9h")
    assert "Beat the top play or pick up" in reason(st, "pass")


def test_going_round_in_circles_ends_the_deal_at_the_third_repeat():
    """House rule (SG-29): two fives circle among three players, each lead picked up by
    the next. The position with B to answer the 5♠ comes up a third time after 14 plays:
    the deal ends, and B, holding the most cards (two, as C does, but B is to play), is
    the skitgubbe."""
    st = phase2(["5s 2h", "6s 3h", "5c 4h"], "d")
    loop = ["play 5s", "pickup", "play 5c", "play 5s", "play 5c", "play 5s", "play 5c"]
    for i, text in enumerate(loop * 2):
        st.apply(text)
        if i == 7:
            assert st.view(0).info["repeats"] == 2
    assert st.to_move is not None
    st.apply("play 5s")
    outcome = st.outcome()
    assert outcome is not None and outcome.scores == (0, 1, 0) and outcome.extra["stopped"] == "repeat"
    assert outcome.text().endswith("; the same position came up a third time and West held the most cards")
    assert st.view(2).info["repeats"] is None and st.view(1).info["loser"] == 1


def test_a_clone_keeps_its_own_count_of_positions():
    """House rule (SG-29): a clone counts repeats from where it was made, and moving the
    clone does not count for the original."""
    st = phase2(["5s 2h", "6s 3h", "5c 4h"], "d")
    loop = ["play 5s", "pickup", "play 5c", "play 5s", "play 5c", "play 5s", "play 5c"]
    for text in loop:
        st.apply(text)
    twin = st.clone()
    for text in [*loop, "play 5s"]:
        twin.apply(text)
    assert twin.outcome() is not None and st.outcome() is None
    st.apply("play 5s")
    assert st.view(0).info["repeats"] == 2


LONG_DEALS = ["7001-skitgubbe-long-deal.json", "7003-skitgubbe-long-deal.json"]


@pytest.mark.parametrize("name", LONG_DEALS)
def test_a_deal_stalling_in_phase_2_ends_at_the_pick_up_limit(name):
    """House rule (SG-29): the fuzzer's two endless-looking deals (6 players, random play,
    PickUpTopLayOnly, ForcedPickup, SinglesOnly; over 500 pick-ups in 3,000 actions) now
    end once 25 pick-ups per player holding cards go by without anyone going out; the
    table counts down from halfway, and the player holding the most cards loses."""
    from pathlib import Path

    from game.games.skitgubbe.phase2 import STALL, active_count
    from game.record import Record, apply_recorded, start_deal

    record = Record.load(str(Path(__file__).parents[3] / "measurements" / "fuzz" / name))
    st = start_deal(record, 0, record.deals[0].dealer or 0, [0] * 6)
    shown = []
    for j, text in enumerate(record.deals[0].actions):
        if st.to_move is None:
            break
        apply_recorded(st, text, 0, j)
        shown.append(st.view(0).info.get("pickups_left"))
    outcome = st.outcome()
    assert outcome is not None and outcome.extra["stopped"] == "stall"
    assert j < len(record.deals[0].actions) - 1  # it ends well before the recorded actions do
    active = active_count(st)
    assert st.stall == STALL * active
    limit = STALL * active
    countdown = [n for i, n in enumerate(shown) if n is not None and n != shown[i - 1]]
    start = max(i for i, n in enumerate(countdown) if i == 0 or n > countdown[i - 1])
    final = countdown[start:]  # the last count: down from half the limit (ForcedPickup skips some)
    assert limit // 2 - 5 <= final[0] <= limit // 2 and final[-1] <= 5 and shown[-1] is None
    loser = outcome.extra["loser"]
    assert len(st.hands[loser]) == max(map(len, st.hands))
    assert f"{STALL * active} pick-ups went by without anyone going out" in outcome.text()


def test_going_out_starts_the_pick_up_count_again():
    """House rule (SG-29): the count is of pick-ups in a row without anyone going out."""
    st = phase2(["7c 4h", "5s", "3h 9c"], "d")
    st.apply("play 7c")  # B cannot beat and picks up: one pick-up, three players holding cards
    assert (st.stall, st.stall_active) == (1, 3)
    st.apply("play 3h")
    st.apply("play 4h")  # A goes out (SG-30); B cannot beat and picks up 4♥ 3♥ (SG-26)
    assert hand(st, 1) == "7c 3h 4h 5s"
    assert (st.stall, st.stall_active) == (1, 2)
    assert st.view(2).info["pickups_left"] is None
