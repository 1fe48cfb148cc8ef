"""Things drawn over the felt that are not cards: the information panel,
speech bubbles, the hint line, revealed cards, empty table places, messages.

Every function draws for any game from data (a view, words, the layout); nothing here
knows a game by name.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import pygame

from game.rules import View

from . import canvas, text, theme, words
from .animation import DrawCard
from .layout import Layout
from .notes import Reveal
from .renderer import TableRenderer
from .widgets import Button, draw_panel


def info_panel(surf: pygame.Surface, lay: Layout, rows: list[tuple[str, str]]) -> None:
    """The deal's facts, a row each ("Contract: 5 Hand Ruten"), laid out by ``_info_fit``."""
    if not rows:
        return
    u, info = lay.u, lay.info_rect
    room = lay.info_bottom() - info.top
    widths = (info.width, lay.info_right() - info.left)
    size, width, lines = _info_fit(tuple(rows), widths, room, u, text.font_file(False))
    line_h = _line_height(size, u)
    rect = pygame.Rect(info.left, info.top, width, round(14 * u) + line_h * len(lines))
    draw_panel(surf, rect, u, 190)
    y, x = rect.top + round(7 * u), rect.left + round(10 * u)
    label_w = 0
    for label, value in lines:
        if label:
            lt = text.render(f"{label}:", size, theme.TEXT_DIM)
            surf.blit(lt, (x, y))
            label_w = lt.get_width()
        vt = text.fit(value, width - label_w - round(28 * u), size, color=theme.TEXT, bold=True)
        surf.blit(vt, (x + label_w + round(8 * u), y))
        y += line_h


def _line_height(size: int, u: float) -> int:
    return text.font(size).get_height() + round(3 * u)


@lru_cache(maxsize=32)
def _info_fit(
    rows: tuple[tuple[str, str], ...], widths: tuple[int, int], room: int, u: float, _font: str | None
) -> tuple[int, int, list[tuple[str, str]]]:
    """The panel's text size, width and lines: every row ``room`` high at the largest
    size, down to the smallest, that fits; a row a line at the usual width, else widened
    towards the top seats, else a long value wrapped under itself. Failing all, the first
    rows that fit at the smallest size. ``_font`` (the language's) is part of the cache's
    key."""
    full = round(16 * u)
    for size in range(full, min(full, text.MIN_SIZE) - 1, -1):
        fit = (room - round(14 * u)) // _line_height(size, u)
        for width, wrapped in ((widths[0], False), (widths[1], False), (widths[1], True)):
            lines = _info_lines(rows, width - round(28 * u), size)
            if len(lines) <= fit and (wrapped or len(lines) == len(rows)):
                return size, max(widths[0], _needed(lines, size, u)), lines
    size = min(full, text.MIN_SIZE)
    return size, widths[-1], list(rows[: max(1, (room - round(14 * u)) // _line_height(size, u))])


def _needed(lines: Sequence[tuple[str, str]], size: int, u: float) -> int:
    """How wide the panel must be for ``lines``."""
    label_w, need = 0, 0
    for label, value in lines:
        if label:
            label_w = text.render(f"{label}:", size, theme.TEXT_DIM).get_width()
        need = max(need, label_w + text.render(value, size, bold=True).get_width())
    return need + round(28 * u)


def _info_lines(rows: Sequence[tuple[str, str]], width: int, size: int) -> list[tuple[str, str]]:
    """The panel's lines: each row's label with its value wrapped beside it; a value's
    further lines have no label (they go under the first)."""
    out = []
    for label, value in rows:
        room = width - text.render(f"{label}:", size, theme.TEXT_DIM).get_width()
        for i, part in enumerate(text.wrap(value, room, size, bold=True)):
            out.append((label if i == 0 else "", part))
    return out


def bubble_labels(view: View, since: int = 0) -> dict[int, str]:
    """Each seat's latest announcement since the last card was played (a pick-up counts as
    one: it says who took the pile); ``since`` leaves out history before it (the phase's
    start: a phase-1 "Pass" is not shown in phase 2)."""
    latest: dict[int, str] = {}
    for seat, act in view.history[since:]:
        if act.startswith(("play ", "replenish ", "sluff ", "pickup")):
            latest.clear()
            if not act.startswith("pickup"):
                continue
        latest[seat] = act
    out: dict[int, str] = {}
    for seat, act in latest.items():
        if act.startswith("pickup"):
            out[seat] = words.PICKED_UP
            continue
        out[seat] = words.announcement_label(act)
    return out


def bubbles(surf: pygame.Surface, lay: Layout, view: View, since: int = 0) -> None:
    """Each seat's latest announcement since the last card was played, beside its plate."""
    u = lay.u
    for seat, label in bubble_labels(view, since).items():
        if seat >= len(lay.seats):
            continue
        s = text.render(label, round(15 * u), theme.TEXT_DARK, bold=True, on_dark=False)
        r = bubble_rect(lay, view, seat, s.get_size())
        canvas.rect(surf, theme.CARD_FACE, r, border_radius=round(8 * u))
        canvas.rect(surf, theme.GOLD_DARK, r, max(1, round(2 * u)), border_radius=round(8 * u))
        surf.blit(s, s.get_rect(center=r.center))


def bubble_rect(lay: Layout, view: View, seat: int, size: tuple[int, int]) -> pygame.Rect:
    """Where ``seat``'s bubble of words ``size`` big goes: beside a bottom or side seat's
    plate; on a top seat's hand, or off it when known cards lie there."""
    u, plate = lay.u, lay.seats[seat].plate
    r = pygame.Rect((0, 0), size).inflate(round(16 * u), round(8 * u))
    side = lay.side(seat)
    if side in ("bottom", "left"):  # beside the plate: above it the dealer chip and West's hand
        r.midleft = (plate.right + round(8 * u), plate.centery)
    elif side == "right":
        r.midright = (plate.left - round(8 * u), plate.centery)
    else:
        r.midtop = (plate.centerx, plate.bottom + round(4 * u))
        r.move_ip(0, round(lay.small_h * 0.55))
        if any(c is not None for c in view.hands[seat]):
            r = _beside_plate(lay, view, seat, r)
    return r.clamp(lay.window)


def _beside_plate(lay: Layout, view: View, seat: int, r: pygame.Rect) -> pygame.Rect:
    """A top seat's bubble moved off its known cards: left of its plate, else right of it
    (not on a dealer's chip), else below the known cards; ``r`` if none is free."""
    u, plate = lay.u, lay.seats[seat].plate
    others = [g.plate for i, g in enumerate(lay.seats) if i != seat]
    spots = [r.copy(), r.copy()]
    spots[0].midright = (plate.left - round(8 * u), plate.centery)
    spots[1].midleft = (plate.right + round(8 * u), plate.centery)
    if view.dealer == seat:
        spots.pop()  # the dealer's chip sits at the plate's right
    counts = [sum(1 for c in hand if c is not None) for hand in view.hands]
    known = lay.known_positions(seat, counts)
    if known:
        below = r.copy()
        below.topleft = (round(known[0][0] - lay.small_w / 2), round(known[-1][1] + lay.small_h / 2 + 4 * u))
        spots.append(below)
    for spot in spots:
        if spot.collidelist(others) == -1 and lay.felt.contains(spot):
            return spot
    return r


def known_labels(surf: pygame.Surface, lay: Layout, view: View) -> None:
    """The "Known" caption by each other seat's face-up (publicly known) hand cards."""
    counts = [sum(1 for c in hand if c is not None) for hand in view.hands]
    for seat in range(1, min(view.players, len(lay.seats))):
        s = text.render(words.KNOWN, round(13 * lay.u), theme.GOLD, bold=True)
        pad = round(8 * lay.u)
        pos = lay.known_label_pos(seat, counts, s.get_width() + pad)
        if pos is None:
            continue
        r = s.get_rect(center=(round(pos[0]), round(pos[1])))
        back = r.inflate(pad, round(2 * lay.u))
        back.clamp_ip(lay.felt)
        draw_panel(surf, back, lay.u, 170)
        surf.blit(s, s.get_rect(center=back.center))


def lead_label(surf: pygame.Surface, lay: Layout, view: View, final: dict) -> None:
    """ "Led" on the first card of the current trick, so everyone sees who led it."""
    s = text.render(words.LED, round(13 * lay.u), theme.GOLD, bold=True)
    back = lead_chip_rect(lay, view, final, s.get_size())
    if back is not None:
        draw_panel(surf, back, lay.u, 170)
        surf.blit(s, s.get_rect(center=back.center))


def lead_chip_rect(lay: Layout, view: View, final: dict, size: tuple[int, int]) -> pygame.Rect | None:
    """Where the "Led" chip (words ``size`` big) goes: on the first card of the trick, just
    inside its top edge (the corner index stays free, and nothing next to the trick, a hand
    above it, is covered); on its lower left when that would lie on a later card (a fan of
    the leader's cards). None when no card of the trick lies there."""
    if not view.trick or not view.trick[0][1]:
        return None
    sprite = final.get(("c", view.trick[0][1][0].id))
    if sprite is None or sprite.where != "trick":
        return None
    u = lay.u
    back = pygame.Rect((0, 0), size)
    back.midtop = (round(sprite.x), round(sprite.y - lay.trick_h / 2 + 3 * u))
    back = back.inflate(round(8 * u), round(2 * u))
    if _covers_a_later_card(lay, view, final, back):
        left, bottom = sprite.x - lay.trick_w / 2, sprite.y + lay.trick_h / 2
        back.bottomleft = (round(left + 3 * u), round(bottom - 3 * u))
    return back.clamp(lay.felt)


def _covers_a_later_card(lay: Layout, view: View, final: dict, chip: pygame.Rect) -> bool:
    """Whether ``chip`` would lie on another card of the trick (drawn over the first)."""
    later = [c for _, cards in view.trick for c in cards][1:]
    for c in later:
        sprite = final.get(("c", c.id))
        if sprite is not None:
            r = pygame.Rect(0, 0, lay.trick_w, lay.trick_h)
            r.center = (round(sprite.x), round(sprite.y))
            if r.colliderect(chip):
                return True
    return False


def hint_lines(surf: pygame.Surface, lay: Layout, lines: Sequence[str]) -> int:
    """Short lines just above the action bar, between the bottom plates (a long one wraps);
    returns how high they reach above it."""
    u = lay.u
    size = round(15 * u)
    width = lay.width - 2 * lay.margin - 2 * lay.plate_size[0]
    bottom = y = lay.action_zone.top - round(4 * u)
    parts = [part for ln in lines if ln for part in text.wrap(ln, width, size)]
    for line in reversed(parts):
        s = text.fit(line, width, size, color=theme.TEXT)
        r = s.get_rect(midbottom=(lay.width // 2, y))
        back = r.inflate(round(14 * u), round(4 * u))
        draw_panel(surf, back, u, 150)
        surf.blit(s, r)
        y = back.top - round(2 * u)
    return bottom - y


def reveal(surf: pygame.Surface, lay: Layout, r: Reveal, renderer: TableRenderer, alpha: int) -> None:
    """Cards shown for a moment between a seat's plate and the trick, with a caption."""
    u = lay.u
    g = lay.seats[r.seat]
    cx = (g.plate.centerx + lay.trick_center[0]) / 2
    cy = (g.plate.centery + lay.trick_center[1]) / 2
    cap = text.render(r.caption, round(16 * u), theme.GOLD, bold=True)
    w = max(cap.get_width(), round(lay.small_w * (0.75 * len(r.cards) + 0.5))) + round(24 * u)
    h = cap.get_height() + round(16 * u) + (lay.small_h + round(8 * u) if r.cards else 0)
    rect = pygame.Rect(0, 0, w, h)
    rect.center = (round(cx), round(cy))
    rect.clamp_ip(lay.felt)
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    draw_panel(panel, panel.get_rect(), u, 235)
    panel.blit(cap, cap.get_rect(midtop=(rect.width // 2, round(8 * u))))
    surf_cards = panel
    x = rect.width / 2 - lay.small_w * 0.75 * (len(r.cards) - 1) / 2
    for c in r.cards:
        d = DrawCard(
            c, x, cap.get_height() + round(12 * u) + lay.small_h / 2, "small", 0.0, 1.0, 255, 0, ("r", c.id)
        )
        renderer.card(surf_cards, d)
        x += lay.small_w * 0.75
    panel.set_alpha(alpha)
    surf.blit(panel, rect)


def empty_slot(surf: pygame.Surface, rect: pygame.Rect, u: float, active: bool) -> None:
    """An empty place for a card: a dashed outline (brighter while a card is dragged)."""
    col = theme.LEGAL if active else theme.TEXT_DIM
    radius = max(3, round(rect.width * 0.08))
    surf.blit(_slot(rect.size, (*col, 60 if active else 25), radius), rect.topleft)
    dash = max(3, round(8 * u))
    width = max(1, round(2 * u))
    for x in range(rect.left + radius, rect.right - radius, dash * 2):
        canvas.line(surf, col, (x, rect.top), (min(x + dash, rect.right - radius), rect.top), width)
        canvas.line(
            surf, col, (x, rect.bottom - 1), (min(x + dash, rect.right - radius), rect.bottom - 1), width
        )
    for y in range(rect.top + radius, rect.bottom - radius, dash * 2):
        canvas.line(surf, col, (rect.left, y), (rect.left, min(y + dash, rect.bottom - radius)), width)
        canvas.line(
            surf, col, (rect.right - 1, y), (rect.right - 1, min(y + dash, rect.bottom - radius)), width
        )


@lru_cache(maxsize=4)
def _slot(size: tuple[int, int], fill: tuple[int, int, int, int], radius: int) -> pygame.Surface:
    zone = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(zone, fill, zone.get_rect(), border_radius=radius)
    return zone


def message(surf: pygame.Surface, lay: Layout, msg: str, *, good: bool = False) -> None:
    """A short message above the action bar: red for a refusal, green for a hint."""
    u = lay.u
    s = text.fit(msg, lay.width - 4 * lay.margin, round(19 * u), color=theme.TEXT, bold=True)
    r = s.get_rect(center=lay.message_pos).inflate(round(28 * u), round(14 * u))
    r.bottom = min(r.bottom, lay.action_zone.top - round(4 * u))
    fill, edge = ((24, 90, 50), theme.LEGAL) if good else ((120, 30, 26), theme.WARN)
    canvas.rect(surf, fill, r, border_radius=round(10 * u))
    canvas.rect(surf, edge, r, max(1, round(2 * u)), border_radius=round(10 * u))
    surf.blit(s, s.get_rect(center=r.center))


def panel_behind(
    surf: pygame.Surface, buttons: Sequence[Button], u: float, title: str, value: str = ""
) -> None:
    """The panel behind a group of buttons (the bid panel), with a title and a big value."""
    if not buttons:
        return
    r = buttons[0].rect.unionall([b.rect for b in buttons]).inflate(round(36 * u), round(60 * u))
    r.top -= round(14 * u)
    draw_panel(surf, r, u, 215)
    t = text.render(title, round(16 * u), theme.GOLD, bold=True)
    surf.blit(t, t.get_rect(midtop=(r.centerx, r.top + round(8 * u))))
    if value:
        steps = [b for b in buttons if b.data == "step"]
        if steps:
            mid = (
                max(b.rect.right for b in steps if b.data == "step" and b.label.startswith("−")),
                min(b.rect.left for b in steps if b.label.startswith("+")),
            )
            v = text.render(value, round(30 * u), theme.TEXT, bold=True)
            surf.blit(v, v.get_rect(center=((mid[0] + mid[1]) // 2, steps[0].rect.centery)))
