"""Exact solving of a deal whose cards are all known: alpha-beta with two sides.

The solver sees a full state (one world of PIMC, or the true deal) and uses only the rules
contract's ``clone``, ``legal_actions``, ``_apply`` and ``outcome``. Every seat is on one
of two sides: the side of the searching seat maximises the searching seat's zero-sum
reward (``zero_sum_rewards``), the other side minimises it. ``sides_of`` picks the sides
from public facts: partners in team games, the declarer against the rest where a lone
declarer plays (Fipsen), otherwise the searching seat against everybody (paranoid).

Speed: a state is cloned only when a node has several actions left to try (the last
action and forced moves reuse the node's own state), moves that caused cut-offs are
tried first (history heuristic), and ``node_budget`` makes the solver give up (``None``)
instead of running on.

Transposition table: where the game's CPU knowledge has a ``position_key`` (ai/knowledge.py)
the solver keeps, per key, the bounds it proved on the position's value (exact, at least,
at most) and the position's best move, which is tried first the next time. Two lines of
play that reach the same key (the same cards left in the same hands, the same trick, the
same score so far) are then searched once. A game without the hook is searched without
the table; the values are the same either way (tests/ai/test_solver.py).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence

from game.rules import Action, GameConfig, State, View, get_ruleset

from .knowledge import game_ai
from .search import zero_sum_rewards

PositionKey = Callable[[State], Hashable | None]


def sides_of(config: GameConfig, view: View) -> tuple[int, ...]:
    """Side 0 or 1 of every seat, from what ``view``'s seat knows.

    Team games (partners opposite): the teams. A lone declarer named in the public info
    (``info["declarer"]``, e.g. Fipsen after the auction): the declarer against the
    rest. Otherwise paranoid: the viewing seat against everybody else.
    """
    n = config.players
    if get_ruleset(config.game).teams and n % 2 == 0:
        return tuple(s % 2 for s in range(n))
    declarer = view.info.get("declarer")
    lone = declarer if type(declarer) is int and 0 <= declarer < n else view.seat
    return tuple(0 if s == lone else 1 for s in range(n))


MAX_DEPTH = 300
"""Decisions deep a line may go before the solver gives up (a shedding game such as
Skitgubbe, where cards go back to a hand, may otherwise run on)."""


TABLE_SIZE = 100_000
"""Positions the transposition table holds before it is emptied: about 0.5 kB an entry, so
at most some 50 MB (a table keyed only at leads fills about one entry per four nodes)."""


class OutOfNodes(Exception):
    """The node budget ran out before the value was exact."""


class Solver:
    """Minimax values for ``seat``'s side, with alpha-beta and a node budget.

    ``sides[s]`` is seat s's side; seats on ``seat``'s side maximise ``seat``'s zero-sum
    reward and the others minimise it. Each call of ``value`` or ``action_values`` may
    visit at most ``node_budget`` nodes; ``nodes`` counts the nodes of every call. The
    history and transposition tables persist between calls, so one solver serves every
    world of a decision (its results still depend only on the states given, in the order
    given). The transposition table is keyed by the game's ``GameAI.position_key``;
    ``table=False`` (or a game without the hook) searches without it.
    """

    def __init__(
        self,
        config: GameConfig,
        sides: Sequence[int],
        seat: int,
        node_budget: int = 200_000,
        table: bool = True,
    ):
        self.rewards = zero_sum_rewards(config)
        self.sides = tuple(sides)
        self.seat = seat
        self.own = self.sides[seat]
        self.node_budget = node_budget
        self.nodes = 0
        self._limit = 0
        self._history: dict[tuple[int, Action], int] = {}
        self.key: PositionKey | None = game_ai(config.game).position_key if table else None
        self._table: dict[Hashable, tuple[float, float, Action]] = {}

    def value(self, state: State) -> float | None:
        """The exact value of ``state`` (not changed), or None if the budget ran out."""
        self._limit = self.nodes + self.node_budget
        try:
            return self._search(state.clone(), -math.inf, math.inf, 0)
        except OutOfNodes:
            return None

    def action_values(
        self, state: State, actions: Sequence[Action] | None = None
    ) -> dict[Action, float] | None:
        """The exact value of each of ``actions`` (default: every legal action) at ``state``,
        or None if the budget ran out."""
        if actions is None:
            actions = state.legal_actions()
        out: dict[Action, float] = {}
        self._limit = self.nodes + self.node_budget
        try:
            for a in actions:
                child = state.clone()
                child._apply(a)
                out[a] = self._search(child, -math.inf, math.inf, 1)
        except OutOfNodes:
            return None
        return out

    def _cutoff(self, seat: int, action: Action, depth: int) -> None:
        """History heuristic: a move that cut the search off is tried earlier next time."""
        key = (seat, action)
        self._history[key] = self._history.get(key, 0) + (1 << (20 - depth if depth < 20 else 0))

    def _play_forced(self, state: State) -> tuple[int | None, Sequence[Action]]:
        """Play forced moves (a single legal action) in place; the seat to move and its choices."""
        seat = state.to_move
        legal = state.legal_actions() if seat is not None else ()
        while len(legal) == 1:
            self.nodes += 1
            state._apply(legal[0])
            seat = state.to_move
            legal = state.legal_actions() if seat is not None else ()
        return seat, legal

    def _order(self, seat: int, legal: Sequence[Action], first: Action | None) -> list[Action]:
        """The table's best move first, then by history, then high cards first."""
        get = self._history.get
        order = sorted(legal, key=lambda a: (-get((seat, a), 0), -(a.cards[0].rank if a.cards else 0)))
        if first is not None and first in order:
            order.remove(first)
            order.insert(0, first)
        return order

    def _search(self, state: State, alpha: float, beta: float, depth: int) -> float:
        """Alpha-beta (fail-soft) with the transposition table. May change ``state``:
        callers pass a state they own."""
        self.nodes += 1
        if self.nodes > self._limit or depth > MAX_DEPTH:
            raise OutOfNodes
        seat, legal = self._play_forced(state)
        if seat is None:
            outcome = state.outcome()
            assert outcome is not None
            return self.rewards(outcome.scores)[self.seat]
        key = self.key(state) if self.key is not None else None
        if key is None:
            return self._children(state, seat, self._order(seat, legal, None), alpha, beta, depth)[0]
        lo, hi, first = self._table.get(key, (-math.inf, math.inf, None))
        if lo >= beta or lo == hi:
            return lo
        if hi <= alpha:
            return hi
        alpha, beta = max(alpha, lo), min(beta, hi)
        v, best = self._children(state, seat, self._order(seat, legal, first), alpha, beta, depth)
        # Fail-soft: v <= alpha bounds the value from above, v >= beta from below.
        if v > alpha:
            lo = max(lo, v)
        if v < beta:
            hi = min(hi, v)
        if len(self._table) >= TABLE_SIZE:
            self._table.clear()
        self._table[key] = (lo, hi, best)
        return v

    def _children(
        self, state: State, seat: int, order: Sequence[Action], alpha: float, beta: float, depth: int
    ) -> tuple[float, Action]:
        """The value of the node from its children in ``order``, and its best (or cut-off) move."""
        last = len(order) - 1
        search = self._search
        top = order[0]
        if self.sides[seat] == self.own:
            best = -math.inf
            for i, a in enumerate(order):
                child = state if i == last else state.clone()
                child._apply(a)
                v = search(child, alpha, beta, depth + 1)
                if v > best:
                    best, top = v, a
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            self._cutoff(seat, a, depth)
                            break
            return best, top
        best = math.inf
        for i, a in enumerate(order):
            child = state if i == last else state.clone()
            child._apply(a)
            v = search(child, alpha, beta, depth + 1)
            if v < best:
                best, top = v, a
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        self._cutoff(seat, a, depth)
                        break
        return best, top
