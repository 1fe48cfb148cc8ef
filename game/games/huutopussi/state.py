"""One deal of Huutopussi: auction, exchange, contract, and trick play with marriages.

Rules: huutopussi.md (HP-1 … HP-33, and the variant ``ThreePlayer``). Hands are bit masks
of card indices (see ``cards``); the rule parameters of the configuration are a shared
``Rules``.

``ThreePlayer`` (variants table; open points decided as house rules, listed in the help):
11 cards each and a 3-card devil's pack (``devil``), which the high bidder turns face up for
everyone and takes; he then discards 3 face down (``discarded``; their card points count
for him) and plays alone against the other two. Nobody has a partner to ask, so only own
marriages (M1) are declared. ``side`` is every seat's side: the partnerships, or the
declarer (0) against the other two (1).

``ErlangenMarjapussi`` (variants table, under ``pagat``): bids from 120 and the opener may
pass; when all four pass there is no contract (P1 leads, no exchange, each side scores
its points); 4 cards pass each way; in the first trick the leader must lead an ace if he
has one, else a spade, and the holder of the led suit's ace must play it; any trick
winner may declare; a half-marriage ask may be a bluff (House rule: the ask names only
the suit, so nobody sees a card); after the contract an opponent may say Kontra and the
declarer then Re (``kontra``: the multiplier of the declarer side's score).

Besides ``history`` (the decisions) the state keeps ``log``: every event in order,
including the ones applied without a decision (a banned player's pass, the forced opening
50, a partner's answer when he has exactly one marriage, the contract when B = 440).
Views show the log, so whether an event was a decision never leaks what a hand holds.
"""

from __future__ import annotations

import random
from typing import Any

from game.rules.actions import PASS, Action
from game.rules.cards import Card
from game.rules.state import Outcome, State, View

from .cards import (
    ANSWER,
    ANSWER_PHASE,
    ASK,
    ASK_SUIT,
    AUCTION,
    BIDS,
    CARDS,
    CONTRACT,
    CONTRACTS,
    DISCARD,
    FULL,
    GIVE,
    INDEX,
    KONTRA,
    KONTRA_PHASE,
    MARRIAGE,
    MARRY,
    MAX_BID,
    OVER,
    PLAY,
    RE,
    REDEAL,
    RETURN,
    SIXES,
    SUIT_INDEX,
    SUIT_MASK,
    SUIT_OF,
    bid_index,
    cards_of,
    exchange_actions,
    indices,
    mask_of,
    plays,
    texts,
)
from .options import Rules
from .reasons import illegal_reason
from .resample import resample
from .scoring import outcome
from .view import view

BANNED_AT = -500  # HP-13
ACES = sum(1 << (9 * u + 8) for u in range(4))
SPADES = SUIT_MASK[3]


def _first_lead(hand: int) -> int:
    """Erlangen: the first lead is an ace if he has one, else a spade, else any card."""
    return hand & ACES or hand & SPADES or hand


def _first_lead_proof(i: int) -> int:
    """The cards the first lead ``i`` shows he may hold (Erlangen): any, after an ace; no
    ace after a spade; neither aces nor spades after another card."""
    if ACES >> i & 1:
        return FULL
    if SPADES >> i & 1:
        return FULL & ~ACES
    return FULL & ~ACES & ~SPADES


class HuutopussiState(State):
    """One deal (see the module docstring)."""

    __slots__ = (
        "config", "dealer", "players", "to_move", "history",
        "rules", "dealt", "devil", "discarded", "side", "totals", "banned", "hands", "log", "phase",
        "bid", "bidder", "passed", "spoken", "redealer",
        "declarer", "final_bid", "contract", "given", "returned",
        "leader", "trick", "led", "win_seat", "win_card", "trump", "declared", "may_declare", "asker",
        "no_m1", "no_m2", "tricks_done", "won", "team_cards", "team_tricks", "team_marriages",
        "last_winner", "last_trick", "excl", "shown", "marriages", "asks", "kontra", "_legal",
    )  # fmt: skip

    def __init__(
        self,
        config: Any,
        rules: Rules,
        dealer: int,
        dealt: tuple[int, ...],
        totals: tuple[int, ...] | None,
        devil: int = 0,
    ) -> None:
        n = rules.players
        self.config = config
        self.rules = rules
        self.dealer = dealer
        self.players = n
        self.dealt = dealt  # the hands as dealt (masks), for the record; never changed
        self.devil = devil  # ThreePlayer: the devil's pack as dealt (a mask)
        self.discarded = 0  # ThreePlayer: the declarer's discard
        self.side: tuple[int, ...] = (0, 1, 0, 1) if n == 4 else (0, 0, 0)  # set by the auction
        self.totals = totals
        self.banned = 0  # HP-13: seats whose team may not bid
        if rules.huutokielto and totals is not None:
            # House rule (ThreePlayer, HP-13): with three, a player's own score decides.
            self.banned = sum(1 << s for s in range(n) if totals[s] <= BANNED_AT)
        self.hands = list(dealt)
        self.history: list[tuple[int, Action]] = []
        self.log: list[tuple[int, Action]] = []
        self.phase = AUCTION
        self.to_move: int | None = (dealer + 1) % n  # HP-10
        self.bid = 0
        self.bidder = -1
        self.passed = 0
        self.spoken = 0
        self.redealer = -1
        self.declarer = -1
        self.final_bid = 0
        self.contract = 0
        self.given = 0
        self.returned = 0
        self.leader = -1
        self.trick: tuple[int, ...] = ()
        self.led = -1
        self.win_seat = -1
        self.win_card = -1
        self.trump = -1  # HP-18: no trumps at the start
        self.declared = 0
        self.may_declare = False
        self.asker = -1
        self.no_m1 = 0  # HP-24: seats that may no longer declare their own marriage
        self.no_m2 = 0  # HP-24: seats that may no longer ask partner for a marriage
        self.tricks_done = 0
        self.won: tuple[int, ...] = (0,) * n
        self.team_cards = (0, 0)
        self.team_tricks = (0, 0)
        self.team_marriages = (0, 0)
        self.last_winner = -1
        self.last_trick: tuple[int, tuple[int, ...]] | None = None
        self.excl = [0] * n  # cards each seat is known not to hold (HP-19 inferences, asks)
        self.shown: tuple[int, ...] = (0,) * n  # cards each seat showed in a marriage or an ask (HP-23)
        self.marriages: tuple[tuple[int, int, int], ...] = ()  # (seat, suit, method)
        self.asks: tuple[tuple[int, int, bool, int, int], ...] = ()  # (seat, suit|-1, ok, free, trick)
        self.kontra = 1  # ErlangenMarjapussi: 2 after Kontra, 4 after Re
        self._legal: list[Action] | None = None
        self._settle()

    # --- legal actions -------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        legal = self._legal
        if legal is None:
            if self.phase == PLAY and self.trick:  # the hot path: following (HP-19)
                assert self.to_move is not None  # None only once the deal is OVER
                legal = self._legal = plays(self._follow_mask(self.hands[self.to_move]))
            else:
                legal = self._legal = self._compute_legal()
        return legal[:]

    def _compute_legal(self) -> list[Action]:
        phase, s = self.phase, self.to_move
        if phase == OVER:
            return []
        assert s is not None  # None only once the deal is OVER
        if phase == PLAY:
            return self._play_legal(s)
        if phase == AUCTION:
            return self._auction_legal(s)
        if phase == GIVE:
            return exchange_actions("give", self.hands[s], self.rules.exchange)  # HP-15
        if phase == RETURN:
            return exchange_actions("return", self.hands[s], self.rules.exchange)  # HP-16
        if phase == DISCARD:
            return exchange_actions("discard", self.hands[s])  # ThreePlayer
        if phase == CONTRACT:
            return list(CONTRACTS[bid_index(self.final_bid) :])  # HP-17: B <= C <= 440
        if phase == ANSWER_PHASE:
            return [ANSWER[u] for u in self.marriages_in(s)]  # HP-23 M2: partner's choice
        if phase == KONTRA_PHASE:
            return [RE if s == self.declarer else KONTRA, PASS]
        return []

    def _play_legal(self, s: int) -> list[Action]:
        """HP-19 following, HP-21 declarations at a lead, Erlangen's first lead."""
        hand = self.hands[s]
        if self.trick:
            return plays(self._follow_mask(hand))
        if self.may_declare:
            return plays(hand) + self._declarations(s)
        if self.tricks_done == 0 and self.rules.erlangen:
            return plays(_first_lead(hand))
        return plays(hand)

    def _auction_legal(self, s: int) -> list[Action]:
        """HP-11 … HP-13: bids above the current one, pass (not for the opener), redeal."""
        if self.banned >> s & 1:
            # HP-13: a banned team only makes the compulsory opening 50, nothing more.
            out = [BIDS[0]] if self.bid == 0 else [PASS]
        elif self.bid == 0 and self.rules.erlangen:
            out = [*BIDS[bid_index(self.rules.min_bid) :], PASS]  # Erlangen: from 120, or pass
        elif self.bid == 0:
            out = list(BIDS)  # HP-11: the first player must bid, at least 50
        else:
            out = [*BIDS[bid_index(self.bid) + 1 :], PASS]
        # House rule (HP-12, HP-13): a banned player's first turn still counts as his first
        # opportunity to bid, so he too may demand a redeal there.
        if not self.spoken >> s & 1 and self.may_redeal(s):
            out.append(REDEAL)
        return out

    def may_redeal(self, s: int) -> bool:
        """HP-12: at least three 6s, or no card higher than a jack under the ranking."""
        hand = self.hands[s]
        return (hand & SIXES).bit_count() >= 3 or not hand & self.rules.high

    def _follow_mask(self, hand: int) -> int:
        """HP-19: follow and beat if able; else trump (overtrump if able); else anything."""
        led = self.led
        w = self.win_card
        m = hand & SUIT_MASK[led]
        if self.tricks_done == 0 and m & ACES and self.rules.erlangen:
            return m & ACES  # Erlangen: in the first trick the led suit's ace must be played
        if m:
            if SUIT_OF[w] == led:
                beat = m & self.rules.above[w]
                if beat:
                    return beat
            return m
        t = self.trump
        if t >= 0:
            m = hand & SUIT_MASK[t]
            if m:
                if SUIT_OF[w] == t:
                    beat = m & self.rules.above[w]
                    if beat:
                        return beat
                return m
        return hand

    def _declarations(self, x: int) -> list[Action]:
        """HP-23, HP-24: the declarations open to ``x`` after winning the trick he led."""
        free = 15 & ~self.declared  # HP-22: each suit at most once
        if not free:
            return []
        hand = self.hands[x]
        out = []
        if not self.no_m1 >> x & 1:
            out += [MARRY[u] for u in range(4) if free >> u & 1 and hand & MARRIAGE[u] == MARRIAGE[u]]
        if self.rules.devil:
            return out  # House rule (ThreePlayer, HP-23): no partner to ask, own marriages only
        if not self.no_m2 >> x & 1:
            out.append(ASK)
        bluff = self.rules.erlangen  # Erlangen: a half-marriage ask may be a bluff
        for u in range(4):
            if free >> u & 1:
                half = hand & MARRIAGE[u]
                if (half or bluff) and half != MARRIAGE[u]:
                    out.append(ASK_SUIT[u])
        return out

    def marriages_in(self, s: int) -> list[int]:
        """Suits of which seat ``s`` holds K and Q, not yet declared (HP-22)."""
        hand = self.hands[s]
        return [u for u in range(4) if not self.declared >> u & 1 and hand & MARRIAGE[u] == MARRIAGE[u]]

    # --- applying ------------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        s = self.to_move
        assert s is not None  # None only once the deal is OVER
        entry = (s, action)
        self.history.append(entry)
        self.log.append(entry)
        if self.phase == PLAY and action.kind == "play":  # the hot path
            self._legal = None
            self._play(s, INDEX[action.cards[0]])
            return
        self._do(s, action)
        if self.phase < PLAY:
            self._settle()

    def _settle(self) -> None:
        """Apply, without a decision, every auction or contract step with one possible outcome."""
        while self.phase == AUCTION or self.phase == CONTRACT:
            legal = self._legal = self._compute_legal()
            if len(legal) != 1:
                return
            s = self.to_move
            assert s is not None  # None only once the deal is OVER
            self.log.append((s, legal[0]))
            self._do(s, legal[0])

    def _do(self, s: int, action: Action) -> None:
        self._legal = None
        phase = self.phase
        if phase == PLAY:
            if action.kind == "play":
                self._play(s, INDEX[action.cards[0]])
            else:
                self._declare(s, action)
        elif phase == AUCTION:
            self._auction(s, action)
        elif phase == GIVE:
            m = mask_of(action.cards)
            d = self.declarer
            self.hands[s] ^= m
            self.hands[d] |= m
            self.given = m
            self.phase = CONTRACT if self.rules.contract_first else RETURN
            self.to_move = d
        elif phase == RETURN or phase == DISCARD:
            m = mask_of(action.cards)
            self.hands[s] ^= m
            if phase == RETURN:
                self.hands[s ^ 2] |= m
                self.returned = m
            else:
                self.discarded = m
            if self.rules.contract_first:
                self._start_play()
            else:
                self.phase = CONTRACT
        elif phase == CONTRACT:
            self.contract = int(action.words[0])
            if self.rules.contract_first:
                # HP-17 [Pagat]: the contract comes before returning (ThreePlayer: discarding)
                self.phase = DISCARD if self.rules.devil else RETURN
            else:
                self._start_play()
        elif phase == ANSWER_PHASE:
            x = self.asker
            self._partner_marriage(x, s, SUIT_INDEX[action.words[0]])
            self.phase = PLAY
            self.to_move = x
        elif phase == KONTRA_PHASE:
            self._kontra(s, action)

    def _auction(self, s: int, action: Action) -> None:
        bit = 1 << s
        self.spoken |= bit
        kind = action.kind
        if kind == "redeal":  # HP-12: the hand is not played
            self.redealer = s
            self.phase = OVER
            self.to_move = None
            return
        n = self.players
        if kind == "pass":
            self.passed |= bit
            out = self.passed.bit_count()
            if out == n or out == n - 1 and self.bidder >= 0:  # HP-11 (Erlangen: all may pass)
                self._end_auction()
                return
        else:
            self.bid = int(action.words[0])
            self.bidder = s
            if self.bid == MAX_BID:  # HP-11: nothing can exceed 440
                self._end_auction()
                return
        t = (s + 1) % n
        while self.passed >> t & 1:
            t = (t + 1) % n
        self.to_move = t

    def _end_auction(self) -> None:
        """HP-11, HP-14: the last bidder declares; his partner passes 3 cards (HP-15).

        ThreePlayer: he takes the devil's pack (House rule: turned face up for everyone
        first) and discards 3, before or (Pagat, HP-17) after announcing the contract.
        """
        d = self.declarer = self.bidder
        self.final_bid = self.bid
        self.to_move = d
        if d < 0:  # Erlangen: all passed: no contract, no exchange, P1 leads
            self.phase = PLAY
            self.to_move = (self.dealer + 1) % self.players
            return
        if not self.rules.devil:
            self.phase = GIVE
            self.to_move = d ^ 2
            return
        self.side = tuple(0 if s == d else 1 for s in range(self.players))
        self.hands[d] |= self.devil
        self.phase = CONTRACT if self.rules.contract_first else DISCARD

    def _start_play(self) -> None:
        if self.rules.erlangen:  # Erlangen: the opponent on the declarer's left may say Kontra
            self.phase = KONTRA_PHASE
            self.to_move = (self.declarer + 1) % self.players
            return
        self.phase = PLAY
        self.to_move = self.declarer  # HP-18: the declarer leads to the first trick

    def _kontra(self, s: int, action: Action) -> None:
        """Erlangen: each opponent in turn may say Kontra (x2); after it the declarer may say
        Re (x4). Then the declarer leads."""
        d = self.declarer
        if action.kind == "kontra":
            self.kontra = 2
            self.to_move = d
            return
        if action.kind == "re":
            self.kontra = 4
        elif s != d and s != (d + 3) % self.players:
            self.to_move = (d + 3) % self.players  # the other opponent
            return
        self.phase = PLAY
        self.to_move = d

    def _play(self, s: int, i: int) -> None:
        self.hands[s] ^= 1 << i
        trick = self.trick
        if not trick:  # a lead
            if self.tricks_done == 0 and self.rules.erlangen:
                self.excl[s] |= ~_first_lead_proof(i) & FULL  # what the lead rule proves
            self.leader = self.win_seat = s
            self.led = SUIT_OF[i]
            self.win_card = i
            self.may_declare = False  # HP-25a: leading declines a declaration
            self.trick = (i,)
            self.to_move = (s + 1) % self.players
            return
        # What this play proves about the rest of the hand (HP-19, every case):
        w = self.win_card
        led, ws, cs, t = self.led, SUIT_OF[w], SUIT_OF[i], self.trump
        above = self.rules.above
        beats = (cs == ws and above[w] >> i & 1) or (cs == t and ws != t)
        if self.tricks_done == 0 and self.rules.erlangen:
            self.excl[s] |= ACES & SUIT_MASK[led] & ~(1 << i)  # Erlangen: he had no ace to play
        if cs == led:
            if ws == led and not beats:
                self.excl[s] |= above[w]  # holds no card of the suit led that beats W
        else:
            proof = SUIT_MASK[led]  # void in the suit led
            if t >= 0:
                if cs != t:
                    proof |= SUIT_MASK[t]  # no trump either
                elif ws == t and not beats:
                    proof |= above[w]  # no higher trump
            self.excl[s] |= proof
        if beats:
            self.win_card = i
            self.win_seat = s
        trick += (i,)
        if len(trick) < self.players:
            self.trick = trick
            self.to_move = (s + 1) % self.players
            return
        self._finish_trick(trick)

    def _finish_trick(self, trick: tuple[int, ...]) -> None:
        """HP-20: the winner takes the trick and leads; HP-21: he may declare if he led it."""
        winner = self.win_seat
        team = self.side[winner]
        points = self.rules.points
        if len(trick) == 4:  # the hot path: unrolled
            a, b, c, d = trick
            mask = (1 << a) | (1 << b) | (1 << c) | (1 << d)
            gain = points[a] + points[b] + points[c] + points[d]
        else:
            a, b, c = trick
            mask = (1 << a) | (1 << b) | (1 << c)
            gain = points[a] + points[b] + points[c]
        won = list(self.won)
        won[winner] |= mask
        self.won = tuple(won)
        cards = list(self.team_cards)
        cards[team] += gain
        self.team_cards = (cards[0], cards[1])
        self.team_tricks = (self.team_tricks[0] + (team == 0), self.team_tricks[1] + (team == 1))
        self.last_trick = (self.leader, trick)
        self.trick = ()
        self.tricks_done += 1
        if self.tricks_done == self.rules.tricks:  # HP-27
            self.last_winner = winner
            self.phase = OVER
            self.to_move = None
            return
        self.to_move = winner
        # HP-21 (none after the last trick); Erlangen: any trick winner may declare
        self.may_declare = winner == self.leader or self.rules.erlangen

    def _declare(self, x: int, action: Action) -> None:
        """HP-23 … HP-25: one attempt to make trumps."""
        self.may_declare = False
        u = SUIT_INDEX[action.words[0]] if action.words else -1
        y = x ^ 2
        free = 15 & ~self.declared
        if action.kind == "marry":  # M1
            self._show(x, MARRIAGE[u])
            self._trumps(x, u, 0)
        elif u < 0:  # M2: ask partner for a marriage
            have = self.marriages_in(y)
            # A "no" is heard by everyone; House rule (HP-24, Ambiguity 7): it breaks nothing.
            self.asks += ((x, -1, bool(have), free, self.tricks_done),)
            if len(have) == 1:
                self.log.append((y, ANSWER[have[0]]))  # named without a decision (HP-25a)
                self._partner_marriage(x, y, have[0])
            elif have:
                self.phase = ANSWER_PHASE
                self.asker = x
                self.to_move = y
        else:  # M3: ask for the other half of suit u
            mine = self.hands[x] & MARRIAGE[u]
            other = MARRIAGE[u] ^ mine
            # House rule (HP-23 M3): asking for "the other" card names it, so the card he
            # holds is shown to everyone (a player asks "do you have the queen of hearts?").
            # House rule (ErlangenMarjapussi): the ask may be a bluff, so it names only the
            # suit and shows no card unless it succeeds.
            bluff = self.rules.erlangen
            if not bluff:
                self._show(x, mine)
            ok = bool(mine) and bool(self.hands[y] & other)
            self.asks += ((x, u, ok, free, self.tricks_done),)
            if ok:
                self._show(x, mine)
                self._show(y, other)
                both = (1 << x) | (1 << y)
                self.no_m1 |= both  # HP-24: after M3 neither partner may use M1 or M2
                self.no_m2 |= both
                self._trumps(x, u, 2)
            elif not bluff:  # House rule (HP-24, Ambiguity 7): a failed ask breaks nothing
                self.excl[x] |= other
                self.excl[y] |= other

    def _partner_marriage(self, x: int, y: int, u: int) -> None:
        """M2 succeeded: y's marriage in u makes trumps (HP-24: x loses M1, y loses M2)."""
        self._show(y, MARRIAGE[u])
        self.no_m1 |= 1 << x
        self.no_m2 |= 1 << y
        self._trumps(x, u, 1)

    def _show(self, s: int, mask: int) -> None:
        shown = list(self.shown)
        shown[s] |= mask
        self.shown = tuple(shown)

    def _trumps(self, x: int, u: int, method: int) -> None:
        """HP-25: suit u is trumps from now on; x's team scores the marriage (HP-6)."""
        self.trump = u
        self.declared |= 1 << u
        marriages = list(self.team_marriages)
        marriages[self.side[x]] += self.rules.marriage[u]
        self.team_marriages = (marriages[0], marriages[1])
        self.marriages += ((x, u, method),)

    # --- copies, views, results ----------------------------------------------------------
    def clone(self) -> HuutopussiState:
        s = object.__new__(HuutopussiState)
        s.config, s.rules, s.dealer, s.players, s.to_move = (
            self.config, self.rules, self.dealer, self.players, self.to_move
        )  # fmt: skip
        s.dealt, s.totals, s.banned, s.phase = self.dealt, self.totals, self.banned, self.phase
        s.devil, s.discarded, s.side = self.devil, self.discarded, self.side
        s.hands = self.hands[:]
        s.history = self.history[:]
        s.log = self.log[:]
        s.bid, s.bidder, s.passed, s.spoken, s.redealer = (
            self.bid, self.bidder, self.passed, self.spoken, self.redealer
        )  # fmt: skip
        s.declarer, s.final_bid, s.contract, s.given, s.returned = (
            self.declarer, self.final_bid, self.contract, self.given, self.returned
        )  # fmt: skip
        s.leader, s.trick, s.led, s.win_seat, s.win_card = (
            self.leader, self.trick, self.led, self.win_seat, self.win_card
        )  # fmt: skip
        s.trump, s.declared, s.may_declare, s.asker = self.trump, self.declared, self.may_declare, self.asker
        s.no_m1, s.no_m2, s.tricks_done, s.won = self.no_m1, self.no_m2, self.tricks_done, self.won
        s.team_cards, s.team_tricks, s.team_marriages = self.team_cards, self.team_tricks, self.team_marriages
        s.last_winner, s.last_trick = self.last_winner, self.last_trick
        s.excl = self.excl[:]
        s.shown, s.marriages, s.asks, s.kontra = self.shown, self.marriages, self.asks, self.kontra
        s._legal = self._legal
        return s

    def known_to(self, seat: int, s: int) -> int:
        """The cards of seat ``s``'s hand that ``seat`` can identify (a mask)."""
        hand = self.hands[s]
        if s == seat or s == self.redealer:
            return hand  # House rule (HP-12): a redeal is demanded by showing the hand
        known = self.shown[s]  # HP-23: cards shown in marriages and asks, until played
        if s == self.declarer and self.devil and not self.discarded:
            known |= self.devil  # House rule (ThreePlayer): the devil's pack was turned up
        if self.given:
            d = self.declarer
            if seat == d and s == d ^ 2:
                known |= self.returned  # HP-16: the declarer knows what he returned
            elif seat == d ^ 2 and s == d:
                known |= self.given & ~self.returned  # HP-15: partner knows what he gave
        return known & hand

    def view(self, seat: int) -> View:
        return view(self, seat)

    def resample(self, seat: int, rng: random.Random) -> HuutopussiState:
        return resample(self, seat, rng)

    def fresh(self, dealt: tuple[int, ...], devil: int) -> HuutopussiState:
        """A new deal of the same configuration, dealer and totals from other cards."""
        return HuutopussiState(self.config, self.rules, self.dealer, dealt, self.totals, devil)

    def team_totals(self) -> tuple[int, int]:
        """HP-28: card points + last trick + marriages, per side (0 = North-South, or with
        ThreePlayer the declarer, whose discard counts for him: House rule, HP-28)."""
        totals = [self.team_cards[t] + self.team_marriages[t] for t in (0, 1)]
        if self.last_winner >= 0:
            totals[self.side[self.last_winner]] += self.rules.last_trick  # HP-5
        totals[0] += sum(self.rules.points[i] for i in indices(self.discarded))
        return totals[0], totals[1]

    def seat_totals(self) -> list[int]:
        """Each seat's own card points, last trick and marriages (ThreePlayer's defenders)."""
        points = self.rules.points
        out = [sum(points[i] for i in indices(w)) for w in self.won]
        for x, u, _ in self.marriages:
            out[x] += self.rules.marriage[u]
        if self.last_winner >= 0:
            out[self.last_winner] += self.rules.last_trick
        if self.declarer >= 0:
            out[self.declarer] += sum(points[i] for i in indices(self.discarded))
        return out

    def outcome(self) -> Outcome | None:
        return outcome(self) if self.phase == OVER else None

    def layout(self) -> dict[str, list[list[str]] | list[str]]:
        if self.rules.devil:
            return {"hands": [texts(h) for h in self.dealt], "devil": texts(self.devil)}
        return {"hands": [texts(h) for h in self.dealt]}

    def locations(self) -> dict[str, list[Card]]:
        loc = {f"hand{s}": cards_of(h) for s, h in enumerate(self.hands)}
        loc["trick"] = [CARDS[i] for i in self.trick]
        if self.rules.devil:
            loc["devil"] = [] if self.declarer >= 0 else cards_of(self.devil)
            loc["discard"] = cards_of(self.discarded)
        for s, w in enumerate(self.won):
            loc[f"won{s}"] = cards_of(w)
        return loc

    # --- words for players ---------------------------------------------------------------
    def illegal_reason(self, action: Action) -> str:
        return illegal_reason(self, action)
