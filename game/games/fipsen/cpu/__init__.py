"""Fipsen's CPU players: rules of thumb for every form and the search's settings.

``heuristic`` holds the Prisdorf player and ``CPU``; the other forms' rules of thumb are in
``regional`` (Großenaspe, Ansegger Fips, Duttfips) and ``thedinghausen``.
"""

from .heuristic import CPU

__all__ = ["CPU"]
