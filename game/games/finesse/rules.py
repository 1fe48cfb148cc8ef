"""Finesse (Miles Edward Allen, 2000): four players in partnerships, 64 cards, table cards.

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
from collections.abc import Mapping, Sequence
from typing import Any

from game.rules.actions import Action
from game.rules.cards import ALL_CARDS, SUIT_NAMES, SUITS, Card, deck_64, parse_card
from game.rules.errors import ConfigError, LayoutError, NotationError
from game.rules.registry import GameConfig, Option, Preset, Ruleset
from game.rules.resampling import Slot, deal_hidden
from game.rules.state import Outcome, State, View

PLAYERS = 4  # FN-1
HAND = 13  # FN-6
TABLE = 3  # FN-7
TRICKS = 13  # FN-17
ACE = 14
TEAM_NAMES = ("North-South", "East-West")  # team = seat % 2 (FN-1)
SUIT_WORDS = tuple(SUIT_NAMES[s] for s in SUITS)

DECK: tuple[Card, ...] = tuple(deck_64())  # FN-2
TABLE_SIZE = max(c.id for c in DECK) + 1
SORT_KEY = Card.sort_key

REP: tuple[Card, ...] = tuple(ALL_CARDS[c.suit_index * 13 + c.rank - 2] if c.suit else c for c in ALL_CARDS)
"""Card id -> the copy 0 card of the same notation (the card an action names)."""
TWIN: tuple[Card, ...] = tuple(
    next((d for d in ALL_CARDS if d is not c and d.text == c.text), c) if c.suit else c for c in ALL_CARDS
)
"""Card id -> the other copy of a duplicated K, Q or J, else the card itself."""
SECOND: tuple[Card, ...] = tuple(TWIN[REP[c.id].id] for c in ALL_CARDS)
"""Card id -> the copy 1 card of the same notation (the card itself if it is single)."""
UNSEEN = 1 << 30
COPIES: tuple[int, ...] = tuple(1 if TWIN[c.id] is c else 2 for c in ALL_CARDS)
"""Card id -> how many cards of that notation the deck holds."""

PLAY: tuple[Action, ...] = tuple(Action("play", (), (REP[c.id],)) for c in ALL_CARDS)
"""Card id -> ``play <card>`` (both copies give the same action)."""
PLAY_TABLE: tuple[Action, ...] = tuple(Action("play", ("table",), (REP[c.id],)) for c in ALL_CARDS)
"""Card id -> ``play table <card>`` (FN-10 b)."""
REPLENISH: tuple[Action, ...] = tuple(Action("replenish", (), (REP[c.id],)) for c in ALL_CARDS)
"""Card id -> ``replenish <card>`` (FN-16)."""
TRUMP_SUIT: tuple[Action, ...] = tuple(Action("trump", (s,)) for s in SUITS)
TRUMP_NONE = Action("trump", ("none",))
ACTIONS: dict[str, Action] = {
    a.text: a for a in (*PLAY[:52], *PLAY_TABLE[:52], *REPLENISH[:52], *TRUMP_SUIT, TRUMP_NONE)
}
"""Notation -> action, for every action of the game."""

NO_TRUMP = 4
"""Trump index of a no-trump deal (FN-14); -1 while the first card is not yet led."""
PLAYING, TRUMP, REPLENISHING, OVER = range(4)
PHASE_NAMES = ("play", "trump", "replenish", "over")

TRICK_POINTS = (0, 0, 0, 0, 0, 0, 0, 2, 5, 10, 20, 10, 5, 2)  # FN-19, by tricks won 0..13
PENALTY = 3  # FN-20
LAST_TRICK = 4  # FN-21


def _pack_order(dealer: int) -> tuple[tuple[bool, int, int], ...]:
    """(is_hand, seat, index) of each card in pack order for one dealer.

    FN-5 … FN-7: the 12 set-aside cards come first and are dealt face up one at a time
    from the dealer's left; the 52 below them were dealt the same way into the hands.
    """
    seats = [(dealer + k) % PLAYERS for k in range(1, PLAYERS + 1)]
    tables = tuple((False, s, j) for j in range(TABLE) for s in seats)
    hands = tuple((True, s, i) for i in range(HAND) for s in seats)
    return tables + hands


PACK_ORDER = tuple(_pack_order(d) for d in range(PLAYERS))


def deal_score(tricks: int, penalty_cards: int, last_trick: bool, *, floor_after_last: bool = False) -> int:
    """One team's score for a deal (FN-19 … FN-22).

    ``penalty_cards`` are the trumps (at no-trump the K, Q, J) among the team's six table
    cards. FN-22 floors (P - X) at 0 before adding the last-trick bonus; option
    ``FloorAfterLastTrick`` floors the whole sum instead.
    """
    points, penalty = TRICK_POINTS[tricks], PENALTY * penalty_cards
    bonus = LAST_TRICK if last_trick else 0
    if floor_after_last:
        return max(0, points + bonus - penalty)
    return max(0, points - penalty) + bonus


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


def _as_seen(card: Card, seen: Mapping[int, int]) -> Card:
    """The identity ``card`` has in one seat's view (FN-2: twins look the same).

    The engine's copy numbers follow the pack order, which nobody sees, so showing them
    would leak: copy 1 leaving a hand proves that hand lacks copy 0 (it would have gone
    first), and holding copy 1 tells where the twin was dealt. A view numbers twins in
    the order the seat first saw them (``seen``, from ``_seen``) instead: a function of
    what it saw, and stable from view to view so the table can animate each card. Twins
    both seen at the deal keep their own numbers: the tables are dealt face up first
    (FN-7, a table card is copy 0), and twins both in the seat's own hand are alike.
    """
    if COPIES[card.id] == 1:
        return card
    mine, other = seen[card.id], seen.get(TWIN[card.id].id, UNSEEN)
    if mine == other:
        return card
    return REP[card.id] if mine < other else SECOND[card.id]


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
        seen = self._seen(seat)

        def shown(cards: list[Card]) -> tuple[Card, ...]:
            return tuple(sorted((_as_seen(c, seen) for c in cards), key=SORT_KEY))

        hands = tuple(shown(h) if s == seat else (None,) * len(h) for s, h in enumerate(self.hands))
        piles: dict[str, tuple[Card | None, ...]] = {}
        for s in range(PLAYERS):
            piles[f"table{s}"] = shown(self.tables[s])  # FN-7: table cards are face up
        for s in range(PLAYERS):
            piles[f"won{s}"] = (None,) * len(self.won[s])  # won tricks lie face down
        leader = self.leader
        trick = tuple(((leader + i) % PLAYERS, (_as_seen(c, seen),)) for i, c in enumerate(self.trick))
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

    def _seen(self, seat: int) -> dict[int, int]:
        """Card id -> when ``seat`` first saw that card: -1 at the deal (its own hand and
        every table, FN-6/FN-7), else the card's place among the cards that left a hand."""
        seen = {c.id: -1 for t in self.dealt_table for c in t}
        for c in self.dealt_hands[seat]:
            seen[c.id] = -1
        for i, c in enumerate(self.shown):
            seen.setdefault(c.id, i)
        return seen

    def _info(self) -> dict[str, Any]:
        """Public facts for display: trumps, tricks won, who chose a table lead, the table as dealt."""
        trump = None if self.trump < 0 else ("none" if self.trump == NO_TRUMP else SUITS[self.trump])
        tricks = self.tricks
        table_lead = self.from_table and bool(self.trick) or self.phase == REPLENISHING
        return {
            "trump": trump,
            "tricks": list(tricks),
            "team_tricks": [tricks[0] + tricks[2], tricks[1] + tricks[3]],
            # FN-12: the seat that chose a partner's table card to lead this trick.
            "table_lead_by": (self.leader + 2) % PLAYERS if table_lead else None,
            "table_dealt": [[c.text for c in t] for t in self.dealt_table],
        }

    def resample(self, seat: int, rng: random.Random) -> FinesseState:
        """Redeal what ``seat`` cannot see, keeping every public fact (see ``_resample``)."""
        return _resample(self.config, self.view(seat), rng)

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        nt = self.trump == NO_TRUMP
        taken, penalties, scores = [], [], []
        last = self.last_winner % 2
        for team in (0, 1):
            taken.append(self.tricks[team] + self.tricks[team + 2])
            # House rule (FN-20, rules file ambiguity #6): both partners' table cards count.
            table = self.tables[team] + self.tables[team + 2]
            penalties.append(
                sum(1 for c in table if (c.rank in (11, 12, 13) if nt else c.suit_index == self.trump))
            )
            scores.append(
                deal_score(taken[team], penalties[team], last == team, floor_after_last=self.floor_after)
            )
        parts = []
        for team in (0, 1):
            part = f"{TEAM_NAMES[team]} {taken[team]} trick{'' if taken[team] == 1 else 's'}"
            if penalties[team]:
                n = penalties[team]
                what = ("court card" if nt else "trump") + ("s" if n > 1 else "")
                part += f", {n} {what} on the table"
            if last == team:
                part += ", last trick"
            parts.append(f"{part}: {scores[team]:+d}")
        trumps = "No-trump" if nt else f"Trumps {SUIT_WORDS[self.trump]}"
        extra = {
            "trump": "none" if nt else SUITS[self.trump],
            "team_tricks": taken,
            "penalty_cards": penalties,
            "last_trick": last,
        }
        return Outcome(tuple(scores[s % 2] for s in range(PLAYERS)), f"{trumps}. " + "; ".join(parts), extra)

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
            return f"Choose trumps for the deal first: trump {suit} or trump none"
        card = action.cards[0] if len(action.cards) == 1 else None
        hand = self.hands[seat]
        if phase == REPLENISHING:
            if kind != "replenish" or card is None or action.words:
                return "Put one card from your hand on your table first: replenish <card>"
            return f"You do not hold the {card.name}"
        if kind == "trump":
            return "Trumps are the suit of the first card led; only an Ace led first lets its chooser pick"
        if kind == "replenish":
            return "You replenish your table only after a trick that used one of your table cards"
        if kind != "play" or card is None or action.words not in ((), ("table",)):
            return "Play one card: play <card>, or when you lead, play table <card>"
        if action.words:
            if self.trick:
                return "Only the leader may use a table card; follow from your hand"
            if card.text in {c.text for c in self.tables[seat]}:
                return "You may never lead your own table cards, only your partner's"
            return f"Your partner has no {card.name} on the table"
        if card.text not in {c.text for c in hand}:
            if not self.trick and card.text in {c.text for c in self.tables[(seat + 2) % PLAYERS]}:
                return f"That is your partner's table card: play table {card.text}"
            if card.text in {c.text for c in self.tables[seat]}:
                return "Table cards are never played by their owner"
            return f"You do not hold the {card.name}"
        return f"You must follow {SUIT_WORDS[self.trick[0].suit_index]}"


# --- building a deal ----------------------------------------------------------------------
PILE_OF = tuple(tuple(seat + PLAYERS * is_hand for is_hand, seat, _ in order) for order in PACK_ORDER)
"""Dealer -> the pile (seat's table 0..3, seat's hand 4..7) of each card in pack order."""


def _build(config: GameConfig, dealer: int, pack: Sequence[Card]) -> FinesseState:
    """A deal from the 64 cards in pack order by notation; of two identical cards the first is copy 0."""
    piles: list[list[Card]] = [[] for _ in range(2 * PLAYERS)]
    seen: set[int] = set()
    for pile, c in zip(PILE_OF[dealer], pack, strict=True):
        c = REP[c.id]
        if c.id in seen:
            c = TWIN[c.id]
        else:
            seen.add(c.id)
        piles[pile].append(c)
    return FinesseState(config, dealer, piles[PLAYERS:], piles[:PLAYERS])


def _in_pack_order(dealer: int, hands: list[list[Card]], tables: list[list[Card]]) -> list[Card]:
    """The pack that deals these hands and tables (FN-5 … FN-7)."""
    piles = (tables, hands)
    return [piles[is_hand][seat][i] for is_hand, seat, i in PACK_ORDER[dealer]]


def _piles(value: object, size: int, what: str) -> list[list[Card]]:
    if not isinstance(value, list | tuple) or len(value) != PLAYERS:
        raise LayoutError(f"'{what}' must be 4 lists of {size} cards")
    piles = []
    for s, pile in enumerate(value):
        if not isinstance(pile, list | tuple) or len(pile) != size:
            raise LayoutError(f"'{what}' of seat {s} must be a list of {size} cards")
        try:
            piles.append([parse_card(t) for t in pile])
        except (NotationError, TypeError) as e:
            raise LayoutError(f"'{what}' of seat {s}: {e}") from None
    return piles


def _from_layout(layout: Mapping[str, Any]) -> tuple[list[list[Card]], list[list[Card]]]:
    if not isinstance(layout, Mapping):
        raise LayoutError(
            "a Finesse layout has 'hands' (4 lists of 13 cards) and 'table' (4 lists of 3 cards)"
        )
    unknown = sorted(set(layout) - {"hands", "table"})
    if unknown:
        raise LayoutError(f"Finesse has no pile {', '.join(map(repr, unknown))} (piles: hands, table)")
    hands = _piles(layout.get("hands"), HAND, "hands")
    tables = _piles(layout.get("table"), TABLE, "table")
    counts: dict[int, int] = {}
    for pile in (*hands, *tables):
        for c in pile:
            if c.suit is None:
                raise LayoutError("the Finesse deck has no joker")
            counts[c.id] = counts.get(c.id, 0) + 1
            if counts[c.id] > COPIES[c.id]:
                many = "twice" if COPIES[c.id] == 2 else "once"
                raise LayoutError(f"{c} appears more than {many} (the 64-card deck has {COPIES[c.id]})")
    return hands, tables


def new_deal(
    config: GameConfig,
    dealer: int,
    *,
    rng: random.Random | None = None,
    layout: Mapping[str, Any] | None = None,
    totals: Sequence[int] | None = None,
) -> FinesseState:
    """The first state of a deal, dealt from ``rng`` or rebuilt from a record ``layout``."""
    if layout is not None:
        hands, tables = _from_layout(layout)  # 64 cards, none too often: exactly the deck
        return _build(config, dealer, _in_pack_order(dealer, hands, tables))
    pack = list(DECK)
    (rng or random.Random()).shuffle(pack)  # FN-5 … FN-7: dealt from the top of the pack
    return _build(config, dealer, pack)


# --- resampling ---------------------------------------------------------------------------
def _resample(config: GameConfig, view: View, rng: random.Random) -> FinesseState:
    """A full deal consistent with ``view`` - built from the view alone, then replayed.

    Known to the seat: its own hand, every table card as dealt (FN-7), every card that left
    a hand (played or put on a table) and whose hand it left, and voids shown by failing
    to follow (FN-13). The other hands' remaining cards are redealt among those hands.
    Which copy of a duplicate lies where is not known to anyone: views number twins in
    the order the seat saw them (``_as_seen``), so any deal of the notations gives the
    same view.
    """
    me, dealer = view.seat, view.dealer
    tables = [[REP[parse_card(t).id] for t in pile] for pile in view.info["table_dealt"]]
    # Replay the public history by notation: the hand each card left, and voids.
    from_hand: list[list[Card]] = [[] for _ in range(PLAYERS)]
    voids = [0] * PLAYERS
    led = played = 0
    actions = [(s, ACTIONS[text]) for s, text in view.history]
    for s, a in actions:
        if a.kind == "play":
            c = a.cards[0]
            if not played:
                led = c.suit_index
            elif c.suit_index != led:
                voids[s] |= 1 << led  # FN-13: failed to follow
            if not a.words:
                from_hand[s].append(c)
            played = (played + 1) % PLAYERS
        elif a.kind == "replenish":
            from_hand[s].append(a.cards[0])
    own = [REP[c.id] for c in view.hands[me]]  # type: ignore[union-attr]
    # Hidden cards: the deck less every card whose first place the seat knows.
    known = [0] * TABLE_SIZE
    for c in (*(c for t in tables for c in t), *(c for h in from_hand for c in h), *own):
        known[c.id] += 1
    pool: list[Card] = []
    for c in DECK:
        if c.copy == 0 and known[c.id] < COPIES[c.id]:
            pool.extend((c, TWIN[c.id])[: COPIES[c.id] - known[c.id]])
    slots = []
    for s in range(PLAYERS):
        if s != me:
            void = voids[s]
            allows = (lambda c, v=void: not v >> c.suit_index & 1) if void else None
            slots.append(Slot(s, len(view.hands[s]), allows))
    dealt = deal_hidden(pool, slots, rng)
    hands = [from_hand[s] + (own if s == me else [REP[c.id] for c in dealt[s]]) for s in range(PLAYERS)]
    state = _build(config, dealer, _in_pack_order(dealer, hands, tables))
    for _, a in actions:
        state._apply(a)
    return state


# --- the match ----------------------------------------------------------------------------
class TargetsOption(Option):
    """``Targets``: the three game-end numbers (target, margin, outright win) as a list."""

    def check(self, value: object) -> tuple[int, int, int]:  # type: ignore[override]
        if (
            not isinstance(value, list | tuple)
            or len(value) != 3
            or any(isinstance(v, bool) or not isinstance(v, int) or v < 0 for v in value)
        ):
            raise ConfigError(
                f"option {self.name} takes three whole numbers [target, margin, win], such as "
                f"[42, 5, 60], not {value!r}"
            )
        return (value[0], value[1], value[2])


def winner(config: GameConfig, totals: Sequence[int]) -> list[int] | None:
    """The winning team after a deal (FN-24), or None while the match goes on."""
    ours, theirs = totals[0], totals[1]
    target, margin, outright = config.opt("Targets")
    leader = [0, 2] if ours > theirs else [1, 3]
    if config.opt("GameEndAt42"):
        # GameEndAt42: a team at the target ends it; equal totals play another deal.
        return leader if max(ours, theirs) >= target and ours != theirs else None
    if max(ours, theirs) >= outright:
        # FN-24.1. House rule (FN-24, rules file ambiguity #11): equal totals at 60 or
        # more play another deal.
        return leader if ours != theirs else None
    if max(ours, theirs) >= target and ours != theirs and abs(ours - theirs) >= margin:
        return leader  # FN-24.2: "leads the other" - a tie leads nobody, even with margin 0
    return None


def match_end(config: GameConfig, deals_played: int, totals: Sequence[int]) -> bool:
    """FN-24: checked after every deal."""
    return winner(config, totals) is not None


OPTIONS = (
    Option(
        "NoAceNoTrump",
        False,
        "The first suit led is always trumps: an Ace led first gives no no-trump choice.",
    ),
    Option(
        "GameEndAt42",
        False,
        "The game ends after the first deal in which a team has 42; the higher total wins "
        "(no 5-point margin, no 60 rule).",
    ),
    Option("FloorAfterLastTrick", False, "Deal score = max(0, trick points + last trick - penalty)."),
    TargetsOption(
        "Targets",
        (42, 5, 60),
        "Game end: target, winning margin at the target, outright win.",  # type: ignore[arg-type]
    ),
)

RULESET = Ruleset(
    "finesse",
    "Finesse",
    {
        "default": Preset(
            "default",
            "Finesse",
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
