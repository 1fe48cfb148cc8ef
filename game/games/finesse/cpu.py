"""A rule-based Finesse player (finesse.md).

The first lead fixes trumps (FN-14), so it comes from the hand's strongest suit, weighed
against the trumps that suit would leave on the team's own table (FN-20) and helped by
those it would leave on the opponents'. An Ace led first keeps its suit as trumps when
the hand is long in it, else the deal goes no-trump (FN-14a). Later leads take sure
winners, first from the partner's table (FN-10 b: the trick is the partner's and a table
trump no longer costs 3 points), then from the hand. Followers win as cheaply as they can
and leave a trick to the partner who holds it; a team with its 10 tricks (FN-19: the
peak) stops taking tricks. Replenishing (FN-16) moves the cheapest card that costs
nothing on the table: no trump, and at no-trump no K, Q or J. A card is sure when the
opponents still to play most likely cannot beat it, judged from the unseen cards and the
suits each has shown it lacks (FN-13).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Hashable, Sequence
from functools import cached_property

from ai.agent import Observation
from ai.chance import holds_any
from ai.explain import TrickSense, trick_reason
from ai.knowledge import GameAI, Grades
from ai.memory import EASY_MEMORY, Memory
from ai.playout import NOISE, best_of, follow
from ai.slips import EASY_NOISE, slipped
from game.games.finesse.cards import ACTIONS, PLAYING, REPLENISHING
from game.games.finesse.resample import public_facts
from game.games.finesse.state import FinesseState
from game.games.finesse.worlds import finesse_world
from game.rules import Action, Card, State, View, parse_card
from game.rules.cards import SUITS, deck_64
from game.rules.message import Message

DECK_COUNTS = Counter((c.suit, c.rank) for c in deck_64())
"""How many cards of each notation the pack holds (FN-2: two of every K, Q, J)."""
SURE_RISK = 0.25
"""The chance of being beaten up to which a card counts as sure (``Facts.sure``). Against
the rules that counted only a card nothing unseen could beat, 3,000 duplicate deals, seed 7:
0.1: +0.80, 0.25: +1.13 [+0.97, +1.30], 0.4: +1.06 points a deal."""
PEAK = 10
"""FN-19: the trick count that scores most."""
COURT = (11, 12, 13)


class FinesseAgent:
    """Rules of thumb for Finesse. ``noise`` (0..1): now and then a card is the next one up or
    down of the suit chosen (ai/slips.py); ``memory``, if given, forgets older plays
    (ai/memory.py; the easy level)."""

    def __init__(self, noise: float = 0.0, memory: Memory | None = None) -> None:
        self.noise = noise
        self.memory = memory
        self.name = "finesse-rules" if noise == 0 and memory is None else "finesse-rules-human"

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        legal = obs.legal_actions()
        if len(legal) == 1:
            return legal[0]
        view = obs.view()
        kind = legal[0].kind
        f = Facts(view, None if self.memory is None else (self.memory, rng))
        if kind == "trump":
            return _trump(f, legal)
        if kind == "replenish":
            return min(legal, key=lambda a: (f.costs(a.cards[0]), a.cards[0].rank))
        return slipped(_play(f, legal), legal, self.noise, rng)


class Facts:
    """What one seat knows of a Finesse deal, read from its view."""

    def __init__(self, view: View, memory: tuple[Memory, random.Random] | None = None) -> None:
        """``memory``: a forgetful player's memory and its random source (None: every
        card played is remembered)."""
        self.seat = view.seat
        self.partner = (view.seat + 2) % 4
        self.hand = [c for c in view.hands[view.seat] if c is not None]
        self.tables = [[c for c in view.piles.get(f"table{s}", ()) if c is not None] for s in range(4)]
        word = view.info.get("trump")
        self.trump: str | None = None if word is None else ("" if word == "none" else word)
        """The trump suit, '' at no-trump, None before the first lead."""
        self.team_tricks = view.info["team_tricks"][view.seat % 2]
        self.trick = [(s, cs[0]) for s, cs in view.trick]
        seen = Counter((c.suit, c.rank) for c in self.hand)
        for t in self.tables:
            seen.update((c.suit, c.rank) for c in t)
        plays = [parse_card(text.split()[-1]) for _, text in view.history if text.startswith("play ")]
        if memory is not None:
            plays = memory[0].remembered(plays, len(view.trick), view.players, memory[1])
        seen.update((c.suit, c.rank) for c in plays)
        self.unseen = DECK_COUNTS - seen
        """Cards (suit, rank) other hands may hold."""
        self.hidden = [sum(1 for c in h if c is None) for h in view.hands]
        self._view, self._proofs = view, memory is None
        played = {x for x, _ in self.trick}
        self.against = [s for s in ((self.seat + 1) % 4, (self.seat + 3) % 4) if s not in played]
        """The opponents still to play to this trick (both when leading)."""
        self._free: dict[int, tuple[int, dict[str | None, list[tuple[int, int]]]]] = {}
        """Per opponent, ``_free_cards`` (filled as asked)."""

    @cached_property
    def voids(self) -> list[set[str]]:
        """The suits each seat has shown it lacks (FN-13; none for a forgetful player), read
        from the log when a card's chance is first asked: the trump and replenishing
        decisions never ask."""
        if not self._proofs:
            return [set() for _ in range(4)]
        voids = public_facts([(s, ACTIONS[t]) for s, t in self._view.history])[1]
        return [{u for i, u in enumerate(SUITS) if v >> i & 1} for v in voids]

    def costs(self, c: Card) -> bool:
        """Whether ``c`` costs 3 points lying on the team's table at the end (FN-20)."""
        if self.trump == "":
            return c.rank in COURT
        return c.suit == self.trump

    def is_trump(self, c: Card) -> bool:
        return bool(self.trump) and c.suit == self.trump

    def sure(self, c: Card, risk: float = SURE_RISK) -> bool:
        """The opponents still to play beat ``c`` (led, or winning the trick now) with a
        chance of at most ``risk`` (0: they cannot): a higher card of its suit, or void in the
        suit led a trump (FN-13, FN-15; an equal card played later never beats it), every
        unseen card equally likely wherever the shown voids allow it."""
        led = self.trick[0][1].suit if self.trick else c.suit
        keep = 1.0
        for s in self.against:
            keep *= 1.0 - self._beat_chance(s, c, led)
        return 1.0 - keep <= risk

    def _beat_chance(self, s: int, c: Card, led: str | None) -> float:
        """The chance that seat ``s`` beats ``c`` in a trick led in suit ``led``."""
        size, by_suit = self._free.get(s) or self._free.setdefault(s, self._free_cards(s))
        n = self.hidden[s]
        beat = holds_any(sum(m for r, m in by_suit.get(c.suit, ()) if r > c.rank), n, size)
        if not self.trump or self.is_trump(c) or c.suit != led:
            return beat
        void = 1.0 - holds_any(sum(m for _, m in by_suit.get(led, ())), n, size)
        trumps = sum(m for _, m in by_suit.get(self.trump, ()))
        return beat + (1.0 - beat) * void * holds_any(trumps, n, size)

    def _free_cards(self, s: int) -> tuple[int, dict[str | None, list[tuple[int, int]]]]:
        """How many unseen cards seat ``s`` may hold (outside its shown voids), and by suit
        their (rank, count)."""
        by_suit: dict[str | None, list[tuple[int, int]]] = {}
        for (u, r), m in self.unseen.items():
            if u not in self.voids[s]:
                by_suit.setdefault(u, []).append((r, m))
        return sum(m for cards in by_suit.values() for _, m in cards), by_suit

    def beats(self, c: Card, best: Card) -> bool:
        """FN-15: ``c`` played after ``best`` takes the trick from it."""
        if c.suit == best.suit:
            return c.rank > best.rank
        return self.is_trump(c)

    def cheap(self, c: Card) -> tuple[bool, int]:
        return self.is_trump(c), c.rank


def _suit_value(f: Facts, s: str) -> float:
    """How good trumps ``s`` would be for this seat's team, seen from its hand and the tables."""
    mine = [c for c in f.hand if c.suit == s]
    value = len(mine) + sum(0.5 for c in mine if c.rank >= 13)
    team = sum(1 for t in (f.tables[f.seat], f.tables[f.partner]) for c in t if c.suit == s)
    opponents = sum(1 for o in (1, 3) for c in f.tables[(f.seat + o) % 4] if c.suit == s)
    return value - 0.8 * team + 0.5 * opponents


def _trump(f: Facts, legal: Sequence[Action]) -> Action:
    """FN-14a: keep the Ace's suit with four of it in hand, else play no-trump."""
    suit = next(a for a in legal if a.words[0] != "none")
    held = sum(1 for c in f.hand if c.suit == suit.words[0])
    if held >= 4 or _suit_value(f, suit.words[0]) >= 4:
        return suit
    return next(a for a in legal if a.words[0] == "none")


def _play(f: Facts, legal: Sequence[Action]) -> Action:
    if not f.trick:
        return _lead(f, legal)
    cards = {a.cards[0]: a for a in legal}
    best_seat, best = f.trick[0]
    for s, c in f.trick[1:]:
        if f.beats(c, best):
            best_seat, best = s, c
    winning = [c for c in cards if f.beats(c, best)]
    losing = [c for c in cards if c not in winning]
    lowest = min(cards, key=f.cheap)
    if f.team_tricks >= PEAK:  # FN-19: an 11th trick costs 10 points
        return cards[max(losing, key=lambda c: c.rank) if losing else lowest]
    last = len(f.trick) == 3
    partner_has_it = best_seat == f.partner
    if partner_has_it and (last or f.sure(best)):
        return cards[lowest]
    if not winning:
        return cards[lowest]
    if last:
        return cards[min(winning, key=f.cheap)]
    safe = [c for c in winning if f.sure(c)]
    if safe:
        return cards[min(safe, key=f.cheap)]
    if partner_has_it:
        return cards[lowest]
    return cards[max(winning, key=f.cheap)]


def _lead(f: Facts, legal: Sequence[Action]) -> Action:
    hand = [a for a in legal if not a.words]
    table = [a for a in legal if a.words]
    if f.trump is None:  # FN-14: this card fixes trumps
        suit = max(
            (s for s in SUITS if any(a.cards[0].suit == s for a in hand)), key=lambda s: _suit_value(f, s)
        )
        return max((a for a in hand if a.cards[0].suit == suit), key=lambda a: a.cards[0].rank)
    if f.team_tricks >= PEAK:
        return min(hand or table, key=lambda a: f.cheap(a.cards[0]))
    # A sure winner from the partner's table: the trick is his, and a table trump is spent.
    sure_table = [a for a in table if f.sure(a.cards[0])]
    if sure_table:
        return max(sure_table, key=lambda a: (f.costs(a.cards[0]), a.cards[0].rank))
    sure_hand = [a for a in hand if f.sure(a.cards[0])]
    if sure_hand:
        return max(sure_hand, key=lambda a: (not f.is_trump(a.cards[0]), a.cards[0].rank))
    aces = [a for a in hand if a.cards[0].rank == 14 and not f.is_trump(a.cards[0])]
    if aces:
        return aces[0]
    return min(hand or table, key=lambda a: f.cheap(a.cards[0]))


PARTNER_TABLE = Message("gives partner the trick from his table")
STAYS_AT_PEAK = Message("keeps the team at ten tricks")
KEEPS_TRUMPS = Message("keeps the long suit as trumps")
NO_TRUMP = Message("plays without trumps: the hand is short in the suit")
COSTS_NOTHING = Message("puts down a card that costs nothing on the table")
COSTS_POINTS = Message("puts down a card that costs 3 points on the table")


def explain(obs: Observation, action: Action) -> Message | None:
    """The rules of thumb's phrase for ``action`` (ai/explain.py): trumps after an Ace led
    first (FN-14a), replenishing (FN-16, FN-20), a card in the trick (FN-15), the peak of
    ten tricks (FN-19) and a sure winner led from the partner's table (FN-10 b)."""
    f = Facts(obs.view())
    if action.kind == "trump":
        suit = next(a.words[0] for a in obs.legal_actions() if a.words[0] != "none")
        long = sum(1 for c in f.hand if c.suit == suit) >= 4
        if long == (action.words[0] != "none"):
            return KEEPS_TRUMPS if long else NO_TRUMP
        return None
    if action.kind == "replenish":
        return COSTS_POINTS if f.costs(action.cards[0]) else COSTS_NOTHING
    if action.kind != "play":
        return None
    card = action.cards[0]
    legal = obs.legal_actions()
    if f.team_tricks >= PEAK and (not f.trick or not f.beats(card, _best(f))):
        return STAYS_AT_PEAK
    if action.words and not f.trick and f.sure(card):
        return PARTNER_TABLE
    return trick_reason(_sense(f, legal), card)


def _best(f: Facts) -> Card:
    best = f.trick[0][1]
    for _, c in f.trick[1:]:
        if f.beats(c, best):
            best = c
    return best


def _sense(f: Facts, legal: Sequence[Action]) -> TrickSense:
    """The trick as the rules of thumb read it (FN-15; partners opposite)."""
    return TrickSense(
        cards=[a.cards[0] for a in legal if a.kind == "play"],
        trick=f.trick,
        players=4,
        partners=frozenset({f.partner}),
        beats=f.beats,
        is_trump=f.is_trump,
        sure=lambda c: f.sure(c, 0.0),  # the coach says "sure" only of a certain winner
        cheap=f.cheap,
        unseen_trumps=sum(n for (s, _), n in f.unseen.items() if f.trump and s == f.trump),
    )


def searched(obs: Observation, legal: Sequence[Action]) -> bool:
    """The search takes every decision at the higher levels, as before this module existed."""
    return True


GRADES = Grades(1.0, 2.0, 4.0)
"""Expected-score losses graded ?!, ?, ?? (ai/analysis.py): a team's deal is worth about 0 to
14 points (FN-19, FN-20), so a blunder is about a trick and a table trump given away."""


def position_key(state: State) -> Hashable | None:
    """The exact solver's transposition-table key between tricks (ai/solver.py): the cards
    left in each hand and on each table (FN-10 b, FN-16; the table cards left at the end
    also score, FN-20), the phase (a lead, or replenishing FN-16), the seat to move,
    trumps, the tricks played, and each team's tricks so far (FN-19); the last
    trick's winner only while he waits to lead after a replenish (FN-9). Twin cards (FN-2)
    are told apart, so a position reached with the other copy is a different key. Positions
    within a trick are not stored (their trick starts from the same lead)."""
    if not isinstance(state, FinesseState) or state.trick:
        return None
    tricks = state.tricks
    return (
        state.phase,
        state.to_move,
        *map(tuple, state.hands),
        *map(tuple, state.tables),
        state.trump,
        state.done,
        tricks[0] + tricks[2],
        tricks[1] + tricks[3],
        state.last_winner if state.phase == REPLENISHING else -1,
    )


def playout(state: State, legal: list[Action], rand: Callable[[], float]) -> Action:
    """The search's playout policy (ai/playout.py): followers play by ``follow`` (partners
    opposite, FN-15), an owner replenishes his table with his lowest plain card (FN-16,
    FN-20: trumps left on the table cost 3 each); leads, the Ace's trump choice and a share
    ``NOISE`` of the decisions are random."""
    assert isinstance(state, FinesseState)
    trick, trump = state.trick, state.trump
    if rand() < NOISE or not (state.phase == REPLENISHING or state.phase == PLAYING and trick):
        return legal[int(rand() * len(legal))]
    if state.phase == REPLENISHING:
        return min(legal, key=lambda a: (a.cards[0].suit_index == trump, a.cards[0].rank))
    led = trick[0].suit_index

    def strength(c: Card) -> int:
        s = c.suit_index
        return c.rank + (100 if s == trump else 0 if s == led else -100)

    best, at = best_of(trick, strength)
    partner_holds = (state.leader + at - state.to_move) % 2 == 0  # type: ignore[operator]
    return follow(legal, strength, best, partner_holds)


# no PIMC endgame (ai/levels.py)
CPU = GameAI(
    heuristic=FinesseAgent,
    easy=lambda: FinesseAgent(EASY_NOISE, memory=EASY_MEMORY),
    searched=searched,
    determinize=finesse_world,
    grades=GRADES,
    explain=explain,
    position_key=position_key,
    playout=playout,
)
