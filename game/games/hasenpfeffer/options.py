"""Hasenpfeffer's named options (hasenpfeffer.md, section "Options")."""

from __future__ import annotations

from game.rules.message import N_
from game.rules.registry import Option

OPTIONS = (
    Option(
        "OpponentsDontScore",
        False,
        N_("The declarers' opponents never score."),
        label=N_("Opponents don't score"),
    ),
    Option(
        "ParlettNoBowers",
        False,
        N_("Parlett's rules: no bowers, the jacks are not raised; trumps rank Joker, A, K, Q, J, 10, 9."),
        label=N_("Parlett no bowers"),
    ),
    Option(
        "HubertPhillips",
        False,
        N_(
            "Hubert Phillips' rules: no bowers (the jacks are not raised), a failed contract costs only "
            "the missing tricks, "
            "the opponents never score."
        ),
        label=N_("Hubert Phillips"),
    ),
    Option(
        "MultiRoundBidding",
        False,
        N_("Bidding goes round until three have passed; a pass is final."),
        label=N_("Multi round bidding"),
    ),
    Option(
        "NoTrumpDeclaration",
        False,
        N_(
            "The declarer may name no-trump; the Joker is then the highest card and, when led, "
            "its holder names the suit."
        ),
        label=N_("No trump declaration"),
    ),
    Option(
        "Target", 10, N_("Points a team needs to win the game."), (5, 7, 10, 11, 15, 21), label=N_("Target")
    ),
)
