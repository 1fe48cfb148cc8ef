"""The agent interface: what a CPU player may see and how it answers."""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable
from typing import Any, Protocol, TypeVar

from game.rules import Action, GameConfig, State, View

T = TypeVar("T")


class Observation:
    """A seat's window on a deal: its view, its legal actions, and resampled worlds.

    Agents receive this, never the true state. Everything here depends only on
    ``view(seat)``.
    """

    __slots__ = ("_state", "seat", "_memo")

    def __init__(self, state: State, seat: int) -> None:
        self._state = state
        self.seat = seat
        self._memo: dict[Hashable, Any] | None = None
        """``memo``'s results, made on first use (most observations, e.g. in a rollout's
        every step, never ask)."""

    @property
    def config(self) -> GameConfig:
        """What is being played (game, preset, options, players): public knowledge."""
        return self._state.config

    def view(self) -> View:
        return self._state.view(self.seat)

    def legal_actions(self) -> list[Action]:
        """The legal actions (the seat must be the one to move)."""
        if self._state.to_move != self.seat:
            raise ValueError(f"seat {self.seat} is not to move")
        return self._state.legal_actions()

    def resample(self, rng: random.Random) -> State:
        """A full state consistent with this seat's view, hidden cards redealt."""
        return self._state.resample(self.seat, rng)

    def memo(self, key: Hashable, make: Callable[[], T]) -> T:
        """``make()``, worked out once for this observation under ``key``: what a
        determinizer reads from the view, once for the hundreds of worlds a search draws.
        ``make`` must depend only on the view (an observation is made for one decision and
        its deal does not change while it is in use)."""
        if self._memo is None:
            self._memo = {}
        if key not in self._memo:
            self._memo[key] = make()
        return self._memo[key]


class Agent(Protocol):
    """A CPU player. ``choose`` returns one of ``obs.legal_actions()``."""

    name: str

    def choose(self, obs: Observation, rng: random.Random) -> Action: ...


class RandomAgent:
    """Uniformly random legal actions: the baseline of every comparison."""

    name = "random"

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        return rng.choice(obs.legal_actions())
