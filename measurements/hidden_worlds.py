"""How much a game's search has left to infer: at the decisions the search takes, how many
cards the other seats hold that the seat to move has not seen, and how many distinct
worlds the game's determinizer draws (issue 28, "inference in every game").

    PYTHONPATH=. python measurements/hidden_worlds.py --game skitgubbe --players 3 --deals 60
    PYTHONPATH=. python measurements/hidden_worlds.py --game skitgubbe --players 2 \
        --option TwoPlayerAvstick=true

Deals are seeded 0..N-1 and played by the rules of thumb (noise 0). At every decision with
more than one legal action that the game's ``searched`` gives to the search, ``--draws``
worlds are drawn from the seat's view (as ``hard`` draws them) and compared by the hands
they give the other seats. A decision with one distinct world is one of perfect
information: weighing worlds by the others' earlier choices cannot change the search there.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics

from ai.agent import Observation
from ai.knowledge import game_ai
from ai.levels import make_agent
from game.rules import State, get_ruleset


def _hands(world: State, seat: int, players: int) -> tuple[tuple[int, ...], ...]:
    """The other seats' hands in ``world``, as card ids."""
    return tuple(
        tuple(sorted(c.id for c in world.view(s).hands[s] if c is not None))
        for s in range(players)
        if s != seat
    )


def measure(
    game: str, preset: str | None, options: dict[str, object], players: int, deals: int, draws: int
) -> str:
    """One line: decisions, hidden cards of the others (mean, share none) and distinct
    worlds among ``draws`` (mean, share one)."""
    ruleset = get_ruleset(game)
    config = ruleset.config(preset, options, players)
    knowledge = game_ai(game)
    rules = make_agent("rules", game)
    hidden: list[int] = []
    distinct: list[int] = []
    for d in range(deals):
        rng = random.Random(d)
        state = ruleset.new_deal(config, d % players, rng=random.Random(d))
        while state.to_move is not None:
            obs = Observation(state, state.to_move)
            legal = state.legal_actions()
            if len(legal) > 1 and knowledge.searched(obs, legal):
                view = obs.view()
                hidden.append(
                    sum(1 for s in range(players) if s != view.seat for c in view.hands[s] if c is None)
                )
                worlds = {_hands(knowledge.determinize(obs, rng), view.seat, players) for _ in range(draws)}
                distinct.append(len(worlds))
            state.apply(rules.choose(obs, rng) if len(legal) > 1 else legal[0])
    if not hidden:
        return f"{game} {players} players: the search took no decision"
    return (
        f"{game} {players} players {json.dumps(options)}: {len(hidden)} searched decisions in {deals} deals; "
        f"the others' unseen cards mean {statistics.mean(hidden):.2f}, none at {_share(hidden, 0):.0%}; "
        f"distinct worlds of {draws} mean {statistics.mean(distinct):.2f}, one at {_share(distinct, 1):.0%}"
    )


def _share(values: list[int], value: int) -> float:
    return sum(1 for v in values if v == value) / len(values)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--game", required=True)
    parser.add_argument("--preset")
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--draws", type=int, default=20)
    parser.add_argument("--option", action="append", default=[], help="NAME=VALUE (JSON value)")
    args = parser.parse_args()
    options = {name: json.loads(value) for name, value in (o.split("=", 1) for o in args.option)}
    print(measure(args.game, args.preset, options, args.players, args.deals, args.draws))


if __name__ == "__main__":
    main()
