"""``SkitgubbeState``: one deal. Phase logic lives in phase1.py, transition.py, phase2.py."""

from __future__ import annotations

import random

from game.rules.actions import Action
from game.rules.cards import Card
from game.rules.message import N_, Message
from game.rules.names import card_text
from game.rules.registry import GameConfig
from game.rules.state import Outcome, State, View

from . import mas, phase1, phase2
from .cards import CARDS, CHANCE, IDS, PICKUP, RANK, SAME_COLOUR, SUIT, rank_text
from .opening import first_leader
from .options import Rules
from .scoring import outcome
from .timeline import IN_DEAL

PLAY_WHAT = {
    (False, False): N_("Play 1 to 3 cards of one rank"),
    (False, True): N_("Play 1 to 3 cards of one rank or take a chance"),
    (True, False): N_("Play a single card"),
    (True, True): N_("Play a single card or take a chance"),
}
"""What phase 1 asks, in a reason, by (TwoCardTricks, a chance may be taken) (SG-8, TakeAChance)."""
LEAD_WHAT = {
    (False, False): N_("Lead a single card or a run"),
    (True, False): N_("Lead a single card"),
    (False, True): N_("There is nothing to pick up: lead a single card or a run"),
    (True, True): N_("There is nothing to pick up: lead a single card"),
}
"""What a phase-2 lead may be, in a reason, by (SinglesOnly, a pick-up was tried) (SG-23)."""

PLAY1 = phase1.PLAY1
SLUFF = phase1.SLUFF


class SkitgubbeState(State):
    """A Skitgubbe deal. Cards are ids 0..51 internally; hands are kept sorted by id.
    ``first_deal``: the first deal of a game (LowestOrLoserLeads: the lowest card leads).
    ``shuffles``: by layout pile name, an order of the pack for each shuffle made during
    the deal (ShitCards, IncompleteTrickDealt).

    Public knowledge per seat: ``pub[seat]`` holds the cards in its hand that every
    player knows (picked up, returned from an unfinished trick, the turned trump, the
    won pile joined at the transition), and in phase 2 ``pubbits[seat]`` the same as a
    bit mask. ``tl`` is the public timeline resample needs.
    """

    def __init__(
        self,
        config: GameConfig,
        dealer: int,
        deal_hands: list[list[int]],
        stock: list[int],
        avstick: list[int],
        first_deal: bool = True,
        shuffles: dict[str, list[int]] | None = None,
    ) -> None:
        n = config.players
        self.config = config
        self.rules = Rules.of(config)
        self.players = n
        self.dealer = dealer
        self.history: list[tuple[int, Action]] = []
        self.deal_hands = deal_hands
        self.stock = stock
        self.avstick = avstick
        self.spos = 0
        self.apos = 0
        self.shuffles = shuffles or {}  # Rules.shuffles(): pack orders of shuffles in the deal
        self.dealt: dict[str, list[int]] = {}  # per shuffle: the cards in the order dealt, face up
        self.hands = [sorted(h) for h in deal_hands]
        self.pub: list[set[int]] = [set() for _ in range(n)]
        self.won: list[list[int]] = [[] for _ in range(n)]
        self.aside = -1
        self.under = stock[-1] if stock else -1  # TurnedUpTrumpMas: the face-up card under the stock
        self.trump = -1
        self.anti = -1  # AntiTrumps: the suit trumps cannot beat, from phase 2 on (Mas: from the start)
        if self.rules.mas and self.rules.anti:
            self.anti = SAME_COLOUR[mas.trump_suit(self)]
        self.loser = -1
        self.chances: list[tuple[int, int]] = []  # (history index, stock position)
        self.tl: list[tuple[int, int, object]] = [
            (s, IN_DEAL, i) for s in range(n) for i in range(len(deal_hands[s]))
        ]
        # phase 1
        self.leader = -1
        self.rnd: list[int] = []
        self.ridx = 0
        self.best = 0
        self.tied: list[int] = []
        self.trick: list[tuple[int, tuple[int, ...], bool]] = []
        self.tmask = 0
        self.bouts = 0
        self.winner = -1
        self.sorder: list[int] = []
        self.sidx = 0
        self.quiet = 0  # UnlimitedSluff: turns since the last sluff
        # phase 2
        self.table: list[tuple[int, tuple[int, ...]]] = []
        self.need = 0
        self.forcing = False  # ForcedPickup: someone picked up in this trick
        self.discard: list[int] = []
        self.pubbits: list[int] = []  # phase 2: pub as bit masks, for positions' keys
        self.seen: dict[tuple, int] = {}  # phase-2 positions and how often each came up
        self.repeats = 0  # how often the current position has come up
        self.stall = 0  # pick-ups since phase 2 began or the number of active players changed
        self.stall_active = 0  # the number of players holding cards when that count began
        self.stopped = ""  # a house rule (SG-29) ended the deal: "repeat" or "stall"
        self.phase = PLAY1
        self.to_move: int | None = None
        self._legal: list[Action] | None = None
        self.lowest = -1  # LowestOrLoserLeads: the rank called to find the first leader
        start = mas.start_trick if self.rules.mas else phase1.start_trick
        start(self, first_leader(self, first_deal))  # SG-7

    # --- contract -----------------------------------------------------------------------
    def clone(self) -> SkitgubbeState:
        c = object.__new__(SkitgubbeState)
        d = c.__dict__
        d.update(self.__dict__)
        c.history = self.history[:]
        c.hands = [h[:] for h in self.hands]
        c.pub = [set(p) for p in self.pub]
        c.won = [w[:] for w in self.won]
        c.chances = self.chances[:]
        c.tl = self.tl[:]
        c.rnd = self.rnd[:]
        c.tied = self.tied[:]
        c.trick = self.trick[:]
        c.sorder = self.sorder[:]
        c.table = self.table[:]
        c.discard = self.discard[:]
        c.pubbits = self.pubbits[:]
        c.seen = self.seen.copy()
        c.dealt = self.dealt.copy()
        return c

    def legal_actions(self) -> list[Action]:
        if self.to_move is None:
            return []
        if self._legal is None:
            if self.phase == PLAY1:
                self._legal = phase1.legal_plays(self, self.to_move)
            elif self.phase == SLUFF:
                self._legal = phase1.legal_sluffs(self, self.to_move)
            elif self.phase == mas.MAS:
                self._legal = mas.legal(self, self.to_move)
            else:
                self._legal = phase2.legal(self, self.to_move)
        return list(self._legal)

    def _apply(self, action: Action) -> None:
        seat = self.to_move
        assert seat is not None
        self.history.append((seat, action))
        self._legal = None
        ids = IDS.get(action, ())
        if self.phase == PLAY1:
            if action is CHANCE:
                phase1.apply_chance(self, seat)
            else:
                phase1.apply_play(self, seat, ids)
        elif self.phase == mas.MAS:
            mas.apply(self, seat, action)
        elif self.phase == SLUFF:
            if ids:
                phase1.apply_sluff(self, seat, ids)
            else:
                phase1.apply_pass(self, seat)
        elif action is PICKUP:
            phase2.apply_pickup(self, seat)
        else:
            phase2.apply_play(self, seat, ids)

    def view(self, seat: int) -> View:
        from .view import build_view

        return build_view(self, seat)

    def resample(self, seat: int, rng: random.Random) -> SkitgubbeState:
        from .resample import resample

        return resample(self, seat, rng)

    def outcome(self) -> Outcome | None:
        return None if self.to_move is not None else outcome(self)

    def layout(self) -> dict[str, list[list[str]] | list[str]]:
        out: dict[str, list[list[str]] | list[str]] = {
            "hands": [[CARDS[c].text for c in h] for h in self.deal_hands],
            "stock": [CARDS[c].text for c in self.stock],
        }
        if self.rules.avstick:
            out["avstick"] = [CARDS[c].text for c in self.avstick]
        for name, order in self.shuffles.items():
            out[name] = [CARDS[c].text for c in order]
        return out

    def locations(self) -> dict[str, list[Card]]:
        def cards(ids: object) -> list[Card]:
            return [CARDS[i] for i in sorted(ids)]  # type: ignore[call-overload]

        loc: dict[str, list[Card]] = {}
        for s in range(self.players):
            loc[f"hand{s}"] = cards(self.hands[s])
            loc[f"won{s}"] = cards(self.won[s])
        loc["stock"] = [CARDS[i] for i in self.stock[self.spos :]]
        if self.rules.mas and loc["stock"]:
            loc["stock"][-1] = CARDS[self.under]  # SG-M5: the 2 of trumps, once swapped
        set_aside = self.aside >= 0 and self.trump < 0 and not self.rules.mas
        loc["aside"] = [CARDS[self.stock[-1]]] if set_aside else []
        loc["trick"] = cards(c for _, play, _ in self.trick for c in play)
        loc["table"] = cards(c for _, play in self.table for c in play)
        loc["discard"] = cards(self.discard)
        loc["avstick"] = [CARDS[i] for i in self.avstick[self.apos :]]
        return loc

    def illegal_reason(self, action: Action) -> str:
        seat = self.to_move
        assert seat is not None
        hand = self.hands[seat]
        ids = [c.id for c in action.cards if c.id < len(CARDS)]
        missing = [card_text(CARDS[i]) for i in ids if i not in hand]
        if self.phase == SLUFF:
            return self._sluff_reason(action, missing)
        if self.phase == mas.MAS:
            return mas.illegal_reason(self, action, missing)
        if action.kind == "chance":
            return self._chance_reason()
        if action.kind != "play" or not ids:
            return self._not_a_play_reason(action)
        if missing:
            return Message("You do not hold {cards}", cards=" ".join(missing))
        if self.phase == PLAY1:
            return self._collect_reason(ids)
        return self._beat_reason(ids)

    def _sluff_reason(self, action: Action, missing: list[str]) -> str:
        if action.kind != "sluff" and action.kind != "pass":
            return Message("The trick is decided: sluff cards of its ranks or pass")
        if missing:
            return Message("You do not hold {cards}", cards=" ".join(missing))
        if self.rules.own_rank:
            return Message("You may only sluff cards of a rank you played to this trick")  # SluffOwnRankOnly
        return Message("You may only sluff cards of a rank already in the trick")  # SG-13

    def _chance_reason(self) -> str:
        if not self.rules.chance:
            return Message("Taking a chance is not part of these rules")
        if self.phase != PLAY1:
            return Message("You may take a chance only in phase 1")
        if self.rules.ties and len(self.stock) - self.spos >= 2:
            return Message("You can tie, so you must: no chance")  # CompulsoryTies
        return Message("You may take a chance only while the stock holds 2 or more cards")

    def _not_a_play_reason(self, action: Action) -> str:
        if self.phase == PLAY1:
            if action.kind == "sluff":
                return Message("Sluffing comes once the trick is decided")  # SG-13
            return Message(PLAY_WHAT[self.rules.two_card, CHANCE in self.legal_actions()])
        if not self.table:
            return Message(LEAD_WHAT[self.rules.singles, action.kind == "pickup"])
        return Message("Beat the top play or pick up")

    def _collect_reason(self, ids: list[int]) -> str:
        """Phase 1 (SG-8; options TwoCardTricks and CompulsoryTies)."""
        if self.rules.two_card and len(ids) > 1:
            return Message("In two-card tricks each player plays a single card")
        if len({RANK[i] for i in ids}) > 1 or len(ids) > 3:
            return Message(PLAY_WHAT[False, False])  # SG-8
        tie = [a for a in self.legal_actions() if a.kind == "play"] if self.rules.ties else []
        if tie:  # CompulsoryTies
            return Message(
                "You can tie, so you must: play your {rank}s", rank=rank_text(tie[0].cards[0].rank)
            )
        return ""

    def _beat_reason(self, ids: list[int]) -> str:
        """Phase 2: singles or runs (option SinglesOnly) that beat the top play (SG-25)."""
        if len(ids) > 1:
            if self.rules.singles:
                return Message("Only single cards may be played in these rules")  # option SinglesOnly
            if len({SUIT[i] for i in ids}) > 1 or ids[-1] - ids[0] != len(ids) - 1:
                return Message("A run is two or more consecutive cards of one suit")
        if self.table:
            top = self.table[-1][1]
            return Message(
                "That does not beat {cards}", cards=" ".join(card_text(CARDS[i]) for i in top)
            )  # SG-25
        return ""
