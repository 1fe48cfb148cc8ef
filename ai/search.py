"""Single-Observer Information Set MCTS (Cowling, Powley & Whitehouse 2012) over the rules contract.

One tree per decision, keyed by the actions taken since the searcher's decision. Every
iteration takes a world (a full state consistent with what the seat knows, drawn with
``obs.resample(rng)`` or a game's own determinizer), walks the tree with UCB restricted
to the actions legal in that world (availability counts), adds one node, plays the rest
of the deal out (by the game's playout policy, ``GameAI.playout`` and ai/playout.py, else
at random) and credits every node on the path with the reward of the seat that chose it.
The inner loop uses only ``clone``, ``legal_actions``, ``_apply`` and ``outcome`` (and the
policy, which reads the full state): no views, no notation.

Rewards are zero-sum: a seat's score minus the mean of its opponents' (team games: its
team's score minus the other team's). Games where only the declarer scores (Fipsen) then
make the defenders play against the declarer.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence

from game.rules import Action, GameConfig, State, get_ruleset

from .agent import Agent, Observation

Determinizer = Callable[[Observation, random.Random], State]
Rewards = Callable[[Sequence[int]], list[float]]
Playout = Callable[[State, list[Action], Callable[[], float]], Action]
"""A playout policy: the action a seat takes in a full state from ``legal`` (two or more
actions), given a source of random floats in [0, 1)."""

CHECK_EVERY = 32
"""Iterations between checks whether the search is already decided (see ``ISMCTS._decided``)."""


def resample_world(obs: Observation, rng: random.Random) -> State:
    """The honest determinizer: a world consistent with the seat's view."""
    return obs.resample(rng)


def zero_sum_rewards(config: GameConfig) -> Rewards:
    """Per-seat rewards from the deal's scores, zero-sum between sides.

    Individual games: own score minus the mean of the others. Team games (partners
    opposite): own team's score minus the other team's. Where scores count losses
    (``Preset.score_sign``, Skitgubbe) the rewards are negated: every seat wants more.
    """
    n = config.players
    rs = get_ruleset(config.game)
    sign = float(rs.preset(config.preset).score_sign(config))
    if rs.teams and n % 2 == 0:
        return lambda s: [sign * (s[i] - s[(i + 1) % n]) for i in range(n)]
    k = 1.0 / (n - 1)

    def individual(s: Sequence[int]) -> list[float]:
        total = sum(s)
        return [sign * (x - (total - x) * k) for x in s]

    return individual


class _Node:
    """An edge of the tree: the seat that chose the action, visits, reward sum, availability."""

    __slots__ = ("seat", "n", "w", "avail", "children")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.n = 0
        self.w = 0.0
        self.avail = 1
        self.children: dict[str, _Node] = {}


class ISMCTS:
    """SO-ISMCTS with a per-move time budget and an iteration cap.

    Resampling costs more than a playout, so the first ``worlds`` iterations each draw a
    world and later ones reuse a randomly chosen one of them (cloned).

    With a seeded rng the result is reproducible whenever the iteration cap (not the
    clock) ends the search. ``should_stop`` lets a caller abandon a search early.
    With ``stop_early`` the search ends as soon as its choice can no longer change, which
    makes it the same choice in less time. ``playout`` is the policy that ends each
    iteration's deal (None: random play).
    """

    def __init__(
        self,
        *,
        move_time: float = 0.8,
        iterations: int = 20000,
        exploration: float = 0.7,
        determinize: Determinizer = resample_world,
        worlds: int = 200,
        stop_early: bool = True,
        playout: Playout | None = None,
    ) -> None:
        self.move_time = move_time
        self.iterations = iterations
        self.exploration = exploration
        self.determinize = determinize
        self.worlds = worlds
        self.stop_early = stop_early
        self.playout = playout
        self.last_iterations = 0

    def search(
        self, obs: Observation, rng: random.Random, should_stop: Callable[[], bool] | None = None
    ) -> dict[str, tuple[int, float]]:
        """Search from the seat's decision; return {action text: (visits, mean reward)}."""
        rewards = zero_sum_rewards(obs.config)
        root = _Node(obs.seat)
        clock = time.perf_counter
        scale = [1.0]
        deadline = clock() + self.move_time
        start = deadline  # set when the last world is drawn: the rate is measured after that
        worlds: list[State] = []
        done = 0
        while done < self.iterations:
            if done and (clock() > deadline or (should_stop is not None and should_stop())):
                break
            if (
                self.stop_early
                and done % CHECK_EVERY == 0
                and done > self.worlds
                and self._decided(root, done, start, deadline)
            ):
                break
            if done < self.worlds:
                world = self.determinize(obs, rng)
                worlds.append(world)
                if done + 1 == self.worlds:
                    start = clock()
            else:
                world = worlds[rng.randrange(self.worlds)]
            self._iterate(root, world.clone(), rng, rewards, scale)
            done += 1
        self.last_iterations = done
        return {text: (ch.n, ch.w / ch.n if ch.n else 0.0) for text, ch in root.children.items()}

    def _decided(self, root: _Node, done: int, start: float, deadline: float) -> bool:
        """Whether the most visited action can no longer be overtaken: its lead in visits
        exceeds the iterations left (by the cap, or by the clock at the rate since the
        worlds were drawn). The choice is then what the full search would make, so
        stopping saves time only."""
        left = self.iterations - done
        now = time.perf_counter()
        if now > start:
            left = min(left, int((deadline - now) * (done - self.worlds + 1) / (now - start)) + 1)
        first = second = 0
        for ch in root.children.values():
            if ch.n > first:
                first, second = ch.n, first
            elif ch.n > second:
                second = ch.n
        return first - second > left

    def choose(
        self, obs: Observation, rng: random.Random, should_stop: Callable[[], bool] | None = None
    ) -> Action:
        legal = obs.legal_actions()
        if len(legal) == 1:
            return legal[0]
        stats = self.search(obs, rng, should_stop)
        return max(legal, key=lambda a: stats.get(a.text, (0, 0.0)))

    def _iterate(
        self,
        root: _Node,
        state: State,
        rng: random.Random,
        rewards: Rewards,
        scale: list[float],
    ) -> None:
        node = root
        path: list[_Node] = []
        c = self.exploration
        log = math.log
        sqrt = math.sqrt
        apply = state._apply
        while state.to_move is not None:
            legal = state.legal_actions()
            get = node.children.get
            untried: list[Action] = []
            seen: list[tuple[Action, _Node]] = []
            for a in legal:
                ch = get(a.text)
                if ch is None:
                    untried.append(a)
                elif not untried:
                    seen.append((a, ch))
            if untried:
                action = untried[int(rng.random() * len(untried))]
                child = _Node(state.to_move)
                node.children[action.text] = child
                apply(action)
                path.append(child)
                break
            inv = 1.0 / scale[0]
            best = node
            best_value = -math.inf
            best_action = legal[0]
            for a, ch in seen:
                ch.avail += 1
                value = ch.w / ch.n * inv + c * sqrt(log(ch.avail) / ch.n)
                if value > best_value:
                    best_value = value
                    best = ch
                    best_action = a
            apply(best_action)
            path.append(best)
            node = best
        self._play_out(state, rng.random)
        outcome = state.outcome()
        assert outcome is not None
        r = rewards(outcome.scores)
        top = max(abs(x) for x in r)
        if top > scale[0]:
            scale[0] = top
        for ch in path:
            ch.n += 1
            ch.w += r[ch.seat]

    def _play_out(self, state: State, rand: Callable[[], float]) -> None:
        """Play the deal to its end: by the game's playout policy, else at random."""
        apply = state._apply
        policy = self.playout
        if policy is None:
            while state.to_move is not None:
                legal = state.legal_actions()
                apply(legal[int(rand() * len(legal))])
            return
        while state.to_move is not None:
            legal = state.legal_actions()
            apply(legal[0] if len(legal) == 1 else policy(state, legal, rand))


class SearchAgent:
    """An agent that searches its decisions with ISMCTS.

    ``fallback`` (a rule-based agent) takes the decisions for which ``searched(obs, legal)`` is
    False, e.g. bids, where random rollouts say little. ``should_stop`` may be set by a
    caller (the worker) to abandon a search early.
    """

    def __init__(
        self,
        name: str,
        search: ISMCTS,
        fallback: Agent | None = None,
        searched: Callable[[Observation, Sequence[Action]], bool] | None = None,
    ) -> None:
        self.name = name
        self.search = search
        self.fallback = fallback
        self.searched = searched
        self.should_stop: Callable[[], bool] | None = None

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        legal = obs.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if self.fallback is not None and self.searched is not None and not self.searched(obs, legal):
            return self.fallback.choose(obs, rng)
        return self.search.choose(obs, rng, self.should_stop)


def true_world(obs: Observation, rng: random.Random) -> State:
    """The cheater's determinizer: the true state itself. Arena yardstick only."""
    return obs._state.clone()
