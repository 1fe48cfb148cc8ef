"""Fingerprints of the rules' behaviour, to prove that a redesign changed none of it.

``python tools/fingerprint.py [--deals N] [--parts actions,views,resample] > before.json``
plays N seeded random deals of every registered preset and player count (options drawn
at random from the same seed) and prints, per variant, a digest of everything the
contract shows: each legal set, each action, every seat's view, a resample's view and
layout at a few points, and the outcome. Run it before and after a change and compare
the two files (``diff``); a variant whose digest moved behaves differently.

``--parts`` picks what goes into the digest: ``actions`` (legal sets, actions, outcomes),
``views`` (every seat's view, info and phase included) and ``resample`` (the worlds a
seat's resample gives). A change that renames view facts on purpose compares
``--parts actions,resample`` and the views without ``info`` (``--parts
actions,resample,bare-views``).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from collections.abc import Iterable

from game.rules import ConfigError, GameConfig, State, View, rulesets


def _variants() -> Iterable[tuple[str, str, int]]:
    for rs in rulesets():
        for preset in rs.presets.values():
            for n in preset.players:
                yield rs.name, preset.name, n


def _config(game: str, preset: str, players: int, rng: random.Random) -> GameConfig:
    """Random option values (drawn again while the rules refuse the combination)."""
    rs = next(r for r in rulesets() if r.name == game)
    while True:
        opts: dict[str, object] = {}
        for o in rs.preset(preset).options:
            if isinstance(o.default, bool):
                opts[o.name] = rng.random() < 0.5
            elif o.choices:
                opts[o.name] = rng.choice(o.choices)
        try:
            return rs.config(preset, opts, players)
        except ConfigError:
            continue


def _cards(cards: Iterable[object]) -> list[str]:
    return [str(c) if c is not None else "?" for c in cards]


def _view_text(v: View, bare: bool) -> str:
    parts: dict[str, object] = {
        "seat": v.seat,
        "to_move": v.to_move,
        "hands": [_cards(h) for h in v.hands],
        "piles": {k: _cards(p) for k, p in sorted(v.piles.items())},
        "trick": [[s, _cards(c)] for s, c in v.trick],
        "history": [list(h) for h in v.history],
        "legal": [a.text for a in v.legal],
    }
    if not bare:
        parts["phase"] = v.phase
        parts["info"] = v.info
    return json.dumps(parts, sort_keys=True, default=str)


def _trace(state: State, rng: random.Random, parts: set[str], out: hashlib._Hash) -> None:
    step = 0
    while True:
        if "views" in parts or "bare-views" in parts:
            for seat in range(state.players):
                out.update(_view_text(state.view(seat), "views" not in parts).encode())
        if state.to_move is None:
            break
        legal = state.legal_actions()
        if "resample" in parts and step % 7 == 3:
            seat = state.to_move
            world = state.resample(seat, random.Random(step))
            out.update(json.dumps(world.layout(), sort_keys=True).encode())
            out.update(_view_text(world.view(seat), True).encode())
        action = rng.choice(legal)
        if "actions" in parts:
            out.update(" | ".join(a.text for a in legal).encode() + b" > " + action.text.encode())
        state.apply(action)
        step += 1
    outcome = state.outcome()
    assert outcome is not None
    if "actions" in parts:
        extra = json.dumps(dict(outcome.extra), sort_keys=True, default=str)
        result = (outcome.scores, outcome.text(), extra, outcome.next_dealer, outcome.match_over)
        out.update(repr(result).encode())


def fingerprints(deals: int, parts: set[str]) -> dict[str, str]:
    """Variant name -> hex digest of ``deals`` seeded random deals."""
    result: dict[str, str] = {}
    for game, preset, players in _variants():
        digest = hashlib.sha256()
        for seed in range(deals):
            rng = random.Random(f"{game}/{preset}/{players}/{seed}")
            config = _config(game, preset, players, rng)
            rs = next(r for r in rulesets() if r.name == game)
            state = rs.new_deal(config, rng.randrange(players), rng=rng)
            digest.update(json.dumps(state.layout(), sort_keys=True).encode())
            _trace(state, rng, parts, digest)
        result[f"{game}/{preset}/{players}"] = digest.hexdigest()[:16]
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--parts", default="actions,views,resample")
    args = parser.parse_args(argv)
    json.dump(fingerprints(args.deals, set(args.parts.split(","))), sys.stdout, indent=1, sort_keys=True)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
