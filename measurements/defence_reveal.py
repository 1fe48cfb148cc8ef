"""What the Huutopussi defenders would gain from knowing hidden hands (issue 28): ``hard``
defends with worlds that keep the true hand of some seats (the rest resampled as usual),
against ``easy``, paired on the same duplicate deals with plain ``hard``.

    PYTHONPATH=. python measurements/defence_reveal.py --reveal partner declarer --deals 400 \
        --seed 11 --iterations 1000 --journal measurements/journals/huutopussi-defence-reveal.jsonl

Four players, partners opposite. A defender (his side did not win the auction) searches
worlds in which the hands named by ``--reveal`` are the true ones: ``partner``, ``declarer``,
``dpartner`` (the declarer's partner) or ``all``; ``partner-lead`` and ``partner-follow``
(``declarer-``, the same) keep that hand only at the defender's leads (and declarations)
or follows; ``inferred`` keeps no hand but weighs the defenders' worlds by the other seats' calls
(``worlds.inferred_world``, which the search uses with three players only). ``none`` is plain
``hard``: the baseline, played first for every deal. The auction, the exchange and the
contract are the rules' (``cpu.searched``) and the declaring side plays as plain ``hard``
with the same random numbers, so the plays in which A declares are the baseline's; only
those in which easy declares are played again. Each deal is added to the journal (preset,
iterations, seed, mode, index, A's score less easy's, the contracts) and skipped when
already there.

Prints each mode's mean a deal less the baseline's, paired, with its 95% interval, and how
often easy made its contracts.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from collections.abc import Callable
from dataclasses import asdict
from multiprocessing import Pool
from pathlib import Path
from typing import Any

from ai.agent import Agent, Observation
from ai.arena import DealResult, Match, _contract, _play, play_duplicate, sides
from ai.levels import make_agent
from ai.pimc import EndgameAgent
from ai.search import SearchAgent
from game.games.huutopussi.cards import PLAY
from game.games.huutopussi.state import HuutopussiState
from game.games.huutopussi.worlds import inferred_world
from game.rules import GameConfig, State, get_ruleset

sys.path.insert(0, str(Path(__file__).parent))
from flat_journal import add, appending, entries  # noqa: E402  (the measurement scripts' journal lines)

Determinizer = Callable[[Observation, random.Random], State]
MODES = (
    "none",
    "partner",
    "declarer",
    "dpartner",
    "all",
    "partner-lead",
    "partner-follow",
    "declarer-lead",
    "declarer-follow",
    "inferred",
)


class Revealing(HuutopussiState):
    """A deal whose resampling treats the hands of ``open_hands`` as known to every seat."""

    __slots__ = ()
    open_hands: frozenset[int] = frozenset()

    def known_to(self, seat: int, s: int) -> int:
        return self.hands[s] if s in self.open_hands else super().known_to(seat, s)


def revealing(seats: frozenset[int]) -> type[Revealing]:
    """The ``Revealing`` deal that keeps the hands of ``seats``."""
    return type("Revealing", (Revealing,), {"__slots__": (), "open_hands": seats})


def defender_worlds(base: Determinizer, mode: str) -> Determinizer:
    """``base``, except for a defender after the auction: the worlds of ``mode``."""
    kinds: dict[frozenset[int], type[Revealing]] = {}

    def determinize(obs: Observation, rng: random.Random) -> State:
        state = obs._state
        assert isinstance(state, HuutopussiState)
        seat, d = obs.seat, state.declarer
        if d < 0 or (d - seat) % 2 == 0:
            return base(obs, rng)
        if mode == "inferred":
            return inferred_world(obs, rng)
        who, _, when = mode.partition("-")
        lead = state.phase == PLAY and not state.trick
        if (when == "lead" and not lead) or (when == "follow" and not state.trick):
            return base(obs, rng)
        seats = {"partner": {seat ^ 2}, "declarer": {d}, "dpartner": {d ^ 2}, "all": {seat ^ 2, d, d ^ 2}}
        kept = frozenset(seats[who])
        if kept not in kinds:
            kinds[kept] = revealing(kept)
        world = state.clone()
        world.__class__ = kinds[kept]
        return world.resample(seat, rng)

    return determinize


def defender(mode: str, iterations: int) -> Agent:
    """``hard`` at an iteration cap, defending with the worlds of ``mode``."""
    agent = make_agent("hard", "huutopussi", move_time=30.0, iterations=iterations)
    if mode == "none":
        return agent
    assert isinstance(agent, EndgameAgent) and isinstance(agent.search, SearchAgent)
    search = agent.search.search
    search.determinize = agent.pimc.determinize = defender_worlds(search.determinize, mode)
    return agent


def replay(
    config: GameConfig, mode: str, iterations: int, seed: int, index: int, base: dict[str, Any]
) -> dict[str, Any]:
    """Deal ``index`` with A defending by ``mode``: the baseline's plays where A declared."""
    rs = get_ruleset("huutopussi")
    agents = (defender(mode, iterations), make_agent("easy", "huutopussi"))
    deal_seed = random.Random(f"{seed}:{index}").getrandbits(64)
    dealer = index % config.players
    known = base["contracts"] if len(base["contracts"]) == 2 else [None, None]
    diffs, contracts = [], []
    for r, a_seats in enumerate(sides(config)):
        old = known[r]
        if old is not None and old["side"] == "a":
            diffs.append(old["declarer_score"] - old["opponents_score"])
            contracts.append(old)
            continue
        state = rs.new_deal(config, dealer, rng=random.Random(deal_seed))
        rngs = [random.Random(f"{deal_seed}:{r}:{s}") for s in range(config.players)]
        _play(state, dealer, agents, a_seats, rngs, DealResult(0.0, [], []))
        outcome = state.outcome()
        assert outcome is not None
        mine = [x for x, a in zip(outcome.scores, a_seats, strict=True) if a]
        theirs = [x for x, a in zip(outcome.scores, a_seats, strict=True) if not a]
        diffs.append(statistics.fmean(mine) - statistics.fmean(theirs))
        contract = _contract(state, a_seats, 1)
        if contract is not None:
            contracts.append(asdict(contract))
    return {"mode": mode, "index": index, "diff": statistics.fmean(diffs), "contracts": contracts}


def baseline(config: GameConfig, iterations: int, seed: int, index: int) -> dict[str, Any]:
    """Deal ``index`` played whole by plain ``hard`` against ``easy``."""
    match = Match(config, "hard", "easy", seed, move_time=30.0, iterations=iterations)
    result = play_duplicate(match, index)
    return {
        "mode": "none",
        "index": index,
        "diff": result.diff,
        "contracts": [asdict(c) for c in result.contracts],
    }


def _job(args: tuple[GameConfig, str, int, int, int, dict[str, Any] | None]) -> dict[str, Any]:
    config, mode, iterations, seed, index, base = args
    if base is None:
        return baseline(config, iterations, seed, index)
    return replay(config, mode, iterations, seed, index, base)


def report(done: dict[tuple[str, int], dict[str, Any]], modes: list[str], deals: int) -> None:
    """Each mode's gain a deal over the baseline, paired on the deals both played."""
    for mode in modes:
        pairs = [
            (done[mode, i], done["none", i])
            for i in range(deals)
            if (mode, i) in done and ("none", i) in done
        ]
        if mode == "none" or len(pairs) < 2:
            continue
        gain = [v["diff"] - b["diff"] for v, b in pairs]
        mean, half = statistics.fmean(gain), 1.96 * statistics.stdev(gain) / math.sqrt(len(gain))
        made = [
            [c["declarer_score"] > 0 for v in vs for c in v["contracts"] if c["side"] == "b"]
            for vs in zip(*pairs, strict=True)
        ]
        print(
            f"{mode}: {mean:+.2f} [{mean - half:+.2f}, {mean + half:+.2f}] a deal over {len(pairs)} deals;"
            f" easy made {statistics.fmean(made[0]):.1%} of its contracts"
            f" (plain hard: {statistics.fmean(made[1]):.1%})"
        )


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--preset", default="default")
    p.add_argument("--reveal", nargs="+", choices=MODES, default=["none", "partner"])
    p.add_argument("--deals", type=int, default=400)
    p.add_argument("--seed", type=int, default=11)
    p.add_argument("--iterations", type=int, default=1000)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--journal", type=Path, required=True)
    a = p.parse_args()
    config = get_ruleset("huutopussi").config(a.preset, {}, 4)
    done = {
        (d["mode"], d["index"]): d
        for d in entries(a.journal)
        if (d.get("preset"), d.get("iterations"), d.get("seed")) == (a.preset, a.iterations, a.seed)
    }
    modes = ["none", *(m for m in a.reveal if m != "none")]
    with Pool(a.jobs) as pool, appending(a.journal) as out:
        for mode in modes:
            todo = [i for i in range(a.deals) if (mode, i) not in done]
            args = [
                (config, mode, a.iterations, a.seed, i, None if mode == "none" else done["none", i])
                for i in todo
            ]
            for d in pool.imap_unordered(_job, args):
                done[mode, d["index"]] = d
                add(out, {"preset": a.preset, "iterations": a.iterations, "seed": a.seed, **d})
    report(done, modes, a.deals)


if __name__ == "__main__":
    main()
