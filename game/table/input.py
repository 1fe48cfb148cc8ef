"""From legal actions to what the player can do: play cards, select cards, press buttons.

No drawing here. ``ActionMap`` sorts the legal actions of the human's turn into
card actions (drag or click one card), multi-card choices (select, then confirm) and
buttons; ``BidChoice`` turns a long list of bids into levels and modifiers, and
``Stepper`` a long run of numbered bids (Huutopussi's 50 … 440) into − / + / Bid.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from game.rules import Action, Card

COMPACT_BIDS = 7  # more bids than this get the compact bid panel
STEPPED_KINDS = ("bid", "contract")  # numbered decisions that get the stepper when there are many
DRAG_SELECT_KINDS = frozenset({"play", "sluff"})  # multi-card choices that may also be dragged


@dataclass
class ActionMap:
    """The human's legal actions by how they are made.

    ``card`` maps the id of a card on the table (in the hand, or a partner's table card
    for Finesse's ``play table``) to the action that moves it; both copies of a Finesse
    duplicate map to the action that names it.
    """

    card: dict[int, Action] = field(default_factory=dict)
    multi: dict[str, list[Action]] = field(default_factory=dict)
    buttons: list[Action] = field(default_factory=list)
    bids: list[Action] = field(default_factory=list)
    stepper: Stepper | None = None

    @classmethod
    def build(
        cls,
        legal: Iterable[Action],
        hand: Sequence[Card | None] = (),
        piles: Mapping[str, Sequence[Card | None]] | None = None,
    ) -> ActionMap:
        legal = list(legal)
        multi_kinds = {a.kind for a in legal if len(a.cards) > 1}
        m = cls()
        numbered: dict[str, list[Action]] = {}
        for a in legal:
            if a.cards and a.kind in multi_kinds:
                m.multi.setdefault(a.kind, []).append(a)
            elif a.cards:
                for cid in _card_ids(a, hand, piles or {}):
                    m.card.setdefault(cid, a)
            elif a.kind in STEPPED_KINDS and len(a.words) == 1 and a.words[0].isdigit():
                numbered.setdefault(a.kind, []).append(a)
                m.bids.append(a) if a.kind == "bid" else m.buttons.append(a)
            elif a.kind == "bid":
                m.bids.append(a)
            else:
                m.buttons.append(a)
        for acts in numbered.values():
            if len(acts) > COMPACT_BIDS and m.stepper is None:
                m.stepper = Stepper(acts)
                m.bids = [b for b in m.bids if b not in acts]
                m.buttons = [b for b in m.buttons if b not in acts]
        if 0 < len(m.bids) <= COMPACT_BIDS:
            m.buttons = [*m.bids, *m.buttons]
            m.bids = []
        return m

    @property
    def selecting(self) -> bool:
        """True when cards are chosen by selecting several and confirming."""
        return bool(self.multi)

    @property
    def drag_selects(self) -> bool:
        """True when a selectable card may also be dragged to play it (with the selection)."""
        return any(k in DRAG_SELECT_KINDS for k in self.multi)

    def selectable(self) -> set[int]:
        return {c.id for acts in self.multi.values() for a in acts for c in a.cards}

    def selection_action(self, selected: Iterable[int]) -> Action | None:
        """The legal multi-card action made of exactly the selected cards, if any."""
        chosen = set(selected)
        for acts in self.multi.values():
            for a in acts:
                if len(a.cards) == len(chosen) and {c.id for c in a.cards} == chosen:
                    return a
        return None

    def selection_sizes(self) -> dict[str, list[int]]:
        """For each multi-card kind, the numbers of cards its actions take."""
        return {k: sorted({len(a.cards) for a in acts}) for k, acts in self.multi.items()}

    def button(self, kind: str) -> Action | None:
        return next((a for a in self.buttons if a.kind == kind), None)


def _card_ids(
    action: Action, hand: Sequence[Card | None], piles: Mapping[str, Sequence[Card | None]]
) -> list[int]:
    """The cards on the table that ``action`` moves: hand cards of its notation, or for a
    ``play table`` the table cards of that notation; the named card itself if none is shown."""
    text = action.cards[0].text
    if "table" in action.words:
        found = [
            c.id
            for name, cards in sorted(piles.items())
            if name.startswith("table")
            for c in cards
            if c is not None and c.text == text
        ]
    else:
        found = [c.id for c in hand if c is not None and c.text == text]
    return found or [action.cards[0].id]


class Stepper:
    """Many numbered bids of one kind as a value moved by − and + (HP: 50 … 440 in fives)."""

    def __init__(self, actions: Sequence[Action]) -> None:
        ordered = sorted(actions, key=lambda a: int(a.words[0]))
        self.kind = ordered[0].kind
        self.actions = ordered
        self.values = [int(a.words[0]) for a in ordered]
        self.index = 0
        steps = {b - a for a, b in zip(self.values, self.values[1:], strict=False)}
        self.step = min(steps) if steps else 1

    @property
    def value(self) -> int:
        return self.values[self.index]

    def action(self) -> Action:
        return self.actions[self.index]

    def move(self, count: int) -> None:
        """Move by ``count`` steps, staying within the legal values."""
        self.index = max(0, min(len(self.values) - 1, self.index + count))

    def can_move(self, count: int) -> bool:
        return 0 <= self.index + count < len(self.values) if count else False


class BidChoice:
    """Bids as a level (first word) plus modifier words, e.g. '3' + {'hand', 'ruten'}."""

    def __init__(self, bids: Sequence[Action]) -> None:
        self.bids = list(bids)
        self.levels: list[str] = []
        self.modifiers: list[str] = []
        for b in self.bids:
            if not b.words:
                continue
            if b.words[0] not in self.levels:
                self.levels.append(b.words[0])
            for w in b.words[1:]:
                if w not in self.modifiers:
                    self.modifiers.append(w)
        # Modifiers in the order the notation writes them ('hand ruten durch').
        place = {m: max(b.words.index(m) for b in self.bids if m in b.words[1:]) for m in self.modifiers}
        self.modifiers.sort(key=lambda m: place[m])
        self.level = ""
        self.chosen: set[str] = set()
        if self.levels:
            self.choose_level(self.levels[0])

    def modifiers_for(self, level: str) -> set[str]:
        return {w for b in self.bids if b.words and b.words[0] == level for w in b.words[1:]}

    def choose_level(self, level: str) -> None:
        """Pick a level; keep the chosen modifiers if they still make a legal bid, else
        take the level's first legal bid."""
        self.level = level
        if self.action() is None:
            first = next((b for b in self.bids if b.words and b.words[0] == level), None)
            self.chosen = set(first.words[1:]) if first is not None else set()

    def toggle(self, modifier: str) -> None:
        self.chosen ^= {modifier}

    def action(self) -> Action | None:
        """The legal bid of the chosen level and modifiers, if there is one."""
        for b in self.bids:
            if b.words and b.words[0] == self.level and set(b.words[1:]) == self.chosen:
                return b
        return None
