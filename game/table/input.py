"""From legal actions to what the player can do: play cards, select cards, press buttons.

No drawing here. ``ActionMap`` sorts the legal actions of the human's turn into
card actions (drag or click one card), multi-card choices (select, then confirm) and
buttons; ``BidChoice`` turns a long list of bids into levels and modifiers.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from game.rules import Action

COMPACT_BIDS = 7  # more bids than this get the compact bid panel


@dataclass
class ActionMap:
    card: dict[int, Action] = field(default_factory=dict)
    multi: dict[str, list[Action]] = field(default_factory=dict)
    buttons: list[Action] = field(default_factory=list)
    bids: list[Action] = field(default_factory=list)

    @classmethod
    def build(cls, legal: Iterable[Action]) -> ActionMap:
        legal = list(legal)
        multi_kinds = {a.kind for a in legal if len(a.cards) > 1}
        m = cls()
        for a in legal:
            if a.cards and a.kind in multi_kinds:
                m.multi.setdefault(a.kind, []).append(a)
            elif a.cards:
                m.card.setdefault(a.cards[0].id, a)
            elif a.kind == "bid":
                m.bids.append(a)
            else:
                m.buttons.append(a)
        if 0 < len(m.bids) <= COMPACT_BIDS:
            m.buttons = [*m.bids, *m.buttons]
            m.bids = []
        return m

    @property
    def selecting(self) -> bool:
        """True when cards are chosen by selecting several and confirming."""
        return bool(self.multi)

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
