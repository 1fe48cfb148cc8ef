"""Rule-based players for the regional Fipsen forms (fipsen.md Parts B–D): Großenaspe,
Thedinghausen, Ansegger Fips and Duttfips — bids, declarations and card play."""

from __future__ import annotations

import random

import pytest

from ai.agent import Observation
from game.games.fipsen.cpu.declarer import PACK_25, PACK_32, PACK_MECKLENBURG, Contract, chance
from game.games.fipsen.cpu.heuristic import REGIONAL_SEARCHED, SEARCHED, FipsenAgent, searched
from game.games.fipsen.cpu.playout import playout
from game.games.fipsen.cpu.strength import estimate
from game.rules import get_ruleset, parse_cards

from ...ai.states import decision_states

AGENT = FipsenAgent(0.0)
PACKS = {"grossenaspe": PACK_32, "thedinghausen": PACK_32, "ansegger": PACK_MECKLENBURG}
PILES = {"grossenaspe": ("skat", 2), "ansegger": ("dutt", 0), "duttfips": ("dutt", 0)}


def deal(preset: str, hands: dict[int, str], dealer: int = 3, players: int = 4, first: str = "", **options):
    """A deal where the named seats hold the given cards; the rest of the pack fills the
    other hands, then the first pile (``first`` names its cards), then the last pile."""
    rs = get_ruleset("fipsen")
    config = rs.config(preset, options, players)
    pack = PACK_25 if preset == "grossenaspe" and players == 3 else PACKS.get(preset, PACK_MECKLENBURG)
    fixed = {s: parse_cards(h.split()) for s, h in hands.items()}
    first_cards = parse_cards(first.split())
    used = {c for h in fixed.values() for c in h} | set(first_cards)
    free = [c for c in pack if c not in used]
    out = []
    for s in range(players):
        if s in fixed:
            out.append([c.text for c in fixed[s]])
        else:
            out.append([c.text for c in free[:5]])
            free = free[5:]
    layout = {"hands": out}
    if preset == "thedinghausen":
        turnup = first_cards or free[:1]
        free = [c for c in free if c not in turnup]
        layout |= {"turnup": [c.text for c in turnup], "rest": [c.text for c in free]}
    elif preset == "grossenaspe":
        skat = first_cards or free[:2]
        free = [c for c in free if c not in skat]
        layout |= {"skat": [c.text for c in skat], "stock": [c.text for c in free]}
    else:
        layout |= {"dutt": [c.text for c in free]}
    return rs.new_deal(config, dealer, layout=layout)


def choose(state, agent=AGENT):
    return agent.choose(Observation(state, state.to_move), random.Random(0)).text


def run(state, *actions):
    for a in actions:
        state.apply(a)
    return state


# --- every decision is legal ------------------------------------------------------------------


@pytest.mark.parametrize(
    "preset,players",
    [("grossenaspe", 3), ("grossenaspe", 4), ("grossenaspe", 5), ("thedinghausen", 5)]
    + [("ansegger", 4), ("duttfips", 4)],
)
def test_only_legal_actions_over_many_random_deals(preset, players):
    """Random options (Knock, FivePlayers, FiveSitOut, KaroFipsen, MustTrump,
    FipsenAnnouncement), both noise levels, decisions from every phase."""
    rng = random.Random(3)
    noisy = FipsenAgent(0.5)
    for state in decision_states("fipsen", preset, players, 60, seed=players * 7 + len(preset)):
        for agent in (AGENT, noisy):
            action = agent.choose(Observation(state, state.to_move), rng)
            assert action in state.legal_actions()


def test_whole_deals_by_the_rules_players_end_with_a_result():
    rs = get_ruleset("fipsen")
    rng = random.Random(5)
    for preset, players in (("grossenaspe", 4), ("ansegger", 4), ("duttfips", 4), ("thedinghausen", 5)):
        config = rs.config(preset, {}, players)
        for i in range(6):
            state = rs.new_deal(config, i % players, rng=rng)
            while state.to_move is not None:
                state.apply(AGENT.choose(Observation(state, state.to_move), rng))
            assert state.outcome() is not None


def test_the_search_takes_only_card_play_outside_prisdorf():
    """Bids, exchanges, trumps, knocks and playing on stay with the rules (random playouts
    judge them poorly); Prisdorf's searched decisions are unchanged."""
    assert SEARCHED == frozenset({"play", "continue", "stop", "hand", "skat", "trump", "surrender"} | {
        "kontra", "rekontra"})  # fmt: skip
    state = deal("grossenaspe", {0: "Ac Kc Qc Jc Ah"})
    obs = Observation(state, 0)
    assert not searched(obs, state.legal_actions())
    run(state, "bid 2", "pass", "pass", "pass")
    assert not searched(obs, state.legal_actions())  # the discard
    for kinds in REGIONAL_SEARCHED.values():
        assert kinds == frozenset({"play"})


# --- Großenaspe (Part B) ------------------------------------------------------------------------


def test_estimate_counts_top_trumps_and_side_aces_in_the_32_card_pack():
    hand = parse_cards("Ac Kc Qc Ah As".split())
    assert estimate(hand, "c", PACK_32) > estimate(hand, "h", PACK_32)
    assert estimate(hand, "c", PACK_32) >= 4.0
    assert estimate(parse_cards("7c 8c 9h Th 8s".split()), "c", PACK_32) < 1.0


def test_fg9_a_strong_hand_bids_and_a_weak_hand_passes():
    assert choose(deal("grossenaspe", {0: "Ac Kc Qc Jc Ah"})).startswith("bid")
    assert choose(deal("grossenaspe", {0: "7c 8h 9s Th 8d"})) == "pass"


def test_fg9_fg15_strong_clubs_bid_high_because_clubs_double():
    """B.8: clubs as trumps double the score (g = 2), so long top clubs bid more than one."""
    text = choose(deal("grossenaspe", {0: "Ac Kc Qc Jc Ah"}))
    assert text.split()[1] in ("3", "4", "5", "fips"), text


def test_fg12_declarer_keeps_trumps_and_discards_low_side_cards():
    state = deal("grossenaspe", {0: "Ac Kc Qc 7h 8s"}, first="Jc Tc")
    run(state, "bid 2", "pass", "pass", "pass")
    assert choose(state) == "discard 7h 8s"


def test_fg15_declarer_names_his_long_suit_and_clubs_when_strong():
    state = deal("grossenaspe", {0: "Ah Kh Qh Jh 7s"}, first="Th 8s")
    run(state, "bid 3", "pass", "pass", "pass", "discard 7s 8s")
    assert choose(state) == "trump h"
    state = deal("grossenaspe", {0: "Ac Kc Qc Jc 7s"}, first="Tc 8s")
    run(state, "bid 3", "pass", "pass", "pass", "discard 7s 8s")
    assert choose(state) == "trump c"


def test_fg24_a_hopeless_kieker_surrenders():
    """FG-13, FG-24: the Kieker's pick-up holds no honour: paying 5 beats losing 10."""
    others = {1: "Ac Kc Qc Jc Ad", 2: "Kd Qd Jd Ah Kh", 3: "Qh Jh As Ks Qs"}
    state = deal("grossenaspe", {0: "7c 8c 9c 7d 8d", **others})
    run(state, "bid kieker", "pass", "pass", "pass")
    discard = state.legal_actions()[0]  # any five kept: all are low
    run(state, discard.text)
    assert choose(state) == "surrender"


def test_fg19_declarer_plays_on_only_with_sure_winners():
    state = deal("grossenaspe", {0: "Ac Kc Qc Jc Tc", 1: "7h 8h 9h Th Jh"}, first="9c 8c")
    run(state, "bid 1", "pass", "pass", "pass", "discard 8c 9c", "trump c")
    run(state, "play Ac", *(f"play {c.text}" for c in state.view(1).hands[1][:1]))
    while state.view(0).phase == "play":
        state.apply(state.legal_actions()[0])
    assert state.view(0).phase == "continue"
    assert choose(state) == "continue"
    state = deal("grossenaspe", {0: "Ac 7h 8h 9s 7d", 1: "Kh Qh Jh Th 9h"}, first="9c 8c")
    run(state, "bid 1", "pass", "pass", "pass", "discard 8c 9c", "trump c", "play Ac")
    while state.view(0).phase == "play":
        state.apply(state.legal_actions()[0])
    assert state.view(0).phase == "continue"
    assert choose(state) == "stop"  # the hearts and spades left may lose


def test_declarer_draws_trumps_with_his_top_trump():
    state = deal("grossenaspe", {0: "Ac Kc Qc Jc 7h"}, first="8h 9h", dealer=3)
    run(state, "bid 3", "pass", "pass", "pass", "discard 8h 9h", "trump c")
    assert state.to_move == 0  # FG-17: P1 leads
    assert choose(state) == "play Ac"


def test_fm6_declarer_with_the_lone_trump_keeps_it_and_drives_out_the_ace():
    """FM-1, FX-10: with diamonds trumps the A♦ is the only trump; cashing it first draws no
    trump, so the declarer leads his K-Q-J sequence to drive out the A♣ (the lowest of
    it) and keeps the A♦ to ruff."""
    state = deal("ansegger", {0: "9c Jc Qc Kc Ad"})
    run(state, "bid 2", "pass", "pass", "pass", "trump d")
    assert choose(state) == "play Jc"


def test_declarer_leads_a_side_master_before_a_low_card():
    """FM-3: with the A♠ gone the K♠ is the master of spades; the declarer leads it while
    the A♦, the only trump, is still unseen, rather than his lowest card."""
    hands = {0: "Ah 7c 8c Ks Ts", 1: "As 9c Tc Jc Qc", 2: "7h 8h 9h Th Jh", 3: "Kh 7s 8s 9s Js"}
    state = deal("ansegger", hands)  # the Dutt: A♣ K♣ Q♥ Q♠ A♦
    run(state, "bid 2", "pass", "pass", "pass", "trump d", "play Ah", "play As", "play 7h", "play Kh")
    assert state.to_move == 0
    assert choose(state) == "play Ks"


def test_declarer_keeps_a_trump_that_is_not_the_master():
    """With the Q♥ still unseen his 10♥ would lead into it: the declarer loses his side
    card first and keeps the trumps to ruff (FM-3: any card when void)."""
    hands = {0: "Ah Kh 9h Th 7c", 1: "Ac Kc 7h 8h Jc", 2: "Jh 9c Tc 7s 8s", 3: "As Ks 9s Ts Js"}
    state = deal("ansegger", hands)  # the Dutt holds the Q♥
    run(state, "bid 3", "pass", "pass", "pass", "trump h")
    run(state, "play Ah", "play 7h", "play Jh", "play As", "play Kh", "play 8h", "play 9c", "play Ks")
    assert state.to_move == 0
    assert choose(state) == "play 7c"


def test_fg22_defender_throws_low_when_a_fellow_defender_has_the_trick():
    """FG-22: the opponents score together when the declarer fails, so a defender does
    not overtake a fellow defender once the declarer has played."""
    state = deal(
        "grossenaspe", {0: "Ah 7s 8s 9s Ts", 1: "Ac Kc Qc Jc Th", 2: "Kh 8h 7h Js Qs", 3: "Tc 9c As Ks Qh"}
    )
    run(state, "pass", "bid 2", "pass", "pass")
    run(state, state.legal_actions()[0].text, "trump c", "play Ah", "play Th")
    assert state.to_move == 2
    assert choose(state) == "play 7h"


def test_fg22_defender_beats_the_declarer_cheaply():
    state = deal(
        "grossenaspe", {0: "7h 7s 8s 9s 8d", 1: "Ac Kc Qc Jc Th", 2: "Kh Ah 9h Qs As", 3: "Tc 9c Ks Qh Jh"}
    )
    run(state, "pass", "bid 2", "pass", "pass")
    held = {c.text for c in state.view(1).hands[1]}
    keep = sorted(held - {"Ac", "Kc", "Qc", "Jc", "Th"})
    run(state, f"discard {' '.join(keep)}", "trump c", "play 7h", "play Th")
    assert state.to_move == 2
    assert choose(state) == "play Kh"  # the cheapest card that beats the declarer's ten


def test_b10_knock_with_the_top_trump_against_a_five():
    """B.10 Knock doubles the deal: a defender who holds the top trump against a contract
    of all five tricks knocks; one with nothing passes."""
    state = deal("grossenaspe", {0: "Ac 7h 8h 9s 7d", 1: "Kc Qc Jc Tc 9c", 2: "8c 8s 9h Th 9d"}, Knock=True)
    run(state, "pass", "bid 5", "pass", "pass")
    run(state, state.legal_actions()[0].text, "trump c")
    assert state.to_move == 2 and choose(state) == "pass"
    run(state, "pass")
    state = deal("grossenaspe", {3: "Ac 7h 8h 9s 7d", 1: "Kc Qc Jc Tc 9c"}, Knock=True)
    run(state, "pass", "bid 5", "pass", "pass")
    run(state, state.legal_actions()[0].text, "trump c")
    while state.to_move != 3:
        state.apply("pass")
    assert choose(state) == "knock"


def test_karo_fipsen_three_players_use_diamonds_as_the_doubling_suit():
    """FG-3, ambiguity 22: under Karo Fipsen the 7♦ is the only diamond and the Ruten
    bids (diamonds) double, not clubs."""
    state = deal("grossenaspe", {0: "Ac Kc Qc Jc Ah"}, dealer=2, players=3, KaroFipsen=True)
    assert all("gute" not in a.text for a in state.legal_actions())
    assert Contract("grossenaspe", "number", 2, None, "d").values("d") == (4, 4)
    assert Contract("grossenaspe", "number", 2, None, "d").values("c") == (2, 2)


def test_calibrated_chance_rises_with_the_estimate():
    assert chance(1.0, 3) < chance(2.0, 3) < chance(3.0, 3) < 1.0
    assert chance(4.0, 5) < 0.5 < chance(5.0, 5)


# --- Ansegger Fips and Duttfips (Part D) ----------------------------------------------------------


def test_fm4_ansegger_bids_on_sure_tricks_and_passes_a_weak_hand():
    text = choose(deal("ansegger", {0: "Ac Kc Qc Ah As"}, dealer=3))
    assert text.startswith("bid") and int(text.split()[1]) >= 3, text
    assert choose(deal("ansegger", {0: "7c 8h 9s Th 8c"})) == "pass"


def test_fm7_ansegger_failure_costs_twice_the_value():
    assert Contract("ansegger", "number", 3).values("h") == (3, 6)
    assert Contract("ansegger", "number", 3).values("d") == (6, 12)  # FX-10: diamonds double
    assert Contract("ansegger", "number", 5).values("s") == (10, 20)  # Fips is a Durch


def test_fm11_duttfips_calls_fips_with_five_sure_winners():
    assert choose(deal("duttfips", {1: "Ac Kc Qc Jc Tc"}, dealer=3, first="")) in ("pass", "bid fips")
    state = deal("duttfips", {1: "Ac Kc Qc Jc Tc"}, dealer=3)
    run(state, "pass")
    assert choose(state) == "bid fips"


def test_fm9_duttfips_weak_hands_leave_the_dutt_game_to_p1():
    state = deal("duttfips", {0: "7c 8c 9h 7s 8s", 1: "7h 8h 9c Tc 9s"}, dealer=3)
    assert choose(state) == "pass"  # P1: the Dutt game beats any call with this hand
    run(state, "pass")
    assert choose(state) == "pass"


def test_fm9_dutt_game_declarer_keeps_his_best_five():
    state = deal("duttfips", {0: "Ac Kc Qc Jc 7h"}, dealer=3)
    while state.view(0).phase == "auction":
        state.apply("pass")
    text = choose(state)
    assert text.startswith("discard") and not {"Ac", "Kc"} & set(text.split()[1:])


# --- Thedinghausen (Part C) ----------------------------------------------------------------------


def test_ft5_the_trump_seven_is_swapped_for_the_turned_ace():
    state = deal("thedinghausen", {2: "7h 8c 9c Tc Jc"}, dealer=4, players=5, first="Ah")
    assert state.to_move == 2
    assert choose(state) == "swap"


def test_fipsen_announcement_is_declined():
    """FipsenAnnouncement: success is only a Durchmarsch (FT-11), which costs the count."""
    state = deal(
        "thedinghausen", {0: "Ac Kc Qc Jc Tc"}, dealer=4, players=5, first="7c", FipsenAnnouncement=True
    )
    assert state.to_move == 0
    assert choose(state) == "pass"


def test_ft10_last_player_wins_with_the_cheapest_winner_and_throws_low_otherwise():
    state = deal(
        "thedinghausen",
        {
            0: "7s 8d 9d Td Jd",
            1: "8s Kd Qd 7d Ad",
            2: "9s 7h 8h 9h Th",
            3: "Ts Jh Qh Kh 7c",
            4: "As Ks 8c Tc Ac",
        },
        dealer=4,
        players=5,
        first="9c",
    )
    run(state, "play 7s", "play 8s", "play 9s", "play Ts")
    assert choose(state) == "play Ks"  # FT-10: the cheapest card that takes the trick
    state = deal(
        "thedinghausen",
        {
            0: "As 8d 9d Td Jd",
            1: "8s Kd Qd 7d Ad",
            2: "9s 7h 8h 9h Th",
            3: "Ts Jh Qh Kh 7c",
            4: "7s Ks 8c Tc Ac",
        },
        dealer=4,
        players=5,
        first="9c",
    )
    run(state, "play As", "play 8s", "play 9s", "play Ts")
    assert choose(state) == "play 7s"  # cannot win: the lowest card


def test_ft10_the_playout_wins_with_the_cheapest_winner_and_throws_low_otherwise():
    """The search's playout policy in Thedinghausen, each for himself (FT-10, C-5)."""
    hands = {0: "7s 8d 9d Td Jd", 1: "8s Kd Qd 7d Ad", 2: "9s 7h 8h 9h Th", 3: "Ts Jh Qh Kh 7c"}
    state = deal("thedinghausen", {**hands, 4: "As Ks 8c Tc Ac"}, dealer=4, players=5, first="9c")
    run(state, "play 7s", "play 8s", "play 9s", "play Ts")
    assert playout(state, state.legal_actions(), lambda: 0.5).text == "play Ks"
    hands[0] = "As 8d 9d Td Jd"
    state = deal("thedinghausen", {**hands, 4: "7s Ks 8c Tc Ac"}, dealer=4, players=5, first="9c")
    run(state, "play As", "play 8s", "play 9s", "play Ts")
    assert playout(state, state.legal_actions(), lambda: 0.5).text == "play 7s"


def thedinghausen(hands: dict[int, str]):
    """A five-player Thedinghausen deal with clubs trumps (the 9♣ turned, FT-4), P1 to lead."""
    return deal("thedinghausen", hands, dealer=4, players=5, first="9c")


def test_ft7_a_void_player_ruffs_with_his_cheapest_trump_and_keeps_the_ace():
    """The A♣ wins a trick whenever it is played; the 8♣ only now (FT-7, C-5)."""
    state = thedinghausen({0: "7s 8d 9d Td Jd", 1: "Ac 8c Kd Qd 7d"})
    run(state, "play 7s")
    assert choose(state) == "play 8c"


def test_ft10_a_middle_player_takes_the_trick_with_the_master_of_the_suit():
    """The A♥ is the highest heart: it wins unless a later player ruffs, so the second
    player takes the trick with it rather than throw his 8♥ (FT-10)."""
    state = thedinghausen({0: "7h 8d 9d Td Jd", 1: "Ah 8h Kd Qd 7d"})
    run(state, "play 7h")
    assert choose(state) == "play Ah"


def test_ft10_the_leader_plays_a_king_whose_ace_is_gone():
    """P2, void in spades, threw the A♥ under the A♠: the K♥ is now the master of hearts."""
    hands = {0: "As Kh 7d 8d 9d", 1: "Ah Qd Kd Ad 7c", 2: "7s 8h Jd 8c Tc", 3: "8s Th Qh Jc Qc"}
    state = thedinghausen({**hands, 4: "9s Jh Td Kc Ac"})
    run(state, "play As", "play Ah", "play 7s", "play 8s", "play 9s")
    assert state.to_move == 0
    assert choose(state) == "play Kh"
