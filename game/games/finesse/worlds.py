"""Inference for Finesse: the search's worlds weighed by the first lead, which fixed trumps.

The first card led names the trump suit (FN-14), and every player leads it from his
longest, strongest suit (the rules of thumb's ``_lead`` by design, the search because
trumps win tricks): the first leader holds about one card of it more than the plain
resampler gives him. The likelihood of the first lead given how many cards of its suit the
leader held then (counting the card led, when from his hand) is ``LEAD``; after an Ace
led first and no-trump declared (FN-14a) it is ``NO_TRUMP``, since a hand keeps a suit as
trumps only when long in it. Both were fitted by ``measurements/fit_first_lead.py`` on
the first leads of easy (1,500 deals, seed 2) and hard at 400 iterations (600 deals, seed
3), each against 100 resampled worlds from the two next seats' views (iterative scaling,
smoothed to rise with the count; ``NO_TRUMP`` between that fit and the one on the rules of
thumb's 3,000 leads): the true count gains 0.3 to 0.6 nats a deal over plain resampling.
With them hard beat the hard of plain resampling by +0.78 points a deal [+0.41, +1.16]
(both capped at 400 iterations, the arena's duplicate deals 0-999 of seed 41,
measurements/journals/finesse-inference-31.jsonl).

A world's hidden cards are dealt again until one is kept with the chance of its likelihood
(rejection sampling, at most ``TRIES`` deals; failing that the likeliest deal): only the
deal is repeated, the costly replay of the history is made once.
"""

from __future__ import annotations

import random
from collections.abc import Hashable

from ai.agent import Observation
from game.rules import State
from game.rules.cards import Card

from .resample import Hidden

LEAD = {False: (0.02, 0.02, 0.02, 0.13, 0.51, 1.0), True: (0.02, 0.02, 0.02, 0.12, 0.6, 1.0)}
"""From the hand (False) or the partner's table (True, FN-10 b: the count is then of the
leader's hand alone): the likelihood of that first lead by the leader's count of its suit,
0, 1, 2 …; the last value holds for every longer suit."""
NO_TRUMP = (0.03, 0.03, 0.08, 0.5, 1.0, 0.02)
"""The likelihood of an Ace led first from the hand and the deal made no-trump, by the
leader's count of the Ace's suit."""
TRIES = 6
"""Deals of the hidden cards at most per world."""


def finesse_world(obs: Observation, rng: random.Random) -> State:
    """A world for the search at ``obs``: a resample weighed by the first lead."""
    hidden = obs.memo("finesse-hidden", lambda: Hidden(obs.view()))
    lead = first_lead(hidden)
    if lead is None:
        return hidden.world(obs.config, hidden.deal(rng))
    leader, suit, likelihood = lead
    known = sum(1 for c in hidden.from_hand[leader] if c.suit_index == suit)
    best: dict[Hashable, list[Card]] = {}
    best_weight = -1.0
    for _ in range(TRIES):
        dealt = hidden.deal(rng)
        held = known + sum(1 for c in dealt[leader] if c.suit_index == suit)
        weight = likelihood[min(held, len(likelihood) - 1)]
        if rng.random() < weight:
            return hidden.world(obs.config, dealt)
        if weight > best_weight:
            best, best_weight = dealt, weight
    return hidden.world(obs.config, best)


def first_lead(hidden: Hidden) -> tuple[int, int, tuple[float, ...]] | None:
    """(the first leader, the suit he led, its likelihood table) when another seat than
    the view's led first and what he led says something, else None (no card led yet, an
    Ace from the partner's table made no-trump)."""
    plays = [(s, a) for s, a in hidden.actions if a.kind in ("play", "trump")]
    if not plays or plays[0][0] == hidden.seat:
        return None
    leader, lead = plays[0]
    table = bool(lead.words)
    no_trump = len(plays) > 1 and plays[1][1].kind == "trump" and plays[1][1].words[0] == "none"
    if no_trump and table:
        return None
    return leader, lead.cards[0].suit_index, NO_TRUMP if no_trump else LEAD[table]
