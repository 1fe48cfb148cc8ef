"""Per-game hint lines, plate notes and revealed marriages (game/table/notes.py)."""

from __future__ import annotations

import random
from dataclasses import replace

from game.games.finesse import table as finesse_table
from game.games.fipsen import table as fipsen_table
from game.games.hasenpfeffer import table as hasenpfeffer_table
from game.games.skitgubbe import table as skitgubbe_table
from game.match import Match
from game.rules import get_ruleset
from game.table import notes


def _state_where(game, preset, players, pred, options=None):
    config = get_ruleset(game).config(preset, options or {}, players)
    for seed in range(1, 80):
        m = Match(config, seed=seed)
        rng = random.Random(seed)
        while m.state.to_move is not None:
            if pred(m):
                return m
            m.apply(rng.choice(m.state.legal_actions()))
    raise AssertionError("not found")


def test_hasenpfeffer_hint_explains_the_bowers():
    """HF-3: Joker, right bower, left bower, then A K Q 10 9."""
    m = _state_where("hasenpfeffer", "default", 4, lambda m: m.state.view(0).info.get("trump") == "h")
    line = notes.status_line(m.state.view(0), m.config)
    assert "Joker, J♥ (right bower), J♦ (left bower), A, K, Q, 10, 9" in line
    assert hasenpfeffer_table.trump_order("s", bowers=False).endswith("Joker, A, K, Q, J, 10, 9.")


def test_huutopussi_marriage_is_revealed_with_king_and_queen():
    """HP-25: a declared marriage shows its K and Q for a moment."""
    m = _state_where("huutopussi", "default", 4, lambda m: bool(m.state.view(0).info.get("marriages")))
    v1 = m.state.view(0)
    v0 = replace(v1, info={**v1.info, "marriages": []})
    shown = notes.reveals(v0, v1, m.config)
    mar = v1.info["marriages"][0]
    assert shown and shown[0].seat == mar["seat"]
    assert {c.text for c in shown[0].cards} == {"K" + mar["suit"], "Q" + mar["suit"]}


def test_skitgubbe_plates_show_out_and_the_loser():
    """SG-30, SG-31: players who are out are safe; the last one is the skitgubbe."""
    m = _state_where("skitgubbe", "default", 3, lambda m: bool(m.state.view(0).info.get("out")))
    v = m.state.view(0)
    out = v.info["out"][0]
    assert notes.plate_note(v, m.config, out) == "Out: safe"
    done = replace(v, info={**v.info, "loser": 1})
    assert notes.plate_note(done, m.config, 1) == "Skitgubbe!"


def test_finesse_table_lead_names_the_order():
    """FN-12: a led table card counts as led by its owner; play goes on from him."""

    def table_led(m):
        return m.state.view(0).info.get("table_lead_by") is not None and m.state.view(0).trick

    m = _state_where("finesse", "default", 4, table_led)
    v = m.state.view(0)
    line = notes.status_line(v, m.config)
    chooser = v.info["table_lead_by"]
    owner = (chooser + 2) % 4
    assert line
    names = ["You", "West", "North", "East"]
    order = " → ".join(names[(owner + k) % 4] for k in range(1, 4))
    assert order in line


def test_thedinghausen_plates_count_the_race():
    m = _state_where("fipsen", "thedinghausen", 5, lambda m: len(m.state.history) > 3)
    v = m.state.view(0)
    assert notes.plate_note(v, m.config, 0) == f"{v.info['counts'][0]} of 10"


def test_huutopussi_opener_is_not_told_to_pass():
    """HP-11: the first bidder must bid at least 50, so the hint does not offer a pass."""

    def opening(m):
        v = m.state.view(0)
        return v.phase == "auction" and v.legal and not v.history

    m = _state_where("huutopussi", "default", 4, opening)
    v = m.state.view(0)
    assert all(a.kind != "pass" for a in v.legal)
    line = notes.status_line(v, m.config)
    assert "pass" not in line.replace("passing", "") and "50" in line


def test_huutopussi_ask_buttons_say_what_is_asked():
    """HP-23: M2 asks the partner for any marriage, M3 for the other half in one suit."""
    from game.rules import Action
    from game.table.words import action_label

    assert action_label(Action.parse("ask")) == "Ask partner"
    assert action_label(Action.parse("ask d")) == "Ask ♦ half"


def test_deal_summary_uses_the_tables_names():
    """The rules name seats and teams by reference; the table names the human You and the
    teams You & North, West & East, and fixes the verbs for You."""
    from game.rules.names import seat_ref, team_ref
    from game.table.words import summary_text

    s0, t0, t1 = seat_ref(0), team_ref(0), team_ref(1)
    s = f"{s0} bid 405, contract 405: {t0} took 160 and failed; {t0} -405, {t1} +160"
    assert summary_text(s, 4) == (
        "You bid 405, contract 405: You & North took 160 and failed; You & North -405, West & East +160"
    ).replace(" & ", "\u00a0&\u00a0")
    assert summary_text(f"{s0} made 3 Hand Ruten", 3) == "You made 3 Hand Ruten"
    assert summary_text(f"Tricks: {seat_ref(1)}: 2, {s0}: 1", 5) == "Tricks: West: 2, You: 1"
    hf = f"{seat_ref(3)} bid 6 in hearts and took 4: {t1} -6, {t0} +2"
    assert summary_text(hf, 4) == (
        "East bid 6 in hearts and took 4: West & East -6, You & North +2".replace(" & ", "\u00a0&\u00a0")
    )
    lost = "{} is the skitgubbe: one loss"
    assert summary_text(lost.format(s0), 3) == "You are the skitgubbe: one loss"
    assert summary_text(lost.format(seat_ref(2)), 3) == "East is the skitgubbe: one loss"
    assert summary_text(lost.format(seat_ref(5)), 6) == "South-East is the skitgubbe: one loss"
    assert summary_text(lost.format(seat_ref(1)), 6) == "South-West is the skitgubbe: one loss"
    circled = lost.format(s0) + f"; the same position came up a third time and {s0} held the most cards"
    assert summary_text(circled, 3).endswith(
        "; the same position came up a third time and you held the most cards"
    )
    # Nothing is patched by words any more: compass names in the text stay as they are.
    assert summary_text("South-East and South", 6) == "South-East and South"


def test_wrapping_never_splits_a_team_or_seat_name():
    """At any width a summary breaks between names, never inside one ('West & / East')."""
    from game.rules.names import SEAT_NAMES, seat_ref, team_ref
    from game.table import text
    from game.table.words import seat_name, summary_text, team_name

    hf = f"{seat_ref(3)} bid 6 in hearts and took 4: {team_ref(1)} -6, {team_ref(0)} +2"
    teams = summary_text(hf, 4)
    seats = ", ".join(seat_name(s, n) for n in SEAT_NAMES for s in range(n))
    names = [team_name(0, 4), team_name(1, 4)] + [seat_name(s, n) for n in SEAT_NAMES for s in range(n)]
    for line in (teams, seats):
        for width in range(30, 700, 5):
            parts = text.wrap(line, width, 18)
            assert " ".join(parts) == line
            for name in names:
                assert sum(p.count(name) for p in parts) == line.count(name), (width, parts)


def _skitgubbe_lost_by(seat: int, players: int):
    """A seeded Skitgubbe deal played to its end that ``seat`` loses by the rules (SG-31),
    not by a house rule's stop (SG-29)."""
    rs = get_ruleset("skitgubbe")
    config = rs.config("default", {}, players)
    for seed in range(200):
        rng = random.Random(seed)
        st = rs.new_deal(config, seed % players, rng=rng)
        while st.to_move is not None:
            st.apply(rng.choice(st.legal_actions()))
        out = st.outcome()
        if out is not None and out.extra["loser"] == seat and not out.extra["stopped"]:
            return out
    raise AssertionError("no such deal")


def test_six_player_skitgubbe_names_south_east_whole():
    """South-East is not 'You-East': the table names seats, it does not patch words."""
    from game.table.words import summary_text

    out = _skitgubbe_lost_by(5, 6)
    text = summary_text(out.summary, 6)
    assert text == "South-East is the skitgubbe: one loss"
    assert "You-" not in text and out.text() == text
    assert summary_text(_skitgubbe_lost_by(0, 6).summary, 6) == "You are the skitgubbe: one loss"


def test_notes_about_the_human_read_as_english():
    """Notes name a seat; for the human 'You takes' becomes 'You take' and 'You's' 'your'."""
    from game.table import words

    assert words.you_form(skitgubbe_table.SKIT_SLUFF.format(winner="You")).startswith("You take the trick.")
    line = finesse_table.FINESSE_TABLE_LEAD.format(chooser="North", owner="You", order="West → North")
    assert words.you_form(line).startswith("North led your table card, so you lead this trick")
    assert words.you_form(fipsen_table.ASPE_NEED.format(declarer="You", n=3)).startswith("You need 3 tricks.")
    assert words.you_form(skitgubbe_table.SKIT_SLUFF.format(winner="West")).startswith("West takes")
    # Verbs of the deal summaries (FX-8, HF-14, HP-12, FT-10).
    assert words.you_form("Everyone passed: You deals again") == "Everyone passed: You deal again"
    redeal = "West demanded a redeal; You deals the next hand"
    assert words.you_form(redeal) == "West demanded a redeal; You deal the next hand"
    won = "Tricks: You: 2; You reaches 10 tricks and wins the game"
    assert words.you_form(won) == "Tricks: You: 2; You reach 10 tricks and win the game"
    other = "West reaches 10 tricks and wins the game"
    assert words.you_form(other) == other
    assert words.you_form("You bid 4 in clubs and took 5") == "You bid 4 in clubs and took 5"


def test_bubbles_say_who_picked_up_the_pile():
    """SG phase 2: a pick-up shows 'Picked up' at that seat until the next card is played;
    a card played clears the announcements before it."""
    from game.table.hud import bubble_labels

    m = _state_where("skitgubbe", "default", 3, lambda m: m.state.view(0).phase == "beat")
    v = m.state.view(0)
    shown = replace(v, history=((1, "pass"), (2, "play 7d"), (1, "pickup")))
    assert bubble_labels(shown) == {1: "Picked up"}
    assert bubble_labels(replace(v, history=((1, "pickup"), (2, "play 7d")))) == {}
    assert bubble_labels(replace(v, history=((2, "play 7d"), (0, "pass")))) == {0: "Pass"}


def test_grossenaspe_bidding_is_explained():
    """FG-9, FG-12, FG-14: the hint explains numbers, Gute and Fips while the human bids."""

    def bidding(m):
        v = m.state.view(0)
        return v.to_move == 0 and any(a.kind == "bid" for a in v.legal)

    m = _state_where("fipsen", "grossenaspe", 4, bidding)
    assert notes.status_line(m.state.view(0), m.config) == fipsen_table.ASPE_BID


def test_skitgubbe_speaks_swedish_at_the_table():
    """Issue 23: Skitgubbe's status line, plate notes, a reason for an illegal move and the
    deal summary come from the catalogue (SG-8 phase 1, SG-30 out)."""
    from game import i18n
    from game.rules import Action
    from game.table import words

    i18n.set_language("sv")
    m = _state_where(
        "skitgubbe", "default", 3, lambda m: m.state.to_move == 0 and m.state.view(0).phase == "collect"
    )
    v = m.state.view(0)
    assert notes.status_line(v, m.config).startswith("Fas 1: spela 1 till 3 kort av samma valör")
    assert notes.plate_note(v, m.config, 1) in (
        "",
        *(f"{n} kort vunna" for n in range(2, 53)),
        "1 kort vunnet",
    )
    assert words.translate(m.state.illegal_reason(Action("pickup"))).startswith("Spela 1 till 3 kort")
    out = _state_where("skitgubbe", "default", 3, lambda m: bool(m.state.view(0).info.get("out")))
    view = out.state.view(0)
    assert notes.plate_note(view, out.config, view.info["out"][0]) == "Ute: klar"
    assert words.translate(skitgubbe_table.LAYOUT.piles["stock"].label) == "Talong"
