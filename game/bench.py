"""``python -m game.bench``: random full deals per second for every registered preset.

Each figure is the median of several timed runs; a deal is dealt from an rng and played
to its end with uniformly random legal actions, bidding included. ``--resamples`` times
``resample(seat)`` instead, for the seat to move at positions of seeded random deals (the
CPU players' worlds), and counts the resamples that failed. ``--json`` prints the figures
for machines; ``--ui`` measures the table's frame times instead, ``--memory N`` the table's
resident memory over N deals (game/table/soak.py).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Sequence

from game.rules import GameConfig, Ruleset, State, get_ruleset, rulesets
from game.rules.resampling import ResampleError


def random_deals_per_second(rs: Ruleset, config: GameConfig, seconds: float, seed: int) -> float:
    """Deals completed per second of random play during about ``seconds``."""
    rng = random.Random(seed)
    choice = rng.choice
    players = config.players
    deals = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        state = rs.new_deal(config, deals % players, rng=rng)
        while state.to_move is not None:
            state._apply(choice(state.legal_actions()))
        deals += 1
        if deals % 16 == 0 and time.perf_counter() >= deadline:
            break
    return deals / (time.perf_counter() - start)


POSITIONS = 300  # decision positions per preset that --resamples cycles through


def positions(rs: Ruleset, config: GameConfig, seed: int) -> list[State]:
    """Decision positions of seeded random deals, every third decision of each deal."""
    rng = random.Random(seed)
    out: list[State] = []
    deal = 0
    while len(out) < POSITIONS:
        state = rs.new_deal(config, deal % config.players, rng=rng)
        step = 0
        while state.to_move is not None and len(out) < POSITIONS:
            if step % 3 == 1:
                out.append(state.clone())
            state._apply(rng.choice(state.legal_actions()))
            step += 1
        deal += 1
    return out


def resamples_per_second(states: Sequence[State], seconds: float, seed: int) -> tuple[float, int]:
    """Resamples per second for the seat to move, cycling through ``states`` for about
    ``seconds``; and how many raised ResampleError."""
    rng = random.Random(seed)
    done = failed = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        state = states[done % len(states)]
        try:
            state.resample(state.to_move, rng)  # type: ignore[arg-type]
        except ResampleError:
            failed += 1
        done += 1
        if done % 16 == 0 and time.perf_counter() >= deadline:
            break
    return done / (time.perf_counter() - start), failed


def measure_resamples(runs: int, seconds: float, only: str | None) -> list[dict[str, object]]:
    rows = []
    for rs, config in _variants(only):
        states = positions(rs, config, 1)
        figures = [resamples_per_second(states, seconds, seed) for seed in range(runs)]
        rows.append(
            {
                **_names(config),
                "resamples_per_second": round(statistics.median(f for f, _ in figures)),
                "failed": sum(n for _, n in figures),
                "runs": [round(f) for f, _ in figures],
            }
        )
    return rows


def _variants(only: str | None) -> list[tuple[Ruleset, GameConfig]]:
    """Every preset at every player count, then the options of its ``Preset.showcase``
    that change a deal's shape (Erlangen Marjapussi's exchange and Kontra)."""
    out = []
    for rs in rulesets():
        if only and rs.name != only:
            continue
        for preset in rs.presets.values():
            out += [(rs, rs.config(preset.name, None, n)) for n in preset.players]
            out += [(rs, rs.config(preset.name, opts, n)) for n, opts in preset.showcase if opts]
    return out


def _names(config: GameConfig) -> dict[str, object]:
    """A row's names: game, preset, players, and the options switched on beyond the defaults."""
    defaults = get_ruleset(config.game).config(config.preset, None, config.players).options
    on = [name for name, value in config.options.items() if value != defaults[name]]
    return {"game": config.game, "preset": config.preset, "players": config.players, "options": on}


def measure(runs: int, seconds: float, only: str | None) -> list[dict[str, object]]:
    rows = []
    for rs, config in _variants(only):
        figures = [random_deals_per_second(rs, config, seconds, seed) for seed in range(runs)]
        rows.append(
            {
                **_names(config),
                "deals_per_second": round(statistics.median(figures)),
                "runs": [round(f) for f in figures],
            }
        )
    return rows


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="timed runs per preset (median reported)")
    parser.add_argument("--seconds", type=float, default=1.0, help="length of one run")
    parser.add_argument("--game", help="only this game")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.add_argument("--ui", action="store_true", help="measure table frame times instead")
    parser.add_argument("--resamples", action="store_true", help="measure resample(seat) per second instead")
    parser.add_argument(
        "--memory", type=int, metavar="DEALS", help="the table's resident memory over DEALS deals instead"
    )
    args, rest = parser.parse_known_args(argv)
    if args.ui:
        from game.table.uibench import main as ui_main

        return ui_main(rest)
    if args.memory is not None:
        from game.table.soak import main as soak_main

        return soak_main([str(args.memory), *rest])
    if rest:
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    if args.resamples:
        return _print_resamples(measure_resamples(args.runs, args.seconds, args.game), args)
    rows = measure(args.runs, args.seconds, args.game)
    if args.json:
        print(json.dumps({"random_deals_per_second": rows}))
    else:
        print(f"random full deals per second (median of {args.runs} runs of {args.seconds:g} s)")
        for r in rows:
            print(f"  {_row_name(r)}  {r['deals_per_second']:>8}")
    return 0


def _row_name(r: dict[str, object]) -> str:
    """'huutopussi    pagat          4 players' and the options on, padded for the figures."""
    options = r.get("options") or []
    name = f"{r['game']:<13} {r['preset']:<14} {r['players']} players"
    return f"{name} {' '.join(options) if isinstance(options, list) else '':<18}"


def _print_resamples(rows: list[dict[str, object]], args: argparse.Namespace) -> int:
    if args.json:
        print(json.dumps({"resamples_per_second": rows}))
        return 0
    print(f"resamples per second for the seat to move (median of {args.runs} runs of {args.seconds:g} s)")
    for r in rows:
        failed = f"  ({r['failed']} failed)" if r["failed"] else ""
        print(f"  {_row_name(r)}  {r['resamples_per_second']:>8}{failed}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
