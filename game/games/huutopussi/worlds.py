"""Inference for Huutopussi: resampled worlds weighted by how likely every other seat's
calls were under the rules of thumb (cpu.py).

The resampler deals the hidden cards evenly among what the view allows; but a seat that
bid to 150 holds more than one that passed at 60. Each public decision of another seat
says where the rules of thumb's estimate of its hand (``hand_estimate``) lay:

- a bid of B (HP-11) that its hand, as dealt, was worth B (``worth``; over the partner's
  bid only with a hand worth it alone); the forced opening 50 and a banned seat's calls
  (HP-13) say nothing;
- a pass at B that it was not worth the next bid;
- the declarer's contract C (HP-17) that ``contract_choice`` names C for his hand at the
  contract decision (after receiving the partner's cards, HP-15; ThreePlayer the devil's
  pack): where his ``contract_basis`` lay.

The estimate (and the basis) is read with normal noise of the value model's residual spread
(``VALUE_FIT`` in estimate units, ``CONTRACT_FIT``, times ``SPREAD``): a decision's
likelihood is the chance that the noisy value lies on its side of the threshold. A world is
kept with the chance of the product of its decisions' likelihoods (rejection sampling, at
most ``TRIES`` draws; failing that the likeliest draw). The result depends only on the view
and the rng. The search uses it with three players only (``PLAYERS``: what the duplicate
measurements support).

Declarations (HP-23) say what the cards shown do not: the rules of thumb marry their best
own marriage, so one who asks (M2, M3) while he may still marry (HP-24) holds no undeclared
marriage, and one who marries holds none worth more; an Erlangen half-marriage ask is no
bluff. A declaration against that keeps the likelihood ``MISPLAY``. The cards shown in a
marriage or an ask, and what a failed ask disproved, the resampler already respects.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from ai.agent import Observation
from game.rules import State

from .cards import INDEX, MARRIAGE, MAX_BID, MIN_BID, STEP, SUIT_INDEX
from .cpu import CONTRACT_FIT, PARTNER_SHARE, VALUE_FIT, contract_basis, contract_choice, hand_estimate, worth
from .options import Rules
from .state import HuutopussiState

PLAYERS = frozenset({3})
"""Player counts where the search weighs its worlds. Duplicate deals of ``hard`` against
the ``hard`` of before (issue 28; measurements/inference-28.jsonl, 200 iterations a
move): ThreePlayer default +2.3 points a deal [-4.3, +8.8] over 105 deals, where the
inference is sharpest; Pagat 4 players -9.2 [-20.0, +1.6] over 140, so 4 players keep
plain resampling."""
TRIES = 6
"""Worlds drawn at most per world returned."""
SPREAD = 0.5
"""The noise on a seat's estimate as a share of the value model's residual spread (at the
first play decision of 60 self-play deals, the mean error of the other seats' mean
estimate over the worlds, plain resampling / 1.0 / 0.5 / 0.25: Pagat 4 players 22.8 /
21.2 / 20.8 / 20.9, default 3 players 18.1 / 11.0 / 10.1)."""
FLOOR = 0.02
"""The least likelihood of one decision: no call rules a world out (people bid otherwise)."""
MISPLAY = 0.1
"""The likelihood of a declaration the rules of thumb would not make with that hand."""
LOW, HIGH = -300.0, 1200.0
"""Estimates searched for a threshold; beyond them a decision is always or never made."""

_BID_AT: dict[tuple[bool, int, bool, int], float] = {}
_CONTRACT_AT: dict[tuple[bool, int, bool, int, int], float] = {}

Call = tuple[int, float, float, bool]
"""(seat, lowest value, highest value, at the contract: the value is then the declarer's
``contract_basis``, else the estimate): what one decision says."""
Declaration = tuple[int, int, str, int, bool, int]
"""(log index, seat, kind, suit or -1, own marriage still allowed, undeclared suits)."""


def huutopussi_world(obs: Observation, rng: random.Random) -> State:
    """The search's world: ``inferred_world`` where the weighting is on (``PLAYERS``),
    else a plain resample."""
    if obs.config.players in PLAYERS:
        return inferred_world(obs, rng)
    return obs.resample(rng)


def inferred_world(obs: Observation, rng: random.Random) -> State:
    """A resampled world, biased towards hands that make the other seats' calls likely."""
    world = obs.resample(rng)
    assert isinstance(world, HuutopussiState)
    calls = public_calls(world, obs.seat)
    said = declarations(world, obs.seat)
    if not calls and not said:
        return world
    best, best_weight = world, -1.0
    for _ in range(TRIES):
        w = weight(world, calls, said)
        if rng.random() < w:
            return world
        if w > best_weight:
            best, best_weight = world, w
        new = obs.resample(rng)
        assert isinstance(new, HuutopussiState)
        world = new
    return best


def weight(world: HuutopussiState, calls: list[Call], said: list[Declaration] | None = None) -> float:
    """How likely ``calls`` and the declarations ``said`` are with the hands of ``world``
    under the rules of thumb."""
    rules = world.rules
    spread = [_spread(rules, False), _spread(rules, True)]
    estimates: dict[int, float] = {}  # a seat's hand as dealt; -1: the declarer's at the contract
    w = 1.0
    for seat, lo, hi, at_contract in calls:
        key = -1 if at_contract else seat
        est = estimates.get(key)
        if est is None:
            if at_contract:
                est = estimates[key] = contract_basis(rules, contract_hand(world))
            else:
                est = estimates[key] = hand_estimate(rules, world.dealt[seat])
        sd = spread[at_contract]
        w *= max(FLOOR, _phi((est - lo) / sd) - _phi((est - hi) / sd))
    for d in said or ():
        if not _likely(world, d):
            w *= MISPLAY
    return w


def declarations(world: HuutopussiState, seat: int) -> list[Declaration]:
    """Every other seat's marriages and asks (HP-23), with whether it might still marry its
    own (HP-24) and the suits undeclared then (HP-22); public, like ``public_calls``."""
    out: list[Declaration] = []
    declared = no_m1 = asks = 0
    for k, (x, action) in enumerate(world.log):
        kind = action.kind
        if kind not in ("marry", "ask", "answer"):
            continue
        u = SUIT_INDEX[action.words[0]] if action.words else -1
        if kind != "answer" and x != seat:
            out.append((k, x, kind, u, not no_m1 >> x & 1, 15 & ~declared))
        if kind == "ask":
            ok = world.asks[asks][2]
            asks += 1
            if ok:  # HP-24: after M3 neither partner marries his own, after M2 the asker
                no_m1 |= (1 << x) | (1 << (x ^ 2)) if u >= 0 else 1 << x
            if not ok or u < 0:
                continue  # nothing declared, or an M2 whose suit the answer names
        declared |= 1 << u
    return out


def _likely(world: HuutopussiState, d: Declaration) -> bool:
    """Whether the rules of thumb make declaration ``d`` with the hand then held (HP-23)."""
    k, x, kind, u, own, free = d
    hand = world.hands[x]
    for s, action in world.log[k + 1 :]:
        if s == x and action.kind == "play":
            hand |= 1 << INDEX[action.cards[0]]
    marriages = [v for v in range(4) if free >> v & 1 and hand & MARRIAGE[v] == MARRIAGE[v]]
    value = world.rules.marriage
    if kind == "marry":
        return all(value[v] <= value[u] for v in marriages)
    if world.rules.erlangen and u >= 0 and not hand & MARRIAGE[u]:
        return False  # no bluff
    return not (own and marriages)


def public_calls(world: HuutopussiState, seat: int) -> list[Call]:
    """What every other seat's auction calls and contract say of its estimate (HP-11, HP-13,
    HP-17); the same in every world of one view (all of it is public)."""
    rules = world.rules
    calls: list[Call] = []
    bid, bidder = 0, -1
    for s, action in world.log:
        kind = action.kind
        if kind not in ("bid", "pass"):
            break
        free = s != seat and not world.banned >> s & 1
        shift = PARTNER_SHARE if world.players == 4 and bidder == s ^ 2 else 0.0
        if kind == "bid":
            b = int(action.words[0])
            if free and (bid or rules.erlangen or b > MIN_BID):  # HP-11: the opener must bid
                calls.append((s, bid_threshold(rules, b) + shift, math.inf, False))
            bid, bidder = b, s
        elif free:
            next_bid = bid + STEP if bid else rules.min_bid
            calls.append((s, -math.inf, bid_threshold(rules, next_bid) + shift, False))
    d = world.declarer
    if d >= 0 and d != seat and world.final_bid < MAX_BID:
        calls.extend(_contract_call(world, d))
    return calls


def _contract_call(world: HuutopussiState, d: int) -> list[Call]:
    """What the declarer's contract says of his hand at the contract decision (HP-17)."""
    named = next((a for s, a in world.log if a.kind == "contract"), None)
    if named is None:
        return []
    rules, b, c = world.rules, world.final_bid, int(named.words[0])
    lo = contract_threshold(rules, b, c) if c > b else -math.inf
    hi = contract_threshold(rules, b, c + STEP) if c < MAX_BID else math.inf
    return [(d, lo, hi, True)]


def contract_hand(world: HuutopussiState) -> int:
    """The declarer's hand at the contract decision: as dealt with the partner's cards or the
    devil's pack, less what he returned or discarded unless the contract came first
    (HP-15..HP-17)."""
    hand = world.dealt[world.declarer] | world.given | world.devil
    if not world.rules.contract_first:
        hand &= ~(world.returned | world.discarded)
    return hand


def bid_threshold(rules: Rules, bid: int) -> float:
    """The least estimate at which the rules of thumb bid ``bid`` (``worth``)."""
    key = (rules.pagat, rules.players, rules.erlangen, bid)
    found = _BID_AT.get(key)
    if found is None:
        found = _BID_AT[key] = _least(lambda e: worth(rules, e, bid))
    return found


def contract_threshold(rules: Rules, bid: int, contract: int) -> float:
    """The least ``contract_basis`` at which the rules of thumb name ``contract`` or more
    after the final bid ``bid`` (``contract_choice``)."""
    key = (rules.pagat, rules.players, rules.erlangen, bid, contract)
    found = _CONTRACT_AT.get(key)
    if found is None:
        found = _CONTRACT_AT[key] = _least(lambda e: contract_choice(rules, bid, e) >= contract)
    return found


def _least(holds: Callable[[float], bool]) -> float:
    """The least estimate for which ``holds`` (rising with the estimate), by bisection."""
    if holds(LOW):
        return -math.inf
    if not holds(HIGH):
        return math.inf
    lo, hi = LOW, HIGH
    while hi - lo > 0.25:
        mid = (lo + hi) / 2
        if holds(mid):
            hi = mid
        else:
            lo = mid
    return hi


def _spread(rules: Rules, at_contract: bool) -> float:
    """``SPREAD`` of the value model's residual spread in the units a call is read in: the
    estimate's for the auction (``VALUE_FIT``: sd / slope), ``contract_basis`` for the
    contract (``CONTRACT_FIT``)."""
    if at_contract:
        return SPREAD * CONTRACT_FIT[(rules.pagat, rules.players)][1]
    _, b, sd = VALUE_FIT[(rules.pagat, rules.players)]
    return SPREAD * sd / b


def _phi(x: float) -> float:
    """The standard normal distribution function."""
    return 0.5 * math.erfc(-x / math.sqrt(2))
