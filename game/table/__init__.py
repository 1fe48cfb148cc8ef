"""The pygame-ce front end: a felt table that draws ``view(0)`` and turns input into actions."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
