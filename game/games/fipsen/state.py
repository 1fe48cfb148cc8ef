"""The Fipsen declarer-deal engine: an auction makes one declarer who plays alone against
everybody else.

``DeclarerDeal`` runs the auction (open, FG-7/FG-8, or one circuit), an optional exchange
with a centre pile, trumps named by the declarer, optional knocking or Kontra and plain
trick play with P1 leading (FG-17, FG-18). A variant is a small subclass overriding a few
hooks, in the style of python-chess's ``chess/variant.py``: it decides when a deal ends
(``_after_trick``) and how it scores (``_deal_result``), and may replace the auction
(``_start_auction``, ``_auction_actions``, ``_bid``), what follows the exchange
(``_after_exchange``), the trump question (``_start_trumps``) and the first lead
(``_first_leader``). Großenaspe (grossenaspe.py), Mecklenburg's Ansegger Fips and
Duttfips (mecklenburg.py, since FM-5 prescribes Großenaspe's open auction) and Prisdorf
(prisdorf.py: its duel auction, Siebener Fips, Hand-or-Skat, Kontra) are variants.

Phases, by the rules that create them:

- ``SIEBENER_DEALT`` (FP-35a, FX-2a): a dealt Siebener Fips may be shown before the auction;
- ``AUCTION`` (FG-7/FG-8, FM-8, FP-13..19);
- ``HAND_OR_SKAT`` (FP-22): the declarer plays Hand or takes the centre pile;
- ``DISCARD`` (FG-12, FG-13, FM-9, FP-23, FP-30, FP-31): back down to five cards;
- ``SIEBENER_EXCHANGED`` (FP-27, FP-35b/c, FX-2b/c): the declarer's five after the exchange;
- ``TRUMPS`` (FG-15, FG-24, FP-24..26, FP-32): naming trumps, or a Kieker's surrender;
- ``KNOCK`` (FX-6, Großenaspe) or ``KONTRA`` then ``REKONTRA`` (FX-6, FP-49, Prisdorf);
- ``PLAYING`` (FG-17, FG-18, FP-37, FP-38) and ``CONTINUE`` (FG-19, FP-41c): stop or play on;
- ``OVER``.

Cards are card ids (ints); hands are kept sorted by id, which is canonical card order.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from game.rules.actions import PASS, Action
from game.rules.message import SUITS, SUITS_CAPITAL, Message
from game.rules.names import seat_ref
from game.rules.registry import GameConfig
from game.rules.state import Outcome, State, View

from .cards import (
    COURT,
    NO_TRUMP,
    SUIT,
    SUIT_LETTER,
    TRUMP,
    cards_of,
    discard_actions,
    legal_plays,
    play_reason,
    texts,
    trick_winner,
)
from .scoring import outcome

(
    AUCTION,
    DISCARD,
    TRUMPS,
    KNOCK,
    PLAYING,
    CONTINUE,
    OVER,
    SIEBENER_DEALT,
    HAND_OR_SKAT,
    SIEBENER_EXCHANGED,
    KONTRA,
    REKONTRA,
) = range(12)
PHASE_NAMES = (
    "auction", "discard", "trump", "knock", "play", "continue", "over",
    "siebener", "hand", "siebener", "kontra", "rekontra",
)  # fmt: skip

# Contract kinds.
NUMBER, KIEKER, FIPS, DUTT, OEWER = range(5)
# Exchanges: none; take a centre pile and discard as many (the Skat FG-12, the Dutt FM-9);
# the Kieker's (FG-13, FP-31: the dealt five go out, every pile comes in); every pile into
# the hand and discard as many (FP-30); Hand or take the pile, the declarer's choice (FP-22).
NO_EXCHANGE, TAKE_PILE, KIEKER_EXCHANGE, TAKE_ALL, HAND_OR_PILE = range(5)

KNOCK_ACTION = Action("knock")
SURRENDER = Action("surrender")
CONTINUE_ACTION = Action("continue")
STOP = Action("stop")
SIEBENER = Action("siebener")
HAND = Action("hand")
SKAT = Action("skat")
KONTRA_ACTION = Action("kontra")
REKONTRA_ACTION = Action("rekontra")
HAND_SIZE = 5
TRICKS = 5


@dataclass(frozen=True)
class Rung:
    """One contract: a rung of a bid ladder, or the contract made when nobody bids."""

    action: Action | None
    label: str
    tricks: int
    kind: int
    bound: int = NO_TRUMP
    exchange: int = NO_EXCHANGE
    pile: str = ""
    """The centre pile taken by a TAKE_PILE exchange ('skat', 'dutt')."""


class Ladder:
    """A bid ladder (weakest first) with its bid tables pre-built."""

    __slots__ = ("rungs", "index", "_table")

    def __init__(self, rungs: Sequence[Rung]) -> None:
        self.rungs = tuple(rungs)
        self.index: dict[Action | None, int] = {r.action: i for i, r in enumerate(self.rungs)}
        self._table = tuple(
            tuple(
                (PASS, *(r.action for r in self.rungs[lo:] if ok or r.kind != KIEKER))
                for lo in range(len(self.rungs) + 1)
            )
            for ok in (False, True)
        )

    def bids(self, high: int, kieker_ok: bool) -> tuple[Action, ...]:
        """``pass`` and every bid above index ``high`` (Kieker only if ``kieker_ok``, FG-10)."""
        # a ladder's rungs are bids, whose actions are never None (only the no-bid contract's is)
        return self._table[kieker_ok][high + 1]  # type: ignore[return-value]


@dataclass(frozen=True, eq=False)
class Setup:
    """Everything about a deal that depends only on the config (shared by all its states)."""

    config: GameConfig
    deck: tuple[int, ...]
    sit_out: int  # truthy: a bool, or an option value (0/1) passed through
    piles: tuple[tuple[str, int], ...]
    ladder: Ladder
    double_suit: int
    knock: bool
    kontra: bool = False  # FX-6: Kontra and Rekontra offered before the first lead


@cache
def _seating(players: int, sit_out: int, dealer: int) -> tuple[tuple[int, ...], int, tuple[int, ...], dict]:
    """Seats in play from P1 clockwise (FX-11: a sitting-out dealer is left out), their bit
    mask, each seat's next seat in play and the play order from each seat."""
    active = tuple((dealer + k) % players for k in range(1, players + 1) if not (sit_out and k == players))
    next_seat = [-1] * players
    for i, s in enumerate(active):
        next_seat[s] = active[(i + 1) % len(active)]
    order = {s: active[i:] + active[:i] for i, s in enumerate(active)}
    return active, sum(1 << s for s in active), tuple(next_seat), order


# Answers with fixed choices, by phase.
_OFFERS: dict[int, tuple[Action, Action]] = {
    KNOCK: (KNOCK_ACTION, PASS),
    CONTINUE: (CONTINUE_ACTION, STOP),
    SIEBENER_DEALT: (SIEBENER, PASS),
    HAND_OR_SKAT: (HAND, SKAT),
    SIEBENER_EXCHANGED: (SIEBENER, PASS),
    KONTRA: (KONTRA_ACTION, PASS),
    REKONTRA: (REKONTRA_ACTION, PASS),
}
# The method that applies an action, by phase (PLAYING is handled first, OVER takes none).
_HANDLERS = (
    "_bid", "_discard", "_name_trumps", "_knock", "", "_continue", "",
    "_siebener_dealt", "_hand_or_skat", "_siebener_exchanged", "_kontra", "_rekontra",
)  # fmt: skip
ANSWER_REASONS = {
    KNOCK: Message("Knock or pass"),
    CONTINUE: Message("Play on (continue) or stop"),
    SIEBENER_DEALT: Message("Show your Siebener Fips (siebener) or pass"),
    HAND_OR_SKAT: Message("Play Hand (hand) or take the Skat (skat)"),
    SIEBENER_EXCHANGED: Message("Show your Siebener Fips (siebener) or pass"),
    KONTRA: Message("Say Kontra (kontra) or pass"),
    REKONTRA: Message("Say Rekontra (rekontra) or pass"),
}


class DeclarerDeal(State):
    """One deal of a Fipsen form with an auction and a lone declarer (module docstring).

    Subclasses implement ``_after_trick`` (when the deal ends), ``_deal_result`` (its
    score) and, for a one-circuit auction (``ONE_CIRCUIT``), ``_no_bid``.
    """

    ONE_CIRCUIT = False
    SIEBENER_OFFERS = False
    """True when the variant offers a Siebener Fips (FP-35, FX-2): resampling keeps its facts."""
    DISCARD_PILE = "discard"
    """The name of the declarer's discards among the view's piles and the locations."""

    def __init__(
        self, setup: Setup, dealer: int, dealt: list[list[int]], piles: dict[str, list[int]]
    ) -> None:
        config = setup.config
        n = config.players
        self.config = config
        self.setup = setup
        self.players = n
        self.dealer = dealer
        self.active, self.active_mask, self.next_seat, self.order = _seating(n, setup.sit_out, dealer)
        self.dealt = dealt  # as dealt, for the record; never changed
        self.dealt_piles = piles
        self.kieker_ok = [bool(h) and not any(COURT[c] for c in h) for h in dealt]  # FG-10
        self.hands = [sorted(h) for h in dealt]
        self.piles = {name: sorted(cards) for name, cards in piles.items()}
        self.discard: list[int] = []
        self.history = []
        self.passed = 0  # bit per seat
        self.spoken = 0  # turns taken in a one-circuit auction
        self.high = -1  # ladder index of the current bid
        self.high_seat = -1
        self.kieker_bidders = 0  # bit per seat that bid Kieker (public: FG-10 eligibility)
        self.declarer = -1
        self.contract: Rung | None = None
        self.taken: tuple[str, ...] = ()  # the centre piles the declarer took, in order
        self.hand = False  # FP-22: the declarer chose to play without the pile
        self.n_discard = 0
        self.trump = NO_TRUMP
        self.knocked = -1
        self.kontra = 0  # FX-6: 1 Kontra, 2 Rekontra
        self.shown = -1  # the seat that showed a Siebener Fips (FP-36)
        self.siebener_queue: tuple[int, ...] = ()  # seats still to be offered (FX-2a)
        self.siebener_passed: tuple[int, ...] = ()  # seats that kept a dealt Siebener Fips
        self.siebener_passed_later = False  # the declarer kept one after the exchange
        self.surrendered = False
        self.played_on = False
        self.leader = -1
        self.trick: list[int] = []
        self.played: list[int] = []  # cards of the finished tricks, in play order
        self.winners: list[int] = []  # winner of each finished trick
        self.tricks = [0] * n
        self.won = 0  # tricks won by the declarer (w)
        self.lost = 0  # tricks won by the opponents (l)
        self.void = [0] * n  # bit per suit the seat showed it lacks
        self.success = False
        self._begin()

    def _begin(self) -> None:
        """The first decision of the deal: the auction, unless a variant offers more first."""
        self._start_auction()

    # --- moves -----------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        phase = self.phase
        seat = self.to_move
        if phase == PLAYING:
            assert seat is not None  # None only once the deal is OVER
            return legal_plays(self.hands[seat], self.trick, self.trump)
        if phase == AUCTION:
            assert seat is not None  # None only once the deal is OVER
            return self._auction_actions(seat)
        if phase == DISCARD:
            assert seat is not None  # None only once the deal is OVER
            return discard_actions(self.hands[seat], self.n_discard)
        if phase == TRUMPS:
            return self._trump_choices()
        offer = _OFFERS.get(phase)
        return list(offer) if offer else []

    def _auction_actions(self, seat: int) -> list[Action]:
        return list(self.setup.ladder.bids(self.high, self.kieker_ok[seat]))

    def _trump_choices(self) -> list[Action]:
        contract = self.contract
        assert contract is not None  # set when the auction ends
        bound = contract.bound
        if contract.kind == KIEKER:
            # FG-13, FX-5, FP-32: surrender or name trumps (only the bound suit after a G bid).
            return [SURRENDER, TRUMP[bound]] if bound >= 0 else [SURRENDER, *TRUMP]
        return list(TRUMP)

    def _apply(self, action: Action) -> None:
        seat = self.to_move
        assert seat is not None  # apply() refuses actions once the deal is over
        self.history.append((seat, action))
        if self.phase == PLAYING:
            self._play(seat, action.cards[0].id)
        else:
            getattr(self, _HANDLERS[self.phase])(seat, action)

    def _bid(self, seat: int, action: Action) -> None:
        if action is PASS:
            self.passed |= 1 << seat
        else:
            i = self.setup.ladder.index[action]
            self.high, self.high_seat = i, seat
            if self.setup.ladder.rungs[i].kind == KIEKER:
                self.kieker_bidders |= 1 << seat
        self._next_bidder(seat)

    def _discard(self, seat: int, action: Action) -> None:
        hand = self.hands[seat]
        for c in action.cards:
            hand.remove(c.id)
            self.discard.append(c.id)
        self._after_exchange()

    def _name_trumps(self, seat: int, action: Action) -> None:
        if action is SURRENDER:
            self.surrendered = True  # FG-24, FP-32
            self._finish(False)
        else:
            self._set_trump(SUIT_LETTER.index(action.words[0]))

    def _knock(self, seat: int, action: Action) -> None:
        if action is KNOCK_ACTION:
            # FX-6. House rule (Knock): at most one knock counts; the first ends the asking.
            self.knocked = seat
            self._start_play()
        else:
            self._ask_knock(self.next_seat[seat])

    def _continue(self, seat: int, action: Action) -> None:
        if action is STOP:
            self._finish(True)
        else:
            self._play_on()
            self.phase = PLAYING

    def _play_on(self) -> None:
        """FG-19: from now on scored as a bid of 5."""
        self.played_on = True

    # --- Siebener Fips (FP-34, FP-35, FX-2) ------------------------------------------------
    def _offer_siebener(self, seats: tuple[int, ...]) -> None:
        """FX-2a: each of ``seats`` in turn may show his dealt Siebener Fips; then the auction."""
        self.siebener_queue = seats
        if seats:
            self.phase, self.to_move = SIEBENER_DEALT, seats[0]
        else:
            self._start_auction()

    def _siebener_dealt(self, seat: int, action: Action) -> None:
        if action is SIEBENER:
            self._show(seat)
            return
        self.siebener_passed += (seat,)
        self.siebener_queue = self.siebener_queue[1:]
        if self.siebener_queue:
            self.to_move = self.siebener_queue[0]
        else:
            self._start_auction()

    def _siebener_exchanged(self, seat: int, action: Action) -> None:
        if action is SIEBENER:
            self._show(seat)
            return
        self.siebener_passed_later = True
        self._start_trumps()

    def _show(self, seat: int) -> None:
        """FP-36: the shown Siebener Fips ends the deal at once."""
        self.shown = seat
        self.phase, self.to_move = OVER, None

    # --- auction ---------------------------------------------------------------------------
    def _start_auction(self) -> None:
        self.phase = AUCTION
        self.to_move = self.active[0]  # FG-7: bidding starts with P1

    def _next_bidder(self, seat: int) -> None:
        """Move the auction on after ``seat`` spoke, skipping turns where only pass remains."""
        setup = self.setup
        if self.ONE_CIRCUIT:
            # FM-8: one circuit from P1; every player speaks once.
            self.spoken += 1
            while self.spoken < len(self.active):
                nxt = self.active[self.spoken]
                if len(setup.ladder.bids(self.high, self.kieker_ok[nxt])) > 1:
                    self.to_move = nxt
                    return
                self.passed |= 1 << nxt
                self.spoken += 1
            if self.high >= 0:
                self._won_auction()
            else:
                self._no_bid()
            return
        # FG-7, FG-8: round and round until all but one have passed.
        while True:
            alive = self.active_mask & ~self.passed
            if not alive:
                # FX-8. House rule (FG-8, ambiguity 20): thrown in, the same dealer deals again.
                self.phase, self.to_move = OVER, None
                return
            if not alive & (alive - 1) and self.high >= 0:
                self._won_auction()
                return
            nxt = self.next_seat[seat]
            while self.passed >> nxt & 1:
                nxt = self.next_seat[nxt]
            if len(setup.ladder.bids(self.high, self.kieker_ok[nxt])) > 1:
                self.to_move = nxt
                return
            self.passed |= 1 << nxt  # only pass remains: not asked
            seat = nxt

    def _no_bid(self) -> None:
        raise NotImplementedError

    def _won_auction(self) -> None:
        self._start_contract(self.high_seat, self.setup.ladder.rungs[self.high])

    # --- the exchange ----------------------------------------------------------------------
    def _start_contract(self, declarer: int, contract: Rung) -> None:
        self.declarer, self.contract = declarer, contract
        ex = contract.exchange
        if ex == NO_EXCHANGE:  # FG-14: Fips is played with the dealt hand
            self._after_exchange()
        elif ex == HAND_OR_PILE:  # FP-22: the declarer's choice
            self.phase, self.to_move = HAND_OR_SKAT, declarer
        elif ex == KIEKER_EXCHANGE:
            # FG-13, FX-5, FP-31: the original five are discarded without a decision; the
            # Kieker takes the Skat and the Stock (rest pile) and discards down to five.
            self.discard = self.hands[declarer]
            self.hands[declarer] = []
            self._take(declarer, tuple(name for name, _ in self.setup.piles))
        elif ex == TAKE_ALL:  # FP-30: every pile into the hand, discard as many
            self._take(declarer, tuple(name for name, _ in self.setup.piles))
        else:  # FG-12 (skat), FM-9/FM-10 (dutt): take the pile, discard as many
            self._take(declarer, (contract.pile,))

    def _hand_or_skat(self, seat: int, action: Action) -> None:
        if action is HAND:
            self.hand = True  # FP-22
            self._after_exchange()
        else:
            assert self.contract is not None  # set when the auction ends
            self._take(seat, (self.contract.pile,))  # FP-23

    def _take(self, declarer: int, names: tuple[str, ...]) -> None:
        """The declarer takes the piles ``names`` into his hand and must discard as many."""
        hand = self.hands[declarer] + [c for name in names for c in self.piles[name]]
        self.piles = {name: ([] if name in names else cards) for name, cards in self.piles.items()}
        self.taken += names
        self.hands[declarer] = sorted(hand)
        self.n_discard = len(hand) - HAND_SIZE
        self.phase, self.to_move = DISCARD, declarer

    def _after_exchange(self) -> None:
        """The step after the exchange (or after none): naming trumps."""
        self._start_trumps()

    # --- trumps, knocking and Kontra --------------------------------------------------------
    def _start_trumps(self) -> None:
        contract = self.contract
        assert contract is not None  # set when the auction ends
        if contract.kind != KIEKER and contract.bound >= 0:
            self._set_trump(contract.bound)  # FG-15: a G bid binds clubs, not asked
        else:
            self.phase, self.to_move = TRUMPS, self.declarer

    def _set_trump(self, suit: int) -> None:
        self.trump = suit
        if self.setup.knock:
            self._ask_knock(self.next_seat[self.declarer])
        elif self.setup.kontra:
            self._ask_kontra(self.next_seat[self.declarer])
        else:
            self._start_play()

    def _ask_knock(self, seat: int) -> None:
        """FX-6: opponents in turn from the declarer's left, before the first lead."""
        if seat == self.declarer:
            self._start_play()
        else:
            self.phase, self.to_move = KNOCK, seat

    def _ask_kontra(self, seat: int) -> None:
        """FX-6: each opponent in turn from the declarer's left may say Kontra."""
        if seat == self.declarer:
            self._start_play()
        else:
            self.phase, self.to_move = KONTRA, seat

    def _kontra(self, seat: int, action: Action) -> None:
        if action is KONTRA_ACTION:
            self.kontra = 1
            self.phase, self.to_move = REKONTRA, self.declarer  # FX-6: he may answer
        else:
            self._ask_kontra(self.next_seat[seat])

    def _rekontra(self, seat: int, action: Action) -> None:
        if action is REKONTRA_ACTION:
            self.kontra = 2
        self._start_play()

    def _start_play(self) -> None:
        self.phase = PLAYING
        self.leader = self.to_move = self._first_leader()

    def _first_leader(self) -> int:
        return self.active[0]  # FG-17, FM-3: P1 leads

    # --- play ------------------------------------------------------------------------------
    def _play(self, seat: int, card: int) -> None:
        self.hands[seat].remove(card)
        trick = self.trick
        if trick:
            led = SUIT[trick[0]]
            if SUIT[card] != led:
                self.void[seat] |= 1 << led  # FG-18: failed to follow, so void
        trick.append(card)
        if len(trick) < len(self.active):
            self.to_move = self.next_seat[seat]
            return
        winner = self.order[self.leader][trick_winner(trick, self.trump)]  # C-5
        self.played += trick
        self.winners.append(winner)
        self.trick = []
        self.tricks[winner] += 1
        if winner == self.declarer:
            self.won += 1
        else:
            self.lost += 1
        self.leader = self.to_move = winner  # C-6
        self._after_trick()

    def _after_trick(self) -> None:
        raise NotImplementedError

    def _finish(self, success: bool) -> None:
        self.success = success
        self.phase, self.to_move = OVER, None

    # --- results ---------------------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        return outcome(self) if self.phase == OVER else None

    def _deal_result(self) -> tuple[int, int, str]:
        """(declarer's change, each opponent's change, summary) of a finished deal."""
        raise NotImplementedError

    def _who(self) -> str:
        return seat_ref(self.declarer)

    def _trump_words(self) -> Message:
        return SUITS[self.trump]

    # --- copies and knowledge --------------------------------------------------------------
    def clone(self) -> DeclarerDeal:
        s = object.__new__(type(self))
        d = self.__dict__.copy()
        d["hands"] = [h[:] for h in self.hands]
        d["history"] = self.history[:]
        d["discard"] = self.discard[:]
        d["trick"] = self.trick[:]
        d["played"] = self.played[:]
        d["winners"] = self.winners[:]
        d["tricks"] = self.tricks[:]
        d["void"] = self.void[:]
        s.__dict__ = d
        return s

    def view(self, seat: int) -> View:
        return view(self, seat)

    def _view_piles(self, seat: int) -> dict[str, tuple]:
        """The piles as ``seat`` sees them (view.py)."""
        return view_piles(self, seat)

    def _view_info(self) -> dict[str, Any]:
        """Public facts for display (view.py)."""
        return view_info(self)

    def layout(self) -> dict[str, list[list[str]] | list[str]]:
        out: dict[str, Any] = {"hands": [texts(h) for h in self.dealt]}
        for name, _ in self.setup.piles:
            out[name] = texts(self.dealt_piles[name])
        return out

    def locations(self) -> dict[str, list]:
        loc: dict[str, list] = {f"hand{s}": cards_of(h) for s, h in enumerate(self.hands)}
        for name, _ in self.setup.piles:
            loc[name] = cards_of(self.piles[name])
        loc[self.DISCARD_PILE] = cards_of(self.discard)
        loc["trick"] = cards_of(self.trick)
        for s, won in enumerate(self.won_cards()):
            loc[f"won{s}"] = cards_of(won)
        return loc

    def won_cards(self) -> list[list[int]]:
        """The cards of each seat's won tricks, in play order."""
        n_act = len(self.active)
        won: list[list[int]] = [[] for _ in range(self.players)]
        for t, w in enumerate(self.winners):
            won[w] += self.played[t * n_act : (t + 1) * n_act]
        return won

    def resample(self, seat: int, rng: random.Random) -> DeclarerDeal:
        """Redeal what ``seat`` cannot see and replay the deal (see ``resample.py``)."""
        return resample(self, seat, rng)

    # --- words for players -----------------------------------------------------------------
    def illegal_reason(self, action: Action) -> str:
        phase = self.phase
        seat = self.to_move
        if phase == PLAYING:
            assert seat is not None  # None only once the deal is OVER
            if action.kind != "play" or len(action.cards) != 1:
                return Message("Play one card from your hand")
            return play_reason(self.hands[seat], self.trick, action.cards[0], self.trump)
        if phase == AUCTION:
            assert seat is not None  # None only once the deal is OVER
            return self._auction_reason(seat, action)
        if phase == DISCARD:
            return Message("Discard exactly {n} cards from your hand", n=self.n_discard)
        if phase == TRUMPS:
            return self._trump_reason(action)
        return ANSWER_REASONS.get(phase, "")

    def _auction_reason(self, seat: int, action: Action) -> str:
        ladder = self.setup.ladder.rungs
        i = self.setup.ladder.index.get(action)
        if i is None:
            bids = ", ".join(str(r.action) for r in ladder)
            return Message("Bid higher or pass (bids: {bids})", bids=bids)
        if ladder[i].kind == KIEKER and not self.kieker_ok[seat]:
            return Message("Kieker may be bid only with no court card (K, Q, J) in hand")
        return Message("That bid is not higher than {bid}", bid=ladder[self.high].label)

    def _trump_reason(self, action: Action) -> str:
        contract = self.contract
        assert contract is not None  # set when the auction ends
        bound = contract.bound
        if action.kind == "trump" and bound >= 0:
            return Message(
                "{suits} must be trumps after a {bid} bid", suits=SUITS_CAPITAL[bound], bid=contract.label
            )
        if contract.kind == KIEKER:
            return Message("Surrender or name trumps")
        return Message("Name trumps: trump c, d, h or s")


# Imported last: these modules read this one's phases and contract kinds.
from .resample import resample  # noqa: E402
from .view import view, view_info, view_piles  # noqa: E402
