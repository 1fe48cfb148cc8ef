"""The table's languages (issue 23): the gettext machinery, the catalogues, plural forms,
placeholders, the font, and the language at the table."""

from __future__ import annotations

import gettext
import io
import sys
from pathlib import Path

import pytest

from game import i18n, pofile
from game.rules import rulesets

from .scripts import load_script

ROOT = Path(__file__).resolve().parents[1]


tool = load_script("tools/i18n.py", "i18n_tool")
TRANSLATED = [lang for lang in i18n.LANGUAGES if lang != "en"]
SAMPLE = """\
msgid ""
msgstr ""
"Language: de\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

#: game/x.py
msgid "Start"
msgstr "Los"

msgctxt "card"
msgid "Play"
msgstr "Ausspielen"

msgid "{n} trick"
msgid_plural "{n} tricks"
msgstr[0] "{n} Stich"
msgstr[1] "{n} Stiche"

#, fuzzy
msgid "Back"
msgstr "Zurück"

msgid "Quit"
msgstr ""
"Been"
"den"
"""


# --- the .po reader and the .mo writer --------------------------------------------------------
def test_a_compiled_catalogue_translates_plurals_and_contexts_and_skips_fuzzy_entries():
    entries = pofile.parse(SAMPLE)
    assert pofile.header(entries)["Plural-Forms"] == "nplurals=2; plural=(n != 1);"
    t = gettext.GNUTranslations(io.BytesIO(pofile.mo_bytes(entries)))
    assert t.gettext("Start") == "Los"
    assert t.pgettext("card", "Play") == "Ausspielen" and t.gettext("Play") == "Play"
    assert [t.ngettext("{n} trick", "{n} tricks", n) for n in (1, 2, 0)] == ["{n} Stich", "{n} Stiche"] + [
        "{n} Stiche"
    ]
    assert t.gettext("Back") == "Back"  # fuzzy: not trusted, English shown
    assert t.gettext("Quit") == "Beenden"  # continued strings


@pytest.mark.parametrize(
    "bad",
    ['msgid "a"\nmsgstr "b" junk', 'msgid "a"\nmsgstr "b"\nmsgstr "c"', 'nonsense "a"', '"orphan"'],
)
def test_a_damaged_catalogue_is_a_clear_error_with_its_line(bad):
    with pytest.raises(pofile.PoError, match="line"):
        pofile.parse(bad)


def test_a_catalogue_saved_with_windows_line_ends_and_a_byte_order_mark_reads_the_same():
    again = pofile.parse("\ufeff" + SAMPLE.replace("\n", "\r\n"))
    assert [(e.msgid, e.msgstr) for e in again] == [(e.msgid, e.msgstr) for e in pofile.parse(SAMPLE)]


def test_a_catalogue_written_by_the_tool_reads_back_the_same():
    entries = pofile.parse(SAMPLE)
    again = pofile.parse(tool.po_text(entries))
    assert [(e.msgctxt, e.msgid, e.msgid_plural, e.msgstr, e.flags) for e in again] == [
        (e.msgctxt, e.msgid, e.msgid_plural, e.msgstr, e.flags) for e in entries
    ]


# --- the language spoken ----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("environ", "lang"),
    [
        ({"LANG": "de_DE.UTF-8"}, "de"),
        ({"LANGUAGE": "fi:en", "LANG": "de_DE.UTF-8"}, "fi"),
        ({"LC_ALL": "sv_SE.UTF-8"}, "sv"),
        ({"LC_MESSAGES": "ja_JP.UTF-8"}, "ja"),
        ({"LANG": "Japanese_Japan.932"}, "ja"),
        ({"LANG": "fr_FR.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "dex"}, "en"),
        ({}, "en"),
    ],
)
def test_the_system_language_is_spoken_when_the_table_has_it(environ, lang):
    assert i18n.system_language(environ) == lang


def test_on_macos_the_preferred_languages_are_asked_for(monkeypatch):
    import subprocess
    import types

    said = '(\n    "sv-SE",\n    en\n)\n'
    monkeypatch.setattr(sys, "platform", "darwin")
    monkeypatch.setattr(subprocess, "run", lambda *a, **k: types.SimpleNamespace(stdout=said))
    assert i18n.platform_languages() == ["sv-SE", "en"]
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    assert i18n.system_language() == "sv"


def test_on_windows_the_display_language_is_asked_for(monkeypatch):
    import ctypes
    import types

    kernel = types.SimpleNamespace(GetUserDefaultUILanguage=lambda: 0x040B)  # Finnish (Finland)
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(ctypes, "windll", types.SimpleNamespace(kernel32=kernel), raising=False)
    assert i18n.platform_languages() == ["fi_FI"]


def test_an_unknown_language_leaves_english():
    assert i18n.set_language("xx") == "en" and i18n.current() == "en"


def test_an_unreadable_catalogue_leaves_english(monkeypatch, tmp_path):
    bad = tmp_path / "de" / "LC_MESSAGES"
    bad.mkdir(parents=True)
    (bad / "tricktable.po").write_text('msgid "a"\nmsgstr "b" junk\n', encoding="utf-8")
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    assert i18n.set_language("de") == "en"
    assert i18n._("Start") == "Start"


def test_a_stale_mo_gives_way_to_its_newer_po(monkeypatch, tmp_path):
    folder = tmp_path / "de" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    mo = folder / "tricktable.mo"
    mo.write_bytes(pofile.mo_bytes(pofile.parse('msgid "Start"\nmsgstr "Alt"\n')))
    po = folder / "tricktable.po"
    po.write_text('msgid "Start"\nmsgstr "Los"\n', encoding="utf-8")
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    import os

    os.utime(mo, (1, 1))
    assert i18n.load("de").gettext("Start") == "Los"
    os.utime(mo, None)
    os.utime(po, (1, 1))
    assert i18n.load("de").gettext("Start") == "Alt"


# --- the placeholder check --------------------------------------------------------------------
def test_the_check_finds_a_translation_whose_placeholders_differ():
    good = pofile.Entry("{name} wins", msgstr=["{name} gewinnt"])
    lost = pofile.Entry("{name} wins", msgstr=["Gewonnen"])
    renamed = pofile.Entry("{name} wins", msgstr=["{nom} gewinnt"])
    assert tool._placeholder_problems(good) == []
    assert tool._placeholder_problems(lost) and tool._placeholder_problems(renamed)
    one = pofile.Entry("{n} trick", "{n} tricks", msgstr=["ein Stich", "{n} Stiche"])
    assert tool._placeholder_problems(one) == []  # a singular may spell the number out
    ja = pofile.Entry("{n} trick", "{n} tricks", msgstr=["トリック"])
    assert tool._placeholder_problems(ja)  # Japanese has one form: it must show the number


def test_extraction_finds_the_marked_words_of_the_code():
    ids = {e.msgid: e for e in tool.extract()}
    assert "New game" in ids  # words.py's N_("New game")
    assert ids["{n} trick"].msgid_plural == "{n} tricks"  # ngettext
    assert "The game could not be saved: {error}" in ids  # controller.py's _()


# --- the catalogues ---------------------------------------------------------------------------
@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_catalogue_is_complete_with_the_english_placeholders_and_its_plural_rule(lang):
    """No word of the code missing, untranslated or fuzzy, no unused word, placeholders as in
    English (``tools/i18n.py check``, which CI's tests run here)."""
    assert tool.problems(lang) == []


def test_every_catalogue_compiles_to_a_mo_file_gettext_reads(tmp_path):
    written = tool.compile_all(tmp_path)
    assert sorted(p.parts[-3] for p in written) == sorted(TRANSLATED)
    for path in written:
        with open(path, "rb") as f:
            t = gettext.GNUTranslations(f)
        assert t.info()["language"] == path.parts[-3]
        assert t.gettext("Quit") != "Quit"


PLURALS = {
    "en": ["0 tricks", "1 trick", "2 tricks", "5 tricks", "21 tricks"],
    "de": ["0 Stiche", "1 Stich", "2 Stiche", "5 Stiche", "21 Stiche"],
    "fi": ["0 tikkiä", "1 tikki", "2 tikkiä", "5 tikkiä", "21 tikkiä"],
    "sv": ["0 stick", "1 stick", "2 stick", "5 stick", "21 stick"],
    "ja": ["0トリック", "1トリック", "2トリック", "5トリック", "21トリック"],
}


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_plural_forms_follow_each_language(lang):
    """German, Finnish and Swedish: one form for 1, another for the rest (0 included);
    Japanese: one form for every number."""
    from game.table import words

    i18n.set_language(lang)
    assert [words.plate_line([n], 0) for n in (0, 1, 2, 5, 21)] == PLURALS[lang]


def test_a_switch_of_language_changes_the_fixed_words_at_once():
    from game.table import words

    assert words.NEXT_DEAL == "Next deal"
    i18n.set_language("sv")
    assert words.NEXT_DEAL == "Nästa giv" and words.SPEED_NAMES["fast"] == "Snabb"
    assert words.winner_line([0, 2], 4).startswith("Du och ")
    i18n.set_language("en")
    assert words.NEXT_DEAL == "Next deal"


# --- the font ---------------------------------------------------------------------------------
def _undrawable(path: str, chars: set[str]) -> list[str]:
    """The characters a font has no glyph for (pygame gives such a one an empty outline)."""
    import pygame

    pygame.font.init()
    font = pygame.font.Font(path, 24)
    return sorted(c for c in chars if not c.isspace() and font.metrics(c)[0][:4] == (0, 0, 0, 0))


def _catalogue_chars(lang: str) -> set[str]:
    chars: set[str] = set()
    for e in tool.read(lang):
        chars.update(*e.msgstr, e.msgid, e.msgid_plural)
    return chars - set("♣♦♥♠")  # drawn as shapes, not letters (text.SUIT_CHARS)


@pytest.mark.parametrize("bold", [False, True])
def test_the_shipped_font_draws_every_character_of_every_catalogue(bold):
    from game import assets
    from game.table import text

    path = str(assets.asset("sprites", "fonts", text.SHIPPED[bold]))
    chars = set().union(*(_catalogue_chars(lang) for lang in TRANSLATED), *i18n.LANGUAGES.values())
    assert _undrawable(path, chars) == []
    assert _undrawable(path, {"鬱"}) == ["鬱"]  # the check does find a missing glyph


def test_the_shipped_fonts_are_small_and_licensed():
    folder = ROOT / "sprites" / "fonts"
    assert sum(p.stat().st_size for p in folder.iterdir()) < 5 * 1024 * 1024
    assert "SIL OPEN FONT LICENSE Version 1.1" in (folder / "NotoSansCJK-LICENSE.txt").read_text(
        encoding="utf-8"
    )


def test_seats_are_named_in_the_language_but_a_summary_speaks_one_language():
    """The plates and sheets say 'Du', 'Nord'; a deal summary, still an English sentence from
    the rules, keeps the English names within it."""
    from game.table import words

    i18n.set_language("de")
    assert [words.seat_name(s, 4) for s in range(4)] == ["Du", "West", "Nord", "Ost"]
    assert words.team_name(1, 4) == "West\u00a0&\u00a0Ost"
    assert (
        words.summary_text("{seat3} bid 405; {team0} -405", 4) == "East bid 405; You\u00a0&\u00a0North -405"
    )
    i18n.set_language("ja")
    assert [words.seat_name(s, 6) for s in range(6)] == ["あなた", "南西", "北西", "北", "北東", "南東"]


def test_cards_passed_face_down_are_counted_in_the_language():
    from game.table import words

    assert words.announcement_label("give 3 cards") == "Give 3 cards"
    assert words.announcement_label("discard 1 card") == "Discard 1 card"
    i18n.set_language("de")
    assert words.announcement_label("give 3 cards") == "3 Karten geben"  # German puts the verb last
    i18n.set_language("ja")
    assert words.announcement_label("give 1 card") == "1枚を渡す"


def test_the_committed_template_holds_the_code_s_words():
    """``game/locale/tricktable.pot`` is what ``tools/i18n.py update`` writes from the code now."""
    expected = tool.po_text([tool._header("en"), *tool.extract()])
    assert tool.POT.read_text(encoding="utf-8") == expected, "run: python tools/i18n.py update"


def test_the_committed_mo_files_are_compiled_from_their_po():
    """The wheel ships the committed .mo files: each must be what its .po compiles to
    (run ``python tools/i18n.py compile`` after editing a catalogue)."""
    for lang in tool.languages():
        mo = i18n.catalogue(lang, ".mo")
        assert mo.exists(), f"{mo} is missing: run python tools/i18n.py compile"
        assert mo.read_bytes() == pofile.mo_bytes(tool.read(lang)), f"{mo} is out of date"


def test_every_words_name_the_code_reads_exists():
    """``words.NAME`` is looked up when it is read (so it speaks the current language) and
    mypy cannot see a misspelt name: every ``words.X`` in the code must be a function or
    constant of words.py or a fixed text of its ``_TEXTS``."""
    import ast

    from game.table import words

    known = set(vars(words)) | set(words._TEXTS)
    missing = []
    for path in sorted((ROOT / "game").rglob("*.py")) + sorted((ROOT / "ai").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imports_words = any(
            isinstance(node, ast.ImportFrom) and any(a.name == "words" and not a.asname for a in node.names)
            for node in ast.walk(tree)
        )
        if not imports_words:
            continue  # ``words`` there is a local list, not the module
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name)
                and node.value.id == "words"
                and node.attr not in known
            ):
                missing.append(f"{path.relative_to(ROOT)}:{node.lineno} words.{node.attr}")
    assert not missing, missing


# --- Every game's table words are in the catalogue (issue 23) -----------------------------

MARKING = {"N_", "NP_", "_", "Message", "PMessage", "Plural", "pgettext", "ngettext"}
"""Calls whose string arguments are the catalogue's words (``tools/i18n.py`` extracts them)."""
GAME_TERMS = {
    # The games' own words, said the same in every language (game/locale/glossary.md).
    "Kontra", "Rekontra", "Re", "Hand", "Ruten", "Durch", "Kieker", "Gute", "Fips", "Rutenfips",
    "Ruten oewer", "Siebener Fips", "Siebener Fips!", "Fipsen", "Fipsen!", "Durchmarsch",
    "Skitgubbe!", "läpäri", "Marjapussi", "Phillips",
}  # fmt: skip
IDENTIFIER = r"[a-z0-9_]+( [a-z0-9_]+)?"
"""A key, phase, action kind or history word ('aside_holder', 'taken skat'): never shown as is."""


def _bare_literals(path: Path) -> list[str]:
    """The string literals of a module that are not marked for the catalogue: not in a
    marking call, not a docstring, not a dict key, not a key-like word, a game term or an
    option's name."""
    import ast
    import re

    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and tool._called(node) in MARKING:
            skip |= {id(n) for arg in node.args for n in ast.walk(arg)}
        elif isinstance(node, ast.Dict):
            skip |= {id(k) for k in node.keys if k is not None}
        elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            skip.add(id(node.value))  # a docstring
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            text = node.value
            if re.search(r"[A-Za-z]{2}", text) and not re.fullmatch(IDENTIFIER, text) and text not in KNOWN:
                found.append(text)
    return found


KNOWN = GAME_TERMS | {o.name for r in rulesets() for p in r.presets.values() for o in p.options}
"""Literals shown as they are: the game terms, and option names (read from a config)."""


@pytest.mark.parametrize(
    "path", sorted((ROOT / "game" / "games").glob("*/table.py")), ids=lambda p: p.parent.name
)
def test_every_word_of_a_games_table_is_in_the_catalogue(path):
    """A game's table words (status lines, pile names, plate notes, captions, info rows,
    buttons, score-sheet results) are marked for the catalogue; an English literal shown
    as it is would stay English in every language."""
    assert _bare_literals(path) == []
    template = {e.msgid for e in tool.extract()}
    marked = [e.msgid for e, _place in tool.extract_file(path)]
    assert set(marked) <= template


def test_the_table_words_check_finds_an_unmarked_literal(tmp_path):
    module = tmp_path / "table.py"
    module.write_text(
        'X = N_("Stock")\nY = {"stock": 1}\nZ = "Out of play"\nW = "Kontra"\nV = "taken skat"\n'
    )
    assert _bare_literals(module) == ["Out of play"]
