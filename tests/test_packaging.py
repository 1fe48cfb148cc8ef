"""Fast checks of what the standalone bundles are built from (issue 11). The bundle itself
is built and self-tested by .ci/run, not here."""

from __future__ import annotations

import ast
import os
import struct
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import game

ROOT = Path(__file__).resolve().parents[1]
PNG = b"\x89PNG\r\n\x1a\n"
ENV = {**os.environ, "PYTHONPATH": str(ROOT), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk (which must come first)."""
    assert data[:8] == PNG, "not a PNG"
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


# --- build.spec -------------------------------------------------------------------------------
def _spec_strings() -> set[str]:
    tree = ast.parse((ROOT / "build.spec").read_text(encoding="utf-8"), "build.spec")
    return {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)}


def test_build_spec_is_python_and_bundles_assets_and_every_package():
    strings = _spec_strings()
    assert {"sprites", "sounds"} <= strings  # datas: (ROOT / "sprites", "sprites"), ...
    assert {"game", "ai"} <= strings  # collect_submodules of both packages
    assert {"__main__.py", "Tricktable", "org.tricktable.Tricktable", "icon.ico", "icon.icns"} <= strings
    text = (ROOT / "build.spec").read_text(encoding="utf-8")
    assert "console=False" in text and "--onefile" in text and "NSHighResolutionCapable" in text


def test_the_version_is_the_same_everywhere():
    """The .app and the Windows version resource take game.__version__; pip takes pyproject's."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["version"] == game.__version__
    assert "pyinstaller" in " ".join(project["optional-dependencies"]["build"])


def test_the_entry_point_calls_freeze_support_first():
    """A frozen AI worker process must not start another copy of the program."""
    tree = ast.parse((ROOT / "game" / "__main__.py").read_text(encoding="utf-8"))
    guard = next(n for n in tree.body if isinstance(n, ast.If))
    calls = [ast.unparse(n) for n in guard.body if isinstance(n, ast.Expr)]
    assert calls[0] == "multiprocessing.freeze_support()"


# --- the Linux menu entry ---------------------------------------------------------------------
def test_desktop_file_is_valid_key_value_with_the_required_keys():
    lines = (ROOT / "packaging" / "tricktable.desktop").read_text(encoding="utf-8").splitlines()
    body = [line for line in lines if line.strip() and not line.startswith("#")]
    assert body[0] == "[Desktop Entry]"
    entry: dict[str, str] = {}
    for line in body[1:]:
        assert not line.startswith("["), "one group only"
        key, sep, value = line.partition("=")
        assert sep and key == key.strip() and key.replace("-", "").isalnum(), line
        assert key not in entry, f"duplicate key {key}"
        entry[key] = value
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Tricktable" and entry["Exec"] == "Tricktable" and entry["Icon"] == "tricktable"
    assert entry["Terminal"] == "false"
    for key in ("Categories", "Keywords"):
        assert entry[key].endswith(";")
    assert "Game" in entry["Categories"].split(";")


def test_linux_install_script_is_executable_shell():
    script = ROOT / "packaging" / "install-linux.sh"
    assert os.access(script, os.X_OK)
    subprocess.run(["sh", "-n", str(script)], check=True)


# --- icons ------------------------------------------------------------------------------------
def check_icons(folder: Path) -> None:
    for size in (32, 64, 128, 256, 512):
        assert png_size((folder / f"icon-{size}.png").read_bytes()) == (size, size)
    ico = (folder / "icon.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1) and count >= 4
    sizes = set()
    for i in range(count):
        w, h, _, _, planes, bits, length, offset = struct.unpack("<BBBBHHII", ico[6 + 16 * i : 22 + 16 * i])
        w, h = w or 256, h or 256  # 0 means 256
        assert offset + length <= len(ico)
        assert png_size(ico[offset : offset + length]) == (w, h)
        sizes.add(w)
    assert {16, 32, 48, 256} <= sizes
    icns = (folder / "icon.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    kinds = {}
    at = 8
    while at < len(icns):
        kind, length = icns[at : at + 4], struct.unpack(">I", icns[at + 4 : at + 8])[0]
        assert length > 8 and at + length <= len(icns)
        kinds[kind] = png_size(icns[at + 8 : at + length])
        at += length
    assert at == len(icns)
    assert kinds == {b"ic07": (128, 128), b"ic08": (256, 256), b"ic09": (512, 512), b"ic10": (1024, 1024)}


def test_committed_icons_have_valid_png_ico_and_icns_structure():
    check_icons(ROOT / "sprites")


def test_icons_come_from_the_committed_script(tmp_path):
    """tools/make_icons.py draws the same picture that is committed (within rounding)."""
    subprocess.run(
        [sys.executable, str(ROOT / "tools" / "make_icons.py"), "--out", str(tmp_path)],
        env=ENV,
        check=True,
        capture_output=True,
    )
    check_icons(tmp_path)
    import pygame

    drawn, committed = (
        pygame.image.tobytes(pygame.image.load(str(folder / "icon-256.png")), "RGBA")
        for folder in (tmp_path, ROOT / "sprites")
    )
    assert sum(abs(a - b) for a, b in zip(drawn, committed, strict=True)) / len(drawn) < 2


# --- the self-test's command line -------------------------------------------------------------
def _selftest(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "game", "selftest", *args],
        env=ENV,
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_selftest_help_names_its_options(tmp_path):
    result = _selftest("--help", cwd=tmp_path)
    assert result.returncode == 0
    for option in ("--report", "--data-dir", "--deals", "--first-frame"):
        assert option in result.stdout


def test_report_file_holds_the_result_line(tmp_path):
    report = tmp_path / "report.txt"
    data = tmp_path / "data"
    result = _selftest("--first-frame", "--data-dir", str(data), "--report", str(report), cwd=tmp_path)
    assert result.returncode == 0, result.stdout
    text = report.read_text(encoding="utf-8")
    assert text.startswith("selftest ok: first frame at ") and text == result.stdout
    assert (data / "tricktable.log").is_file()  # the log went to the data folder too


@pytest.mark.parametrize("damaged", ["settings.json", "statistics.json", "autosave.json"])
def test_selftest_loads_every_file_like_a_normal_start(tmp_path, damaged):
    """A damaged file is set aside and reported; that is not a failure of the self-test."""
    data = tmp_path / "data"
    data.mkdir()
    (data / damaged).write_bytes(b"\x00\xff not json")
    result = _selftest("--first-frame", "--data-dir", str(data), cwd=tmp_path)
    assert result.returncode == 0, result.stdout
    assert list(data.glob(f"{damaged}.damaged-*")), "the damaged file was not set aside"
    assert (
        f"It was kept as {damaged}.damaged-" in result.stdout or f"it was kept as {damaged}" in result.stdout
    )


def test_a_failure_is_one_line_plus_the_traceback_in_the_report(tmp_path):
    report = tmp_path / "report.txt"
    result = _selftest(
        "--level", "no-such-level", "--data-dir", str(tmp_path), "--report", str(report), cwd=tmp_path
    )
    assert result.returncode == 1
    assert result.stdout.startswith("selftest failed: ") and len(result.stdout.splitlines()) == 1
    text = report.read_text(encoding="utf-8")
    assert text.splitlines()[0] == result.stdout.strip()
    assert "Traceback (most recent call last)" in text


def test_selftest_starts_in_the_language_asked_for(tmp_path):
    """`Tricktable selftest --lang ja` (issue 23) speaks Japanese, and an unknown language is
    a one-line failure."""
    data = tmp_path / "data"
    result = _selftest("--first-frame", "--data-dir", str(data), "--lang", "ja", cwd=tmp_path)
    assert result.returncode == 0, result.stdout
    assert "language ja" in result.stdout
    bad = _selftest("--first-frame", "--data-dir", str(data), "--lang", "xx", cwd=tmp_path)
    assert bad.returncode == 1 and bad.stdout.count("\n") == 1
    assert bad.stdout.startswith("selftest failed: SelftestError: the language 'xx' is not spoken")
