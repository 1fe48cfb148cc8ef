"""A rule-based player for Großenaspe, Ansegger Fips and Duttfips (fipsen.md Parts B and D).

Bidding: every legal bid is valued as the expected score of the contract it makes (best
trump; the Skat, a Kieker's pick-up or the Dutt sampled; failure as the arena counts it),
and the player makes the most valuable bid worth more than a small margin. In Duttfips
P1's pass is worth his Dutt game (FM-9), so he calls only what beats it. The declarer
then keeps the five cards and names the trumps with the best expected score, surrenders
a hopeless Kieker (FG-24), plays on only with nothing but sure winners left (FG-19) and
draws trumps while his top trump is the master. Otherwise a leader plays a sure side card,
else his strongest side card (the fewest unseen cards above it; the lowest of a sequence),
so a K whose ace is gone is led before a low card and a lone A♦ stays to ruff. The
defenders play together against him: they win cheaply when he would take the trick and
throw their lowest cards when a fellow defender already has it. An opponent knocks (B.10
Knock) when his own cards alone look like beating the contract.
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Sequence

from ai.agent import Observation
from ai.memory import Memory
from ai.slips import slipped
from game.rules import Action, Card

from .declarer import DUTT, KIEKER, NUMBER, Contract, Deal, contract_of, read
from .facts import above, follow, kind_of, sure
from .strength import estimate, exchange_estimates

MARGIN = 0.5
"""Expected score a bid must promise (above passing) before the player makes it."""
BLUR = 3
"""With noise, a blurred exchange or trump choice is one of this many best."""
SURRENDER_LOSS = 5.0
"""FG-24: a surrendered Kieker gives each opponent 5."""


class RegionalAgent:
    """Rules of thumb for the regional declarer forms; ``noise`` (0..1) makes bid margins
    wobble and now and then plays the next card up or down of the suit chosen (ai/slips.py);
    ``memory``, if given, forgets older tricks (ai/memory.py; the easy level)."""

    def __init__(self, noise: float = 0.0, memory: Memory | None = None) -> None:
        self.noise = noise
        self.memory = memory

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        legal = obs.legal_actions()
        if len(legal) == 1:
            return legal[0]
        config = obs.config
        d = read(obs.view(), config.preset, dict(config.options))
        kinds = {a.kind for a in legal}
        if "play" in kinds:
            if self.memory is not None:
                d.forgotten = self.memory.lost(d.tricks, rng)
            return slipped(play(d, legal), legal, self.noise, rng)
        if "bid" in kinds:
            margin = MARGIN + (rng.uniform(-1.0, 1.0) * 3.0 * self.noise if self.noise else 0.0)
            return auction(d, legal, margin, rng)
        if "discard" in kinds:
            return self._blur(discard_ranking(d, legal), rng)
        if kinds & {"trump", "surrender"}:
            return self._blur(trump_ranking(d, legal), rng)
        if "knock" in kinds:
            return knock(d, legal)
        if "continue" in kinds:
            return play_on(d, legal)
        return rng.choice(legal)

    def _blur(self, ranked: list[Action], rng: random.Random) -> Action:
        """The best of ``ranked`` (best first); with noise, now and then one of the next best."""
        if self.noise and rng.random() < self.noise / 2:
            return rng.choice(ranked[:BLUR])
        return ranked[0]


# --- the auction (FG-7..FG-11, FM-4, FM-5, FM-8) --------------------------------------------


def _draws(d: Deal, c: Contract) -> tuple[list[Card], int, list[Card]]:
    """(cards kept from the dealt hand, cards drawn from the unseen, cards known gone) of the
    exchange contract ``c`` makes."""
    if c.kind == KIEKER:
        # FG-13: the dealt five go out; Skat and Stock come in.
        return [], len(d.pack) - 5 * len(d.active), list(d.hand)
    if c.kind == DUTT:
        return list(d.hand), 5, []  # FM-9, FM-10: the Dutt of five
    if c.kind == NUMBER and d.preset == "grossenaspe":
        return list(d.hand), 2, []  # FG-12: the Skat
    return list(d.hand), 0, []  # FG-14 Fips, FM-6 Ansegger, FM-11 Fips: the dealt hand


def contract_value(d: Deal, c: Contract, rng: random.Random, cache: dict) -> float:
    """Expected score of declaring ``c`` with this hand (best trump per sampled exchange)."""
    kept, draws, gone = _draws(d, c)
    key = (len(kept), draws)
    if key not in cache:
        unseen = [x for x in d.pack if x not in d.hand]
        cache[key] = exchange_estimates(kept, unseen, draws, d.pack, gone, d.opponents, rng)
    floor = -SURRENDER_LOSS if c.kind == KIEKER else -1e9
    return statistics.fmean(max(floor, max(c.ev(t, per[t]) for t in c.trumps())) for per in cache[key])


def auction(d: Deal, legal: Sequence[Action], margin: float, rng: random.Random) -> Action:
    cache: dict = {}
    base = 0.0
    if d.preset == "duttfips" and d.seat == d.active[0]:
        # FM-9: if nobody calls, P1 plays the Dutt game; a call must beat that.
        base = contract_value(d, contract_of("duttfips", None, "d"), rng, cache)
    best: tuple[float, Action] | None = None
    for a in legal:  # weakest bid first: ties go to the cheaper bid
        if a.kind != "bid":
            continue
        ev = contract_value(d, contract_of(d.preset, a.words, d.double_suit), rng, cache)
        if ev - base > margin and (best is None or ev > best[0]):
            best = (ev, a)
    return best[1] if best is not None else kind_of(legal, "pass")


# --- the declarer's choices (FG-12..FG-15, FG-19, FG-24, FM-6, FM-9..FM-11) ---------------------


def discard_ranking(d: Deal, legal: Sequence[Action]) -> list[Action]:
    """Discards, best first: the five kept with the best expected score over the allowed
    trumps."""
    c = d.contract

    def value(a: Action) -> float:
        gone = set(a.cards) | d.known_out
        kept = [x for x in d.hand if x not in a.cards]
        return max(c.ev(t, estimate(kept, t, d.pack, gone, d.opponents)) for t in c.trumps())

    return sorted(legal, key=value, reverse=True)


def trump_ranking(d: Deal, legal: Sequence[Action]) -> list[Action]:
    """Trumps, best first by expected score; a Kieker surrenders when every trump looks
    worse than paying 5 (FG-24)."""
    c = d.contract

    def value(a: Action) -> float:
        if a.kind == "surrender":
            return -SURRENDER_LOSS
        t = a.words[0]
        return c.ev(t, estimate(d.hand, t, d.pack, d.known_out, d.opponents), d.knocked)

    return sorted(legal, key=value, reverse=True)


def play_on(d: Deal, legal: Sequence[Action]) -> Action:
    """FG-19: play on (valued as a 5) only when every card left is a sure winner."""
    unseen = d.unseen
    return kind_of(legal, "continue" if all(sure(c, d.trump, unseen) for c in d.hand) else "stop")


def knock(d: Deal, legal: Sequence[Action]) -> Action:
    """B.10 Knock doubles the deal: knock when this seat's own defensive tricks alone beat
    the contract."""
    unseen = d.unseen
    trump = d.trump
    mine = 0.0
    for c in d.hand:
        if sure(c, trump, unseen):
            mine += 1.0
        elif c.rank == 14 and c.suit != trump:
            mine += 0.5
    need = 5 - d.need + 1
    return kind_of(legal, "knock" if mine >= need else "pass")


# --- card play (FG-17, FG-18, FM-3) ---------------------------------------------------------


def play(d: Deal, legal: Sequence[Action]) -> Action:
    cards = [a.cards[0] for a in legal]
    by_card = {a.cards[0]: a for a in legal}
    unseen = d.unseen
    trump = d.trump
    if not d.trick:
        return by_card[_lead(d, cards, unseen, d.declarer == d.seat)]
    return by_card[follow(cards, d.trick, trump, unseen, d.seat, d.declarer, len(d.active))]


def _lead(d: Deal, cards: Sequence[Card], unseen: set[Card], declarer: bool) -> Card:
    trump = d.trump
    trumps = sorted((c for c in cards if c.suit == trump), key=lambda c: c.rank, reverse=True)
    if declarer and trumps and _trumps_out(d, unseen) and above(trumps[0], unseen) == 0:
        return trumps[0]  # draw trumps with a master, top first
    side = [c for c in cards if c.suit != trump]
    safe = [c for c in side if sure(c, trump, unseen)]
    if safe:
        return max(safe, key=lambda c: c.rank)
    if not side:
        return trumps[0] if declarer else trumps[-1]
    if not declarer and d.declarer is not None:
        # defenders lead a suit the declarer lacks only when he has no trumps left to ruff
        voids = d.void.get(d.declarer, set())
        if trump in voids:
            short = [c for c in side if c.suit in voids]
            if short:
                return max(short, key=lambda c: c.rank)
    # the strongest side card: fewest unseen cards above it; of a sequence, the lowest
    return min(side, key=lambda c: (above(c, unseen), -sum(x.suit == c.suit for x in side), c.rank))


def _trumps_out(d: Deal, unseen: set[Card]) -> bool:
    """Whether a defender may still hold a trump: some are unseen and not every defender
    has shown he has none (FG-18: failing to follow shows a void)."""
    if not any(u.suit == d.trump for u in unseen):
        return False
    return any(d.trump not in d.void.get(s, set()) for s in d.active if s != d.declarer)
