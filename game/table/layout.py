"""Where everything goes: window zones, seats, the trick, piles — for any window size.

Sizes are logical units (``u`` = 1 at 1280×800) so the table looks the same from
800×600 to 2560×1440. Per-game differences are data (``GameLayout``): where a game's piles
lie and how it deals; adding a game needs a ``GameLayout``, not new drawing code.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

import pygame

from .cards_render import card_size

Rect = pygame.Rect


@dataclass(frozen=True)
class PileSpec:
    """A named pile of ``view.piles``: centre as fractions of the felt, arrangement.

    For a seat's pile (``won2``, ``table1``) ``at`` is unused and ``near`` says where it
    lies: beside the seat's name plate ("plate") or in front of the seat ("front").
    ``face_down`` draws known cards face down (won tricks are not for looking at).
    """

    at: tuple[float, float] = (0.5, 0.5)
    spread: str = "row"  # "row": side by side, overlapping; "stack": a squared-up pile
    label: str = ""
    face_down: bool = False
    near: str = "front"


@dataclass(frozen=True)
class InfoRow:
    """A fact of ``view.info`` for the information panel (``hide_zero``: leave out 0)."""

    key: str
    label: str
    hide_zero: bool = False
    when: str = ""  # shown only while this fact is set (e.g. trick counts once there is a contract)


SEAT_PILES = {
    "won": PileSpec(spread="stack", face_down=True, near="plate"),
    "table": PileSpec(spread="row", near="front"),
}


@dataclass(frozen=True)
class GameLayout:
    """The per-game part of the layout.

    ``piles`` places named piles; a pile named like ``table2`` (a name then a seat) lies in
    front of that seat; other unknown piles are lined up at the top of the felt.
    ``deal`` lists the dealing packets: (target, count) with target "hands" (``count``
    cards to each seat in turn from the dealer's left) or a pile name (``count`` 0 = all).
    """

    piles: dict[str, PileSpec] = field(default_factory=dict)
    deal: tuple[tuple[str, int], ...] = (("hands", 1),)
    seat_piles: dict[str, PileSpec] = field(default_factory=lambda: dict(SEAT_PILES))
    info: tuple[InfoRow, ...] = ()
    ignore: frozenset[str] = frozenset()  # piles that only record facts, not cards on the table

    def pile(self, name: str) -> PileSpec | None:
        """The spec of a named pile or of a seat's pile (by its prefix)."""
        spec = self.piles.get(name)
        if spec is None:
            m = SEAT_PILE.match(name)
            if m:
                spec = self.seat_piles.get(m.group(1))
        return spec


GAME_LAYOUTS: dict[str, GameLayout] = {
    "fipsen": GameLayout(
        piles={
            "skat": PileSpec((0.31, 0.42), "row", "Skat"),
            "rest": PileSpec((0.69, 0.42), "stack", "Rest"),
            "stock": PileSpec((0.69, 0.42), "stack", "Stock"),
            "dutt": PileSpec((0.69, 0.42), "stack", "Dutt"),
            "turnup": PileSpec((0.31, 0.42), "row", "Trumps"),
            "discards": PileSpec((0.69, 0.7), "stack", "Discards", face_down=True),
            "setaside": PileSpec((0.69, 0.7), "stack", "Set aside", face_down=True),
        },
        deal=(("hands", 3), ("skat", 2), ("turnup", 1), ("hands", 2), ("rest", 0), ("stock", 0), ("dutt", 0)),
        info=(
            InfoRow("contract", "Contract"),
            InfoRow("bid", "Bid"),
            InfoRow("bid_by", "Bid by"),
            InfoRow("declarer", "Declarer"),
            InfoRow("trumps", "Trumps"),
            InfoRow("doubles", "Doubles"),
            InfoRow("kontra", "Kontra", hide_zero=True),
            InfoRow("declarer_tricks", "Declarer's tricks", when="trumps"),
            InfoRow("opponent_tricks", "Opponents' tricks", when="trumps"),
        ),
        ignore=frozenset({"taken skat", "taken rest"}),
    ),
    "hasenpfeffer": GameLayout(
        piles={"widow": PileSpec((0.33, 0.42), "row", "Widow")},
        deal=(("hands", 3), ("widow", 1), ("hands", 3)),
    ),
    "huutopussi": GameLayout(piles={"stock": PileSpec((0.3, 0.42), "stack", "Stock")}, deal=(("hands", 1),)),
    "skitgubbe": GameLayout(
        piles={
            "stock": PileSpec((0.3, 0.42), "stack", "Stock"),
            "trumpcard": PileSpec((0.3, 0.42), "row", "Trumps"),
        },
        deal=(("hands", 1), ("stock", 0)),
    ),
    "finesse": GameLayout(deal=(("hands", 1),)),
}
DEFAULT_GAME_LAYOUT = GameLayout()
SEAT_PILE = re.compile(r"^([a-z_]+?)(\d)$")


def game_layout(game: str) -> GameLayout:
    return GAME_LAYOUTS.get(game, DEFAULT_GAME_LAYOUT)


@dataclass(frozen=True)
class SeatGeom:
    """One seat: its name plate, where its hand fans out, and where its trick card lands."""

    seat: int
    angle: float  # degrees, 270 = bottom (the human), 180 = left, 90 = top, 0 = right
    plate: Rect
    hand_center: tuple[float, float]
    vertical: bool  # the hand fans downwards (seats at the sides)
    quarter_turns: int  # rotation of this seat's cards (0 bottom/top, 1 left, 3 right)
    trick_slot: tuple[float, float]
    pile_spot: tuple[float, float]  # where this seat's own piles (``table2``) lie
    plate_pile: tuple[float, float]  # beside the plate: won tricks


class Layout:
    """Geometry of the table for one window size and player count."""

    def __init__(self, width: int, height: int, players: int, game: GameLayout = DEFAULT_GAME_LAYOUT) -> None:
        self.width, self.height = width, height
        self.players = players
        self.game = game
        u = self.u = min(width / 1280, height / 800)
        self.window = Rect(0, 0, width, height)
        m = self.margin = max(4, round(10 * u))
        self.top_bar = Rect(0, 0, width, round(40 * u))
        self.card_w, self.card_h = card_size(round(104 * u))
        self.small_w, self.small_h = card_size(round(60 * u))
        self.trick_w, self.trick_h = card_size(round(84 * u))
        self.lift = round(self.card_h * 0.16)
        hand_h = self.card_h + self.lift + m
        self.hand_zone = Rect(m, height - hand_h, width - 2 * m, hand_h - m // 2)
        self.action_zone = Rect(
            round(width * 0.22), self.hand_zone.top - round(54 * u), round(width * 0.56), round(46 * u)
        )
        self.felt = Rect(0, self.top_bar.bottom, width, self.action_zone.top - self.top_bar.bottom)
        self.info_rect = Rect(m, self.top_bar.bottom + m, round(250 * u), round(128 * u))
        self.message_pos = (width // 2, self.action_zone.top - round(18 * u))
        plate_w, plate_h = round(150 * u), round(50 * u)
        self.plate_size = (plate_w, plate_h)
        self.trick_center = (self.felt.centerx, self.felt.top + self.felt.height * 0.5)
        self.trick_zone = Rect(0, 0, round(self.trick_w * 3.4), round(self.trick_h * 2.3))
        self.trick_zone.center = (round(self.trick_center[0]), round(self.trick_center[1]))
        self.seats = [self._seat(s, plate_w, plate_h) for s in range(players)]

    # --- seats ---------------------------------------------------------------------------
    def seat_angle(self, seat: int) -> float:
        """Seat 0 at the bottom; the others clockwise from the left, over the top, to the right."""
        if seat == 0:
            return 270.0
        k = self.players - 1
        if k == 1:
            return 90.0
        return 180.0 - (seat - 1) * 180.0 / (k - 1)

    def _seat(self, seat: int, pw: int, ph: int) -> SeatGeom:
        a = self.seat_angle(seat)
        rad = math.radians(a)
        cx, cy = self.trick_center
        rx = self.trick_w * 1.02
        ry = self.trick_h * 0.58
        slot = (cx + math.cos(rad) * rx, cy - math.sin(rad) * ry)
        m = self.margin
        if seat == 0:
            plate = Rect(0, 0, pw, ph)
            plate.bottomleft = (m, self.hand_zone.top - m)
            hand = (self.hand_zone.centerx, self.hand_zone.top + self.lift + self.card_h / 2)
            spot = (cx, (self.trick_zone.bottom + self.action_zone.top) / 2)
            won = (plate.right + self.margin + self.small_w / 2, plate.centery)
            return SeatGeom(seat, a, plate, hand, False, 0, slot, spot, won)
        felt = self.felt
        ex = felt.width / 2 - m - self.small_h / 2 - pw * 0.1
        px = felt.centerx + math.cos(rad) * ex
        vertical = not (45 < a < 135)
        plate = Rect(0, 0, pw, ph)
        if vertical:
            # Side seats: the plate above a vertical fan of cards along the edge.
            px = min(max(px, m + self.small_h / 2), self.width - m - self.small_h / 2)
            fan_len = self.small_w * 2.6
            top = felt.top + felt.height / 2 - (fan_len + ph + m) / 2
            plate.midtop = (round(px), round(top))
            plate.clamp_ip(self.window.inflate(-2 * m, -2 * m))
            hand = (px, plate.bottom + m + fan_len / 2)
            turns = 1 if a > 90 else 3
        else:
            plate.midtop = (round(px), felt.top + m)
            hand = (px, plate.bottom + m / 2 + self.small_h / 2)
            turns = 0
        # A seat's own table cards: between its hand and the trick, in small cards.
        if vertical:
            edge = self.trick_zone.left if px < self.width / 2 else self.trick_zone.right
            spot = ((hand[0] + edge) / 2, cy)
        else:
            spot = (hand[0] + self.plate_size[0] * 0.8 + self.small_w * 2.2, hand[1])
        if vertical:
            side = 1 if px < self.width / 2 else -1
            won = (
                plate.centerx + side * (pw / 2 + self.margin + self.small_w * 0.6),
                plate.centery + ph * 0.2,
            )
        else:
            won = (plate.right + self.margin + self.small_w * 0.6, plate.centery + ph * 0.3)
        return SeatGeom(seat, a, plate, hand, vertical, turns, slot, spot, won)

    # --- hands -----------------------------------------------------------------------------
    def hand_positions(self, seat: int, count: int) -> list[tuple[float, float]]:
        """Centres of ``count`` cards of a seat's hand, left to right (top to bottom)."""
        if count == 0:
            return []
        g = self.seats[seat]
        if seat == 0:
            avail = self.hand_zone.width - self.card_w
            step = min(self.card_w * 0.64, avail / max(1, count - 1))
            x0 = g.hand_center[0] - step * (count - 1) / 2
            return [(x0 + i * step, g.hand_center[1]) for i in range(count)]
        if g.vertical:
            span = self.felt.bottom - g.plate.bottom - self.margin * 2 - self.small_w
            step = min(self.small_w * 0.42, span / max(1, count - 1))
            y0 = g.hand_center[1] - step * (count - 1) / 2
            y0 = max(y0, g.plate.bottom + self.margin + self.small_w / 2)
            return [(g.hand_center[0], y0 + i * step) for i in range(count)]
        span = self.plate_size[0] * 1.6
        step = min(self.small_w * 0.42, span / max(1, count - 1))
        x0 = g.hand_center[0] - step * (count - 1) / 2
        return [(x0 + i * step, g.hand_center[1]) for i in range(count)]

    def hand_card_rects(self, count: int) -> list[Rect]:
        """The human's hand cards as rectangles (unlifted)."""
        out = []
        for x, y in self.hand_positions(0, count):
            r = Rect(0, 0, self.card_w, self.card_h)
            r.center = (round(x), round(y))
            out.append(r)
        return out

    # --- piles -----------------------------------------------------------------------------
    def pile_positions(self, name: str, count: int, order: int = 0) -> list[tuple[float, float]]:
        """Card centres of a pile (``order`` ranks the unknown piles for the fallback spot)."""
        if count == 0:
            return []
        seat_pile = SEAT_PILE.match(name)
        spec = self.game.pile(name)
        w = self.small_w if self.pile_is_small(name) else self.trick_w
        if seat_pile and name not in self.game.piles and int(seat_pile.group(2)) < self.players:
            seat = self.seats[int(seat_pile.group(2))]
            spread = spec.spread if spec else "row"
            cx, cy = seat.plate_pile if spec and spec.near == "plate" else seat.pile_spot
        elif spec is not None:
            cx = self.felt.left + self.felt.width * spec.at[0]
            cy = self.felt.top + self.felt.height * spec.at[1]
            spread = spec.spread
        else:
            cx = self.felt.left + self.felt.width * (0.3 + 0.4 * (order % 2))
            cy = self.felt.top + self.felt.height * (0.22 + 0.1 * (order // 2))
            spread = "stack"
        if spread == "stack":
            d = max(1.0, self.u * 1.5)
            return [(cx + i * d * 0.5, cy - i * d) for i in range(count)]
        step = min(w * 0.55, w * 2.2 / max(1, count - 1))
        x0 = cx - step * (count - 1) / 2
        return [(x0 + i * step, cy) for i in range(count)]

    def pile_is_small(self, name: str) -> bool:
        """A seat's own pile is drawn in small cards."""
        return self.pile_seat(name) is not None

    def pile_label_pos(self, name: str) -> tuple[float, float] | None:
        spec = self.game.piles.get(name)
        if spec is None or not spec.label:
            return None
        return (
            self.felt.left + self.felt.width * spec.at[0],
            self.felt.top + self.felt.height * spec.at[1] + self.trick_h * 0.5 + 12 * self.u,
        )

    def zones(self) -> dict[str, Rect]:
        """Rectangles that the human's hand must never cover (checked by tests)."""
        out = {
            "top_bar": self.top_bar,
            "action_zone": self.action_zone,
            "trick_zone": self.trick_zone,
            "info": self.info_rect,
        }
        for g in self.seats:
            out[f"plate{g.seat}"] = g.plate
        return out

    def pile_seat(self, name: str) -> int | None:
        """The seat a pile like ``won2`` belongs to (None for a shared pile)."""
        m = SEAT_PILE.match(name)
        if m and name not in self.game.piles and int(m.group(2)) < self.players:
            return int(m.group(2))
        return None
