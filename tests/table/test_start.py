"""The new-game dialog (choices remembered), the rules help (F1) and the statistics."""

from __future__ import annotations

import pygame

from game import stats
from game.table.app import App
from game.table.start_scene import StartScene, option_choices, option_name

from .helpers import click, post, run_until


def _button(scene, label: str):
    return next(b for b in scene.buttons if b.label == label)


def _new_app(tmp_path, worker_unused=None):
    a = App(
        settings_path=str(tmp_path / "settings.json"),
        save_settings=True,
        autosave_enabled=False,
        size=(1280, 800),
        stats_path=str(tmp_path / "statistics.json"),
    )
    a.settings.speed = "instant"
    return a


def test_dialog_offers_every_preset_player_count_and_option(app):
    scene = app.scene
    assert isinstance(scene, StartScene)
    for rs in scene.games:
        click(app, _button(scene, rs.title).rect.center)
        for p in rs.presets.values():
            if len(rs.presets) > 1:
                click(app, _button(scene, p.title).rect.center)
            assert scene.preset is p
            for n in p.players:
                assert _button(scene, str(n))
            for o in p.options:
                name = option_name(o.name)
                assert any(b.label.startswith(name + ":") or b.label == name for b in scene.buttons)


def _option_button(scene, name: str):
    return next(b for b in scene.buttons if b.label.split(":")[0] == option_name(name))


def test_options_for_another_number_of_players_are_greyed_out_and_kept(app):
    """Großenaspe with four: the five- and three-player options cannot be changed and do not
    read "on"; with five or three players they can. The game starts with the values as before."""
    scene = app.scene
    click(app, _button(scene, "Fipsen").rect.center)
    click(app, _button(scene, "Fipsen in Großenaspe").rect.center)
    click(app, _button(scene, "4").rect.center)
    for name in ("FivePlayers", "FiveSitOut", "KaroFipsen"):
        b = _option_button(scene, name)
        assert not b.enabled and b.label == option_name(name), b.label
        click(app, b.rect.center)
    assert scene.options == {}  # clicks on a greyed option change nothing
    assert _option_button(scene, "Knock").enabled
    scene.app.start_match = lambda config, level, **kw: setattr(app, "started", config)
    click(app, _button(scene, "Start").rect.center)
    assert app.started == scene.family.config("grossenaspe", {}, 4)  # KaroFipsen on, ignored by play
    click(app, _button(scene, "5").rect.center)
    five = _option_button(scene, "FivePlayers")
    assert five.enabled and five.label == "Five players: on"
    assert not _option_button(scene, "KaroFipsen").enabled
    click(app, five.rect.center)
    assert scene.options == {"FivePlayers": False}
    click(app, _button(scene, "3").rect.center)
    assert _option_button(scene, "KaroFipsen").label == "Karo Fipsen: on"
    assert _option_button(scene, "FivePlayers").label == "Five players"
    click(app, _button(scene, "5").rect.center)
    assert _option_button(scene, "FivePlayers").label == "Five players: off"  # kept meanwhile


def test_a_greyed_option_says_with_how_many_players_it_applies():
    from game.rules import get_ruleset
    from game.table.start_scene import option_row

    options = {o.name: o for o in get_ruleset("skitgubbe").preset("default").options}
    label, note, applies = option_row(options["TwoPlayerAvstick"], True, 3)
    assert (label, applies) == (option_name("TwoPlayerAvstick"), False)
    assert note.startswith("Only with 2 players. ") and note.endswith(options["TwoPlayerAvstick"].summary)
    assert option_row(options["TwoPlayerAvstick"], True, 2)[1:] == (options["TwoPlayerAvstick"].summary, True)
    assert option_row(options["Deals"], 5, 3)[::2] == ("Deals: 5", True)


def test_the_help_at_the_table_says_which_options_do_not_apply():
    from game.rules import get_ruleset
    from game.table.help_panel import help_blocks

    config = get_ruleset("fipsen").config("grossenaspe", {"Knock": True}, 4)
    _, blocks = help_blocks(config.game, config.preset, config.options, config.players)
    options = dict(blocks)["Options"]
    assert "Knock (on):" in options and "Five players (only with 5 players):" in options
    assert "Karo Fipsen (only with 3 players):" in options and "(on)" not in options.replace("Knock (on)", "")


def test_dialog_remembers_choices_for_next_time(tmp_path, worker):
    a = _new_app(tmp_path)
    try:
        scene = a.scene
        click(a, _button(scene, "Hasenpfeffer").rect.center)
        click(a, _button(scene, "Hard").rect.center)
        target = next(b for b in scene.buttons if b.label.startswith("Target:"))
        click(a, target.rect.center)  # 10 -> 11
        assert scene.options["Target"] == 11
        click(a, _button(scene, "Skitgubbe").rect.center)
        click(a, _button(scene, "5").rect.center)
        click(a, _button(scene, "Hasenpfeffer").rect.center)
        assert scene.options["Target"] == 11  # kept while switching games
        scene.app.start_match = lambda config, level, **kw: setattr(a, "started", (config, level))
        click(a, _button(scene, "Start").rect.center)
        config, level = a.started
        assert (config.game, config.options["Target"], level) == ("hasenpfeffer", 11, "hard")
    finally:
        a.close()
    b = _new_app(tmp_path)  # a new start reads the saved settings
    try:
        scene = b.scene
        assert scene.family.name == "hasenpfeffer" and scene.level == "hard"
        assert scene.option_value(next(o for o in scene.preset.options if o.name == "Target")) == 11
        click(b, _button(scene, "Skitgubbe").rect.center)
        assert scene.players == 5
    finally:
        b.close()


def test_tuple_option_cycles_through_its_choices():
    from game.rules import get_ruleset

    targets = next(o for o in get_ruleset("finesse").preset("default").options if o.name == "Targets")
    choices = option_choices(targets)
    assert choices[0] == (42, 5, 60) and len(choices) >= 2
    for c in choices:
        targets.check(list(c))


def test_an_option_reads_as_its_label_and_its_value_in_words():
    """Finesse's Targets is "Winning totals: 42 with a lead of 5, or 60", not "Targets: 42 / 5 / 60",
    on the start screen and in the help; Skitgubbe's TwoPlayerAvstick has a label too."""
    from game.rules import get_ruleset
    from game.table.help_panel import help_blocks
    from game.table.start_scene import option_label

    config = get_ruleset("finesse").config("default", {"Targets": [25, 5, 40]})
    targets = next(o for o in get_ruleset("finesse").preset("default").options if o.name == "Targets")
    assert option_label(targets, (42, 5, 60)) == "Winning totals: 42 with a lead of 5, or 60"
    _, blocks = help_blocks("finesse", "default", config.options, 4)
    assert "• Winning totals (25 with a lead of 5, or 40): " in dict(blocks)["Options"]
    assert option_name("TwoPlayerAvstick") == "Two-player draw pile"


def test_f1_opens_the_rules_help_at_the_table_and_scrolls(app, worker):
    from .helpers import start

    start(app, worker=worker)
    post(app, pygame.KEYDOWN, key=pygame.K_F1, mod=0)
    app.frame(tick=False)
    scene = app.scene
    assert scene.help is not None and "Prisdorf" in scene.help.title
    assert scene.help.max_scroll > 0
    post(app, pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0)
    app.frame(tick=False)
    assert scene.help.scroll > 0
    post(app, pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)
    app.frame(tick=False)
    assert scene.help is None and scene.overlay is None


def test_help_lists_house_rules_and_options_with_values():
    from game.table.help_panel import help_blocks

    title, blocks = help_blocks("fipsen", "prisdorf", {"MinBid3": True})
    heads = [h for h, _ in blocks]
    assert "House rules" in heads and "Options" in heads
    options = dict(blocks)["Options"]
    house = dict(blocks)["House rules"]
    assert "Min bid 3 (on)" in options and "• Kieker Ruten ranks directly above Kieker and below 5." in house
    assert "FP-11" not in house and "ambiguity" not in house


def test_help_spells_option_names_as_the_start_screen():
    """The help text names options as the dialog's buttons do ("Must trump", not "MustTrump")."""
    from game.table.help_panel import help_blocks

    _, blocks = help_blocks("fipsen", "thedinghausen", {})
    text = " ".join(body for _, body in blocks)
    assert "MustTrump" not in text and "Must trump" in text


def test_f1_on_the_start_screen(app):
    post(app, pygame.KEYDOWN, key=pygame.K_F1, mod=0)
    app.frame(tick=False)
    assert app.scene.overlay is not None
    click(app, app.scene.overlay.buttons[0].rect.center)
    assert app.scene.overlay is None


def test_statistics_recorded_per_deal_and_match_and_saved(tmp_path, worker):
    a = _new_app(tmp_path)
    try:
        from game.rules import get_ruleset

        config = get_ruleset("skitgubbe").config("default", {"Deals": 1}, 2)
        a.start_match(config, "random", seed=3, worker=worker)
        scene = a.scene
        scene.ctl.humans = set()  # let the CPU play seat 0 too; statistics still count seat 0
        run_until(a, lambda: scene.ctl.match.over, timeout=60)
        t = a.stats.tally("skitgubbe", "default")
        assert t.deals == 1 and t.matches == 1
        on_disk = stats.load(tmp_path / "statistics.json").stats.tally("skitgubbe", "default")
        assert (on_disk.deals, on_disk.matches) == (1, 1)
    finally:
        a.close()


def test_statistics_screen_and_reset(app):
    from game.rules import Outcome

    app.stats.add_deal("fipsen", "prisdorf", Outcome((3, 0, 0, 0), "x", {"declarer": 0, "made": True}))
    click(app, _button(app.scene, "Statistics").rect.center)
    scene = app.scene
    from game.table.stats_scene import StatsScene, rows

    assert isinstance(scene, StatsScene)
    assert rows(app.stats)[1][0] == "Prisdorf Fipsen"
    click(app, _button(scene, "Reset").rect.center)
    assert app.stats.tallies  # asks first
    click(app, _button(scene, "Really reset?").rect.center)
    assert not app.stats.tallies
    click(app, _button(scene, "Back").rect.center)
    assert isinstance(app.scene, StartScene)


def test_damaged_files_are_reported_once_on_the_start_screen(tmp_path):
    (tmp_path / "settings.json").write_text("{broken")
    (tmp_path / "statistics.json").write_bytes(b"\xff\x00")
    a = _new_app(tmp_path)
    try:
        msg = a.scene.notice
        assert "settings" in msg and "statistics" in msg
        click(a, _button(a.scene, "Skitgubbe").rect.center)
        assert a.scene.notice == msg  # stays while choosing
        a.show_statistics()
        a.to_start()
        assert a.scene.notice == ""
    finally:
        a.close()


def test_a_deal_counts_once_even_after_undo():
    import random

    from game.match import Match
    from game.rules import get_ruleset
    from game.stats import Statistics
    from game.table.statkeeper import StatKeeper

    saved = []
    match = Match(get_ruleset("hasenpfeffer").config("default", {}, 4), seed=5)
    keeper = StatKeeper(Statistics(), lambda: saved.append(1), match)
    rng = random.Random(5)
    while not match.deal_over:
        match.apply(rng.choice(match.state.legal_actions()))
        keeper.update(match)
    assert keeper.stats.tally("hasenpfeffer", "default").deals == 1 and saved
    assert match.undo(0) or match.undo(1)
    while not match.deal_over:
        match.apply(rng.choice(match.state.legal_actions()))
        keeper.update(match)
    assert keeper.stats.tally("hasenpfeffer", "default").deals == 1


def test_option_buttons_spell_names_in_words() -> None:
    """Option buttons show player words, not the rules file's CamelCase names."""
    assert option_name("MinBid3") == "Min bid 3"
    assert option_name("OpponentsDontScore") == "Opponents don't score"
    assert option_name("KontraRekontra") == "Kontra Rekontra"
    assert option_name("Knock") == "Knock"


def test_statistics_show_skitgubbe_losses_not_a_score():
    """SG-33: Skitgubbe has no declarer and no points; the average is the share of deals lost."""
    from game.rules import Outcome
    from game.stats import Statistics
    from game.table.stats_scene import rows

    stats = Statistics()
    stats.add_deal("skitgubbe", "default", Outcome((1, 0, 0), "x", {"loser": 0}))
    stats.add_deal("skitgubbe", "default", Outcome((0, 0, 1), "x", {"loser": 2}))
    row = rows(stats)[1]
    assert row[4:] == ["–", "–", "50% lost"]


def test_the_window_cannot_be_made_smaller_than_the_smallest_layout(app):
    """The layouts are made for 800×600 and up; the window keeps that as its minimum."""
    import warnings

    import pygame

    from game.table.app import MIN_WINDOW

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        window = pygame.Window.from_display_module()
    assert pygame.display.get_desktop_sizes()[0] == (1024, 768)  # the dummy driver's desktop
    assert window.minimum_size == MIN_WINDOW == (800, 600)
    app.toggle_fullscreen()
    app.toggle_fullscreen()
    assert window.minimum_size == MIN_WINDOW, "kept after leaving full screen"


def test_start_asks_before_it_replaces_a_game_in_progress(tmp_path):
    """Start over a saved game in progress needs a second press; anything else keeps the game."""
    from game.match import Match
    from game.rules import get_ruleset
    from game.table import words

    a = _new_app(tmp_path)
    try:
        started = []
        a.start_match = lambda config, level, **kw: started.append(config)
        a.resumable = Match(get_ruleset("finesse").config(), seed=1)
        scene = a.scene
        scene.resize(a.size)  # the dialog now offers Continue
        click(a, _button(scene, "Start").rect.center)
        assert started == [] and scene.message == words.REPLACE_ASK
        click(a, _button(scene, "Hasenpfeffer").rect.center)  # changed his mind: nothing lost
        assert started == [] and scene.message == "" and _button(scene, "Start")
        click(a, _button(scene, "Start").rect.center)
        post(a, pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)  # Enter confirms
        a.frame(tick=False)
        assert [c.game for c in started] == ["hasenpfeffer"]
        a.resumable = None
        scene.resize(a.size)
        click(a, _button(scene, "Start").rect.center)  # nothing to lose: one press
        assert len(started) == 2
    finally:
        a.close()
