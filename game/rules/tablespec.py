"""A game's table description: where its piles lie, what its panels show, its notes.

Plain data and pure functions over a ``View`` (standard library only): each game family
has one ``TableSpec`` in its ``table.py``, and the front end draws every game from it.
Sizes are fractions of the felt; the front end turns them into pixels.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .actions import Action
from .cards import Card
from .message import N_, Message, joined
from .names import seat_ref, suit_text
from .state import Outcome, View

if TYPE_CHECKING:
    from .registry import GameConfig


@dataclass(frozen=True)
class PileSpec:
    """A named pile of ``view.piles``: centre as fractions of the felt, arrangement.

    For a seat's pile (``won2``, ``table1``) ``at`` is unused and ``near`` says where it
    lies: beside the seat's name plate ("plate") or in front of the seat ("front").
    ``owner`` names an ``info`` fact holding a seat: the pile then lies in front of that
    seat (Skitgubbe's set-aside last stock card). ``slots`` fixes the places of a pile that
    is refilled (Finesse's three table cards): cards fill them from the left and the
    empty places stay where they are. ``face_down`` draws known cards face down.
    """

    at: tuple[float, float] = (0.5, 0.5)
    spread: str = "row"  # "row": side by side, overlapping; "stack": a squared-up pile
    label: str = ""
    face_down: bool = False
    near: str = "front"
    owner: str = ""
    slots: int = 0


@dataclass(frozen=True)
class InfoRow:
    """A fact of ``view.info`` for the information panel.

    ``hide_zero``: leave out 0; ``when``: shown only while that fact is set; ``fmt`` says
    how to show the value (see ``words.info_value``): "" by the key's kind, "teams" a
    pair of team numbers, "seats" per-seat numbers, "sum2" the sum of two team lists,
    "cards" a list of cards in notation ("Qh" shown as Q♥).
    """

    key: str
    label: str
    hide_zero: bool = False
    when: str = ""
    fmt: str = ""
    also: str = ""  # a second fact added to the value (``fmt`` "sum2")
    unless: str = ""  # left out once this fact is set (the auction's high bid once there is a contract)


SEAT_PILES = {
    "won": PileSpec(spread="stack", face_down=True, near="plate"),
    "table": PileSpec(spread="row", near="front", slots=3),
}
# Tricks won are not laid out as cards: a trick sweeps to its winner's name plate, which
# counts the tricks.
HIDDEN_SEAT_PILES = frozenset({"won"})


@dataclass(frozen=True)
class GameLayout:
    """The per-game part of the layout.

    ``piles`` places named piles; a pile named like ``table2`` (a name then a seat) lies in
    front of that seat; other unknown piles are lined up at the top of the felt.
    ``deal`` lists the dealing packets: (target, count) with target "hands" (``count``
    cards to each seat in turn from the dealer's left) or a pile name (``count`` 0 = all).
    ``trick_styles`` maps a phase to how the trick lies: "seats" (each card in front of
    its player, the default) or "cascade" (plays overlapping in the order played, for
    Skitgubbe's beating phase where one player may play several times).
    ``drops`` maps a card action's kind to where a card is dropped to make it: "trick"
    or a seat pile of the human such as "table" (Finesse's replenishing).
    ``rank_order_phases``: phases in which hands are sorted by rank (pairs side by side).
    """

    piles: dict[str, PileSpec] = field(default_factory=dict)
    deal: tuple[tuple[str, int], ...] = (("hands", 1),)
    seat_piles: dict[str, PileSpec] = field(default_factory=lambda: dict(SEAT_PILES))
    info: tuple[InfoRow, ...] = ()
    ignore: frozenset[str] = frozenset()  # piles that only record facts, not cards on the table
    hidden_seat_piles: frozenset[str] = HIDDEN_SEAT_PILES
    trick_styles: dict[str, str] = field(default_factory=dict)
    drops: dict[str, str] = field(default_factory=lambda: {"play": "trick", "sluff": "trick"})
    rank_order_phases: frozenset[str] = frozenset()  # phases where only ranks matter: hand sorted by rank
    fresh_phases: frozenset[str] = frozenset()  # phases whose start clears the bubbles of the phase before
    trick_row_players: int = 6  # from this many players the top seats' trick cards lie in a spaced row

    def pile(self, name: str) -> PileSpec | None:
        """The spec of a named pile or of a seat's pile (by its prefix)."""
        spec = self.piles.get(name)
        if spec is None:
            m = SEAT_PILE.match(name)
            if m:
                spec = self.seat_piles.get(m.group(1))
        return spec

    def shown(self, name: str) -> bool:
        """Whether a pile's cards are laid out on the table."""
        if name in self.ignore:
            return False
        m = SEAT_PILE.match(name)
        return not (m and name not in self.piles and m.group(1) in self.hidden_seat_piles)


SEAT_PILE = re.compile(r"^([a-z_]+?)(\d)$")
"""A seat's pile: a name, then the seat (``won2``, ``table1``)."""
TRUMP_INFO = (InfoRow("trump", N_("Trumps")),)
"""The trump suit in the information panel."""


@dataclass(frozen=True)
class Reveal:
    """Cards shown for a moment beside a seat's plate, with a caption."""

    seat: int
    caption: str
    cards: tuple[Card, ...] = ()


@dataclass(frozen=True)
class Vocabulary:
    """A game's own words at the table.

    ``actions``: button words of its action kinds ("siebener": "Siebener Fips!");
    ``declines``: what ``pass`` says beside a single offer ("swap": "Keep your 7");
    ``terms``: words inside its actions or facts ("ruten": "Ruten"; a ``Message`` is said in
    the language spoken: "all passed"); ``seat_facts``: ``view.info``
    keys that hold a seat (shown as the seat's name); ``option_words``: words of its
    option names that keep a capital or an accent ("lapari": "läpäri").
    """

    actions: Mapping[str, str] = field(default_factory=dict)
    declines: Mapping[str, str] = field(default_factory=dict)
    terms: Mapping[str, str] = field(default_factory=dict)
    seat_facts: frozenset[str] = frozenset()
    option_words: Mapping[str, str] = field(default_factory=dict)


StatusLine = Callable[[View, "GameConfig"], str]
PlateNote = Callable[[View, int], "str | None"]
Reveals = Callable[[View, View], "list[Reveal]"]
ButtonLabel = Callable[[View, Action], "str | None"]
SheetForm = Callable[["GameConfig"], str]
DealResult = Callable[[Outcome, int], str]


REDEAL = N_("Redeal")
MADE, LOST, SURRENDERED = N_("made"), N_("lost"), N_("surrendered")
SEAT_DID = N_("{seat}: {what}")
"""A seat's deal on the score sheet ('West: 3 Hand ♣, made'; 'West: Durchmarsch')."""


def contract_result(outcome: Outcome, players: int) -> str:
    """A deal on the score sheet from the usual ``Outcome.extra`` facts: 'West: 3 Hand ♣,
    made' (``declarer``, ``contract``, ``trump``, ``made``, ``surrendered``); 'Redeal' for
    a deal thrown in (``redeal``); "" without a declarer."""
    x = outcome.extra
    if "redeal" in x:
        return Message(REDEAL)
    declarer = seat_of(x.get("declarer"))
    if declarer is None:
        return ""
    what = [str(x["contract"])] if "contract" in x else []
    if isinstance(x.get("trump"), str):
        what.append(suit_text(x["trump"]))
    how = Message(SURRENDERED if x.get("surrendered") else MADE if x.get("made") else LOST)
    return Message(
        SEAT_DID, seat=seat_ref(declarer), what=joined([joined(what, " "), how], ", ") if what else how
    )


SHEET_FORMS = frozenset({"seats", "tricks", "losses"})


@dataclass(frozen=True)
class TableSpec:
    """How the table shows one game family, as data and pure functions (no drawing).

    ``layout`` places its piles and panels. ``status(view, config)`` is the line about the
    situation for seat 0 ("" when there is nothing to say). ``plate(view, seat)`` replaces
    a seat's trick count on its name plate (None keeps the count). ``reveals(before,
    after)`` are announcements between two views that show cards for a moment.
    ``sheet(config)`` names the score sheet's form: "seats" (a column per seat; "teams"
    turns it into a column per team in a 4-player team game), "tricks" (trick counts with
    Hedewig and cents tallies) or "losses" (who lost each deal: a game that names only
    losers). ``result(outcome, players)`` is a finished deal in a few words for its row on
    the score sheet ("West: 3 Hand ♣, made"; "" when there is nothing to add to the
    scores). ``words`` are the game's own words (``Vocabulary``). ``button_label(view,
    action)`` is a button's words where the situation changes what it means (None: the
    usual words).
    """

    layout: GameLayout
    status: StatusLine
    plate: PlateNote | None = None
    reveals: Reveals | None = None
    sheet: SheetForm = lambda config: "seats"
    result: DealResult = contract_result
    words: Vocabulary = Vocabulary()
    button_label: ButtonLabel | None = None


HUMAN = 0
"""The seat the table is drawn for."""


def seat_of(value: object) -> int | None:
    """A seat number held in a view's ``info`` (None when the fact holds none)."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def my_turn(view: View) -> bool:
    """Whether the human decides now."""
    return view.to_move == HUMAN and bool(view.legal)


def legal_kinds(view: View) -> set[str]:
    """The kinds of the legal actions in a view ("play", "bid", …)."""
    return {a.kind for a in view.legal}
