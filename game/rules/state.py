"""The rules contract: ``State`` (one deal), ``View`` (one seat's knowledge), ``Outcome``.

Every game implements a ``State`` subclass. The shape follows OpenSpiel: ``to_move``,
``legal_actions``, ``apply``, ``clone``, ``view``, ``resample``, ``outcome``.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from .actions import Action
from .cards import Card
from .errors import IllegalAction
from .message import Message
from .names import render_summary

if TYPE_CHECKING:
    from .registry import GameConfig


@dataclass(frozen=True)
class Outcome:
    """Result of a finished deal.

    ``scores`` are the per-seat changes of the running totals on the score sheet.
    ``summary`` says what happened, naming seats and teams only by reference
    (``names.seat_ref``, ``names.team_ref``); ``text()`` is it in the rules' neutral
    names, the table renders it in its own (``names.render_summary``).
    ``extra`` carries game-specific result fields (e.g. Skitgubbe's ``loser``).
    ``next_dealer`` overrides the usual rotation (dealer + 1): the same dealer after an
    all-pass auction, Skitgubbe's loser under ``LoserDeals``.
    ``match_over`` ends the match at once (e.g. Thedinghausen's race to 10 tricks).
    """

    scores: tuple[int, ...]
    summary: str
    extra: Mapping[str, Any] = field(default_factory=dict)
    next_dealer: int | None = None
    match_over: bool = False

    def text(self) -> str:
        """The summary in plain words, seats by their compass names ('South made 3: +6')."""
        return render_summary(self.summary, len(self.scores))


@dataclass(frozen=True)
class View:
    """Exactly what one seat may know. Views of indistinguishable states compare equal.

    ``hands[s]`` lists seat s's hand: cards this seat can identify first (in canonical
    order), then ``None`` for each card it cannot see. ``piles`` maps a pile's name to its
    cards in the same way. ``trick`` is the current trick as (seat, cards) in play order.
    ``history`` is the deal's actions as this seat saw them: (seat, text), where a hidden
    part is replaced by a count ("discard 2 cards"). ``info`` holds public game facts for
    display (contract, trumps, tricks won, …), with JSON-friendly values.
    """

    seat: int
    players: int
    dealer: int
    to_move: int | None
    phase: str
    hands: tuple[tuple[Card | None, ...], ...]
    piles: Mapping[str, tuple[Card | None, ...]]
    trick: tuple[tuple[int, tuple[Card, ...]], ...]
    history: tuple[tuple[int, str], ...]
    info: Mapping[str, Any]
    legal: tuple[Action, ...] = ()


def hidden_text(action: Action) -> str:
    """How a seat that did not see an action's cards reads it: its kind and their count
    ("discard 2 cards", "give 3 cards")."""
    return f"{action.kind} {len(action.cards)} cards"


def seat_view(
    state: State,
    seat: int,
    *,
    phase: str,
    hands: tuple[tuple[Card | None, ...], ...],
    piles: Mapping[str, tuple[Card | None, ...]],
    trick: tuple[tuple[int, tuple[Card, ...]], ...],
    info: Mapping[str, Any],
    log: Sequence[tuple[int, Action]] | None = None,
    hidden: Callable[[int, Action], bool] | None = None,
    history: tuple[tuple[int, str], ...] | None = None,
) -> View:
    """The one way every game builds ``seat``'s View: the game gives what differs (its
    phase name, hands, piles, trick and facts); the rest comes from ``state`` alike for
    all: seat, players, dealer, who moves, the seat's legal actions when it is to move,
    and the history — each action of ``log`` (default ``state.history``) as its text, or
    as ``hidden_text`` where ``hidden(actor, action)`` says ``seat`` did not see its cards;
    a game whose history says more than its actions (a Skitgubbe chance names the card it
    turned up) gives its own ``history``."""
    if history is None:
        history = tuple(
            (s, hidden_text(a) if hidden is not None and hidden(s, a) else a.text)
            for s, a in (state.history if log is None else log)
        )
    return View(
        seat=seat,
        players=state.players,
        dealer=state.dealer,
        to_move=state.to_move,
        phase=phase,
        hands=hands,
        piles=piles,
        trick=trick,
        history=history,
        info=info,
        legal=tuple(state.legal_actions()) if state.to_move == seat else (),
    )


def known_then_hidden(
    cards: Sequence[Card], visible: bool | frozenset[Card] | set[Card]
) -> tuple[Card | None, ...]:
    """A hand or pile as one seat sees it: visible cards sorted, then None per hidden card.

    ``visible`` is True (all seen), False (none seen) or the set of cards the seat knows.
    """
    if visible is True:
        return tuple(sorted(cards, key=Card.sort_key))
    if visible is False:
        return (None,) * len(cards)
    shown = sorted((c for c in cards if c in visible), key=Card.sort_key)
    return (*shown, *([None] * (len(cards) - len(shown))))


class State(ABC):
    """One deal of one game. Subclasses implement the abstract methods below.

    Attributes every state has: ``config`` (game, preset, options, players), ``dealer``,
    ``players``, ``to_move`` (None when the deal is over) and ``history`` (the actions
    applied so far as (seat, Action)).
    """

    config: GameConfig
    dealer: int
    players: int
    to_move: int | None
    history: list[tuple[int, Action]]

    # --- to implement -------------------------------------------------------------------
    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every legal action for ``to_move``; never empty while the deal is not over."""

    @abstractmethod
    def _apply(self, action: Action) -> None:
        """Apply an action already known to be legal."""

    @abstractmethod
    def clone(self) -> State:
        """An independent copy (cheap: the CPU players clone thousands a second)."""

    @abstractmethod
    def view(self, seat: int) -> View:
        """Exactly what ``seat`` may know now (see ``View``)."""

    @abstractmethod
    def resample(self, seat: int, rng: random.Random) -> State:
        """A full state consistent with ``view(seat)``, hidden cards redealt with ``rng``.

        It depends only on ``view(seat)`` and ``rng``.
        """

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The result once the deal is over, else None."""

    @abstractmethod
    def layout(self) -> dict[str, list[list[str]] | list[str]]:
        """The deal as dealt, in record form: ``hands`` by seat and the game's piles."""

    @abstractmethod
    def locations(self) -> dict[str, list[Card]]:
        """Where every card of the deal is now ("hand0", "skat", "trick", "won1", …).

        Together they hold exactly the preset's deck at every moment (tests check it).
        """

    def illegal_reason(self, action: Action) -> str:
        """Why ``action`` is illegal, in a player's words ('you must follow clubs')."""
        return ""

    # --- shared -------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.to_move is None

    def apply(self, action: Action | str) -> None:
        """Apply a legal action (or its notation). Raises IllegalAction otherwise."""
        if isinstance(action, str):
            action = self.parse_action(action)
        legal = self.legal_actions()
        if action not in legal:
            reason = Message("the deal is over") if self.to_move is None else self.illegal_reason(action)
            raise IllegalAction(action, legal, reason)
        self._apply(legal[legal.index(action)])

    def parse_action(self, text: str) -> Action:
        """Notation -> action. Raises NotationError (a ValueError) for bad notation."""
        return Action.parse(text)

    def legal_texts(self) -> list[str]:
        return [a.text for a in self.legal_actions()]


def revealed(view: View, locations: Mapping[str, Sequence[Card]]) -> View:
    """``view`` with every hand and pile face up, from the deal's ``locations`` (a
    finished deal shows what was hidden: the other hands, the skat, the stock)."""
    hands = tuple(
        known_then_hidden(locations.get(f"hand{s}", ()), True) if None in hand else hand
        for s, hand in enumerate(view.hands)
    )
    piles = {
        name: tuple(locations[name]) if _hidden_here(cards, locations.get(name, ())) else cards
        for name, cards in view.piles.items()
    }
    return replace(view, hands=hands, piles=piles)


def _hidden_here(cards: Sequence[Card | None], where: Sequence[Card]) -> bool:
    return None in cards and len(where) == len(cards)
