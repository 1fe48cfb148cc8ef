"""game.assets finds sprites/ and sounds/ from source, a bundle and an installed wheel's
share/tricktable, whatever the working directory."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game import assets

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def _fresh_cache():
    assets.assets_root.cache_clear()
    yield
    assets.assets_root.cache_clear()


def _fake_assets(root: Path) -> Path:
    (root / "sprites").mkdir(parents=True)
    (root / "sounds").mkdir()
    (root / "sprites" / "icon-256.png").write_bytes(b"\x89PNG\r\n\x1a\n")
    return root


def test_source_tree_assets_are_found():
    assert assets.assets_root() == ROOT
    icon = assets.asset("sprites", "icon-256.png")
    assert icon.is_absolute() and icon.is_file()
    assert assets.asset("sounds", "click.wav").is_file()


def test_lookup_does_not_depend_on_the_working_directory(tmp_path):
    out = subprocess.run(
        [sys.executable, "-c", "from game.assets import asset; print(asset('sprites', 'icon-256.png'))"],
        cwd=tmp_path,
        env={"PYTHONPATH": str(ROOT), "PATH": ""},
        capture_output=True,
        text=True,
        check=True,
    )
    assert Path(out.stdout.strip()) == ROOT / "sprites" / "icon-256.png"


def test_a_pyinstaller_bundle_comes_first(tmp_path, monkeypatch):
    bundle = _fake_assets(tmp_path / "_internal")
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    assert assets.assets_root() == bundle
    assert assets.asset("sprites", "icon-256.png") == bundle / "sprites" / "icon-256.png"


@pytest.mark.parametrize(
    "site_packages",
    ["lib/python3.11/site-packages", "Lib/site-packages"],  # POSIX and Windows prefixes
)
def test_an_installed_wheels_share_folder_is_found(tmp_path, site_packages):
    """pyproject's data-files put the assets in <prefix>/share/tricktable (any prefix)."""
    prefix = tmp_path / "prefix"
    package = prefix / site_packages / "game"
    package.mkdir(parents=True)
    shutil.copy(ROOT / "game" / "assets.py", package / "assets.py")
    (package / "__init__.py").write_text("")
    share = _fake_assets(prefix / "share" / "tricktable")
    out = subprocess.run(
        [sys.executable, "-c", "from game.assets import assets_root; print(assets_root())"],
        cwd=tmp_path,
        env={"PYTHONPATH": str(prefix / site_packages), "PATH": ""},
        capture_output=True,
        text=True,
        check=True,
    )
    assert Path(out.stdout.strip()) == share


def test_missing_assets_say_where_they_were_looked_for(tmp_path, monkeypatch):
    monkeypatch.setattr(assets, "candidates", lambda: [tmp_path / "nowhere"])
    with pytest.raises(FileNotFoundError, match="nowhere"):
        assets.assets_root()
