"""A rule-based Skitgubbe player (skitgubbe.md).

Phase 1 (SG-7..SG-18) decides what each player must shed in phase 2: his won pile joins
his hand (SG-20). Every card of the pile is weighed by ``pile_value``; duplicate self-play
found every card a burden, even an ace (PIVOT above 14), so the player avoids winning
tricks. A play is scored by the trick it would win (its cards, the junk the later
players and the sluffers add) times the chance of winning it, against the relief of
giving its cards to whoever wins instead: low pairs and triples leave the hand when they
cannot win. Sluffs (SG-13) put cards into the others' tricks, none into one's own.

Phase 2 (SG-22..SG-31) is shedding: a lead or a beat is the play with the lowest first
card, lengthened into a run where the hand allows (each play counts as one, SG-27), side
suits before trumps (SG-25). A single low side card is picked up (SG-26) rather than
beaten with a trump queen or better while the hand is long. Under ForcedPickup, picking up
a single side card rather than trumping it when more plays lie below (the next players
must take them) lost by 0.023 ± 0.009 losses a deal (4 players, 1500 duplicate deals), so
the rules of thumb are the same there. Under ExposedTrumpIndicator, counting a known
trump 3, 6 or 10 ranks higher in phase 1 made no measurable difference (3 players, 600
duplicate deals each: −0.004 ± 0.023, −0.003 ± 0.027, −0.006 ± 0.031), so it is not done.
Under AntiTrumps, making leads of the suit no trump beats cheaper (a rank counts 1/12)
lost (3 players, 600 duplicate deals: by 0.042 ± 0.022 losses a deal at 0.3, by 0.100 ±
0.026 at 1.0); making them dearer changed nothing measurable (−0.003 ± 0.021 at 0.3), so
the legal plays (SG-25 with the option) are weighed as usual.
A play made twice already is replaced by a random one: cards can circle for ever (SG-29).

Under TurnedUpTrumpMas (phase 1 of two-card tricks, must beat or pick up, SG-M2..M4) the
leader never collects; a lead or a beat is the lowest card, trumps last. Duplicate deals
with one seat changed (3 players, 600): leading the card least likely to be beaten, with
a trump counted 0.5 dearer, lost to it by 0.110 ± 0.046 losses a deal; a trump counted
1.0, 2.0 or 5.0 dearer was better than 0.5 (by 0.070 ± 0.046, 0.068 ± 0.036 each). Random
phase-1 play loses to these rules by 0.088 ± 0.039 (3 players, 1000 deals) and 0.060 ±
0.047 (4 players, 600); never laying three trumps aside made no difference (−0.002 ±
0.012), so they are laid aside, as the rule intends.

The search (normal, hard) takes only phase-2 positions of up to 40 cards in all
(``SEARCH_CARDS``), and plays its longer playouts by the phase-2 rules (``playout``); its
rewards count the skitgubbe's loss as bad whatever the scoring (``Preset.score_sign``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ai.agent import Observation
from ai.explain import rules_choice
from ai.knowledge import GameAI, Grades
from ai.memory import EASY_MEMORY, Memory
from ai.playout import NOISE
from ai.slips import EASY_NOISE, slipped
from game.rules import Action, Card, State, View, parse_card
from game.rules.cards import ALL_CARDS
from game.rules.message import Message

from .cards import PICKUP, RANK, SUIT
from .options import Rules
from .phase2 import PLAY2
from .state import SkitgubbeState

DECK = ALL_CARDS[:52]
PIVOT = 18.0
"""Rank at which a card in the phase-2 hand would stop being a burden (``pile_value`` 0).
Duplicate self-play, 1000 deals of 3 players: 18 beat 10 by 0.04 ± 0.02 losses a deal;
14 and 24 were no better."""
JUNK_RANK = 5
"""Rank assumed for each later play to a trick one may win, and for the others' sluffs
into it: they shed low cards into it (SG-13)."""
SLUFFS = 1.0
"""Cards each other player is assumed to sluff into a trick one wins (SG-13)."""
TRUMP_COST = 6.0
"""Phase-2 cost of spending a trump instead of a side card."""
SHED = 0.1
"""Phase-2 worth of each card a play sheds, against 1/12 for each rank its first card
is higher (self-play: 0.3 beat 1.0 by 0.07 losses a deal, 0.1 beat 0.3 by 0.02, 0 lost
by 0.3)."""
PICKUP_HAND = 8
"""Hand size from which a single low pick-up beats spending a trump of rank Q or better."""
MASTER_CARDS = 10
"""Cards held in all from which a phase-2 lead is the cheapest one nobody else can beat
(``masters``), not the cheapest. Rules against the rules before, 1000 duplicate deals,
losses a deal saved: 3 players from 10 cards +0.040 [0.028, 0.051] (seed 7), +0.049 [0.036,
0.061] (seed 8); from 7 +0.043, 13 +0.034, 20 +0.003, every lead -0.009 (seed 7); from 10
cards with 2 players +0.190 [0.164, 0.216], 4 players +0.029 [0.020, 0.038], 5 players
+0.023 [0.016, 0.030] (seed 7). The search takes these leads at the higher levels."""


PLAYED = frozenset({"play", "sluff", "chance"})
"""Phase-1 actions whose texts name cards that went face up to a trick (a taken chance
names the card it turned up, TakeAChance)."""


def pile_value(rank: int) -> float:
    """What a card of ``rank`` is worth in one's phase-2 hand (SG-20): above PIVOT it
    helps to beat, below it is one more card to shed."""
    return (rank - PIVOT) / 12.0


class SkitgubbeAgent:
    """Rules of thumb for Skitgubbe. ``noise`` (0..1): with probability noise/2 a card played
    is the next one up or down of the suit chosen (ai/slips.py); ``memory``, if given,
    forgets cards played to older rounds of phase 1 (ai/memory.py; the easy level), so it
    misjudges which higher cards are still out."""

    def __init__(self, noise: float = 0.0, memory: Memory | None = None) -> None:
        self.noise = noise
        self.memory = memory
        self.name = "skitgubbe-rules" if noise == 0 and memory is None else "skitgubbe-rules-human"

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        legal = obs.legal_actions()
        if len(legal) == 1:
            return legal[0]
        return slipped(self._rules(obs, legal, rng), legal, self.noise, rng)

    def _rules(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        """The rules' own choice, by phase."""
        view = obs.view()
        if view.phase == "sluff":
            return _sluff(view, legal)
        if view.phase == "collect":
            return _collect(view, legal, None if self.memory is None else (self.memory, rng))
        if view.phase == "mas":
            return mas_play(view, legal)
        action = phase2_play(view, legal, Rules.of(obs.config))
        if _repeating(view, action):
            return rng.choice(legal)
        return action


# --- phase 1 ----------------------------------------------------------------------------


def _unseen(view: View, memory: tuple[Memory, random.Random] | None = None) -> list[Card]:
    """Cards this seat has not seen (others' hands, the stock, the set-aside card); with a
    ``memory`` and its random source, also the played cards it has forgotten."""
    seen = {c for c in view.hands[view.seat] if c is not None}
    for s in range(view.players):
        seen.update(c for c in view.hands[s] if c is not None)
    for cards in view.piles.values():
        seen.update(c for c in cards if c is not None)
    for _, cards in view.trick:
        seen.update(cards)
    if memory is not None:
        seen -= _forgotten(view, *memory)
    return [c for c in DECK if c not in seen]


def _forgotten(view: View, memory: Memory, rng: random.Random) -> set[Card]:
    """The cards played or sluffed in phase 1 (SG-8, SG-13) that ``memory`` no longer holds;
    a card in sight in a hand is not forgotten."""
    played: list[Card] = []
    for _, text in view.history:
        kind, *names = text.split()
        if kind in PLAYED:
            played += map(parse_card, names)
    on_table = sum(len(cards) for _, cards in view.trick)
    kept = set(memory.remembered(played, on_table, view.players, rng))
    in_sight = {c for hand in view.hands for c in hand if c is not None}
    return set(played) - kept - in_sight


def _collect(
    view: View, legal: Sequence[Action], memory: tuple[Memory, random.Random] | None = None
) -> Action:
    """SG-8..SG-11: score each play by the trick it may win and the cards it gives away
    (``memory``: a forgetful player's, see ``_unseen``)."""
    seat = view.seat
    rnd: list[int] = view.info["round"]
    idx = rnd.index(seat)
    this_round = view.trick[len(view.trick) - idx :] if idx else ()
    best = max((cards[0].rank for _, cards in this_round), default=0)
    after = len(rnd) - idx - 1
    so_far = sum(pile_value(c.rank) for _, cards in view.trick for c in cards)
    unseen = _unseen(view, memory)
    share = 1.0 / max(1, view.players - 1)
    rest = so_far + (after + SLUFFS * (view.players - 1)) * pile_value(JUNK_RANK)

    def score(rank: int, count: int) -> float:
        mine = count * pile_value(rank)
        if rank < best:
            return -mine * share  # lost: the cards feed the winner's pile
        higher = sum(1 for c in unseen if c.rank >= rank) / max(1, len(unseen))
        p_win = (1.0 - higher) ** (3 * after)
        if rank == best:
            p_win *= 0.5  # a bout (SG-11)
        return p_win * (rest + mine) - (1.0 - p_win) * mine * share

    def action_score(a: Action) -> float:
        if a.kind == "chance":  # TakeAChance: an unseen card, played blind
            return sum(score(c.rank, 1) for c in unseen) / max(1, len(unseen)) if unseen else -9.0
        return score(a.cards[0].rank, len(a.cards))

    return max(legal, key=lambda a: (action_score(a), -len(a.cards), a.text))


def _sluff(view: View, legal: Sequence[Action]) -> Action:
    """SG-13: burdens into another's trick, cards worth keeping (none while PIVOT is above
    the ace) into one's own."""
    mine = view.info["winner"] == view.seat
    want = {c for a in legal for c in a.cards if (pile_value(c.rank) > 0) == mine and pile_value(c.rank) != 0}
    for a in legal:
        if set(a.cards) == want:
            return a
    return next(a for a in legal if a.kind == "pass")


# --- TurnedUpTrumpMas's phase 1 -----------------------------------------------------------


def mas_play(view: View, legal: Sequence[Action]) -> Action:
    """SG-M2..M6: the 2 of trumps is swapped for the turned card (a higher trump) and three
    trumps are laid aside for phase 2; a lead or a beat is the lowest card, trumps last."""
    kinds = {a.kind: a for a in legal}
    for kind in ("exchange", "aside"):
        if kind in kinds:
            return kinds[kind]
    trump: str = view.info["trump"]
    return min(legal, key=lambda a: (a.cards[0].suit == trump, a.cards[0].rank, a.text))


# --- phase 2 ----------------------------------------------------------------------------


def play_cost(rank: int, trump: bool, cards: int) -> float:
    """A phase-2 lead's or beat's cost, cheaper is better: spending high cards and trumps
    costs, shedding many pays (``rank``: its first card's; ``cards``: how many it sheds)."""
    return (rank - 2) / 12.0 + (TRUMP_COST if trump else 0.0) - SHED * cards


def phase2_play(view: View, legal: Sequence[Action], rules: Rules | None = None) -> Action:
    """SG-23..SG-26: lead or beat as cheaply as possible, or pick up (``rules``: the deal's
    options; None: the default rules)."""
    trump: str = view.info["trump"]
    hand = [c for c in view.hands[view.seat] if c is not None]
    plays = [a for a in legal if a.kind == "play"]

    def order(a: Action) -> tuple[float, str]:
        return play_cost(a.cards[0].rank, a.cards[0].suit == trump, len(a.cards)), a.text

    if not plays:
        return legal[0]
    best = min(plays, key=order)
    if not view.trick:
        return min(masters(view, plays), key=order, default=best)
    pickup = next(a for a in legal if a.kind == "pickup")
    lo = best.cards[0]
    taken = pickup_cards(view, rules)
    if lo.suit == trump and lo.rank >= 12 and len(taken) == 1 and len(hand) >= PICKUP_HAND:
        if taken[0].rank <= 9 and taken[0].suit != trump:
            return pickup
    return best


def masters(view: View, plays: Sequence[Action]) -> list[Action]:
    """The leads among ``plays`` that no card in another player's hand can beat (SG-25),
    once the players hold at most ``MASTER_CARDS`` cards in all: the next player must pick
    such a lead up (SG-26). None earlier."""
    if sum(len(h) for h in view.hands) > MASTER_CARDS:
        return []
    trump = view.info["trump"]
    held = set(_unseen(view))
    for s, hand in enumerate(view.hands):
        if s != view.seat:
            held.update(c for c in hand if c is not None)
    any_trump = any(c.suit == trump for c in held)

    def beaten(play: Action) -> bool:
        top, suit = max(c.rank for c in play.cards), play.cards[0].suit
        return any(c.suit == suit and c.rank > top for c in held) or (suit != trump and any_trump)

    return [a for a in plays if not beaten(a)]


def _repeating(view: View, action: Action) -> bool:
    """Whether this seat already made the same play twice: cards can circle for ever in
    phase 2 (each lead picked up by the next player, SG-29), so a repeat is broken at
    random."""
    mine = (view.seat, action.text)
    return sum(1 for entry in view.history if entry == mine) >= 2


def pickup_cards(view: View, rules: Rules | None = None) -> list[Card]:
    """The cards a pick-up would take now (SG-26: the top play and the plays below that
    continue it; PickUpFromBottom: the bottom play and those above; PickUpTopLayOnly and
    SinglesOnly: that play alone)."""
    table = [cards for _, cards in view.trick]
    bottom = rules is not None and rules.bottom
    if bottom:
        table.reverse()
    first = table.pop()
    taken = list(first)
    end = first[-1] if bottom else first[0]
    step = 1 if bottom else -1
    while table and not (rules is not None and rules.top_only):
        nxt = table[-1]
        near = nxt[0] if bottom else nxt[-1]
        if near.suit != end.suit or near.rank != end.rank + step:
            break
        taken += nxt
        end = nxt[-1] if bottom else nxt[0]
        table.pop()
    return taken


# --- search -----------------------------------------------------------------------------


SEARCH_CARDS = 40
"""The search takes phase-2 decisions once the players hold at most this many cards in
all; longer phase-2 positions stay with the rules of thumb. With random playouts, hard
against these rules (noise 0), 0.8 s a move: 20 cards won by 0.20 a deal (3 players, 20
deals; 0.13 with 4, 0.14 with 6, 0.15 with 2), 12 and 8 cards by 0.10; searching all of
phase 2 lost to the easy level with 2 players (0.1 s a move). With the playout policy
(``playout``) 40 cards beat 20 with random playouts by 0.087 [0.044, 0.131] losses a deal,
where 40 with random playouts gained 0.025 [-0.024, 0.074] (hard against hard, 3 players,
the same 200 duplicate deals, 1000 iterations a move; measurements/playout-28.jsonl)."""


def searched(obs: Observation, legal: Sequence[Action]) -> bool:
    """Phase 1 (collecting, sluffing) and long phase-2 positions stay with the rules of
    thumb: random playouts from them are long and judge them poorly (searching phase 1
    too lost to the easy level, 0.15 a deal over 10 deals of 3 players)."""
    view = obs.view()
    return view.info["phase"] == 2 and sum(len(h) for h in view.hands) <= SEARCH_CARDS


STAYS_UNDER = Message("stays under the round's highest card and wins nothing")
MAY_WIN = Message("may win the trick, and every card won must be shed later")
SHEDS_RUN = Message("sheds a run: it counts as one play")
BEATS_CHEAPLY = Message("beats as cheaply as it can")
SPENDS_TRUMP = Message("spends a trump though a side card beats")
PICKS_UP_LOW = Message("picks up a low card rather than spend a high trump")
PICKS_UP = Message("picks up though it could beat")
LEADS_LOW = Message("leads the lowest card")
LEADS_MASTER = Message("leads a card nobody can beat: the next player must pick it up")


def explain(obs: Observation, action: Action) -> Message | None:
    """The rules of thumb's phrase for ``action`` (ai/explain.py): in phase 1 whether the
    play may win the round (SG-10: every card won is shed in phase 2, SG-20); in phase 2
    runs (SG-27), cheap beats (SG-25), leads nobody can beat and pick-ups (SG-26)."""
    view = obs.view()
    if view.phase == "collect" and action.kind == "play":
        rnd: list[int] = view.info["round"]
        idx = rnd.index(view.seat)
        best = max((cs[0].rank for _, cs in (view.trick[len(view.trick) - idx :] if idx else ())), default=0)
        return STAYS_UNDER if action.cards[0].rank < best else MAY_WIN
    if view.phase in ("collect", "sluff") or action.kind not in ("play", "pickup"):
        return None
    return _phase2(obs, view, action)


def _phase2(obs: Observation, view: View, action: Action) -> Message | None:
    chosen = rules_choice(obs, SkitgubbeAgent)
    if action.kind == "pickup":
        return PICKS_UP_LOW if chosen == action else PICKS_UP
    if len(action.cards) > 1:
        return SHEDS_RUN
    trump = view.info["trump"]
    side = [a for a in obs.legal_actions() if a.kind == "play" and a.cards[0].suit != trump]
    if action.cards[0].suit == trump and side and view.trick:
        return SPENDS_TRUMP
    if action != chosen:
        return None
    if view.trick:
        return BEATS_CHEAPLY
    return LEADS_MASTER if masters(view, [action]) else LEADS_LOW


GRADES = Grades(0.1, 0.2, 0.4)
"""Expected-score losses graded ?!, ?, ?? (ai/analysis.py): losing the deal (+1) costs a seat
about 1.3 in the search's reward, so a blunder makes losing about a third likelier."""


POLICY_CARDS = 20
"""Playouts play at random once the players hold at most this many cards. Hard against
hard with random playouts, 3 players, the same 200 duplicate deals, 1000 iterations a move,
losses a deal (measurements/playout-28.jsonl): the policy down to the last card lost by
0.060 [0.024, 0.096] with the search from 20 cards and gained 0.040 [-0.005, 0.085] from 40;
the policy above 20 cards alone gained 0.087 [0.044, 0.131] from 40. Near the end a
nearly greedy playout sends every world down the same few lines, and random play judges
the short positions better."""


def playout(state: State, legal: list[Action], rand: Callable[[], float]) -> Action:
    """The search's playout policy (ai/playout.py): in phase 2, while the players hold more
    than ``POLICY_CARDS`` cards, the cheapest lead or beat by ``play_cost`` (SG-23,
    SG-25), or a pick-up of a single low side card rather than a trump queen or better while
    the hand is long (SG-26); phase 1, shorter positions and a share ``NOISE`` of the plays
    are random."""
    assert isinstance(state, SkitgubbeState)
    if state.phase != PLAY2 or sum(len(h) for h in state.hands) <= POLICY_CARDS or rand() < NOISE:
        return legal[int(rand() * len(legal))]
    trump = state.trump
    plays = [a for a in legal if a is not PICKUP]
    if not plays:
        return legal[0]
    best = min(plays, key=lambda a: play_cost(a.cards[0].rank, a.cards[0].suit_index == trump, len(a.cards)))
    return PICKUP if state.table and _dear_beat(state, best.cards[0]) else best


def _dear_beat(state: SkitgubbeState, lo: Card) -> bool:
    """Whether beating with ``lo`` spends a trump queen or better on a single low side card
    while the hand is long (``phase2_play``'s pick-up rule, on the top play alone)."""
    trump, top = state.trump, state.table[-1][1]
    if lo.suit_index != trump or lo.rank < 12 or len(top) != 1:
        return False
    return SUIT[top[0]] != trump and RANK[top[0]] <= 9 and len(state.hands[state.to_move or 0]) >= PICKUP_HAND


CPU = GameAI(
    heuristic=SkitgubbeAgent,
    easy=lambda: SkitgubbeAgent(EASY_NOISE, memory=EASY_MEMORY),
    searched=searched,
    grades=GRADES,
    explain=explain,
    playout=playout,
)
