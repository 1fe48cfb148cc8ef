"""Score sheets in each game's own form and the end of the match (Play again)."""

from __future__ import annotations

import random

from game.match import Match
from game.rules import get_ruleset
from game.table import sheets

from .helpers import click


def _played(game, preset, players, options, seed=2, deals=None):
    m = Match(get_ruleset(game).config(preset, options, players), seed=seed)
    rng = random.Random(seed)
    for _ in range(30000):
        if m.state.to_move is None:
            if m.over or (deals is not None and len(m.outcomes) >= deals):
                break
            m.next_deal()
            continue
        m.apply(rng.choice(m.state.legal_actions()))
    return m


TEAMS = ["You\u00a0&\u00a0North", "West\u00a0&\u00a0East"]


def _scores(sheet: sheets.Sheet) -> list[list[tuple[int, int]]]:
    """The score cells as (this deal's change, running total), checking their form '+6 → 18'."""
    out = []
    for row in sheet.rows:
        cells = [cell.split(" → ") for cell in row[sheet.text_columns :]]
        assert all(len(c) == 2 for c in cells), row
        out.append([(int(change), int(total)) for change, total in cells])
    return out


def test_team_games_have_team_columns_and_say_how_to_read_them():
    for game in ("hasenpfeffer", "huutopussi", "finesse"):
        m = _played(game, "default", 4, {}, deals=3)
        sheet = sheets.score_sheet(m)
        assert sheet.header == ["Deal (dealer)", "Result", *TEAMS], game
        assert "team" in sheet.legend and "running total" in sheet.legend
        totals = [0, 0]
        for o, cells in zip(m.outcomes, _scores(sheet), strict=True):
            totals = [totals[t] + o.scores[t] for t in (0, 1)]
            assert cells == [(o.scores[0], totals[0]), (o.scores[1], totals[1])], game
        assert sheet.footer == [["Total", "", str(m.totals[0]), str(m.totals[1])]]


def test_individual_games_have_a_column_per_seat_and_a_total_row():
    m = _played("fipsen", "prisdorf", 3, {}, deals=3)
    sheet = sheets.score_sheet(m)
    assert sheet.header == ["Deal (dealer)", "Result", "You", "West", "East"]
    assert _scores(sheet)[-1] == [(m.outcomes[-1].scores[s], m.totals[s]) for s in range(3)]
    assert sheet.footer == [["Total", "", *map(str, m.totals)]]


def test_each_row_names_the_deal_its_dealer_and_what_was_played():
    """The contract, who declared it and whether it was made, or the game's own result."""
    names = {0: "You", 1: "West", 2: "North", 3: "East"}
    redeals = 0
    for game, preset, seed in (
        ("hasenpfeffer", "default", 5),
        ("huutopussi", "default", 5),
        ("huutopussi", "default", 15),  # its fourth deal: a redeal demanded (HP-12)
        ("fipsen", "prisdorf", 5),
    ):
        m = _played(game, preset, 4, {}, seed=seed, deals=6)
        rows = sheets.score_sheet(m).rows
        for i, (o, row) in enumerate(zip(m.outcomes, rows, strict=True)):
            assert row[0] == f"{i + 1} ({names[m.dealers[i]]})"
            x = o.extra
            if "redeal" in x:
                assert row[1] == "Redeal"
                redeals += 1
            elif "declarer" in x:
                how = "surrendered" if x.get("surrendered") else "made" if x["made"] else "lost"
                assert row[1].startswith(names[x["declarer"]] + ": ") and row[1].endswith(how), row
                assert str(x.get("contract", "")) in row[1]
    assert redeals, "no deal was thrown in: the Redeal row went unchecked"
    m = _played("finesse", "default", 4, {}, deals=4)
    symbols = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}
    for o, row in zip(m.outcomes, sheets.score_sheet(m).rows, strict=True):
        trump = o.extra["trump"]
        assert row[1] == ("No trumps" if trump == "none" else f"Trumps {symbols[trump]}")


def test_thedinghausen_counts_tricks_and_tallies_hedewigs():
    """FT-10..FT-12: trick counts per seat; their totals, Hedewigs (and cents) below."""
    m = _played("fipsen", "thedinghausen", 5, {})
    sheet = sheets.score_sheet(m)
    assert "tricks this deal" in sheet.legend
    assert [r[0] for r in sheet.footer][:2] == ["Total", "Hedewigs (buns)"]
    hedewigs = [0] * 5
    for o in m.outcomes:
        hedewigs = [a + b for a, b in zip(hedewigs, o.extra.get("hedewigs", [0] * 5), strict=True)]
    skip = sheet.text_columns
    assert sheet.footer[0][skip:] == [str(v) for v in m.totals]
    assert sheet.footer[1][skip:] == [str(v) for v in hedewigs]


def test_skitgubbe_sheet_marks_losers_and_counts_losses():
    """SG-33/34: only losers; the tally of losses per seat. Nothing else to say per deal."""
    m = _played("skitgubbe", "default", 3, {"Deals": 3})
    sheet = sheets.score_sheet(m)
    assert sheet.header == ["Deal (dealer)", "You", "West", "East"] and sheet.text_columns == 1
    assert sheet.footer[0][0] == "Losses" and "lost" in sheet.legend
    for o, row in zip(m.outcomes, sheet.rows, strict=True):
        assert row[1 + o.extra["loser"]] == "lost"
        assert row.count("lost") == 1
    assert sum(int(v) for v in sheet.footer[0][1:]) == 3


def test_a_sheet_before_the_first_deal_says_so():
    m = Match(get_ruleset("hasenpfeffer").config("default", {}, 4), seed=1)
    sheet = sheets.score_sheet(m)
    assert sheet.rows == [] and sheet.footer == [] and sheet.note and not sheet.legend


def test_end_of_match_names_the_winner_and_plays_again(app, worker):
    from game.table.controller import Controller
    from game.table.table_scene import TableScene

    m = _played("hasenpfeffer", "default", 4, {"Target": 5})
    assert m.over
    app._close_scene()
    scene = app.scene = TableScene(app, Controller(m, "random", worker=worker, save=False))
    scene.skip_animation()
    scene.summary_shown = True
    scene.panels.open_summary()
    assert scene.overlay.headline == sheets.winner_line(m) and "win" in scene.overlay.headline
    assert "Replay this deal" not in [b.label for b in scene.overlay.buttons]
    scene.panels.open_menu()
    assert not next(b for b in scene.overlay.buttons if b.label == "Replay this deal").enabled
    scene.panels.open_summary()
    again = next(b for b in scene.overlay.buttons if b.label == "Play again")
    click(app, again.rect.center)
    new = app.scene
    assert new is not scene and new.ctl.match.config == m.config and not new.ctl.match.outcomes


def test_a_replayed_deal_is_a_row_of_its_own_marked_as_a_replay():
    from game.table import words

    m = _played("fipsen", "prisdorf", 3, {}, deals=1)
    m.replay_deal()
    rng = random.Random(9)
    while not m.deal_over:
        m.apply(rng.choice(m.state.legal_actions()))
    rows = sheets.score_sheet(m).rows
    initial = words.seat_name(m.dealer, 3)
    assert [r[0] for r in rows] == [f"1 ({initial})", f"2 ({initial}) replay of 1"]
    assert rows[1][-3:] == [sheets._cell(m.outcomes[1].scores[s], m.totals[s]) for s in range(3)], (
        "the replay's change and the running total after both deals"
    )
    assert words.deal_title(2, 0, 3, replay=True).endswith("· replay of 1")


def test_the_sheet_panel_fits_the_smallest_window_and_explains_itself():
    """Six players, more deals than are shown: the panel stays inside 800×600 and says how
    to read it and what is left out, above the table."""
    import pygame

    from game.table import overlays

    many_seats = _played("skitgubbe", "default", 6, {"Deals": 20}, seed=4)
    wide = _played("fipsen", "grossenaspe", 5, {}, seed=4, deals=16)  # a result column too
    for m in (many_seats, wide):
        assert len(m.outcomes) > sheets.MAX_ROWS
        sheet = sheets.score_sheet(m)
        for size in ((800, 600), (1280, 800), (1920, 1080)):
            u = min(size[0] / 1280, size[1] / 800)
            ov = overlays.score_sheet(size, u, m, lambda: None)
            assert pygame.Rect((0, 0), size).contains(ov.rect)
            assert [line for line, _ in ov.lines] == [sheet.legend, sheet.note] and "last" in sheet.note
            assert len(ov.widths) == len(sheet.header) and ov.text_columns == sheet.text_columns
            ov.draw(pygame.Surface(size), u, None, (0, 0))
