"""Where Huutopussi's search beats its rules of thumb: duplicate deals of the rules (B) against
the rules with the search (``hard``) taking the decisions of the roles named (A).

    PYTHONPATH=. python measurements/role_duel.py --roles declarer_lead,declarer_follow \
        --deals 200 --seed 43 --iterations 1000
    PYTHONPATH=. python measurements/role_duel.py --roles declarer_lead_early,declarer_follow_early

A role is a card decision of the declaring side (``declarer_``: the declarer and his partner)
or of the defenders (``defender_``), leading or following (``lead``, ``follow``); ``_early``
or ``_end`` narrows it to a hand of more than, or at most, ``CPU.endgame_tricks`` cards (where
``hard`` solves exactly). ``declare`` is every marriage, ask and answer (HP-21 .. HP-25). The
auction, the exchange and the contract are the rules' on both sides (``cpu.searched``), so
the same cards declare the same contract in both plays of a deal: what differs is the play.

Prints A's mean score a deal less B's, with its 95% interval, and per side as the declaring
side: the contracts made, the tricks, card points (HP-28), the last trick, its marriages
and the defenders' (HP-25).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
from collections.abc import Sequence
from dataclasses import dataclass, field

from ai.agent import Agent, Observation
from ai.arena import Match, play_duplicate
from ai.levels import make_agent
from game.games.huutopussi import cpu
from game.games.huutopussi.options import rules_for
from game.games.huutopussi.state import HuutopussiState
from game.rules import Action, State, get_ruleset

ROLES = tuple(
    f"{side}_{move}{phase}"
    for side in ("declarer", "defender")
    for move in ("lead", "follow")
    for phase in ("", "_early", "_end")
) + ("declare",)


def role(obs: Observation, legal: Sequence[Action]) -> str | None:
    """The role of a decision with a choice (None: the rules' alone, ``cpu.searched``)."""
    if not cpu.searched(obs, legal):
        return None
    if any(a.kind != "play" for a in legal):
        return "declare"
    f = cpu.Facts(obs.view(), rules_for(obs.config))
    phase = "_end" if len(f.hand) <= cpu.CPU.endgame_tricks else "_early"
    return ("declarer_" if f.declaring else "defender_") + ("follow" if f.trick else "lead") + phase


class RoleAgent:
    """The rules of thumb, except in ``roles``, where ``search`` decides."""

    def __init__(self, roles: set[str], search: Agent) -> None:
        self.roles = roles
        self.search = search
        self.rules = cpu.HuutopussiAgent(0.0)
        self.name = "rules+search"

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        r = role(obs, obs.legal_actions())
        searched = r is not None and (r in self.roles or r.rsplit("_", 1)[0] in self.roles)
        return (self.search if searched else self.rules).choose(obs, rng)


@dataclass
class Side:
    """One side's plays as the declaring side."""

    made: list[bool] = field(default_factory=list)
    tricks: list[int] = field(default_factory=list)
    cards: list[int] = field(default_factory=list)
    last: list[bool] = field(default_factory=list)
    marriages: list[int] = field(default_factory=list)
    against: list[int] = field(default_factory=list)

    def add(self, state: HuutopussiState, score: float) -> None:
        team = state.side[state.declarer]
        self.made.append(score > 0)
        self.tricks.append(state.team_tricks[team])
        self.cards.append(state.team_cards[team])
        self.last.append(state.side[state.last_winner] == team)
        self.marriages.append(state.team_marriages[team])
        self.against.append(state.team_marriages[1 - team])

    def line(self) -> str:
        if not self.made:
            return "declared 0"
        m = statistics.fmean
        return (
            f"declared {len(self.made)}, made {m(self.made):.0%}, tricks {m(self.tricks):.2f}, "
            f"cards {m(self.cards):.1f}, last trick {m(self.last):.0%}, marriages {m(self.marriages):.1f}, "
            f"defenders' {m(self.against):.1f}"
        )


@dataclass(frozen=True)
class RoleMatch(Match):
    """The arena's match of the rules with the search in ``roles`` (A) against the rules (B)."""

    roles: frozenset[str] = frozenset()

    def agents(self) -> tuple[Agent, Agent]:
        search = make_agent("hard", "huutopussi", move_time=self.move_time, iterations=self.iterations)
        return RoleAgent(set(self.roles), search), cpu.HuutopussiAgent(0.0)


def duel(match: RoleMatch, deals: int) -> str:
    """Deals 0 .. ``deals``-1 of the match, as ``python -m ai.arena`` deals and seats them."""
    declaring = {"a": Side(), "b": Side()}

    def finished(state: State, a_seats: list[bool]) -> None:
        assert isinstance(state, HuutopussiState)
        outcome = state.outcome()
        if outcome is not None and state.declarer is not None and state.declarer >= 0:
            declaring["a" if a_seats[state.declarer] else "b"].add(state, outcome.scores[state.declarer])

    diffs = [play_duplicate(match, i, finished).diff for i in range(deals)]
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else 0.0
    mean = statistics.fmean(diffs)
    return (
        f"A - B {mean:+.2f} [{mean - half:+.2f}, {mean + half:+.2f}] over {deals} deals\n"
        f"  A declaring: {declaring['a'].line()}\n  B declaring: {declaring['b'].line()}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--roles", required=True, help=f"comma list of: {', '.join(ROLES)}")
    parser.add_argument("--preset", default="pagat")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--iterations", type=int, default=1000, help="the search's iteration cap")
    args = parser.parse_args()
    roles = set(args.roles.split(","))
    if roles - set(ROLES):
        parser.error(f"unknown roles: {', '.join(sorted(roles - set(ROLES)))}")
    config = get_ruleset("huutopussi").config(args.preset, {}, args.players)
    match = RoleMatch(config, "hard", "rules", args.seed, 30.0, args.iterations, roles=frozenset(roles))
    print(duel(match, args.deals))


if __name__ == "__main__":
    main()
