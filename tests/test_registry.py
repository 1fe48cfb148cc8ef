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


def test_an_option_applies_to_its_player_counts_or_to_every_count():
    from game.rules import Option

    five = Option("FiveOnly", False, "x", players=(5,))
    assert five.applies(5) and not five.applies(4) and not five.applies(3)
    assert Option("Any", False, "x").applies(3)


def test_an_option_for_a_player_count_the_preset_does_not_allow_is_refused_at_registration():
    from dataclasses import replace

    from game.rules import Option, registry

    spec = registry.get_spec("finesse")
    preset = spec.ruleset.preset("default")
    odd = replace(preset, options=(*preset.options, Option("FivePlayers", False, "x", players=(5,))))
    ruleset = replace(spec.ruleset, name="finesse2", presets={"default": odd})
    with pytest.raises(ConfigError, match="option FivePlayers of preset 'default' names a player count"):
        registry.register(replace(spec, ruleset=ruleset))
    assert "finesse2" not in {rs.name for rs in rulesets()}


RESTRICTED = [
    (rs.name, preset.name, option.name)
    for rs in rulesets()
    for preset in rs.presets.values()
    for option in preset.options
    if option.players
]


def refused_or_transcript(game: str, preset: str, options: dict, players: int, seed: int) -> list | str:
    """``transcript``, or the ConfigError's words when the rules refuse the options."""
    try:
        return transcript(game, preset, options, players, seed)
    except ConfigError as e:
        return str(e)


def transcript(game: str, preset: str, options: dict, players: int, seed: int) -> list:
    """A seeded deal played at random: the layout, every decision offered and taken, the outcome."""
    import random

    rs = get_ruleset(game)
    state = rs.new_deal(rs.config(preset, options, players), 0, rng=random.Random(seed))
    rng = random.Random(seed)
    out: list = [state.layout()]
    while not state.is_over and len(out) < 2000:
        legal = state.legal_texts()
        out.append((state.to_move, legal))
        state.apply(rng.choice(legal))
    outcome = state.outcome()
    out.append((outcome.scores, outcome.summary) if outcome else None)
    return out


def test_the_player_count_bound_options_are_the_expected_ones():
    assert sorted(name for _, _, name in RESTRICTED) == [
        "FivePlayers",
        "FiveSitOut",
        "KaroFipsen",
        "ThreePlayer",
        "ThreePlayer",
        "TwoPlayerAvstick",
    ]


@pytest.mark.parametrize(("game", "preset", "name"), RESTRICTED)
def test_an_option_changes_play_exactly_at_the_player_counts_it_names(game, preset, name):
    """Outside its player counts an option is accepted (a saved game or record may carry it,
    a default may be on) and play is the same as with it flipped; at its counts it matters:
    play differs, or the flipped value is refused (Huutopussi's three play only ThreePlayer)."""
    p = get_ruleset(game).preset(preset)
    option = next(o for o in p.options if o.name == name)
    default = p.defaults.get(name, option.default)
    for players in p.players:
        for seed in (1, 2):
            same = refused_or_transcript(game, preset, {name: default}, players, seed) == (
                refused_or_transcript(game, preset, {name: not default}, players, seed)
            )
            assert same != option.applies(players), (players, seed)
