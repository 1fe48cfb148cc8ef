"""Duel's deck: A K Q J of clubs and hearts; a higher rank of the suit led wins."""

from game.rules import parse_cards

DECK = tuple(parse_cards("Ac Kc Qc Jc Ah Kh Qh Jh".split()))
HAND = 4
PLAYERS = 2
