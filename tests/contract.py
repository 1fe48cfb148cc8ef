"""Helpers shared by the contract tests: every preset, random play, option combinations."""

from __future__ import annotations

import random
from collections import Counter

from game.rules import ConfigError, GameConfig, Ruleset, State, get_ruleset, rulesets


def all_variants() -> list[tuple[str, str, int]]:
    """(game, preset, players) for every registered preset and allowed player count."""
    return [(rs.name, p.name, n) for rs in rulesets() for p in rs.presets.values() for n in p.players]


def config_with(
    game: str, preset: str, players: int, rng: random.Random, fixed: dict[str, object] | None = None
) -> GameConfig:
    """A config with every option drawn at random among its allowed values, but ``fixed``
    as given; a combination the rules refuse (``Preset.check``) is drawn again, up to
    ``DRAWS`` times, then the preset's defaults (and ``fixed``) are played."""
    rs = get_ruleset(game)
    fixed = fixed or {}
    for _ in range(DRAWS):
        opts: dict[str, object] = {}
        for o in rs.preset(preset).options:
            if isinstance(o.default, bool):
                opts[o.name] = rng.random() < 0.5
            elif o.choices:
                opts[o.name] = rng.choice(o.choices)
            if fixed and o.name in opts and not _combines(rs, preset, players, fixed, o.name, opts[o.name]):
                del opts[o.name]  # refused with the fixed options: left at its default
        try:
            return rs.config(preset, {**opts, **fixed}, players)
        except ConfigError:
            continue
    return rs.config(preset, fixed, players)


DRAWS = 20


def _combines(
    rs: Ruleset, preset: str, players: int, fixed: dict[str, object], name: str, value: object
) -> bool:
    """Whether option ``name`` at ``value`` may be played with the ``fixed`` options."""
    try:
        rs.config(preset, {**fixed, name: value}, players)
    except ConfigError:
        return False
    return True


def deck_counter(state: State) -> Counter:
    return Counter(c.id for cards in state.locations().values() for c in cards)


def play_random(state: State, rng: random.Random, max_steps: int = 5000) -> list[State]:
    """Play random legal actions to the end; return the states passed through."""
    seen = [state.clone()]
    for _ in range(max_steps):
        if state.to_move is None:
            return seen
        legal = state.legal_actions()
        assert legal, f"no legal action for seat {state.to_move} before the end"
        state.apply(rng.choice(legal))
        seen.append(state.clone())
    raise AssertionError("deal did not end")


def perft(state: State, depth: int | None = None) -> int:
    """How many action sequences of ``depth`` actions (to the deal's end when None) start
    at ``state``; a sequence that ends the deal early counts once."""
    if depth == 0 or state.to_move is None:
        return 1
    total = 0
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        total += perft(child, None if depth is None else depth - 1)
    return total
