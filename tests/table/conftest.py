"""Fixtures for the table tests: a real App on the dummy video driver, driven by events."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(scope="session")
def worker() -> Iterator[object]:
    """One CPU worker (a thread, to start fast) shared by every table test."""
    from ai.worker import AgentWorker

    w = AgentWorker(use_process=False)
    yield w
    w.close()


@pytest.fixture
def app(tmp_path, worker) -> Iterator[object]:
    """The real App at 1280×800, settings in a temporary folder, no autosave."""
    from game.table.app import App

    a = App(
        settings_path=str(tmp_path / "settings.json"),
        save_settings=False,
        autosave_enabled=False,
        size=(1280, 800),
        stats_path=str(tmp_path / "statistics.json"),
    )
    a.settings.speed = "instant"
    yield a
    a.close()
