"""measurements/role_duel.py: the roles it tells apart and the duel it plays."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path
from types import ModuleType

from ai.agent import Observation
from game.games.huutopussi.cpu import HuutopussiAgent
from game.rules import get_ruleset


def _module() -> ModuleType:
    path = Path(__file__).parents[3] / "measurements" / "role_duel.py"
    spec = importlib.util.spec_from_file_location("role_duel", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclass looks itself up there
    spec.loader.exec_module(module)
    return module


ROLE_DUEL = _module()
CONFIG = get_ruleset("huutopussi").config("pagat", {}, 4)


def _roles_of_one_deal() -> list[str | None]:
    state = get_ruleset("huutopussi").new_deal(CONFIG, 0, rng=random.Random(5))
    agent, rng, seen = HuutopussiAgent(0.0), random.Random(5), []
    while state.to_move is not None:
        legal = state.legal_actions()
        obs = Observation(state, state.to_move)
        if len(legal) > 1:
            seen.append(ROLE_DUEL.role(obs, legal))
        state.apply(legal[0] if len(legal) == 1 else agent.choose(obs, rng))
    return seen


def test_the_auction_and_exchange_stay_with_the_rules_and_card_play_has_roles():
    seen = _roles_of_one_deal()
    assert seen[0] is None  # the first decision is a bid (HP-11)
    assert "declarer_lead_early" in seen and "defender_follow_end" in seen
    assert set(seen) <= set(ROLE_DUEL.ROLES) | {None}


def test_without_roles_both_sides_are_the_same_rules():
    line = ROLE_DUEL.duel(ROLE_DUEL.RoleMatch(CONFIG, "hard", "rules", 3, 30.0, 30), 2)
    first, a, b = line.splitlines()
    assert first.startswith("A - B +0.00 [+0.00, +0.00]")
    assert a.split(":", 1)[1] == b.split(":", 1)[1]


def test_a_role_given_to_the_search_changes_the_play():
    roles = frozenset({"declarer_lead", "declarer_follow"})
    line = ROLE_DUEL.duel(ROLE_DUEL.RoleMatch(CONFIG, "hard", "rules", 3, 30.0, 30, roles=roles), 2)
    assert not line.startswith("A - B +0.00 [+0.00, +0.00]")
