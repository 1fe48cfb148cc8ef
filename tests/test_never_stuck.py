"""A CPU player cannot take the table down: a search that fails is logged with the match's
record and the table plays on with the rules-of-thumb move (issue "Never stuck")."""

from __future__ import annotations

import json
import logging
import random
import time

from game.rules import get_ruleset


class _Failing:
    def choose(self, obs, rng):
        raise ZeroDivisionError("an injected failure in the search")


def test_the_table_plays_on_when_every_cpu_decision_fails(tmp_path, monkeypatch, caplog):
    from ai.worker import AgentWorker
    from game.record import Record
    from game.table.app import App

    monkeypatch.setattr("ai.worker.make_agent", lambda level, game: _Failing())
    app = App(
        settings_path=str(tmp_path / "s.json"),
        save_settings=False,
        autosave_enabled=False,
        stats_path=str(tmp_path / "stats.json"),
    )
    app.settings.speed = "instant"
    worker = AgentWorker(use_process=False)
    try:
        config = get_ruleset("hasenpfeffer").config()
        app.start_match(config, "hard", seed=4, humans=(0,), worker=worker)
        ctl = app.scene.ctl
        rng = random.Random(4)
        deadline = time.monotonic() + 60
        with caplog.at_level(logging.ERROR):
            while not ctl.match.deal_over and time.monotonic() < deadline:
                app.frame(tick=False)
                if ctl.human_to_move() and not app.scene.animating:
                    ctl.play(rng.choice(ctl.match.state.legal_actions()))
                elif ctl.cpu_to_move():
                    time.sleep(0.0005)  # the CPU thinks in a thread: let it answer
        assert ctl.match.deal_over, "the deal did not end"
        assert ctl.cpu_failures > 0  # counted, for the self-test to report
    finally:
        worker.close()
        app.close()
    failures = [r.getMessage() for r in caplog.records if "a CPU player failed" in r.getMessage()]
    assert failures and all("an injected failure in the search" in f for f in failures)
    record = Record.from_json(json.loads(failures[0].split("the match so far:\n", 1)[1]))
    assert record.game == "hasenpfeffer"  # the log carries a record that replays the position
