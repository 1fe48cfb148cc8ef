"""Reading gettext ``.po`` catalogues and writing ``.mo`` files, with the standard library only.

Our own catalogues are the input (``game/locale/<lang>/LC_MESSAGES/tricktable.po``), so the
reader knows the subset of the format they use: comments (``#.``, ``#:``, ``#,`` flags),
``msgctxt``, ``msgid``, ``msgid_plural``, ``msgstr`` and ``msgstr[n]``, each a run of quoted
strings. ``tools/i18n.py`` builds the ``.mo`` files with ``mo_bytes``; ``game.i18n``
compiles a catalogue in memory when no up-to-date ``.mo`` is beside it (a source checkout).
"""

from __future__ import annotations

import ast
import struct
from dataclasses import dataclass, field

KEYWORDS = ("msgctxt", "msgid", "msgid_plural", "msgstr")


class PoError(ValueError):
    """A catalogue that does not follow the format, with its line number."""


@dataclass
class Entry:
    """One message: its id (and plural id, and context) and its translation(s)."""

    msgid: str
    msgid_plural: str = ""
    msgctxt: str = ""
    msgstr: list[str] = field(default_factory=lambda: [""])
    flags: set[str] = field(default_factory=set)
    comments: list[str] = field(default_factory=list)  # '#.' and '#:' lines, kept as written

    @property
    def key(self) -> tuple[str, str]:
        return self.msgctxt, self.msgid

    @property
    def translated(self) -> bool:
        return all(self.msgstr) and "fuzzy" not in self.flags


def _unquote(text: str, line: int) -> str:
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise PoError(f"line {line}: expected a quoted string, found {text[:30]!r}")
    try:
        value = ast.literal_eval(text)
    except (SyntaxError, ValueError) as e:
        raise PoError(f"line {line}: bad string {text[:30]!r}") from e
    if not isinstance(value, str):
        raise PoError(f"line {line}: expected a string")
    return value


class _Reader:
    """Collects entries line by line."""

    def __init__(self) -> None:
        self.entries: list[Entry] = []
        self.fields: dict[str, str] = {}
        self.flags: set[str] = set()
        self.comments: list[str] = []
        self.last = ""

    def finish(self, line: int) -> None:
        if not self.fields:
            return
        if "msgid" not in self.fields:
            raise PoError(f"line {line}: an entry without msgid")
        plural = "msgid_plural" in self.fields
        count = 1 + max((int(k[7:-1]) for k in self.fields if k.startswith("msgstr[")), default=0)
        strs = [self.fields.get(f"msgstr[{i}]", "") for i in range(count)] if plural else None
        self.entries.append(
            Entry(
                self.fields["msgid"],
                self.fields.get("msgid_plural", ""),
                self.fields.get("msgctxt", ""),
                strs or [self.fields.get("msgstr", "")],
                self.flags,
                self.comments,
            )
        )
        self.fields, self.flags, self.comments, self.last = {}, set(), [], ""

    def line(self, raw: str, n: int) -> None:
        s = raw.strip()
        if not s or s.startswith("#~"):
            return
        if s.startswith("#"):
            if self.fields and "msgstr" in " ".join(self.fields):
                self.finish(n)
            if s.startswith("#,"):
                self.flags |= {f.strip() for f in s[2:].split(",") if f.strip()}
            elif s.startswith(("#.", "#:")):
                self.comments.append(s)
            return
        if s.startswith('"'):
            if not self.last:
                raise PoError(f"line {n}: a string continues nothing")
            self.fields[self.last] += _unquote(s, n)
            return
        keyword, _, rest = s.partition(" ")
        if keyword not in KEYWORDS and not keyword.startswith("msgstr["):
            raise PoError(f"line {n}: unknown keyword {keyword[:20]!r}")
        if keyword in ("msgctxt", "msgid") and any(k.startswith("msgstr") for k in self.fields):
            self.finish(n)
        if keyword in self.fields:
            raise PoError(f"line {n}: {keyword} twice in one entry")
        self.fields[keyword] = _unquote(rest, n)
        self.last = keyword


def parse(text: str) -> list[Entry]:
    """Every entry of a catalogue, the header (empty msgid) first if it has one."""
    reader = _Reader()
    lines = text.removeprefix("\ufeff").splitlines()  # an editor's byte-order mark is no keyword
    for n, raw in enumerate(lines, 1):
        reader.line(raw, n)
    reader.finish(len(lines))
    return reader.entries


def header(entries: list[Entry]) -> dict[str, str]:
    """The header entry's fields ('Plural-Forms', 'Language', ...)."""
    head = next((e for e in entries if e.msgid == "" and not e.msgctxt), None)
    out: dict[str, str] = {}
    for line in (head.msgstr[0] if head else "").splitlines():
        key, sep, value = line.partition(":")
        if sep:
            out[key.strip()] = value.strip()
    return out


def mo_bytes(entries: list[Entry]) -> bytes:
    """A GNU ``.mo`` file of the translated entries (untranslated and fuzzy ones are left out,
    so gettext falls back to the English id), and the header."""
    pairs: dict[bytes, bytes] = {}
    for e in entries:
        if e.msgid and not e.translated:
            continue
        key = e.msgid if not e.msgctxt else f"{e.msgctxt}\x04{e.msgid}"
        if e.msgid_plural:
            key += "\x00" + e.msgid_plural
        pairs[key.encode()] = "\x00".join(e.msgstr).encode()
    keys = sorted(pairs)
    start = 7 * 4 + 16 * len(keys)  # header, then the two tables of (length, offset)
    ids = b"".join(k + b"\x00" for k in keys)
    strs = b"".join(pairs[k] + b"\x00" for k in keys)
    table: list[int] = []
    offset = start
    for k in keys:
        table += [len(k), offset]
        offset += len(k) + 1
    for k in keys:
        table += [len(pairs[k]), offset]
        offset += len(pairs[k]) + 1
    head = struct.pack("<7I", 0x950412DE, 0, len(keys), 28, 28 + 8 * len(keys), 0, start)
    return head + struct.pack(f"<{len(table)}I", *table) + ids + strs
