"""Drawing the table: felt, name plates, piles' labels and cards at their current places."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

import pygame

from game.rules import View

from . import canvas, shapes, text, theme, words
from .animation import DrawCard
from .cards_render import CardArt, card_art
from .layout import Layout
from .scene import HAND, SMALL, Key, pile_owner
from .widgets import draw_panel


@lru_cache(maxsize=2)
def felt_surface(width: int, height: int, top: int) -> pygame.Surface:
    """The table cloth for one window size: a soft radial light on green felt."""
    surf = pygame.Surface((width, height))
    surf.fill(theme.FELT_DARK)
    steps = 48
    cx, cy = width / 2, top + (height - top) * 0.48
    for i in range(steps):
        f = i / (steps - 1)
        col = tuple(round(d + (lt - d) * f) for d, lt in zip(theme.FELT_DARK, theme.FELT, strict=True))
        rw = width * 1.25 * (1 - f * 0.62)
        rh = (height - top) * 1.3 * (1 - f * 0.62)
        pygame.draw.ellipse(surf, col, (cx - rw / 2, cy - rh / 2, rw, rh))
    u = min(width / 1280, height / 800)
    ring = pygame.Rect(0, 0, round(width * 0.56), round((height - top) * 0.5))
    ring.center = (round(cx), round(cy))
    pygame.draw.ellipse(surf, theme.FELT_LINE, ring, max(1, round(2 * u)))
    pygame.draw.rect(surf, theme.WOOD_DARK, (0, 0, width, top))
    pygame.draw.line(surf, theme.WOOD, (0, top - 1), (width, top - 1), max(1, round(2 * u)))
    return surf.convert() if pygame.display.get_surface() is not None else surf


def tricks_per_seat(view: View) -> list[int] | None:
    """Tricks won by each seat: ``info["tricks"]``, else counted from ``won<seat>`` piles."""
    tricks = view.info.get("tricks")
    if isinstance(tricks, list) and len(tricks) == view.players:
        return tricks
    won = [view.piles.get(f"won{s}") for s in range(view.players)]
    if all(w is not None for w in won):
        return [len(w or ()) // view.players for w in won]
    return None


class TableRenderer:
    """Draws one frame of the table for a layout."""

    def __init__(self, layout: Layout, four_colour: bool, back: str = "red") -> None:
        self.layout = layout
        self.four_colour = four_colour
        self.art: dict[str, CardArt] = {
            HAND: card_art(layout.card_w, four_colour, back),
            SMALL: card_art(layout.small_w, four_colour, back),
            "trick": card_art(layout.trick_w, four_colour, back),
        }

    def background(self, surf: pygame.Surface) -> None:
        lay = self.layout
        surf.blit(felt_surface(lay.width, lay.height, lay.top_bar.bottom), (0, 0))

    # --- seats --------------------------------------------------------------------------
    def plates(
        self,
        surf: pygame.Surface,
        view: View,
        totals: Sequence[int],
        *,
        thinking: int | None,
        pulse: float,
        roles: dict[int, str],
        notes: dict[int, str | None] | None = None,
    ) -> None:
        """Each seat's plate: name, total, and a line (role, tricks or the game's own note)."""
        lay, u = self.layout, self.layout.u
        tricks = tricks_per_seat(view)
        if tricks is not None and not (view.trick or any(tricks) or view.phase == "play"):
            tricks = None
        for g in lay.seats:
            r = g.plate
            turn = view.to_move == g.seat
            draw_panel(surf, r, u, 235 if turn else 200)
            if turn:
                glow = round(2 + 2 * pulse)
                canvas.rect(
                    surf,
                    theme.HIGHLIGHT,
                    r.inflate(glow * 2, glow * 2),
                    max(2, round(3 * u)),
                    border_radius=max(4, round(14 * u)),
                )
            name = words.seat_name(g.seat, view.players)
            pad = round(9 * u)
            score = text.render(str(totals[g.seat]), round(18 * u), theme.GOLD, bold=True)
            surf.blit(score, (r.right - pad - score.get_width(), r.top + round(5 * u)))
            room = r.width - 2 * pad - score.get_width() - round(8 * u)
            nm = text.fit(name, room, round(18 * u), color=theme.TEXT, bold=True)
            surf.blit(nm, (r.left + pad, r.top + round(5 * u)))
            sub = plate_sub(
                g.seat,
                roles.get(g.seat, ""),
                (notes or {}).get(g.seat),
                tricks,
                thinking=thinking == g.seat,
                your_turn=turn and g.seat == 0,
                pulse=pulse,
            )
            if sub:
                line = text.fit(sub, r.width - 2 * pad, round(14 * u), color=theme.TEXT_DIM)
                surf.blit(line, (r.left + pad, r.bottom - line.get_height() - round(5 * u)))
            if g.seat == view.dealer:
                self._dealer_chip(surf, r)

    def _dealer_chip(self, surf: pygame.Surface, plate: pygame.Rect) -> None:
        u = self.layout.u
        rad = dealer_chip_radius(u)
        c = dealer_chip_center(self.layout, plate)
        canvas.circle(surf, theme.WOOD_DARK, (c[0], c[1] + max(1, round(2 * u))), rad)
        canvas.circle(surf, theme.CARD_FACE, c, rad)
        canvas.circle(surf, theme.GOLD_DARK, c, rad, max(1, round(2 * u)))
        d = text.render("D", round(rad * 1.3), theme.TEXT_DARK, bold=True)
        surf.blit(d, d.get_rect(center=c))

    def pile_labels(self, surf: pygame.Surface, view: View) -> None:
        for name, cards in view.piles.items():
            pos = self.layout.pile_label_pos(name, pile_owner(view, self.layout, name))
            if pos is None or not cards:
                continue
            label = words.translate(self.layout.game.piles[name].label)  # a PMessage("pile", ...)
            lbl = text.render(label, round(13 * self.layout.u), theme.TEXT_DIM)
            surf.blit(lbl, lbl.get_rect(center=(round(pos[0]), round(pos[1]))))

    def trick_zone(self, surf: pygame.Surface, active: bool, legal: bool) -> None:
        """The drop zone: a dashed oval while a card is dragged."""
        if not active:
            return
        r = self.layout.trick_zone
        col = theme.LEGAL if legal else theme.TEXT_DIM
        surf.blit(_zone(r.size, col, max(2, round(3 * self.layout.u))), r.topleft)

    # --- cards ----------------------------------------------------------------------------
    def cards(
        self,
        surf: pygame.Surface,
        items: Iterable[DrawCard],
        *,
        lifted: dict[Key, float] | None = None,
        marked: set[Key] | None = None,
        dimmed: set[Key] | None = None,
        hidden: set[Key] | None = None,
        hinted: set[Key] | None = None,
        received: set[Key] | None = None,
    ) -> None:
        lifted = lifted or {}
        marked = marked or set()
        dimmed = dimmed or set()
        for d in items:
            if hidden and d.key in hidden:
                continue
            self.card(
                surf,
                d,
                lift=lifted.get(d.key, 0.0),
                marked=d.key in marked,
                dim=d.key in dimmed,
                hinted=bool(hinted) and d.key in hinted,  # type: ignore[operator]
                received=bool(received) and d.key in received,  # type: ignore[operator]
            )

    def card(
        self,
        surf: pygame.Surface,
        d: DrawCard,
        *,
        lift: float = 0.0,
        marked: bool = False,
        dim: bool = False,
        shadow: float = 0.0,
        hinted: bool = False,
        received: bool = False,
    ) -> pygame.Rect:
        """Draw one card; ``received``: a soft gold outline (cards a partner passed in)."""
        art = self.art[d.size]
        turns = round(d.angle / 90.0)
        straight = abs(d.angle - turns * 90.0) < 0.5
        img = (
            art.rotated(d.card, turns) if straight else pygame.transform.rotate(art.surface(d.card), d.angle)
        )
        if d.flip < 0.999:
            w = max(1, round(img.get_width() * d.flip))
            img = pygame.transform.scale(img, (w, img.get_height()))
        if d.alpha < 255:
            img = img.copy()
            img.set_alpha(d.alpha)
        rect = img.get_rect(center=(round(d.x), round(d.y - lift)))
        if shadow > 0 or lift > 0:
            sh = art.shadow()
            off = round(max(shadow, lift * 0.5))
            surf.blit(sh, (rect.left - art.shadow_pad + off, rect.top - art.shadow_pad + off))
        surf.blit(img, rect)
        if dim and straight and d.flip >= 0.999:
            surf.blit(art.dim() if turns % 2 == 0 else pygame.transform.rotate(art.dim(), 90), rect)
        if marked or hinted:
            canvas.rect(
                surf,
                theme.LEGAL if hinted else theme.HIGHLIGHT,
                rect.inflate(4, 4),
                max(2, round(3 * self.layout.u)),
                border_radius=art.radius + 2,
            )
        elif received:
            glow = _glow(rect.inflate(8, 8).size, max(2, round(4 * self.layout.u)), art.radius + 4)
            surf.blit(glow, rect.inflate(8, 8).topleft)
        return rect

    # --- small things ---------------------------------------------------------------------
    def trump_badge(self, surf: pygame.Surface, trump: str | None) -> None:
        """A large trump symbol on the felt beside the trick."""
        if trump is None:
            return
        u = self.layout.u
        size = round(34 * u)
        col = theme.suit_color_on_felt(trump, self.four_colour)
        sym = shapes.suit_symbol(trump, size, col)
        r = self.layout.trick_zone
        pos = (r.right + round(8 * u), r.bottom - size - round(18 * u))
        surf.blit(sym, pos)
        lbl = text.render(words.TRUMPS, round(12 * u), theme.TEXT_DIM)
        surf.blit(lbl, (pos[0] + size // 2 - lbl.get_width() // 2, pos[1] + size + round(2 * u)))


@lru_cache(maxsize=4)
def _zone(size: tuple[int, int], col: tuple[int, int, int], width: int) -> pygame.Surface:
    """The drop zone's dashed oval (made once a size: a frame only blits it)."""
    zone = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.ellipse(zone, (*col, 40), zone.get_rect())
    pygame.draw.ellipse(zone, (*col, 200), zone.get_rect(), width)
    return zone


@lru_cache(maxsize=8)
def _glow(size: tuple[int, int], width: int, radius: int) -> pygame.Surface:
    """The gold outline of a received card."""
    glow = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(glow, (*theme.GOLD, 220), glow.get_rect(), width, border_radius=radius)
    return glow


def plate_sub(
    seat: int,
    role: str,
    note: str | None,
    tricks: Sequence[int] | None,
    *,
    thinking: bool,
    your_turn: bool,
    pulse: float = 0.0,
) -> str:
    """A plate's second line: role and the game's note (else the trick count); a CPU's
    "Thinking…"; on the human's turn "Your turn" before the count, which stays visible."""
    t = note if note is not None else (words.plate_line(tricks, seat) if tricks is not None else "")
    sub = f"{role} · {t}" if role and t else role or t
    if thinking:
        return f"{words.THINKING[:-1]}{'.' * (1 + int(pulse * 2.99))}"
    if your_turn:
        return f"{words.YOUR_TURN} · {sub}" if sub else words.YOUR_TURN
    return sub


def dealer_chip_radius(u: float) -> int:
    return max(7, round(12 * u))


def dealer_chip_center(layout: Layout, plate: pygame.Rect) -> tuple[int, int]:
    """On the plate's top right corner; beside the plate for a top seat, clear of the top bar."""
    u = layout.u
    rad = dealer_chip_radius(u)
    c = (plate.right - rad // 2, plate.top - rad // 2)
    if c[1] - rad < layout.top_bar.bottom:
        c = (plate.right + rad + round(4 * u), plate.centery)
    return c
