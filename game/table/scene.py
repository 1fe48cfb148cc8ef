"""From a ``View`` to sprites: where every card of the view lies on the table.

A sprite's ``key`` is its identity across views: a known card is ``("c", card.id)`` (so
Finesse's duplicates stay apart); a card face down in a hand is ``("h", seat, i)`` and in
a pile ``("p", name, i)``. Animations come from comparing two such placements.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.rules import Card, View

from .layout import Layout

Key = tuple
HAND, SMALL, TRICK = "hand", "small", "trick"
_SUIT_ORDER = {"c": 1, "h": 2, "s": 3, "d": 4}  # alternating black and red


@dataclass(frozen=True, slots=True)
class Sprite:
    key: Key
    card: Card | None
    x: float
    y: float
    size: str
    turns: int
    z: int
    where: str  # "hand<seat>", "pile:<name>", "trick"
    seat: int | None = None

    @property
    def face_up(self) -> bool:
        return self.card is not None

    def moved(self, x: float, y: float, **kw: object) -> Sprite:
        return replace(self, x=x, y=y, **kw)  # type: ignore[arg-type]


def card_key(card: Card) -> Key:
    return ("c", card.id)


def display_order(cards: list[Card], trump: str | None = None, by_rank: bool = False) -> list[Card]:
    """A hand as a player sorts it: trumps first, suits alternating colours, high to low;
    ``by_rank``: high to low whatever the suit (equal ranks side by side)."""

    def key(c: Card) -> tuple[int, int, int]:
        if c.suit is None:
            return (-1, 0, 0)
        if by_rank:
            return (-c.rank, _SUIT_ORDER[c.suit], c.copy)
        return (0 if c.suit == trump else _SUIT_ORDER[c.suit], -c.rank, c.copy)

    return sorted(cards, key=key)


def trump_of(view: View) -> str | None:
    t = view.info.get("trump")
    return t if isinstance(t, str) and t in "cdhs" and len(t) == 1 else None


def pile_owner(view: View, layout: Layout, name: str) -> int | None:
    """The seat a pile with ``PileSpec.owner`` lies in front of, if the view names one."""
    spec = layout.game.piles.get(name)
    if spec is None or not spec.owner:
        return None
    seat = view.info.get(spec.owner)
    return seat if isinstance(seat, int) and not isinstance(seat, bool) else None


def trick_positions(view: View, layout: Layout) -> list[list[tuple[float, float]]]:
    """Where each card of each play of the trick lies.

    "seats": in front of its player; a player's later plays in the same trick (bouts,
    sluffs) continue his row. "cascade": the plays overlap in the order played.
    """
    style = layout.game.trick_styles.get(view.phase, "seats")
    sizes = [len(cards) for _, cards in view.trick]
    if style == "cascade":
        return layout.cascade_positions(sizes)
    out: list[list[tuple[float, float]]] = []
    used: dict[int, int] = {}
    total: dict[int, int] = {}
    for seat, cards in view.trick:
        total[seat] = total.get(seat, 0) + len(cards)
    for seat, cards in view.trick:
        sx, sy = layout.seats[seat].trick_slot
        step = layout.trick_w * (0.28 if total[seat] <= 4 else max(0.12, 0.84 / (total[seat] - 1)))
        start = used.get(seat, 0)
        out.append([(sx + (start + j) * step, sy) for j in range(len(cards))])
        used[seat] = start + len(cards)
    return out


def place(view: View, layout: Layout) -> dict[Key, Sprite]:
    """Every card of ``view`` as a sprite, in drawing order."""
    out: dict[Key, Sprite] = {}
    z = 0
    players = view.players
    trump = trump_of(view)
    by_rank = view.phase in layout.game.rank_order_phases
    # Piles first (under everything), then other hands, the trick, the human hand last.
    unknown_order = 0
    for name in sorted(view.piles):
        cards = view.piles[name]
        if not cards or not layout.game.shown(name):
            continue
        spec = layout.game.pile(name)
        positions = layout.pile_positions(name, len(cards), unknown_order, pile_owner(view, layout, name))
        if spec is None:
            unknown_order += 1
        face_down = spec is not None and spec.face_down
        small = layout.pile_is_small(name)
        seat = layout.pile_seat(name)
        for i, (c, (x, y)) in enumerate(zip(cards, positions, strict=True)):
            key = card_key(c) if c is not None else ("p", name, i)
            shown = None if face_down else c
            out[key] = Sprite(key, shown, x, y, SMALL if small else TRICK, 0, z, f"pile:{name}", seat)
            z += 1
    known_counts = [sum(1 for c in hand if c is not None) for hand in view.hands]
    for seat in range(1, players):
        # Cards everyone knows lie face up and upright beside the seat (labelled "Known");
        # the rest of the hand stays backs in the seat's own fan.
        hand = view.hands[seat]
        known = display_order([c for c in hand if c is not None], trump, by_rank)
        g = layout.seats[seat]
        backs = len(hand) - len(known)
        for i, (x, y) in enumerate(layout.hand_positions(seat, backs)):
            key = ("h", seat, i)
            out[key] = Sprite(key, None, x, y, SMALL, g.quarter_turns, z, f"hand{seat}", seat)
            z += 1
        for c, (x, y) in zip(known, layout.known_positions(seat, known_counts), strict=True):
            key = card_key(c)
            out[key] = Sprite(key, c, x, y, SMALL, 0, z, f"hand{seat}", seat)
            z += 1
    for (seat, cards), spots in zip(view.trick, trick_positions(view, layout), strict=True):
        for c, (x, y) in zip(cards, spots, strict=True):
            key = card_key(c)
            out[key] = Sprite(key, c, x, y, TRICK, 0, z, "trick", seat)
            z += 1
    hand0 = view.hands[0]
    known0 = display_order([c for c in hand0 if c is not None], trump, by_rank)
    cards0: list[Card | None] = [*known0, *(None,) * (len(hand0) - len(known0))]
    for i, (c, (x, y)) in enumerate(zip(cards0, layout.hand_positions(0, len(cards0)), strict=True)):
        key = card_key(c) if c is not None else ("h", 0, i)
        out[key] = Sprite(key, c, x, y, HAND, 0, z, "hand0", 0)
        z += 1
    return out
