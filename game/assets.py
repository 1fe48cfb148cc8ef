"""Finding the committed asset folders (``sprites/``, ``sounds/``) wherever we run from.

Looked for, in order:

1. the PyInstaller bundle (``sys._MEIPASS``: ``_internal/`` of a one-folder bundle, the
   unpacked temporary folder of a one-file build, ``Contents/Frameworks`` of a macOS app);
2. the source tree next to the ``game`` package (a checkout or an editable install);
3. ``share/tricktable`` of an installed wheel (``[tool.setuptools.data-files]`` in
   pyproject.toml): under every prefix the package could have been installed into —
   the ancestors of the installed ``game`` package (a venv, ``--prefix``, Debian's
   ``/usr/local``), the install schemes' data folders (``--user`` included), and
   ``sys.prefix``.

Nothing depends on the working directory.
"""

from __future__ import annotations

import sys
import sysconfig
from functools import cache
from pathlib import Path

SHARE = Path("share") / "tricktable"


def candidates() -> list[Path]:
    """Every folder that may hold ``sprites/`` and ``sounds/``, most likely first."""
    found: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        found.append(Path(bundle))
    package = Path(__file__).resolve().parent
    found.append(package.parent)
    # <prefix>/lib/python3.X/site-packages/game (POSIX) or <prefix>/Lib/site-packages/game (Windows)
    found.extend(ancestor / SHARE for ancestor in package.parents[:5])
    for scheme in {sysconfig.get_default_scheme(), sysconfig.get_preferred_scheme("user")}:
        try:
            found.append(Path(sysconfig.get_path("data", scheme)) / SHARE)
        except KeyError:
            continue
    found.extend(Path(p) / SHARE for p in (sys.prefix, sys.base_prefix))
    return list(dict.fromkeys(found))


def _has_assets(root: Path) -> bool:
    return (root / "sprites").is_dir() and (root / "sounds").is_dir()


@cache
def assets_root() -> Path:
    """The folder that holds ``sprites/`` and ``sounds/``."""
    for root in candidates():
        if _has_assets(root):
            return root
    looked = ", ".join(str(p) for p in candidates())
    raise FileNotFoundError(f"Tricktable's sprites/ and sounds/ were not found (looked in {looked})")


def asset(*parts: str) -> Path:
    """Path of a committed asset, e.g. ``asset("sprites", "icon-256.png")``."""
    return assets_root().joinpath(*parts)
