"""Where a game's search beats its rules of thumb: duplicate deals of the rules (B) against
the rules with the search (level ``--level``, ``hard`` unless named) taking the decisions of
the roles named (A). Huutopussi, every form of Fipsen, and Skitgubbe's phase 2.

    PYTHONPATH=. python measurements/role_duel.py --roles declarer_lead,declarer_follow \
        --deals 200 --seed 43 --iterations 1000
    PYTHONPATH=. python measurements/role_duel.py --roles declarer_lead_early,declarer_follow_early
    PYTHONPATH=. python measurements/role_duel.py --game fipsen --preset thedinghausen \
        --roles middle --level normal --iterations 250 --seed 11

A role is a card decision of the declaring side (``declarer_``: in Huutopussi the declarer
and his partner, in Fipsen the lone declarer) or of the defenders (``defender_``), leading
or following (``lead``, ``follow``); in Fipsen Thedinghausen, where everyone plays for
himself, the seat in the trick: ``lead``, ``middle`` (2nd to 4th) or ``last``; in
Skitgubbe's phase 2 (SG-22..SG-31), a ``lead`` or a ``beat`` (a pick-up included). ``_early``
or ``_end`` narrows a role to a hand of more than, or at most, ``CPU.endgame_tricks`` cards
(where ``hard`` solves exactly; in Skitgubbe, the players' cards in all against
``POLICY_CARDS``, where the search's playouts turn random). In Huutopussi ``declare`` is
every marriage, ask and answer (HP-21 .. HP-25). The auction, the exchange and the
contract are the rules' on both sides (the game's ``searched``), so the same cards declare
the same contract in both plays of a deal: what differs is the play.

Prints A's mean score a deal less B's, with its 95% interval; in Huutopussi also, per side
as the declaring side: the contracts made, the tricks, card points (HP-28), the last trick,
its marriages and the defenders' (HP-25).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ai.agent import Agent, Observation
from ai.arena import Match, play_duplicate
from ai.knowledge import game_ai
from ai.levels import make_agent
from game.games.fipsen.cpu import declarer, facts
from game.games.fipsen.cpu import heuristic as fipsen
from game.games.huutopussi import cpu
from game.games.huutopussi.options import rules_for
from game.games.huutopussi.state import HuutopussiState
from game.games.skitgubbe import cpu as skitgubbe
from game.rules import Action, State, get_ruleset

PHASES = ("", "_early", "_end")
SIDES = tuple(f"{side}_{move}" for side in ("declarer", "defender") for move in ("lead", "follow"))
ROLES = {
    "huutopussi": (*(r + p for r in SIDES for p in PHASES), "declare"),
    "fipsen": tuple(r + p for r in (*SIDES, "lead", "middle", "last") for p in PHASES),
    "skitgubbe": tuple(r + p for r in ("lead", "beat") for p in PHASES),
}
"""The roles of each game (Fipsen's ``lead``, ``middle`` and ``last``: Thedinghausen's)."""


def _phase(hand: int, game: str) -> str:
    return "_end" if hand <= game_ai(game).endgame_tricks else "_early"


def huutopussi_role(obs: Observation, legal: Sequence[Action]) -> str | None:
    """The role of a Huutopussi decision with a choice (None: the rules' alone)."""
    if not cpu.searched(obs, legal):
        return None
    if any(a.kind != "play" for a in legal):
        return "declare"
    f = cpu.Facts(obs.view(), rules_for(obs.config))
    side = "declarer_" if f.declaring else "defender_"
    return side + ("follow" if f.trick else "lead") + _phase(len(f.hand), "huutopussi")


def fipsen_role(obs: Observation, legal: Sequence[Action]) -> str | None:
    """The role of a Fipsen card play with a choice (None: the rules' alone)."""
    if not fipsen.searched(obs, legal) or any(a.kind != "play" for a in legal):
        return None
    view, preset = obs.view(), obs.config.preset
    hand = sum(1 for c in view.hands[view.seat] if c is not None)
    move = "follow" if view.trick else "lead"
    if preset == "thedinghausen":
        move = {0: "lead", view.players - 1: "last"}.get(len(view.trick), "middle")
        return move + _phase(hand, "fipsen")
    if preset == "prisdorf":
        lone = facts.read(view).declarer
    else:
        lone = declarer.read(view, preset, dict(obs.config.options)).declarer
    side = "declarer_" if lone == view.seat else "defender_"
    return side + move + _phase(hand, "fipsen")


def skitgubbe_role(obs: Observation, legal: Sequence[Action]) -> str | None:
    """The role of a Skitgubbe phase-2 decision the search takes (None: the rules' alone):
    a lead to an empty table or a beat (or pick-up, SG-26) of the plays on it; ``_end`` once
    the players hold at most ``POLICY_CARDS`` cards in all (the playouts turn random)."""
    if not skitgubbe.searched(obs, legal):
        return None
    view = obs.view()
    cards = sum(len(h) for h in view.hands)
    return ("beat" if view.trick else "lead") + ("_end" if cards <= skitgubbe.POLICY_CARDS else "_early")


ROLE_OF: dict[str, Callable[[Observation, Sequence[Action]], str | None]] = {
    "huutopussi": huutopussi_role,
    "fipsen": fipsen_role,
    "skitgubbe": skitgubbe_role,
}


def role(obs: Observation, legal: Sequence[Action]) -> str | None:
    """The role of a decision with a choice in the game of ``obs`` (None: the rules' alone)."""
    return ROLE_OF[obs.config.game](obs, legal)


def rules_of(game: str) -> Agent:
    """The game's rules of thumb at their best judgement."""
    heuristic = game_ai(game).heuristic
    assert heuristic is not None, game
    return heuristic(0.0)


class RoleAgent:
    """The rules of thumb, except in ``roles``, where ``search`` decides."""

    def __init__(self, roles: set[str], search: Agent, rules: Agent) -> None:
        self.roles = roles
        self.search = search
        self.rules = rules
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
        game = self.config.game
        search = make_agent(self.a, game, move_time=self.move_time, iterations=self.iterations)
        return RoleAgent(set(self.roles), search, rules_of(game)), rules_of(game)


def duel(match: RoleMatch, deals: int) -> str:
    """Deals 0 .. ``deals``-1 of the match, as ``python -m ai.arena`` deals and seats them."""
    declaring = {"a": Side(), "b": Side()}

    def finished(state: State, a_seats: list[bool]) -> None:
        if not isinstance(state, HuutopussiState):
            return
        outcome = state.outcome()
        if outcome is not None and state.declarer is not None and state.declarer >= 0:
            declaring["a" if a_seats[state.declarer] else "b"].add(state, outcome.scores[state.declarer])

    diffs = [play_duplicate(match, i, finished).diff for i in range(deals)]
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else 0.0
    mean = statistics.fmean(diffs)
    line = f"A - B {mean:+.3f} [{mean - half:+.3f}, {mean + half:+.3f}] over {deals} deals"
    if match.config.game != "huutopussi":
        return line
    return f"{line}\n  A declaring: {declaring['a'].line()}\n  B declaring: {declaring['b'].line()}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=sorted(ROLES), default="huutopussi")
    known = "; ".join(
        f"{game}: {', '.join(r for r in names if not r.endswith(PHASES[1:]))}"
        for game, names in ROLES.items()
    )
    parser.add_argument(
        "--roles", required=True, help=f"comma list of the game's roles ({known}; each also _early, _end)"
    )
    parser.add_argument("--preset", help="the game's preset (Huutopussi: pagat)")
    parser.add_argument("--players", type=int, help="players (default: the preset's)")
    parser.add_argument("--level", default="hard", help="the searching level of the roles named")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--iterations", type=int, default=1000, help="the search's iteration cap")
    args = parser.parse_args()
    roles = set(args.roles.split(","))
    if roles - set(ROLES[args.game]):
        parser.error(f"unknown roles: {', '.join(sorted(roles - set(ROLES[args.game])))}")
    preset = args.preset or ("pagat" if args.game == "huutopussi" else None)  # None: the first
    config = get_ruleset(args.game).config(preset, {}, args.players)
    match = RoleMatch(config, args.level, "rules", args.seed, 30.0, args.iterations, roles=frozenset(roles))
    print(duel(match, args.deals))


if __name__ == "__main__":
    main()
