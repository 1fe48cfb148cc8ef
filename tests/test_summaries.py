"""Deal summaries name seats and teams by reference and are rendered with someone's names
(game/rules/names.py): plain text with the rules' compass names, the table with its own."""

from __future__ import annotations

from game.rules import Outcome
from game.rules.names import neutral_name, render_summary, seat_ref, team_ref


def test_references_render_with_the_neutral_names():
    s = f"{seat_ref(0)} bid 4 and took 5: {team_ref(0)} +5, {team_ref(1)} +1"
    assert s == "{seat0} bid 4 and took 5: {team0} +5, {team1} +1"
    assert render_summary(s, 4) == "South bid 4 and took 5: North-South +5, East-West +1"
    assert render_summary(f"{seat_ref(5)} is the skitgubbe", 6) == "South-East is the skitgubbe"
    assert render_summary(f"{seat_ref(2)} deals", 5) == "North-West deals"


def test_rendering_asks_the_naming_function():
    calls = []

    def name(kind: str, number: int, players: int) -> str:
        calls.append((kind, number, players))
        return f"<{kind} {number}>"

    assert render_summary(f"{seat_ref(1)} and {team_ref(1)}", 4, name) == "<seat 1> and <team 1>"
    assert calls == [("seat", 1, 4), ("team", 1, 4)]
    assert neutral_name("seat", 0, 3) == "South" and neutral_name("team", 1, 4) == "East-West"


def test_a_reference_to_no_such_seat_stays_visible():
    assert render_summary(f"{seat_ref(3)} won", 3) == "{seat3} won"
    assert render_summary(f"{team_ref(0)} won", 3) == "{team0} won"
    assert render_summary("no braces {here} or {seat}", 4) == "no braces {here} or {seat}"


def test_outcome_text_is_the_plain_rendering():
    out = Outcome((0, 1, 0), f"{seat_ref(1)} is the skitgubbe: one loss")
    assert out.text() == "West is the skitgubbe: one loss"
