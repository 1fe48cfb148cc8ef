"""Fipsen in Großenaspe (rules Part B, FG-1 … FG-25) and the declarer-deal engine.

``DeclarerDeal`` runs a Fipsen form in which an auction makes one declarer who plays alone
against everybody else: the auction (open, FG-7/FG-8, or one circuit), an optional
exchange with a centre pile, trumps named by the declarer, optional knocking and plain
trick play with P1 leading (FG-17, FG-18). Subclasses decide when a deal ends and how it
scores. Großenaspe is the subclass here; Mecklenburg's Ansegger Fips and Duttfips
(mecklenburg.py) reuse the engine, since FM-5 prescribes Großenaspe's open auction.

Cards are card ids (ints); hands are kept sorted by id, which is canonical card order.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from game.rules.actions import PASS, Action
from game.rules.cards import deck_32, deck_prisdorf, parse_card
from game.rules.errors import LayoutError, NotationError
from game.rules.registry import GameConfig, Option, Preset
from game.rules.resampling import ResampleError, Slot, deal_hidden
from game.rules.state import Outcome, State, View

from .common import (
    CARD,
    COURT,
    NO_TRUMP,
    SUIT,
    SUIT_LETTER,
    SUIT_WORD,
    TRUMP,
    cards_of,
    discard_action,
    discard_actions,
    legal_plays,
    match_end_by_deals,
    play_reason,
    seat_name,
    shuffled,
    texts,
    trick_winner,
    winner_highest,
)

AUCTION, DISCARD, TRUMPS, KNOCK, PLAYING, CONTINUE, OVER = range(7)
PHASE_NAMES = ("auction", "discard", "trumps", "knock", "play", "continue", "over")

# Contract kinds.
NUMBER, KIEKER, FIPS, DUTT, OEWER = range(5)
# Exchanges: none; take a centre pile and discard as many (the Skat FG-12, the Dutt FM-9);
# the Kieker's (FG-13).
NO_EXCHANGE, TAKE_PILE, KIEKER_EXCHANGE = range(3)

KNOCK_ACTION = Action("knock")
SURRENDER = Action("surrender")
CONTINUE_ACTION = Action("continue")
STOP = Action("stop")
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
        return self._table[kieker_ok][high + 1]


@dataclass(frozen=True, eq=False)
class Setup:
    """Everything about a deal that depends only on the config (shared by all its states)."""

    config: GameConfig
    deck: tuple[int, ...]
    sit_out: bool
    piles: tuple[tuple[str, int], ...]
    ladder: Ladder
    double_suit: int
    knock: bool


# --- dealing and layouts (shared with thedinghausen.py and mecklenburg.py) -------------------


def check_dealer(dealer: object, players: int) -> int:
    return dealer


def deal_packets(
    deck: Sequence[int], seats: Sequence[int], players: int, middle: int
) -> tuple[list[list[int]], list[int], list[int]]:
    """Packets of 3 to each seat in order, ``middle`` cards to the centre, packets of 2.

    Returns (hands by seat, the centre cards, the undealt rest), each in dealing order.
    """
    hands: list[list[int]] = [[] for _ in range(players)]
    i = 0
    for s in seats:
        hands[s] = list(deck[i : i + 3])
        i += 3
    centre = list(deck[i : i + middle])
    i += middle
    for s in seats:
        hands[s] += deck[i : i + 2]
        i += 2
    return hands, centre, list(deck[i:])


def _pile_cards(pile: object, size: int, what: str) -> list[int]:
    if not isinstance(pile, list | tuple) or len(pile) != size:
        raise LayoutError(f"{what} must be a list of {size} card{'' if size == 1 else 's'}")
    try:
        return [parse_card(t).id for t in pile]
    except (NotationError, TypeError) as e:
        raise LayoutError(f"{what}: {e}") from None


def read_layout(
    layout: Mapping[str, Any],
    hand_sizes: Sequence[int],
    piles: Sequence[tuple[str, int]],
    deck: Sequence[int],
    game: str,
) -> tuple[list[list[int]], dict[str, list[int]]]:
    """Hands and piles of a record layout as card ids, checked to be exactly ``deck``."""
    names = ", ".join(["hands", *(p for p, _ in piles)])
    if not isinstance(layout, Mapping):
        raise LayoutError(f"a {game} layout is a mapping with {names}")
    unknown = sorted(set(layout) - {"hands", *(p for p, _ in piles)})
    if unknown:
        raise LayoutError(f"{game} has no pile {', '.join(map(repr, unknown))} (layout: {names})")
    hands_in = layout.get("hands")
    n = len(hand_sizes)
    if not isinstance(hands_in, list | tuple) or len(hands_in) != n:
        raise LayoutError(f"'hands' must be {n} lists, one per seat")
    hands = [
        _pile_cards(h, k, f"hand {s}") for s, (h, k) in enumerate(zip(hands_in, hand_sizes, strict=True))
    ]
    out = {name: _pile_cards(layout.get(name), size, f"'{name}'") for name, size in piles}
    allowed = set(deck)
    seen: set[int] = set()
    for c in [c for h in hands for c in h] + [c for p in out.values() for c in p]:
        if c not in allowed:
            raise LayoutError(f"{CARD[c]} is not in the {game} deck")
        if c in seen:
            raise LayoutError(f"{CARD[c]} appears twice in the layout")
        seen.add(c)
    return hands, out


def void_allows(void: int, no_court: bool = False) -> Callable | None:
    """Slot constraint: no card of a suit in the ``void`` bit set, and no court card if asked."""
    if not void and not no_court:
        return None
    if not no_court:
        return lambda c: not void >> c.suit_index & 1
    return lambda c: not void >> c.suit_index & 1 and not COURT[c.id]


# --- the engine ------------------------------------------------------------------------------


@cache
def _seating(players: int, sit_out: bool, dealer: int) -> tuple[tuple[int, ...], int, tuple[int, ...], dict]:
    """Seats in play from P1 clockwise (FX-11: a sitting-out dealer is left out), their bit
    mask, each seat's next seat in play and the play order from each seat."""
    active = tuple((dealer + k) % players for k in range(1, players + 1) if not (sit_out and k == players))
    next_seat = [-1] * players
    for i, s in enumerate(active):
        next_seat[s] = active[(i + 1) % len(active)]
    order = {s: active[i:] + active[:i] for i, s in enumerate(active)}
    return active, sum(1 << s for s in active), tuple(next_seat), order


class DeclarerDeal(State):
    """One deal of a Fipsen form with an auction and a lone declarer (module docstring).

    Subclasses implement ``_after_trick`` (when the deal ends), ``_deal_result`` (its
    score) and, for a one-circuit auction (``ONE_CIRCUIT``), ``_no_bid``.
    """

    ONE_CIRCUIT = False

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
        self.phase = AUCTION
        self.to_move = self.active[0]  # FG-7: bidding starts with P1
        self.passed = 0  # bit per seat
        self.spoken = 0  # turns taken in a one-circuit auction
        self.high = -1  # ladder index of the current bid
        self.high_seat = -1
        self.kieker_bidders = 0  # bit per seat that bid Kieker (public: FG-10 eligibility)
        self.declarer = -1
        self.contract: Rung | None = None
        self.n_discard = 0
        self.trump = NO_TRUMP
        self.knocked = -1
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

    # --- moves -----------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        phase = self.phase
        seat = self.to_move
        if phase == PLAYING:
            return legal_plays(self.hands[seat], self.trick, self.trump)
        if phase == AUCTION:
            return list(self.setup.ladder.bids(self.high, self.kieker_ok[seat]))
        if phase == DISCARD:
            return discard_actions(self.hands[seat], self.n_discard)
        if phase == TRUMPS:
            return self._trump_choices()
        if phase == KNOCK:
            return [KNOCK_ACTION, PASS]
        if phase == CONTINUE:
            return [CONTINUE_ACTION, STOP]
        return []

    def _trump_choices(self) -> list[Action]:
        bound = self.contract.bound
        if self.contract.kind == KIEKER:
            # FG-13, FX-5: surrender or name trumps (only the bound suit after a G bid).
            return [SURRENDER, TRUMP[bound]] if bound >= 0 else [SURRENDER, *TRUMP]
        return list(TRUMP)

    def _apply(self, action: Action) -> None:
        seat = self.to_move
        self.history.append((seat, action))
        phase = self.phase
        if phase == PLAYING:
            self._play(seat, action.cards[0].id)
        elif phase == AUCTION:
            if action is PASS:
                self.passed |= 1 << seat
            else:
                i = self.setup.ladder.index[action]
                self.high, self.high_seat = i, seat
                if self.setup.ladder.rungs[i].kind == KIEKER:
                    self.kieker_bidders |= 1 << seat
            self._next_bidder(seat)
        elif phase == DISCARD:
            hand = self.hands[seat]
            for c in action.cards:
                hand.remove(c.id)
                self.discard.append(c.id)
            self._start_trumps()
        elif phase == TRUMPS:
            if action is SURRENDER:
                self.surrendered = True  # FG-24
                self._finish(False)
            else:
                self._set_trump(SUIT_LETTER.index(action.words[0]))
        elif phase == KNOCK:
            if action is KNOCK_ACTION:
                # FX-6. House rule (Knock): at most one knock counts; the first ends the asking.
                self.knocked = seat
                self._start_play()
            else:
                self._ask_knock(self.next_seat[seat])
        elif phase == CONTINUE:
            if action is STOP:
                self._finish(True)
            else:
                self.played_on = True  # FG-19: from now on scored as a bid of 5
                self.phase = PLAYING

    # --- auction ---------------------------------------------------------------------------
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

    def _start_contract(self, declarer: int, contract: Rung) -> None:
        self.declarer, self.contract = declarer, contract
        ex = contract.exchange
        if ex == NO_EXCHANGE:  # FG-14: Fips is played with the dealt hand
            self._start_trumps()
            return
        hand = self.hands[declarer]
        if ex == KIEKER_EXCHANGE:
            # FG-13, FX-5: the original five are discarded without a decision; the Kieker
            # takes the Skat and the Stock and discards down to five.
            self.discard = hand
            taken = [c for name, _ in self.setup.piles for c in self.piles[name]]
            self.piles = {name: [] for name in self.piles}
            hand = sorted(taken)
        else:  # FG-12 (skat), FM-9/FM-10 (dutt): take the pile, discard as many
            pile = contract.pile
            hand = sorted(hand + self.piles[pile])
            self.piles = {**self.piles, pile: []}
        self.hands[declarer] = hand
        self.n_discard = len(hand) - HAND_SIZE
        self.phase, self.to_move = DISCARD, declarer

    # --- trumps and knocking ----------------------------------------------------------------
    def _start_trumps(self) -> None:
        contract = self.contract
        if contract.kind != KIEKER and contract.bound >= 0:
            self._set_trump(contract.bound)  # FG-15: a G bid binds clubs, not asked
        else:
            self.phase, self.to_move = TRUMPS, self.declarer

    def _set_trump(self, suit: int) -> None:
        self.trump = suit
        if self.setup.knock:
            self._ask_knock(self.next_seat[self.declarer])
        else:
            self._start_play()

    def _ask_knock(self, seat: int) -> None:
        """FX-6: opponents in turn from the declarer's left, before the first lead."""
        if seat == self.declarer:
            self._start_play()
        else:
            self.phase, self.to_move = KNOCK, seat

    def _start_play(self) -> None:
        self.phase = PLAYING
        self.leader = self.to_move = self.active[0]  # FG-17, FM-3: P1 leads

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
        if self.phase != OVER:
            return None
        n = self.players
        if self.declarer < 0:
            return Outcome(
                (0,) * n,
                f"Everyone passed: {seat_name(self.dealer, n)} deals again",
                {"redeal": True},
                next_dealer=self.dealer,  # FX-8
            )
        declarer_change, opponent_change, summary = self._deal_result()
        scores = tuple(
            declarer_change if s == self.declarer else (opponent_change if s in self.active else 0)
            for s in range(n)
        )
        extra = {
            "declarer": self.declarer,
            "contract": self.contract.label,
            "trump": None if self.trump < 0 else SUIT_LETTER[self.trump],
            "declarer_tricks": self.won,
            "made": self.success,
        }
        return Outcome(scores, summary, extra)

    def _deal_result(self) -> tuple[int, int, str]:
        """(declarer's change, each opponent's change, summary) of a finished deal."""
        raise NotImplementedError

    def _who(self) -> str:
        return seat_name(self.declarer, self.players)

    def _trump_words(self) -> str:
        return SUIT_WORD[self.trump]

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
        hands = tuple(
            tuple(CARD[c] for c in h) if s == seat else (None,) * len(h) for s, h in enumerate(self.hands)
        )
        piles: dict[str, tuple] = {name: (None,) * len(cards) for name, cards in self.piles.items()}
        piles["discard"] = (
            tuple(CARD[c] for c in sorted(self.discard))
            if seat == self.declarer
            else (None,) * len(self.discard)
        )
        order = self.order[self.leader] if self.trick else ()
        trick = tuple((order[i], (CARD[c],)) for i, c in enumerate(self.trick))
        history = tuple(
            (s, a.text if a.kind != "discard" or s == seat else f"discard {len(a.cards)} cards")
            for s, a in self.history
        )
        return View(
            seat=seat,
            players=self.players,
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
        """Public facts for display: auction, contract, trumps, knock, tricks won."""
        ladder = self.setup.ladder.rungs
        return {
            "bid": ladder[self.high].label if self.high >= 0 else None,
            "bidder": self.high_seat if self.high_seat >= 0 else None,
            "declarer": self.declarer if self.declarer >= 0 else None,
            "contract": self.contract.label if self.contract else None,
            "trump": SUIT_LETTER[self.trump] if self.trump >= 0 else None,
            "knock": self.knocked if self.knocked >= 0 else None,
            "played_on": self.played_on,
            "tricks": list(self.tricks),
            "sitting_out": self.dealer if self.setup.sit_out else None,
        }

    def layout(self) -> dict[str, list[list[str]] | list[str]]:
        out: dict[str, Any] = {"hands": [texts(h) for h in self.dealt]}
        for name, _ in self.setup.piles:
            out[name] = texts(self.dealt_piles[name])
        return out

    def locations(self) -> dict[str, list]:
        loc: dict[str, list] = {f"hand{s}": cards_of(h) for s, h in enumerate(self.hands)}
        for name, _ in self.setup.piles:
            loc[name] = cards_of(self.piles[name])
        loc["discard"] = cards_of(self.discard)
        loc["trick"] = cards_of(self.trick)
        n_act = len(self.active)
        for s in range(self.players):
            loc[f"won{s}"] = [
                CARD[c]
                for t, w in enumerate(self.winners)
                if w == s
                for c in self.played[t * n_act : (t + 1) * n_act]
            ]
        return loc

    def resample(self, seat: int, rng: random.Random) -> DeclarerDeal:
        """Redeal what ``seat`` cannot see and replay the deal's actions on the new layout.

        Public facts kept: every played card came from its player's hand; voids shown by
        failing to follow (FG-18); a Kieker bidder's dealt hand has no court card (FG-10).
        The declarer's exchange (the pile he took, his discards) is known only to him:
        for anyone else his dealt hand, the pile and his discards are redealt together, his
        discard action rewritten to match.
        """
        n = self.players
        d = self.declarer
        exchanged = d >= 0 and self.contract.exchange != NO_EXCHANGE and d != seat
        played: list[list[int]] = [[] for _ in range(n)]
        d_discard: tuple[int, Action] | None = None
        for i, (s, a) in enumerate(self.history):
            if a.kind == "play":
                played[s].append(a.cards[0].id)
            elif a.kind == "discard":
                d_discard = (i, a)
        known = set(self.dealt[seat])
        for p in played:
            known.update(p)
        taken_piles: set[str] = set()
        if d >= 0 and self.contract.exchange != NO_EXCHANGE:
            taken_piles = (
                {name for name, _ in self.setup.piles}
                if self.contract.exchange == KIEKER_EXCHANGE
                else {self.contract.pile}
            )
            if d == seat:
                for name in taken_piles:
                    known.update(self.dealt_piles[name])
        pool = [CARD[c] for c in self.setup.deck if c not in known]
        slots: list[Slot] = []
        for p in self.active:
            if p == seat or (exchanged and p == d):
                continue
            size = len(self.dealt[p]) - len(played[p])
            slots.append(Slot(p, size, void_allows(self.void[p], bool(self.kieker_bidders >> p & 1))))
        for name, size in self.setup.piles:
            if name not in taken_piles:
                slots.append(Slot(name, size))
        hands = [sorted(self.dealt[s]) if s == seat else [] for s in range(n)]
        piles = {name: sorted(self.dealt_piles[name]) for name in taken_piles} if d == seat else {}
        history = self.history
        if exchanged:
            dealt, d_hand, taken, discards = self._deal_declarer(seat, pool, slots, played[d], d_discard, rng)
            hands[d] = d_hand
            if self.contract.exchange == KIEKER_EXCHANGE:
                i = 0
                for name, size in self.setup.piles:
                    piles[name] = taken[i : i + size]
                    i += size
            else:
                piles[self.contract.pile] = taken
            if d_discard is not None:
                history = history[:]
                history[d_discard[0]] = (d, discard_action(discards))
        else:
            dealt = {k: [c.id for c in v] for k, v in deal_hidden(pool, slots, rng).items()}
        for p in self.active:
            if p != seat and not (exchanged and p == d):
                hands[p] = sorted(played[p] + dealt[p])
        for name, _ in self.setup.piles:
            if name not in piles:
                piles[name] = dealt[name]
        r = type(self)(self.setup, self.dealer, hands, piles)
        for _, action in history:
            r._apply(action)
        return r

    def _deal_declarer(
        self,
        seat: int,
        pool: list,
        slots: list[Slot],
        played: list[int],
        d_discard: tuple[int, Action] | None,
        rng: random.Random,
    ) -> tuple[dict, list[int], list[int], list[int]]:
        """Deal the hidden cards when ``seat`` is not the declarer and the declarer exchanged.

        The declarer's cards are his hand now (voids apply), his chosen discards and the
        cards he played. Returns (all dealt slots as ids, his dealt hand, the pile(s) he
        took in order, his chosen discards).
        """
        d = self.declarer
        h = len(self.hands[d])
        x = len(d_discard[1].cards) if d_discard else 0
        hand_ok = void_allows(self.void[d])
        if self.contract.exchange == KIEKER_EXCHANGE:
            # FG-13: the dealt five (no court card, FG-10) went out unseen; the five kept
            # and the discards came from the Skat and Stock.
            extra = [Slot("d-dealt", HAND_SIZE, void_allows(0, True)), Slot("d-hand", h, hand_ok)]
            extra.append(Slot("d-discard", x))
            got = {k: [c.id for c in v] for k, v in deal_hidden(pool, slots + extra, rng).items()}
            return (
                got,
                sorted(got["d-dealt"]),
                sorted(played) + got["d-hand"] + got["d-discard"],
                got["d-discard"],
            )
        # Dealt hand (5) + pile (2 or 5) = played + hand now + discards. A Kieker bidder's
        # dealt hand has no court card (FG-10): his played court cards must have come from
        # the pile, and the number of hidden pile cards kept in hand is tried in turn.
        no_court = bool(self.kieker_bidders >> d & 1)
        pile_size = len(self.dealt_piles[self.contract.pile])
        played_court = [c for c in played if no_court and COURT[c]]
        played_plain = [c for c in played if c not in played_court]
        pile_hidden = pile_size - len(played_court)
        if pile_hidden < 0 or len(played_plain) > HAND_SIZE:
            raise ResampleError("the declarer's played cards cannot come from his hand and the pile")
        dealt_ok = void_allows(self.void[d], no_court)
        plain_ok = void_allows(0, no_court)
        lo, hi = max(0, pile_hidden - x), min(h, pile_hidden)
        for kept_from_pile in range(lo, hi + 1):
            extra = [
                Slot("dealt-hand", h - kept_from_pile, dealt_ok),
                Slot("dealt-discard", x - (pile_hidden - kept_from_pile), plain_ok),
                Slot("pile-hand", kept_from_pile, hand_ok),
                Slot("pile-discard", pile_hidden - kept_from_pile),
            ]
            try:
                got = {k: [c.id for c in v] for k, v in deal_hidden(pool, slots + extra, rng).items()}
            except ResampleError:
                continue
            d_hand = sorted(played_plain + got["dealt-hand"] + got["dealt-discard"])
            taken = sorted(played_court + got["pile-hand"] + got["pile-discard"])
            return got, d_hand, taken, got["dealt-discard"] + got["pile-discard"]
        raise ResampleError("no deal of the hidden cards fits the declarer's exchange")

    # --- words for players -----------------------------------------------------------------
    def illegal_reason(self, action: Action) -> str:
        phase = self.phase
        seat = self.to_move
        if phase == PLAYING:
            if action.kind != "play" or len(action.cards) != 1:
                return "Play one card from your hand"
            return play_reason(self.hands[seat], self.trick, action.cards[0], self.trump)
        if phase == AUCTION:
            ladder = self.setup.ladder.rungs
            i = self.setup.ladder.index.get(action)
            if i is None:
                return "Bid higher or pass (bids: " + ", ".join(str(r.action) for r in ladder) + ")"
            if ladder[i].kind == KIEKER and not self.kieker_ok[seat]:
                return "Kieker may be bid only with no court card (K, Q, J) in hand"
            return f"That bid is not higher than {ladder[self.high].label}"
        if phase == DISCARD:
            return f"Discard exactly {self.n_discard} cards from your hand"
        if phase == TRUMPS:
            bound = self.contract.bound
            if action.kind == "trump" and bound >= 0:
                return f"{SUIT_WORD[bound].capitalize()} must be trumps after a {self.contract.label} bid"
            if self.contract.kind == KIEKER:
                return "Surrender or name trumps"
            return "Name trumps: trump c, d, h or s"
        if phase == KNOCK:
            return "Knock or pass"
        if phase == CONTINUE:
            return "Play on (continue) or stop"
        return ""


# --- Großenaspe ------------------------------------------------------------------------------


def _ladder(double_suit: int, word: str) -> Ladder:
    """FG-9: 1 < 1G < 2 < … < 4G < Kieker < Kieker G < 5 < 5G < Fips < Fips G.

    House rule (FG-9, ambiguity 19): Kieker G sits directly above Kieker.
    House rule (KaroFipsen, ambiguity 22): under Karo Fipsen the doubling suit is diamonds
    ("ruten") instead of clubs ("gute").
    """
    name = word.capitalize()
    rungs: list[Rung] = []

    def both(head: str, label: str, tricks: int, kind: int, exchange: int, pile: str) -> None:
        rungs.append(Rung(Action("bid", (head,)), label, tricks, kind, NO_TRUMP, exchange, pile))
        rungs.append(
            Rung(Action("bid", (head, word)), f"{label} {name}", tricks, kind, double_suit, exchange, pile)
        )

    for t in range(1, 5):
        both(str(t), str(t), t, NUMBER, TAKE_PILE, "skat")  # FG-12: number bids take the Skat
    both("kieker", "Kieker", TRICKS, KIEKER, KIEKER_EXCHANGE, "")  # FG-13
    both("5", "5", TRICKS, NUMBER, TAKE_PILE, "skat")
    both("fips", "Fips", TRICKS, FIPS, NO_EXCHANGE, "")  # FG-11, FG-14: no exchange
    return Ladder(rungs)


LADDER_GUTE = _ladder(0, "gute")
LADDER_RUTEN = _ladder(1, "ruten")
DECK_32 = tuple(sorted(c.id for c in deck_32()))
DECK_25 = tuple(sorted(c.id for c in deck_prisdorf()))

_SETUPS: dict[GameConfig, Setup] = {}


def grossenaspe_setup(config: GameConfig) -> Setup:
    """FG-1 … FG-6 and the B.10 options for this config (cached)."""
    found = _SETUPS.get(config)
    if found is not None:
        return found
    n = config.players
    opts = config.options
    # FG-2: with five, FiveSitOut makes the dealer sit out; FivePlayers (the default) has all
    # five play. House rule (FG-2): FiveSitOut wins if both are on; with both off the dealer
    # sits out too.
    sit_out = n == 5 and (opts["FiveSitOut"] or not opts["FivePlayers"])
    playing = 4 if sit_out else n
    # FG-3: three play with the 25-card pack of Prisdorf (7♦ the only diamond).
    deck = DECK_25 if n == 3 else DECK_32
    # House rule (KaroFipsen): the option (on by default) only matters with three; switched
    # off, the 25-card pack stays and clubs ("gute") remain the doubling suit.
    karo = n == 3 and opts["KaroFipsen"]
    setup = Setup(
        config=config,
        deck=deck,
        sit_out=sit_out,
        piles=(("skat", 2), ("stock", len(deck) - 2 - HAND_SIZE * playing)),  # FG-5, FG-6: 10, 5 or 8
        ladder=LADDER_RUTEN if karo else LADDER_GUTE,
        double_suit=1 if karo else 0,
        knock=bool(opts["Knock"]),
    )
    _SETUPS[config] = setup
    return setup


class GrossenaspeDeal(DeclarerDeal):
    """One deal of Fipsen in Großenaspe (Part B)."""

    def _after_trick(self) -> None:
        """B.7: when the deal ends, and the play-on decision (FG-19)."""
        w, lost = self.won, self.lost
        contract = self.contract
        if contract.kind != NUMBER or self.played_on:
            # FG-21 (Kieker, Fips) and FG-19 after playing on: all five or nothing.
            if lost:
                self._finish(False)
            elif w == TRICKS:
                self._finish(True)
            return
        need = contract.tricks
        if w >= need:
            if lost or need == TRICKS:
                self._finish(True)  # FG-19
            else:
                self.phase, self.to_move = CONTINUE, self.declarer  # FG-19: stop or play on
        elif w and lost > TRICKS - need:
            self._finish(False)  # FG-20: beet, final once the declarer has a trick
        elif w + lost == TRICKS:
            self._finish(False)  # FG-20: pott beet, no trick at all

    def _deal_result(self) -> tuple[int, int, str]:
        """B.8 table; g doubles for the doubling suit as trumps (FG-15), k for a knock."""
        who = self._who()
        if self.surrendered:
            # FG-24. House rule (B.8): the surrender pays 5 without any multiplier.
            return 0, 5, f"{who} surrendered the Kieker: each opponent +5"
        g = 2 if self.trump == self.setup.double_suit else 1
        k = 2 if self.knocked >= 0 else 1
        contract = self.contract
        label = f"{contract.label} in {self._trump_words()}" + (" (knocked)" if k == 2 else "")
        if contract.kind == KIEKER:
            value = 10 * g * k
        elif contract.kind == FIPS:
            value = 20 * g * k
        elif self.played_on:
            value = 5 * g * k  # FG-19: played on, valued as a bid of 5
        else:
            value = contract.tricks * g * k
        if self.success:
            played_on = ", played on and won all five" if self.played_on else ""
            return value, 0, f"{who} made {label}{played_on}: +{value}"
        if contract.kind == NUMBER and self.played_on:
            # House rule (FG-19, ambiguity 17): a lost play-on is scored as a failed 5 bid.
            return 0, value, f"{who} played on after {label} and lost a trick: each opponent +{value}"
        if contract.kind == NUMBER and self.won == 0:
            value = 5 * g * k  # B.8 pott beet: no trick at all scores as 5
            return 0, value, f"{who} took no trick in {label} (pott beet): each opponent +{value}"
        if contract.kind == NUMBER:
            # FG-22: the declarer never loses points; the opponents score instead (beet).
            tricks = f"{self.won} trick" + ("" if self.won == 1 else "s")
            return 0, value, f"{who} failed {label} with {tricks} (beet): each opponent +{value}"
        # House rule (FG-23, ambiguity 18): a lost Kieker or Fips pays its value to each
        # opponent whatever w is.
        return 0, value, f"{who} lost {label}: each opponent +{value}"


def new_deal(
    config: GameConfig,
    dealer: int,
    *,
    rng: random.Random | None = None,
    layout: Mapping[str, Any] | None = None,
    totals: Sequence[int] | None = None,
) -> GrossenaspeDeal:
    """The first state of a Großenaspe deal, dealt from ``rng`` or rebuilt from ``layout``.

    FG-5: 3 cards each from P1, 2 to the Skat, 2 each; the rest is the Stock. FX-11: with
    FiveSitOut the sitting-out dealer's hand is empty.
    """
    setup = grossenaspe_setup(config)
    n = config.players
    check_dealer(dealer, n)
    seats = [(dealer + k) % n for k in range(1, n + 1) if not (setup.sit_out and k == n)]
    if layout is not None:
        sizes = [HAND_SIZE if s in seats else 0 for s in range(n)]
        hands, piles = read_layout(layout, sizes, setup.piles, setup.deck, "Großenaspe")
    else:
        deck = shuffled(setup.deck, rng or random.Random())
        hands, skat, stock = deal_packets(deck, seats, n, 2)
        piles = {"skat": skat, "stock": stock}
    return GrossenaspeDeal(setup, dealer, hands, piles)


OPTIONS = (
    Option(
        "Knock",
        False,
        "Before the first lead an opponent may knock: the deal's score is doubled (one knock per deal).",
    ),
    Option("FivePlayers", True, "Five players: all five play with 5 cards each, Skat 2, Stock 5."),
    Option("FiveSitOut", False, "Five players: the dealer sits out each deal and four play."),
    Option(
        "KaroFipsen",
        True,
        "Three players (Karo Fipsen, 25 cards with 7♦): diamonds ('ruten') instead of clubs "
        "are the doubling suit.",
    ),
)

PRESET = Preset(
    "grossenaspe",
    "Fipsen in Großenaspe",
    (3, 4, 5),
    4,
    OPTIONS,
    new_deal,
    match_end_by_deals,  # House rule (FG-25): agreed deals; FX-7: 12 with 3 or 4, 15 with 5
    winner_highest,
)
