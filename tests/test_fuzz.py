"""The contract fuzzer (python -m game.fuzz): clean deals pass, and a broken rule is caught
and printed as a record that reproduces it."""

from __future__ import annotations

import json

import pytest

from game import fuzz
from game.record import Record, replay


def test_clean_deals_of_one_game_pass_and_are_counted():
    tally = fuzz.run(0, seed=3, game="hasenpfeffer", deals=25)
    assert tally.deals == 25 and tally.actions > 25 * 20


def test_a_resample_that_changes_the_view_is_caught_with_a_record(monkeypatch):
    from game.games.hasenpfeffer import GAME

    state_class = type(GAME.ruleset.new_deal(GAME.ruleset.config(), 0))
    monkeypatch.setattr(state_class, "resample", lambda self, seat, rng: self.clone_after_one_more())
    monkeypatch.setattr(state_class, "clone_after_one_more", _one_more, raising=False)
    with pytest.raises(fuzz.FuzzFailure) as failure:
        fuzz.run(0, seed=3, game="hasenpfeffer", deals=5)
    assert "resample" in str(failure.value) or "view" in str(failure.value)
    record = Record.from_json(json.loads(failure.value.record.dumps()))
    results, _, _, _ = replay(record)  # it replays up to the failing point
    assert results[0].outcome is None


def _one_more(self):
    world = self.clone()
    world.apply(world.legal_actions()[0])
    return world


def test_a_deal_that_never_ends_is_caught(monkeypatch):
    monkeypatch.setattr(fuzz, "MAX_ACTIONS", 5)
    with pytest.raises(fuzz.FuzzFailure, match="did not end within 5 actions"):
        fuzz.run(0, seed=1, game="finesse", deals=1)


def test_the_command_prints_its_seed_and_the_result(capsys):
    assert fuzz.main(["--deals", "3", "--seed", "9", "--game", "fipsen"]) == 0
    out = capsys.readouterr().out
    assert "seed 9" in out and "3 deals" in out and "no failure" in out


def test_every_option_is_drawn_switched_on_in_a_config_the_rules_accept():
    """The fuzz covers each option: every truth-valued option of every preset is on in some
    accepted random config (TurnedUpTrumpMas, refused with six others, in about 4 % of
    Skitgubbe's)."""
    import random

    from game.rules import ConfigError, rulesets

    rng = random.Random(22)
    for rs in rulesets():
        presets = rs.presets.values()
        missing = {(p.name, o.name) for p in presets for o in p.options if isinstance(o.default, bool)}
        for _ in range(3000):
            if not missing:
                break
            try:
                config = fuzz.random_config(rng, rs.name)
            except ConfigError:
                continue
            missing -= {(config.preset, name) for name, value in config.options.items() if value is True}
        assert not missing, rs.name


def test_a_failure_is_printed_with_the_clean_deals_before_it(monkeypatch, capsys):
    real = fuzz.fuzz_deal
    lengths = []

    def fourth_fails(config, rng):
        if len(lengths) == 3:
            raise fuzz.FuzzFailure("boom", fuzz._record(config, rs.new_deal(config, 0), 0, {}))
        lengths.append(real(config, rng))
        return lengths[-1]

    from game.rules import get_ruleset

    rs = get_ruleset("fipsen")
    monkeypatch.setattr(fuzz, "fuzz_deal", fourth_fails)
    assert fuzz.main(["--deals", "9", "--seed", "9", "--game", "fipsen"]) == 1
    err = capsys.readouterr().err
    assert f"FAILED after 3 clean deals ({sum(lengths)} actions, " in err and ": boom;" in err
