"""One deal of Finesse: play, the Ace's trump choice, and replenishing the tables.

The rules are finesse.md (FN-1 … FN-24) with its named options.

Duplicates (FN-2): the two copies of every K, Q and J are distinct ``Card`` objects
(``copy`` 0 and 1) sharing one notation. Which copy lies where follows from the deal
alone: of two identical cards, the one that comes first in the pack is copy 0 - the 12
set-aside cards in the order they are dealt face up, then the 52 hand cards in dealing
order (FN-5 … FN-7). A record layout, which only names cards, therefore rebuilds the same
identities. An action names a card by its notation; a player holding both copies plays
or places copy 0 first, and a table holding both gives up copy 0 first. Views do not
show these numbers, which would leak where the twins lie: each seat's view numbers twins
in the order that seat saw them (``_as_seen``).

Hands and tables are lists of ``Card`` kept in canonical order, so both copies of a card
sit side by side (copy 0 first) and legal-action lists depend only on the cards held.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.rules.actions import Action
from game.rules.cards import SUITS, Card
from game.rules.message import SUITS as SUIT_MESSAGES
from game.rules.message import Message, card_name
from game.rules.registry import GameConfig
from game.rules.state import Outcome, State, View

from .cards import (
    ACE,
    NO_TRUMP,
    OVER,
    PLAY,
    PLAY_TABLE,
    PLAYERS,
    PLAYING,
    REPLENISH,
    REPLENISHING,
    SORT_KEY,
    TRICKS,
    TRUMP,
    TRUMP_NONE,
    TRUMP_SUIT,
    TWIN,
)
from .scoring import outcome
from .view import view


def _dedup(cards: Sequence[Card], table: Sequence[Action]) -> list[Action]:
    """One action per notation: both copies of a card sit side by side in canonical order."""
    out: list[Action] = []
    prev = None
    for c in cards:
        a = table[c.id]
        if a is not prev:
            out.append(a)
            prev = a
    return out


def _take(cards: list[Card], rep: Card) -> Card:
    """Remove and return the lowest copy of ``rep``'s notation from ``cards``."""
    c = rep if rep in cards else TWIN[rep.id]
    cards.remove(c)
    return c


class FinesseState(State):
    """One deal of Finesse (see the module docstring)."""

    __slots__ = (
        "no_ace_nt",
        "floor_after",
        "dealt_hands",
        "dealt_table",
        "hands",
        "tables",
        "phase",
        "trump",
        "leader",
        "from_table",
        "trick",
        "won",
        "tricks",
        "done",
        "last_winner",
        "shown",
    )

    def __init__(
        self, config: GameConfig, dealer: int, hands: list[list[Card]], tables: list[list[Card]]
    ) -> None:
        opts = config.options
        self.config = config
        self.dealer = dealer
        self.players = PLAYERS
        self.no_ace_nt = bool(opts["NoAceNoTrump"])
        self.floor_after = bool(opts["FloorAfterLastTrick"])
        self.dealt_hands = hands  # as dealt, for the record; never changed
        self.dealt_table = tables
        self.hands = [sorted(h, key=SORT_KEY) for h in hands]
        self.tables = [sorted(t, key=SORT_KEY) for t in tables]
        self.history = []
        self.phase = PLAYING
        self.to_move = (dealer + 1) % PLAYERS  # FN-9
        self.trump = -1
        self.leader = -1  # the seat the trick counts as led by (the owner of a table card, FN-12)
        self.from_table = False  # the current trick was led from a table (FN-10 b)
        self.trick: list[Card] = []
        self.won: list[list[Card]] = [[] for _ in range(PLAYERS)]
        self.tricks = [0] * PLAYERS
        self.done = 0
        self.last_winner = -1
        self.shown: list[Card] = []  # every card that left a hand, in order (see view)

    # --- moves ---------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == PLAYING:
            seat = self.to_move
            hand = self.hands[seat]  # type: ignore[index]
            trick = self.trick
            if not trick:
                # FN-10: any hand card, or one of the partner's table cards; never one's
                # own (rules file ambiguity #7).
                return _dedup(hand, PLAY) + _dedup(self.tables[(seat + 2) % PLAYERS], PLAY_TABLE)  # type: ignore[operator]
            led = trick[0].suit_index
            follow = [c for c in hand if c.suit_index == led]  # FN-13
            return _dedup(follow or hand, PLAY)
        if phase == REPLENISHING:
            return _dedup(self.hands[self.to_move], REPLENISH)  # type: ignore[index]
        if phase == TRUMP:
            return [TRUMP_SUIT[self.trick[0].suit_index], TRUMP_NONE]  # FN-14a
        return []

    def _apply(self, action: Action) -> None:
        seat = self.to_move
        assert seat is not None
        self.history.append((seat, action))
        phase = self.phase
        if phase == PLAYING:
            self._play(seat, action)
        elif phase == REPLENISHING:
            # FN-16: the owner restores his table from his hand.
            table = self.tables[seat]
            card = _take(self.hands[seat], action.cards[0])
            self.shown.append(card)
            table.append(card)
            table.sort(key=SORT_KEY)
            if self.done == TRICKS:  # FN-16, rules file ambiguity #10: also after the 13th trick
                self.phase, self.to_move = OVER, None
            else:
                self.phase, self.to_move = PLAYING, self.last_winner
        else:
            # FN-14a: the player who chose the Ace names its suit or no-trump.
            self.trump = NO_TRUMP if action is TRUMP_NONE else self.trick[0].suit_index
            self.phase, self.to_move = PLAYING, (self.leader + 1) % PLAYERS

    def _play(self, seat: int, action: Action) -> None:
        trick = self.trick
        if not trick:
            if action.words:
                # FN-12: a partner's table card; the trick counts as led by its owner, who
                # plays nothing else; play goes on clockwise from him, so the chooser
                # (owner + 2) plays third from his hand.
                owner = (seat + 2) % PLAYERS
                card = _take(self.tables[owner], action.cards[0])
                self.leader, self.from_table = owner, True
            else:
                card = _take(self.hands[seat], action.cards[0])
                self.shown.append(card)
                self.leader, self.from_table = seat, False
            trick.append(card)
            if self.trump < 0:  # FN-14: the first card led fixes trumps
                if card.rank == ACE and not self.no_ace_nt:
                    # House rule (FN-14a, rules file ambiguity #5): the player who chose
                    # the Ace decides, also when it is his partner's table card.
                    self.phase = TRUMP
                    return
                self.trump = card.suit_index
            self.to_move = (self.leader + 1) % PLAYERS
            return
        card = _take(self.hands[seat], action.cards[0])
        self.shown.append(card)
        trick.append(card)
        if len(trick) < PLAYERS:
            self.to_move = (seat + 1) % PLAYERS
            return
        # FN-15: highest trump, else highest card of the suit led; of two identical
        # cards the one played earlier wins (only a strictly higher card takes over).
        trump = self.trump
        best, at = trick[0], 0
        for i in range(1, PLAYERS):
            c = trick[i]
            if c.suit_index == best.suit_index:
                if c.rank > best.rank:
                    best, at = c, i
            elif c.suit_index == trump:
                best, at = c, i
        winner = (self.leader + at) % PLAYERS  # a winning table card wins for its owner
        self.won[winner].extend(trick)
        self.tricks[winner] += 1
        self.trick = []
        self.done += 1
        self.last_winner = winner
        if self.from_table:  # FN-16: the owner replenishes before the next lead
            self.phase, self.to_move = REPLENISHING, self.leader
        elif self.done == TRICKS:  # FN-17
            self.phase, self.to_move = OVER, None
        else:
            self.to_move = winner  # FN-9

    # --- copies and knowledge ------------------------------------------------------------
    def clone(self) -> FinesseState:
        s = object.__new__(FinesseState)
        s.config, s.dealer, s.players, s.to_move = self.config, self.dealer, PLAYERS, self.to_move
        s.no_ace_nt, s.floor_after = self.no_ace_nt, self.floor_after
        s.dealt_hands, s.dealt_table = self.dealt_hands, self.dealt_table
        s.hands = [h[:] for h in self.hands]
        s.tables = [t[:] for t in self.tables]
        s.history = self.history[:]
        s.phase, s.trump, s.leader, s.from_table = self.phase, self.trump, self.leader, self.from_table
        s.trick = self.trick[:]
        s.won = [w[:] for w in self.won]
        s.tricks = self.tricks[:]
        s.done, s.last_winner = self.done, self.last_winner
        s.shown = self.shown[:]
        return s

    def view(self, seat: int) -> View:
        return view(self, seat)

    def resample(self, seat: int, rng: random.Random) -> FinesseState:
        """Redeal what ``seat`` cannot see, keeping every public fact (see ``resample.py``)."""
        from .resample import resample

        return resample(self.config, self.view(seat), rng)

    def outcome(self) -> Outcome | None:
        return outcome(self) if self.phase == OVER else None

    def layout(self) -> dict[str, list[list[str]] | list[str]]:
        return {
            "hands": [[c.text for c in h] for h in self.dealt_hands],
            "table": [[c.text for c in t] for t in self.dealt_table],
        }

    def locations(self) -> dict[str, list[Card]]:
        loc = {f"hand{s}": list(h) for s, h in enumerate(self.hands)}
        for s, t in enumerate(self.tables):
            loc[f"table{s}"] = list(t)
        loc["trick"] = list(self.trick)
        for s, w in enumerate(self.won):
            loc[f"won{s}"] = list(w)
        return loc

    # --- words for players ---------------------------------------------------------------
    def illegal_reason(self, action: Action) -> str:
        phase, kind, seat = self.phase, action.kind, self.to_move
        if seat is None:
            return ""
        if phase == TRUMP:
            suit = SUITS[self.trick[0].suit_index]
            return Message("Choose trumps for the deal first: trump {suit} or trump none", suit=suit)
        card = action.cards[0] if len(action.cards) == 1 else None
        if phase == REPLENISHING:
            if kind != "replenish" or card is None or action.words:
                return Message("Put one card from your hand on your table first: replenish <card>")
            return Message("You do not hold the {card}", card=card_name(card))
        if kind == "trump":
            return Message(
                "Trumps are the suit of the first card led; only an Ace led first lets its chooser pick"
            )
        if kind == "replenish":
            return Message("You replenish your table only after a trick that used one of your table cards")
        if kind != "play" or card is None or action.words not in ((), ("table",)):
            return Message("Play one card: play <card>, or when you lead, play table <card>")
        return self._illegal_play(seat, card, bool(action.words))

    def _illegal_play(self, seat: int, card: Card, from_table: bool) -> str:
        """Why playing ``card`` (from a table when ``from_table``) is illegal (FN-10 … FN-13)."""
        hand = self.hands[seat]
        if from_table:
            if self.trick:
                return Message("Only the leader may use a table card; follow from your hand")
            if card.text in {c.text for c in self.tables[seat]}:
                return Message("You may never lead your own table cards, only your partner's")
            return Message("Your partner has no {card} on the table", card=card_name(card))
        if card.text not in {c.text for c in hand}:
            if not self.trick and card.text in {c.text for c in self.tables[(seat + 2) % PLAYERS]}:
                return Message("That is your partner's table card: play table {card}", card=card.text)
            if card.text in {c.text for c in self.tables[seat]}:
                return Message("Table cards are never played by their owner")
            return Message("You do not hold the {card}", card=card_name(card))
        return Message("You must follow {suit}", suit=SUIT_MESSAGES[self.trick[0].suit_index])
