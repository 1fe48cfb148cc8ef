"""Everything a player reads is in a player's words.

Rule numbers ("FP-11"), the rules files' "ambiguity #N" remarks, formulas such as
"max(0, …)" and the rules files' CamelCase option names belong to the code and the tests;
none of them may reach the help pages, the start screen's option rows, the table's words,
its status lines and information panel, the reasons for a refused move or a deal's
summary. Game terms a newcomer cannot know ("Hedewigs", "pott beet") may be used, but the
help pages, option rows and the table's fixed words explain each where it first appears.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from game.rules import Action, get_ruleset, rulesets
from game.rules.registry import specs
from game.table import words
from game.table.help_panel import help_blocks
from game.table.start_scene import option_choices, option_row

from ..contract import all_variants, config_with

INTERNAL = {
    "a rule number": re.compile(r"\b[A-Z]{2}-\d+"),
    "a rules-file remark": re.compile(r"ambiguity|rules file", re.IGNORECASE),
    "a formula": re.compile(r"\b(?:max|min)\("),
    "a rules-file option name": re.compile(r"\b[A-Z][a-z]+[A-Z][A-Za-z]*\d*\b|\b[A-Z][a-z]+\d+\b"),
}

JARGON = {
    # term (lower case): what must be said within REACH characters of its first appearance
    "hedewig": re.compile(r"\bbuns?\b"),
    "pott beet": re.compile(r"without a (?:single )?trick|no trick"),
    "avstick": re.compile(r"set aside"),
    "läpäri": re.compile(r"no trick"),
    "huutokielto": re.compile(r"-500"),
    "bower": re.compile(r"jack"),
    "vorhand": re.compile(r"left of the dealer"),
    "durchmarsch": re.compile(r"all five"),
}
REACH = 160


def internals(text: str) -> list[str]:
    return [f"{what} {m.group(0)!r}" for what, rx in INTERNAL.items() for m in rx.finditer(text)]


def unexplained(text: str) -> list[str]:
    """The jargon terms whose first appearance in ``text`` comes without their explanation."""
    low = text.lower()
    out = []
    for term, explanation in JARGON.items():
        at = low.find(term)
        if at >= 0 and not explanation.search(low[max(0, at - REACH) : at + len(term) + REACH]):
            out.append(term)
    return out


def help_texts() -> Iterator[tuple[str, str]]:
    """Every preset's rules help as the table shows it (a match with the default options)."""
    for rs in rulesets():
        for preset in rs.presets:
            config = rs.config(preset)
            title, blocks = help_blocks(rs.name, preset, config.options, config.players)
            yield f"help {rs.name}/{preset}", "\n".join([title, *(f"{h}\n{b}" for h, b in blocks)])


def option_texts() -> Iterator[tuple[str, str]]:
    """Every option row of the start screen: its button and its note, for every value and
    every number of players."""
    for rs in rulesets():
        for p in rs.presets.values():
            for o in p.options:
                for players in p.players:
                    for value in option_choices(o):
                        label, note, _ = option_row(o, value, players)
                        yield f"option {rs.name}/{p.name} {o.name} ({players})", f"{label}\n{note}"


def _strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, (tuple, list, frozenset)):
        for v in value:
            yield from _strings(v)


def table_words() -> Iterator[tuple[str, str]]:
    """The table's fixed words: ``game.table.words`` and each game's pile and panel names and
    button words. (Its status lines are checked as shown during play; the words of option
    names, as part of the option rows.)"""
    for name, value in vars(words).items():
        if name.isupper():
            for s in _strings(value):
                yield f"words.{name}", s
    for spec in specs():
        layout, vocabulary = spec.table.layout, spec.table.words
        labels = [p.label for p in (*layout.piles.values(), *layout.seat_piles.values())]
        labels += [row.label for row in layout.info]
        labels += [*vocabulary.actions.values(), *vocabulary.declines.values(), *vocabulary.terms.values()]
        for s in labels:
            yield f"{spec.name} table", s


def _refusals(state) -> Iterator[str]:
    """Why the mover may not play, sluff or discard each card of his hand he may not."""
    legal = set(state.legal_actions())
    for card in state.view(state.to_move).hands[state.to_move]:
        for kind in ("play", "sluff", "discard"):
            action = Action(kind, (), (card,))
            if card is not None and action not in legal:
                yield state.illegal_reason(action)


def played_texts(game: str, preset: str, players: int) -> Iterator[str]:
    """What the table shows during two random deals: status lines, name plates, the
    information panel, reasons for refused moves, the deal's summary."""
    spec = next(s for s in specs() if s.name == game)
    rows = [(r.key, r.label, r.hide_zero, r.when, r.fmt, r.also, r.unless) for r in spec.table.layout.info]
    for seed in (1, 2):
        rng = random.Random(seed)
        config = config_with(game, preset, players, rng)
        state = get_ruleset(game).new_deal(config, seed % players, rng=rng)
        for _ in range(3000):
            view = state.view(0)
            yield spec.table.status(view, config)
            yield from (spec.table.plate(view, s) or "" for s in range(players) if spec.table.plate)
            yield from (f"{k}: {v}" for k, v in words.info_lines(view.info, players, rows))
            if state.is_over:
                break
            yield from _refusals(state)
            state.apply(rng.choice(state.legal_actions()))
        outcome = state.outcome()
        if outcome is not None:
            yield words.summary_text(outcome.summary, players)


def test_help_option_rows_and_table_words_name_no_rule_and_explain_their_terms():
    found = []
    for where, text in [*help_texts(), *option_texts(), *table_words()]:
        found += [f"{where}: {problem}" for problem in internals(text)]
        found += [f"{where}: {term!r} unexplained" for term in unexplained(text)]
    assert not found, "\n".join(sorted(set(found)))


@pytest.mark.parametrize(("game", "preset", "players"), all_variants())
def test_what_the_table_says_during_play_names_no_rule(game, preset, players):
    found = {
        f"{problem} in {text!r}"
        for text in played_texts(game, preset, players)
        for problem in internals(text)
    }
    assert not found, "\n".join(sorted(found))


def test_the_checks_catch_what_the_play_test_found():
    """The patterns above catch the texts the play-test reported."""
    assert internals("FP-11 Kieker Ruten ranks above Kieker (rules file ambiguity #5)")
    assert internals("The previous skitgubbe deals the next game (SG-5).")
    assert internals("Deal score = max(0, trick points + last trick - penalty).")
    assert internals("Only single cards may be played (SinglesOnly)")
    assert unexplained("Failing costs 5 Hedewigs.") == ["hedewig"]
    assert unexplained("Two player avstick: 12 cards aside") == ["avstick"]
    assert unexplained("It is pott beet (+5 for each opponent).") == ["pott beet"]
    assert not unexplained("the prize: Hedewigs, the local currant buns. Later: 5 Hedewigs.")
    assert not internals("Bid 3 Hand · Karo Fipsen · Großenaspe · 2 < 2+1 < Kieker · Last trick 10")
