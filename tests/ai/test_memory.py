"""A forgetful player's memory (ai/memory.py) and the easy level that uses it (issue 28)."""

from __future__ import annotations

import random

import pytest

from ai.levels import make_agent
from ai.memory import EASY_MEMORY, Memory
from ai.slips import EASY_NOISE
from game.rules import parse_card

# four players: two whole tricks, then two cards on the table
PLAYS = [parse_card(t) for t in "2c 3c 4c 5c 2d 3d 4d 5d 2h 3h".split()]


def test_the_table_and_the_last_tricks_are_remembered_whole_and_in_order():
    rng = random.Random(1)
    assert Memory(tricks=1, recall=0.0).remembered(PLAYS, 2, 4, rng) == PLAYS[4:]
    assert Memory(tricks=2, recall=0.0).remembered(PLAYS, 2, 4, rng) == PLAYS
    assert Memory(tricks=0, recall=0.0).remembered(PLAYS, 2, 4, rng) == PLAYS[8:]


def test_older_cards_are_kept_at_the_recall_rate():
    rng = random.Random(2)
    memory = Memory(tricks=0, recall=0.5)
    kept = [len(memory.remembered(PLAYS, 0, 4, rng)) for _ in range(2000)]
    assert 4.8 < sum(kept) / len(kept) < 5.2  # ten old cards, each kept half the time
    assert Memory(tricks=0, recall=1.0).remembered(PLAYS, 0, 4, rng) == PLAYS


def test_two_copies_of_a_card_are_two_memories():
    """Finesse plays two packs: each copy played is remembered or forgotten on its own."""
    twice = [parse_card("Ah"), parse_card("Ah")]
    assert Memory(tricks=0, recall=1.0).remembered(twice, 0, 4, random.Random(3)) == twice


@pytest.mark.parametrize("game", ["huutopussi", "hasenpfeffer", "finesse", "fipsen", "skitgubbe"])
def test_easy_is_the_forgetful_rules_of_thumb(game):
    agent = make_agent("easy", game)
    assert agent.memory == EASY_MEMORY and agent.noise == EASY_NOISE  # type: ignore[attr-defined]
    assert agent.name.endswith("-human")  # type: ignore[attr-defined]


def test_a_forgetful_huutopussi_player_counts_a_forgotten_card_as_still_out():
    """A forgetful Huutopussi player thinks a card played two tricks ago may still be held
    (HP-21: play), so a lower card of its suit is not the best any more to him."""
    from game.games.huutopussi.cpu import Facts, HuutopussiAgent
    from game.games.huutopussi.options import rules_for
    from game.rules import get_ruleset

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


def _midway(game: str, preset: str, plays: int):
    """A view of a seeded deal played by the rules of thumb until ``plays`` cards are played."""
    from ai.agent import Observation
    from ai.knowledge import game_ai
    from game.rules import get_ruleset

    rs = get_ruleset(game)
    st = rs.new_deal(rs.config(preset, {}, 4), 0, rng=random.Random(7))
    rng = random.Random(7)
    heuristic = game_ai(game).heuristic
    assert heuristic is not None
    agent = heuristic(0.0)
    while st.to_move is not None and sum(1 for _, a in st.history if a.kind == "play") < plays:
        st.apply(agent.choose(Observation(st, st.to_move), rng))
    return st.view(st.to_move)


def test_a_forgetful_hasenpfeffer_player_forgets_the_older_tricks():
    from game.games.hasenpfeffer.cpu import _played

    view = _midway("hasenpfeffer", "default", 12)
    everything = _played(view)
    forgetful = _played(view, (Memory(tricks=1, recall=0.0), random.Random(1)))
    assert len(everything) == 12 and forgetful < everything and len(forgetful) == 4 + len(view.trick)


def test_a_forgetful_finesse_player_thinks_forgotten_cards_still_out():
    from game.games.finesse.cpu import Facts

    view = _midway("finesse", "default", 12)
    knows = Facts(view)
    forgets = Facts(view, (Memory(tricks=1, recall=0.0), random.Random(1)))
    assert sum((forgets.unseen - knows.unseen).values()) == 12 - 4 - len(view.trick)


def test_older_tricks_are_lost_the_last_kept():
    tricks = [[(s, c) for s, c in enumerate(PLAYS[i : i + 4])] for i in (0, 4)]
    assert Memory(tricks=1, recall=0.0).lost(tricks, random.Random(1)) == set(PLAYS[:4])
    assert Memory(tricks=1, recall=1.0).lost(tricks, random.Random(1)) == set()
    assert Memory(tricks=2, recall=0.0).lost(tricks, random.Random(1)) == set()


@pytest.mark.parametrize("preset", ["prisdorf", "grossenaspe"])
def test_a_forgetful_fipsen_player_thinks_forgotten_cards_still_out(preset):
    """Prisdorf's facts and the regional forms' deal both leave forgotten cards unseen."""
    from game.games.fipsen.cpu import declarer, facts

    view = _midway("fipsen", preset, 8)  # two tricks: the first forgotten
    if preset == "prisdorf":
        known = facts.read(view)
    else:
        known = declarer.read(view, preset, {})
    everything = set(known.played)
    known.forgotten = Memory(tricks=1, recall=0.0).lost(known.tricks, random.Random(1))
    assert known.forgotten and known.played == everything - known.forgotten


def test_a_forgetful_thedinghausen_player_plays_otherwise_once_it_forgets_a_trick():
    """Thedinghausen (FT-10: each for himself) leads a sure winner first; a card is sure
    when no unseen card beats it (fipsen.md Part C). A player who has forgotten the first
    trick counts its cards as unseen again, so a card they made sure may no longer be."""
    from ai.agent import Observation
    from game.games.fipsen.cpu.thedinghausen import ThedinghausenAgent
    from game.rules import get_ruleset

    rs = get_ruleset("fipsen")
    config = rs.config("thedinghausen", {}, 5)
    forgetful = ThedinghausenAgent(memory=Memory(tricks=1, recall=0.0))
    for seed in range(200):
        st = rs.new_deal(config, 0, rng=random.Random(seed))
        rng = random.Random(seed)
        while st.to_move is not None and len([a for _, a in st.history if a.kind == "play"]) < 10:
            st.apply(ThedinghausenAgent().choose(Observation(st, st.to_move), rng))
        if st.to_move is None or st.legal_actions()[0].kind != "play":
            continue
        obs = Observation(st, st.to_move)
        if ThedinghausenAgent().choose(obs, random.Random(1)) != forgetful.choose(obs, random.Random(1)):
            return
    pytest.fail("no position where forgetting the first trick changed the play")


def test_a_forgetful_skitgubbe_player_counts_older_rounds_as_still_out():
    """In phase 1 a card that may win the round is weighed by the unseen cards that would
    beat it (SG-10); a forgetful player counts the cards of older rounds (SG-8, SG-13)
    among them, but never a card it can see in a hand."""
    from ai.agent import Observation
    from game.games.skitgubbe.cpu import SkitgubbeAgent, _forgotten, _unseen
    from game.rules import get_ruleset

    rs = get_ruleset("skitgubbe")
    st = rs.new_deal(rs.config(None, {}, 3), 0, rng=random.Random(7))
    rng = random.Random(7)
    while len(st.history) < 12 or st.view(st.to_move).phase != "collect":
        st.apply(SkitgubbeAgent().choose(Observation(st, st.to_move), rng))
    view = st.view(st.to_move)
    everything = Memory(tricks=0, recall=1.0)
    assert _unseen(view, (everything, rng)) == _unseen(view)
    nothing = Memory(tricks=0, recall=0.0)
    lost = _forgotten(view, nothing, rng)
    on_table = {c for _, cards in view.trick for c in cards}
    in_hands = {c for hand in view.hands for c in hand if c is not None}
    assert lost and not lost & (on_table | in_hands)
    assert set(_unseen(view, (nothing, rng))) == set(_unseen(view)) | lost
