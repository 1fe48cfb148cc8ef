"""measurements/race_variants.py: Thedinghausen's worlds weighed by the card plays (FT-7,
FT-10), and the variants it switches on."""

from __future__ import annotations

import random
import statistics

import pytest

import game.games.fipsen.cpu as fipsen_cpu
from ai.agent import Observation
from ai.levels import make_agent
from ai.pimc import EndgameAgent
from game.rules import State, get_ruleset

from .scripts import load_script

VARIANTS = load_script("measurements/race_variants.py", "race_variants")
RULESET = get_ruleset("fipsen")
CONFIG = RULESET.config("thedinghausen")


def _positions(seeds: range) -> list[tuple[State, Observation]]:
    """Every card-play decision with a choice of deals played by the rules of thumb (noise 0),
    with the deal as it truly is."""
    rules, out = make_agent("rules", "fipsen"), []
    for seed in seeds:
        rng = random.Random(seed)
        state = RULESET.new_deal(CONFIG, seed % 5, rng=rng)
        while state.to_move is not None:
            obs = Observation(state, state.to_move)
            legal = state.legal_actions()
            if len(legal) > 1 and legal[0].kind == "play":
                truth = state.clone()
                out.append((truth, Observation(truth, truth.to_move)))
            state.apply(rules.choose(obs, rng))
    return out


POSITIONS = _positions(range(12))


def test_the_true_deal_explains_every_play_of_the_rules_of_thumb():
    """FT-7: with the true hands, each play the rules made is the play they would make."""
    weighed = [(truth, VARIANTS.public_plays(obs)) for truth, obs in POSITIONS]
    assert sum(len(plays) for _, plays in weighed) > 100
    assert all(VARIANTS.weight(truth, plays) == 1.0 for truth, plays in weighed)


def test_the_plays_tell_worlds_apart_and_the_weighed_worlds_fit_them_better():
    rng = random.Random(7)
    late = [obs for _, obs in POSITIONS if len(VARIANTS.public_plays(obs)) >= 8]
    assert len(late) > 20
    plain = [VARIANTS.weight(obs.resample(rng), VARIANTS.public_plays(obs)) for obs in late]
    weighed = [VARIANTS.weight(VARIANTS.race_world(obs, rng), VARIANTS.public_plays(obs)) for obs in late]
    assert min(plain) < 1.0
    assert statistics.mean(weighed) > statistics.mean(plain) + 0.1


def test_a_weighed_world_keeps_what_the_seat_knows():
    rng = random.Random(3)
    for truth, obs in POSITIONS[::10]:
        world = VARIANTS.race_world(obs, rng)
        assert world.view(obs.seat).hands[obs.seat] == truth.view(obs.seat).hands[obs.seat]
        assert world.view(obs.seat).history == truth.view(obs.seat).history


def test_the_variants_change_the_hard_player(monkeypatch):
    monkeypatch.setattr(fipsen_cpu, "CPU", fipsen_cpu.CPU)
    assert isinstance(make_agent("hard", "fipsen"), EndgameAgent)
    VARIANTS.use("no-endgame")
    assert not isinstance(make_agent("hard", "fipsen"), EndgameAgent)
    VARIANTS.use("inference")
    assert fipsen_cpu.CPU.determinize is VARIANTS.race_world


@pytest.mark.parametrize("argv", [[], ["guess", "--game", "fipsen"], ["inference", "--jobs", "2"]])
def test_a_wrong_command_line_is_refused(argv, capsys):
    assert VARIANTS.main(argv) == 2
    assert "race_variants.py" in capsys.readouterr().err
