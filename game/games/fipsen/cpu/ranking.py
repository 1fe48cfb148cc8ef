"""Prisdorf Fipsen: the auction alternatives that Monte Carlo weighs (ai/montecarlo.py).

Besides the rule-based bidder's own choice: passing, holding, the cheapest bid that
outbids the current one, and the number bid the bidder's estimate values most (FP-8..FP-20).

Duplicate tests of the weighed auction against the plain rules of thumb: +0.25 points a
deal (95% CI [+0.09, +0.41], 100 deals) with rule-based play, +0.34 ([+0.05, +0.62], 40
deals) with the normal level's search for the play, and no clear difference at hard
(−0.08 over 44 deals); it mostly bids where the rules would pass.
"""

from __future__ import annotations

from collections.abc import Sequence

from ai.agent import Observation
from game.rules import Action, Card

from .evaluation import number_ev
from .facts import Bid, read


def bid_value(hand: Sequence[Card], bid: Bid, players: int) -> float:
    """Best expected score of a number bid as declarer with its doubles binding (FP-20)."""
    if bid.level == "kieker":
        return -1e9
    return number_ev(hand, int(bid.level), bid.doubles, bid.words, players)


def candidates(obs: Observation, legal: Sequence[Action]) -> list[Action]:
    """Auction alternatives, most natural first: pass, hold, the cheapest bid (its most
    valuable wording), the most valuable number bid. Other decisions: none."""
    if obs.config.preset != "prisdorf" or not any(a.kind in ("bid", "hold") for a in legal):
        return []
    f = read(obs.view())
    out = [a for a in legal if a.kind in ("pass", "hold")]
    bids = [(Bid.parse(a.words), a) for a in legal if a.kind == "bid"]
    if bids:
        low = min(b.strength for b, _ in bids)
        cheapest = [(b, a) for b, a in bids if b.strength == low]
        out.append(max(cheapest, key=lambda p: bid_value(f.hand, p[0], f.players))[1])
        out.append(max(bids, key=lambda p: bid_value(f.hand, p[0], f.players))[1])
    return out
