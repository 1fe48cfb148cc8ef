"""Adding a game is one folder plus its registration: a made-up game (tests/toygame, Duel)
registered here is dealt, played and resampled by the contract, offered on the start
screen, played at the table and played by the CPU players in the arena."""

from __future__ import annotations

import json
import random
import sys
import time
from collections.abc import Iterator

import pytest

from game.rules import registry

from .contract import deck_counter, perft, play_random


@pytest.fixture
def duel(monkeypatch) -> Iterator[registry.Ruleset]:
    """Duel registered for one test; the registry is as before afterwards."""
    registry.specs()  # the real games first, as at a normal start
    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))
    for name in [m for m in sys.modules if m.startswith("tests.toygame")]:
        monkeypatch.delitem(sys.modules, name)
    import tests.toygame

    yield tests.toygame.GAME.ruleset


def test_the_made_up_game_keeps_the_rules_contract(duel):
    rs = registry.get_ruleset("duel")
    assert rs is duel and registry.rulesets()[-1] is duel
    config = rs.config(None, {"LeaderScoresDouble": True})
    for seed in range(30):
        rng = random.Random(seed)
        state = rs.new_deal(config, seed % 2, rng=rng)
        states = play_random(state, rng)
        assert all(deck_counter(s) == deck_counter(state) for s in states)
        assert sum(states[-1].outcome().scores) >= 4  # four tricks, some counted twice
        for s in states[:-1]:
            world = s.resample(s.to_move, random.Random(seed))
            replay = rs.new_deal(config, s.dealer, layout=world.layout())
            for _, action in world.history:
                replay.apply(action)
            assert replay.view(s.to_move) == s.view(s.to_move)
    assert perft(rs.new_deal(config, 0, rng=random.Random(1))) > 0


def test_a_game_with_a_missing_part_is_refused_at_registration(duel):
    from dataclasses import replace

    spec = registry.get_spec("duel")
    with pytest.raises(registry.ConfigError, match="has no rules help page"):
        registry.register(replace(spec, ruleset=replace(duel, name="duel2"), help={}))
    with pytest.raises(registry.ConfigError, match="CPU module 'tests.toygame.nothing' does not exist"):
        registry.register(replace(spec, ruleset=replace(duel, name="duel3"), cpu="tests.toygame.nothing"))
    assert [s.name for s in registry.specs()].count("duel") == 1
    assert "duel2" not in {s.name for s in registry.specs()}


def test_the_start_screen_offers_it_and_the_table_plays_it(duel, tmp_path, monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from ai.worker import AgentWorker
    from game.table.app import App

    app = App(
        settings_path=str(tmp_path / "s.json"),
        save_settings=False,
        autosave_enabled=False,
        stats_path=str(tmp_path / "stats.json"),
    )
    app.settings.speed = "instant"
    worker = AgentWorker(use_process=False)
    try:
        chosen = []
        app.start_match = lambda config, level, **kw: chosen.append(config)  # type: ignore[method-assign]
        _click(app, "Duel")
        _click(app, "Start")
        assert [c.game for c in chosen] == ["duel"]
        App.start_match(app, chosen[0], "random", seed=2, humans=(0,), worker=worker)
        ctl = app.scene.ctl
        assert ctl.match.config.game == "duel"
        rng = random.Random(2)
        deadline = time.monotonic() + 60
        while not ctl.match.deal_over and time.monotonic() < deadline:
            app.frame(tick=False)
            if ctl.human_to_move() and not app.scene.animating:
                assert ctl.play(rng.choice(ctl.match.state.legal_actions())) == ""
            elif ctl.cpu_to_move():
                time.sleep(0.0005)  # the CPU thinks in a thread: let it answer
        assert ctl.match.deal_over and sum(ctl.match.outcomes[-1].scores) == 4
    finally:
        worker.close()
        app.close()


def _click(app, label: str) -> None:
    """Click the start screen's button ``label`` with posted mouse events."""
    pos = next(b for b in app.scene.buttons if b.label == label).rect.center
    for kind in (app.pg.MOUSEBUTTONDOWN, app.pg.MOUSEBUTTONUP):
        app.pg.event.post(app.pg.event.Event(kind, pos=pos, button=1))
    app.frame(tick=False)


def test_the_arena_plays_it_and_the_search_beats_random_play(duel, capsys):
    from ai import arena

    args = ["--game", "duel", "--a", "hard", "--b", "random", "--deals", "12", "--seed", "1"]
    assert arena.main([*args, "--iterations", "40", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["game"] == "duel" and result["deals"] == 12
    assert result["mean_diff"] > 0


def test_a_state_missing_part_of_the_contract_cannot_be_built():
    from game.rules import State

    class NoResample(State):  # every abstract method but resample
        legal_actions = _apply = clone = view = outcome = layout = locations = lambda self: None  # type: ignore

    with pytest.raises(TypeError, match="resample"):
        NoResample()  # type: ignore[abstract]
