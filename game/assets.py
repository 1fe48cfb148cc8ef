"""Finding the committed asset folders (``sprites/``, ``sounds/``) wherever we run from.

Looks in the PyInstaller bundle, the source tree (also an editable install), and the
data folder an installed wheel puts them in (``<prefix>/share/tricktable``). Nothing
depends on the working directory.
"""

from __future__ import annotations

import sys
import sysconfig
from functools import cache
from pathlib import Path


def _candidates() -> list[Path]:
    found = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        found.append(Path(bundle))
    found.append(Path(__file__).resolve().parent.parent)
    for prefix in {sys.prefix, sysconfig.get_config_var("userbase") or "", sys.base_prefix}:
        if prefix:
            found.append(Path(prefix) / "share" / "tricktable")
    return found


@cache
def assets_root() -> Path:
    """The folder that holds ``sprites/`` and ``sounds/``."""
    for root in _candidates():
        if (root / "sprites").is_dir():
            return root
    raise FileNotFoundError("Tricktable's sprites/ folder was not found; the installation is incomplete")


def asset(*parts: str) -> Path:
    """Path of a committed asset, e.g. ``asset("sprites", "icon-256.png")``."""
    return assets_root().joinpath(*parts)
