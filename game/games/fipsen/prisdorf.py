"""Prisdorf Fipsen (rules file Part A, with the FX fine points): preset ``prisdorf``.

A variant of the declarer-deal engine (state.py): ``PrisdorfDeal`` overrides its hooks
for the Siebener Fips offers (FP-34, FP-35, FX-2), the duel auction with holding
(FP-13..20), the binding doubles and the forced trump choices (FP-20..26, FX-3, FX-4),
the end of play (FP-40, FP-41) and the scoring (FP-43..49); the engine runs the
Hand-or-Skat choice (FP-22), the exchange and the Kieker's (FP-23, FP-29..33), Kontra
and Rekontra (FX-6) and trick play (FP-37..39). Cards are ``Card.id`` ints and hands are
lists kept sorted by id, which is the canonical card order.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any, NamedTuple

from game.rules.actions import PASS, Action
from game.rules.cards import card, deck_prisdorf
from game.rules.message import N_, Message
from game.rules.names import seat_ref
from game.rules.registry import GameConfig, Preset
from game.rules.state import Outcome
from game.rules.tricks import in_play_order

from .cards import CARD, COURT, NO_TRUMP, RANK, SUIT_LETTER, play_reason, shuffled
from .deal import deal_packets, read_layout
from .options import PRISDORF as OPTIONS
from .scoring import match_end_by_deals, winner_highest
from .state import (
    ANSWER_REASONS,
    AUCTION,
    CONTINUE,
    DISCARD,
    HAND_OR_PILE,
    HAND_SIZE,
    KIEKER,
    KIEKER_EXCHANGE,
    NO_EXCHANGE,
    NUMBER,
    OVER,
    PLAYING,
    SIEBENER_EXCHANGED,
    TAKE_ALL,
    TRICKS,
    TRUMPS,
    DeclarerDeal,
    Ladder,
    Rung,
    Setup,
)

DECK: tuple[int, ...] = tuple(sorted(c.id for c in deck_prisdorf()))
DIAMONDS = 1
SEVENS: tuple[int, ...] = tuple(card(7, s).id for s in "cdhs")
ACE = 14

HOLD = Action("hold")


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


@cache
def _contract(action: Action, held: bool, players: int, hand: bool) -> Rung:
    """The engine's contract for the auction's final bid (FP-20, FP-22, FP-29..31)."""
    b = BID_OF[action]
    if b.kieker:
        # FP-30: with four the Kieker takes Skat and rest pile into his hand; FP-31, FX-5:
        # with three his original five go out first. House rule (FP-20): holding Kieker
        # Ruten binds to diamonds as well.
        exchange = TAKE_ALL if players == 4 else KIEKER_EXCHANGE
        return Rung(action, b.label, b.tricks, KIEKER, DIAMONDS if b.ruten else NO_TRUMP, exchange)
    bound = DIAMONDS if b.ruten and not held else NO_TRUMP  # FP-20: only his own bid binds
    return Rung(action, b.label, b.tricks, NUMBER, bound, NO_EXCHANGE if hand else HAND_OR_PILE, "skat")


class PrisdorfDeal(DeclarerDeal):
    """One deal of Prisdorf Fipsen (3 or 4 players): the declarer engine with Prisdorf's
    duel auction, Siebener Fips, Hand-or-Skat, binding doubles, Kontra and scoring."""

    DISCARD_PILE = "discards"
    SIEBENER_OFFERS = True

    def __init__(
        self, setup: Setup, dealer: int, dealt: list[list[int]], piles: dict[str, list[int]]
    ) -> None:
        opts = setup.config.options
        self.minbid = 4 if opts["MinBid3"] else 0
        self.vorhand_leads = bool(opts["VorhandLeads"])
        # the duel auction (FP-13..19)
        self.holder = self.challenger = -1
        self.next_pos = 0
        self.bid = -1  # strength of the current bid
        self.bid_action: Action | None = None
        self.owner = -1
        self.held = False
        # what the contract binds (FP-20..26)
        self.kieker = False
        self.tricks_needed = 0
        self.doubles_needed = 0
        self.hand_bound = self.ruten_bound = False
        self.durch = False
        self._outcome: Outcome | None = None
        super().__init__(setup, dealer, dealt, piles)

    @property
    def took(self) -> int:
        """0: nothing taken; 1: the declarer took the Skat; 2: the Kieker took Skat and rest."""
        return len(self.taken)

    def _begin(self) -> None:
        """FP-35a / FX-2a: each player whose dealt hand is a Siebener Fips is asked in turn.

        House rule (FP-35): the offer comes right after the deal, before the auction.
        """
        self._offer_siebener(tuple(s for s in self.active if is_siebener(self.hands[s])))

    # --- the duel auction (FP-13..20) ---------------------------------------------------------
    def _start_auction(self) -> None:
        """FP-14: first duel P1 (holder) against P2 (challenger), no current bid."""
        self.phase = AUCTION
        self.holder = self.active[0]
        self.challenger = self.active[1]
        self.next_pos = 2
        self._auction_turn()

    def _auction_actions(self, seat: int) -> list[Action]:
        if self.bid < 0:
            return list(_OPEN[self.minbid][self.kieker_ok[seat]])
        if seat == self.challenger:
            return list(_CHALLENGE[self.bid][self.kieker_ok[seat]])
        return list(_HOLDER[self.bid][self.kieker_ok[seat]])

    def _bid(self, seat: int, action: Action) -> None:
        if action is PASS:
            if self.challenger < 0:  # FP-19: nobody bid, same dealer deals again (FX-8)
                self.phase, self.to_move = OVER, None
                return
            self._auction_pass(seat)
        else:
            if action is not HOLD:
                self.bid = BID_OF[action].strength
                self.bid_action = action
            self.owner, self.held = seat, action is HOLD
            assert self.bid_action is not None  # only a bid can be held
            if BID_OF[self.bid_action].kieker:
                self.kieker_bidders |= 1 << seat  # FP-10, FP-20: no court card in his hand
            if self.challenger < 0:  # FP-19: the survivor's opening ends the auction
                self._end_auction()
                return
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
            self.challenger = self.active[self.next_pos]
            self.next_pos += 1
        else:
            self.challenger = -1

    def _end_auction(self) -> None:
        """FP-19, FP-20: the survivor is declarer; fix what his contract binds him to."""
        assert self.bid_action is not None  # the auction ends on a bid
        b = BID_OF[self.bid_action]
        self.tricks_needed = b.tricks
        self.doubles_needed = b.doubles
        # FP-20, FP-25: an announced Durch binds only the player who made the final bid; a
        # holder is bound to the number of doubles, so for him Durch is in force from the
        # start only in a 5 contract (FP-9).
        self.durch = b.durch and (not self.held or b.tricks == 5)
        if b.kieker:
            self.kieker = True
            self.ruten_bound = b.ruten  # House rule (FP-20): held Kieker Ruten binds too
        else:
            if not self.held:  # FP-20: the declarer's own final bid binds every named double
                self.hand_bound = b.hand
                self.ruten_bound = b.ruten
            # FP-22, FX-3, FX-4: Hand is forced when bound or when the Skat could not leave
            # enough doubles (at most Ruten and Durch can still come without Hand).
            self.hand = self.hand_bound or self.doubles_needed > 2
        self._start_contract(self.holder, _contract(self.bid_action, self.held, self.players, self.hand))

    # --- after the exchange, trumps, play ----------------------------------------------------
    def _after_exchange(self) -> None:
        """FP-27, FP-35b/c, FX-2b/c: a Siebener Fips offer for the declarer's five cards."""
        if is_siebener(self.hands[self.declarer]):
            self.phase, self.to_move = SIEBENER_EXCHANGED, self.declarer
        else:
            self._start_trumps()

    def _start_trumps(self) -> None:
        """FP-24, FP-26, FP-32, FX-4, FX-5: naming trumps; a forced choice is not asked."""
        self.phase, self.to_move = TRUMPS, self.declarer
        if self.kieker:
            return
        # Durch can still complete one missing double unless it is already in force.
        missing = self.doubles_needed - self.hand - self.durch
        if self.ruten_bound or missing > (not self.durch):
            self._set_trump(DIAMONDS)

    def _set_trump(self, suit: int) -> None:
        if not self.kieker and not self.durch:
            # FP-26, FX-4: exactly one double still missing -> Durch in force, no decision.
            if self.doubles_needed - self.hand - (suit == DIAMONDS) >= 1:
                self.durch = True
        super()._set_trump(suit)  # FX-6: Kontra offers under KontraRekontra

    def _first_leader(self) -> int:
        """FP-37: the declarer leads; option VorhandLeads: P1 leads."""
        return self.active[0] if self.vorhand_leads else self.declarer

    def _after_trick(self) -> None:
        """FP-40, FP-41: when the deal ends, and the stop-or-continue question."""
        if self.durch:  # FP-40
            if self.lost:
                self._finish(False)
            elif self.won == TRICKS:
                self._finish(True)
        elif self.lost > TRICKS - self.tricks_needed:  # FP-41a
            self._finish(False)
        elif self.won == self.tricks_needed:
            if self.lost:  # FP-41b
                self._finish(True)
            else:  # FP-41c
                self.phase = CONTINUE

    def _play_on(self) -> None:
        self.durch = True  # FP-41c: Durch in force from now on

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
        if self.shown >= 0:  # FP-36, FP-48
            scores[self.shown] = 30
            name = seat_ref(self.shown)
            text = Message("{who} showed a Siebener Fips: +30", who=name)
            return Outcome(tuple(scores), text, {"siebener": self.shown})
        if self.declarer < 0:  # FP-19, FX-8
            return Outcome(
                tuple(scores),
                Message("Everyone passed: the same dealer deals again"),
                {"redeal": True},
                self.dealer,
            )
        d = self.declarer
        name = seat_ref(d)
        contract = self.contract_text()
        extra: dict[str, Any]  # both results below share it, with different fields
        if self.surrendered:  # FP-32, FP-47
            # House rule (FP-49): Kontra never multiplies a surrender (nor a Siebener Fips).
            scores[d] = -5
            extra = {"declarer": d, "made": False, "contract": contract, "surrendered": True}
            return Outcome(
                tuple(scores), Message("{who} surrendered {contract}: -5", who=name, contract=contract), extra
            )
        # FP-45, FP-46, FP-49: failure costs twice the value; Kontra doubles, Rekontra again.
        score = scores[d] = declarer_score(self.value(), self.success, self.kontra)
        template = _RESULTS[score > 0][self.kontra]
        text = Message(template, who=name, contract=contract, score=score)
        extra = {"declarer": d, "made": score > 0, "contract": contract, "won": self.won, "lost": self.lost}
        return Outcome(tuple(scores), text, extra)

    # --- what a seat sees -------------------------------------------------------------------
    def _view_piles(self, seat: int) -> dict[str, tuple]:
        mine = seat == self.declarer
        piles: dict[str, tuple] = {
            "skat": (None,) * len(self.piles["skat"]),
            "rest": (None,) * len(self.piles["rest"]),
            "discards": _sorted_cards(self.discard) if mine else (None,) * len(self.discard),
        }
        if self.took:
            # FP-23, FP-30: the declarer (Kieker) knows what he took into his hand.
            piles["taken skat"] = _sorted_cards(self.dealt_piles["skat"]) if mine else (None, None)
            if self.took == 2:
                rest = self.dealt_piles["rest"]
                piles["taken rest"] = _sorted_cards(rest) if mine else (None,) * len(rest)
        for s, won in enumerate(self.won_cards()):
            piles[f"won{s}"] = _sorted_cards(won)
        return piles

    def _view_info(self) -> dict[str, Any]:
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
            "trump": SUIT_LETTER[self.trump] if self.trump >= 0 else None,
            "doubles_required": self.doubles_needed if d >= 0 and not self.kieker else None,
            "doubles": self._double_names(),
            "declarer_tricks": self.won,
            "opponent_tricks": self.lost,
            "kontra": self.kontra,
            "siebener_passed": list(self.siebener_passed) + ([d] if self.siebener_passed_later else []),
            "last_trick": self._last_trick(),
        }
        if self.phase == OVER:
            out = self.outcome()
            info["result"] = out.text() if out else None
        return info

    def _last_trick(self) -> list[list]:
        """[[seat, card], ...] of the last finished trick, from its leader."""
        if not self.winners:
            return []
        n, t = self.players, len(self.winners) - 1
        leader = self.winners[t - 1] if t else self._first_leader()
        return [[s, CARD[c].text] for s, c in in_play_order(leader, n, self.played[t * n : (t + 1) * n])]

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
            return Message("The deal is over")
        seat = self.to_move
        assert seat is not None  # None only once the deal is OVER, handled above
        if ph == PLAYING:
            if action.kind != "play" or len(action.cards) != 1:
                return Message("Play a card")
            return play_reason(self.hands[seat], self.trick, action.cards[0]) or Message(
                "You cannot play that now"
            )
        if ph == AUCTION:
            return self._auction_reason(seat, action)
        if ph == DISCARD:
            return self._discard_reason(seat, action)
        if ph == TRUMPS:
            return self._trump_reason(action)
        return _ANSWER_REASONS.get(ph, Message("That is not possible now"))

    def _discard_reason(self, seat: int, action: Action) -> str:
        need = len(self.hands[seat]) - HAND_SIZE
        if action.kind != "discard":
            return Message("Discard {n} cards", n=need)
        if len(action.cards) != need or len(set(action.cards)) != need:
            return Message("Discard exactly {n} cards", n=need)
        return Message("You can only discard cards from your hand")

    def _trump_reason(self, action: Action) -> str:
        if action.kind == "trump" and self.ruten_bound:
            return Message("Your contract binds you to diamonds (Ruten)")
        if self.kieker:
            return Message("Surrender or name trumps")
        return Message("Name trumps: trump c, d, h or s")

    def _auction_reason(self, seat: int, action: Action) -> str:
        current = BID_OF[self.bid_action].label if self.bid_action is not None else ""
        holder_answers = self.bid >= 0 and seat == self.holder and self.challenger >= 0
        if action is HOLD:
            if not holder_answers:
                return Message("Only the holder may hold, and only a bid the challenger made")
            return Message("You may only hold Kieker without a court card")
        if action.kind != "bid":
            return Message("Bid, hold or pass") if holder_answers else Message("Bid or pass")
        b = BID_OF.get(action)
        if b is None:
            if action.words[:1] == ("5",) and "durch" in action.words:
                return Message("A bid of 5 already includes Durch: write it without 'durch'")
            return Message("Bids are 'bid 2-5 [hand] [ruten] [durch]' or 'bid kieker [ruten]'")
        if b.kieker and not self.kieker_ok[seat]:
            return Message("You may only bid Kieker without a court card")
        if b.strength < self.minbid:
            return Message("The lowest bid is 3 (MinBid3)")
        if holder_answers:
            return Message("Bid higher than {bid}, hold or pass", bid=current)
        return Message("Bid higher than {bid} or pass", bid=current)


_RESULTS = {
    True: (
        N_("{who} made {contract}: +{score}"),
        N_("{who} made {contract} with Kontra: +{score}"),
        N_("{who} made {contract} with Rekontra: +{score}"),
    ),
    False: (
        N_("{who} lost {contract}: {score}"),
        N_("{who} lost {contract} with Kontra: {score}"),
        N_("{who} lost {contract} with Rekontra: {score}"),
    ),
}
"""A played deal's summary: made or lost, by Kontra (none, Kontra, Rekontra)."""
_ANSWER_REASONS = {**ANSWER_REASONS, CONTINUE: Message("Play on for all five tricks (continue) or stop")}


def _sorted_cards(ids: Sequence[int]) -> tuple:
    return tuple(CARD[c] for c in sorted(ids))


# --- the preset ---------------------------------------------------------------------------


_SETUPS: dict[GameConfig, Setup] = {}
# The bids as engine contracts (the auction itself is PrisdorfDeal's own).
LADDER = Ladder([_contract(b.action, False, 4, False) for b in BIDS])


def prisdorf_setup(config: GameConfig) -> Setup:
    """FP-1..FP-5 and the A options for this config (cached): the 25-card pack, the Skat
    of 2 and the rest pile, diamonds the doubling suit (FP-8), Kontra under KontraRekontra."""
    found = _SETUPS.get(config)
    if found is None:
        piles = (("skat", 2), ("rest", len(DECK) - 2 - HAND_SIZE * config.players))
        kontra = bool(config.options["KontraRekontra"])
        found = _SETUPS[config] = Setup(config, DECK, False, piles, LADDER, DIAMONDS, False, kontra)
    return found


def new_deal(
    config: GameConfig,
    dealer: int,
    *,
    rng: random.Random | None = None,
    layout: Mapping[str, Any] | None = None,
    totals: Sequence[int] | None = None,
) -> PrisdorfDeal:
    """FP-5: 3 cards each from P1, 2 to the Skat, 2 each; the remainder is the rest pile."""
    n = config.players
    setup = prisdorf_setup(config)
    if layout is not None:
        hands, piles = read_layout(layout, [HAND_SIZE] * n, setup.piles, DECK, "Prisdorf Fipsen")
    else:
        seats = [(dealer + k) % n for k in range(1, n + 1)]
        hands, skat, rest = deal_packets(shuffled(DECK, rng or random.Random()), seats, n, 2)
        piles = {"skat": skat, "rest": rest}
    return PrisdorfDeal(setup, dealer, hands, piles)


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

__all__ = ["PRESET", "PrisdorfDeal", "new_deal"]
