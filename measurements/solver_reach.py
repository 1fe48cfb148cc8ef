"""How far out the exact solver reaches: nodes and time to solve one world, and PIMC's move
time, with and without the transposition table (issue 28).

    PYTHONPATH=. python measurements/solver_reach.py solve --game hasenpfeffer --cards 3 4 5 6
    PYTHONPATH=. python measurements/solver_reach.py pimc --game fipsen --preset prisdorf --cards 4

Positions come from seeded deals played by the game's rules of thumb (noise 0) up to the
first decision of a seat holding ``k`` cards with more than one legal action that the
search takes. ``solve``: one world drawn from that seat's view (the game's determinizer,
as PIMC draws it) is solved for every legal action (``Solver.action_values``, as PIMC
does) with the table and without it; a world whose budget runs out counts as given up.
``pimc``: PIMC as ``hard`` runs it (0.8 s, 40 worlds) with the world budget given; the
move time, the worlds solved and the moves where it gave up (``--no-table``: as before the
table). Each line: median and 95th
percentile. Run one at a time on a quiet machine: the times are wall clock.
"""

from __future__ import annotations

import argparse
import functools
import random
import statistics
import time
from collections.abc import Iterator

import ai.pimc as ai_pimc
from ai.agent import Observation
from ai.knowledge import game_ai
from ai.pimc import PIMC, cards_in_hand
from ai.solver import Solver, sides_of
from game.rules import State, get_ruleset


def positions(game: str, preset: str, players: int, cards: int, count: int, seed: int) -> Iterator[State]:
    """``count`` decisions of a seat holding ``cards`` cards, from seeded deals."""
    rs = get_ruleset(game)
    ai = game_ai(game)
    assert ai.heuristic is not None
    agent = ai.heuristic(0.0)
    config = rs.config(preset, None, players)
    found = 0
    for d in range(count * 20):
        if found == count:
            return
        rng = random.Random(f"{seed}:{d}")
        state = rs.new_deal(config, d % players, rng=rng)
        while state.to_move is not None:
            obs = Observation(state, state.to_move)
            legal = state.legal_actions()
            if len(legal) > 1 and cards_in_hand(obs) == cards and ai.searched(obs, legal):
                found += 1
                yield state
                break
            state.apply(legal[0] if len(legal) == 1 else agent.choose(obs, rng))


def quantiles(xs: list[float]) -> str:
    if not xs:
        return "-"
    xs = sorted(xs)
    p95 = xs[min(len(xs) - 1, round(0.95 * (len(xs) - 1)))]
    return f"{statistics.median(xs):.4g} / {p95:.4g}"


def solve(args: argparse.Namespace, k: int) -> None:
    ai = game_ai(args.game)
    rows: dict[bool, tuple[list[float], list[float], int]] = {t: ([], [], 0) for t in (False, True)}
    n = 0
    for state in positions(args.game, args.preset, args.players, k, args.positions, args.seed):
        n += 1
        seat = state.to_move
        assert seat is not None
        obs = Observation(state, seat)
        world = ai.determinize(obs, random.Random(f"{args.seed}:{n}"))
        legal = world.legal_actions()
        sides = sides_of(world.config, world.view(seat))
        values = {}
        for table in (False, True):
            solver = Solver(world.config, sides, seat, args.nodes, table=table)
            start = time.perf_counter()
            values[table] = solver.action_values(world, legal)
            elapsed = time.perf_counter() - start
            nodes, times, gave_up = rows[table]
            if values[table] is None:
                rows[table] = (nodes, times, gave_up + 1)
            else:
                nodes.append(solver.nodes)
                times.append(1000 * elapsed)
        if values[False] is not None and values[True] is not None:
            assert values[False] == values[True], "the table changed a value"
    for table in (False, True):
        nodes, times, gave_up = rows[table]
        print(
            f"{args.game} {args.preset} {args.players}p k={k} table={'yes' if table else 'no '} "
            f"positions={n} nodes(med/p95)={quantiles(nodes)} ms(med/p95)={quantiles(times)} "
            f"gave_up={gave_up}",
            flush=True,
        )


def pimc(args: argparse.Namespace, k: int) -> None:
    ai = game_ai(args.game)
    if args.no_table:  # PIMC as before the table: its solver searches without one
        ai_pimc.Solver = functools.partial(Solver, table=False)  # type: ignore[misc]
    search = PIMC(move_time=0.8, worlds=40, world_nodes=args.nodes, determinize=ai.determinize)
    times: list[float] = []
    worlds: list[float] = []
    gave_up = n = 0
    for state in positions(args.game, args.preset, args.players, k, args.positions, args.seed):
        n += 1
        seat = state.to_move
        assert seat is not None
        start = time.perf_counter()
        values = search.evaluate(Observation(state, seat), random.Random(f"{args.seed}:{n}"))
        times.append(1000 * (time.perf_counter() - start))
        worlds.append(search.last_worlds)
        gave_up += values is None
    print(
        f"{args.game} {args.preset} {args.players}p k={k} pimc table={'no ' if args.no_table else 'yes'} "
        f"world_nodes={args.nodes} positions={n} "
        f"ms(med/p95)={quantiles(times)} worlds(med/min)={statistics.median(worlds) if worlds else 0:g}"
        f"/{min(worlds, default=0):g} gave_up={gave_up}",
        flush=True,
    )


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("mode", choices=("solve", "pimc"))
    p.add_argument("--game", required=True)
    p.add_argument("--preset", default="default")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--cards", type=int, nargs="+", default=[3, 4, 5])
    p.add_argument("--positions", type=int, default=50)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--nodes", type=int, default=2_000_000, help="node budget of one world")
    p.add_argument("--no-table", action="store_true", help="pimc: solve without the table (before)")
    args = p.parse_args()
    for k in args.cards:
        (solve if args.mode == "solve" else pimc)(args, k)


if __name__ == "__main__":
    main()
