"""The catalogues' tool: extract the words the code marks, merge them into every language's
``.po``, check the translations, and compile the ``.mo`` files (standard library only).

    python tools/i18n.py extract   # game/locale/tricktable.pot: the marked words (_, N_, Message, ...)
    python tools/i18n.py update    # extract, then add new words to every .po and drop the unused ones
    python tools/i18n.py check     # every .po complete, not fuzzy, placeholders as in English; exit 1 if not
    python tools/i18n.py compile   # game/locale/<lang>/LC_MESSAGES/tricktable.mo from each .po

The compiled ``.mo`` files are committed (the wheel carries them); the tests check that each
is compiled from its ``.po``, and build.spec compiles them afresh for the bundle.
"""

from __future__ import annotations

import ast
import string
import sys
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game import i18n, pofile  # noqa: E402

SOURCES = (ROOT / "game", ROOT / "ai")
"""Where the marked words are: the program and the CPU players' reasons (ai/explain.py)."""
POT = i18n.LOCALE_DIR / f"{i18n.DOMAIN}.pot"
PLURAL_FORMS = {
    "de": "nplurals=2; plural=(n != 1);",
    "fi": "nplurals=2; plural=(n != 1);",
    "sv": "nplurals=2; plural=(n != 1);",
    "ja": "nplurals=1; plural=0;",
}
"""Each translated language's plural rule (gettext's ``Plural-Forms``)."""
KEYWORDS = {
    "_": ("msgid",),
    "N_": ("msgid",),
    "ngettext": ("msgid", "msgid_plural"),
    "pgettext": ("msgctxt", "msgid"),
    "NP_": ("msgctxt", "msgid"),
    "Message": ("msgid",),
    "Plural": ("msgid", "msgid_plural"),
    "PMessage": ("msgctxt", "msgid"),
}
"""The functions that mark words, and what their first arguments are (``Message``,
``PMessage``: the rules' words and the help's, ``game.rules.message``)."""


def _called(node: ast.Call) -> str:
    f = node.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""


def _constants(tree: ast.Module) -> dict[str, str]:
    """A module's top-level string constants (``HELP = "fipsen help"``), by name."""
    return {
        node.targets[0].id: node.value.value
        for node in tree.body
        if isinstance(node, ast.Assign)
        and len(node.targets) == 1
        and isinstance(node.targets[0], ast.Name)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
    }


def _text(arg: ast.expr, constants: dict[str, str]) -> str | None:
    """An argument's words: a string literal, or a module's string constant named."""
    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
        return arg.value
    return constants.get(arg.id) if isinstance(arg, ast.Name) else None


def extract_file(path: Path) -> list[tuple[pofile.Entry, str]]:
    """The marked words of one module with their places; an argument may be a string literal
    or a top-level string constant of the module (a context: ``PMessage(HELP, "Aim")``).
    Calls whose words are neither (``_(name)``: translating a word marked elsewhere) are not
    extracted."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    constants = _constants(tree)
    found: list[tuple[pofile.Entry, str]] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or _called(node) not in KEYWORDS:
            continue
        names = KEYWORDS[_called(node)]
        args = node.args[: len(names)]
        texts = [t for t in (_text(a, constants) for a in args) if t is not None]
        if len(texts) < len(names):
            continue
        entry = pofile.Entry(**dict(zip(names, texts, strict=True)))
        if entry.msgid_plural:
            entry.msgstr = ["", ""]
        found.append((entry, path.relative_to(ROOT).as_posix()))
    return found


def extract(roots: Iterable[Path] = SOURCES) -> list[pofile.Entry]:
    """Every marked word of the code, once, in the order of first appearance, with its places."""
    out: dict[tuple[str, str], pofile.Entry] = {}
    for path in [p for root in roots for p in sorted(root.rglob("*.py"))]:
        for entry, place in extract_file(path):
            known = out.setdefault(entry.key, entry)
            if known.msgid_plural != entry.msgid_plural:
                raise SystemExit(f"{place}: {entry.msgid!r} is used with two different plurals")
            if f"#: {place}" not in known.comments:
                known.comments.append(f"#: {place}")
    return list(out.values())


def _quote(s: str) -> str:
    body = s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    return f'"{body}"'


def _header(lang: str) -> pofile.Entry:
    lines = [
        "Project-Id-Version: Tricktable",
        f"Language: {lang}",
        "MIME-Version: 1.0",
        "Content-Type: text/plain; charset=UTF-8",
        "Content-Transfer-Encoding: 8bit",
    ]
    if lang in PLURAL_FORMS:
        lines.append(f"Plural-Forms: {PLURAL_FORMS[lang]}")
    return pofile.Entry("", msgstr=["".join(line + "\n" for line in lines)])


def po_text(entries: Iterable[pofile.Entry]) -> str:
    """A catalogue in the ``.po`` format, one entry after another."""
    blocks: list[str] = []
    for e in entries:
        lines = list(e.comments)
        if e.flags:
            lines.append("#, " + ", ".join(sorted(e.flags)))
        if e.msgctxt:
            lines.append(f"msgctxt {_quote(e.msgctxt)}")
        lines.append(f"msgid {_quote(e.msgid)}")
        if e.msgid_plural:
            lines.append(f"msgid_plural {_quote(e.msgid_plural)}")
            lines += [f"msgstr[{i}] {_quote(s)}" for i, s in enumerate(e.msgstr)]
        else:
            lines.append(f"msgstr {_quote(e.msgstr[0])}")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks) + "\n"


def languages() -> list[str]:
    """The translated languages (every language but English)."""
    return [lang for lang in i18n.LANGUAGES if lang != i18n.DEFAULT]


def read(lang: str) -> list[pofile.Entry]:
    path = i18n.catalogue(lang)
    return pofile.parse(path.read_text(encoding="utf-8")) if path.exists() else []


def merge(lang: str, template: list[pofile.Entry]) -> tuple[list[pofile.Entry], list[str]]:
    """``lang``'s catalogue for ``template``: its translations kept, new words empty, words
    no longer used dropped (returned by id)."""
    old = {e.key: e for e in read(lang) if e.msgid}
    forms = int(PLURAL_FORMS[lang].split(";")[0].split("=")[1])
    merged = [_header(lang)]
    for t in template:
        e = pofile.Entry(t.msgid, t.msgid_plural, t.msgctxt, [""] * (forms if t.msgid_plural else 1))
        e.comments = list(t.comments)
        was = old.pop(t.key, None)
        if was is not None and len(was.msgstr) == len(e.msgstr):
            e.msgstr, e.flags = list(was.msgstr), set(was.flags)
        merged.append(e)
    return merged, [msgid for _, msgid in old]


def fields(text: str) -> set[str]:
    """The named placeholders of a text ('{name} wins' -> {'name'}); '{}' is not allowed."""
    try:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}
    except ValueError:
        return {"<unbalanced braces>"}


def problems(lang: str, template: list[pofile.Entry] | None = None) -> list[str]:
    """What is wrong with ``lang``'s catalogue: a word missing, untranslated or fuzzy, a
    translation whose placeholders differ from the English ones, or a wrong plural rule."""
    template = extract() if template is None else template
    entries = read(lang)
    out: list[str] = []
    if pofile.header(entries).get("Plural-Forms") != PLURAL_FORMS[lang]:
        out.append(f"{lang}: the Plural-Forms header is not {PLURAL_FORMS[lang]!r}")
    have = {e.key: e for e in entries if e.msgid}
    for t in template:
        e = have.get(t.key)
        if e is None:
            out.append(f"{lang}: missing {t.msgid!r}")
        elif not e.translated:
            out.append(f"{lang}: untranslated or fuzzy {t.msgid!r}")
        else:
            out += [f"{lang}: {t.msgid!r}: {p}" for p in _placeholder_problems(e)]
    used = {t.key for t in template}
    out += [f"{lang}: {e.msgid!r} is no longer used" for e in entries if e.msgid and e.key not in used]
    return out


def _placeholder_problems(e: pofile.Entry) -> list[str]:
    want = fields(e.msgid) | fields(e.msgid_plural)
    if "" in want:
        return ["an unnamed placeholder '{}' in the English text"]
    out = []
    for i, s in enumerate(e.msgstr):
        got = fields(s)
        # A singular form may leave out the number ('1 Stich'); the last form has them all.
        if not got <= want or (i == len(e.msgstr) - 1 and got != want):
            out.append(f"placeholders {sorted(got)} instead of {sorted(want)} in {s!r}")
    return out


def compile_all(out_root: Path | None = None) -> list[Path]:
    """Write every language's ``.mo`` (under ``out_root``'s ``game/locale`` if given)."""
    written = []
    for lang in languages():
        target = i18n.catalogue(lang, ".mo")
        if out_root is not None:
            target = out_root / target.relative_to(ROOT)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(pofile.mo_bytes(read(lang)))
        written.append(target)
    return written


def main(argv: list[str]) -> int:
    command = argv[0] if argv else ""
    if command not in ("extract", "update", "check", "compile"):
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 2
    if command == "compile":
        for path in compile_all():
            print(f"wrote {path.relative_to(ROOT)}")
        return 0
    template = extract()
    if command == "check":
        found = [p for lang in languages() for p in problems(lang, template)]
        print("\n".join(found) or f"{len(template)} words, every language complete")
        return 1 if found else 0
    POT.parent.mkdir(parents=True, exist_ok=True)
    POT.write_text(po_text([_header("en"), *template]), encoding="utf-8")
    print(f"{len(template)} words in {POT.relative_to(ROOT)}")
    if command == "update":
        for lang in languages():
            merged, dropped = merge(lang, template)
            i18n.catalogue(lang).parent.mkdir(parents=True, exist_ok=True)
            i18n.catalogue(lang).write_text(po_text(merged), encoding="utf-8")
            todo = sum(not e.translated for e in merged[1:])
            print(f"{lang}: {todo} to translate, {len(dropped)} dropped")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
