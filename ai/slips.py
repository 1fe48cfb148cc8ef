"""The slips of a human player: the ``easy`` level errs as people do (issue 28).

A person who misplays a card rarely throws one at random. He means to duck and plays one
card too high, or means to win and plays one too low: the next card up or down of the
suit he chose. ``near_miss`` is that slip; the games' easy players make it now and then
(``slipped``, at ``EASY_NOISE``) after working out their rules' own choice.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.rules import Action

EASY_NOISE = 0.5
"""How much the easy players err (the ``noise`` of every game's rules of thumb at the easy
level): bids wobble, and a card is a near miss at half this rate."""


def slipped(choice: Action, legal: Sequence[Action], noise: float, rng: random.Random) -> Action:
    """``choice`` (the rules' card), or at a rate of noise/2 its near miss."""
    if noise and rng.random() < noise / 2:
        return near_miss(choice, legal, rng)
    return choice


def near_miss(choice: Action, legal: Sequence[Action], rng: random.Random) -> Action:
    """A human slip from ``choice``: the legal play of one card of the same kind and suit
    next above or below it in rank (either, at random, where both are legal); ``choice``
    itself when it is not a one-card play of a suit or no other rank of its suit may be
    played."""
    if len(choice.cards) != 1 or choice.cards[0].suit is None:
        return choice
    card = choice.cards[0]
    ranks = {
        a.cards[0].rank: a
        for a in legal
        if a.kind == choice.kind and len(a.cards) == 1 and a.cards[0].suit == card.suit
    }
    below = [r for r in ranks if r < card.rank]
    above = [r for r in ranks if r > card.rank]
    near = ([ranks[max(below)]] if below else []) + ([ranks[min(above)]] if above else [])
    return rng.choice(near) if near else choice
