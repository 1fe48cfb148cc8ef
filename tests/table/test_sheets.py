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


def test_team_games_have_team_columns():
    for game in ("hasenpfeffer", "huutopussi", "finesse"):
        m = _played(game, "default", 4, {}, deals=2)
        sheet = sheets.score_sheet(m)
        assert sheet.header == ["Deal", "You\u00a0&\u00a0North", "West\u00a0&\u00a0East"], game
        assert all(len(r) == 3 for r in sheet.rows)
        # each team column shows that team's running total
        last = sheet.rows[-1]
        assert last[1].endswith(str(m.totals[0])) and last[2].endswith(str(m.totals[1]))


def test_individual_games_have_a_column_per_seat():
    m = _played("fipsen", "prisdorf", 3, {}, deals=2)
    assert sheets.score_sheet(m).header == ["Deal", "You", "West", "East"]


def test_thedinghausen_counts_tricks_and_tallies_hedewigs():
    """FT-10..FT-12: trick counts per seat; Hedewigs (and cents) below."""
    m = _played("fipsen", "thedinghausen", 5, {})
    sheet = sheets.score_sheet(m)
    assert [r[0] for r in sheet.footer][:1] == ["Hedewigs"]
    hedewigs = [0] * 5
    for o in m.outcomes:
        hedewigs = [a + b for a, b in zip(hedewigs, o.extra.get("hedewigs", [0] * 5), strict=True)]
    assert sheet.footer[0][1:] == [str(v) for v in hedewigs]


def test_skitgubbe_sheet_marks_losers_and_counts_losses():
    """SG-33/34: only losers; the tally of losses per seat."""
    m = _played("skitgubbe", "default", 3, {"Deals": 3})
    sheet = sheets.score_sheet(m)
    assert sheet.footer[0][0] == "Losses"
    for o, row in zip(m.outcomes, sheet.rows, strict=True):
        assert row[1 + o.extra["loser"]] == "lost"
        assert row.count("lost") == 1
    assert sum(int(v) for v in sheet.footer[0][1:]) == 3


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
    again = next(b for b in scene.overlay.buttons if b.label == "Play again")
    click(app, again.rect.center)
    new = app.scene
    assert new is not scene and new.ctl.match.config == m.config and not new.ctl.match.outcomes
