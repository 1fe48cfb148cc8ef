"""``python -m game.fuzz --seconds N [--seed S] [--game G]``: random deals against the rules contract.

Deals of every registered preset and player count, with every option drawn at random,
are played with random legal actions. Every step checks that someone who must move has a
legal action; at random points of each deal it checks that every legal action applies,
that ``clone()`` is independent, that ``view`` is stable and ``resample(seat)`` gives a
world with the same view for every seat; at the end, that the deal's record replays to
the same scores, and throughout that the deal ends within ``MAX_ACTIONS``. A failure is
printed with a record that reproduces it (``python -m game replay``) and exits 1.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
import traceback
from collections.abc import Sequence
from dataclasses import dataclass

from game.record import DealRecord, Record, replay
from game.rules import ConfigError, GameConfig, Option, State, rulesets

MAX_ACTIONS = 3000
"""No deal of any game may take more actions: in random play the longest of 8,170 Skitgubbe
deals took 589 (``--game skitgubbe --seconds 240 --seed 11``); the SG-29 house rule ends its
phase 2 after 25 pick-ups per player holding cards without anyone going out."""
CHECKS_PER_DEAL = 2  # random points of a deal where the expensive checks run


@dataclass
class Tally:
    deals: int = 0
    actions: int = 0
    refused: int = 0  # option combinations the rules refuse with a ConfigError
    longest: int = 0  # the most actions in one deal


class FuzzFailure(Exception):
    """A contract check failed; ``record`` reproduces the deal up to that point."""

    def __init__(self, what: str, record: Record) -> None:
        super().__init__(what)
        self.record = record
        self.tally = Tally()  # the clean deals before it (set by ``run``)


def random_value(option: Option, rng: random.Random) -> bool | int:
    """A value of ``option``: either truth value, one of its choices, or a whole number
    near its default (the rules may refuse it: a ConfigError)."""
    if isinstance(option.default, bool):
        return rng.random() < 0.5
    if option.choices:
        return rng.choice(option.choices)
    if not isinstance(option.default, int):  # a value of its own kind (Finesse's Targets)
        return option.default
    return max(0, option.default + rng.randint(-2, 3))


def random_config(rng: random.Random, game: str | None = None) -> GameConfig:
    """A config of a random preset, player count and options. Raises ConfigError when the
    drawn combination is refused."""
    families = [rs for rs in rulesets() if game in (None, rs.name)]
    if not families:
        raise SystemExit(f"fuzz: unknown game '{game}'")
    rs = rng.choice(families)
    preset = rng.choice(list(rs.presets.values()))
    options = {o.name: random_value(o, rng) for o in preset.options if rng.random() < 0.7}
    return rs.config(preset.name, options, rng.choice(preset.players))


def _record(config: GameConfig, state: State, dealer: int, layout: dict) -> Record:
    actions = [a.text for _, a in state.history]
    deal = DealRecord(dealer, layout, None, actions)
    return Record(config.game, config.preset, dict(config.options), config.players, [deal])


def fuzz_deal(config: GameConfig, rng: random.Random) -> int:
    """Play one random deal of ``config`` with every check; returns its number of actions.
    Raises FuzzFailure."""
    rs = next(r for r in rulesets() if r.name == config.game)
    dealer = rng.randrange(config.players)
    state = rs.new_deal(config, dealer, rng=rng, totals=(0,) * config.players)
    layout = state.layout()
    checks = set(rng.sample(range(60), CHECKS_PER_DEAL))
    step = 0
    try:
        while state.to_move is not None:
            legal = state.legal_actions()
            if not legal:
                raise AssertionError(f"seat {state.to_move} must move but has no legal action")
            if step in checks or step % 97 == 96:
                _check_point(state, legal, rng)
            state.apply(rng.choice(legal))
            step += 1
            if step > MAX_ACTIONS:
                raise AssertionError(f"the deal did not end within {MAX_ACTIONS} actions")
        _check_replay(_record(config, state, dealer, layout), state)
    except FuzzFailure:
        raise
    except Exception as e:
        what = "".join(traceback.format_exception_only(e)).strip()
        raise FuzzFailure(f"after {step} actions: {what}", _record(config, state, dealer, layout)) from e
    return step


def _check_point(state: State, legal: Sequence, rng: random.Random) -> None:
    views = [state.view(s) for s in range(state.players)]
    twin = state.clone()
    for action in legal:
        child = state.clone()
        child.apply(action)  # every legal action applies
    twin.apply(rng.choice(legal))
    for seat in range(state.players):
        if state.view(seat) != views[seat]:
            raise AssertionError(f"seat {seat}'s view changed when a clone moved or was asked again")
        world = state.resample(seat, random.Random(rng.random()))
        if world.view(seat) != views[seat]:
            raise AssertionError(f"resample({seat}) gives a world whose view differs from the true one")


def _check_replay(record: Record, state: State) -> None:
    results, _, _, _ = replay(Record.from_json(json.loads(json.dumps(record.to_json()))))
    outcome = state.outcome()
    replayed = results[0].outcome
    if outcome is None or replayed is None or replayed.scores != outcome.scores:
        raise AssertionError("the deal's record does not replay to the same scores")


def run(seconds: float, seed: int, game: str | None = None, deals: int | None = None) -> Tally:
    """Fuzz for ``seconds`` (or ``deals`` deals). Raises FuzzFailure on the first failure."""
    rng = random.Random(seed)
    tally = Tally()
    end = time.monotonic() + seconds
    while (deals is None and time.monotonic() < end) or (deals is not None and tally.deals < deals):
        deal_rng = random.Random(rng.getrandbits(64))
        try:
            config = random_config(deal_rng, game)
        except ConfigError:
            tally.refused += 1
            continue
        try:
            length = fuzz_deal(config, deal_rng)
        except FuzzFailure as failure:
            failure.tally = tally
            raise
        tally.deals += 1
        tally.actions += length
        tally.longest = max(tally.longest, length)
    return tally


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.fuzz", description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--seed", type=int, help="default: a fresh one (printed)")
    parser.add_argument("--game", help="only this game family")
    parser.add_argument("--deals", type=int, help="stop after this many deals instead")
    args = parser.parse_args(argv)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    print(f"fuzz: seed {seed}", flush=True)
    try:
        tally = run(args.seconds, seed, args.game, args.deals)
    except FuzzFailure as failure:
        clean = failure.tally
        print(
            f"fuzz: FAILED after {clean.deals} clean deals ({clean.actions} actions, {clean.refused} option"
            f" draws refused): {failure}; the record that reproduces it:",
            file=sys.stderr,
        )
        print(failure.record.dumps(), file=sys.stderr)
        return 1
    print(
        f"fuzz: {tally.deals} deals, {tally.actions} actions (the longest deal {tally.longest}),"
        f" {tally.refused} option draws refused; no failure"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
