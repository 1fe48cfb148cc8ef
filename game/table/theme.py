"""Colours and proportions of the table. Sizes are in logical units (see ``layout.Metrics``)."""

from __future__ import annotations

Color = tuple[int, int, int]

FELT = (26, 92, 58)
FELT_DARK = (14, 60, 38)
FELT_LINE = (90, 160, 112)
WOOD = (92, 56, 30)
WOOD_DARK = (60, 34, 16)

TEXT = (240, 240, 228)
TEXT_DIM = (178, 200, 184)
TEXT_DARK = (30, 30, 30)
GOLD = (236, 196, 84)
GOLD_DARK = (160, 120, 40)
HIGHLIGHT = (255, 226, 110)
LEGAL = (120, 230, 150)
WARN = (255, 120, 100)

PANEL = (16, 40, 28)
PANEL_EDGE = (84, 140, 104)
PANEL_ALPHA = 225

BUTTON = (236, 228, 204)
BUTTON_HOVER = (255, 244, 210)
BUTTON_TEXT = (34, 34, 30)
BUTTON_DISABLED = (120, 128, 118)
BUTTON_ON = (236, 196, 84)
BUTTON_EDGE = (70, 60, 40)

CARD_FACE = (252, 250, 242)
CARD_EDGE = (120, 116, 104)
CARD_SHADOW_ALPHA = 90
BACK_MAIN = (150, 34, 42)
BACK_DARK = (100, 18, 28)
BACK_LINE = (226, 186, 120)
# Card backs (settings.CARD_BACKS): main colour, darker pattern colour, gold-ish lines, pattern.
BACKS: dict[str, tuple[Color, Color, Color, str]] = {
    "red": (BACK_MAIN, BACK_DARK, BACK_LINE, "lattice"),
    "blue": ((34, 64, 132), (20, 38, 88), (206, 214, 236), "grid"),
    "green": ((30, 104, 64), (16, 66, 40), (230, 206, 140), "dots"),
}
SKIN = (246, 214, 178)
HAIR = (96, 60, 30)

RED = (200, 24, 36)
BLACK = (22, 22, 26)
# Four-colour deck: clubs green, diamonds blue, hearts red, spades black.
SUIT_COLORS = {"c": BLACK, "d": RED, "h": RED, "s": BLACK}
SUIT_COLORS_FOUR = {"c": (20, 126, 52), "d": (24, 84, 200), "h": RED, "s": BLACK}
# Light variants of the suit colours, for suit symbols drawn on the dark felt.
SUIT_COLORS_ON_FELT = {"c": (235, 235, 235), "d": (255, 110, 110), "h": (255, 110, 110), "s": (235, 235, 235)}
SUIT_COLORS_ON_FELT_FOUR = {
    "c": (130, 230, 140),
    "d": (130, 180, 255),
    "h": (255, 110, 110),
    "s": (235, 235, 235),
}


def suit_color(suit: str, four_colour: bool) -> Color:
    return (SUIT_COLORS_FOUR if four_colour else SUIT_COLORS)[suit]


def suit_color_on_felt(suit: str, four_colour: bool) -> Color:
    return (SUIT_COLORS_ON_FELT_FOUR if four_colour else SUIT_COLORS_ON_FELT)[suit]
