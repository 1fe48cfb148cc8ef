"""The coach at the table: the hint's three candidates (lines, and their rank on the cards)
and the warning before a blunder. Nothing here knows a game by name."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import pygame

from ai.coach import Candidate
from game.rules import Action

from . import canvas, overlays, text, theme, words
from .input import ActionMap
from .layout import Layout
from .scene import HAND, SMALL, Key, Sprite
from .widgets import draw_panel

Hint = tuple[Action, Candidate]
"""A candidate of the hint: the action and how the coach judged it."""


def hint_lines(hints: Sequence[Hint]) -> list[str]:
    """The hint's lines: a heading, then '1. Play A♠  +1.5 · wins the trick cheaply'."""
    if not hints:
        return []
    rows = [words.HINT_HEAD]
    for rank, (action, c) in enumerate(hints, 1):
        said = {"rank": rank, "action": words.action_label(action), "score": words.expected(c.value)}
        if c.reason is None:
            rows.append(words.HINT_ROW_BARE.format(**said))
        else:
            rows.append(words.HINT_ROW.format(reason=words.translate(c.reason), **said))
    return rows


def hint_block(
    surf: pygame.Surface, lay: Layout, lines: Sequence[str], final: Mapping[Key, Sprite], lift: int
) -> None:
    """The hint's lines in one panel: centred just above the action bar (``lift`` higher: the
    status line's room) where that covers no card on the table and no name plate, else
    (Finesse's table cards lie there) beside the human's plate, left or right, narrower."""
    if not lines:
        return
    u = lay.u
    taken = [g.plate for g in lay.seats] + [_rect(lay, s) for s in final.values() if s.where != "hand0"]
    bottom = lay.action_zone.top - round(4 * u) - lift
    plate = lay.seats[0].plate
    wide = lay.width - 2 * lay.margin - 2 * lay.plate_size[0]
    narrow = round(lay.width * 0.4)
    spots = [
        (wide, "midbottom", (lay.width // 2, bottom)),
        (narrow, "bottomleft", (lay.margin, plate.top - lay.margin)),
        (narrow, "bottomright", (lay.width - lay.margin, plate.top - lay.margin)),
    ]
    for width, anchor, point in spots:
        box, images = _block(lines, width, u)
        setattr(box, anchor, point)
        if lay.window.contains(box) and box.collidelist(taken) == -1:
            break
    else:
        box, images = _block(lines, wide, u)
        box.midbottom = (lay.width // 2, bottom)
    draw_panel(surf, box, u, 170)
    pad, y = round(8 * u), box.top + round(8 * u)
    for img in images:
        surf.blit(img, (box.left + pad, y))
        y += img.get_height()


def _block(lines: Sequence[str], width: int, u: float) -> tuple[pygame.Rect, list[pygame.Surface]]:
    """The lines wrapped to ``width`` and the panel's size around them."""
    size, pad = round(15 * u), round(8 * u)
    parts = [part for line in lines for part in text.wrap(line, width - 2 * pad, size)]
    images = [text.fit(part, width - 2 * pad, size, color=theme.TEXT) for part in parts]
    w = max(i.get_width() for i in images) + 2 * pad
    return pygame.Rect(0, 0, w, sum(i.get_height() for i in images) + 2 * pad), images


def _rect(lay: Layout, s: Sprite) -> pygame.Rect:
    w, h = _size(lay, s.size)
    if s.turns % 2:
        w, h = h, w
    r = pygame.Rect(0, 0, w, h)
    r.center = (round(s.x), round(s.y))
    return r


def card_keys(action: Action, final: Mapping[Key, Sprite], amap: ActionMap) -> set[Key]:
    """The cards of ``action`` as they lie on the table (a card play: the card that makes it;
    a set of cards: those in the hand)."""
    out: set[Key] = set()
    for key, s in final.items():
        if s.card is None:
            continue
        if amap.card.get(s.card.id) == action or (
            len(action.cards) > 1 and s.where == "hand0" and s.card in action.cards
        ):
            out.add(key)
    return out


def rank_badges(
    surf: pygame.Surface,
    lay: Layout,
    hints: Sequence[Hint],
    final: Mapping[Key, Sprite],
    amap: ActionMap,
    lifted: Mapping[Key, float],
) -> None:
    """Each hinted card's rank (1, 2, 3) in a gold disc just above its top left corner (the
    corner's index stays readable, also on a card half covered by the next one)."""
    u = lay.u
    radius = round(11 * u)
    for rank, (action, _) in enumerate(hints, 1):
        for key in card_keys(action, final, amap):
            s = final[key]
            w, h = _size(lay, s.size)
            if s.turns % 2:
                w, h = h, w
            x = round(s.x - w / 2 + radius)
            y = round(s.y - lifted.get(key, 0.0) - h / 2 - radius * 0.7)
            canvas.circle(surf, theme.GOLD, (x, y), radius)
            canvas.circle(surf, theme.TEXT_DARK, (x, y), radius, max(1, round(2 * u)))
            digit = text.render(str(rank), round(15 * u), theme.TEXT_DARK, bold=True, on_dark=False)
            surf.blit(digit, digit.get_rect(center=(x, y)))


def _size(lay: Layout, size: str) -> tuple[int, int]:
    if size == HAND:
        return lay.card_w, lay.card_h
    if size == SMALL:
        return lay.small_w, lay.small_h
    return lay.trick_w, lay.trick_h


def warning(
    size: tuple[int, int],
    u: float,
    loss: float,
    better: Hint,
    *,
    play: Callable[[], None],
    take_back: Callable[[], None],
) -> overlays.Overlay:
    """'Are you sure? This loses about 4 points', the better action and why, with Play it
    anyway (Y, Enter) and Take it back (N, Esc, any other key)."""
    action, c = better
    label = words.action_label(action)
    if c.reason is None:
        line = words.COACH_BETTER_BARE.format(action=label)
    else:
        line = words.COACH_BETTER.format(action=label, reason=words.translate(c.reason))
    detail = [(words.coach_loss(loss), theme.TEXT), (line, theme.TEXT), (words.COACH_KEYS, theme.TEXT_DIM)]
    rect = overlays.centered(round(600 * u), _height(detail, round(600 * u), u), size)
    ov = overlays.Overlay(
        words.COACH_ASK,
        rect,
        detail,
        question=True,
        yes_keys=frozenset({pygame.K_y, pygame.K_RETURN, pygame.K_KP_ENTER}),
    )
    ov.buttons = overlays.row_of_buttons(
        [(words.PLAY_ANYWAY, play), (words.TAKE_BACK, take_back)],
        (rect.centerx, rect.bottom - round(36 * u)),
        u,
    )
    ov.buttons[0].hotkey, ov.buttons[1].hotkey = "Y", "N"
    return ov


def _height(lines: Sequence[tuple[str, object]], width: int, u: float) -> int:
    """The warning's height for its title, wrapped ``lines`` (as ``Overlay.draw`` sets them,
    in the language's own font) and a row of buttons below."""
    pad, size = round(18 * u), round(18 * u)
    line_h = text.font(size).get_height() + round(2 * u)
    rows = sum(len(text.wrap(s, width - 2 * pad, size)) for s, _ in lines)
    title = text.font(round(26 * u), bold=True).get_height() + round(10 * u)
    return pad + title + rows * line_h + len(lines) * round(4 * u) + round(80 * u)
