"""Hand strength for the regional Fipsen forms (fipsen.md Parts B and D): any pack.

Prisdorf's estimate (fipsen_eval.py) knows only its 25-card pack. This one counts likely
trick winners in any pack: Großenaspe's 32 cards (FG-1) or Karo Fipsen's 25 with 7♦
(FG-3), Mecklenburg's 25 with A♦ (FM-1). A trump counts fully when no higher trump is
out, partly when his own higher trumps can draw the higher ones out; a side card counts
when it is the highest of its suit still out, less so the more rounds of the suit come
before it and the more trumps the opponents may hold. Cards in the undealt piles are
out of play, so the opponents' share of the unseen cards scales their ruffs.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence

from game.rules import Card

from .evaluation import side_tricks, trump_tricks

SUITS = "cdhs"


def estimate(
    hand: Sequence[Card],
    trump: str,
    pack: Collection[Card],
    gone: Collection[Card] = (),
    opponents: int = 3,
) -> float:
    """Expected tricks of ``hand`` as declarer with ``trump``; ``gone`` are cards known to be
    out of the opponents' hands (played, discarded, the declarer's dealt hand)."""
    mine_set = set(hand)
    gone_set = set(gone)
    out_cards = [c for c in pack if c not in mine_set and c not in gone_set]
    in_hands = min(1.0, opponents * 5 / len(out_cards)) if out_cards else 0.0
    mine = sorted((c.rank for c in hand if c.suit == trump), reverse=True)
    out = [c.rank for c in out_cards if c.suit == trump]
    total, top = trump_tricks(mine, out)
    # the declarer draws trumps with his sure ones; each round takes one from every opponent
    opp_trumps = max(0.0, len(out) * in_hands - opponents * top)
    ruff = min(opp_trumps, 3.0) * 0.1
    for suit in SUITS:
        if suit == trump:
            continue
        mine = sorted((c.rank for c in hand if c.suit == suit), reverse=True)
        out = [c.rank for c in out_cards if c.suit == suit]
        total = side_tricks(total, mine, out, ruff)
    return min(total, 5.0)


def keep_best(cards: Sequence[Card], trump: str, keep: int = 5) -> list[Card]:
    """The ``keep`` cards to hold for ``trump``: trumps high to low, then side cards high."""
    return sorted(cards, key=lambda c: (c.suit == trump, c.rank), reverse=True)[:keep]


def exchange_estimates(
    hand: Sequence[Card],
    unseen: Sequence[Card],
    draws: int,
    pack: Collection[Card],
    gone: Collection[Card],
    opponents: int,
    rng: random.Random,
    samples: int = 16,
) -> list[dict[str, float]]:
    """Expected tricks per trump suit after an exchange, for ``samples`` draws of ``draws``
    unseen cards joining ``hand`` (the Skat, a Kieker's Skat and Stock, the Dutt): the
    player keeps 5 greedily for each trump and the rest count as gone."""
    pool = list(unseen)
    out = []
    for _ in range(samples):
        cards = [*hand, *rng.sample(pool, draws)] if draws else list(hand)
        per: dict[str, float] = {}
        for trump in SUITS:
            kept = keep_best(cards, trump)
            dropped = [c for c in cards if c not in kept]
            per[trump] = estimate(kept, trump, pack, [*gone, *dropped], opponents)
        out.append(per)
    return out
