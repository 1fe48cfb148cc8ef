"""Two variants of Thedinghausen's ``hard`` measured against the landed one (issue 28), run
as the arena with A's search changed:

    PYTHONPATH=. python measurements/race_variants.py inference --game fipsen \
        --preset thedinghausen --a hard --b hard --b-rev HEAD --iterations 1000 \
        --move-time 30 --deals 200 --seed 5 --jobs 1 --journal FILE
    PYTHONPATH=. python measurements/race_variants.py no-endgame ...  (the same arguments)

``inference``: the search's worlds weighed by the other seats' card plays. There is no
bidding (FT-5a), so the plays are all a seat can read. The resampler already keeps shown
voids (FT-7); this reads the rest of what a play says under the rules of thumb
(``thedinghausen.play``): each other seat's every play is replayed in the world with his
hand and what he could see at that moment, and a play the rules would not have made keeps
the likelihood ``MISPLAY``. A world is kept with the chance of the product (rejection
sampling, at most ``TRIES`` draws, failing that the likeliest draw).

``no-endgame``: ISMCTS to the last trick instead of PIMC with the exact solver from three
tricks out (``GameAI.endgame_tricks``), whose two sides (the seat against the rest) model a
free-for-all of five worse than the search's own score per seat might.

Every other argument is ``python -m ai.arena``'s but ``--jobs``, which must be 1: the
arena's worker processes are spawned and would import the landed code. The variant plays A,
B is the landed code (``--b-rev``), so both play the same duplicate deals.
"""

from __future__ import annotations

import dataclasses
import random
import sys
from dataclasses import dataclass
from typing import Any

import game.games.fipsen.cpu as fipsen_cpu
from ai.agent import Observation
from game.games.fipsen.cards import CARD, legal_plays
from game.games.fipsen.cpu.thedinghausen import PACK, Race, play
from game.games.fipsen.thedinghausen import ThedinghausenDeal
from game.rules import Card, State, parse_card

TRIES = 6
"""Worlds drawn at most per world returned."""
MISPLAY = 0.2
"""The likelihood of a play the rules of thumb would not make with that hand."""


@dataclass(frozen=True)
class Play:
    """One play of another seat, with what that seat saw when he made it."""

    seat: int
    card: Card
    later: tuple[Card, ...]
    """His own plays after this one: with his hand in the world, his hand at the time."""
    tricks: tuple[tuple[tuple[int, Card], ...], ...]
    trick: tuple[tuple[int, Card], ...]
    seen: frozenset[Card]
    """The cards played before and the face-up card: out of his reckoning."""


def race_world(obs: Observation, rng: random.Random) -> State:
    """A resampled world, biased towards hands that make the other seats' plays likely."""
    world = obs.resample(rng)
    plays = obs.memo(public_plays, lambda: public_plays(obs))
    if not plays:
        return world
    best, best_weight = world, -1.0
    for _ in range(TRIES):
        w = weight(world, plays)
        if rng.random() < w:
            return world
        if w > best_weight:
            best, best_weight = world, w
        world = obs.resample(rng)
    return best


def public_plays(obs: Observation) -> tuple[Play, ...]:
    """Every play of the seats other than ``obs.seat`` so far, oldest first."""
    view = obs.view()
    out = frozenset(c for c in view.piles.get("turnup", ()) if c is not None)  # FT-4, FT-5
    log = [(s, parse_card(t.split()[1])) for s, t in view.history if t.startswith("play ")]
    n = view.players
    plays = []
    for i, (seat, card) in enumerate(log):
        if seat == obs.seat:
            continue
        done, current = divmod(i, n)
        before = log[:i]
        tricks = tuple(tuple(before[t * n : (t + 1) * n]) for t in range(done))
        later = tuple(c for s, c in log[i + 1 :] if s == seat)
        seen = out | {c for _, c in before}
        plays.append(Play(seat, card, later, tricks, tuple(before[i - current :]), seen))
    return tuple(plays)


def weight(world: State, plays: tuple[Play, ...]) -> float:
    """How likely ``plays`` are with the hands of ``world`` under the rules of thumb.

    Raises:
        TypeError: when ``world`` is not a Thedinghausen deal with a turned suit card.
    """
    if not isinstance(world, ThedinghausenDeal):
        raise TypeError(f"not a Thedinghausen deal: {type(world).__name__}")
    trump = CARD[world.turnup].suit
    if trump is None:
        raise TypeError(f"the turned card {world.turnup} has no suit")
    w = 1.0
    for p in plays:
        # the card played first: where the rules rank cards alike (8s, 8h thrown) they take
        # the first in hand, and the hand's order at the time is unknown
        hand = [p.card, *(CARD[c] for c in world.hands[p.seat]), *p.later]
        legal = legal_plays([c.id for c in hand], [c.id for _, c in p.trick], world.trump, world.must_trump)
        if len(legal) == 1:
            continue
        unseen = set(PACK) - set(hand) - p.seen
        race = Race(p.seat, hand, trump, [list(t) for t in p.tricks], list(p.trick), unseen)
        if play(race, legal).cards[0] != p.card:
            w *= MISPLAY
    return w


VARIANTS: dict[str, dict[str, Any]] = {
    "inference": {"determinize": race_world},
    "no-endgame": {"endgame_tricks": 0},
}


def use(variant: str) -> None:
    """Make every Fipsen player built from now on search as ``variant`` says.

    Raises:
        KeyError: for an unknown variant.
    """
    fipsen_cpu.CPU = dataclasses.replace(fipsen_cpu.CPU, **VARIANTS[variant])


def main(argv: list[str]) -> int:
    """``VARIANT`` then the arena's arguments; the arena's exit status."""
    if not argv or argv[0] not in VARIANTS:
        print(f"usage: race_variants.py {{{','.join(VARIANTS)}}} ARENA-ARGUMENTS", file=sys.stderr)
        return 2
    if "--jobs" in argv and argv[argv.index("--jobs") + 1 :][:1] != ["1"]:
        print("race_variants.py plays in this process only: --jobs 1", file=sys.stderr)
        return 2
    use(argv[0])
    from ai.arena import main as arena

    return arena(argv[1:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
