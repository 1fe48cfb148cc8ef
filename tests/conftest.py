"""Test set-up: headless SDL, hypothesis profiles, shared fixtures."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

settings.register_profile(
    "ci", max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)
settings.register_profile("dev", max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile(
    "thorough", max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci" if os.environ.get("CI") else "dev"))

# The tests read the table's words in English unless they choose a language themselves.
os.environ["LANGUAGE"] = "en"


@pytest.fixture(autouse=True)
def _english_again():
    """A test that switches the language leaves English behind it."""
    yield
    from game import i18n

    if i18n.current() != "en":
        i18n.set_language("en")
        from game.table import text

        text.language_changed()
