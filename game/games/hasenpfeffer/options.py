"""Hasenpfeffer's named options (hasenpfeffer.md, section "Options")."""

from __future__ import annotations

from game.rules.registry import Option

OPTIONS = (
    Option("OpponentsDontScore", False, "The declarers' opponents never score."),
    Option(
        "ParlettNoBowers",
        False,
        "Parlett's rules: no bowers, the jacks are not raised; trumps rank Joker, A, K, Q, J, 10, 9.",
    ),
    Option(
        "HubertPhillips",
        False,
        "Hubert Phillips' rules: no bowers (the jacks are not raised), a failed contract costs only "
        "the missing tricks, "
        "the opponents never score.",
    ),
    Option("MultiRoundBidding", False, "Bidding goes round until three have passed; a pass is final."),
    Option(
        "NoTrumpDeclaration",
        False,
        "The declarer may name no-trump; the Joker is then the highest card and, when led, "
        "its holder names the suit.",
    ),
    Option("Target", 10, "Points a team needs to win the game.", (5, 7, 10, 11, 15, 21)),
)
