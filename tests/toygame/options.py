"""Duel's one option."""

from game.rules import Option

OPTIONS = (Option("LeaderScoresDouble", False, "Tricks won on your own lead count twice"),)
