"""Fipsen in Thedinghausen (rules Part C, FT-1 … FT-12): five players race to ten tricks.

No bidding and no declarer: a turned-up card makes trumps (FT-4), everyone plays for
himself and the first to ten tricks over several deals wins the game, even mid-deal
(FT-10). A match is one game (FX-9).

Running trick counts: ``new_deal(..., totals=...)`` takes the match's running totals
before this deal, which are exactly the players' trick counts (the score sheet of this
game counts tricks: a deal's ``scores`` are the tricks each player won, less 5 for a
Durchmarsch, FT-11). ``totals=None`` means a fresh game (all counts 0). A deal ends the
moment a count reaches 10 (FT-10) and then reports ``match_over``.

The Hedewig ledger (FT-12) is reported in ``Outcome.extra``: ``hedewigs`` (per seat: +5
for the game winner's prize, +5 for a Durchmarsch, -5 for a failed Fipsen announcement)
and ``cents`` (per seat: -80 stake each, -100 each to a Durchmarsch).

Why this is not a variant of the declarer engine (state.py), as Prisdorf, Großenaspe and
Mecklenburg's forms are: that engine is one declarer against the rest, and every one of
its hooks is about him (the auction that makes him, his contract and exchange, his
trumps, his won and lost tricks, his success). Thedinghausen has none of that: trumps
are turned up (FT-4) with the trump 7's swap (FT-5), everyone counts his own tricks, a
deal can end mid-way because a running total from earlier deals reaches ten (FT-10),
and the result is tricks and a Hedewig ledger, not a contract's value. A subclass would
override every hook and inherit only trick play, which differs too (MustTrump, FT-7,
also shows a void in trumps). It shares what is truly common instead: the cards and
trick rules (cards.py: ``legal_plays``, ``trick_winner``), dealing and layouts (deal.py)
and the void constraint of resampling (resample.py: ``void_allows``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from game.rules.actions import PASS, Action
from game.rules.cards import card, deck_32
from game.rules.errors import ConfigError
from game.rules.message import SUITS as SUIT_MESSAGES
from game.rules.message import Message
from game.rules.names import seat_ref
from game.rules.registry import GameConfig, Preset
from game.rules.resampling import Slot, deal_hidden
from game.rules.state import Outcome, State, View, seat_view
from game.rules.tricks import in_play_order

from .cards import (
    CARD,
    RANK,
    SUIT,
    SUIT_LETTER,
    cards_of,
    legal_plays,
    play_reason,
    shuffled,
    texts,
    trick_winner,
)
from .deal import deal_packets, read_layout
from .options import THEDINGHAUSEN as OPTIONS
from .resample import void_allows

PLAYERS = 5  # FT-1
HAND_SIZE = 5
TRICKS = 5
TARGET = 10  # FT-10
DURCHMARSCH_HEDEWIGS = 5  # FT-11
PRIZE_HEDEWIGS = 5  # FT-12
STAKE_CENTS = 80  # FT-12
DURCHMARSCH_CENTS = 100  # FT-12
FIPSEN_PENALTY = 5  # FipsenAnnouncement: a failed announcer pays 5 Hedewigs
DECK = tuple(sorted(c.id for c in deck_32()))  # FT-2: the full 32-card pack
PILES = (("turnup", 1), ("rest", len(DECK) - PLAYERS * HAND_SIZE - 1))  # FT-4: 1 face up, 6 unused
SEVEN_OF = tuple(card(7, s).id for s in SUIT_LETTER)

SWAP, ANNOUNCE, PLAYING, OVER = range(4)
PHASE_NAMES = ("swap", "announce", "play", "over")
SWAP_ACTION = Action("swap")
FIPSEN = Action("fipsen")


class ThedinghausenDeal(State):
    """One deal of Fipsen in Thedinghausen (module docstring)."""

    def __init__(
        self,
        config: GameConfig,
        dealer: int,
        dealt: list[list[int]],
        turnup: int,
        rest: list[int],
        counts: tuple[int, ...],
    ) -> None:
        self.config = config
        self.players = PLAYERS
        self.dealer = dealer
        self.must_trump = bool(config.options["MustTrump"])
        self.announce = bool(config.options["FipsenAnnouncement"])
        self.active = tuple((dealer + k) % PLAYERS for k in range(1, PLAYERS + 1))
        self.dealt = dealt  # as dealt, for the record; never changed
        self.turnup = turnup
        self.rest = rest
        self.counts = counts  # trick counts before this deal (FT-9)
        self.trump = SUIT[turnup]  # FT-4
        self.hands = [sorted(h) for h in dealt]
        self.face_up = turnup
        self.history = []
        self.swapper = -1
        self.swapped = False
        self.announcer = -1
        self.leader = -1
        self.trick: list[int] = []
        self.played: list[int] = []
        self.winners: list[int] = []
        self.tricks = [0] * PLAYERS
        self.void = [0] * PLAYERS
        self.game_winner = -1
        self.to_move = None
        if RANK[turnup] == 14:
            # FT-5: the holder of the trump 7 may swap it for the turned Ace. House rule
            # (ambiguity 25): he decides before anything else, so before the first lead.
            seven = SEVEN_OF[self.trump]
            self.swapper = next((s for s in range(PLAYERS) if seven in self.hands[s]), -1)
        if self.swapper >= 0:
            self.phase, self.to_move = SWAP, self.swapper
        else:
            self._after_swap()

    # --- moves -----------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == PLAYING:
            # FT-7; MustTrump: a void player must trump if able. House rule (FT-7): there is
            # no obligation to overtrump.
            assert self.to_move is not None  # None only once the deal is OVER
            return legal_plays(self.hands[self.to_move], self.trick, self.trump, self.must_trump)
        if phase == SWAP:
            return [SWAP_ACTION, PASS]  # FX-1: declining is pass
        if phase == ANNOUNCE:
            return [FIPSEN, PASS]
        return []

    def _apply(self, action: Action) -> None:
        seat = self.to_move
        assert seat is not None  # None only once the deal is OVER
        self.history.append((seat, action))
        phase = self.phase
        if phase == PLAYING:
            self._play(seat, action.cards[0].id)
        elif phase == SWAP:
            if action is SWAP_ACTION:
                # FT-5: the 7 lies face up in the Ace's place, out of play.
                hand = self.hands[seat]
                hand.remove(SEVEN_OF[self.trump])
                hand.append(self.turnup)
                hand.sort()
                self.face_up = SEVEN_OF[self.trump]
                self.swapped = True
            self._after_swap()
        elif phase == ANNOUNCE:
            if action is FIPSEN:
                # House rule (FipsenAnnouncement): only the first announcer counts.
                self.announcer = seat
                self._start_play()
            elif seat == self.active[-1]:
                self._start_play()
            else:
                self.to_move = (seat + 1) % PLAYERS

    def _after_swap(self) -> None:
        if self.announce:
            # FipsenAnnouncement: asked in turn from P1 (FX-1: declining is pass). House rule
            # (FipsenAnnouncement): after the swap, so the swapper knows his five cards.
            self.phase, self.to_move = ANNOUNCE, self.active[0]
        else:
            self._start_play()

    def _start_play(self) -> None:
        self.phase = PLAYING
        self.leader = self.to_move = self.active[0]  # FT-6: P1 leads

    def _play(self, seat: int, c: int) -> None:
        self.hands[seat].remove(c)
        trick = self.trick
        if trick:
            led = SUIT[trick[0]]
            if SUIT[c] != led:
                # FT-7: failed to follow, so void; under MustTrump a player who did not
                # trump either has no trump.
                self.void[seat] |= 1 << led
                if self.must_trump and SUIT[c] != self.trump:
                    self.void[seat] |= 1 << self.trump
        trick.append(c)
        if len(trick) < PLAYERS:
            self.to_move = (seat + 1) % PLAYERS
            return
        winner = (self.leader + trick_winner(trick, self.trump)) % PLAYERS  # C-5
        self.played += trick
        self.winners.append(winner)
        self.trick = []
        self.tricks[winner] += 1
        if self.counts[winner] + self.tricks[winner] >= TARGET:
            # FT-10, FX-9: ten tricks win the game at once, even mid-deal.
            self.game_winner = winner
            self.phase, self.to_move = OVER, None
        elif len(self.winners) == TRICKS:
            self.phase, self.to_move = OVER, None  # FT-8
        else:
            self.leader = self.to_move = winner  # C-6

    # --- results ---------------------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        scores = list(self.tricks)  # FT-10: one per trick won
        hedewigs = [0] * PLAYERS
        cents = [0] * PLAYERS
        name = seat_ref
        parts = [f"{name(s)}: {self.tricks[s]}" for s in self.active if self.tricks[s]]
        summary = Message("Tricks: {counts}", counts=", ".join(parts))
        durch = -1
        if self.game_winner < 0:
            durch = next((s for s in range(PLAYERS) if self.tricks[s] == TRICKS), -1)
        if durch >= 0:
            # FT-11: a Durchmarsch does not count towards ten; each other player pays 1 euro
            # and the achiever receives 5 Hedewigs (FT-12).
            scores[durch] -= TRICKS
            hedewigs[durch] += DURCHMARSCH_HEDEWIGS
            for s in range(PLAYERS):
                if s != durch:
                    cents[s] -= DURCHMARSCH_CENTS
            more = Message("{who} won all five: Durchmarsch, +5 Hedewigs, count unchanged", who=name(durch))
            summary = Message("{summary}; {more}", summary=summary, more=more)
        fipsen_made = None
        if self.announcer >= 0:
            # FipsenAnnouncement: the announcer pays 5 Hedewigs if he lost any trick.
            # House rule (FipsenAnnouncement): success is rewarded as a Durchmarsch (above).
            fipsen_made = all(w == self.announcer for w in self.winners)
            if not fipsen_made:
                hedewigs[self.announcer] -= FIPSEN_PENALTY
                more = Message("{who} announced Fipsen and failed: pays 5 Hedewigs", who=name(self.announcer))
                summary = Message("{summary}; {more}", summary=summary, more=more)
        if self.game_winner >= 0:
            # FT-12: every player has paid the stake; the winner gets the 5-Hedewig prize.
            # House rule (FT-12): the stakes are booked with the deal that ends the game.
            hedewigs[self.game_winner] += PRIZE_HEDEWIGS
            for s in range(PLAYERS):
                cents[s] -= STAKE_CENTS
            more = Message(
                "{who} reaches {target} tricks and wins the game", who=name(self.game_winner), target=TARGET
            )
            summary = Message("{summary}; {more}", summary=summary, more=more)
        extra = {
            "counts": [self.counts[s] + scores[s] for s in range(PLAYERS)],
            "durchmarsch": durch if durch >= 0 else None,
            "game_winner": self.game_winner if self.game_winner >= 0 else None,
            "fipsen": self.announcer if self.announcer >= 0 else None,
            "fipsen_made": fipsen_made,
            "hedewigs": hedewigs,
            "cents": cents,
        }
        return Outcome(tuple(scores), summary, extra, match_over=self.game_winner >= 0)

    # --- copies and knowledge --------------------------------------------------------------
    def clone(self) -> ThedinghausenDeal:
        s = object.__new__(ThedinghausenDeal)
        d = self.__dict__.copy()
        d["hands"] = [h[:] for h in self.hands]
        d["history"] = self.history[:]
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
        piles = {"turnup": (CARD[self.face_up],), "rest": (None,) * len(self.rest)}  # FT-4, FT-5
        trick = tuple((s, (CARD[c],)) for s, c in in_play_order(self.leader, PLAYERS, self.trick))
        phase = PHASE_NAMES[self.phase]
        return seat_view(self, seat, phase=phase, hands=hands, piles=piles, trick=trick, info=self._info())

    def _info(self) -> dict[str, Any]:
        """Public facts: trumps, running counts, this deal's tricks, swap and announcement."""
        return {
            "trump": SUIT_LETTER[self.trump],
            "counts": [self.counts[s] + self.tricks[s] for s in range(PLAYERS)],
            "tricks": list(self.tricks),
            "target": TARGET,
            # The holder of the trump 7 is asked about the swap (FT-5), so it is public.
            "swap_offered_to": self.swapper if self.swapper >= 0 else None,
            "swapped": self.swapped,
            "fipsen": self.announcer if self.announcer >= 0 else None,
            "game_winner": self.game_winner if self.game_winner >= 0 else None,
        }

    def layout(self) -> dict[str, list[list[str]] | list[str]]:
        return {
            "hands": [texts(h) for h in self.dealt],
            "turnup": texts([self.turnup]),
            "rest": texts(self.rest),
        }

    def locations(self) -> dict[str, list]:
        loc: dict[str, list] = {f"hand{s}": cards_of(h) for s, h in enumerate(self.hands)}
        loc["turnup"] = [CARD[self.face_up]]
        loc["rest"] = cards_of(self.rest)
        loc["trick"] = cards_of(self.trick)
        for s in range(PLAYERS):
            loc[f"won{s}"] = [
                CARD[c]
                for t, w in enumerate(self.winners)
                if w == s
                for c in self.played[t * PLAYERS : (t + 1) * PLAYERS]
            ]
        return loc

    def resample(self, seat: int, rng: random.Random) -> ThedinghausenDeal:
        """Redeal what ``seat`` cannot see and replay the deal's actions on the new layout.

        Public facts kept: the turned card; every played card came from its player's hand
        (a swapped-in Ace from the turn-up); voids shown by failing to follow, and under
        MustTrump by failing to trump too (FT-7); where the trump 7 is when an Ace was
        turned (its holder is asked about the swap, FT-5; nobody asked: it is in the rest).
        """
        played: list[list[int]] = [[] for _ in range(PLAYERS)]
        for s, a in self.history:
            if a.kind == "play":
                played[s].append(a.cards[0].id)
        known_init: list[list[int]] = [sorted(self.dealt[s]) if s == seat else [] for s in range(PLAYERS)]
        known_rest: list[int] = []
        for s in range(PLAYERS):
            if s != seat:
                known_init[s] = [c for c in played[s] if c != self.turnup]
        if RANK[self.turnup] == 14:
            seven = SEVEN_OF[self.trump]
            if self.swapper < 0:
                known_rest.append(seven)
            elif self.swapper != seat and seven not in known_init[self.swapper]:
                known_init[self.swapper].append(seven)
        known = {self.turnup, *known_rest}
        for h in known_init:
            known.update(h)
        pool = [CARD[c] for c in DECK if c not in known]
        slots = [
            Slot(s, HAND_SIZE - len(known_init[s]), void_allows(self.void[s]))
            for s in range(PLAYERS)
            if s != seat
        ]
        slots.append(Slot("rest", len(self.rest) - len(known_rest)))
        dealt = deal_hidden(pool, slots, rng)
        hands = [
            known_init[s] if s == seat else sorted(known_init[s] + [c.id for c in dealt[s]])
            for s in range(PLAYERS)
        ]
        rest = sorted(known_rest + [c.id for c in dealt["rest"]])
        r = ThedinghausenDeal(self.config, self.dealer, hands, self.turnup, rest, self.counts)
        for _, action in self.history:
            r._apply(action)
        return r

    # --- words for players -----------------------------------------------------------------
    def illegal_reason(self, action: Action) -> str:
        phase = self.phase
        if phase == PLAYING:
            if action.kind != "play" or len(action.cards) != 1:
                return Message("Play one card from your hand")
            assert self.to_move is not None  # None only once the deal is OVER
            return play_reason(
                self.hands[self.to_move], self.trick, action.cards[0], self.trump, self.must_trump
            )
        if phase == SWAP:
            return Message(
                "Swap your 7 of {suit} for the turned Ace, or pass", suit=SUIT_MESSAGES[self.trump]
            )
        if phase == ANNOUNCE:
            return Message("Announce Fipsen (win all five tricks) or pass")
        return ""


def new_deal(
    config: GameConfig,
    dealer: int,
    *,
    rng: random.Random | None = None,
    layout: Mapping[str, Any] | None = None,
    totals: Sequence[int] | None = None,
) -> ThedinghausenDeal:
    """The first state of a deal (FT-4: 3 cards each, one turned up, 2 each, 6 set aside).

    ``totals``: the running trick counts before this deal (None: a new game, all 0).
    """
    if totals is None:
        counts = (0,) * PLAYERS
    else:
        counts = tuple(totals)
        if len(counts) != PLAYERS or not all(isinstance(t, int) and 0 <= t < TARGET for t in counts):
            raise ConfigError(
                f"Thedinghausen totals are 5 trick counts of 0-{TARGET - 1}, not {list(totals)}"
            )
    if layout is not None:
        hands, piles = read_layout(layout, [HAND_SIZE] * PLAYERS, PILES, DECK, "Thedinghausen")
        turnup, rest = piles["turnup"][0], piles["rest"]
    else:
        seats = [(dealer + k) % PLAYERS for k in range(1, PLAYERS + 1)]
        hands, centre, rest = deal_packets(shuffled(DECK, rng or random.Random()), seats, PLAYERS, 1)
        turnup = centre[0]
    return ThedinghausenDeal(config, dealer, hands, turnup, rest, counts)


def match_end(config: GameConfig, deals_played: int, totals: Sequence[int]) -> bool:
    """FX-9: the match is one game, over when a player's count reaches 10 (FT-10)."""
    return bool(totals) and max(totals) >= TARGET


def winner(config: GameConfig, totals: Sequence[int]) -> int | None:
    """The player who reached 10 tricks (FT-10), else None."""
    if not match_end(config, 0, totals):
        return None
    return max(range(len(totals)), key=lambda s: totals[s])


PRESET = Preset(
    "thedinghausen",
    "Fipsen in Thedinghausen",
    (PLAYERS,),
    PLAYERS,
    OPTIONS,
    new_deal,
    match_end,
    winner,
)
