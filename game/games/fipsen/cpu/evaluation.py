"""Hand strength for Prisdorf Fipsen: expected tricks, success chance and expected score.

The estimate counts likely trick winners for a declarer who leads (FP-37) and draws
trumps: a trump counts fully when no higher trump is out against it, partly when the
higher trumps out can be drawn by his own higher trumps; a side card counts when it is
the highest of its suit still out, less so the more rounds of the suit must be played
before it and the more trumps the opponents may hold. Values follow FP-45 (t × 2^n,
failure −2V) and FP-47 (Kieker 10 or 20).
"""

from __future__ import annotations

import math
import random
from collections.abc import Collection, Sequence
from functools import lru_cache

from game.rules import Card
from game.rules.cards import card

from .facts import PLAIN_SUITS, SUITS

SKAT_BONUS = 0.45
"""Expected extra tricks from taking the Skat (7 cards, keep the best 5)."""
SLOPE = 4.0
OFFSET = 0.3
"""``success``: the chance is 1/2 at ``OFFSET`` tricks short of the need."""
SEVEN_D = card(7, "d")
KIEKER_SAMPLES = 24
SUIT_RANKS = range(7, 15)
SUIT_CARDS = {s: tuple((r, card(r, s)) for r in SUIT_RANKS) for s in "chsd"}
"""(rank, card) of each suit, low to high: ``estimate`` runs thousands of times a decision."""


def estimate(hand: Sequence[Card], trump: str, gone: Collection[Card] = (), players: int = 4) -> float:
    """Expected tricks of ``hand`` as declarer with ``trump``; ``gone`` are cards known to be
    out of the opponents' hands (played, discarded)."""
    return _estimate(tuple(hand), trump, tuple(gone), players)


@lru_cache(maxsize=512)
def _estimate(hand: tuple[Card, ...], trump: str, gone: tuple[Card, ...], players: int) -> float:
    """``estimate``, cached: a bidder values every bid with the same few hands and trumps
    (512 keep 99% of 2,048's hits in hard's Prisdorf deals)."""
    total = 0.0
    if trump == "d":
        opp_trumps = 0 if SEVEN_D in hand or SEVEN_D in gone else 1
        total += SEVEN_D in hand
    else:
        mine = sorted((c.rank for c in hand if c.suit == trump), reverse=True)
        out = [r for r, c in SUIT_CARDS[trump] if c not in hand and c not in gone]
        total, top = trump_tricks(mine, out)
        # the declarer draws trumps with his sure ones; each round takes one from every opponent
        opp_trumps = max(0, len(out) - (players - 1) * top)
    ruff = min(opp_trumps, 3) * 0.1
    for suit in PLAIN_SUITS:
        if suit == trump:
            continue
        mine = sorted((c.rank for c in hand if c.suit == suit), reverse=True)
        out = [r for r, c in SUIT_CARDS[suit] if c not in hand and c not in gone]
        total = side_tricks(total, mine, out, ruff)
    if trump != "d" and SEVEN_D in hand:
        total += 0.15
    return min(total, 5.0)


def trump_tricks(mine: Sequence[int], out: Sequence[int]) -> tuple[float, int]:
    """Tricks expected from trumps of ranks ``mine`` (high first) against the unseen trump
    ranks ``out``, and how many of them are sure: a trump counts fully when no higher one
    is out, partly when the trumps above it can draw the higher ones."""
    total = 0.0
    top = 0
    for i, r in enumerate(mine):
        higher = sum(1 for x in out if x > r)
        if higher == 0:
            total += 1.0
            top += 1
        elif higher <= i:
            total += 0.75
        elif higher == i + 1:
            total += 0.4
        else:
            total += 0.1
    return total, top


def side_tricks(total: float, mine: Sequence[int], out: Sequence[int], ruff: float) -> float:
    """``total`` plus the tricks expected from side cards of ranks ``mine`` (high first)
    against the unseen ranks ``out`` of their suit, each less likely the later it comes
    and the more the opponents may ruff (``ruff`` per round)."""
    for i, r in enumerate(mine):
        higher = sum(1 for x in out if x > r)
        if higher == 0:
            total += max(0.2, 0.95 - ruff * (i + 1) - 0.05 * i)
        elif higher <= i:
            total += max(0.1, 0.45 - ruff * (i + 1))
    return total


def success(expected: float, need: int) -> float:
    """Chance that a hand estimated at ``expected`` tricks makes ``need`` tricks."""
    return 1.0 / (1.0 + math.exp(-SLOPE * (expected - need + OFFSET)))


def contract_ev(
    t: int, n_min: int, durch_bound: bool, hand_played: bool, trump: str, expected: float
) -> float | None:
    """Expected score of playing t tricks with at least ``n_min`` doubles (FP-26, FX-4) with
    this Hand choice and trump; None when the doubles cannot be met."""
    realised = hand_played + (trump == "d") + durch_bound
    missing = n_min - realised
    if missing >= 2:
        return None
    durch = durch_bound or missing == 1
    n = realised + (missing == 1)
    value = t * 2**n
    p = success(expected, 5 if durch else t)
    return value * p - 2 * value * (1 - p)


def greedy_keep(cards: Sequence[Card], trump: str) -> list[Card]:
    """Five cards a Kieker would keep for ``trump``: trumps high to low, then side cards high."""
    return sorted(cards, key=lambda c: (c.suit == trump, c.rank), reverse=True)[:5]


def kieker_ev(
    hand: Sequence[Card], unseen: Sequence[Card], draws: int, rng: random.Random, ruten: bool, players: int
) -> float:
    """Expected score of a Kieker (FP-29..FP-33, FP-47) by sampling the cards he picks up.

    ``draws`` unseen cards join ``hand`` (four players), or replace it (three players,
    FP-31: ``hand`` is then empty). After looking he keeps 5 and surrenders (−5) when
    the Durch looks worse than that.
    """
    value = 20 if ruten else 10
    trumps = ("d",) if ruten else ("c", "h", "s", "d")
    total = 0.0
    for _ in range(KIEKER_SAMPLES):
        cards = [*hand, *rng.sample(list(unseen), draws)]
        best = -1.0
        for trump in trumps:
            kept = greedy_keep(cards, trump)
            gone = [c for c in cards if c not in kept]
            best = max(best, estimate(kept, trump, gone, players))
        p = success(best, 5)
        total += max(value * p - 2 * value * (1 - p), -5.0)
    return total / KIEKER_SAMPLES


def number_ev(
    hand: Sequence[Card], t: int, n_min: int, binding: frozenset[str] | set[str], players: int
) -> float:
    """Best expected score of t tricks with ``n_min`` doubles over Hand/Skat and trumps."""
    best = -1e9
    hand_options = (True,) if "hand" in binding else (True, False)
    trumps = ("d",) if "ruten" in binding else SUITS
    for hand_played in hand_options:
        for trump in trumps:
            e = estimate(hand, trump, players=players) + (0.0 if hand_played else SKAT_BONUS)
            ev = contract_ev(t, n_min, "durch" in binding or t == 5, hand_played, trump, e)
            if ev is not None and ev > best:
                best = ev
    return best
