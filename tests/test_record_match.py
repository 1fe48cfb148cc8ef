"""Records, replay and matches, for every registered preset (DESIGN.md "Records")."""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from game.match import Match
from game.record import Record, RecordError, replay
from game.rules import ConfigError, get_ruleset
from game.rules.names import seat_name

from .contract import all_variants, config_with

VARIANTS = all_variants()
IDS = [f"{g}-{p}-{n}" for g, p, n in VARIANTS]


def play_match(variant, seed: int, deals: int = 3) -> Match:
    """A match of random legal play, stopped after ``deals`` deals or at its end."""
    game, preset, players = variant
    rng = random.Random(seed)
    match = Match(config_with(game, preset, players, rng), seed=seed)
    for _ in range(deals):
        while not match.deal_over:
            match.apply(rng.choice(match.state.legal_actions()))
        if match.over:
            break
        match.next_deal()
    # leave the last deal part-played
    for _ in range(rng.randrange(6)):
        if match.deal_over:
            break
        match.apply(rng.choice(match.state.legal_actions()))
    return match


@pytest.mark.parametrize("variant", VARIANTS, ids=IDS)
@given(seed=st.integers(0, 2**31))
def test_replaying_a_record_reproduces_the_match(variant, seed):
    match = play_match(variant, seed)
    record = Record.loads(match.to_record().dumps())
    results, totals, over, winner = replay(record)
    assert totals == match.totals
    assert over == match.over
    assert winner == match.winner
    assert [r.outcome for r in results if r.outcome] == match.outcomes
    assert results[-1].state.view(0) == match.state.view(0)
    resumed = Match.from_record(record)
    assert resumed.state.locations() == match.state.locations()
    assert resumed.state.legal_actions() == match.state.legal_actions()


@pytest.mark.parametrize("variant", VARIANTS[:1], ids=IDS[:1])
def test_undo_returns_to_the_seats_previous_decision(variant):
    rng = random.Random(5)
    game, preset, players = variant
    match = Match(get_ruleset(game).config(preset, None, players), seed=5)
    seen = []
    while not match.deal_over:
        seen.append((match.state.to_move, match.state.view(0)))
        match.apply(rng.choice(match.state.legal_actions()))
    totals_before = [0] * players
    assert match.undo(0) or not any(s == 0 for s, _ in seen)
    if any(s == 0 for s, _ in seen):
        last = max(i for i, (s, _) in enumerate(seen) if s == 0)
        assert match.state.view(0) == seen[last][1]
        assert match.totals == totals_before and not match.deal_over


def _play_out(match: Match, rng: random.Random) -> None:
    while not match.deal_over:
        match.apply(rng.choice(match.state.legal_actions()))


@pytest.mark.parametrize("variant", VARIANTS, ids=IDS)
def test_a_replayed_deal_is_the_next_deal_with_the_same_cards(variant):
    """The finished deal keeps its place; the replay is the next deal, by the same dealer
    from the same cards, and counts like any other; its record replays it and still
    shows it as a replay."""
    game, preset, players = variant
    rng = random.Random(7)
    match = Match(get_ruleset(game).config(preset, None, players), seed=7)
    _play_out(match, rng)
    assert not match.over
    outcomes, totals, played = list(match.outcomes), list(match.totals), match.played
    layout, dealer = match.deals[0].layout, match.dealer
    match.replay_deal()
    assert match.deal_number == 2 and match.is_replay(1) and not match.is_replay(0)
    assert match.state.layout() == layout and match.dealer == dealer and not match.state.history
    assert match.outcomes == outcomes and match.totals == totals and match.played == played
    _play_out(match, rng)
    assert len(match.outcomes) == 2
    assert match.totals == [t + s for t, s in zip(totals, match.outcomes[1].scores, strict=True)]
    record = Record.loads(match.to_record().dumps())
    assert replay(record)[1] == match.totals
    resumed = Match.from_record(record)
    assert resumed.is_replay(1) and resumed.totals == match.totals and resumed.played == match.played


def test_only_a_finished_deal_is_replayed_and_only_one_in_progress_restarted():
    rng = random.Random(3)
    match = Match(get_ruleset("fipsen").config("prisdorf", None, 4), seed=3)
    assert not match.restart_deal(), "nothing played yet"
    for _ in range(5):
        match.apply(rng.choice(match.state.legal_actions()))
    with pytest.raises(ValueError):
        match.replay_deal()
    layout = match.deals[0].layout
    assert match.restart_deal()
    assert not match.state.history and not match.deals[0].actions and match.deal_number == 1
    assert match.state.layout() == layout
    _play_out(match, rng)
    assert not match.restart_deal(), "a finished deal is replayed, not restarted"
    match.next_deal()
    assert not match.is_replay(1), "the next deal is a new one"


def _first_variant_record() -> dict:
    match = play_match(VARIANTS[0], 1, deals=1)
    return match.to_record().to_json()


BROKEN = [
    ("not json", "not valid JSON"),
    ("[1, 2]", "must be a JSON object"),
    ('{"format": 99}', "unsupported record format"),
    ('{"format": 1, "game": "chess", "deals": []}', "unknown game"),
]


@pytest.mark.parametrize(("text", "message"), BROKEN)
def test_broken_records_give_one_clear_line(text, message):
    with pytest.raises(RecordError) as err:
        replay(Record.loads(text))
    assert message in str(err.value) and "\n" not in str(err.value)


def test_illegal_action_names_deal_index_action_and_legal_set():
    data = _first_variant_record()
    data["deals"][0]["actions"] = data["deals"][0]["actions"][:1] + ["play Zz"]
    with pytest.raises(RecordError) as err:
        replay(Record.from_json(data))
    text = str(err.value)
    assert text.startswith("deal 1, action 2 'play Zz'") and "legal:" in text


def test_layout_that_is_not_the_deck_is_refused():
    data = _first_variant_record()
    hands = data["deals"][0]["layout"]["hands"]
    hands[0][0] = hands[1][0]  # a duplicate card, one card missing
    with pytest.raises(RecordError) as err:
        replay(Record.from_json(data))
    assert "deal 1" in str(err.value)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8),
    lambda kids: st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=8), kids, max_size=4),
    max_leaves=20,
)


HEADER_ACCEPTS = {
    "format": lambda v: v == 1 and not isinstance(v, bool),
    "game": lambda v: v == VARIANTS[0][0],
    "preset": lambda v: v is None or v == VARIANTS[0][1],
    "players": lambda v: v is None or (v == VARIANTS[0][2] and not isinstance(v, bool)),
    "options": lambda v: _same_config_with(v),
    "deals": lambda v: v == [],
}
"""Which replacement values of a record's header key still make a valid record."""


def _same_config_with(options: object) -> bool:
    """Whether ``options`` mean the first record's rules (missing options take defaults)."""
    game, preset, players = VARIANTS[0]
    record = _first_variant_record()
    if not isinstance(options, dict):
        return False
    try:
        ours = get_ruleset(game).config(preset, options, players)
    except (ConfigError, TypeError):
        return False
    return ours == get_ruleset(game).config(preset, record["options"], players)


def _replays(record: dict) -> str:
    """'' when the record replays, else the RecordError's message (any other error fails)."""
    try:
        replay(Record.from_json(record))
    except RecordError as e:
        assert str(e) and "\n" not in str(e)  # one line
        return str(e)
    return ""


@given(data=json_values, key=st.sampled_from(sorted(HEADER_ACCEPTS)))
@example(data=True, key="format")  # true is not format 1 (found by hypothesis)
@example(data="", key="preset")  # an empty preset is no preset, not the default one (found by hypothesis)
@example(data="ch\ness", key="game")  # names from the record are quoted: a newline stays inside
@example(data="pris\ndorf", key="preset")
@example(data={}, key="options")  # the preset's defaults, not the options the record was played with
def test_a_damaged_record_header_is_refused_with_one_line(data, key):
    """Any value a header key cannot take is refused; a value it can take replays."""
    base = _first_variant_record()
    base[key] = data
    assert (_replays(base) == "") == HEADER_ACCEPTS[key](data), (key, data)


def test_a_record_header_given_its_own_options_again_replays():
    """The accepting side of ``HEADER_ACCEPTS["options"]``, which random dictionaries seldom reach."""
    base = _first_variant_record()
    base["options"] = dict(base["options"])
    assert _same_config_with(base["options"]) and _replays(base) == ""


@given(data=json_values, key=st.sampled_from(["dealer", "seed", "actions", "layout", "x"]))
@example(data={"\n": None}, key="layout")  # found by hypothesis: a pile named by a newline
@example(data=["bid\n3"], key="actions")
def test_a_damaged_deal_is_refused_with_one_line(data, key):
    """A deal's damaged entry is refused, except where it is valid after all: an unknown
    extra key; a dealer, seed or layout left out or another valid dealer or seed (then
    the recorded actions decide). Actions cut short are refused: more deals follow."""
    base = _first_variant_record()
    base["deals"][0][key] = data
    error = _replays(base)
    players = VARIANTS[0][2]
    fine = {
        "dealer": data is None or (type(data) is int and 0 <= data < players),
        "seed": data is None or type(data) is int,
        "actions": False,
        "layout": data is None,
        "x": True,
    }[key]
    if key != "x" and fine:
        return  # a valid dealer or seed may still make the recorded actions illegal
    assert (error == "") == fine, (key, data, error)


def test_replay_cli_json_and_errors(tmp_path):
    good = tmp_path / "good.json"
    good.write_text(json.dumps(_first_variant_record()))
    out = subprocess.run(
        [sys.executable, "-m", "game", "replay", str(good), "--json"], capture_output=True, text=True
    )
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    assert set(result) == {"deals", "totals", "match_over", "winner"}
    assert all({"over", "scores", "summary"} <= set(d) for d in result["deals"])
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"\x00\xff{")
    out = subprocess.run([sys.executable, "-m", "game", "replay", str(bad)], capture_output=True, text=True)
    assert out.returncode == 2 and "Traceback" not in out.stderr and out.stderr.count("\n") == 1
    out = subprocess.run(
        [sys.executable, "-m", "game", "replay", str(tmp_path / "missing.json")],
        capture_output=True,
        text=True,
    )
    assert out.returncode == 2 and "Traceback" not in out.stderr


@pytest.mark.parametrize(
    "args",
    [["bad.json", "--json"], ["--json", "missing.json"], ["--json"], ["bad.json", "--json", "--deal", "1"]],
    ids=["damaged", "missing", "no-file", "unknown-flag"],
)
def test_replay_json_reports_errors_as_json(tmp_path, monkeypatch, capsys, args):
    """With --json a bad input is a JSON object on stdout, still with status 2."""
    from game.replay import main as replay_main

    monkeypatch.chdir(tmp_path)
    (tmp_path / "bad.json").write_bytes(b"\x00\xff{")
    try:
        status = replay_main(args)
    except SystemExit as stop:
        status = stop.code
    out = capsys.readouterr()
    assert status == 2 and out.err == ""
    assert out.out.count("\n") == 1
    error = json.loads(out.out)
    assert set(error) == {"error"} and isinstance(error["error"], str) and error["error"]


_SEAT_WORD = re.compile(r"\bSeat \d+\b|\b(?:North|South)(?:-(?:East|West))?\b|\b(?:East|West)\b")
"""A seat as a summary's text might name it: by number or by compass name."""


@pytest.mark.parametrize("variant", VARIANTS, ids=IDS)
def test_replay_names_seats_as_the_summaries_do(variant, tmp_path, capsys):
    """The replay's dealer is a name from the same set as the summaries' seats in plain text
    (the compass names: "South", "North-West")."""
    from game.replay import main as replay_main

    match = play_match(variant, 4, deals=4)
    players = variant[2]
    labels = {seat_name(s, players, you=False) for s in range(players)}
    assert len(labels) == players
    for o in match.outcomes:
        text = o.text()
        assert set(_SEAT_WORD.findall(re.sub("North-South|East-West", "", text))) <= labels, text
    path = tmp_path / "match.json"
    path.write_text(match.to_record().dumps())
    assert replay_main([str(path)]) == 0
    dealers = re.findall(r"^deal \d+ \(dealer (.+?)\): ", capsys.readouterr().out, re.M)
    assert dealers == [seat_name(d, players, you=False) for d in match.dealers]


def test_replay_into_a_reader_that_stops_early_prints_no_traceback():
    """``python -m game replay FILE | head -1``: the reader closes the pipe; the command ends
    without a traceback."""
    import subprocess
    import sys
    from pathlib import Path

    example = Path(__file__).resolve().parents[1] / "examples" / "finesse.json"
    proc = subprocess.Popen(
        [sys.executable, "-m", "game", "replay", str(example)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        bufsize=0,
    )
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()  # the reader is gone before the first line, as a head that stopped
    err = proc.stderr.read().decode()
    proc.wait(timeout=60)
    assert "Traceback" not in err and "BrokenPipeError" not in err, err


def _replay_out(capsys, *args: str) -> str:
    from game.replay import main as replay_main

    assert replay_main(list(args)) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("game", ["skitgubbe", "huutopussi", "fipsen"])
def test_the_replay_text_speaks_the_language_and_its_json_does_not(game, tmp_path, capsys):
    """Issue 23: ``replay --lang de`` prints German words, seat names and summaries; the
    JSON is the same in every language (the rules' English summaries)."""
    variant = next(v for v in VARIANTS if v[0] == game)
    path = tmp_path / "match.json"
    path.write_text(play_match(variant, 3, deals=2).to_record().dumps())
    english = _replay_out(capsys, str(path), "--lang", "en")
    german = _replay_out(capsys, str(path), "--lang", "de")
    assert english.startswith("deal 1 (dealer ") and "totals: " in english
    assert german.startswith("Spiel 1 (Geber ") and "Stand: " in german
    assert not re.search(r"\b(?:South|North|East|Seat)", german), german  # 'West' is German too
    assert not re.search(r"\b(?:is|bid|took|made|lost|the|and)\b", german), german
    jsons = {lang: _replay_out(capsys, str(path), "--json", "--lang", lang) for lang in ("en", "de", "ja")}
    assert jsons["en"] == jsons["de"] == jsons["ja"]
    assert _replay_out(capsys, str(path), "--json") == jsons["en"]


def test_the_replay_speaks_the_language_chosen_at_the_table(tmp_path, capsys, monkeypatch):
    """Without --lang the replay speaks the settings' language, else the system's."""
    from game import settings

    path = tmp_path / "match.json"
    path.write_text(json.dumps(_first_variant_record()))
    chosen = tmp_path / "settings.json"
    monkeypatch.setattr(settings, "default_path", lambda: chosen)
    monkeypatch.setenv("LANGUAGE", "sv")
    assert _replay_out(capsys, str(path)).startswith("giv 1 (givare ")
    chosen.write_text(json.dumps({"language": "fi"}))
    assert _replay_out(capsys, str(path)).startswith("jako 1 (jakaja ")
    assert _replay_out(capsys, str(path), "--lang", "en").startswith("deal 1 (dealer ")
    chosen.write_text("{damaged")
    assert _replay_out(capsys, str(path)).startswith("giv 1 (givare ")
    assert chosen.read_text() == "{damaged"  # only read: the table sets a damaged file aside
