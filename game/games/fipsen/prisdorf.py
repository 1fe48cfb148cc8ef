"""Prisdorf Fipsen (rules file Part A, with the FX fine points): preset ``prisdorf``.

One deal is a ``PrisdorfState``: Siebener Fips offers after the deal (FP-35a), the duel
auction (FP-13..19), exchange and trumps (FP-20..28) or the Kieker procedure
(FP-29..33), optional Kontra/Rekontra (FX-6), trick play (FP-37..41) and scoring
(FP-43..49). Cards are ``Card.id`` ints and hands are lists kept sorted by id, which is
the canonical card order, so legal-action lists depend only on a hand's cards.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from itertools import combinations
from typing import Any, NamedTuple

from game.rules.actions import PASS, Action
from game.rules.cards import card, deck_prisdorf, parse_card
from game.rules.errors import LayoutError, NotationError
from game.rules.names import seat_ref
from game.rules.registry import GameConfig, Preset
from game.rules.resampling import ResampleError, Slot, deal_hidden
from game.rules.state import Outcome, State, View

from .cards import (
    CARD,
    COURT,
    PLAY,
    RANK,
    SUIT,
    TRUMP,
    discard_action,
    discard_actions,
    play_reason,
    shuffled,
    trick_winner,
)
from .options import PRISDORF as OPTIONS
from .scoring import match_end_by_deals, winner_highest

DECK: tuple[int, ...] = tuple(sorted(c.id for c in deck_prisdorf()))
DIAMONDS = 1
SEVENS: tuple[int, ...] = tuple(card(7, s).id for s in "cdhs")
ACE = 14

SIEBENER = Action("siebener")
HOLD = Action("hold")
HAND = Action("hand")
SKAT = Action("skat")
SURRENDER = Action("surrender")
KONTRA = Action("kontra")
REKONTRA = Action("rekontra")
CONTINUE = Action("continue")
STOP = Action("stop")

# Phases of a deal: a Siebener Fips offer after the deal (FP-35a), the auction, the
# declarer's hand-or-Skat choice, the discard, a Siebener Fips offer after the exchange
# (FP-27, FP-35), naming trumps, Kontra and Rekontra offers (FP-28, FP-49), play, and the
# declarer's stop-or-continue when he has his tricks without losing one (FP-41c).
(
    SIEBENER_FIRST,
    AUCTION,
    HAND_OR_SKAT,
    DISCARD,
    SIEBENER_AFTER,
    NAME_TRUMPS,
    KONTRA_OFFER,
    REKONTRA_OFFER,
    PLAYING,
    CONTINUE_OR_STOP,
    OVER,
) = range(11)
PHASE_NAMES = (
    "siebener", "auction", "hand", "discard", "siebener", "trump", "kontra", "rekontra", "play",
    "continue", "over",
)  # fmt: skip


# --- bids (FP-8..12) ---------------------------------------------------------------------


class Bid(NamedTuple):
    """One bid of the 17-step ladder (FP-11): ``strength`` 0..16 and its parts."""

    action: Action
    strength: int
    tricks: int  # 2..5; 5 for Kieker (all five tricks)
    hand: bool
    ruten: bool
    durch: bool  # announced or implied by a 5 bid
    kieker: bool
    doubles: int  # FP-11's n: announced doubles (Durch counts once; Kieker 0/1 for Ruten)
    label: str  # '3 Hand Ruten', 'Kieker Ruten', '5 Hand'


# House rule (FP-11): Kieker Ruten ranks directly above Kieker and below 5.
STRENGTH_LABELS = (
    "2", "2+1", "2+2", "2+3", "3", "3+1", "3+2", "3+3", "4", "4+1", "4+2", "4+3",
    "Kieker", "Kieker Ruten", "5", "5+2", "5+3",
)  # fmt: skip


def _make_bid(words: tuple[str, ...]) -> Bid:
    label = " ".join(w.capitalize() for w in words)
    if words[0] == "kieker":
        ruten = "ruten" in words
        return Bid(Action("bid", words), 12 + ruten, 5, False, ruten, True, True, int(ruten), label)
    t = int(words[0])
    hand, ruten = "hand" in words, "ruten" in words
    durch = t == 5 or "durch" in words
    n = hand + ruten + durch
    strength = 14 + n - 1 if t == 5 else (t - 2) * 4 + n
    return Bid(Action("bid", words), strength, t, hand, ruten, durch, False, n, label)


def _all_bids() -> list[Bid]:
    words: list[tuple[str, ...]] = []
    for t in ("2", "3", "4"):
        for mask in range(8):
            words.append((t, *(w for i, w in enumerate(("hand", "ruten", "durch")) if mask >> i & 1)))
    words += [("kieker",), ("kieker", "ruten"), ("5",), ("5", "hand"), ("5", "ruten"), ("5", "hand", "ruten")]
    return sorted((_make_bid(w) for w in words), key=lambda b: (b.strength, b.action.text))


BIDS: tuple[Bid, ...] = tuple(_all_bids())
BID_OF: dict[Action, Bid] = {b.action: b for b in BIDS}


def _bids_from(low: int, kieker_ok: bool) -> tuple[Action, ...]:
    return tuple(b.action for b in BIDS if b.strength >= low and (kieker_ok or not b.kieker))


# Legal-action tables of the auction, by [lowest strength][kieker eligible].
# House rule (FP-20): only a Kieker-eligible holder may hold a Kieker-level bid.
_OPEN = {m: (_bids_from(m, False) + (PASS,), _bids_from(m, True) + (PASS,)) for m in (0, 4)}
_CHALLENGE = [(_bids_from(s + 1, False) + (PASS,), _bids_from(s + 1, True) + (PASS,)) for s in range(17)]
_HOLDER = [
    (
        ((HOLD,) if s < 12 or s > 13 else ()) + _bids_from(s + 1, False) + (PASS,),
        (HOLD,) + _bids_from(s + 1, True) + (PASS,),
    )
    for s in range(17)
]


def is_siebener(hand: Sequence[int]) -> bool:
    """FP-34: the four sevens and any one ace."""
    return (
        len(hand) == 5
        and SEVENS[1] in hand
        and SEVENS[0] in hand
        and SEVENS[2] in hand
        and SEVENS[3] in hand
        and any(RANK[c] == ACE for c in hand)
    )


def contract_value(tricks: int, doubles: int) -> int:
    """FP-45: V = t x 2^n for a number contract with n realised doubles."""
    return tricks << doubles


def kieker_value(ruten: bool) -> int:
    """FP-47: a Kieker is worth 10, with diamonds trumps 20."""
    return 20 if ruten else 10


def declarer_score(value: int, success: bool, kontra: int = 0) -> int:
    """FP-45, FP-49: +V on success, -2V on failure; Kontra x2, Rekontra x4."""
    v = value << kontra
    return v if success else -2 * v


def kieker_eligible(hand: Sequence[int]) -> bool:
    """FP-10: no court card among the five dealt cards."""
    return not any(COURT[c] for c in hand)


# --- the deal ------------------------------------------------------------------------------


class PrisdorfState(State):
    """One deal of Prisdorf Fipsen (3 or 4 players)."""

    def __init__(
        self,
        config: GameConfig,
        dealer: int,
        hands: Sequence[Sequence[int]],
        skat: Sequence[int],
        rest: Sequence[int],
    ) -> None:
        n = config.players
        self.config = config
        self.players = n
        self.dealer = dealer
        self.history = []
        self.minbid = 4 if config.options["MinBid3"] else 0
        self.kontra_option = bool(config.options["KontraRekontra"])
        self.vorhand_leads = bool(config.options["VorhandLeads"])
        self.dealt = tuple(tuple(h) for h in hands)
        self.dealt_skat = tuple(skat)
        self.dealt_rest = tuple(rest)
        self.hands = [sorted(h) for h in hands]
        self.skat = list(skat)
        self.rest = list(rest)
        self.discards: list[int] = []
        self.kok = tuple(kieker_eligible(h) for h in self.hands)
        # auction
        self.holder = self.challenger = -1
        self.next_pos = 0
        self.bid = -1
        self.bid_action: Action | None = None
        self.owner = -1
        self.held = False
        # contract
        self.declarer = -1
        self.kieker = False
        self.tricks_needed = 0
        self.doubles_needed = 0
        self.hand_bound = self.ruten_bound = False
        self.hand = False
        self.durch = False
        self.trump = -1
        self.took = 0  # 1: the declarer took the Skat; 2: the Kieker took Skat and rest pile
        self.kontra = 0
        self.kontra_pos = 0
        self.siebener_passed: tuple[int, ...] = ()
        self.siebener_passed_later = False
        # play
        self.leader = -1
        self.trick: list[int] = []
        self.tricks: list[tuple[int, list[int], int]] = []  # (leader, cards, winner)
        self.won = 0
        self.lost = 0
        # end
        self.end = ""
        self.shown = -1
        self._outcome: Outcome | None = None
        self._begin()

    # --- flow ------------------------------------------------------------------------------
    def _seat_at(self, pos: int) -> int:
        return (self.dealer + 1 + pos) % self.players

    def _begin(self) -> None:
        """FP-35a / FX-2a: each player whose dealt hand is a Siebener Fips is asked in turn."""
        # House rule (FP-35): the offer comes right after the deal, before the auction.
        self.siebener_queue = [
            s for s in (self._seat_at(i) for i in range(self.players)) if is_siebener(self.hands[s])
        ]
        if self.siebener_queue:
            self.phase = SIEBENER_FIRST
            self.to_move = self.siebener_queue[0]
        else:
            self._start_auction()

    def _start_auction(self) -> None:
        """FP-14: first duel P1 (holder) against P2 (challenger), no current bid."""
        self.phase = AUCTION
        self.holder = self._seat_at(0)
        self.challenger = self._seat_at(1)
        self.next_pos = 2
        self._auction_turn()

    def _auction_turn(self) -> None:
        """Who speaks next (FP-15..19); turns where only ``pass`` remains are skipped."""
        while True:
            if self.challenger < 0:
                if self.bid >= 0:
                    self._end_auction()
                else:
                    self.to_move = self.holder  # FP-19: the survivor may still open
                return
            if self.bid < 0 or self.owner != self.holder:
                self.to_move = self.holder  # FP-15 / FP-17
                return
            if self.bid < 16:
                self.to_move = self.challenger  # FP-16
                return
            self._auction_pass(self.challenger)  # nothing beats 5 Hand Ruten: skipped

    def _auction_pass(self, seat: int) -> None:
        """FP-18: a pass is final; the next seat that has not spoken becomes challenger."""
        if seat == self.holder:
            self.holder = self.challenger
        if self.next_pos < self.players:
            self.challenger = self._seat_at(self.next_pos)
            self.next_pos += 1
        else:
            self.challenger = -1

    def _end_auction(self) -> None:
        """FP-19, FP-20: the survivor is declarer; fix what his contract binds him to."""
        d = self.declarer = self.holder
        assert self.bid_action is not None  # the auction ends on a bid
        b = BID_OF[self.bid_action]
        self.tricks_needed = b.tricks
        self.doubles_needed = b.doubles
        # FP-20, FP-25: an announced Durch binds only the player who made the final bid; a
        # holder is bound to the number of doubles, so for him Durch is in force from the
        # start only in a 5 contract (FP-9).
        self.durch = b.durch and (not self.held or b.tricks == 5)
        if b.kieker:
            # House rule (FP-20): holding Kieker Ruten binds to diamonds as well.
            self.kieker = True
            self.ruten_bound = b.ruten
            self.took = 2
            hand = self.hands[d]
            if self.players == 4:  # FP-30: Skat and rest pile into the hand, 10 cards
                self.hands[d] = sorted(hand + self.skat + self.rest)
            else:  # FP-31, FX-5: the original five are discarded without a decision
                self.discards = hand[:]
                self.hands[d] = sorted(self.skat + self.rest)
            self.skat = []
            self.rest = []
            self.phase = DISCARD
            self.to_move = d
            return
        if not self.held:  # FP-20: the declarer's own final bid binds every named double
            self.hand_bound = b.hand
            self.ruten_bound = b.ruten
        # FP-22, FX-3, FX-4: Hand is forced when bound or when the Skat could not leave
        # enough doubles (at most Ruten and Durch can still come without Hand).
        if self.hand_bound or self.doubles_needed > 2:
            self.hand = True
            self._after_exchange()
        else:
            self.phase = HAND_OR_SKAT
            self.to_move = d

    def _after_exchange(self) -> None:
        """FP-27, FP-35b/c, FX-2b/c: a Siebener Fips offer for the declarer's five cards."""
        if is_siebener(self.hands[self.declarer]):
            self.phase = SIEBENER_AFTER
            self.to_move = self.declarer
        else:
            self._trump_question()

    def _trump_question(self) -> None:
        """FP-24, FP-26, FP-32, FX-4, FX-5: naming trumps; a forced choice is not asked."""
        self.phase = NAME_TRUMPS
        self.to_move = self.declarer
        if self.kieker:
            return
        # Durch can still complete one missing double unless it is already in force.
        missing = self.doubles_needed - self.hand - self.durch
        if self.ruten_bound or missing > (not self.durch):
            self._set_trump(DIAMONDS)

    def _set_trump(self, suit: int) -> None:
        self.trump = suit
        if not self.kieker and not self.durch:
            # FP-26, FX-4: exactly one double still missing -> Durch in force, no decision.
            if self.doubles_needed - self.hand - (suit == DIAMONDS) >= 1:
                self.durch = True
        if self.kontra_option:  # FX-6
            self.phase = KONTRA_OFFER
            self.kontra_pos = 1
            self.to_move = (self.declarer + 1) % self.players
        else:
            self._start_play()

    def _start_play(self) -> None:
        """FP-37: the declarer leads; option VorhandLeads: P1 leads."""
        self.phase = PLAYING
        self.leader = self._seat_at(0) if self.vorhand_leads else self.declarer
        self.to_move = self.leader

    def _finish(self, end: str) -> None:
        self.phase = OVER
        self.to_move = None
        self.end = end

    # --- contract ---------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        ph = self.phase
        if ph == PLAYING:
            assert self.to_move is not None  # None only once the deal is OVER
            hand = self.hands[self.to_move]
            trick = self.trick
            if trick:
                led = SUIT[trick[0]]
                follow = [PLAY[c] for c in hand if SUIT[c] == led]
                if follow:
                    return follow
            return [PLAY[c] for c in hand]
        if ph == AUCTION:
            seat = self.to_move
            assert seat is not None  # None only once the deal is OVER
            if self.bid < 0:
                return list(_OPEN[self.minbid][self.kok[seat]])
            if seat == self.challenger:
                return list(_CHALLENGE[self.bid][self.kok[seat]])
            return list(_HOLDER[self.bid][self.kok[seat]])
        if ph == DISCARD:
            assert self.to_move is not None  # None only once the deal is OVER
            hand = self.hands[self.to_move]
            return discard_actions(hand, len(hand) - 5)
        if ph == HAND_OR_SKAT:
            return [HAND, SKAT]
        if ph == NAME_TRUMPS:
            if self.kieker:
                return [SURRENDER, TRUMP[DIAMONDS]] if self.ruten_bound else [SURRENDER, *TRUMP]
            return list(TRUMP)
        if ph == SIEBENER_FIRST or ph == SIEBENER_AFTER:
            return [SIEBENER, PASS]
        if ph == CONTINUE_OR_STOP:
            return [CONTINUE, STOP]
        if ph == KONTRA_OFFER:
            return [KONTRA, PASS]
        if ph == REKONTRA_OFFER:
            return [REKONTRA, PASS]
        return []

    def _apply(self, action: Action) -> None:
        seat = self.to_move
        assert seat is not None  # None only once the deal is OVER
        self.history.append((seat, action))
        ph = self.phase
        if ph == PLAYING:
            self._play(seat, action.cards[0].id)
        elif ph == AUCTION:
            if action is PASS:
                if self.challenger < 0:  # FP-19: nobody bid, same dealer deals again
                    self._finish("allpass")
                    return
                self._auction_pass(seat)
            elif action is HOLD:
                self.owner = seat
                self.held = True
            else:
                self.bid = BID_OF[action].strength
                self.bid_action = action
                self.owner = seat
                self.held = False
                if self.challenger < 0:  # FP-19: the survivor's opening ends the auction
                    self._end_auction()
                    return
            self._auction_turn()
        elif ph == DISCARD:
            hand = self.hands[seat]
            for c in action.cards:
                hand.remove(c.id)
                self.discards.append(c.id)
            self._after_exchange()
        elif ph == HAND_OR_SKAT:
            if action is HAND:
                self.hand = True
                self._after_exchange()
            else:
                self.took = 1
                self.hands[seat] = sorted(self.hands[seat] + self.skat)
                self.skat = []
                self.phase = DISCARD
        elif ph == NAME_TRUMPS:
            if action is SURRENDER:
                self._finish("surrender")  # FP-32
            else:
                self._set_trump("cdhs".index(action.words[0]))
        elif ph == SIEBENER_FIRST:
            if action is SIEBENER:
                self.shown = seat
                self._finish("siebener")
                return
            self.siebener_passed += (seat,)
            self.siebener_queue = self.siebener_queue[1:]
            if self.siebener_queue:
                self.to_move = self.siebener_queue[0]
            else:
                self._start_auction()
        elif ph == SIEBENER_AFTER:
            if action is SIEBENER:
                self.shown = seat
                self._finish("siebener")
                return
            self.siebener_passed_later = True
            self._trump_question()
        elif ph == CONTINUE_OR_STOP:
            if action is CONTINUE:  # FP-41c: Durch in force from now on
                self.durch = True
                self.phase = PLAYING
            else:
                self._finish("success")
        elif ph == KONTRA_OFFER:
            if action is KONTRA:
                self.kontra = 1
                self.phase = REKONTRA_OFFER
                self.to_move = self.declarer
            else:
                self.kontra_pos += 1
                if self.kontra_pos < self.players:
                    self.to_move = (self.declarer + self.kontra_pos) % self.players
                else:
                    self._start_play()
        elif ph == REKONTRA_OFFER:
            if action is REKONTRA:
                self.kontra = 2
            self._start_play()

    def _play(self, seat: int, c: int) -> None:
        self.hands[seat].remove(c)
        trick = self.trick
        trick.append(c)
        n = self.players
        if len(trick) < n:
            self.to_move = (seat + 1) % n
            return
        winner = (self.leader + trick_winner(trick, self.trump)) % n
        self.tricks.append((self.leader, trick, winner))
        self.trick = []
        self.leader = winner
        self.to_move = winner
        if winner == self.declarer:
            self.won += 1
        else:
            self.lost += 1
        if self.durch:  # FP-40
            if self.lost:
                self._finish("failure")
            elif self.won == 5:
                self._finish("success")
        elif self.lost > 5 - self.tricks_needed:  # FP-41a
            self._finish("failure")
        elif self.won == self.tricks_needed:
            if self.lost:  # FP-41b
                self._finish("success")
            else:  # FP-41c
                self.phase = CONTINUE_OR_STOP

    def clone(self) -> PrisdorfState:
        new = object.__new__(PrisdorfState)
        d = self.__dict__.copy()
        d["history"] = self.history[:]
        d["hands"] = [h[:] for h in self.hands]
        d["skat"] = self.skat[:]
        d["rest"] = self.rest[:]
        d["discards"] = self.discards[:]
        d["trick"] = self.trick[:]
        d["tricks"] = self.tricks[:]
        new.__dict__ = d
        return new

    # --- results ----------------------------------------------------------------------------
    def contract_text(self) -> str:
        """The contract as realised so far: '3 Hand', '4 Ruten Durch', 'Kieker Ruten'."""
        if self.declarer < 0:
            return ""
        ruten = self.trump == DIAMONDS or (self.trump < 0 and self.ruten_bound)
        if self.kieker:
            return "Kieker Ruten" if ruten else "Kieker"
        words = [str(self.tricks_needed)]
        if self.hand:
            words.append("Hand")
        if ruten:
            words.append("Ruten")
        if self.durch and self.tricks_needed < 5:
            words.append("Durch")
        return " ".join(words)

    def realised_doubles(self) -> int:
        """FP-44: [Hand] + [diamonds trumps] + [Durch in force] (Kieker: Ruten only, FP-47)."""
        if self.kieker:
            return int(self.trump == DIAMONDS)
        return self.hand + (self.trump == DIAMONDS) + self.durch

    def value(self) -> int:
        """FP-45 / FP-47: V = t x 2^n, Kieker 10 or 20, before Kontra."""
        if self.kieker:
            return kieker_value(self.trump == DIAMONDS)
        return contract_value(self.tricks_needed, self.realised_doubles())

    def outcome(self) -> Outcome | None:
        if self.to_move is not None:
            return None
        if self._outcome is None:
            self._outcome = self._make_outcome()
        return self._outcome

    def _make_outcome(self) -> Outcome:
        n = self.players
        scores = [0] * n
        if self.end == "allpass":  # FP-19, FX-8
            return Outcome(
                tuple(scores), "Everyone passed: the same dealer deals again", {"redeal": True}, self.dealer
            )
        if self.end == "siebener":  # FP-36, FP-48
            scores[self.shown] = 30
            name = seat_ref(self.shown)
            return Outcome(tuple(scores), f"{name} showed a Siebener Fips: +30", {"siebener": self.shown})
        d = self.declarer
        name = seat_ref(d)
        contract = self.contract_text()
        extra: dict[str, Any]  # both results below share it, with different fields
        if self.end == "surrender":  # FP-32, FP-47
            # House rule (FP-49): Kontra never multiplies a surrender (nor a Siebener Fips).
            scores[d] = -5
            extra = {"declarer": d, "made": False, "contract": contract, "surrendered": True}
            return Outcome(tuple(scores), f"{name} surrendered {contract}: -5", extra)
        # FP-45, FP-46, FP-49: failure costs twice the value; Kontra doubles, Rekontra again.
        score = scores[d] = declarer_score(self.value(), self.end == "success", self.kontra)
        kontra = ("", " with Kontra", " with Rekontra")[self.kontra]
        if score > 0:
            text = f"{name} made {contract}{kontra}: +{score}"
        else:
            text = f"{name} lost {contract}{kontra}: {score}"
        extra = {"declarer": d, "made": score > 0, "contract": contract, "won": self.won, "lost": self.lost}
        return Outcome(tuple(scores), text, extra)

    # --- records ----------------------------------------------------------------------------
    def layout(self) -> dict[str, list[list[str]] | list[str]]:
        return {
            "hands": [[CARD[c].text for c in h] for h in self.dealt],
            "skat": [CARD[c].text for c in self.dealt_skat],
            "rest": [CARD[c].text for c in self.dealt_rest],
        }

    def locations(self) -> dict[str, list]:
        n = self.players
        out: dict[str, list] = {f"hand{s}": [CARD[c] for c in self.hands[s]] for s in range(n)}
        out["skat"] = [CARD[c] for c in self.skat]
        out["rest"] = [CARD[c] for c in self.rest]
        out["discards"] = [CARD[c] for c in self.discards]
        out["trick"] = [CARD[c] for c in self.trick]
        won: list[list] = [[] for _ in range(n)]
        for _, cards, winner in self.tricks:
            won[winner].extend(CARD[c] for c in cards)
        for s in range(n):
            out[f"won{s}"] = won[s]
        return out

    # --- what a seat sees -------------------------------------------------------------------
    def view(self, seat: int) -> View:
        n = self.players
        hands = tuple(
            tuple(CARD[c] for c in h) if s == seat or s == self.shown else (None,) * len(h)
            for s, h in enumerate(self.hands)
        )
        mine = seat == self.declarer
        piles: dict[str, tuple] = {
            "skat": (None,) * len(self.skat),
            "rest": (None,) * len(self.rest),
            "discards": _sorted_cards(self.discards) if mine else (None,) * len(self.discards),
        }
        if self.took:
            # FP-23, FP-30: the declarer (Kieker) knows what he took into his hand.
            piles["taken skat"] = _sorted_cards(self.dealt_skat) if mine else (None, None)
            if self.took == 2:
                piles["taken rest"] = (
                    _sorted_cards(self.dealt_rest) if mine else (None,) * len(self.dealt_rest)
                )
        won: list[list[int]] = [[] for _ in range(n)]
        for _, cards, winner in self.tricks:
            won[winner].extend(cards)
        for s in range(n):
            piles[f"won{s}"] = _sorted_cards(won[s])
        trick = tuple(((self.leader + i) % n, (CARD[c],)) for i, c in enumerate(self.trick))
        history = tuple(
            (s, f"discard {len(a.cards)} cards" if a.kind == "discard" and s != seat else a.text)
            for s, a in self.history
        )
        return View(
            seat=seat,
            players=n,
            dealer=self.dealer,
            to_move=self.to_move,
            phase=PHASE_NAMES[self.phase],
            hands=hands,
            piles=piles,
            trick=trick,
            history=history,
            info=self._info(),
            legal=tuple(self.legal_actions()) if seat == self.to_move else (),
        )

    def _info(self) -> dict[str, Any]:
        d = self.declarer
        info: dict[str, Any] = {
            "bid": BID_OF[self.bid_action].label if self.bid_action is not None else None,
            "bid_strength": STRENGTH_LABELS[self.bid] if self.bid >= 0 else None,
            "bidder": self.owner if self.owner >= 0 else None,
            "bid_held": self.held,
            "holder": self.holder if self.phase == AUCTION else None,
            "challenger": self.challenger if self.phase == AUCTION and self.challenger >= 0 else None,
            "declarer": d if d >= 0 else None,
            "contract": self.contract_text() or None,
            "trump": "cdhs"[self.trump] if self.trump >= 0 else None,
            "doubles_required": self.doubles_needed if d >= 0 and not self.kieker else None,
            "doubles": self._double_names(),
            "declarer_tricks": self.won,
            "opponent_tricks": self.lost,
            "kontra": self.kontra,
            "siebener_passed": list(self.siebener_passed) + ([d] if self.siebener_passed_later else []),
            "last_trick": (
                [
                    [(self.tricks[-1][0] + i) % self.players, CARD[c].text]
                    for i, c in enumerate(self.tricks[-1][1])
                ]
                if self.tricks
                else []
            ),
        }
        if self.phase == OVER:
            out = self.outcome()
            info["result"] = out.text() if out else None
        return info

    def _double_names(self) -> list[str]:
        if self.declarer < 0 or self.kieker:
            return ["Ruten"] if self.kieker and self.trump == DIAMONDS else []
        names = []
        if self.hand:
            names.append("Hand")
        if self.trump == DIAMONDS:
            names.append("Ruten")
        if self.durch:
            names.append("Durch")
        return names

    # --- words for an illegal action --------------------------------------------------------
    def illegal_reason(self, action: Action) -> str:
        ph = self.phase
        if ph == OVER:
            return "The deal is over"
        seat = self.to_move
        assert seat is not None  # None only once the deal is OVER, handled above
        kind = action.kind
        if ph == PLAYING:
            if kind != "play" or len(action.cards) != 1:
                return "Play a card"
            return play_reason(self.hands[seat], self.trick, action.cards[0]) or "You cannot play that now"
        if ph == AUCTION:
            return self._auction_reason(seat, action)
        if ph == DISCARD:
            need = len(self.hands[seat]) - 5
            if kind != "discard":
                return f"Discard {need} cards"
            if len(action.cards) != need or len(set(action.cards)) != need:
                return f"Discard exactly {need} cards"
            return "You can only discard cards from your hand"
        if ph == NAME_TRUMPS:
            if kind == "trump" and self.ruten_bound:
                return "Your contract binds you to diamonds (Ruten)"
            if self.kieker:
                return "Surrender or name trumps"
            return "Name trumps: trump c, d, h or s"
        return _ANSWER_REASONS.get(ph, "That is not possible now")

    def _auction_reason(self, seat: int, action: Action) -> str:
        current = BID_OF[self.bid_action].label if self.bid_action is not None else ""
        holder_answers = self.bid >= 0 and seat == self.holder and self.challenger >= 0
        if action is HOLD:
            if not holder_answers:
                return "Only the holder may hold, and only a bid the challenger made"
            return "You may only hold Kieker without a court card"
        if action.kind != "bid":
            return "Bid, hold or pass" if holder_answers else "Bid or pass"
        b = BID_OF.get(action)
        if b is None:
            if action.words[:1] == ("5",) and "durch" in action.words:
                return "A bid of 5 already includes Durch: write it without 'durch'"
            return "Bids are 'bid 2-5 [hand] [ruten] [durch]' or 'bid kieker [ruten]'"
        if b.kieker and not self.kok[seat]:
            return "You may only bid Kieker without a court card"
        if b.strength < self.minbid:
            return "The lowest bid is 3 (MinBid3)"
        if holder_answers:
            return f"Bid higher than {current}, hold or pass"
        return f"Bid higher than {current} or pass"

    # --- resampling ---------------------------------------------------------------------------
    def resample(self, seat: int, rng: random.Random) -> PrisdorfState:
        """A deal consistent with ``view(seat)``: a rebuilt initial layout, history replayed."""
        facts = _Facts(self, seat)
        for _ in range(400):
            found = facts.attempt(rng)
            if found is not None:
                return found
        raise ResampleError(f"no consistent deal found for seat {seat}")


_ANSWER_REASONS = {
    HAND_OR_SKAT: "Play Hand (hand) or take the Skat (skat)",
    SIEBENER_FIRST: "Show your Siebener Fips (siebener) or pass",
    SIEBENER_AFTER: "Show your Siebener Fips (siebener) or pass",
    CONTINUE_OR_STOP: "Play on for all five tricks (continue) or stop",
    KONTRA_OFFER: "Say Kontra (kontra) or pass",
    REKONTRA_OFFER: "Say Rekontra (rekontra) or pass",
}


def _sorted_cards(ids: Sequence[int]) -> tuple:
    return tuple(CARD[c] for c in sorted(ids))


# --- resampling ---------------------------------------------------------------------------


class _Facts:
    """What one seat knows about where the cards of a deal started (public and own facts).

    Hidden places are other seats' unplayed cards (minus voids shown by failing to follow,
    FP-38), an untaken Skat or rest pile, and another declarer's discards. They are filled
    with ``deal_hidden``; each candidate layout is checked by replaying the history, which
    enforces the remaining facts (Kieker eligibility FP-10, Siebener offers FX-2).
    """

    def __init__(self, state: PrisdorfState, seat: int) -> None:
        self.state = state
        self.seat = seat
        n = state.players
        self.played: list[list[int]] = [[] for _ in range(n)]
        self.voids: list[set[int]] = [set() for _ in range(n)]
        for leader, cards, _ in [*state.tricks, (state.leader, state.trick, -1)]:
            if not cards:
                continue
            led = SUIT[cards[0]]
            for i, c in enumerate(cards):
                p = (leader + i) % n
                self.played[p].append(c)
                if SUIT[c] != led:
                    self.voids[p].add(led)
        # Kieker bids and holds show a hand without court cards (FP-10, FP-20).
        self.no_court: set[int] = set()
        last_bid: Action | None = None
        for p, a in state.history:
            if a.kind == "bid":
                last_bid = a
                if a.words[0] == "kieker":
                    self.no_court.add(p)
            elif a is HOLD and last_bid is not None and last_bid.words[0] == "kieker":
                self.no_court.add(p)
        self.d = state.declarer
        self.took = state.took
        # Seats known to hold a Siebener Fips: offers passed or pending (FX-2).
        self.sieb_dealt = set(state.siebener_passed)
        if state.phase == SIEBENER_FIRST:
            assert state.to_move is not None  # None only once the deal is OVER
            self.sieb_dealt.add(state.to_move)
        self.sieb_kept = state.siebener_passed_later or state.phase == SIEBENER_AFTER
        known = set(state.hands[seat])
        for p in range(n):
            known.update(self.played[p])
        if state.shown >= 0:
            known.update(state.hands[state.shown])
        if seat == self.d:
            known.update(state.discards)
            if self.took:
                known.update(state.dealt_skat)
            if self.took == 2:
                known.update(state.dealt_rest)
        self.pool = [c for c in DECK if c not in known]
        self.pool_set = set(self.pool)
        self.slots, self.pins = self._hidden_slots()

    def _hidden_slots(self) -> tuple[list[Slot], dict[Any, list[int]]]:
        """Hidden places (full size) with their constraints, and cards pinned to places."""
        st, seat, d = self.state, self.seat, self.d
        slots: list[Slot] = []
        pins: dict[Any, list[int]] = {}
        for p in range(st.players):
            if p == seat or p == st.shown:
                continue
            key = ("hand", p)
            size = len(st.hands[p])
            if (p == d and self.sieb_kept) or (p in self.sieb_dealt and not (p == d and self.took)):
                # FX-2: the five cards at the offer were exactly the four sevens and an ace.
                pins[key] = [c for c in SEVENS if c not in self.played[p]]
                aces_played = any(RANK[c] == ACE for c in self.played[p])
                slots.append(Slot(key, size, None if aces_played else _only_aces))
                continue
            court = p in self.no_court and not (p == d and self.took)
            slots.append(Slot(key, size, _allow(self.voids[p], court)))
        if d >= 0 and d != seat and st.discards:
            if self.took == 2 and st.players == 3:
                if d in self.sieb_dealt:  # the discarded original five were the Siebener Fips
                    pins[("orig", d)] = list(SEVENS)
                    slots.append(Slot(("orig", d), 5, _only_aces))
                else:
                    slots.append(Slot(("orig", d), 5, _allow(set(), True)))
                if len(st.discards) > 5:
                    slots.append(Slot(("disc", d), 5))
            else:
                slots.append(Slot(("disc", d), len(st.discards)))
        if st.skat:
            slots.append(Slot(("skat",), len(st.skat)))
        if st.rest:
            slots.append(Slot(("rest",), len(st.rest)))
        return slots, pins

    def attempt(self, rng: random.Random) -> PrisdorfState | None:
        st, seat, d = self.state, self.seat, self.d
        n = st.players
        slots = self.slots
        pins = {k: v.copy() for k, v in self.pins.items()}
        pinned = {c for cs in pins.values() for c in cs}
        if d >= 0 and d != seat and self.took and d in self.sieb_dealt and ("orig", d) not in pins:
            # The declarer passed a Siebener offer before taking cards: his sevens are
            # among the cards he still holds or discarded.
            group = [s for s in slots if s.key in (("hand", d), ("disc", d), ("orig", d))]
            for c in SEVENS:
                if c in self.pool and c not in pinned:
                    room = [s for s in group if s.size > len(pins.get(s.key, ())) and _ok(s, c)]
                    if not room:
                        return None
                    pins.setdefault(rng.choice(room).key, []).append(c)
                    pinned.add(c)
        if not pinned <= self.pool_set:
            return None
        free = [Slot(s.key, s.size - len(pins.get(s.key, ())), s.allows) for s in slots]
        try:
            dealt = deal_hidden([CARD[c] for c in self.pool if c not in pinned], free, rng)
        except ResampleError:
            return None
        place = {k: v.copy() for k, v in pins.items()}
        for k, v in dealt.items():
            place.setdefault(k, []).extend(c.id for c in v)
        hands: list[list[int]] = [[] for _ in range(n)]
        for p in range(n):
            cur = list(st.hands[p]) if p == seat or p == st.shown else place[("hand", p)]
            hands[p] = cur + self.played[p]
        skat = place.get(("skat",), [])
        rest = place.get(("rest",), [])
        discards: list[int] = []
        if d >= 0 and st.discards:
            if d == seat:
                discards = list(st.discards)
            elif ("orig", d) in place:
                discards = place[("orig", d)] + place.get(("disc", d), [])
            else:
                discards = place[("disc", d)]
        if self.took and not self._split(hands, skat, rest, discards, rng):
            return None
        return self._replay(hands, skat, rest, discards)

    def _split(
        self,
        hands: list[list[int]],
        skat: list[int],
        rest: list[int],
        discards: list[int],
        rng: random.Random,
    ) -> bool:
        """Separate the declarer's (Kieker's) dealt hand from the cards he took."""
        st, d = self.state, self.d
        group = hands[d] + (discards if not (st.players == 3 and self.took == 2) else discards[5:])
        if d == self.seat:
            taken = set(st.dealt_skat) | (set(st.dealt_rest) if self.took == 2 else set())
            if self.took == 2 and st.players == 3:
                hands[d] = list(st.discards[:5])
            else:
                hands[d] = [c for c in group if c not in taken]
            skat[:] = sorted(st.dealt_skat)
            if self.took == 2:
                rest[:] = sorted(st.dealt_rest)
            return True
        group.sort()
        if self.took == 2 and st.players == 3:
            hands[d] = discards[:5]
            others = group
        else:
            need_no_court = d in self.no_court or self.took == 2
            sieb = d in self.sieb_dealt
            options = [
                h
                for h in combinations(group, 5)
                if (not need_no_court or kieker_eligible(h)) and is_siebener(h) == sieb
            ]
            if not options:
                return False
            hands[d] = list(rng.choice(options))
            others = [c for c in group if c not in hands[d]]
        rng.shuffle(others)
        skat[:] = others[:2]
        if self.took == 2:
            rest[:] = others[2:]
        return True

    def _replay(
        self, hands: list[list[int]], skat: list[int], rest: list[int], discards: list[int]
    ) -> PrisdorfState | None:
        st = self.state
        new = PrisdorfState(st.config, st.dealer, [sorted(h) for h in hands], skat, rest)
        hidden_discards = iter([discards[5:] if st.players == 3 and self.took == 2 else discards])
        for p, a in st.history:
            if new.to_move != p:
                return None
            if a.kind == "discard" and p != self.seat:
                a = discard_action(next(hidden_discards))
            if a not in new.legal_actions():
                return None
            new._apply(a)
        # A pending Siebener offer the true deal does not have (or lacks) shows up here.
        if new.phase != st.phase or new.to_move != st.to_move:
            return None
        return new


def _allow(banned: set[int], no_court: bool):
    if not banned and not no_court:
        return None
    return lambda c: SUIT[c.id] not in banned and not (no_court and COURT[c.id])


def _only_aces(c) -> bool:
    return c.rank == ACE


def _ok(slot: Slot, c: int) -> bool:
    return slot.allows is None or slot.allows(CARD[c])


# --- the preset ---------------------------------------------------------------------------


def _check_layout(
    config: GameConfig, layout: Mapping[str, Any]
) -> tuple[list[list[int]], list[int], list[int]]:
    """A record layout as card ids; LayoutError unless it is exactly the 25-card pack."""
    n = config.players
    if not isinstance(layout, Mapping):
        raise LayoutError("a layout must be an object with 'hands', 'skat' and 'rest'")
    unknown = set(layout) - {"hands", "skat", "rest"}
    if unknown:
        names = ", ".join(map(repr, sorted(map(str, unknown))))
        raise LayoutError(f"unknown layout piles for Prisdorf Fipsen: {names}")
    try:
        hands = [[parse_card(t).id for t in h] for h in layout["hands"]]
        skat = [parse_card(t).id for t in layout["skat"]]
        rest = [parse_card(t).id for t in layout["rest"]]
    except KeyError as e:
        raise LayoutError(f"the layout has no '{e.args[0]}' pile") from None
    except (NotationError, TypeError) as e:
        raise LayoutError(f"bad card in the layout: {e}") from None
    if len(hands) != n or any(len(h) != 5 for h in hands):
        raise LayoutError(f"Prisdorf Fipsen needs {n} hands of 5 cards")
    if len(skat) != 2:
        raise LayoutError("the Skat holds 2 cards")
    if len(rest) != 25 - 5 * n - 2:
        raise LayoutError(f"the rest pile holds {25 - 5 * n - 2} cards with {n} players")
    every = [c for h in hands for c in h] + skat + rest
    if sorted(every) != list(DECK):
        raise LayoutError("the layout is not exactly the 25-card Prisdorf pack (A-7 of c, h, s and 7d)")
    return hands, skat, rest


def new_deal(
    config: GameConfig,
    dealer: int,
    *,
    rng: random.Random | None = None,
    layout: Mapping[str, Any] | None = None,
    totals: Sequence[int] | None = None,
) -> PrisdorfState:
    """FP-5: 3 cards each from P1, 2 to the Skat, 2 each; the remainder is the rest pile."""
    n = config.players
    if layout is not None:
        hands, skat, rest = _check_layout(config, layout)
        return PrisdorfState(config, dealer, hands, skat, rest)
    cards = shuffled(DECK, rng or random.Random())
    hands = [[] for _ in range(n)]
    for i in range(n):
        seat = (dealer + 1 + i) % n
        hands[seat] = cards[3 * i : 3 * i + 3] + cards[3 * n + 2 + 2 * i : 3 * n + 4 + 2 * i]
    return PrisdorfState(config, dealer, hands, cards[3 * n : 3 * n + 2], cards[5 * n + 2 :])


PRESET = Preset(
    name="prisdorf",
    title="Prisdorf",
    players=(4, 3),
    default_players=4,
    options=OPTIONS,
    new_deal=new_deal,
    match_end=match_end_by_deals,
    winner=winner_highest,
)

__all__ = ["PRESET", "PrisdorfState", "new_deal"]
