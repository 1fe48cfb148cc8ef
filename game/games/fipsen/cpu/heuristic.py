"""A rule-based Prisdorf Fipsen player (fipsen.md Part A) and Fipsen's search settings
(``CPU`` itself is in the package's ``__init__``).

Bidding: each legal bid (and ``hold``) is valued as the best expected score of the
contracts it allows (Hand or Skat, trump suit, the doubles it binds, FP-20/FP-26); the
player makes the most valuable one if it is worth more than a small margin (holding
when that is best) and passes otherwise. Kieker is valued by sampling the cards he
would pick up, with surrender (−5) as the way out of a bad pick-up. Siebener Fips is
always announced (FP-36). The declarer then picks Hand or Skat, the discard and the
trumps with the best expected score, continues only with nothing but
sure winners left (FP-41c) and leads trumps; the defenders (who score nothing) play
together against him: they win cheaply when he would take the trick and throw their
lowest cards when a fellow defender already has it.

The other presets have their own rules of thumb: Großenaspe, Ansegger Fips and Duttfips
in regional.py, Thedinghausen in thedinghausen.py.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ai.agent import Observation
from ai.knowledge import Grades
from ai.memory import Memory
from ai.slips import slipped
from game.rules import Action, Card
from game.rules.cards import deck_prisdorf

from .evaluation import SKAT_BONUS, contract_ev, estimate, kieker_ev, number_ev, success
from .facts import SUITS, Bid, Facts, cheapest, follow, kind_of, read, sure
from .regional import RegionalAgent
from .thedinghausen import ThedinghausenAgent

DECK = tuple(deck_prisdorf())
MARGIN = 0.5
"""Expected score a bid must promise before the player makes it."""


class FipsenAgent:
    """Rules of thumb for every Fipsen preset (Prisdorf here, the others delegated). ``noise``
    (0..1) blurs its judgement: bid margins wobble and now and then a card is the next one
    up or down of the suit chosen (ai/slips.py); ``memory``, if given, forgets older tricks
    (ai/memory.py; the easy level)."""

    def __init__(self, noise: float = 0.0, memory: Memory | None = None) -> None:
        self.noise = noise
        self.memory = memory
        self.name = "fipsen-rules" if noise == 0 and memory is None else "fipsen-rules-human"
        self._regional = RegionalAgent(noise, memory)
        self._thedinghausen = ThedinghausenAgent(noise, memory)

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        legal = obs.legal_actions()
        if len(legal) == 1:
            return legal[0]
        preset = obs.config.preset
        if preset == "thedinghausen":
            return self._thedinghausen.choose(obs, rng)
        if preset != "prisdorf":
            return self._regional.choose(obs, rng)
        return self._prisdorf(obs, legal, rng)

    def _prisdorf(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        """A Prisdorf decision, by the kind of choice (module docstring)."""
        f = read(obs.view())
        kinds = {a.kind for a in legal}
        if "siebener" in kinds:
            return kind_of(legal, "siebener")  # FP-36: CPU players always announce
        if "play" in kinds:
            if self.memory is not None:
                f.forgotten = self.memory.lost(f.tricks, rng)
            return slipped(_play(f, legal), legal, self.noise, rng)
        if kinds & {"bid", "hold"}:
            return self._auction(f, legal, rng)
        decide = next((d for offered, d in DECISIONS if kinds & offered), None)
        return decide(f, legal) if decide is not None else rng.choice(legal)

    # --- auction (FP-11..FP-19) --------------------------------------------------------
    def _auction(self, f: Facts, legal: Sequence[Action], rng: random.Random) -> Action:
        margin = MARGIN + (rng.uniform(-1.0, 1.0) * 3.0 * self.noise if self.noise else 0.0)
        unseen = [c for c in DECK if c not in f.hand]
        kieker_cache: dict[bool, float] = {}
        best: tuple[float, int, Action] | None = None
        for a in legal:
            if a.kind == "bid":
                bid = Bid.parse(a.words)
                ev = _bid_ev(
                    f, bid, bid.words | ({"durch"} if bid.level == 5 else set()), unseen, rng, kieker_cache
                )
            elif a.kind == "hold" and f.bid is not None:
                bid = f.bid
                binding = frozenset({"ruten"}) & bid.words if bid.level == "kieker" else frozenset()
                ev = _bid_ev(
                    f, bid, binding | ({"durch"} if bid.level == 5 else set()), unseen, rng, kieker_cache
                )
            else:
                continue
            if ev <= margin:
                continue
            key = (-ev, bid.strength)
            if best is None or key < best[:2]:
                best = (key[0], key[1], a)
        return best[2] if best is not None else kind_of(legal, "pass")


def _bid_ev(
    f: Facts,
    bid: Bid,
    binding: frozenset[str] | set[str],
    unseen: list[Card],
    rng: random.Random,
    cache: dict[bool, float],
) -> float:
    """Best expected score as declarer of ``bid`` with these doubles binding by name."""
    if bid.level == "kieker":
        ruten = "ruten" in bid.words
        if ruten not in cache:
            if f.players == 4:
                cache[ruten] = kieker_ev(f.hand, unseen, 5, rng, ruten, f.players)
            else:  # FP-31: three players discard their five and take ten unseen cards
                cache[ruten] = kieker_ev([], unseen, 10, rng, ruten, f.players)
        return cache[ruten]
    return number_ev(f.hand, int(bid.level), bid.doubles, binding, f.players)


# --- the declarer's choices (FP-22..FP-33) -------------------------------------------------


def _contract(f: Facts) -> tuple[int, int, bool]:
    """(tricks t, doubles to realise, Durch bound by name) of the declarer's contract."""
    assert f.bid is not None and f.bid.level != "kieker"
    t = int(f.bid.level)
    return t, f.bid.doubles, "durch" in f.binding or t == 5


def _hand_or_skat(f: Facts, legal: Sequence[Action]) -> Action:
    t, n_min, durch = _contract(f)
    trumps = ("d",) if "ruten" in f.binding else SUITS

    def ev(hand_played: bool) -> float:
        bonus = 0.0 if hand_played else SKAT_BONUS
        values = [
            contract_ev(t, n_min, durch, hand_played, tr, estimate(f.hand, tr, players=f.players) + bonus)
            for tr in trumps
        ]
        return max((v for v in values if v is not None), default=-1e9)

    return kind_of(legal, "hand" if ev(True) > ev(False) else "skat")


def _kieker_value(f: Facts, kept: Sequence[Card], trump: str, gone: Sequence[Card]) -> float:
    value = 20 if trump == "d" else 10  # FP-47
    p = success(estimate(kept, trump, gone, f.players), 5)
    return value * p - 2 * value * (1 - p)


def _allowed_trumps(f: Facts) -> tuple[str, ...]:
    return ("d",) if f.bid is not None and "ruten" in f.bid.words and not f.held else tuple(SUITS)


def _discard(f: Facts, legal: Sequence[Action]) -> Action:
    trumps = _allowed_trumps(f)
    if f.bid is not None and f.bid.level == "kieker":
        trumps = ("d",) if "ruten" in f.bid.words else tuple(SUITS)

    def value(a: Action) -> float:
        gone = a.cards
        kept = [c for c in f.hand if c not in gone]
        best = -1e9
        for trump in trumps:
            v: float | None
            if f.bid is not None and f.bid.level == "kieker":
                v = _kieker_value(f, kept, trump, gone)
            else:
                t, n_min, durch = _contract(f)
                v = contract_ev(t, n_min, durch, f.hand_played, trump, estimate(kept, trump, gone, f.players))
                if v is None:
                    continue
            best = max(best, v)
        return best

    return max(legal, key=value)


def _trump(f: Facts, legal: Sequence[Action]) -> Action:
    kieker = f.bid is not None and f.bid.level == "kieker"

    def value(a: Action) -> float:
        if a.kind == "surrender":
            return -5.0  # FP-47
        trump = a.words[0]
        if kieker:
            return _kieker_value(f, f.hand, trump, ())
        t, n_min, durch = _contract(f)
        v = contract_ev(t, n_min, durch, f.hand_played, trump, estimate(f.hand, trump, players=f.players))
        return -1e9 if v is None else v

    return max((a for a in legal if a.kind in ("trump", "surrender")), key=value)


def _continue(f: Facts, legal: Sequence[Action]) -> Action:
    """FP-41c: continue only when every card left is a sure winner."""
    unseen = _unseen(f)
    ordered = sorted(f.hand, key=lambda c: (c.suit == f.trump, c.rank), reverse=True)
    all_sure = all(sure(c, f.trump, unseen) for c in ordered)
    return kind_of(legal, "continue" if all_sure else "stop")


def _kontra(f: Facts, legal: Sequence[Action]) -> Action:
    """An opponent says Kontra when his own sure winners alone beat the contract."""
    unseen = _unseen(f)
    mine = sum(sure(c, f.trump, unseen) for c in f.hand)
    return kind_of(legal, "kontra" if mine >= 5 - f.target + 1 else "pass")


def _rekontra(f: Facts, legal: Sequence[Action]) -> Action:
    p = success(estimate(f.hand, f.trump or "c", f.played, f.players), f.target)
    return kind_of(legal, "rekontra" if p >= 0.85 else "pass")


# --- card play (FP-37..FP-39) --------------------------------------------------------------


def _unseen(f: Facts) -> set[Card]:
    """Cards this seat has not seen: in other hands, the Skat, the rest pile or discards."""
    return set(DECK) - set(f.hand) - f.played


def _play(f: Facts, legal: Sequence[Action]) -> Action:
    cards = [a.card for a in legal]
    by_card = {a.card: a for a in legal}
    unseen = _unseen(f)
    trump = f.trump
    if not f.trick:
        return by_card[_lead(f, cards, unseen, f.declarer == f.seat)]
    return by_card[follow(cards, f.trick, trump, unseen, f.seat, f.declarer, f.players)]


def _lead(f: Facts, cards: Sequence[Card], unseen: set[Card], declarer: bool) -> Card:
    trump = f.trump
    trumps = sorted((c for c in cards if c.suit == trump), key=lambda c: c.rank, reverse=True)
    trumps_out = any(u.suit == trump for u in unseen)
    if declarer and trumps and trumps_out:
        return trumps[0]  # draw trumps, top first
    safe = [c for c in cards if sure(c, trump, unseen)]
    if safe:
        return max(safe, key=lambda c: (c.suit != trump, c.rank))
    side = [c for c in cards if c.suit != trump]
    if not side:
        return trumps[-1]
    aces = [c for c in side if c.rank == 14]
    if aces:
        return aces[0]
    return cheapest(side, trump)


SEARCHED = frozenset({"play", "continue", "stop", "hand", "skat", "trump", "surrender", "kontra", "rekontra"})
"""Decisions the search takes in Prisdorf: everything from Hand-or-Skat on except the discard
(up to 252 choices for a Kieker). Arena runs showed searching Hand, trumps and surrender
beats the rules of thumb there."""


REGIONAL_SEARCHED = {
    "grossenaspe": frozenset({"play"}),
    "ansegger": frozenset({"play"}),
    "duttfips": frozenset({"play"}),
    "thedinghausen": frozenset({"play"}),
}
"""Decisions the search takes in the other presets: card play (duplicate runs of 40 deals,
search play against rules play, both bidding by the rules: Großenaspe +0.22, Ansegger
+0.12, Duttfips +0.12 a deal). Bids, exchanges, trumps, knocks, playing on, the Ace swap
and the Fipsen announcement stay with the rules."""


def searched(obs: Observation, legal: Sequence[Action]) -> bool:
    """Whether the search (True) or the rules of thumb take this decision. The auction and
    the discard stay with the rules: random playouts judge bids poorly."""
    preset = obs.config.preset
    kinds = SEARCHED if preset == "prisdorf" else REGIONAL_SEARCHED[preset]
    return all(a.kind in kinds for a in legal)


GRADES = Grades(0.5, 1.0, 2.0)
"""Expected-score losses graded ?!, ?, ?? (ai/analysis.py): a contract is worth a few points
(doubled Hand, lost double), so a blunder costs the declarer about a chance in five of it."""

DECISIONS: tuple[tuple[set[str], Callable[[Facts, Sequence[Action]], Action]], ...] = (
    ({"hand", "skat"}, _hand_or_skat),
    ({"discard"}, _discard),
    ({"trump", "surrender"}, _trump),
    ({"continue", "stop"}, _continue),
    ({"kontra"}, _kontra),
    ({"rekontra"}, _rekontra),
)
"""Prisdorf's other decisions (after the auction), by the kinds of action offered."""
