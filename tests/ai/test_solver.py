"""The exact solver (ai/solver.py): true minimax values, sides, and the node budget."""

from __future__ import annotations

import random

import pytest

from ai.knowledge import GameAI, game_ai
from ai.search import zero_sum_rewards
from ai.solver import Solver, sides_of
from game.rules import State, get_ruleset

RS_HF = get_ruleset("hasenpfeffer")

# Hasenpfeffer (tests/games/hasenpfeffer/test_rules.py layout A): South holds the Joker and the
# five best hearts; East-West nothing that can stop a heart.
A = ["Jo Jh Jd Ah Kh Qh", "Th 9h Ad Kd Qd Td", "9d Ac Kc Qc Jc Tc", "9c As Ks Qs Js Ts"]


def _brute(state: State, seat: int, sides: tuple[int, ...]) -> float:
    """Minimax over every line of play, no pruning: the yardstick."""
    if state.to_move is None:
        outcome = state.outcome()
        assert outcome is not None
        return zero_sum_rewards(state.config)(outcome.scores)[seat]
    values = []
    for a in state.legal_actions():
        child = state.clone()
        child._apply(a)
        values.append(_brute(child, seat, sides))
    return max(values) if sides[state.to_move] == sides[seat] else min(values)


def _endgames(game: str, preset: str, players: int, left: int, count: int, seed: int) -> list[State]:
    """Positions from random play with at most ``left`` cards in all hands together."""
    rs = get_ruleset(game)
    config = rs.config(preset, None, players)
    rng = random.Random(seed)
    out: list[State] = []
    for d in range(count * 10):
        if len(out) == count:
            break
        state = rs.new_deal(config, d % players, rng=rng)
        while state.to_move is not None:
            legal = state.legal_actions()
            held = sum(len(h) for h in state.view(state.to_move).hands)
            if held <= left and len(legal) > 1:
                out.append(state)
                break
            state.apply(rng.choice(legal))
    return out


ENDGAMES = [
    ("fipsen", "prisdorf", 4, 9),
    ("fipsen", "prisdorf", 3, 9),
    ("fipsen", "grossenaspe", 4, 9),
    ("hasenpfeffer", "default", 4, 9),
    ("huutopussi", "default", 4, 8),
    ("finesse", "default", 4, 6),
]


@pytest.mark.parametrize(
    "game, preset, players, left", ENDGAMES, ids=[f"{e[0]}-{e[1]}-{e[2]}" for e in ENDGAMES]
)
def test_solver_value_is_the_brute_force_minimax(game, preset, players, left):
    states = _endgames(game, preset, players, left, count=4, seed=3)
    assert states
    for state in states:
        seat = state.to_move
        sides = sides_of(state.config, state.view(seat))
        solver = Solver(state.config, sides, seat)
        before = state.view(seat)
        assert solver.value(state) == _brute(state, seat, sides)
        assert state.view(seat) == before  # the solver works on clones
        values = solver.action_values(state)
        assert values is not None
        for a, v in values.items():
            child = state.clone()
            child._apply(a)
            assert v == _brute(child, seat, sides), a


def test_hand_built_endgame_south_takes_every_trick():
    """HF-19, HF-21: with the Joker and the five best hearts South takes all six tricks on a
    bid of 1: +6 against 0, worth 6 to North-South and -6 to East-West. Solved after the
    first three tricks (South leads its top trumps, the others their first legal card)."""
    config = RS_HF.config("default")
    state = RS_HF.new_deal(config, 3, layout={"hands": [h.split() for h in A], "widow": ["9s"]})
    for a in ["bid 1", "pass", "pass", "pass", "trump h"]:
        state.apply(a)
    for lead in ["Jo", "Jh", "Jd"]:
        state.apply(f"play {lead}")
        for _ in range(3):
            state.apply(state.legal_actions()[0])
    assert state.to_move == 0 and sum(len(h) for h in state.hands) == 12
    for seat in (0, 1):
        solver = Solver(config, sides_of(config, state.view(seat)), seat)
        assert solver.value(state) == (6 if seat == 0 else -6)


def test_sides_team_declarer_and_paranoid():
    hf = RS_HF.config("default")
    state = RS_HF.new_deal(hf, 3, layout={"hands": [h.split() for h in A], "widow": ["9s"]})
    assert sides_of(hf, state.view(1)) == (0, 1, 0, 1)
    fipsen = _endgames("fipsen", "prisdorf", 4, 12, count=1, seed=5)[0]
    declarer = fipsen.declarer
    assert sides_of(fipsen.config, fipsen.view(0)) == tuple(int(s != declarer) for s in range(4))
    sg = _endgames("skitgubbe", "default", 3, 10, count=1, seed=5)[0]
    assert sides_of(sg.config, sg.view(2)) == (1, 1, 0)


def test_node_budget_makes_the_solver_give_up():
    state = _endgames("hasenpfeffer", "default", 4, 24, count=1, seed=1)[0]
    seat = state.to_move
    solver = Solver(state.config, sides_of(state.config, state.view(seat)), seat, node_budget=50)
    assert solver.value(state) is None
    assert 50 < solver.nodes <= 60  # the last node's forced moves may run a few over
    assert solver.action_values(state) is None
    assert solver.nodes <= 120


KEYED = [
    ("fipsen", "prisdorf", 4, 16),
    ("fipsen", "prisdorf", 3, 12),
    ("fipsen", "grossenaspe", 4, 16),
    ("fipsen", "ansegger", 4, 16),
    ("fipsen", "duttfips", 4, 16),
    ("hasenpfeffer", "default", 4, 16),
    ("huutopussi", "default", 4, 16),
    ("huutopussi", "pagat", 4, 16),
    ("finesse", "default", 4, 14),
]


def _compare(state: State, **table: bool) -> tuple[list[float | None], list[float | None]]:
    """Every action's value at ``state`` with the transposition table and without it."""
    seat = state.to_move
    assert seat is not None
    sides = sides_of(state.config, state.view(seat))
    values = []
    for use in (True, False):
        solver = Solver(state.config, sides, seat, node_budget=400_000, **({"table": use} | table))
        got = solver.action_values(state)
        assert got is not None
        values.append([got[a] for a in state.legal_actions()] + [solver.value(state)])
    return values[0], values[1]


@pytest.mark.parametrize("game, preset, players, left", KEYED, ids=[f"{e[0]}-{e[1]}-{e[2]}" for e in KEYED])
def test_transposition_table_keeps_every_value(game, preset, players, left):
    """Random endgames of every game with a ``position_key``: each action's value and the
    position's value are the same with the transposition table as without it, and the
    table shares positions (fewer nodes in all)."""
    assert game_ai(game).position_key is not None
    states = _endgames(game, preset, players, left, count=6, seed=11)
    assert len(states) == 6
    nodes = {True: 0, False: 0}
    for state in states:
        with_table, without = _compare(state)
        assert with_table == without
        for use in (True, False):
            seat = state.to_move
            solver = Solver(state.config, sides_of(state.config, state.view(seat)), seat, 400_000, table=use)
            solver.action_values(state)
            nodes[use] += solver.nodes
    assert nodes[True] < nodes[False]


def test_a_key_that_forgets_the_score_changes_values(monkeypatch):
    """The comparison above can fail: a Hasenpfeffer key without the declarer's tricks so far
    (HF-21) merges positions of different value, and some value changes."""
    key = game_ai("hasenpfeffer").position_key
    assert key is not None

    def forgetful(state):
        k = key(state)
        return None if k is None else k[:-1]

    monkeypatch.setattr(
        "ai.solver.game_ai", lambda game: type("AI", (), {"position_key": staticmethod(forgetful)})
    )
    for state in _endgames("hasenpfeffer", "default", 4, 20, count=20, seed=2):
        with_table, without = _compare(state)
        if with_table != without:
            return
    pytest.fail("the forgetful key changed no value")


def test_a_game_without_the_hook_is_solved_without_a_table(monkeypatch):
    """A game whose ``GameAI`` has no ``position_key`` (Skitgubbe's; here Hasenpfeffer's
    knowledge without it) is still solved exactly, without a table."""
    assert game_ai("skitgubbe").position_key is None
    monkeypatch.setattr("ai.solver.game_ai", lambda game: GameAI())
    for state in _endgames("hasenpfeffer", "default", 4, 9, count=4, seed=3):
        seat = state.to_move
        sides = sides_of(state.config, state.view(seat))
        solver = Solver(state.config, sides, seat)
        assert solver.key is None
        assert solver.value(state) == _brute(state, seat, sides)
