"""The registry: configs are validated, defaulted and picklable."""

from __future__ import annotations

import pickle

import pytest

from game.rules import ConfigError, get_ruleset, rulesets


def test_every_family_is_registered_with_lowercase_presets():
    names = {rs.name for rs in rulesets()}
    assert names == {"fipsen", "huutopussi", "hasenpfeffer", "skitgubbe", "finesse"}
    for rs in rulesets():
        assert all(p == p.lower() for p in rs.presets)
    assert list(get_ruleset("fipsen").presets)[:1] == ["prisdorf"]


def test_missing_options_take_the_presets_defaults_and_bad_ones_are_refused():
    rs = get_ruleset("fipsen")
    config = rs.config("prisdorf", {"MinBid3": True}, 3)
    assert config.options["MinBid3"] is True and config.options["KontraRekontra"] is False
    for preset, options, players in [
        ("nope", {}, 4),
        ("prisdorf", {"Unknown": True}, 4),
        ("prisdorf", {"MinBid3": 1}, 4),
        ("prisdorf", {}, 5),
    ]:
        with pytest.raises(ConfigError):
            rs.config(preset, options, players)
    with pytest.raises(ConfigError):
        get_ruleset("chess")


def test_configs_pickle_for_the_worker_process():
    config = get_ruleset("huutopussi").config("pagat", None, 4)
    back = pickle.loads(pickle.dumps(config))
    assert back == config and hash(back) == hash(config)
    with pytest.raises(TypeError):
        back.options["Porvoo"] = True  # still read-only


@pytest.mark.parametrize("game", ["fipsen", "huutopussi", "hasenpfeffer", "skitgubbe", "finesse"])
@pytest.mark.parametrize("dealer", [-1, 4, True, "0"])
def test_a_dealer_that_is_not_a_seat_is_refused(game, dealer):
    rs = get_ruleset(game)
    config = rs.config(None, None, 4)
    with pytest.raises(ConfigError):
        rs.new_deal(config, dealer)


def test_score_sign_says_which_way_is_better():
    """SG-33: Skitgubbe's default score is a tally of losses (lower is better); with
    LoserPenalty the loser scores −p (higher is better). Every other game: higher is better."""
    for rs in rulesets():
        for preset in rs.presets.values():
            config = rs.config(preset.name)
            expected = -1 if rs.name == "skitgubbe" else 1
            assert preset.score_sign(config) == expected, (rs.name, preset.name)
    skit = get_ruleset("skitgubbe")
    assert skit.presets["default"].score_sign(skit.config(None, {"LoserPenalty": 2})) == 1
