"""Make ``sprites/fonts/``: Noto Sans CJK JP (regular and bold, SIL Open Font License 1.1) subset
to the characters the table can show, for Japanese (the system fonts the table uses for
Latin text have no Japanese).

    python tools/make_font.py          # needs fontTools: pip install -e '.[fonts]'

The full fonts come from the system's package manager (Debian's ``fonts-noto-cjk``,
installed here when missing and allowed); the subset keeps every character of every
catalogue (``game/locale``), printable ASCII, Latin-1 and the punctuation, arrows and
dashes the table writes, and every character of the code's string literals (the games'
texts not yet in a catalogue). Run it again after the catalogues change; ``tests/test_i18n.py``
fails while a catalogue has a character the shipped font cannot draw. The licence goes
beside the fonts.
"""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game import i18n, pofile  # noqa: E402

SYSTEM = Path("/usr/share/fonts/opentype/noto")
FACES = {"Regular": "NotoSansCJKjp-Regular-subset.otf", "Bold": "NotoSansCJKjp-Bold-subset.otf"}
JAPANESE = 0  # the collection's faces: JP, KR, SC, TC, HK
LICENCE = Path("/usr/share/doc/fonts-noto-cjk/copyright")
EXTRA = "".join(map(chr, range(0x20, 0x7F))) + "".join(map(chr, range(0xA0, 0x100)))
EXTRA += "–—‘’“”„…·•→←↑↓×−№€♣♦♥♠、。「」・ー（）！？：０１２３４５６７８９"


def code_characters() -> set[str]:
    """The characters of the code's string literals: the words not yet in a catalogue (the
    games' own texts) are drawn in the shipped font too while Japanese is spoken."""
    chars: set[str] = set()
    for path in sorted((ROOT / "game").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                chars.update(node.value)
    return chars


def characters() -> str:
    """Every character the table's catalogues, its code and fixed extras use, sorted."""
    chars = set(EXTRA) | code_characters()
    for path in sorted(i18n.LOCALE_DIR.glob("*/LC_MESSAGES/*.po")):
        for e in pofile.parse(path.read_text(encoding="utf-8")):
            chars.update(e.msgid, e.msgid_plural, *e.msgstr)
    chars.update(i18n.LANGUAGES["ja"], *i18n.LANGUAGES.values())
    return "".join(sorted(c for c in chars if c.isprintable()))


def system_fonts() -> Path:
    """The folder of the full Noto Sans CJK collections, installing them if need be."""
    if not (SYSTEM / "NotoSansCJK-Regular.ttc").exists() and shutil.which("apt-get"):
        subprocess.run(["apt-get", "install", "-y", "-q", "fonts-noto-cjk"], check=False)
    if not (SYSTEM / "NotoSansCJK-Regular.ttc").exists():
        raise SystemExit("Noto Sans CJK is not installed (Debian: apt-get install fonts-noto-cjk)")
    return SYSTEM


def main() -> int:
    try:
        from fontTools import subset
        from fontTools.ttLib import TTFont
    except ImportError:
        print("fontTools is missing: pip install -e '.[fonts]'", file=sys.stderr)
        return 2
    source = system_fonts()
    out = ROOT / "sprites" / "fonts"
    out.mkdir(exist_ok=True)
    text = characters()
    options = subset.Options()
    options.layout_features = ["kern", "palt", "vert"]
    options.name_IDs = ["*"]
    options.hinting = False
    for weight, name in FACES.items():
        font = TTFont(source / f"NotoSansCJK-{weight}.ttc", fontNumber=JAPANESE, recalcTimestamp=False)
        family = font["name"].getDebugName(1) or ""
        if "JP" not in family:
            raise SystemExit(f"face {JAPANESE} of NotoSansCJK-{weight}.ttc is {family!r}, not the JP one")
        subsetter = subset.Subsetter(options)
        subsetter.populate(text=text)
        subsetter.subset(font)
        font.save(out / name)
        size = (out / name).stat().st_size // 1024
        print(f"wrote sprites/fonts/{name}: {size} KiB, {len(text)} characters")
    if LICENCE.exists():
        shutil.copyfile(LICENCE, out / "NotoSansCJK-LICENSE.txt")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
