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

The opponents' cards given up also set floors under their hands (``read_floors``): a
player who lets an opponent's card hold the trick had nothing to beat it (a ceiling,
FN-15); a losing card is the lowest of the suit led, or, void, the cheapest of the hand
(FN-13); a card put on the table is the cheapest that costs nothing there (FN-16, FN-20).
So the rules of thumb play, as most people do; the search's losing cards follow no such
rule (``KEEP``). The opponents are read as the rules of thumb; the partner's plays are not
read, since a CPU player's partner is mostly a CPU player too (always in the arena). Each
world keeps each floor with the chance ``KEEP`` and deals no card a kept floor bans into
that hand; when the floors kept contradict one another, it draws them again.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass

from ai.agent import Observation
from game.rules import Action, State
from game.rules.cards import Card

from .cards import ACE, PLAYERS
from .cards import NO_TRUMP as NO_TRUMP_DEAL
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
REDRAWS = 4
"""Draws at most of the floors a world keeps, until no two kept floors contradict each
other (``Hidden.can_deal``); failing that the world keeps none."""
KEEP = {"follow": 0.5, "discard": 0.8, "replenish": 0.98, "ceiling": 0.8}
"""The chance that a world keeps a floor (``Floor``), by its kind: 1 less the likelihood
ratio of a hand holding a card it bans to one holding none, fitted by
``measurements/fit_floors.py`` on easy (500 deals, seed 2: 0.47, 0.82, 0.98 and 0.73; the
ceiling's 0.8 is from a first fit on 60 deals). Against hard at 400 iterations (60 deals,
seed 4) only the ceiling holds (0.38), which is why the partner's plays are not read."""
PEAK = 10
"""FN-19: a team at ten tricks throws its highest losers, so its plays say nothing."""
COURT = (11, 12, 13)


def finesse_world(obs: Observation, rng: random.Random) -> State:
    """A world for the search at ``obs``: a resample weighed by the first lead, whose
    hidden hands keep the floors that the cards given up so far set."""
    hidden = obs.memo("finesse-hidden", lambda: Hidden(obs.view()))
    lead, floors = obs.memo("finesse-reading", lambda: (first_lead(hidden), read_floors(hidden)))
    for _ in range(REDRAWS):
        banned: dict[Hashable, set[int]] = {}
        for f in floors:
            if rng.random() < KEEP[f.kind]:
                banned.setdefault(f.seat, set()).update(f.banned)
        if hidden.can_deal(banned):
            return _weighed(obs, hidden, lead, banned, rng)
    return _weighed(obs, hidden, lead, {}, rng)


def _weighed(
    obs: Observation,
    hidden: Hidden,
    lead: tuple[int, int, tuple[float, ...]] | None,
    banned: dict[Hashable, set[int]],
    rng: random.Random,
) -> State:
    """A world dealt under ``banned``, kept by the first lead's likelihood.

    Raises:
        ResampleError: no deal keeps the bans.
    """
    if lead is None:
        return hidden.world(obs.config, hidden.deal(rng, banned))
    leader, suit, likelihood = lead
    known = sum(1 for c in hidden.from_hand[leader] if c.suit_index == suit)
    best: dict[Hashable, list[Card]] = {}
    best_weight = -1.0
    for _ in range(TRIES):
        dealt = hidden.deal(rng, banned)
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


@dataclass(frozen=True)
class Floor:
    """What a card given up says: ``seat`` held none of the cards ``banned`` (ids of
    hidden cards) then, so cannot hold them now, unless it erred (``KEEP``)."""

    kind: str
    """Why: "follow" (the lowest of the suit led, FN-13), "discard" (the cheapest of the
    hand, void in the suit led), "replenish" (the cheapest card that costs nothing on the
    table, FN-16, FN-20), "ceiling" (no card to take the trick from an opponent, FN-15)."""
    seat: int
    banned: frozenset[int]
    at: int
    """The index in the history of the card given up."""


def read_floors(hidden: Hidden) -> list[Floor]:
    """The floors of the opponents' cards given up so far: a losing card played to a trick
    (not by a team at its ten tricks), to a trick an opponent held also a ceiling, and a
    card put on the table, each when the seat gave up no card it rules out later."""
    out = []
    gone: list[list[tuple[int, Card]]] = [[] for _ in range(PLAYERS)]
    for i, (s, a) in enumerate(hidden.actions):
        if a.kind != "trump" and not a.words:
            gone[s].append((i, a.cards[0]))
    for i, seat, kind, ruled_out in _given_up(hidden.actions):
        if (seat - hidden.seat) % 2 == 0 or any(j > i and ruled_out(c) for j, c in gone[seat]):
            continue
        banned = frozenset(c.id for c in hidden.pool if ruled_out(c))
        if banned:
            out.append(Floor(kind, seat, banned, i))
    return out


def _given_up(actions: list[tuple[int, Action]]) -> Iterator[tuple[int, int, str, Callable[[Card], bool]]]:
    """(index, seat, kind, the cards it rules out) of each losing play and each replenish."""
    trump = -1
    trick: list[tuple[int, Card]] = []
    team = [0, 0]
    for i, (s, a) in enumerate(actions):
        if a.kind == "trump":  # FN-14a
            trump = NO_TRUMP_DEAL if a.words[0] == "none" else trick[0][1].suit_index
        elif a.kind == "replenish":
            yield i, s, "replenish", _cheaper(a.cards[0], "replenish", trump)
        elif not trick:
            card = a.cards[0]
            trick.append(((s + 2) % PLAYERS if a.words else s, card))  # FN-12
            ace = card.rank == ACE and i + 1 < len(actions) and actions[i + 1][1].kind == "trump"
            if trump < 0 and not ace:  # FN-14
                trump = card.suit_index
        else:
            card = a.cards[0]
            holder, best = _winner(trick, trump)
            if not _beats(card, best, trump) and team[s % 2] < PEAK:
                kind = "follow" if card.suit_index == trick[0][1].suit_index else "discard"
                yield i, s, kind, _cheaper(card, kind, trump)
                if (holder - s) % 2:
                    yield i, s, "ceiling", _winners(best, trick[0][1].suit_index, kind == "follow", trump)
            trick.append((s, card))
            if len(trick) == PLAYERS:
                team[_winner(trick, trump)[0] % 2] += 1
                trick = []


def _winners(best: Card, led: int, followed: bool, trump: int) -> Callable[[Card], bool]:
    """The cards that would have taken the trick from ``best`` (FN-15) for a seat that
    followed the suit ``led`` (none once it was trumped), or could not."""
    if followed:
        return lambda c: c.suit_index == led == best.suit_index and c.rank > best.rank
    return lambda c: _beats(c, best, trump)


def _winner(trick: list[tuple[int, Card]], trump: int) -> tuple[int, Card]:
    """FN-15: the seat and card that hold the trick so far."""
    best = trick[0]
    for seat_card in trick[1:]:
        if _beats(seat_card[1], best[1], trump):
            best = seat_card
    return best


def _beats(card: Card, best: Card, trump: int) -> bool:
    """FN-15: ``card`` played after ``best`` takes the trick from it."""
    if card.suit_index == best.suit_index:
        return card.rank > best.rank
    return card.suit_index == trump


def _cheaper(card: Card, kind: str, trump: int) -> Callable[[Card], bool]:
    """The cards the seat would have given up before ``card`` (see ``Floor.kind``)."""
    if kind == "follow":
        return lambda c: c.suit_index == card.suit_index and c.rank < card.rank

    def costs(c: Card) -> bool:
        if kind == "discard":
            return c.suit_index == trump
        return c.rank in COURT if trump == NO_TRUMP_DEAL else c.suit_index == trump

    mine = (costs(card), card.rank)
    return lambda c: (costs(c), c.rank) < mine
