"""Huutopussi marriages: eligibility (HP-21), the three methods (HP-22, HP-23), broken
marriages (HP-24), trump changes and values (HP-25, HP-6), decisions (HP-25a)."""

from __future__ import annotations

import pytest

from game.rules import IllegalAction

from .test_rules import texts, to_play


def declarations(st):
    return [str(a) for a in st.legal_actions() if a.kind != "play"]


def run(st, actions):
    for a in actions:
        st.apply(a)
    return st


# South wins the first four tricks with aces; North holds the clubs and diamonds marriages
# and the Qs; South holds the hearts marriage and the Ks.
A = [
    "Ac Ad As Ah Kh Qh Ks 7c 7d",
    "Jd Td 9d 6d Jh Th 9h 7h 6h",
    "Kc Qc Kd Qd Qs 8c 8d 8s 8h",
    "Jc Tc 9c 6c Js Ts 9s 7s 6s",
]


def scenario_a():
    return to_play(A, give="8c 8d 8s")


def test_hp21_only_the_leader_who_won_may_declare_and_only_before_leading():
    st = scenario_a()
    assert declarations(st) == []  # the first lead: nobody has won a trick yet
    run(st, ["play Ac", "play Jh", "play 8c", "play 6c"])
    assert st.may_declare and declarations(st) == ["marry h", "ask", "ask s"]
    st.apply("play Ad")  # HP-25a: leading declines
    assert not st.may_declare
    run(st, ["play 6d", "play 8d", "play 6s"])
    assert declarations(st) == ["marry h", "ask", "ask s"]  # won the trick he led again


def test_hp23_m2_partner_chooses_among_two_marriages_hp24_asker_loses_m1():
    st = run(scenario_a(), ["play Ac", "play Jh", "play 8c", "play 6c"])
    st.apply("ask")
    # HP-25a: with two undeclared marriages the partner decides which one.
    assert st.to_move == 2 and texts(st.legal_actions()) == ["answer c", "answer d"]
    assert st.view(1).phase == "answer"
    with pytest.raises(IllegalAction, match="Name one of your marriages: answer c or answer d;"):
        st.apply("answer h")
    st.apply("answer d")
    assert st.to_move == 0 and st.trump == 1 and st.view(3).info["trump"] == "d"
    assert st.team_marriages == (80, 0)  # HP-6: diamonds 80
    assert declarations(st) == []  # HP-25a: after the attempt only leads remain
    # The shown K+Q are known to everyone while in hand.
    assert [c.text for c in st.view(1).hands[2] if c] == ["Qd", "Kd"]
    run(st, ["play Ad", "play 6d", "play 8d", "play 6s"])
    # HP-24: after his successful M2 South may no longer declare his own marriage (hearts).
    assert declarations(st) == ["ask", "ask s"]
    with pytest.raises(IllegalAction, match="After asking your partner for a marriage you may no longer"):
        st.apply("marry h")


def test_hp23_m2_with_exactly_one_marriage_is_named_without_a_decision_hp25_trumps_change():
    st = run(scenario_a(), ["play Ac", "play Jh", "play 8c", "play 6c", "ask", "answer d"])
    run(st, ["play Ad", "play 6d", "play 8d", "play 6s"])
    n = len(st.history)
    st.apply("ask")
    # North holds only the clubs marriage now: named at once, no decision (not in history).
    assert len(st.history) == n + 1 and st.to_move == 0
    assert (2, "answer c") in st.view(3).history  # but the log shows it to everyone
    assert st.trump == 0 and st.team_marriages == (140, 0)  # HP-25: clubs replace diamonds


def test_hp23_m3_half_marriage_hp24_then_no_m1_or_m2_for_either_partner():
    st = run(scenario_a(), ["play Ac", "play Jh", "play 8c", "play 6c", "ask", "answer d"])
    run(st, ["play Ad", "play 6d", "play 8d", "play 6s", "ask"])
    run(st, ["play As", "play 7h", "play 8s", "play 7s"])
    assert declarations(st) == ["ask", "ask s"]
    st.apply("ask s")  # South holds the Ks, North the Qs
    assert st.trump == 3 and st.team_marriages == (180, 0)  # spades 40
    assert [m["method"] for m in st.view(1).info["marriages"]] == ["partner", "partner", "half"]
    assert "Qs" in [c.text for c in st.view(3).hands[2] if c]  # the partner's half is shown
    run(st, ["play Ks", "play 9h", "play Qs", "play 9s"])
    # HP-24: after M3 neither partner may use M1 or M2; M3 stays open but hearts is whole.
    assert st.may_declare and declarations(st) == []
    half = "After your team's half marriage you may no longer"
    with pytest.raises(IllegalAction, match=f"{half} ask your partner for a marriage"):
        st.apply("ask")
    with pytest.raises(IllegalAction, match=f"{half} declare your own marriage"):
        st.apply("marry h")


# West ends up leading; North wins a trick he led after South's successful M2.
B = [
    "Ac 7c 6d 7d 6h 7h 7s 8s 9s",
    "Kc Qc Jc Tc 9c 6c Qs Js 6s",
    "Ah Kh Qh Kd Qd As Ks 8c 9d",
    "Ad Jd Td 8d Jh Th 9h 8h Ts",
]


def test_hp24_after_m2_the_partner_keeps_m1_and_m3_but_may_not_ask():
    st = to_play(B, give="8c 9d As")
    run(st, ["play Ac", "play 6c", "play 8c", "play 8d", "ask", "answer d"])
    run(st, ["play 6h", "play Qs", "play Ah", "play 8h"])  # North wins, but did not lead
    assert st.to_move == 2 and declarations(st) == []
    run(st, ["play As", "play Ts", "play 7s", "play 6s"])
    assert st.to_move == 2 and declarations(st) == ["marry h", "ask s"]
    with pytest.raises(IllegalAction, match="After naming a marriage for your partner you may no longer ask"):
        st.apply("ask")
    st.apply("marry h")
    assert st.trump == 2 and st.team_marriages == (180, 0)  # hearts 100 after diamonds 80


# North has no king or queen at all: every ask fails.
C = [
    "Ac Ad Ah As Kh Qh Ks 7c 7d",
    "Kc Qc Jc 6c Kd Qd Jd 6d Jh",
    "8c 9c Tc 8d 9d Td 8h 8s 9s",
    "Th 9h 7h 6h Qs Js Ts 7s 6s",
]


def test_hp23_failed_asks_use_the_attempt_and_break_nothing():
    st = to_play(C, give="8c 9c Tc")
    run(st, ["play Ac", "play 6c", "play 8c", "play 6h"])
    st.apply("ask")  # North has no marriage: he says so, nothing happens
    assert st.trump < 0 and declarations(st) == [] and st.to_move == 0
    assert st.view(1).info["asks"] == [{"seat": 0, "suit": None, "ok": False}]
    run(st, ["play Ad", "play 6d", "play 8d", "play 6s"])
    # HP-24 / Ambiguity 7: a failed ask breaks nothing.
    assert declarations(st) == ["marry h", "ask", "ask s"]
    st.apply("ask s")  # North lacks the Qs
    assert st.trump < 0 and declarations(st) == []
    assert [c.text for c in st.view(1).hands[0] if c] == ["Ks"]  # asking names the card he holds
    run(st, ["play As", "play Jh", "play 8s", "play 7s"])
    assert declarations(st) == ["marry h", "ask", "ask s"]
    st.apply("marry h")
    assert st.trump == 2 and st.team_marriages == (100, 0)
    assert [c.text for c in st.view(3).hands[0] if c] == ["Qh", "Kh", "Ks"]


def test_hp22_each_suit_once_and_marriage_cards_must_be_in_hand():
    st = to_play(C, give="8c 9c Tc")
    run(st, ["play Ac", "play 6c", "play 8c", "play 6h", "marry h"])
    run(st, ["play Ah", "play Jh", "play 8h", "play 7h"])
    assert declarations(st) == ["ask", "ask s"]  # hearts were trumps already
    with pytest.raises(IllegalAction, match="Hearts have been trumps already"):
        st.apply("marry h")
    run(st, ["play Kh", "play 6d", "play 8s", "play 9h"])
    assert declarations(st) == ["ask", "ask s"]
    with pytest.raises(IllegalAction, match="both the king and the queen"):
        st.apply("marry s")


def test_hp21_no_attempt_after_the_ninth_trick():
    st = to_play(C, give="8c 9c Tc")
    while st.to_move is not None:
        legal = [a for a in st.legal_actions() if a.kind == "play"]
        st.apply(legal[-1])
    assert st.tricks_done == 9 and not st.legal_actions() and st.outcome() is not None
