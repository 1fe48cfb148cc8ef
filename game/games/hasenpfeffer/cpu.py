"""A rule-based Hasenpfeffer player (hasenpfeffer.md).

Bidding: the hand's tricks are counted for its best trump suit (Joker, bowers, top trumps,
side aces), a trick from the partner is added, and the player bids one more than the high
bid when the count reaches it (HF-9); over the partner's bid it bids only when its own
hand alone is worth the higher contract. The declarer names the suit it counted highest
(HF-16). Card play: the declaring side draws trumps, everybody leads sure winners and side
aces, wins tricks as cheaply as it can, leaves a trick to the partner who holds it, and
throws its lowest card otherwise. A card is sure when the opponents still to play most
likely cannot beat it, judged from the unseen cards and the suits each has shown it lacks
(the view's ``voids``, HF-18).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

from ai.agent import Observation
from ai.chance import holds_any
from ai.explain import TrickSense, choice_reason, rules_choice, trick_reason
from ai.knowledge import GameAI, Grades, Weighing
from ai.memory import EASY_MEMORY, Memory
from ai.playout import NOISE, best_of, follow
from ai.slips import EASY_NOISE, slipped
from game.games.hasenpfeffer.cards import DECK, NO_TRUMP, PLAY, TABLES
from game.games.hasenpfeffer.state import HasenpfefferState
from game.rules import Action, Card, State, View, parse_card
from game.rules.cards import JOKER, SUITS
from game.rules.message import Message

PARTNER_TRICKS = 0.6
"""Tricks a partner is counted on for before it has shown anything (duplicate self-play:
0.6 to 0.7 beat 1.0 by about 0.09 points a deal, 1.5 and 2.0 lost clearly)."""
SURE_RISK = 0.25
"""The chance of being beaten up to which a card counts as sure (``_Plays.sure``). Against
the rules that counted only a card nothing unseen could beat, 3,000 duplicate deals, seed 7:
0.1: +0.056, 0.25: +0.074 [+0.054, +0.093], 0.4: +0.059 points a deal (ParlettNoBowers
+0.042, MultiRoundBidding +0.066, NoTrumpDeclaration +0.074 at 0.25)."""
TRUMP_VALUE = {"joker": 1.0, "right": 0.95, "left": 0.85, 14: 0.75, 13: 0.55, 12: 0.45, 10: 0.35, 9: 0.3}
"""Share of a trick each trump is counted as (HF-3); more trumps add length below."""


class Table:
    """A card's effective suit and strength for one trump choice (HF-3, HF-5, HF-17)."""

    def __init__(self, bowers: bool, trump: int) -> None:
        self.trump = trump
        self.eff, self.power = TABLES[(bowers, trump)]

    def suit(self, c: Card) -> int:
        return self.eff[c.id]

    def is_trump(self, c: Card) -> bool:
        return self.eff[c.id] == self.trump

    def key(self, c: Card) -> int:
        """Strength within the card's effective suit; trumps above every plain card."""
        return self.power[c.id] if self.eff[c.id] == self.trump else c.rank

    def cheap(self, c: Card) -> tuple[bool, int]:
        """Order from the card cheapest to give away to the dearest."""
        return self.is_trump(c), self.key(c)


def _bowers(obs: Observation) -> bool:
    opts = obs.config.options
    return not (opts["ParlettNoBowers"] or opts["HubertPhillips"])


def hand_tricks(hand: Sequence[Card], trump: int, bowers: bool) -> float:
    """Tricks the hand alone is expected to take with ``trump`` (a suit index)."""
    t = Table(bowers, trump)
    total = 0.0
    trumps = [c for c in hand if t.is_trump(c)]
    for c in trumps:
        if c is JOKER:
            total += TRUMP_VALUE["joker"]
        elif bowers and c.rank == 11:
            total += TRUMP_VALUE["right" if c.suit_index == trump else "left"]
        else:
            total += TRUMP_VALUE.get(c.rank, 0.3)
    total += max(0, len(trumps) - 2) * 0.3  # long trumps outlast the opponents'
    for c in hand:
        if not t.is_trump(c) and c.rank == 14:
            total += 0.7
        elif not t.is_trump(c) and c.rank == 13:
            short = sum(1 for d in hand if t.suit(d) == t.suit(c)) >= 2
            total += 0.3 if short else 0.1
    return total


def best_suit(hand: Sequence[Card], bowers: bool) -> tuple[int, float]:
    """The trump suit the hand counts most tricks with, and that count."""
    return max(((s, hand_tricks(hand, s, bowers)) for s in range(4)), key=lambda p: (p[1], p[0]))


class HasenpfefferAgent:
    """Rules of thumb for Hasenpfeffer. ``noise`` (0..1) blurs its judgement: bids wobble and
    now and then a card is the next one up or down of the suit chosen (ai/slips.py);
    ``memory``, if given, forgets older plays (ai/memory.py; the easy level)."""

    def __init__(self, noise: float = 0.0, memory: Memory | None = None) -> None:
        self.noise = noise
        self.memory = memory
        self.name = "hasenpfeffer-rules" if noise == 0 and memory is None else "hasenpfeffer-rules-human"

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        legal = obs.legal_actions()
        if len(legal) == 1:
            return legal[0]
        view = obs.view()
        hand = [c for c in view.hands[obs.seat] if c is not None]
        bowers = _bowers(obs)
        kinds = {a.kind for a in legal}
        if "bid" in kinds:
            return self._bid(view, hand, bowers, legal, rng)
        if "trump" in kinds:
            suit = SUITS[best_suit(hand, bowers)[0]]
            return next(a for a in legal if a.kind == "trump" and a.words[0] == suit)
        if "suit" in kinds:  # the Joker led at no-trump: name the longest suit held
            counts = {s: sum(1 for c in hand if c.suit == s) for s in SUITS}
            return next(a for a in legal if a.words[0] == max(SUITS, key=lambda s: counts[s]))
        if "play" in kinds:
            memory = None if self.memory is None else (self.memory, rng)
            action = _play(view, hand, bowers, legal, _played(view, memory), memory is None)
            return slipped(action, legal, self.noise, rng)
        return rng.choice(legal)

    def _bid(
        self, view: View, hand: list[Card], bowers: bool, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        own = best_suit(hand, bowers)[1]
        if self.noise:
            own += rng.uniform(-1.0, 1.0) * self.noise
        high = view.info.get("bid") or 0
        partner = (view.seat + 2) % 4
        partner_high = high and view.info.get("bidder") == partner
        team = own if partner_high else own + PARTNER_TRICKS
        if team >= high + 1:
            bids = [a for a in legal if a.kind == "bid" and int(a.words[0]) <= team]
            if bids:
                return min(bids, key=lambda a: int(a.words[0]))  # the cheapest bid that is enough
        return next(a for a in legal if a.kind == "pass")


def _played(view: View, memory: tuple[Memory, random.Random] | None = None) -> set[Card]:
    """The cards played so far; ``memory``: a forgetful player's memory and its random
    source (None: every card played is remembered)."""
    plays = [parse_card(text.split()[1]) for _, text in view.history if text.startswith("play ")]
    if memory is None:
        return set(plays)
    return set(memory[0].remembered(plays, len(view.trick), view.players, memory[1]))


def _play(
    view: View, hand: list[Card], bowers: bool, legal: Sequence[Action], played: set[Card], proofs: bool
) -> Action:
    trump_word = view.info.get("trump")
    trump = NO_TRUMP if trump_word in (None, "none") else SUITS.index(trump_word)
    t = Table(bowers, trump)
    unseen = [c for c in DECK if c not in played and c not in hand]
    p = _Plays(t, [a.cards[0] for a in legal], {a.cards[0]: a for a in legal}, unseen, *_places(view, proofs))
    card = _lead(p, view) if not view.trick else _follow(p, view)
    return p.by_card[card]


def _places(view: View, proofs: bool) -> tuple[dict[int, int], dict[int, frozenset[int]], tuple[int, ...]]:
    """``_Plays``' hidden cards per seat, the voids each has shown (none without ``proofs``:
    a forgetful player's) and the opponents still to play."""
    hidden = {s: sum(1 for c in h if c is None) for s, h in enumerate(view.hands)}
    shown = view.info.get("voids") if proofs else None
    voids = {s: frozenset(SUITS.index(u) for u in v) for s, v in enumerate(shown or ())}
    opponents: tuple[int, ...] = ((view.seat + 1) % 4, (view.seat + 3) % 4)
    if view.trick:
        played = {s for s, _ in view.trick}
        opponents = tuple(s for s in opponents if s not in played)
    return hidden, voids, opponents


@dataclass
class _Plays:
    """The cards one may play now, what is still unseen, and where it may be: per seat its
    hidden cards and the unseen cards outside the suits it has shown it lacks (HF-18).
    ``against``: the opponents who may still beat a card now (both when leading)."""

    t: Table
    cards: list[Card]
    by_card: dict[Card, Action]
    unseen: list[Card]
    hidden: dict[int, int]
    voids: dict[int, frozenset[int]]
    against: tuple[int, ...]

    def __post_init__(self) -> None:
        self.unseen_trumps = any(self.t.is_trump(u) for u in self.unseen)
        suit, unseen = self.t.suit, self.unseen
        self._free = {s: [u for u in unseen if suit(u) not in self.voids.get(s, ())] for s in self.against}
        """Per opponent still to play, the unseen cards outside its shown voids."""

    def sure(self, c: Card, risk: float = SURE_RISK, led: int | None = None) -> bool:
        """The opponents still to play beat ``c`` with a chance of at most ``risk`` (0: they
        cannot): a stronger card of its effective suit, or void in the suit ``led`` (default:
        ``c``'s) a trump (HF-18, HF-19), every unseen card equally likely wherever the
        shown voids allow it."""
        t = self.t
        led = t.suit(c) if led is None else led
        keep = 1.0
        for s in self.against:
            keep *= 1.0 - self._beat_chance(s, c, led)
        return 1.0 - keep <= risk

    def _beat_chance(self, s: int, c: Card, led: int) -> float:
        """The chance that seat ``s`` beats ``c`` in a trick led in effective suit ``led``."""
        t, n, free = self.t, self.hidden.get(s, 0), self._free[s]
        beat = holds_any(sum(1 for u in free if t.suit(u) == t.suit(c) and t.key(u) > t.key(c)), n, len(free))
        if t.is_trump(c) or t.suit(c) != led:
            return beat
        void = 1.0 - holds_any(sum(1 for u in free if t.suit(u) == led), n, len(free))
        return beat + (1.0 - beat) * void * holds_any(sum(1 for u in free if t.is_trump(u)), n, len(free))

    def cheapest(self, cards: Sequence[Card] | None = None) -> Card:
        return min(cards or self.cards, key=self.t.cheap)


def _lead(p: _Plays, view: View) -> Card:
    """Trumps drawn by the declarer, then sure winners, then an ace, then the cheapest."""
    t, cards = p.t, p.cards
    trumps = sorted((c for c in cards if t.is_trump(c)), key=t.key, reverse=True)
    if view.seat == view.info.get("declarer") and trumps and p.unseen_trumps:
        return trumps[0]  # draw trumps, top first
    winners = [c for c in cards if p.sure(c)]
    if winners:
        return max(winners, key=lambda c: (not t.is_trump(c), t.key(c)))
    side = [c for c in cards if not t.is_trump(c)]
    aces = [c for c in side if c.rank == 14]
    if aces:
        return aces[0]
    return p.cheapest(side)


def _follow(p: _Plays, view: View) -> Card:
    """Leave the trick to a partner who has it; else take it as cheaply as is safe."""
    t, cards = p.t, p.cards
    led_word = view.info.get("led")  # the named suit when the Joker led at no-trump
    led = SUITS.index(led_word) if led_word else t.suit(view.trick[0][1][0])
    best_seat, best = view.trick[0][0], view.trick[0][1][0]
    for s, (c,) in view.trick[1:]:
        if _beats(t, c, best, led):
            best_seat, best = s, c
    last = len(view.trick) == 3
    partner = (view.seat + 2) % 4
    if best_seat == partner and (last or p.sure(best, led=led)):
        return p.cheapest()  # the partner has it
    winning = [c for c in cards if _beats(t, c, best, led)]
    if not winning:
        return p.cheapest()
    if last:
        return p.cheapest(winning)
    safe = [c for c in winning if p.sure(c, led=led)]
    if safe:
        return p.cheapest(safe)
    if best_seat == partner:
        return p.cheapest()
    return max(winning, key=t.cheap)


def _beats(t: Table, c: Card, best: Card, led: int) -> bool:
    """Whether ``c`` beats ``best`` in a trick led in effective suit ``led`` (HF-19)."""
    if t.is_trump(c):
        return not t.is_trump(best) or t.key(c) > t.key(best)
    return not t.is_trump(best) and t.suit(c) == led and t.key(c) > t.key(best)


NAMES_BEST_SUIT = Message("names the suit the hand counts most tricks in")


def explain(obs: Observation, action: Action) -> Message | None:
    """The rules of thumb's phrase for ``action`` (ai/explain.py): a bid against the hand's
    count of tricks (HF-9), the trump suit counted highest (HF-16), a card in the trick."""
    view = obs.view()
    legal = obs.legal_actions()
    hand = [c for c in view.hands[obs.seat] if c is not None]
    if any(a.kind == "bid" for a in legal):
        return choice_reason(action, rules_choice(obs, HasenpfefferAgent), _level)
    if action.kind == "trump":
        return NAMES_BEST_SUIT if action.words[0] == SUITS[best_suit(hand, _bowers(obs))[0]] else None
    if action.kind == "play":
        return trick_reason(_sense(view, hand, _bowers(obs), legal), action.cards[0])
    return None


def _level(a: Action) -> float:
    return int(a.words[0])


def _sense(view: View, hand: list[Card], bowers: bool, legal: Sequence[Action]) -> TrickSense:
    """The trick as the rules of thumb read it (HF-18, HF-19; partners opposite)."""
    trump_word = view.info.get("trump")
    t = Table(bowers, NO_TRUMP if trump_word in (None, "none") else SUITS.index(trump_word))
    unseen = [c for c in DECK if c not in _played(view) and c not in hand]
    cards = [a.cards[0] for a in legal if a.kind == "play"]
    p = _Plays(t, cards, {}, unseen, *_places(view, True))
    led_word = view.info.get("led")
    led = SUITS.index(led_word) if led_word else (t.suit(view.trick[0][1][0]) if view.trick else 0)
    return TrickSense(
        cards=cards,
        trick=[(s, cs[0]) for s, cs in view.trick],
        players=4,
        partners=frozenset({(view.seat + 2) % 4}),
        beats=lambda c, best: _beats(t, c, best, led),
        is_trump=t.is_trump,
        sure=lambda c: p.sure(c, 0.0, led),  # the coach says "sure" only of a certain winner
        cheap=t.cheap,
        unseen_trumps=sum(1 for u in unseen if t.is_trump(u)),
    )


def searched(obs: Observation, legal: Sequence[Action]) -> bool:
    """The search takes every decision at the higher levels, the auction only at the
    cheater's (``weighed``)."""
    return True


def weighed(obs: Observation, legal: Sequence[Action]) -> bool:
    """The auction (HF-9) is weighed by Monte Carlo at hard, not searched: its search plays
    the auction on at random in worlds the bids did not shape and passed too often."""
    return legal[0].kind in ("bid", "pass")


def candidates(obs: Observation, legal: Sequence[Action]) -> list[Action]:
    """What hard weighs against the rules of thumb's bid (HF-9): passing and every bid."""
    return [a for a in legal if a.kind in ("bid", "pass")]


WEIGHING = Weighing({"hard": 48}, width=7, z=1.0)
"""Hard weighs pass and every bid in 48 worlds and takes a gain one standard error clear."""

GRADES = Grades(0.5, 1.0, 2.0)
"""Expected-score losses graded ?!, ?, ?? (ai/analysis.py): a contract made or set swings the
teams' difference by about 7 points, so a blunder costs it a chance in four."""


def position_key(state: State) -> Hashable | None:
    """The exact solver's transposition-table key at a lead (ai/solver.py): the cards left in
    each hand, the seat to lead, trumps (HF-16), and what the score still depends on: the
    declarer, his contract and his team's tricks so far (HF-21 .. HF-23; the opponents'
    follow from the tricks played). Positions within a trick are not stored: a trick
    reached by two lines starts from the same lead, and hashing every card played cost
    more time than it saved (measurements/solver_reach.py)."""
    if not isinstance(state, HasenpfefferState) or state.phase != PLAY or state.trick:
        return None
    team = state.declarer % 2
    return (
        state.to_move,
        *map(tuple, state.hands),
        state.trump,
        state.declarer,
        state.contract,
        state.tricks[team] + state.tricks[team + 2],
    )


def playout(state: State, legal: list[Action], rand: Callable[[], float]) -> Action:
    """The search's playout policy (ai/playout.py): the declaring side leads its highest
    trump and the other its highest plain card, followers play by ``follow`` (partners
    opposite, HF-19); the auction, trumps and a share ``NOISE`` of the plays are random."""
    assert isinstance(state, HasenpfefferState)
    if state.phase != PLAY or rand() < NOISE:
        return legal[int(rand() * len(legal))]
    eff, power, trump, led = state.eff, state.power, state.trump, state.led
    trick = state.trick
    if not trick:
        return _playout_lead(state, legal)

    def strength(c: Card) -> int:
        e = eff[c.id]
        return power[c.id] if e == trump else (c.rank if e == led else c.rank - 100)

    best, win = best_of(trick, strength)
    return follow(legal, strength, best, len(trick) - win == 2)


def _playout_lead(state: HasenpfefferState, legal: list[Action]) -> Action:
    """The declaring side leads its highest trump, the other side its highest plain card."""
    t = Table(state.bowers, state.trump)

    def key(a: Action) -> int:
        return t.key(a.cards[0])

    attack = (state.to_move - state.declarer) % 2 == 0  # type: ignore[operator]
    if not attack:
        plain = [a for a in legal if not t.is_trump(a.cards[0])]
        if plain:
            return max(plain, key=key)
    return max(legal, key=key)


CPU = GameAI(
    heuristic=HasenpfefferAgent,
    easy=lambda: HasenpfefferAgent(EASY_NOISE, memory=EASY_MEMORY),
    normal=HasenpfefferAgent,
    searched=searched,
    weighed=weighed,
    candidates=candidates,
    weighing=WEIGHING,
    endgame_tricks=3,
    grades=GRADES,
    explain=explain,
    position_key=position_key,
    playout=playout,
)
