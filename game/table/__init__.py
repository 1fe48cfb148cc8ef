"""The pygame-ce front end: a felt table that draws ``view(0)`` and turns input into actions."""
