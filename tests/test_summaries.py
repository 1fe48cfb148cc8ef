"""Deal summaries name seats and teams by reference and are rendered with someone's names
(game/rules/names.py): plain text with the rules' compass names, the table with its own."""

from __future__ import annotations

import random
import re

import pytest

from game.games import MENU
from game.match import Match
from game.rules import ConfigError, Outcome, get_ruleset
from game.rules.names import (
    SEAT_NAMES,
    TEAM_NAMES,
    has_refs,
    neutral_name,
    render_summary,
    seat_name,
    seat_ref,
    team_ref,
)


def test_references_render_with_the_neutral_names():
    s = f"{seat_ref(0)} bid 4 and took 5: {team_ref(0)} +5, {team_ref(1)} +1"
    assert s == "{seat0} bid 4 and took 5: {team0} +5, {team1} +1"
    assert render_summary(s, 4) == "South bid 4 and took 5: North-South +5, East-West +1"
    assert render_summary(f"{seat_ref(5)} is the skitgubbe", 6) == "South-East is the skitgubbe"
    assert render_summary(f"{seat_ref(2)} deals", 5) == "North-West deals"


def test_rendering_asks_the_naming_function():
    calls = []

    def name(kind: str, number: int, players: int) -> str:
        calls.append((kind, number, players))
        return f"<{kind} {number}>"

    assert render_summary(f"{seat_ref(1)} and {team_ref(1)}", 4, name) == "<seat 1> and <team 1>"
    assert calls == [("seat", 1, 4), ("team", 1, 4)]
    assert neutral_name("seat", 0, 3) == "South" and neutral_name("team", 1, 4) == "East-West"


def test_a_reference_to_no_such_seat_stays_visible():
    assert render_summary(f"{seat_ref(3)} won", 3) == "{seat3} won"
    assert render_summary(f"{team_ref(0)} won", 3) == "{team0} won"
    assert render_summary("no braces {here} or {seat}", 4) == "no braces {here} or {seat}"


def test_outcome_text_is_the_plain_rendering():
    out = Outcome((0, 1, 0), f"{seat_ref(1)} is the skitgubbe: one loss")
    assert out.text() == "West is the skitgubbe: one loss"


# --- every game's summaries, rendered --------------------------------------------------

DEALS = 40
_COMPASS = re.compile(r"\b(?:Seat \d+|(?:South|North|East|West)(?:-(?:South|North|East|West))*)\b")


def _variants() -> list[tuple[str, str, int]]:
    return [
        (game, preset.name, n)
        for game in MENU
        for preset in get_ruleset(game).presets.values()
        for n in preset.players
    ]


def _summaries(game: str, preset: str, players: int) -> list[Outcome]:
    """Outcomes of ``DEALS`` seeded deals of random play, options drawn from the same seed."""
    rng = random.Random(f"summaries/{game}/{preset}/{players}")
    outcomes: list[Outcome] = []
    while len(outcomes) < DEALS:
        opts: dict[str, object] = {}
        for o in get_ruleset(game).preset(preset).options:
            if isinstance(o.default, bool):
                opts[o.name] = rng.random() < 0.5
            elif o.choices:
                opts[o.name] = rng.choice(o.choices)
        try:
            config = get_ruleset(game).config(preset, opts, players)
        except ConfigError:  # a combination the rules refuse (Preset.check): draw again
            continue
        match = Match(config, seed=rng.randrange(1 << 30))
        while len(outcomes) < DEALS:
            while not match.deal_over:
                match.apply(rng.choice(match.state.legal_actions()))
            outcomes.append(match.outcomes[-1])
            if match.over:
                break
            match.next_deal()
    return outcomes


def _check_names(text: str, allowed: set[str]) -> None:
    assert "{" not in text and "}" not in text, f"unresolved reference in {text!r}"
    assert "You-" not in text, text
    for m in _COMPASS.finditer(text):
        assert m.group(0) in allowed, f"{m.group(0)!r} is no seat name here: {text!r}"


@pytest.mark.parametrize(("game", "preset", "players"), _variants())
def test_every_summary_renders_whole_seat_names(game: str, preset: str, players: int):
    """Every game and player count: the rendered summary resolves every reference and
    names only this table's seats, whole (no 'You-East' for South-East)."""
    from game.table.words import summary_text

    neutral = set(SEAT_NAMES[players]) | (set(TEAM_NAMES) if players == 4 else set())
    table = {seat_name(s, players) for s in range(players)}
    outcomes = _summaries(game, preset, players)
    assert any(has_refs(o.summary) for o in outcomes)  # the rules name seats by reference
    for out in outcomes:
        plain = out.text()
        _check_names(plain, neutral)
        assert not re.search(r"\bYou\b", plain), plain
        shown = summary_text(out.summary, players)
        _check_names(shown, table)
        # 'You' takes the verb's plain form: 'You are', 'You reach 10 tricks and win'.
        assert not re.search(r"\bYou (?:\w+\b[^;:.]*? and )?(?!\w*ss\b)\w+s\b", shown), shown
