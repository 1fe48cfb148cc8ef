"""The shape of a rules-help page and the parts every game's page shares.

Text convention for a section's body (the renderer wraps text, so paragraphs carry no
line breaks of their own). Blocks are separated by a blank line; a block is

- a paragraph: one line, wrapped at render time;
- a list: every line starts with "• "; each item is wrapped at render time;
- a table: short lines whose columns are separated by two or more spaces. They line up
  in a fixed-width font; with a proportional font split each line on runs of two or
  more spaces and lay the columns out. Tables are not wrapped.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .message import Layout, Message, joined

BULLET = "• "
TABLE_GAP = 2
"""Spaces at least between two columns of a table."""

KEYS = Message(
    "Press F1 for this help and Ctrl+Z to undo back to your previous decision. S shows the score "
    "sheet, L the last trick, B the deal's bidding and calls and Esc the menu. H asks the "
    "computer for a hint and M mutes the sound. Keys 1–9 press the buttons, ←/→ and Enter pick "
    "a card, Space skips an animation. "
    "“Replay this deal” (in the menu, and at the end of a deal) asks first and replays only on "
    "Y or Yes. At the end of a deal it deals the same cards again as the next deal, marked as a "
    "replay on the score sheet; the finished deal stays, and the replay counts like any other "
    "deal, in the totals and the statistics. During a deal it starts the deal over."
)


@dataclass(frozen=True)
class HouseRule:
    """One house rule: ``text``, one line in a player's words, is what the help shows;
    ``refs`` says what it settles in the rules file ("FP-11, ambiguity #5": rule numbers,
    option names, ambiguity numbers) for the code and the tests, and is never shown."""

    refs: str
    text: str


@dataclass(frozen=True)
class HelpPage:
    """One preset's help: titled sections, its house rules and its options.

    ``sections`` are (heading, body) pairs in reading order, bodies per the module's text
    convention. ``house_rules`` are ``HouseRule``s. ``options`` are (option name as in
    records and settings, one-line explanation).
    """

    title: str
    sections: tuple[tuple[str, str], ...]
    house_rules: tuple[HouseRule, ...]
    options: tuple[tuple[str, str], ...]


def _laid_out(lines: Sequence[Sequence[str]], seps: Sequence[Sequence[str]], joint: str) -> Layout:
    """Parts laid out: line ``i`` is its parts with ``seps[i]`` before each, lines joined by ``joint``."""
    params: dict[str, str] = {}
    rows = []
    for parts, before in zip(lines, seps, strict=True):
        row = ""
        for sep, part in zip(before, parts, strict=True):
            name = f"p{len(params)}"
            params[name] = part
            row += sep + "{" + name + "}"
        rows.append(row)
    return Layout(joint.join(rows), **params)


def paragraphs(*blocks: str) -> Layout:
    """A section's body of several blocks (paragraphs, lists, tables), a blank line apart."""
    return _laid_out([[b] for b in blocks], [[""]] * len(blocks), "\n\n")


def bullets(*items: str) -> Layout:
    """A list block."""
    return _laid_out([[item] for item in items], [[BULLET]] * len(items), "\n")


def series(*parts: str) -> Layout:
    """Parts of a sentence one after another, a semicolon apart."""
    return joined(parts)


def table(*rows: Sequence[str]) -> Layout:
    """A table block, its columns lined up for the English cells (a translated cell may be
    longer; columns stay at least ``TABLE_GAP`` spaces apart)."""
    widths = [max(len(row[j]) for row in rows if j < len(row)) for j in range(max(map(len, rows)))]
    seps = [["", *(" " * (widths[j] - len(row[j]) + TABLE_GAP) for j in range(len(row) - 1))] for row in rows]
    return _laid_out(rows, seps, "\n")


def how_to_play(*items: str) -> tuple[str, str]:
    """The "How to play it here" section: the game's own on-screen actions, then the keys."""
    return (Message("How to play it here"), bullets(*items, KEYS))
