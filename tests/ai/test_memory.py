"""A forgetful player's memory (ai/memory.py) and the easy level that uses it (issue 28)."""

from __future__ import annotations

import random

from ai.levels import make_agent
from ai.memory import Memory
from game.rules import parse_card

# four players: two whole tricks, then two cards on the table
PLAYS = [parse_card(t) for t in "2c 3c 4c 5c 2d 3d 4d 5d 2h 3h".split()]


def test_the_table_and_the_last_tricks_are_remembered_whole():
    rng = random.Random(1)
    assert Memory(tricks=1, recall=0.0).played(PLAYS, 2, 4, rng) == set(PLAYS[4:])
    assert Memory(tricks=2, recall=0.0).played(PLAYS, 2, 4, rng) == set(PLAYS)
    assert Memory(tricks=0, recall=0.0).played(PLAYS, 2, 4, rng) == set(PLAYS[8:])


def test_older_cards_are_kept_at_the_recall_rate():
    rng = random.Random(2)
    memory = Memory(tricks=0, recall=0.5)
    kept = [len(memory.played(PLAYS, 0, 4, rng)) for _ in range(2000)]
    assert 4.8 < sum(kept) / len(kept) < 5.2  # ten old cards, each kept half the time
    assert Memory(tricks=0, recall=1.0).played(PLAYS, 0, 4, rng) == set(PLAYS)


def test_huutopussi_easy_forgets_and_counts_a_forgotten_card_as_still_out():
    """The easy Huutopussi player thinks a card played two tricks ago may still be held
    (HP-21: play), so a lower card of its suit is not the best any more to him."""
    from game.games.huutopussi.cpu import EASY_MEMORY, Facts, HuutopussiAgent
    from game.games.huutopussi.options import rules_for
    from game.rules import get_ruleset

    agent = make_agent("easy", "huutopussi")
    assert isinstance(agent, HuutopussiAgent) and agent.memory == EASY_MEMORY
    rs = get_ruleset("huutopussi")
    config = rs.config("pagat", {}, 4)
    st = rs.new_deal(config, 0, rng=random.Random(5))
    rng = random.Random(5)
    perfect = HuutopussiAgent()
    from ai.agent import Observation

    while st.to_move is not None and sum(1 for _, a in st.history if a.kind == "play") < 12:
        st.apply(perfect.choose(Observation(st, st.to_move), rng))
    view = st.view(st.to_move)
    plays = [parse_card(t.split()[-1]) for _, t in view.history if t.startswith("play ")]
    first = set(plays[:4])
    knows = Facts(view, rules_for(config))
    forgets = Facts(view, rules_for(config), (Memory(tricks=1, recall=0.0), rng))
    assert not first & set(knows.unseen) and first <= set(forgets.unseen)
