"""The named options of every Fipsen form (fipsen.md: Prisdorf FP, Großenaspe FG,
Thedinghausen FT), by preset."""

from __future__ import annotations

from game.rules.message import N_
from game.rules.registry import Option

PRISDORF = (
    Option("MinBid3", False, N_("The 2-level bids are illegal; the lowest bid is 3"), label=N_("Min bid 3")),
    Option(
        "KontraRekontra",
        False,
        N_("Opponents may say Kontra (x2), the declarer then Rekontra (x4)"),
        label=N_("Kontra Rekontra"),
    ),
    Option(
        "TournamentLength", False, N_("100 deals with 4 players, 120 with 3"), label=N_("Tournament length")
    ),
    Option(
        "VorhandLeads",
        False,
        N_("Vorhand, the player left of the dealer, leads to the first trick instead of the declarer"),
        label=N_("Vorhand leads"),
    ),
)


GROSSENASPE = (
    Option(
        "Knock",
        False,
        N_("Before the first lead an opponent may knock: the deal's score is doubled (one knock per deal)."),
        label=N_("Knock"),
    ),
    Option(
        "FivePlayers",
        True,
        N_("All five play, 5 cards each; Skat 2, Stock 5."),
        players=(5,),
        label=N_("Five players"),
    ),
    Option(
        "FiveSitOut",
        False,
        N_("The dealer sits out each deal and the other four play."),
        players=(5,),
        label=N_("Five sit out"),
    ),
    Option(
        "KaroFipsen",
        True,
        N_(
            "Diamonds (Ruten) instead of clubs double the score; the three-player pack has 25 cards, "
            "7♦ the only diamond."
        ),
        players=(3,),
        label=N_("Karo Fipsen"),
    ),
)


THEDINGHAUSEN = (
    Option(
        "MustTrump",
        False,
        N_("A player who cannot follow suit must trump if able (no need to overtrump)."),
        label=N_("Must trump"),
    ),
    Option(
        "FipsenAnnouncement",
        False,
        N_(
            "Before play a player may announce Fipsen (win all five tricks); failing costs 5 Hedewigs, "
            "the currant buns played for."
        ),
        label=N_("Fipsen announcement"),
    ),
)
