"""One deal of Hasenpfeffer: four players in partnerships, 25 cards with a Joker, one round
of bidding, then trick play.

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

from game.rules.actions import PASS, Action
from game.rules.cards import JOKER, Card, sort_cards
from game.rules.message import SUITS, Message, card_name
from game.rules.registry import GameConfig
from game.rules.state import Outcome, State, View

from .cards import (
    ALL_TRUMPS,
    BID_LEGAL,
    BID_VALUE,
    BIDDING,
    CALL,
    CALL_ACTIONS,
    CALLS,
    FORCED_BID,
    JOKER_BIT,
    NO_TRUMP,
    OVER,
    PLAY,
    PLAY_ACTION,
    PLAYERS,
    SUIT_TRUMPS,
    TABLES,
    TRICKS,
    TRUMP,
    TRUMP_ACTIONS,
    TRUMP_NONE,
)
from .scoring import outcome
from .view import view


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
            hand = self.hands[self.to_move]  # type: ignore[index]  # someone moves while not over
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
        return view(self, seat)

    def resample(self, seat: int, rng: random.Random) -> HasenpfefferState:
        """Redeal what ``seat`` cannot see, keeping every public fact (see ``resample.py``)."""
        from .resample import resample

        return resample(self, seat, rng)

    def outcome(self) -> Outcome | None:
        return outcome(self) if self.phase == OVER else None

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
                    return Message("A bid is a number of tricks from 1 to 6")
                return Message("That bid is not higher than {bid}", bid=self.high)
            return Message("The bidding comes first: bid 1 to 6 tricks or pass")
        if phase == TRUMP:
            if action is TRUMP_NONE:
                return Message("No-trump may not be named in this game (option NoTrumpDeclaration)")
            choices = "c, d, h, s or none" if self.no_trump_ok else "c, d, h or s"
            return Message("Name trumps first: trump {choices}", choices=choices)
        if phase == CALL:
            return Message("Name the suit the Joker calls for: suit c, d, h or s")
        if phase == PLAY:
            if kind != "play" or len(action.cards) != 1:
                return Message("Play one card from your hand")
            card = action.cards[0]
            hand = self.hands[self.to_move] if self.to_move is not None else []
            if card not in hand:
                return Message("You do not hold the {card}", card=card_name(card))
            return self._follow_reason(card, hand)
        return ""

    def _follow_reason(self, card: Card, hand: list[Card]) -> str:
        led = self.led
        suit = SUITS[led]
        follow = self._following(hand)
        eff = self.eff
        if self.trump == NO_TRUMP:
            if follow == [JOKER]:
                return Message(
                    "You must follow {suit} — the Joker counts as a card of the suit led", suit=suit
                )
            return Message("You must follow {suit}", suit=suit)
        printed = [c for c in follow if c.suit_index == led]
        if led == self.trump and not printed:
            if any(c is not JOKER for c in follow):
                return Message("You must follow {suit} — the left bower counts as a trump", suit=suit)
            return Message("You must follow {suit} — the Joker counts as a trump", suit=suit)
        if card.suit_index == led and eff[card.id] != led:
            return Message(
                "You must follow {suit} — the {card} is the left bower, a trump",
                suit=suit,
                card=card_name(card),
            )
        if card is JOKER:
            return Message("You must follow {suit} — the Joker is a trump", suit=suit)
        return Message("You must follow {suit}", suit=suit)
