"""Hasenpfeffer: four players in partnerships, 25 cards with a Joker, one round of bidding.

The rules are hasenpfeffer.md (HF-1 … HF-25) with its named options.
Cards in play are ``Card`` singletons; per-trump lookup tables indexed by ``card.id`` give
each card's effective suit (HF-17) and its trump power (HF-3), so the hot paths compare
small ints only.

Actions: ``pass``, ``bid <1-6>``, ``trump <c|d|h|s>``, ``trump none`` (NoTrumpDeclaration),
``play <card>``, and ``suit <c|d|h|s>``: the suit a Joker led at no-trump calls for (the
NoTrumpDeclaration house rule below; not yet in DESIGN.md's notation table).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from game.rules.actions import PASS, Action
from game.rules.cards import (
    ALL_CARDS,
    JOKER,
    SUIT_NAMES,
    SUITS,
    Card,
    deck_euchre_joker,
    parse_card,
    sort_cards,
)
from game.rules.errors import LayoutError, NotationError
from game.rules.registry import GameConfig, Option, Preset, Ruleset
from game.rules.resampling import Slot, deal_hidden
from game.rules.state import Outcome, State, View, known_then_hidden

PLAYERS = 4
HAND = 6
TRICKS = 6
FORCED_BID = 3  # HF-11
SEAT_NAMES = ("South", "West", "North", "East")
TEAM_NAMES = ("North-South", "East-West")  # team = seat % 2 (HF-1)
SUIT_WORDS = tuple(SUIT_NAMES[s] for s in SUITS)

DECK: tuple[Card, ...] = tuple(deck_euchre_joker())  # HF-2
DECK_IDS = frozenset(c.id for c in DECK)
TABLE_SIZE = max(DECK_IDS) + 1

NO_TRUMP = 4
"""Trump index of a no-trump game; there it is also the Joker's effective suit."""
JOKER_BIT = 1 << NO_TRUMP
"""Void mark: the seat cannot hold the Joker (it failed to follow at no-trump)."""

BIDDING, TRUMP, CALL, PLAY, OVER = range(5)
PHASE_NAMES = ("bidding", "trump", "joker", "play", "over")

RIGHT, LEFT, JOKER_POWER = 120, 119, 130
"""Trump powers above every other trump (100 + rank): HF-3."""


def _tables(bowers: bool, trump: int) -> tuple[list[int], list[int]]:
    """Effective suit (HF-17) and trump power (HF-3) of every card for one trump choice.

    The power matters only for cards whose effective suit is the trump suit; at no-trump
    that is the Joker alone (NoTrumpDeclaration house rule below).
    """
    eff = [-1] * TABLE_SIZE
    power = [0] * TABLE_SIZE
    for c in DECK:
        if c is JOKER:
            eff[c.id], power[c.id] = trump, JOKER_POWER  # HF-3, HF-4: the Joker is a trump
            continue
        s = c.suit_index
        eff[c.id], power[c.id] = s, 100 + c.rank
        if bowers and trump != NO_TRUMP and c.rank == 11:
            if s == trump:
                power[c.id] = RIGHT
            elif s == 3 - trump:  # c<->s, d<->h: the other suit of the same colour (HF-6)
                eff[c.id], power[c.id] = trump, LEFT  # HF-4: the left bower is a trump
    return eff, power


TABLES = {(b, t): _tables(b, t) for b in (True, False) for t in range(5)}

PLAY_ACTION: list[Action] = [Action("play", (), (c,)) for c in ALL_CARDS[:TABLE_SIZE]]  # by card.id
BIDS = {k: Action("bid", (str(k),)) for k in range(1, TRICKS + 1)}
BID_VALUE = {a: k for k, a in BIDS.items()}
BID_LEGAL = [(PASS, *(BIDS[k] for k in range(high + 1, TRICKS + 1))) for high in range(TRICKS)]
TRUMP_ACTIONS = {Action("trump", (s,)): i for i, s in enumerate(SUITS)}
TRUMP_NONE = Action("trump", ("none",))
CALLS = {Action("suit", (s,)): i for i, s in enumerate(SUITS)}
SUIT_TRUMPS = tuple(TRUMP_ACTIONS)
ALL_TRUMPS = (*SUIT_TRUMPS, TRUMP_NONE)
CALL_ACTIONS = tuple(CALLS)


def deal_points(
    contract: int, declarer_tricks: int, *, phillips: bool, opponents_score: bool
) -> tuple[int, int]:
    """(declaring team, opponents) score changes for one deal (HF-21 … HF-23)."""
    if declarer_tricks >= contract:
        declarers = declarer_tricks  # HF-21: all tricks taken, not just the bid
    elif phillips:
        declarers = declarer_tricks - contract  # HubertPhillips: only the missing tricks
    else:
        declarers = -contract
    opponents = TRICKS - declarer_tricks if opponents_score and not phillips else 0
    return declarers, opponents


class HasenpfefferState(State):
    """One deal of Hasenpfeffer (see the module docstring)."""

    __slots__ = (
        "bowers",
        "no_trump_ok",
        "multi",
        "dealt",
        "widow",
        "hands",
        "phase",
        "high",
        "high_bidder",
        "passed",
        "declarer",
        "contract",
        "forced",
        "trump",
        "eff",
        "power",
        "leader",
        "trick",
        "led",
        "won",
        "tricks",
        "done",
        "voids",
    )

    def __init__(self, config: GameConfig, dealer: int, dealt: list[list[Card]], widow: Card) -> None:
        opts = config.options
        self.config = config
        self.dealer = dealer
        self.players = PLAYERS
        self.bowers = not (opts["ParlettNoBowers"] or opts["HubertPhillips"])
        self.no_trump_ok = bool(opts["NoTrumpDeclaration"])
        self.multi = bool(opts["MultiRoundBidding"])
        self.dealt = dealt  # hands as dealt, for the record; never changed
        self.widow = widow  # HF-8: face down, never used
        self.hands = [sort_cards(h) for h in dealt]
        self.history = []
        self.phase = BIDDING
        self.to_move = (dealer + 1) % PLAYERS  # HF-9: bidding starts left of the dealer
        self.high = 0
        self.high_bidder = -1
        self.passed = 0  # bit per seat
        self.declarer = -1
        self.contract = 0
        self.forced = False
        self.trump = -1
        self.eff, self.power = TABLES[(self.bowers, NO_TRUMP)]
        self.leader = -1
        self.trick: list[Card] = []
        self.led = -1
        self.won: list[list[Card]] = [[] for _ in range(PLAYERS)]
        self.tricks = [0] * PLAYERS
        self.done = 0
        self.voids = [0] * PLAYERS  # bit per effective suit the seat showed it lacks

    # --- moves ---------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == PLAY:
            hand = self.hands[self.to_move]
            if self.trick:  # the same test as _following, inlined for speed
                led, eff = self.led, self.eff
                follow = [PLAY_ACTION[c.id] for c in hand if (e := eff[c.id]) == led or e == NO_TRUMP]
                if follow:
                    return follow
            return [PLAY_ACTION[c.id] for c in hand]  # HF-18: void, any card
        if phase == BIDDING:
            return list(BID_LEGAL[self.high])
        if phase == TRUMP:
            return list(ALL_TRUMPS if self.no_trump_ok else SUIT_TRUMPS)
        if phase == CALL:
            return list(CALL_ACTIONS)
        return []

    def _following(self, hand: list[Card]) -> list[Card]:
        """The cards of ``hand`` that follow the effective suit led (HF-17, HF-18).

        House rule (NoTrumpDeclaration): at no-trump the Joker counts as a card of the suit
        led, so it may always follow and must be played by a holder with no other card
        of that suit.
        """
        led, eff = self.led, self.eff
        return [c for c in hand if (e := eff[c.id]) == led or e == NO_TRUMP]

    def _apply(self, action: Action) -> None:
        seat = self.to_move
        assert seat is not None
        self.history.append((seat, action))
        phase = self.phase
        if phase == PLAY:
            self._play(seat, action.cards[0])
        elif phase == BIDDING:
            self._bid(seat, action)
        elif phase == TRUMP:
            self._name_trump(action)
        else:
            # House rule (NoTrumpDeclaration): the leader of the Joker names the suit led.
            self.led = CALLS[action]
            self.phase = PLAY
            self.to_move = (seat + 1) % PLAYERS

    def _bid(self, seat: int, action: Action) -> None:
        if action is PASS:
            self.passed |= 1 << seat
        else:
            self.high, self.high_bidder = BID_VALUE[action], seat
        if self.high == TRICKS:
            self._end_auction()  # HF-9a: nobody can bid higher, the other turns are skipped
        elif self.multi:
            # MultiRoundBidding: round the table until three have passed after a bid.
            # House rule (MultiRoundBidding): with no bid at all, every player gets a turn
            # (so the all-pass rules HF-11, HF-12 still apply when all four pass).
            passes = self.passed.bit_count()
            if passes == PLAYERS or (self.high and passes == PLAYERS - 1):
                self._end_auction()
            else:
                nxt = (seat + 1) % PLAYERS
                while self.passed >> nxt & 1:
                    nxt = (nxt + 1) % PLAYERS
                self.to_move = nxt
        elif seat == self.dealer:
            self._end_auction()  # HF-9: exactly one turn each, the dealer is last
        else:
            self.to_move = (seat + 1) % PLAYERS

    def _end_auction(self) -> None:
        if self.high:
            self.declarer, self.contract = self.high_bidder, self.high  # HF-10
        else:
            holder = next((s for s in range(PLAYERS) if JOKER in self.hands[s]), -1)
            if holder < 0:  # HF-12: the Joker is the widow, the deal is cancelled
                self.phase, self.to_move = OVER, None
                return
            # HF-11: the Joker's holder must bid 3 - not a decision, applied automatically.
            self.declarer, self.contract, self.forced = holder, FORCED_BID, True
        self.phase, self.to_move = TRUMP, self.declarer

    def _name_trump(self, action: Action) -> None:
        # HF-16: the declarer names trumps, then leads.
        self.trump = NO_TRUMP if action is TRUMP_NONE else TRUMP_ACTIONS[action]
        self.eff, self.power = TABLES[(self.bowers, self.trump)]
        self.phase, self.to_move = PLAY, self.declarer

    def _play(self, seat: int, card: Card) -> None:
        self.hands[seat].remove(card)
        trick = self.trick
        e = self.eff[card.id]
        if not trick:
            trick.append(card)
            self.leader = seat
            if e == NO_TRUMP:
                self.phase = CALL  # the Joker led at no-trump: its holder names the suit next
            else:
                self.led = e
                self.to_move = (seat + 1) % PLAYERS
            return
        led = self.led
        if e != led and e != NO_TRUMP:
            self.voids[seat] |= 1 << led | JOKER_BIT  # failed to follow: void (HF-18)
        trick.append(card)
        if len(trick) < PLAYERS:
            self.to_move = (seat + 1) % PLAYERS
            return
        # HF-19: highest trump, else highest card of the effective suit led.
        trump, eff, power = self.trump, self.eff, self.power
        best, win = -1, 0
        for i, c in enumerate(trick):
            ce = eff[c.id]
            key = power[c.id] if ce == trump else (c.rank if ce == led else -1)
            if key > best:
                best, win = key, i
        winner = (self.leader + win) % PLAYERS
        self.won[winner].extend(trick)
        self.tricks[winner] += 1
        self.trick = []
        self.led = -1
        self.done += 1
        if self.done == TRICKS:  # HF-20
            self.phase, self.to_move = OVER, None
        else:
            self.to_move = winner

    # --- copies and knowledge ------------------------------------------------------------
    def clone(self) -> HasenpfefferState:
        s = object.__new__(HasenpfefferState)
        s.config, s.dealer, s.players, s.to_move = self.config, self.dealer, PLAYERS, self.to_move
        s.bowers, s.no_trump_ok, s.multi = self.bowers, self.no_trump_ok, self.multi
        s.dealt, s.widow = self.dealt, self.widow
        s.hands = [h[:] for h in self.hands]
        s.history = self.history[:]
        s.phase, s.high, s.high_bidder, s.passed = self.phase, self.high, self.high_bidder, self.passed
        s.declarer, s.contract, s.forced = self.declarer, self.contract, self.forced
        s.trump, s.eff, s.power = self.trump, self.eff, self.power
        s.leader, s.trick, s.led = self.leader, self.trick[:], self.led
        s.won = [w[:] for w in self.won]
        s.tricks = self.tricks[:]
        s.done = self.done
        s.voids = self.voids[:]
        return s

    def view(self, seat: int) -> View:
        over = self.phase == OVER
        hands = tuple(
            known_then_hidden(h, True) if s == seat else (None,) * len(h) for s, h in enumerate(self.hands)
        )
        # HF-13: the widow stays face down until the deal ends (or HF-12 reveals it).
        piles = {"widow": (self.widow,) if over else (None,)}
        trick = tuple(((self.leader + i) % PLAYERS, (c,)) for i, c in enumerate(self.trick))
        return View(
            seat=seat,
            players=PLAYERS,
            dealer=self.dealer,
            to_move=self.to_move,
            phase=PHASE_NAMES[self.phase],
            hands=hands,
            piles=piles,
            trick=trick,
            history=tuple((s, a.text) for s, a in self.history),
            info=self._info(),
            legal=tuple(self.legal_actions()) if self.to_move == seat else (),
        )

    def _info(self) -> dict[str, Any]:
        """Public facts for display: auction, contract, trumps, tricks won."""
        trump = None if self.trump < 0 else ("none" if self.trump == NO_TRUMP else SUITS[self.trump])
        return {
            "high_bid": self.high or None,
            "high_bidder": None if self.high_bidder < 0 else self.high_bidder,
            "declarer": None if self.declarer < 0 else self.declarer,
            "contract": self.contract or None,
            "forced": self.forced,
            "trump": trump,
            "led": None if self.led < 0 else SUITS[self.led],
            "tricks": list(self.tricks),
            "team_tricks": [self.tricks[0] + self.tricks[2], self.tricks[1] + self.tricks[3]],
        }

    def resample(self, seat: int, rng: random.Random) -> HasenpfefferState:
        """Redeal what ``seat`` cannot see, keeping every public fact.

        Known: the seat's own hand, every played card (from its player's dealt hand), the
        widow once the deal is over, the forced declarer's Joker (HF-11) until played, and
        voids shown by failing to follow the effective suit (HF-17, HF-18) - so a seat void
        in the printed suit of the left bower may still hold the left bower.
        """
        played: list[list[Card]] = [[] for _ in range(PLAYERS)]
        for s, a in self.history:
            if a.kind == "play":
                played[s].append(a.cards[0])
        over = self.phase == OVER
        seen = set(self.hands[seat])
        for p in played:
            seen.update(p)
        fixed: list[list[Card]] = [[] for _ in range(PLAYERS)]
        if self.forced and self.declarer != seat and JOKER not in seen:
            fixed[self.declarer].append(JOKER)
            seen.add(JOKER)
        if over:
            seen.add(self.widow)
        eff = self.eff
        slots = []
        for s in range(PLAYERS):
            if s != seat:
                void = self.voids[s]
                allows = None if not void else (lambda c, v=void: not v >> eff[c.id] & 1)
                slots.append(Slot(s, len(self.hands[s]) - len(fixed[s]), allows))
        if not over:
            slots.append(Slot("widow", 1))
        dealt = deal_hidden([c for c in DECK if c not in seen], slots, rng)
        r = self.clone()
        r.hands = [
            list(self.hands[s]) if s == seat else sort_cards(fixed[s] + dealt[s]) for s in range(PLAYERS)
        ]
        r.dealt = [sort_cards(r.hands[s] + played[s]) for s in range(PLAYERS)]
        if not over:
            r.widow = dealt["widow"][0]
        return r

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        if self.declarer < 0:
            return Outcome(
                (0,) * PLAYERS,
                f"Everyone passed and the Joker is the widow: {SEAT_NAMES[self.dealer]} deals again",
                {"redeal": True},
                next_dealer=self.dealer,  # HF-14: the same dealer deals again
            )
        opts = self.config.options
        team = self.declarer % 2
        taken = self.tricks[team] + self.tricks[team + 2]
        declarers, opponents = deal_points(
            self.contract,
            taken,
            phillips=opts["HubertPhillips"],
            opponents_score=not opts["OpponentsDontScore"],
        )
        scores = tuple(declarers if s % 2 == team else opponents for s in range(PLAYERS))
        who = SEAT_NAMES[self.declarer]
        bid = f"held the Joker and had to bid {self.contract}" if self.forced else f"bid {self.contract}"
        trumps = "no-trump" if self.trump == NO_TRUMP else SUIT_WORDS[self.trump]
        summary = (
            f"{who} {bid} in {trumps} and took {taken}: "
            f"{TEAM_NAMES[team]} {declarers:+d}, {TEAM_NAMES[1 - team]} {opponents:+d}"
        )
        extra = {
            "declarer": self.declarer,
            "contract": self.contract,
            "forced": self.forced,
            "trump": "none" if self.trump == NO_TRUMP else SUITS[self.trump],
            "declarer_tricks": taken,
            "made": taken >= self.contract,
        }
        return Outcome(scores, summary, extra)

    def layout(self) -> dict[str, list[list[str]] | list[str]]:
        return {"hands": [[c.text for c in h] for h in self.dealt], "widow": [self.widow.text]}

    def locations(self) -> dict[str, list[Card]]:
        loc = {f"hand{s}": sort_cards(h) for s, h in enumerate(self.hands)}
        loc["widow"] = [self.widow]
        loc["trick"] = list(self.trick)
        for s, w in enumerate(self.won):
            loc[f"won{s}"] = list(w)
        return loc

    # --- words for players ---------------------------------------------------------------
    def illegal_reason(self, action: Action) -> str:
        phase, kind = self.phase, action.kind
        if phase == BIDDING:
            if kind == "bid":
                if action not in BID_VALUE:
                    return "A bid is a number of tricks from 1 to 6"
                return f"That bid is not higher than {self.high}"
            return "The bidding comes first: bid 1 to 6 tricks or pass"
        if phase == TRUMP:
            if action is TRUMP_NONE:
                return "No-trump may not be named in this game (option NoTrumpDeclaration)"
            choices = "c, d, h, s or none" if self.no_trump_ok else "c, d, h or s"
            return f"Name trumps first: trump {choices}"
        if phase == CALL:
            return "Name the suit the Joker calls for: suit c, d, h or s"
        if phase == PLAY:
            if kind != "play" or len(action.cards) != 1:
                return "Play one card from your hand"
            card = action.cards[0]
            hand = self.hands[self.to_move] if self.to_move is not None else []
            if card not in hand:
                return f"You do not hold the {card.name}"
            return self._follow_reason(card, hand)
        return ""

    def _follow_reason(self, card: Card, hand: list[Card]) -> str:
        led = self.led
        text = f"You must follow {SUIT_WORDS[led]}"
        follow = self._following(hand)
        eff = self.eff
        if self.trump == NO_TRUMP:
            if follow == [JOKER]:
                return f"{text} — the Joker counts as a card of the suit led"
            return text
        printed = [c for c in follow if c.suit_index == led]
        if led == self.trump and not printed:
            extra = "the left bower" if any(c is not JOKER for c in follow) else "the Joker"
            return f"{text} — {extra} counts as a trump"
        if card.suit_index == led and eff[card.id] != led:
            return f"{text} — the {card.name} is the left bower, a trump"
        if card is JOKER:
            return f"{text} — the Joker is a trump"
        return text


# --- dealing ------------------------------------------------------------------------------
def _deal(rng: random.Random, dealer: int) -> tuple[list[list[Card]], Card]:
    """HF-8: packets of three clockwise from the dealer's left, twice; the last card is the widow."""
    deck = list(DECK)
    rng.shuffle(deck)
    hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
    i = 0
    for _ in range(2):
        for k in range(1, PLAYERS + 1):
            hands[(dealer + k) % PLAYERS].extend(deck[i : i + 3])
            i += 3
    return hands, deck[i]


def _cards(pile: object, size: int, what: str) -> list[Card]:
    if not isinstance(pile, list | tuple) or len(pile) != size:
        raise LayoutError(f"{what} must be a list of {size} card{'s' if size > 1 else ''}")
    try:
        return [parse_card(t) for t in pile]
    except (NotationError, TypeError) as e:
        raise LayoutError(f"{what}: {e}") from None


def _from_layout(layout: Mapping[str, Any]) -> tuple[list[list[Card]], Card]:
    if not isinstance(layout, Mapping):
        raise LayoutError("a Hasenpfeffer layout has 'hands' (4 lists of 6 cards) and 'widow' (1 card)")
    unknown = sorted(set(layout) - {"hands", "widow"})
    if unknown:
        raise LayoutError(f"Hasenpfeffer has no pile {', '.join(map(repr, unknown))} (piles: hands, widow)")
    hands_in = layout.get("hands")
    if not isinstance(hands_in, list | tuple) or len(hands_in) != PLAYERS:
        raise LayoutError("'hands' must be 4 lists of 6 cards")
    hands = [_cards(h, HAND, f"hand {s}") for s, h in enumerate(hands_in)]
    widow = _cards(layout.get("widow"), 1, "'widow'")[0]
    cards = [c for h in hands for c in h] + [widow]
    seen: set[Card] = set()
    for c in cards:
        if c.id not in DECK_IDS:
            raise LayoutError(f"{c} is not in the Hasenpfeffer deck (A K Q J T 9 of each suit and Jo)")
        if c in seen:
            raise LayoutError(f"{c} appears twice in the layout")
        seen.add(c)
    return hands, widow


def new_deal(
    config: GameConfig,
    dealer: int,
    *,
    rng: random.Random | None = None,
    layout: Mapping[str, Any] | None = None,
    totals: Sequence[int] | None = None,
) -> HasenpfefferState:
    """The first state of a deal, dealt from ``rng`` or rebuilt from a record ``layout``."""
    if layout is not None:
        hands, widow = _from_layout(layout)
    else:
        hands, widow = _deal(rng or random.Random(), dealer)
    return HasenpfefferState(config, dealer, hands, widow)


# --- the match ----------------------------------------------------------------------------
def match_end(config: GameConfig, deals_played: int, totals: Sequence[int]) -> bool:
    """HF-24: over once a team has reached the target and the totals differ.

    House rule (HF-25): both teams at or above the target with equal totals play another deal.
    """
    ours, theirs = totals[0], totals[1]
    return max(ours, theirs) >= config.opt("Target") and ours != theirs


def winner(config: GameConfig, totals: Sequence[int]) -> list[int] | None:
    """The team with the higher total once the match is over (HF-24), else None."""
    if not match_end(config, 0, totals):
        return None
    return [0, 2] if totals[0] > totals[1] else [1, 3]


OPTIONS = (
    Option("OpponentsDontScore", False, "The declarers' opponents never score."),
    Option("ParlettNoBowers", False, "No bowers: trumps rank Joker, A, K, Q, J, 10, 9 (Parlett)."),
    Option(
        "HubertPhillips",
        False,
        "Phillips' rules: no bowers, a failed contract costs only the missing tricks, "
        "the opponents never score.",
    ),
    Option("MultiRoundBidding", False, "Bidding goes round until three have passed; a pass is final."),
    Option(
        "NoTrumpDeclaration",
        False,
        "The declarer may name no-trump; the Joker is then the highest card and, when led, "
        "its holder names the suit.",
    ),
    Option("Target", 10, "Points a team needs to win the game.", (5, 7, 10, 11, 15, 21)),
)

RULESET = Ruleset(
    "hasenpfeffer",
    "Hasenpfeffer",
    {
        "default": Preset(
            "default",
            "Hasenpfeffer",
            (PLAYERS,),
            PLAYERS,
            OPTIONS,
            new_deal,
            match_end,
            winner,
        )
    },
    teams=True,
)
