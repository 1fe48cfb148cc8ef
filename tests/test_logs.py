"""game/logs.py: the program's log file, where it cannot be written, and background threads."""

from __future__ import annotations

import faulthandler
import logging
import sys
import threading

import pytest

from game import logs


@pytest.fixture
def fresh_logging(monkeypatch):
    """Whatever ``logs.setup`` installs is taken away again after the test."""
    root = logging.getLogger()
    handlers, level, hook = list(root.handlers), root.level, threading.excepthook
    monkeypatch.setattr(logs, "_faults_file", None)
    yield
    for h in [h for h in root.handlers if h not in handlers]:
        root.removeHandler(h)
        h.close()
    root.setLevel(level)
    threading.excepthook = hook
    logging.captureWarnings(False)
    if logs._faults_file is not None:
        faulthandler.enable(sys.__stderr__)
        logs._faults_file.close()


def test_a_log_folder_that_cannot_be_made_leaves_the_game_without_a_log(tmp_path, fresh_logging):
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    before = list(logging.getLogger().handlers)
    assert logs.setup(blocked / "logs") is None
    assert logging.getLogger().handlers == before


def test_setting_up_twice_writes_one_log(tmp_path, fresh_logging):
    first = logs.setup(tmp_path)
    assert first is not None and logs.setup(tmp_path) == first
    logging.getLogger("tricktable.test").warning("once")
    assert first.read_text(encoding="utf-8").count("once") == 1


def test_an_error_that_ends_a_background_thread_goes_to_the_log(tmp_path, fresh_logging, capsys):
    path = logs.setup(tmp_path)
    assert path is not None

    def fail() -> None:
        raise ValueError("broken worker")

    worker = threading.Thread(target=fail, name="cpu-worker")
    worker.start()
    worker.join()
    text = path.read_text(encoding="utf-8")
    assert "error in thread cpu-worker" in text and "ValueError: broken worker" in text
    assert "broken worker" not in capsys.readouterr().err
