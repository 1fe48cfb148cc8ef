"""Fit the weights Huutopussi's rules of thumb give each legal card (cpu.PLAY_FIT).

    PYTHONPATH=. python measurements/fit_play.py --rules-only --deals 800 --first 1000 --jobs 2
    PYTHONPATH=. python measurements/fit_play.py --preset default --rules-only --deals 800 --first 1000
    PYTHONPATH=. python measurements/fit_play.py --defenders-leads --deals 1600 --first 1000 --jobs 1
    PYTHONPATH=. python measurements/fit_play.py --defenders-leads --deals 2400 --first 5000 \
        --features=-top_side,-stands_points,-declarers_led --jobs 1
    PYTHONPATH=. python measurements/fit_play.py --deals 600 --first 8000 --jobs 1
    PYTHONPATH=. python measurements/fit_play.py --declarers-follows --search 2000 --deals 300 --first 0

Self-play of the rules of thumb (noise 0; by default Pagat, 4 players), deal ``d`` dealt from
``random.Random(d)``. At every card decision with a choice, each legal card is played out in
the same ``--worlds`` worlds resampled from the seat's view, the rules of thumb playing every
seat on; a card's value is the mean of its side's score less the other side's. Per role
(leading or following, declaring side or not) the values less the decision's mean are fitted
by least squares on ``PLAY_FEATURES`` less theirs: a card's weighted sum then says how much
better than the decision's average it plays out. The fit is a step of policy improvement: a
new round on the rules with the weights found improves on them again. ``--rules-only``
plays without ``PLAY_FIT`` (the first round); ``--defenders-leads`` plays out only the
defenders' leads (a round for that role alone, about 0.45 s a deal), ``--declarers-follows``
and ``--declarers-leads`` only the declaring side's follows or leads. ``--search N`` values
each card by the ``hard`` search instead (N iterations from the decision: what the card is
worth when the search, not the rules, plays on; about 0.3 s a decision). ``--features`` fits
only the features named (every one by default; ``-name`` leaves one out), as the later rounds of
``cpu.FOUR_PLAYER_FIT`` did.

It prints the weights per ``PLAY_FIT`` key (Pagat ranking, leading, declaring side) and,
cross-validated (fitted on the even deals and read on the odd, and back), how much worse
than the best legal card the rules' card and the fitted card play out, per decision and
summed per deal.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
from collections.abc import Sequence
from pathlib import Path

from ai.agent import Observation
from ai.search import ISMCTS
from game.games.huutopussi import cpu
from game.games.huutopussi.options import rules_for
from game.rules import Action, GameConfig, State, get_ruleset

sys.path.insert(0, str(Path(__file__).parent))
from fit_bids import fit  # noqa: E402  (the least-squares solver of the bid tables)

ROLES = ((True, False), (False, True), (False, False), (True, True))

Row = tuple[tuple[float, ...], float, bool]
"""A legal card's features, value, and whether the player chose it."""
Role = tuple[bool, bool]
"""Leading, and on the declaring side."""
Decision = tuple[int, Role, list[Row]]
"""A deal, the role and its legal cards."""


def _start(rules_only: bool) -> None:
    if rules_only:
        cpu.PLAY_FIT.clear()


def _finish(state: State, agent: cpu.HuutopussiAgent, rng: random.Random) -> list[float]:
    while state.to_move is not None:
        legal = state.legal_actions()
        state.apply(legal[0] if len(legal) == 1 else agent.choose(Observation(state, state.to_move), rng))
    return state.outcome().scores


def deal(args: tuple[GameConfig, int, int, Role | None, int]) -> list[Decision]:
    """The card decisions of self-play deal ``d`` (only those of role ``only`` if given), each
    legal card played out in ``worlds``, or valued by a search of ``search`` iterations."""
    config, d, worlds, only, search = args
    agent = cpu.HuutopussiAgent(0.0)
    state = get_ruleset("huutopussi").new_deal(config, d % config.players, rng=random.Random(d))
    rng = random.Random(d)
    out: list[Decision] = []
    while state.to_move is not None:
        legal = state.legal_actions()
        seat = state.to_move
        obs = Observation(state, seat)
        action = legal[0] if len(legal) == 1 else agent.choose(obs, rng)
        if len(legal) > 1 and all(a.kind == "play" for a in legal):
            f = cpu.Facts(obs.view(), rules_for(obs.config))
            role = (not f.trick, f.declaring)
            if only is None or role == only:
                seeded = random.Random(d * 1000 + len(state.log))
                if search:
                    values = _searched(obs, legal, search, seeded)
                else:
                    values = _played_out(obs, f, legal, worlds, seeded)
                out.append((d, role, _rows(f, legal, action, values)))
        state.apply(action)
    return out


def _rows(f: cpu.Facts, legal: Sequence[Action], chosen: Action, values: list[float]) -> list[Row]:
    """Each legal card's features, value, and whether it was chosen."""
    cards = [a.cards[0] for a in legal]
    pick = cpu.rule_card(f, cards)
    return [
        (f.card_features(c, c == pick), v, a == chosen) for a, c, v in zip(legal, cards, values, strict=True)
    ]


def _played_out(
    obs: Observation, f: cpu.Facts, legal: Sequence[Action], worlds: int, rng: random.Random
) -> list[float]:
    """Each legal card's mean side score less the other side's, played on by the rules in the
    same ``worlds`` worlds resampled from the seat's view."""
    samples = [obs.resample(rng) for _ in range(worlds)]
    agent = cpu.HuutopussiAgent(0.0)
    values = []
    for a in legal:
        total = 0.0
        for i, world in enumerate(samples):
            world = world.clone()
            world.apply(a)
            scores = _finish(world, agent, random.Random(i))
            total += scores[f.seat] - scores[f.opponents[0]]
        values.append(total / worlds)
    return values


SHRINK = 10
"""``_searched`` mixes each card's mean reward with this many visits' worth of the decision's
worst: a card the search barely tried is not trusted to be as good as its few playouts say."""


def _searched(obs: Observation, legal: Sequence[Action], iterations: int, rng: random.Random) -> list[float]:
    """Each legal card valued by the ``hard`` search's tree (ai/search.py, its worlds and
    playouts; no early stop): its mean reward, shrunk towards the worst card's by its visits."""
    search = ISMCTS(
        move_time=3600.0,
        iterations=iterations,
        stop_early=False,
        playout=cpu.playout,
        determinize=cpu.CPU.determinize,
    )
    stats = search.search(obs, rng)
    seen = [stats.get(a.text, (0, 0.0)) for a in legal]
    worst = min(q for _, q in seen)
    return [(n * q + SHRINK * worst) / (n + SHRINK) for n, q in seen]


def _centered(rows: list[Row]) -> list[Row]:
    n = len(rows)
    mx = [sum(r[0][j] for r in rows) / n for j in range(len(rows[0][0]))]
    mv = sum(r[1] for r in rows) / n
    return [(tuple(x - m for x, m in zip(r[0], mx, strict=True)), r[1] - mv, r[2]) for r in rows]


FITTED = set(cpu.PLAY_FEATURES)
"""The features ``_weights`` fits (``--features``); the others get weight 0."""


def _weights(decisions: list[Decision]) -> list[float]:
    """Least squares on the centered rows; a feature not fitted, or that never differs between
    the cards of a decision in this role (e.g. ``trump`` when following: HP-19), gets weight 0."""
    rows = [(x, v) for _, _, rs in decisions for x, v, _ in _centered(rs)]
    weights = [0.0] * len(cpu.PLAY_FEATURES)
    fitted = [j for j, name in enumerate(cpu.PLAY_FEATURES) if name in FITTED]
    used = [j for j in fitted if any(abs(x[j]) > 1e-12 for x, _ in rows)]
    if not used:
        return weights
    found = fit([(tuple(x[j] for j in used), v) for x, v in rows])[0][1:]
    for j, w in zip(used, found, strict=True):
        weights[j] = w
    return weights


def _loss(decisions: list[Decision], weights: list[float]) -> tuple[float, float]:
    """What the chosen card and the fitted card lose against the best, summed."""
    chosen = fitted = 0.0
    for _, _, rows in decisions:
        best = max(v for _, v, _ in rows)
        chosen += best - next(v for _, v, c in rows if c)
        fitted += best - max(rows, key=lambda r: sum(w * x for w, x in zip(weights, r[0], strict=True)))[1]
    return chosen, fitted


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--preset", default="pagat")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--deals", type=int, default=800)
    parser.add_argument("--first", type=int, default=3000)
    parser.add_argument("--worlds", type=int, default=16)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--rules-only", action="store_true")
    role = parser.add_mutually_exclusive_group()
    role.add_argument("--defenders-leads", action="store_true")
    role.add_argument("--declarers-follows", action="store_true")
    role.add_argument("--declarers-leads", action="store_true")
    parser.add_argument("--search", type=int, default=0, help="value cards by a search of N iterations")
    parser.add_argument("--features", help="comma list of PLAY_FEATURES to fit; -name leaves one out")
    args = parser.parse_args()
    if args.features:
        _choose(args.features.split(","))
    config = get_ruleset("huutopussi").config(args.preset, {}, args.players)
    deals = range(args.first, args.first + args.deals)
    flags = {
        (True, False): args.defenders_leads,
        (False, True): args.declarers_follows,
        (True, True): args.declarers_leads,
    }
    only = next((role for role, on in flags.items() if on), None)
    work = [(config, d, args.worlds, only, args.search) for d in deals]
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(args.jobs, initializer=_start, initargs=(args.rules_only,)) as pool:
        decisions = [x for res in pool.imap(deal, work) for x in res]
    for role in ROLES:
        mine = [x for x in decisions if x[1] == role]
        key = (rules_for(config).pagat, *role)
        try:
            print(_report(key, mine, args.deals))
        except ZeroDivisionError:  # the normal equations are singular: too few decisions
            print(f"PLAY_FIT {key}: too few decisions ({len(mine)}) to fit")


def _choose(names: list[str]) -> None:
    """Fit only ``names`` (``-name``: every feature but those)."""
    unknown = {n.lstrip("-") for n in names} - FITTED
    if unknown:
        raise SystemExit(f"unknown features: {', '.join(sorted(unknown))}")
    dropped = {n[1:] for n in names if n.startswith("-")}
    kept = {n for n in names if not n.startswith("-")}
    if kept:
        FITTED.intersection_update(kept)
    FITTED.difference_update(dropped)


def _report(key: tuple[bool, ...], mine: list[Decision], deals: int) -> str:
    halves = [[x for x in mine if x[0] % 2 == p] for p in (0, 1)]
    chosen = fitted = 0.0
    for train, test in ((halves[0], halves[1]), (halves[1], halves[0])):
        c, f = _loss(test, _weights(train))
        chosen, fitted = chosen + c, fitted + f
    weights = ", ".join(f"{round(w, 2) + 0.0:.2f}" for w in _weights(mine))
    return (
        f"PLAY_FIT {key}: ({weights}),\n"
        f"    # {len(mine)} decisions; lost against the best card, a decision: chosen"
        f" {chosen / len(mine):.2f}, fitted {fitted / len(mine):.2f} (cross-validated);"
        f" a deal: {(chosen - fitted) / deals:+.2f} points gained"
    )


if __name__ == "__main__":
    main()
