"""Where everything goes: window zones, seats, the trick, piles — for any window size.

Sizes are logical units (``u`` = 1 at 1280×800) so the table looks the same from
800×600 to 2560×1440. Per-game differences are data (``GameLayout``): where a game's piles
lie and how it deals; adding a game needs a ``GameLayout``, not new drawing code.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.rules.registry import get_spec
from game.rules.tablespec import SEAT_PILE, GameLayout

from .cards_render import card_size

PLAIN_LAYOUT = GameLayout()
"""Hands and a trick only: the geometry every game's layout builds on."""

Rect = pygame.Rect


def game_layout(game: str) -> GameLayout:
    """The registered game's table layout (raises ConfigError for an unknown game)."""
    return get_spec(game).table.layout


HAND_STEP = 0.9  # the player's cards: card widths from one to the next when there is room
HAND_SHARE = 0.7  # of the hand zone's width, the most the player's hand spreads over


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

    def __init__(self, width: int, height: int, players: int, game: GameLayout = PLAIN_LAYOUT) -> None:
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
        # never so small that a name and a status line at the smallest text size do not fit
        plate_w, plate_h = max(round(150 * u), 118), max(round(50 * u), 36)
        self.plate_size = (plate_w, plate_h)
        self.trick_center = (self.felt.centerx, self.felt.top + self.felt.height * 0.54)
        wide = players >= 5  # more seats around the trick need more room between their cards
        zone_w = 2 * self._side_slot_x() + 0.6 if players >= game.trick_row_players else 4.2 if wide else 3.4
        self.trick_zone = Rect(0, 0, round(self.trick_w * zone_w), round(self.trick_h * 2.3))
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

    def side(self, seat: int) -> str:
        """Where a seat sits: "bottom" (the human), "left", "right" or "top"."""
        n = self.players
        if seat == 0:
            return "bottom"
        if n == 2:
            return "top"
        if seat == 1:
            return "left"
        if seat == n - 1:
            return "right"
        return "top"

    def _top_x(self, seat: int) -> float:
        """The centre of a top seat: one in the middle, several spread clear of the info panel."""
        tops = [s for s in range(self.players) if self.side(s) == "top"]
        k = tops.index(seat)
        if len(tops) == 1:
            return self.width / 2
        left = self.info_rect.right + self.margin + self.top_span(len(tops)) / 2
        right = self.width - left
        return left + (right - left) * k / (len(tops) - 1)

    def top_span(self, tops: int) -> float:
        """How wide a top seat's hand fans out."""
        span = self.plate_size[0] * 1.6 + self.small_w
        if tops > 1:
            room = self.width - 2 * (self.info_rect.right + self.margin)
            span = min(span, (room - self.margin * tops) / tops)
        return max(self.plate_size[0], span)

    def top_seat_span(self) -> float:
        """How wide each top seat's hand fans out at this table."""
        return self.top_span(sum(1 for s in range(self.players) if self.side(s) == "top"))

    TOP_SLOT_STEP = 1.4  # card widths between neighbouring top seats: room for a fan of 2
    FAN_ROOM = 1.6  # card widths a top seat's fan of up to 3 cards needs beside a side seat's card

    def _side_slot_x(self) -> float:
        """With a row of top seats: how far (in trick card widths) the side seats' trick cards
        lie from the centre, clear of the top row."""
        tops = sum(1 for s in range(self.players) if self.side(s) == "top")
        return (tops - 1) / 2 * self.TOP_SLOT_STEP + self.FAN_ROOM

    def trick_slot(self, seat: int) -> tuple[float, float]:
        """Where a seat's trick card lies: on an ellipse round the centre; with many players
        (``GameLayout.trick_row_players``) the top seats' cards in a row, spaced so that they
        do not overlap, the side seats' beyond."""
        cx, cy = self.trick_center
        rad = math.radians(self.seat_angle(seat))
        ry = self.trick_h * 0.58
        if self.players < self.game.trick_row_players:
            rx = self.trick_w * (1.55 if self.players >= 5 else 1.02)
            return (cx + math.cos(rad) * rx, cy - math.sin(rad) * ry)
        side = self.side(seat)
        if side == "top":
            tops = [s for s in range(self.players) if self.side(s) == "top"]
            k = tops.index(seat) - (len(tops) - 1) / 2
            return (cx + k * self.TOP_SLOT_STEP * self.trick_w, cy - ry)
        if side in ("left", "right"):
            sign = -1 if side == "left" else 1
            return (cx + sign * self._side_slot_x() * self.trick_w, cy)
        return (cx, cy + ry)

    def _seat(self, seat: int, pw: int, ph: int) -> SeatGeom:
        u = self.u
        a = self.seat_angle(seat)
        cx, cy = self.trick_center
        slot = self.trick_slot(seat)
        m = self.margin
        side = self.side(seat)
        hand: tuple[float, float]
        spot: tuple[float, float]
        won: tuple[float, float]
        if side == "bottom":
            plate = Rect(0, 0, pw, ph)
            plate.bottomleft = (m, self.hand_zone.top - m)
            hand = (self.hand_zone.centerx, self.hand_zone.top + self.lift + self.card_h / 2)
            spot = (cx, self.action_zone.top - 30 * u - self.small_h / 2)
            won = (plate.right + self.margin + self.small_w / 2, plate.centery)
            return SeatGeom(seat, a, plate, hand, False, 0, slot, spot, won)
        felt = self.felt
        plate = Rect(0, 0, pw, ph)
        if side in ("left", "right"):
            # Side seats: the plate above a vertical fan of cards along the edge.
            px = m + self.small_h / 2 if side == "left" else self.width - m - self.small_h / 2
            px = max(px, m + pw / 2) if side == "left" else min(px, self.width - m - pw / 2)
            fan_len = self.small_w * 2.6
            top = felt.top + felt.height / 2 - (fan_len + ph + m) / 2
            plate.midtop = (round(px), round(top))
            plate.clamp_ip(self.window.inflate(-2 * m, -2 * m))
            hand_x = m + self.small_h / 2 if side == "left" else self.width - m - self.small_h / 2
            hand = (hand_x, plate.bottom + m + fan_len / 2)
            turns = 1 if side == "left" else 3
            edge = self.trick_zone.left if side == "left" else self.trick_zone.right
            spot = ((hand[0] + edge) / 2, cy)
            sign = 1 if side == "left" else -1
            won = (plate.centerx + sign * (pw / 2 + m + self.small_w * 0.6), plate.centery + ph * 0.2)
            return SeatGeom(seat, a, plate, hand, True, turns, slot, spot, won)
        px = self._top_x(seat)
        plate.midtop = (round(px), felt.top + m)
        hand = (px, plate.bottom + m / 2 + self.small_h / 2)
        # A seat's own table cards: beside its hand, in small cards.
        spot = (hand[0] + self.plate_size[0] * 0.8 + self.small_w * 2.2, hand[1])
        won = (plate.right + m + self.small_w * 0.6, plate.centery + ph * 0.3)
        return SeatGeom(seat, a, plate, hand, False, 0, slot, spot, won)

    # --- hands -----------------------------------------------------------------------------
    def hand_positions(self, seat: int, count: int) -> list[tuple[float, float]]:
        """Centres of ``count`` cards of a seat's hand, left to right (top to bottom)."""
        if count == 0:
            return []
        g = self.seats[seat]
        step: float
        if seat == 0:  # spread to the room: a tenth of a card overlaps, within 70% of the width
            avail = self.hand_zone.width * HAND_SHARE - self.card_w
            step = min(self.card_w * HAND_STEP, max(self.card_w * 0.3, avail / max(1, count - 1)))
            step = min(step, (self.hand_zone.width - self.card_w) / max(1, count - 1))
            x0 = g.hand_center[0] - step * (count - 1) / 2
            return [(x0 + i * step, g.hand_center[1]) for i in range(count)]
        if g.vertical:
            span: float = self.felt.bottom - g.plate.bottom - self.margin * 2 - self.small_w
            step = min(self.small_w * 0.42, span / max(1, count - 1))
            y0 = g.hand_center[1] - step * (count - 1) / 2
            y0 = max(y0, g.plate.bottom + self.margin + self.small_w / 2)
            return [(g.hand_center[0], y0 + i * step) for i in range(count)]
        span = self.top_seat_span()
        step = min(self.small_w * 0.42, (span - self.small_w) / max(1, count - 1))
        x0 = g.hand_center[0] - step * (count - 1) / 2
        return [(x0 + i * step, g.hand_center[1]) for i in range(count)]

    KNOWN_STEP = 0.32  # small-card widths between known cards in a row: the index shows
    KNOWN_MIN_STEP = 0.24  # the closest they may lie and still show a "10"
    KNOWN_ROW_STEP = 0.36  # small-card heights between rows
    TOP_KNOWN_ROWS = 2  # rows a top seat's known cards fill (closer together) before a third

    def known_positions(self, seat: int, counts: Sequence[int]) -> list[tuple[float, float]]:
        """Upright small cards of another seat's hand that everyone knows (picked up from the
        table), where ``counts[s]`` is how many cards of seat ``s`` are known: rows fanned so
        each card's index shows, beside a side seat's hand towards the trick, or over the
        lower part of a top seat's hand. A top seat's cards close up to stay in two rows (a
        third only when they must), and a side seat's rows start below the rows of the top
        seats above them, so no two seats' known cards overlap."""
        count = counts[seat] if seat < len(counts) else 0
        if count == 0 or seat == 0:
            return []
        side = self.side(seat)
        if side == "top":
            first, step, per_row, y0 = self._top_known_rows(seat, count)
        else:
            first, room, y0 = self._side_known_area(seat, counts)
            step = self.small_w * self.KNOWN_STEP
            per_row = max(1, min(count, 1 + int((room - self.small_w) / step + 1e-9)))
            if side == "right":  # the rows end at the hand: the short last row too
                first += max(0.0, room - self.small_w - step * (per_row - 1))
        row_step = self.small_h * self.KNOWN_ROW_STEP
        return [(first + (i % per_row) * step, y0 + (i // per_row) * row_step) for i in range(count)]

    def _top_known_rows(self, seat: int, count: int) -> tuple[float, float, int, float]:
        """A top seat's known cards: the first card's centre x, the step between cards, the
        cards per row and the first row's centre y."""
        g, w = self.seats[seat], self.small_w
        span = self.top_seat_span()
        left = g.hand_center[0] - span / 2 + w / 2
        need = -(-count // self.TOP_KNOWN_ROWS)
        step = w * self.KNOWN_STEP
        if need > 1:
            step = max(w * self.KNOWN_MIN_STEP, min(step, (span - w) / (need - 1)))
        per_row = max(1, min(count, 1 + int((span - w) / step + 1e-9)))
        left += max(0.0, (span - w - step * (per_row - 1)) / 2)
        return left, step, per_row, g.hand_center[1] + self.small_h * 0.6

    def _side_known_area(self, seat: int, counts: Sequence[int]) -> tuple[float, float, float]:
        """Where a side seat's known cards go: the first card's centre x, the row's width, and
        the first row's centre y (below the rows of every top seat sharing its columns, at
        least two rows of each)."""
        g, m = self.seats[seat], self.margin
        w, h = self.small_w, self.small_h
        if self.side(seat) == "left":
            first = g.hand_center[0] + h / 2 + m + w / 2
            room = self.trick_zone.left - m - (first - w / 2)
        else:
            room = (g.hand_center[0] - h / 2 - m) - (self.trick_zone.right + m)
            first = g.hand_center[0] - h / 2 - m - room + w / 2
        top: float = g.plate.bottom + m
        left, right = first - w / 2, first - w / 2 + room
        span = self.top_seat_span()
        for s in range(1, self.players):
            if self.side(s) != "top":
                continue
            x_left = self.seats[s].hand_center[0] - span / 2
            if x_left < right and x_left + span > left:
                count = counts[s] if s < len(counts) else 0
                _, _, per_row, y = self._top_known_rows(s, count)
                rows = max(self.TOP_KNOWN_ROWS, -(-count // per_row))
                top = max(top, y + h * self.KNOWN_ROW_STEP * (rows - 1) + h / 2 + m)
        return first, room, top + self.known_label_height() + h / 2

    def known_label_height(self) -> float:
        return 16 * self.u

    def known_label_pos(self, seat: int, counts: Sequence[int], label_w: float) -> tuple[float, float] | None:
        """The centre of the "Known" caption (``label_w`` wide, its backing included) just
        above the known cards: centred over a side seat's rows, at the left end of a top
        seat's first row (over its own backs, clear of the next seat's cards)."""
        pos = self.known_positions(seat, counts)
        if not pos:
            return None
        x, y = pos[0]
        if self.side(seat) == "top":
            return (x - self.small_w / 2 + label_w / 2, y - self.small_h / 2 - self.known_label_height() / 2)
        right = max(p[0] for p in pos)
        return ((x + right) / 2, y - self.small_h / 2 - self.known_label_height() / 2)

    def hand_card_rects(self, count: int) -> list[Rect]:
        """The human's hand cards as rectangles (unlifted)."""
        out = []
        for x, y in self.hand_positions(0, count):
            r = Rect(0, 0, self.card_w, self.card_h)
            r.center = (round(x), round(y))
            out.append(r)
        return out

    # --- piles -----------------------------------------------------------------------------
    def pile_positions(
        self, name: str, count: int, order: int = 0, owner: int | None = None
    ) -> list[tuple[float, float]]:
        """Card centres of a pile.

        ``order`` ranks the unknown piles for the fallback spot; ``owner`` is the seat a
        pile with ``PileSpec.owner`` lies in front of (None: its own spot).
        """
        if count == 0:
            return []
        seat_pile = SEAT_PILE.match(name)
        spec = self.game.pile(name)
        w = self.small_w if self.pile_is_small(name) else self.trick_w
        if seat_pile and name not in self.game.piles and int(seat_pile.group(2)) < self.players:
            seat = self.seats[int(seat_pile.group(2))]
            spread = spec.spread if spec else "row"
            cx, cy = seat.plate_pile if spec and spec.near == "plate" else seat.pile_spot
        elif spec is not None and owner is not None and 0 <= owner < self.players:
            cx, cy = self.owner_spot(owner)
            spread = spec.spread
        elif spec is not None:
            cx = self.felt.left + self.felt.width * spec.at[0]
            cy = self.felt.top + self.felt.height * spec.at[1]
            spread = spec.spread
        else:
            cx = self.felt.left + self.felt.width * (0.3 + 0.4 * (order % 2))
            cy = self.felt.top + self.felt.height * (0.22 + 0.1 * (order // 2))
            spread = "stack"
        if spread == "stack":
            d = min(max(1.0, self.u * 1.5), self.u * 16 / count)  # a thick stock stays a low pile
            return [(cx + i * d * 0.5, cy - i * d) for i in range(count)]
        places = max(count, spec.slots if spec else 0)
        step = min(w * 0.55, w * 2.2 / max(1, places - 1))
        if spec is not None and spec.slots:
            step = w * 1.08  # refilled places lie apart, so an empty one shows
        x0 = cx - step * (places - 1) / 2
        return [(x0 + i * step, cy) for i in range(count)]

    def cascade_positions(self, sizes: list[int]) -> list[list[tuple[float, float]]]:
        """Plays overlapping in order, each fanned, the whole centred in the trick zone."""
        if not sizes:
            return []
        w, h = self.trick_w, self.trick_h
        fan = w * 0.3
        dx, dy = w * 0.42, h * 0.16
        n = len(sizes)
        width = max(i * dx + fan * (k - 1) for i, k in enumerate(sizes))
        max_w = self.trick_zone.width * 1.25 - w
        if width > max_w:
            scale = max_w / width
            dx, fan = dx * scale, fan * scale
            width = max_w
        x0 = self.trick_center[0] - width / 2
        y0 = self.trick_center[1] - dy * (n - 1) / 2
        return [[(x0 + i * dx + j * fan, y0 + i * dy) for j in range(k)] for i, k in enumerate(sizes)]

    def slot_rect(self, name: str, index: int) -> Rect:
        """The place of card ``index`` of a slotted pile (drawn empty, a drop target)."""
        x, y = self.pile_positions(name, index + 1)[index]
        w, h = (self.small_w, self.small_h) if self.pile_is_small(name) else (self.trick_w, self.trick_h)
        r = Rect(0, 0, w, h)
        r.center = (round(x), round(y))
        return r

    def owner_spot(self, seat: int) -> tuple[float, float]:
        """In front of a seat, between its hand and the trick (a pile it owns for a while)."""
        g = self.seats[seat]
        if seat == 0:
            return (self.trick_zone.left - self.trick_w * 0.9, g.pile_spot[1])
        return g.pile_spot

    def pile_is_small(self, name: str) -> bool:
        """A seat's own pile is drawn in small cards."""
        return self.pile_seat(name) is not None

    def pile_label_pos(self, name: str, owner: int | None = None) -> tuple[float, float] | None:
        spec = self.game.piles.get(name)
        if spec is None or not spec.label:
            return None
        if owner is not None and spec.owner and 0 <= owner < self.players:
            x, y = self.owner_spot(owner)
        else:
            x = self.felt.left + self.felt.width * spec.at[0]
            y = self.felt.top + self.felt.height * spec.at[1]
        return (x, y + self.trick_h * 0.5 + 12 * self.u)

    def info_bottom(self) -> int:
        """How far down the information panel may grow: above the plates of the seats
        below it (their dealer chips and bubbles), above the hand at most."""
        info = self.info_rect
        tops = [g.plate.top for g in self.seats if g.plate.left < info.right and g.plate.top >= info.bottom]
        return max(info.bottom, min([*tops, self.hand_zone.top]) - 3 * self.margin)

    def info_right(self) -> int:
        """How far right the information panel may grow: to the span of the first top
        seat's hand (``top_span``), half as wide again at most."""
        info = self.info_rect
        span = self.top_seat_span() / 2 + self.margin
        lefts = [self._top_x(g.seat) - span for g in self.seats if self.side(g.seat) == "top"]
        return max(info.right, round(min([*lefts, info.right + info.width / 2])))

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
