"""Duel's CPU knowledge: none beyond the rules, so the search takes every decision."""

from ai.knowledge import GameAI

CPU = GameAI()
