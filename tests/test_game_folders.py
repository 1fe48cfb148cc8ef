"""Every game is one folder with the same role modules, known to the rest of the program
only through its registration (issue 'One game, one folder')."""

from __future__ import annotations

import importlib.util
import random
import re
from pathlib import Path

import pytest

from game.rules.registry import specs
from game.rules.vocabulary import SYNONYMS

from .contract import all_variants, config_with, play_random

ROLES = ("cards", "options", "deal", "state", "view", "resample", "scoring", "ruleset")
ROLES += ("table", "help", "cpu")
ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("spec", specs(), ids=lambda s: s.name)
def test_every_game_folder_has_every_role(spec):
    package = spec.cpu.rsplit(".", 1)[0]
    missing = [role for role in ROLES if importlib.util.find_spec(f"{package}.{role}") is None]
    assert not missing, f"{package} lacks the role modules {missing}"
    assert spec.table.layout is not None and spec.help


def _names() -> set[str]:
    names = {spec.name for spec in specs()}
    return names | {p for spec in specs() for p in spec.ruleset.presets if p != "default"}


def test_no_code_outside_the_game_folders_names_a_game_or_a_preset():
    """Only game/games/<game>/ may say "fipsen" or "prisdorf" in code (tests and help aside)."""
    words = "|".join(sorted(_names()))
    pattern = re.compile(rf"""["']({words})["']""")
    offenders = []
    for folder in ("game", "ai"):
        for path in (ROOT / folder).rglob("*.py"):
            if "games" in path.relative_to(ROOT).parts[:2]:
                continue
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if pattern.search(line):
                    offenders.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert not offenders, "\n".join(offenders)


@pytest.mark.parametrize("variant", all_variants(), ids=lambda v: f"{v[0]}-{v[1]}-{v[2]}")
def test_views_speak_the_shared_vocabulary(variant):
    """game/rules/vocabulary.py: one spelling of a phase or fact in every game."""
    game, preset, players = variant
    from game.rules import get_ruleset

    rng = random.Random(5)
    rs = get_ruleset(game)
    state = rs.new_deal(config_with(game, preset, players, rng), 0, rng=rng)
    for s in play_random(state, rng):
        view = s.view(0)
        assert view.phase not in SYNONYMS, f"phase {view.phase!r}: say {SYNONYMS[view.phase]!r}"
        wrong = set(view.info) & set(SYNONYMS)
        assert not wrong, f"info keys {sorted(wrong)}: say {[SYNONYMS[k] for k in sorted(wrong)]}"
