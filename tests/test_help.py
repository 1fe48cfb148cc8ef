"""Rules help (game/help): a page per registered preset, every option, every house rule."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from game.help import HelpPage, games_with_help, help_for
from game.rules import rulesets

RULES_DIR = Path(__file__).resolve().parents[1].parent / "shared" / "rules"
MAX_SECTION = 1200
MAX_TABLE_LINE = 64

REGISTERED = [(r.name, p) for r in rulesets() for p in r.presets]
FAMILIES = sorted({game for game, _ in REGISTERED})


def pages_of(family: str) -> list[HelpPage]:
    return [help_for(game, preset) for game, preset in games_with_help() if game == family]


def test_every_registered_preset_has_a_page_and_no_other():
    assert sorted(games_with_help()) == sorted(REGISTERED)
    for game, preset in REGISTERED:
        assert isinstance(help_for(game, preset), HelpPage)


def test_unknown_preset_is_a_key_error():
    with pytest.raises(KeyError, match="fipsen nowhere"):
        help_for("fipsen", "nowhere")


@pytest.mark.parametrize(("game", "preset"), REGISTERED)
def test_options_are_exactly_the_presets_options(game, preset):
    wanted = [o.name for r in rulesets() if r.name == game for o in r.preset(preset).options]
    listed = [name for name, _ in help_for(game, preset).options]
    assert len(listed) == len(set(listed))
    assert sorted(listed) == sorted(wanted)


@pytest.mark.parametrize(("game", "preset"), REGISTERED)
def test_page_shape(game, preset):
    page = help_for(game, preset)
    headings = [h for h, _ in page.sections]
    assert headings[0] == "Aim"
    assert headings[-1] == "How to play it here"
    for needed in ("Cards and deal", "Scoring", "End of the match"):
        assert needed in headings
    assert any(h.startswith("Play") for h in headings)
    assert len(set(headings)) == len(headings)
    how = page.sections[-1][1]
    assert "F1" in how and "Ctrl+Z" in how


@pytest.mark.parametrize(("game", "preset"), REGISTERED)
def test_no_empty_strings_and_sections_fit_a_screen(game, preset):
    page = help_for(game, preset)
    strings = [page.title, *(r.text for r in page.house_rules), *(r.refs for r in page.house_rules)]
    strings += [s for pair in page.sections + page.options for s in pair]
    assert all(s.strip() == s and s for s in strings)
    for heading, body in page.sections:
        assert len(body) <= MAX_SECTION, f"{heading}: {len(body)} characters"
    for line in [r.text for r in page.house_rules] + [text for _, text in page.options]:
        assert "\n" not in line


@pytest.mark.parametrize(("game", "preset"), REGISTERED)
def test_house_rules_name_what_they_settle_but_do_not_show_it(game, preset):
    """The refs ("FP-11, ambiguity #5") are for the code and the tests; the text is the player's."""
    for rule in help_for(game, preset).house_rules:
        assert re.fullmatch(r"[A-Za-z0-9.-]+( #\d+)?(, [A-Za-z0-9.-]+( #\d+)?)*", rule.refs), rule.refs
        assert not RULE_ID.search(rule.text) and "ambiguity" not in rule.text, rule.text


def blocks(body: str) -> list[list[str]]:
    return [block.split("\n") for block in body.split("\n\n")]


@pytest.mark.parametrize(("game", "preset"), REGISTERED)
def test_text_follows_the_block_convention(game, preset):
    """page.py: paragraphs are one line, lists are bullets, tables have short aligned lines."""
    page = help_for(game, preset)
    for heading, body in page.sections:
        for block in blocks(body):
            assert all(line.strip() == line and line for line in block), (heading, block)
            tabular = [re.split(r" {2,}", line) for line in block]
            if any(len(cells) > 1 for cells in tabular):
                assert len({len(cells) for cells in tabular}) == 1, (heading, block)
                assert all(len(line) <= MAX_TABLE_LINE for line in block), (heading, block)
            elif len(block) > 1:
                assert all(line.startswith("• ") for line in block), (heading, block)
    prose = [line for _, body in page.sections for b in blocks(body) for line in b if "  " not in line]
    prose += [*(r.text for r in page.house_rules), *(text for _, text in page.options)]
    for line in prose:
        # Pieces of text joined without a space ("trick.The") show up here.
        assert not re.search(r"[a-z][.,;:][A-Za-z]", line), line


# --- House rules marked in the rules files -----------------------------------------------

RULE_ID = re.compile(r"\b[A-Z]{2}-\d+[a-z]?\b")
MARKER = re.compile(r'(?<!marked )(?<!")house rule', re.IGNORECASE)
UNIT_START = re.compile(r"^(- |\d+\. |\||#)")


def units(text: str) -> list[tuple[str, str]]:
    """(unit text, section number) for each rule, list item, table row or paragraph."""
    out: list[list[str]] = []
    sections: list[str] = []
    section = ""
    previous_blank = True
    for line in text.splitlines():
        if not line.strip():
            previous_blank = True
            continue
        if line.startswith("#"):
            found = re.match(r"#+ ([A-Z]\.\d+)\b", line)
            section = found.group(1) if found else ""
        starts = previous_blank or UNIT_START.match(line) or (out and out[-1][0].startswith("|"))
        if starts:
            out.append([line])
            sections.append(section)
        else:
            out[-1].append(line.strip())
        previous_blank = False
    return [(" ".join(u), s) for u, s in zip(out, sections, strict=True)]


def marker_ids(text: str) -> list[tuple[str, set[str]]]:
    """Each "house rule" marker of a rules file with the ids that name it.

    A numbered rule is named by its number; a table row by the rule numbers it cites, the
    option in its first cell and, in the ambiguity table, its ambiguity number; anything
    else by the rule numbers it cites or else its section (B.8).
    """
    found = []
    ambiguity_table = False
    for unit, section in units(text):
        if unit.startswith("|"):
            cells = [c.strip() for c in unit.strip("|").split("|")]
            if cells[0] == "#":
                ambiguity_table = True
            if not MARKER.search(unit):
                continue
            ids = set(RULE_ID.findall(unit))
            ids |= {re.sub(r"\(.*\)$", "", name) for name in re.findall(r"`([^`]+)`", cells[0])}
            if ambiguity_table and cells[0].isdigit():
                ids.add(f"ambiguity #{cells[0]}")
        else:
            ambiguity_table = False
            if not MARKER.search(unit):
                continue
            own = re.match(r"- ([A-Z]{2}-\d+[a-z]?) ", unit)
            ids = {own.group(1)} if own else set(RULE_ID.findall(unit))
        if not ids and section:
            ids = {section}
        found.append((unit, ids))
    return found


def named(ident: str, text: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(ident)}(?![\w-])", text, re.IGNORECASE) is not None


@pytest.mark.parametrize("family", FAMILIES)
def test_every_house_rule_of_the_rules_file_is_listed(family):
    path = RULES_DIR / f"{family}.md"
    if not path.exists():
        # The rules files live beside the repository, not in it; CI always has them.
        missing = f"{path} not found (the shared folder is not beside this clone)"
        if os.environ.get("CI"):
            pytest.fail(missing)
        pytest.skip(missing)
    markers = marker_ids(path.read_text(encoding="utf-8"))
    assert markers, "the rules file has no house rules?"
    listed = "\n".join(rule.refs for page in pages_of(family) for rule in page.house_rules)
    for unit, ids in markers:
        assert ids, f"cannot tell which rule this house rule belongs to: {unit}"
        assert any(named(i, listed) for i in ids), f"house rule not listed ({sorted(ids)}): {unit[:120]}"


def test_marker_parsing_finds_rules_rows_and_sections():
    text = (
        "### B.8 Scoring\n\n"
        "| Outcome | Declarer |\n|---|---|\n| Fips lost (house rule: same) | 0 |\n\n"
        "- FG-23 pott beet applies (house\n  rule).\n"
        "- FG-24 Kieker surrender: no house rule here? yes: house rule.\n\n"
        '"House rule" marks a decision; everything marked house rule below is ours.\n\n'
        "| Option | Effect |\n|---|---|\n| `LoserPenalty(p)` | scores -p (house rule) |\n\n"
        "| # | Point | Resolution |\n|---|---|---|\n| 5 | Kieker Ruten | house rule |\n"
    )
    assert [ids for _, ids in marker_ids(text)] == [
        {"B.8"},
        {"FG-23"},
        {"FG-24"},
        {"LoserPenalty"},
        {"ambiguity #5"},
    ]


# --- Translatable (issue 23) ---------------------------------------------------------------


def _catalogue_keys() -> set[tuple[str, str]]:
    from tests.test_i18n import tool

    return {entry.key for entry in tool.extract()}


def leaves(text: str) -> list[str]:
    """The words of a help text as the catalogue holds them: each ``Message`` whose template
    is looked up, and each plain text that is not a ``Message`` at all (numbers, names)."""
    from game.rules.message import Layout, Message

    if not isinstance(text, Message):
        return [text]
    found = [] if isinstance(text, Layout) else [text]
    for value in text.params.values():
        found += leaves(value) if isinstance(value, str) else []
    return found


@pytest.mark.parametrize(("game", "preset"), REGISTERED)
def test_every_word_of_the_help_is_in_the_catalogue(game, preset):
    """Every title, heading, paragraph, list item, table cell, house rule and option text is
    a catalogue entry in its game's context; plain text is only numbers and option names."""
    from game.rules.message import Message, PMessage

    page = help_for(game, preset)
    texts = [page.title, *(r.text for r in page.house_rules), *(t for _, t in page.options)]
    texts += [s for pair in page.sections for s in pair]
    keys = _catalogue_keys()
    options = {name for name, _ in page.options}
    for text in texts:
        for leaf in leaves(text):
            if isinstance(leaf, Message):
                key = (leaf.context if isinstance(leaf, PMessage) else "", leaf.template)
                assert key in keys, f"not in the catalogue: {key}"
                assert not isinstance(leaf, PMessage) or leaf.context == f"{game} help", key
            else:
                assert leaf in options or not re.search(r"[a-z]{2}", leaf), f"untranslatable: {leaf!r}"


class Marked:
    """A catalogue that says every word in brackets, placeholders kept: ⟦Aim⟧."""

    def gettext(self, message: str) -> str:
        return f"⟦{message}⟧"

    def pgettext(self, context: str, message: str) -> str:
        return f"⟦{message}⟧"

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return f"⟦{singular if n == 1 else plural}⟧"


@pytest.mark.parametrize(("game", "preset"), REGISTERED)
def test_the_help_is_shown_in_the_language_spoken(game, preset, monkeypatch):
    """F1 shows every word from the catalogue: with one that brackets every word, nothing
    outside brackets is left but numbers, bullets and punctuation."""
    from game import i18n
    from game.table.help_panel import help_blocks

    monkeypatch.setattr(i18n, "_catalog", Marked())
    title, blocks = help_blocks(game, preset, players=4)
    for text in [title, *(s for block in blocks for s in block)]:
        bare = text
        while "⟦" in bare:
            bare = re.sub(r"⟦[^⟦⟧]*⟧", "", bare)
        assert not re.search(r"[A-Za-z]{2}", bare), (text[:200], bare[:200])
