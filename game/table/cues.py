"""Which sound goes with which change at the table, and when (see ``sound.py``'s table).

No pygame here: ``sound_cues`` turns the animation from one view to the next into
(clock time, sound name) pairs; the scene plays each when its time comes, at most once a
frame per name.
"""

from __future__ import annotations

from game.rules import View

from .animation import Animation

# Decisions that move cards make the cards' own sounds; every other decision is "bid".
CARD_KINDS = frozenset({"play", "replenish", "sluff", "pickup", "chance"})


def new_history(v0: View, v1: View) -> tuple[tuple[int, str], ...]:
    """The decisions made between two views of one deal."""
    if v1.history[: len(v0.history)] == v0.history:
        return v1.history[len(v0.history) :]
    return v1.history[-1:]


def _lands_on_table(where: str) -> bool:
    return where == "trick" or where.startswith("pile:table")


def sound_cues(v0: View | None, v1: View, anim: Animation) -> list[tuple[float, str]]:
    """The sounds of the change from ``v0`` to ``v1`` animated by ``anim``."""
    out: list[tuple[float, str]] = []
    if v0 is None or anim.dealing:
        out.append((anim.start, "shuffle"))
        out.extend((t, "deal") for t, _, end in anim.moves() if end is not None)
        return out
    decisions = new_history(v0, v1)
    if any(text.split(" ", 1)[0] not in CARD_KINDS for _, text in decisions):
        out.append((anim.start, "bid"))
    swept_at: set[float] = set()
    for t, start, end in anim.moves():
        if end is not None and _lands_on_table(end.where) and (start is None or start.where != end.where):
            out.append((t, "play"))
        elif start is not None and start.where == "trick" and (end is None or end.where != "trick"):
            if t not in swept_at:
                swept_at.add(t)
                out.append((t, "trick"))
    if any(text == "pickup" for _, text in decisions) and not swept_at:
        out.append((anim.start, "trick"))
    return sorted(out)
