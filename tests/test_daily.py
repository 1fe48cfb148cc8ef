"""The deal of the day (issue 24, part 5): same cards for a date, played once, streaks, its own file."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from game import daily, stats
from game.games import MENU

DAY = dt.date(2026, 11, 25)


def deal_of(game: str, date: dt.date, version: str = "0.1.0") -> object:
    return daily.daily_match(game, date, version).deals[0]


@pytest.mark.parametrize("game", MENU)
def test_same_deal_on_the_same_date_another_the_next_day(game: str) -> None:
    first, again = deal_of(game, DAY), deal_of(game, DAY)
    assert first == again
    assert deal_of(game, DAY + dt.timedelta(days=1)) != first
    assert deal_of(game, DAY, "0.2.0") != first


def test_the_seed_formula_is_fixed() -> None:
    # Documented in game/daily.py: everyone computes the same number for a date and version.
    import hashlib

    text = "tricktable daily 0.1.0 fipsen 2026-11-25"
    expected = int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")
    assert daily.daily_seed("fipsen", DAY, "0.1.0") == expected
    assert daily.daily_seed("finesse", DAY, "0.1.0") != expected


def test_each_game_uses_its_default_preset_and_players() -> None:
    for game in MENU:
        config = daily.daily_match(game, DAY).config
        assert config == daily.daily_config(game)


def test_recorded_once_a_day() -> None:
    book = daily.DailyBook()
    assert book.start("fipsen", DAY)
    assert not book.start("fipsen", DAY)  # begun: not again that day
    assert book.finish("fipsen", DAY, -16)
    assert not book.finish("fipsen", DAY, 12)  # the first score stands
    assert book.entry("fipsen", DAY) == daily.Entry(-16)
    assert not book.start("fipsen", DAY)
    assert book.start("finesse", DAY)  # another game's daily is its own
    assert book.start("fipsen", DAY + dt.timedelta(days=1))


def test_a_deal_not_begun_cannot_be_recorded() -> None:
    assert not daily.DailyBook().finish("fipsen", DAY, 3)


def play(book: daily.DailyBook, date: dt.date, score: int | None = 0) -> None:
    book.start("fipsen", date)
    if score is not None:
        book.finish("fipsen", date, score)


def test_streak_counts_consecutive_days_and_resets_after_a_missed_day() -> None:
    book = daily.DailyBook()
    day = dt.timedelta(days=1)
    for i in range(3):
        play(book, DAY - i * day)
    assert book.streak("fipsen", DAY) == 3
    assert book.streak("fipsen", DAY + day) == 3  # today's not played yet: the streak holds
    assert book.streak("fipsen", DAY + 2 * day) == 0  # a missed day ends it
    play(book, DAY + 2 * day)
    assert book.streak("fipsen", DAY + 2 * day) == 1
    assert book.streak("finesse", DAY) == 0


def test_an_abandoned_deal_ends_the_streak() -> None:
    book = daily.DailyBook()
    day = dt.timedelta(days=1)
    play(book, DAY - day)
    play(book, DAY, None)  # begun and left
    assert book.streak("fipsen", DAY) == 0
    assert not book.can_play("fipsen", DAY)
    assert book.played("fipsen") == 1


def test_survives_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "daily.json"
    book = daily.DailyBook()
    play(book, DAY, -16)
    book.set_par("fipsen", DAY, 12)
    daily.save(book, path)
    loaded = daily.load(path)
    assert loaded.message == ""
    assert loaded.book.entry("fipsen", DAY) == daily.Entry(-16, 12)
    assert not loaded.book.start("fipsen", DAY)


@pytest.mark.parametrize("content", ["{not json", '{"format": 1, "days": []}', '{"format": 9, "days": {}}'])
def test_a_damaged_daily_file_loses_nothing_else(tmp_path: Path, content: str) -> None:
    stats_path = tmp_path / "statistics.json"
    tallies = stats.Statistics()
    tallies.tally("fipsen", "prisdorf").deals = 7
    stats.save(tallies, stats_path)
    before = stats_path.read_text()
    path = tmp_path / "daily.json"
    path.write_text(content)
    loaded = daily.load(path)
    assert loaded.book.days == {}
    assert "deal-of-the-day" in loaded.message and loaded.set_aside is not None
    assert loaded.set_aside.read_text() == content  # kept, not lost
    assert not path.exists()
    assert stats_path.read_text() == before
    assert stats.load(stats_path).stats.tally("fipsen", "prisdorf").deals == 7


def test_odd_entries_are_read_as_unknown(tmp_path: Path) -> None:
    path = tmp_path / "daily.json"
    path.write_text(json.dumps({"format": 1, "days": {"2026-11-25": {"fipsen": {"score": "x", "par": 4}}}}))
    assert daily.load(path).book.entry("fipsen", DAY) == daily.Entry(None, 4)


def test_a_deal_without_play_is_followed_by_the_next_deal() -> None:
    # Huutopussi's deal of 2026-11-25: South's bid, then West demands a redeal (HP rules:
    # a redeal ends the deal without play), so the next deal of the same match counts.
    match = daily.daily_match("huutopussi", DAY, "0.1.0")
    for text in ("bid 50", "bid 55", "redeal"):
        match.apply(text)
    assert match.deal_over and daily.result(match) is None and daily.needs_next_deal(match)
    match.next_deal()
    again = daily.daily_match("huutopussi", DAY, "0.1.0")
    for text in ("bid 50", "bid 55", "redeal"):
        again.apply(text)
    again.next_deal()
    assert match.deals[1] == again.deals[1]  # the second deal is seeded too


def test_an_all_pass_deal_does_not_count_a_played_one_does() -> None:
    # Prisdorf's deal of 2026-11-25: four passes end it without play (FP all-pass: thrown in).
    match = daily.daily_match("fipsen", DAY, "0.1.0")
    while not match.deal_over:
        match.apply(match.state.legal_actions()[-1])
    assert daily.result(match) is None and daily.needs_next_deal(match)
    played = daily.daily_match("fipsen", DAY, "0.1.0")
    while not played.deal_over:
        played.apply(played.state.legal_actions()[0])  # every bid raised, then played out
    assert played.outcomes[-1].scores == (0, 0, -80, 0)
    assert daily.result(played) == 0 and not daily.needs_next_deal(played)
