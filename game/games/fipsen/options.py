"""The named options of every Fipsen form (fipsen.md: Prisdorf FP, Großenaspe FG,
Thedinghausen FT), by preset."""

from __future__ import annotations

from game.rules.registry import Option

PRISDORF = (
    Option("MinBid3", False, "The 2-level bids are illegal; the lowest bid is 3"),
    Option("KontraRekontra", False, "Opponents may say Kontra (x2), the declarer then Rekontra (x4)"),
    Option("TournamentLength", False, "100 deals with 4 players, 120 with 3"),
    Option(
        "VorhandLeads",
        False,
        "Vorhand, the player left of the dealer, leads to the first trick instead of the declarer",
    ),
)


GROSSENASPE = (
    Option(
        "Knock",
        False,
        "Before the first lead an opponent may knock: the deal's score is doubled (one knock per deal).",
    ),
    Option("FivePlayers", True, "All five play, 5 cards each; Skat 2, Stock 5.", players=(5,)),
    Option("FiveSitOut", False, "The dealer sits out each deal and the other four play.", players=(5,)),
    Option(
        "KaroFipsen",
        True,
        "Diamonds (Ruten) instead of clubs double the score; the three-player pack has 25 cards, "
        "7♦ the only diamond.",
        players=(3,),
    ),
)


THEDINGHAUSEN = (
    Option("MustTrump", False, "A player who cannot follow suit must trump if able (no need to overtrump)."),
    Option(
        "FipsenAnnouncement",
        False,
        "Before play a player may announce Fipsen (win all five tricks); failing costs 5 Hedewigs, "
        "the currant buns played for.",
    ),
)
