"""Eased animations derived from two views: what moved, appeared or went away.

``plan(v0, v1, layout)`` compares the sprites of two views (see ``scene``) and returns an
``Animation``: steps run one after the other (a card flies to the trick, the full trick
stays a moment, then sweeps to its winner); inside a step every card moves from where it
was to where it is now, face-down cards turning over on the way. Dealing comes from the
game's packets (``GameLayout.deal``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from game.rules import Card, View

from .layout import Layout
from .scene import SMALL, TRICK, Key, Sprite, card_key, place

SPEED_FACTOR = {"slow": 1.7, "normal": 1.0, "fast": 0.45, "instant": 0.0}

FLY = 0.34
HOLD = 0.75
SWEEP = 0.42
DEAL_GAP = 0.055
DEAL_FLY = 0.28


def ease_out(t: float) -> float:
    """Cubic ease-out: fast start, gentle landing."""
    t = 1.0 - t
    return 1.0 - t * t * t


def ease_in_out(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


@dataclass(frozen=True, slots=True)
class DrawCard:
    """One card as drawn in a frame."""

    card: Card | None
    x: float
    y: float
    size: str
    angle: float  # degrees, counter-clockwise
    flip: float  # horizontal scale 0..1 while turning over
    alpha: int
    z: float
    key: Key


@dataclass
class Step:
    """One phase of an animation: every sprite goes from ``before`` to ``after``."""

    before: dict[Key, Sprite]
    after: dict[Key, Sprite]
    duration: float
    sources: dict[Key, Sprite]  # start of a sprite that appears, if it comes from somewhere
    renamed: set[Key]  # keys of ``before`` that became another key of ``after``
    sinks: dict[Key, tuple[float, float]]  # where a vanishing sprite goes
    delays: dict[Key, float]
    fly: float  # flight time of one sprite (<= duration)


class Animation:
    """A sequence of steps, played against a clock in seconds."""

    def __init__(self, steps: list[Step], factor: float, start: float, *, dealing: bool = False) -> None:
        self.planned = steps
        self.dealing = dealing
        self.steps = [s for s in steps if s.duration > 0] if factor > 0 else []
        self.factor = factor
        self.start = start
        self.final = steps[-1].after if steps else {}
        self.total = sum(s.duration for s in self.steps) * factor

    def done(self, now: float) -> bool:
        return now - self.start >= self.total - 1e-9

    def finish(self) -> None:
        """Jump to the end (a click or Space)."""
        self.total = 0.0

    def start_from(self, key: Key, x: float, y: float) -> None:
        """Let sprite ``key`` start where the player dropped it (instead of its old place)."""
        if self.factor <= 0 or key not in self.final and not self.steps:
            return
        if not self.steps:
            self.steps = [Step(dict(self.final), self.final, FLY, {}, set(), {}, {}, FLY)]
        step = self.steps[0]
        if key in step.before:
            step.before = {**step.before, key: step.before[key].moved(x, y)}
        elif key in step.sources:
            step.sources[key] = step.sources[key].moved(x, y)
        else:
            return
        step.duration = max(step.duration, FLY)
        step.fly = max(step.fly, FLY)
        self.total = sum(s.duration for s in self.steps) * self.factor

    def moves(self) -> list[tuple[float, Sprite | None, Sprite | None]]:
        """Every card that moves: (clock time it arrives, where from, where to).

        A card that appears from nowhere has no start, one swept away (a trick to its
        winner) has no end. At "instant" speed every time is the start time.
        """
        out: list[tuple[float, Sprite | None, Sprite | None]] = []
        t0 = self.start
        for step in self.planned:
            scale = self.factor if step.duration > 0 else 0.0
            for key, end in step.after.items():
                start = step.before.get(key) or step.sources.get(key)
                if start is not None and (start.x, start.y, start.where) == (end.x, end.y, end.where):
                    continue
                arrive = t0 + (step.delays.get(key, 0.0) + step.fly) * scale
                out.append((arrive, start, end))
            for key in step.sinks:
                arrive = t0 + (step.delays.get(key, 0.0) + step.fly) * scale
                out.append((arrive, step.before[key], None))
            t0 += step.duration * scale
        out.sort(key=lambda m: m[0])
        return out

    def frame(self, now: float) -> list[DrawCard]:
        """The cards to draw at time ``now``, bottom to top."""
        if self.done(now) or not self.steps:
            return [_still(s) for s in self.final.values()]
        t = (now - self.start) / self.factor
        for step in self.steps:
            if t < step.duration:
                return _step_frame(step, t)
            t -= step.duration
        return [_still(s) for s in self.final.values()]


def _still(s: Sprite) -> DrawCard:
    return DrawCard(s.card, s.x, s.y, s.size, 90.0 * s.turns, 1.0, 255, s.z, s.key)


_SIZE_ORDER = {TRICK: 1.0, SMALL: 0.7}


def _step_frame(step: Step, t: float) -> list[DrawCard]:
    out: list[DrawCard] = []
    for key, end in step.after.items():
        start = step.before.get(key) or step.sources.get(key)
        if start is None:
            delay = step.delays.get(key, 0.0)
            if t >= delay:
                out.append(_still(end))
            continue
        out.append(_tween(start, end, t - step.delays.get(key, 0.0), step.fly, key))
    for key, s in step.before.items():
        if key in step.after or key in step.renamed:
            continue
        sink = step.sinks.get(key)
        if sink is None:
            continue
        p = ease_in_out(min(1.0, max(0.0, (t - step.delays.get(key, 0.0)) / step.fly)))
        out.append(
            DrawCard(
                s.card,
                s.x + (sink[0] - s.x) * p,
                s.y + (sink[1] - s.y) * p,
                s.size,
                90.0 * s.turns,
                1.0,
                round(255 * (1 - p * p)),
                1000 + s.z,
                key,
            )
        )
    out.sort(key=lambda d: d.z)
    return out


def _tween(a: Sprite, b: Sprite, t: float, fly: float, key: Key) -> DrawCard:
    if t <= 0:
        return DrawCard(a.card, a.x, a.y, a.size, 90.0 * a.turns, 1.0, 255, a.z, key)
    p = min(1.0, t / fly) if fly > 0 else 1.0
    e = ease_out(p)
    x = a.x + (b.x - a.x) * e
    y = a.y + (b.y - a.y) * e
    # Turn a side seat's card upright on the way; the shortest way round.
    ang_a, ang_b = 90.0 * a.turns, 90.0 * b.turns
    d = (ang_b - ang_a + 180) % 360 - 180
    angle = ang_a + d * e
    card, flip = b.card, 1.0
    if (a.card is None) != (b.card is None):
        flip = abs(math.cos(math.pi * e))
        card = a.card if e < 0.5 else b.card
    size = a.size if e < 0.5 else b.size
    moving = p < 1.0
    return DrawCard(card, x, y, size, angle, max(0.02, flip), 255, (2000 if moving else 0) + b.z, key)


# --- planning --------------------------------------------------------------------------


def plan(
    v0: View | None, v1: View, layout: Layout, speed: str, now: float, *, new_deal: bool = False
) -> Animation:
    """The animation from ``v0`` to ``v1`` (``new_deal``: deal ``v1`` from the dealer)."""
    factor = SPEED_FACTOR.get(speed, 1.0)
    p1 = place(v1, layout)
    if v0 is None or new_deal:
        return Animation([_deal_step(v1, p1, layout)], factor, now, dealing=True)
    p0 = place(v0, layout)
    steps: list[Step] = []
    mid = completed_trick(v0, v1)
    if mid is not None:
        pm = place(mid, layout)
        steps.append(_move_step(p0, pm, layout, FLY))
        steps.append(Step(pm, pm, HOLD, {}, set(), {}, {}, HOLD))
        winner = trick_winner(v0, v1)
        steps.append(_move_step(pm, p1, layout, SWEEP, winner=winner))
    else:
        steps.append(_move_step(p0, p1, layout, FLY, winner=trick_winner(v0, v1) if v0.trick else None))
    return Animation(steps, factor, now)


def resting(placement: dict[Key, Sprite]) -> list[DrawCard]:
    """Sprites drawn where they lie, in ``z`` order (a placement made otherwise than by ``place``)."""
    return [_still(s) for s in sorted(placement.values(), key=lambda s: s.z)]


def still(v1: View, layout: Layout) -> Animation:
    """No movement: the table as it is."""
    p = place(v1, layout)
    return Animation([Step(p, p, 0.0, {}, set(), {}, {}, 0.0)], 0.0, 0.0)


def _move_step(
    before: dict[Key, Sprite], after: dict[Key, Sprite], layout: Layout, fly: float, winner: int | None = None
) -> Step:
    appeared = [k for k in after if k not in before]
    vanished = [k for k in before if k not in after]
    sources: dict[Key, Sprite] = {}
    renamed: set[Key] = set()
    for key in appeared:
        a = after[key]
        best, best_score = None, math.inf
        for v in vanished:
            if v in renamed:
                continue
            s = before[v]
            score = math.hypot(s.x - a.x, s.y - a.y)
            if a.seat is not None and s.seat == a.seat:
                score -= 1e6
            if s.where == a.where:
                score -= 1e5
            if score < best_score:
                best, best_score = v, score
        if best is not None:
            sources[key] = before[best]
            renamed.add(best)
        elif a.where.startswith("hand") and a.seat is not None:
            # A card that joins a hand from nowhere on the table (won cards taken up)
            # comes from its player's name plate.
            px, py = layout.seats[a.seat].plate.center
            sources[key] = Sprite(key, None, px, py, a.size, a.turns, a.z, "plate", a.seat)
    sinks: dict[Key, tuple[float, float]] = {}
    for key in vanished:
        if key in renamed:
            continue
        s = before[key]
        if s.where == "trick" and winner is not None:
            sinks[key] = layout.seats[winner].plate.center
        else:
            sinks[key] = (s.x, s.y)
    moved = any(
        k in before and (before[k].x, before[k].y, before[k].card) != (after[k].x, after[k].y, after[k].card)
        for k in after
    )
    duration = fly if (moved or sources or sinks or appeared) else 0.0
    return Step(before, after, duration, sources, renamed, sinks, {}, fly)


def completed_trick(v0: View, v1: View) -> View | None:
    """A view between ``v0`` and ``v1`` with a just-played card still in its full trick.

    When a play completes a trick, ``v1`` already shows the trick gone; the player should
    see the full trick first. Returns None when no such play happened.
    """
    if len(v1.history) != len(v0.history) + 1 or v1.history[: len(v0.history)] != v0.history:
        return None
    seat, text = v1.history[-1]
    words = text.split()
    if not words or words[0] != "play" or v1.trick:
        return None
    shown = {c.id for _, cs in v1.trick for c in cs}
    played = [c for _, cs in v0.trick for c in cs]
    cards: list[Card] = []
    hand = list(v0.hands[seat])
    for token in words[1:]:
        c = next((c for c in hand if c is not None and c.text == token), None)
        if c is None:
            c = _card_by_text(token)
        if c is None or c.id in shown:
            return None
        cards.append(c)
        if c in hand:
            hand.remove(c)
        elif None in hand:
            hand.remove(None)
    if not played and not cards:
        return None
    hands = tuple(tuple(hand) if s == seat else h for s, h in enumerate(v0.hands))
    return replace(v0, hands=hands, trick=(*v0.trick, (seat, tuple(cards))), history=v1.history)


def _card_by_text(text: str) -> Card | None:
    from game.rules import parse_card

    try:
        return parse_card(text)
    except ValueError:
        return None


def trick_winner(v0: View, v1: View) -> int | None:
    """Who took the trick: the seat whose trick count went up, else the next to lead."""
    t0, t1 = v0.info.get("tricks"), v1.info.get("tricks")
    if isinstance(t0, list) and isinstance(t1, list) and len(t0) == len(t1) == v1.players:
        for s, (a, b) in enumerate(zip(t0, t1, strict=True)):
            if isinstance(a, int) and isinstance(b, int) and b > a:
                return s
    return v1.to_move


def _deal_step(v1: View, p1: dict[Key, Sprite], layout: Layout) -> Step:
    """Cards fly from the dealer to their places, packet by packet."""
    dealer = layout.seats[v1.dealer]
    dx, dy = dealer.plate.center
    order = _deal_order(v1, p1, layout)
    sources: dict[Key, Sprite] = {}
    delays: dict[Key, float] = {}
    for i, key in enumerate(order):
        sources[key] = Sprite(key, None, dx + i * 0.3, dy - i * 0.3, TRICK, 0, i, "deck")
        delays[key] = i * DEAL_GAP
    total = (len(order) - 1) * DEAL_GAP + DEAL_FLY if order else 0.0
    for key in p1:
        if key not in sources:
            delays[key] = 0.0
            sources[key] = p1[key]
    return Step({}, p1, total, sources, set(), {}, delays, DEAL_FLY)


def _deal_order(v1: View, p1: dict[Key, Sprite], layout: Layout) -> list[Key]:
    """The order the deal animation brings the cards in: the game's packets (``GameLayout.deal``)
    round the table from the dealer's left until the hands are full, then the rest of the piles."""
    by_where: dict[str, list[Key]] = {}
    for key, s in p1.items():
        by_where.setdefault(s.where, []).append(key)
    for keys in by_where.values():
        keys.sort(key=lambda k: (p1[k].x, p1[k].y))
    dealer = _Dealer(by_where)
    n = v1.players
    seats = [(v1.dealer + 1 + i) % n for i in range(n)]
    packets = layout.game.deal or (("hands", 1),)
    for _ in range(64):
        for target, count in packets:
            for where in [f"hand{seat}" for seat in seats] if target == "hands" else [f"pile:{target}"]:
                dealer.take(where, count)
        if not any(dealer.left(f"hand{seat}") for seat in seats):
            break
    for where in by_where:
        if where.startswith("pile:"):
            dealer.take(where, 0)
    return dealer.order


class _Dealer:
    """Cards taken from their places in dealing order."""

    def __init__(self, by_where: dict[str, list[Key]]) -> None:
        self.by_where = by_where
        self.taken = dict.fromkeys(by_where, 0)
        self.order: list[Key] = []

    def take(self, where: str, count: int) -> None:
        """The next ``count`` cards of ``where`` (0: all that are left)."""
        keys = self.by_where.get(where, [])
        start = self.taken.get(where, 0)
        end = len(keys) if count <= 0 else min(len(keys), start + count)
        self.order.extend(keys[start:end])
        if where in self.taken:
            self.taken[where] = end

    def left(self, where: str) -> bool:
        return self.taken.get(where, 0) < len(self.by_where.get(where, []))


__all__ = ["Animation", "DrawCard", "SPEED_FACTOR", "card_key", "plan", "still"]
