"""The recent deals kept for the review (issue 24, part 2): ``game.recent``."""

from __future__ import annotations

import json
import random

from game import recent
from game.match import Match
from game.record import replay
from game.rules import get_ruleset


def finished_match(seed: int = 5, deals: int = 2) -> Match:
    """Random play until ``deals`` deals have ended."""
    rng = random.Random(seed)
    m = Match(get_ruleset("fipsen").config("prisdorf", None, 4), seed=seed)
    while len(m.outcomes) < deals:
        if m.deal_over:
            m.next_deal()
        m.apply(rng.choice(m.state.legal_actions()))
    return m


def test_a_kept_deal_replays_to_its_own_result(tmp_path):
    m = finished_match()
    kept = recent.RecentDeals()
    kept.add(m, 1, when="2026-11-26 11:02")
    path = tmp_path / recent.FILE_NAME
    recent.save(kept, path)
    loaded = recent.load(path)
    assert loaded.message == ""
    entry = loaded.recent.entries[0]
    assert (entry.deal, entry.score, entry.ended) == (1, m.outcomes[1].scores[0], "2026-11-26 11:02")
    results, totals, _, _ = replay(entry.record)
    assert results[1].outcome is not None and list(results[1].outcome.scores) == list(m.outcomes[1].scores)
    assert totals == m.totals


def test_only_the_newest_are_kept():
    m = finished_match(deals=1)
    kept = recent.RecentDeals()
    for i in range(recent.KEEP + 5):
        kept.add(m, 0, when=f"{i:02d}")
    assert len(kept.entries) == recent.KEEP
    assert kept.entries[0].ended == f"{recent.KEEP + 4:02d}"  # newest first


def test_a_damaged_file_is_set_aside_with_a_clear_message(tmp_path):
    path = tmp_path / recent.FILE_NAME
    path.write_text("{ not json")
    loaded = recent.load(path)
    assert loaded.recent.entries == []
    assert "recent deals" in loaded.message and "not valid JSON" in loaded.message
    kept = list(tmp_path.glob(f"{recent.FILE_NAME}.damaged-*"))
    assert len(kept) == 1 and kept[0].read_text() == "{ not json"  # nothing lost
    assert not path.exists()


def test_a_file_of_another_shape_is_set_aside(tmp_path):
    path = tmp_path / recent.FILE_NAME
    path.write_text(json.dumps({"format": 1, "deals": "none"}))
    loaded = recent.load(path)
    assert loaded.recent.entries == [] and "does not hold recent deals" in loaded.message
    assert list(tmp_path.glob(f"{recent.FILE_NAME}.damaged-*"))


def test_an_unreadable_entry_is_left_out_and_the_others_kept(tmp_path):
    m = finished_match(deals=1)
    kept = recent.RecentDeals()
    kept.add(m, 0, when="a")
    data = json.loads(kept.to_json())
    broken = dict(data["deals"][0], deal=7)  # no such deal in its record
    data["deals"] = [broken, data["deals"][0], {"record": {"format": 1, "game": "nope", "deals": []}}]
    path = tmp_path / recent.FILE_NAME
    path.write_text(json.dumps(data))
    loaded = recent.load(path)
    assert loaded.message == "" and [e.ended for e in loaded.recent.entries] == ["a"]


def test_a_missing_file_is_an_empty_list(tmp_path):
    loaded = recent.load(tmp_path / "none.json")
    assert loaded.recent.entries == [] and loaded.message == ""
