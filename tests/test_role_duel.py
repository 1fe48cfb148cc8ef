"""measurements/role_duel.py: the roles it tells apart and the duel it plays."""

from __future__ import annotations

import random

import pytest

from ai.agent import Observation
from game.rules import GameConfig, get_ruleset

from .scripts import load_script

ROLE_DUEL = load_script("measurements/role_duel.py", "role_duel")
CONFIG = get_ruleset("huutopussi").config("pagat", {}, 4)
THEDINGHAUSEN = get_ruleset("fipsen").config("thedinghausen")


def _roles_of_one_deal(config: GameConfig, seed: int = 5) -> list[str | None]:
    state = get_ruleset(config.game).new_deal(config, 0, rng=random.Random(seed))
    agent, rng, seen = ROLE_DUEL.rules_of(config.game), random.Random(seed), []
    while state.to_move is not None:
        legal = state.legal_actions()
        obs = Observation(state, state.to_move)
        if len(legal) > 1:
            seen.append(ROLE_DUEL.role(obs, legal))
        state.apply(legal[0] if len(legal) == 1 else agent.choose(obs, rng))
    return seen


def test_the_auction_and_exchange_stay_with_the_rules_and_card_play_has_roles():
    seen = _roles_of_one_deal(CONFIG)
    assert seen[0] is None  # the first decision is a bid (HP-11)
    assert "declarer_lead_early" in seen and "defender_follow_end" in seen
    assert set(seen) <= set(ROLE_DUEL.ROLES["huutopussi"]) | {None}


@pytest.mark.parametrize("preset", ["prisdorf", "ansegger"])
def test_a_fipsen_declarer_and_his_defenders_have_roles(preset):
    """FP-12 / FM-3: the auction is the rules'; the card play is the lone declarer's or the
    defenders' (whatever the deal, someone leads early and someone follows at the end)."""
    config = get_ruleset("fipsen").config(preset)
    seen = [r for seed in range(4) for r in _roles_of_one_deal(config, seed)]
    assert None in seen  # bids
    assert {r.split("_", 1)[0] for r in seen if r} == {"declarer", "defender"}
    assert any(r and r.endswith("lead_early") for r in seen)
    assert any(r and r.endswith("follow_end") for r in seen)
    assert set(seen) <= set(ROLE_DUEL.ROLES["fipsen"]) | {None}


def test_thedinghausen_roles_are_the_seats_in_the_trick():
    """FT-5a: no declarer; FT-1: five players, so a trick has a leader, three middle seats
    and a last seat."""
    seen = {r for seed in range(3) for r in _roles_of_one_deal(THEDINGHAUSEN, seed) if r}
    assert {r.rsplit("_", 1)[0] for r in seen} == {"lead", "middle", "last"}
    assert seen <= set(ROLE_DUEL.ROLES["fipsen"])


def test_without_roles_both_sides_are_the_same_rules():
    line = ROLE_DUEL.duel(ROLE_DUEL.RoleMatch(CONFIG, "hard", "rules", 3, 30.0, 30), 2)
    first, a, b = line.splitlines()
    assert first.startswith("A - B +0.000 [+0.000, +0.000]")
    assert a.split(":", 1)[1] == b.split(":", 1)[1]
    fipsen = ROLE_DUEL.duel(ROLE_DUEL.RoleMatch(THEDINGHAUSEN, "normal", "rules", 3, 30.0, 30), 3)
    assert fipsen == "A - B +0.000 [+0.000, +0.000] over 3 deals"


def test_a_role_given_to_the_search_changes_the_play():
    roles = frozenset({"declarer_lead", "declarer_follow"})
    line = ROLE_DUEL.duel(ROLE_DUEL.RoleMatch(CONFIG, "hard", "rules", 3, 30.0, 30, roles=roles), 2)
    assert not line.startswith("A - B +0.000 [+0.000, +0.000]")
    roles = frozenset({"lead", "middle", "last"})
    line = ROLE_DUEL.duel(ROLE_DUEL.RoleMatch(THEDINGHAUSEN, "normal", "rules", 3, 30.0, 30, roles=roles), 3)
    assert not line.startswith("A - B +0.000 [+0.000, +0.000]")


def test_skitgubbe_roles_are_the_searched_phase_2_leads_and_beats():
    """SG-22..SG-26: phase 2 is leads and beats (or pick-ups); phase 1 stays with the rules."""
    config = get_ruleset("skitgubbe").config()
    seen = _roles_of_one_deal(config)
    assert seen[0] is None  # phase 1 (SG-8)
    assert {"lead_end", "beat_end"} <= set(seen) <= set(ROLE_DUEL.ROLES["skitgubbe"]) | {None}
