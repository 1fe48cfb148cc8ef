"""The language the table speaks, and its words: the standard ``gettext`` machinery.

The catalogues are ``game/locale/<lang>/LC_MESSAGES/tricktable.po`` (the sources, in the
repository) and the ``.mo`` files ``tools/i18n.py compile`` builds from them (shipped in the
wheel and the bundle). In a source checkout without an up-to-date ``.mo`` the ``.po`` is
compiled in memory. The English text is the message id: English needs no catalogue.

Code marks its words with ``_("...")``, ``ngettext("1 trick", "{n} tricks", n)`` (real plural
forms: each catalogue's ``Plural-Forms`` header), ``pgettext(context, "...")``, and ``N_`` for
a text translated later (``NP_`` with a context); placeholders are named (``{name}``), never
concatenated. This module owns the current language (``set_language``); no pygame, standard library only.
"""

from __future__ import annotations

import gettext
import io
import locale
import logging
import os
import re
import subprocess
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from game import pofile
from game.rules.message import Layout, Message, Plural, PMessage

DOMAIN = "tricktable"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
LANGUAGES = {"en": "English", "de": "Deutsch", "fi": "Suomi", "sv": "Svenska", "ja": "日本語"}
"""Every language the table speaks, by code, each named in its own words."""
DEFAULT = "en"
# Windows names its locales in English words ('German_Germany.1252').
_WINDOWS_NAMES = {"english": "en", "german": "de", "finnish": "fi", "swedish": "sv", "japanese": "ja"}
log = logging.getLogger(__name__)

_current = DEFAULT
_catalog: gettext.NullTranslations = gettext.NullTranslations()


def catalogue(lang: str, suffix: str = ".po") -> Path:
    """Where a language's catalogue (``.po``) or compiled catalogue (``.mo``) lives."""
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}{suffix}"


def load(lang: str) -> gettext.NullTranslations:
    """The translations of ``lang``: its ``.mo`` if it is not older than its ``.po``, else
    the ``.po`` compiled in memory. Raises ``OSError`` or ``pofile.PoError`` when neither
    can be read."""
    if lang == DEFAULT:
        return gettext.NullTranslations()
    mo, po = catalogue(lang, ".mo"), catalogue(lang)
    if mo.exists() and (not po.exists() or mo.stat().st_mtime >= po.stat().st_mtime):
        with open(mo, "rb") as f:
            return gettext.GNUTranslations(f)
    data = pofile.mo_bytes(pofile.parse(po.read_text(encoding="utf-8")))
    return gettext.GNUTranslations(io.BytesIO(data))


def set_language(lang: str) -> str:
    """Speak ``lang`` from now on; an unknown language or an unreadable catalogue leaves
    English (logged). Returns the language now spoken."""
    global _current, _catalog
    if lang not in LANGUAGES:
        lang = DEFAULT
    try:
        _catalog = load(lang)
    except (OSError, ValueError) as e:
        log.warning("the %s catalogue could not be read (%s); English is used", lang, e)
        lang, _catalog = DEFAULT, gettext.NullTranslations()
    _current = lang
    return lang


def current() -> str:
    """The language spoken now ('en', 'de', ...)."""
    return _current


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The system's language if the table speaks it, else English: the first of
    ``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that is set (in ``environ`` if
    given, and then nothing else), else the language the desktop's settings name
    (``platform_languages``)."""
    env = os.environ if environ is None else environ
    names: list[str] = []
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        if env.get(var):
            names += env[var].split(":")
            break
    if environ is None and not names:
        names = platform_languages()
    for name in names:
        code = name.lower().replace("-", "_")
        if code[:2] in LANGUAGES and (len(code) == 2 or code[2] in "_.@"):
            return code[:2]
        head = code.split("_")[0]
        if head in _WINDOWS_NAMES:
            return _WINDOWS_NAMES[head]
    return DEFAULT


def platform_languages() -> list[str]:
    """The user's languages where no variable names them: Windows' display language,
    macOS's preferred languages (``defaults read -g AppleLanguages``), else Python's locale."""
    try:
        if sys.platform == "win32":
            import ctypes

            lcid = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
            return [locale.windows_locale.get(lcid, "")]
        if sys.platform == "darwin":
            said = subprocess.run(
                ["defaults", "read", "-g", "AppleLanguages"], capture_output=True, text=True, timeout=2
            ).stdout
            return re.findall(r'"?([A-Za-z]{2}(?:[-_][A-Za-z0-9]+)*)"?\s*[,)]', said)
        return [locale.getlocale()[0] or ""]
    except (OSError, ValueError, subprocess.SubprocessError):
        return []


def _(message: str) -> str:
    """``message`` in the current language."""
    return _catalog.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of ``singular``/``plural`` for the number ``n`` in the current language."""
    return _catalog.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language, where ``context`` tells the translator which sense."""
    return _catalog.pgettext(context, message)


def translate(text: str) -> str:
    """The rules' words (a ``Message``) in the language spoken: its template from the
    catalogue (in its context for a ``PMessage``; a ``Layout``'s as it is), filled with its
    parameters, each translated in turn when it is a ``Message``.
    Other text is returned as it is. A translation that does not fit its parameters (a
    damaged catalogue) gives the English text."""
    if not isinstance(text, Message):
        return text
    params = {k: translate(v) if isinstance(v, Message) else v for k, v in text.params.items()}
    if isinstance(text, Plural):
        template = ngettext(text.template, text.plural, text.params["n"])
    elif isinstance(text, PMessage):
        template = pgettext(text.context, text.template)
    elif isinstance(text, Layout):
        template = text.template
    else:
        template = _(text.template)
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return str(text)


def N_(message: str) -> str:
    """Marks ``message`` for the catalogues; it is translated where it is shown."""
    return message


@dataclass(frozen=True)
class Contextual:
    """A message marked with its context (``NP_``), translated later with ``pgettext``."""

    context: str
    message: str


def NP_(context: str, message: str) -> Contextual:
    """Marks ``message`` in ``context`` for the catalogues, as ``N_`` does."""
    return Contextual(context, message)
