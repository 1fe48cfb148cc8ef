"""Rules help for the Fipsen family (rules/fipsen.md): one page per preset."""

from __future__ import annotations

from game.rules.helppage import HelpPage, HouseRule, bullets, how_to_play, paragraphs, table
from game.rules.message import PMessage

HELP = "fipsen help"
"""The catalogue context of this help's words (the German game terms stay in every language)."""

FOLLOW = PMessage(
    HELP,
    "Follow suit if you can; if you can't, play any card. Nobody ever has to trump or to beat. The highest "
    "trump takes the trick, or if no trump was played the highest card of the suit led, and the winner leads "
    "to the next trick.",
)

PLAY_A_CARD = PMessage(HELP, "Drag a card to the middle of the table, or click it, to play it.")

DISCARD = PMessage(HELP, "To discard, click the cards to select them, then press the Discard button.")


# --- Prisdorf (Part A) ---------------------------------------------------------------------

PRISDORF = HelpPage(
    title=PMessage(HELP, "Prisdorf Fipsen"),
    sections=(
        (
            PMessage(HELP, "Aim"),
            PMessage(
                HELP,
                "Fipsen is a five-card trick game from Holstein in northern Germany, related to Nap. An "
                "auction picks one player, the declarer, who plays alone against all the others and promises "
                "to take a certain number of the five tricks. Only the declarer's score changes: he gains if "
                "he makes his contract and loses twice as much if he fails. Everybody plays for himself; "
                "after the agreed number of deals the highest total wins.",
            ),
        ),
        (
            PMessage(HELP, "Cards and deal"),
            paragraphs(
                PMessage(
                    HELP,
                    "The pack has 25 cards: A K Q J 10 9 8 7 of clubs, spades and hearts, and a single "
                    "diamond, the 7♦. In every suit the ace is highest and the 7 lowest. Cards carry no "
                    "points; only tricks count. K, Q and J are the court cards (an ace is not one).",
                ),
                PMessage(
                    HELP,
                    "Each player gets 3 cards, then 2 go face down to the middle (the Skat), then each "
                    "player gets 2 more. The cards left over form the rest pile (3 cards with four players, "
                    "8 with three), which only a Kieker ever uses. Four players is the standard game; three "
                    "can play too.",
                ),
            ),
        ),
        (
            PMessage(HELP, "Bids"),
            paragraphs(
                PMessage(
                    HELP,
                    "A bid says how many tricks you will take, 2 to 5, and may add doubles. Each double "
                    "doubles the value: Hand (you will not use the Skat), Ruten (diamonds are trumps, so the "
                    "7♦ is the only trump) and Durch (you will take all five tricks). A bid of 5 always "
                    "includes Durch.",
                ),
                PMessage(
                    HELP,
                    "Bids are compared by tricks first, then by the number of doubles; which doubles they "
                    "are doesn't matter, so 3 Hand, 3 Ruten and 3 Durch are equally strong. Kieker is a "
                    "special bid for a player whose five dealt cards hold no court card: it beats every 4 "
                    "and loses to every 5. In short (t+n = t tricks with n doubles):",
                ),
                PMessage(
                    HELP, "2 < 2+1 < 2+2 < 2+3 < 3 < 3+1 < … < 4+3 < Kieker < Kieker Ruten < 5 < 5+2 < 5+3"
                ),
            ),
        ),
        (
            PMessage(HELP, "Auction"),
            paragraphs(
                PMessage(
                    HELP,
                    "The auction is a series of duels. The player left of the dealer meets the next player. "
                    "The later of the two must bid higher than the current bid or pass; the earlier may hold "
                    "(take the same strength for himself), bid higher, or pass. A pass is final, and the "
                    "next player who hasn't spoken steps into the duel. Jumps are allowed. The last player "
                    "standing is the declarer with the current bid. If nobody bids at all, the same dealer "
                    "deals again.",
                ),
                PMessage(
                    HELP,
                    "If you won by holding, you owe the number of tricks and the number of doubles, but you "
                    "choose which doubles to make.",
                ),
            ),
        ),
        (
            PMessage(HELP, "Skat, trumps and Kieker"),
            paragraphs(
                PMessage(
                    HELP,
                    "Unless he plays Hand, the declarer takes the two Skat cards and discards any two cards "
                    "face down. He must play Hand if his own bid named it, and may play Hand without having "
                    "bid it (that counts as a double). Then he names trumps; choosing diamonds always counts "
                    "as the Ruten double. A holder who is still one double short after that must play Durch.",
                ),
                PMessage(
                    HELP,
                    "A Kieker picks up the Skat and the rest pile and keeps any five of his ten cards (with "
                    "three players his own five cards go out first). He may then surrender for -5, or name "
                    "trumps and try to take all five tricks. After a Kieker Ruten bid diamonds are trumps.",
                ),
            ),
        ),
        (
            PMessage(HELP, "Siebener Fips"),
            PMessage(
                HELP,
                "The four 7s together with any ace make a Siebener Fips. Showing one scores +30 at once and "
                "ends the deal; any contract is forgotten and nobody else scores. You may show it straight "
                "after the deal (before the auction), or as declarer or Kieker when the five cards you keep "
                "after discarding form it. Showing it is your choice.",
            ),
        ),
        (
            PMessage(HELP, "Play"),
            paragraphs(
                PMessage(
                    HELP,
                    "The declarer leads to the first trick (with VorhandLeads, the player left of the dealer "
                    "does). {follow}",
                    follow=FOLLOW,
                ),
                PMessage(
                    HELP,
                    "The deal stops as soon as the result is certain. If the declarer reaches his number "
                    "without having lost a trick, he chooses: Stop and take the win, or Continue and try for "
                    "all five, which adds the Durch double but fails at the first lost trick. Whenever Durch "
                    "is in force, a single lost trick fails the contract.",
                ),
            ),
        ),
        (
            PMessage(HELP, "Scoring"),
            paragraphs(
                PMessage(
                    HELP,
                    "Value = tricks bid, doubled once for each double made: Hand played, diamonds trumps, "
                    "Durch (bid, part of a 5, or taken on by Continue). Made: the declarer gains the value. "
                    "Failed: he loses twice the value.",
                ),
                table(
                    (
                        PMessage(HELP, "Tricks"),
                        PMessage(HELP, "no double"),
                        PMessage(HELP, "one"),
                        PMessage(HELP, "two"),
                        PMessage(HELP, "three"),
                    ),
                    ("2", "2", "4", "8", "16"),
                    ("3", "3", "6", "12", "24"),
                    ("4", "4", "8", "16", "32"),
                    ("5", "-", "10", "20", "40"),
                ),
                PMessage(
                    HELP,
                    "Kieker: 10, with diamonds trumps 20 (failed: -20 or -40); a surrender is -5. Siebener "
                    "Fips: +30. Kontra doubles a result and Rekontra doubles it again, but never a surrender "
                    "or a Siebener Fips.",
                ),
            ),
        ),
        (
            PMessage(HELP, "End of the match"),
            PMessage(
                HELP,
                "Fipsen has no natural end. A match is a fixed number of deals, chosen so that everyone "
                "deals equally often: 12 deals with three or four players. The deal passes to the left each "
                "time; after a deal that nobody bid on, the same dealer deals again. When the last deal is "
                "over the highest total wins; if two or more players share the top total there is no single "
                "winner. With TournamentLength the match is 100 deals with four players or 120 with three.",
            ),
        ),
        how_to_play(
            PLAY_A_CARD,
            PMessage(HELP, "Bid with the bid panel, or press Pass or Hold."),
            PMessage(
                HELP, "After winning the auction press Take the Skat or Play Hand. {discard}", discard=DISCARD
            ),
            PMessage(
                HELP,
                "Name trumps with the Trumps buttons. Stop, Continue, Surrender, Kontra, Rekontra and "
                "Siebener Fips! appear as buttons whenever you may use them.",
            ),
        ),
    ),
    house_rules=(
        HouseRule(
            "FP-11, ambiguity #5", PMessage(HELP, "Kieker Ruten ranks directly above Kieker and below 5.")
        ),
        HouseRule(
            "FP-20",
            PMessage(
                HELP,
                "You may hold a Kieker-level bid only if you could bid Kieker yourself; holding Kieker Ruten "
                "binds you to diamonds as trumps.",
            ),
        ),
        HouseRule(
            "FP-35",
            PMessage(
                HELP,
                "A Siebener Fips in your dealt hand is offered right after the deal, before the auction.",
            ),
        ),
        HouseRule(
            "FP-49, ambiguity #11",
            PMessage(
                HELP, "Kontra and Rekontra never multiply a Kieker surrender (always -5) or a Siebener Fips."
            ),
        ),
        HouseRule(
            "FP-51",
            PMessage(
                HELP, "Players with equal totals share their place; a tie at the top has no single winner."
            ),
        ),
        HouseRule(
            "FP-52",
            PMessage(
                HELP,
                "The default match is a whole number of rounds, so everyone deals equally often (12 deals).",
            ),
        ),
    ),
    options=(
        ("MinBid3", PMessage(HELP, "No bids at the 2 level: the lowest bid is 3.")),
        (
            "KontraRekontra",
            PMessage(
                HELP,
                "After trumps are named an opponent may say Kontra (×2), then the declarer Rekontra (×4).",
            ),
        ),
        (
            "TournamentLength",
            PMessage(HELP, "A tournament match: 100 deals with four players, 120 with three."),
        ),
        (
            "VorhandLeads",
            PMessage(HELP, "The player left of the dealer leads to the first trick instead of the declarer."),
        ),
    ),
)

# --- Großenaspe (Part B) -------------------------------------------------------------------

GROSSENASPE = HelpPage(
    title=PMessage(HELP, "Fipsen in Großenaspe"),
    sections=(
        (
            PMessage(HELP, "Aim"),
            PMessage(
                HELP,
                "As in Prisdorf Fipsen, an auction picks a declarer who plays alone against all the others "
                "for a number of the five tricks. Großenaspe plays with a full 32-card pack, an open auction "
                "without holding and without Hand bids, and clubs (Gute) as the suit that doubles the score. "
                "A declarer never loses points here: when he fails, each opponent scores instead. After the "
                "agreed number of deals the highest total wins.",
            ),
        ),
        (
            PMessage(HELP, "Cards and deal"),
            paragraphs(
                PMessage(
                    HELP,
                    "32 cards: A K Q J 10 9 8 7 in every suit, ace highest. Each player gets 3 cards, 2 go "
                    "face down to the middle (the Skat), then each player gets 2 more. The rest is the "
                    "Stock, used only by a Kieker: 10 cards with four players.",
                ),
                PMessage(
                    HELP,
                    "With five players either all five play (Stock 5) or the dealer sits out each deal "
                    "(FiveSitOut). Three players play Karo Fipsen: 25 cards (clubs, spades and hearts plus "
                    "the 7♦ alone), Stock 8, and with the KaroFipsen option diamonds (Ruten) take the place "
                    "of clubs as the doubling suit.",
                ),
            ),
        ),
        (
            PMessage(HELP, "Bidding"),
            paragraphs(
                PMessage(
                    HELP,
                    "Starting left of the dealer, each player in turn bids higher than the last bid or "
                    "passes (weg). A pass is final; the bidding goes round until only one player is left. G "
                    "(Gute) means clubs must be trumps:",
                ),
                PMessage(
                    HELP, "1 < 1G < 2 < 2G < 3 < 3G < 4 < 4G < Kieker < Kieker G < 5 < 5G < Fips < Fips G"
                ),
                PMessage(
                    HELP,
                    "Kieker (also called Gucker) is allowed only with no K, Q or J among your five cards. "
                    "Fips means taking all five tricks with the cards you were dealt, without the Skat. If "
                    "nobody bids, the same dealer deals again.",
                ),
            ),
        ),
        (
            PMessage(HELP, "Exchange and trumps"),
            PMessage(
                HELP,
                "After a number bid the declarer must take the Skat and discard any two cards face down. A "
                "Kieker throws away his own five cards, takes the Skat and the Stock, keeps any five of "
                "them, and may then surrender. Fips plays with the cards as dealt. Then the declarer names "
                "trumps: clubs if he bid G; naming clubs without having bid G still doubles the score.",
            ),
        ),
        (
            PMessage(HELP, "Play"),
            paragraphs(
                PMessage(
                    HELP, "The player left of the dealer leads to the first trick. {follow}", follow=FOLLOW
                ),
                PMessage(
                    HELP,
                    "When the declarer reaches his number without having lost a trick, he may stop, or play "
                    "on for all five: the deal then counts like a bid of 5 and ends at the first lost trick. "
                    "Otherwise the deal ends once the result is certain, except that a declarer who has no "
                    "trick yet plays on, because failing without a single trick (pott beet) costs more. "
                    "Kieker and Fips end at the first lost trick.",
                ),
            ),
        ),
        (
            PMessage(HELP, "Scoring"),
            paragraphs(
                PMessage(
                    HELP, "The declarer never loses points: when he fails, every opponent scores instead."
                ),
                table(
                    (PMessage(HELP, "Result"), PMessage(HELP, "Declarer"), PMessage(HELP, "Each opponent")),
                    (PMessage(HELP, "Bid N made"), "+N", "0"),
                    (PMessage(HELP, "Played on, took all 5"), "+5", "0"),
                    (PMessage(HELP, "Played on, then lost"), "0", "+5"),
                    (PMessage(HELP, "Failed with a trick"), "0", "+N"),
                    (PMessage(HELP, "Failed without a trick"), "0", "+5"),
                    (PMessage(HELP, "Kieker won / lost"), "+10 / 0", "0 / +10"),
                    (PMessage(HELP, "Kieker surrendered"), "0", "+5"),
                    (PMessage(HELP, "Fips won / lost"), "+20 / 0", "0 / +20"),
                ),
                PMessage(
                    HELP,
                    "Every value except the surrender is doubled when clubs were trumps (diamonds in Karo "
                    "Fipsen) and doubled again after a knock.",
                ),
            ),
        ),
        (
            PMessage(HELP, "End of the match"),
            PMessage(
                HELP,
                "A match is a fixed number of deals, chosen so that everyone deals equally often: 12 deals "
                "with three or four players, 15 with five. The deal passes to the left each time; after a "
                "deal that nobody bid on, the same dealer deals again. When the last deal is over the "
                "highest total wins; if two or more players share the top total there is no single winner.",
            ),
        ),
        how_to_play(
            PLAY_A_CARD,
            PMessage(HELP, "Bid with the bid panel, or press Pass."),
            PMessage(
                HELP, "{discard} A Kieker selects all the cards he throws away at once.", discard=DISCARD
            ),
            PMessage(
                HELP,
                "Name trumps with the Trumps buttons. Stop, Continue, Surrender and Knock appear as buttons "
                "whenever you may use them.",
            ),
        ),
    ),
    house_rules=(
        HouseRule(
            "FG-2",
            PMessage(
                HELP,
                "With five players FiveSitOut takes precedence if both five-player options are on; with both "
                "off the dealer sits out as well.",
            ),
        ),
        HouseRule(
            "FG-8, ambiguity #20",
            PMessage(HELP, "After a deal that nobody bid on, the same dealer deals again."),
        ),
        HouseRule("FG-9, ambiguity #19", PMessage(HELP, "Kieker G ranks directly above Kieker.")),
        HouseRule(
            "FG-19, B.8, ambiguity #17",
            PMessage(
                HELP,
                "Playing on after reaching the bid and then losing a trick is scored as a failed bid of 5: "
                "each opponent +5, doubled for clubs and for a knock.",
            ),
        ),
        HouseRule(
            "FG-23, B.8, ambiguity #18",
            PMessage(
                HELP,
                "A lost Fips pays each opponent 20 (doubled for clubs and a knock), and a lost Kieker or "
                "Fips is scored the same however many tricks the declarer took.",
            ),
        ),
        HouseRule("FG-24, B.8", PMessage(HELP, "A Kieker surrender gives each opponent 5, never doubled.")),
        HouseRule(
            "FG-25, ambiguity #21",
            PMessage(
                HELP, "A match is an agreed number of deals: 12 with three or four players, 15 with five."
            ),
        ),
        HouseRule(
            "Knock, FG-16",
            PMessage(HELP, "At most one knock counts in a deal; the first knock ends the asking."),
        ),
        HouseRule(
            "KaroFipsen, FG-3, ambiguity #22",
            PMessage(
                HELP,
                "In Karo Fipsen diamonds (Ruten) replace clubs as the doubling suit; with the KaroFipsen "
                "option off, three players keep the 25-card pack and clubs.",
            ),
        ),
    ),
    options=(
        (
            "Knock",
            PMessage(
                HELP,
                "Before the first lead an opponent of the declarer may knock: the deal's score is doubled.",
            ),
        ),
        (
            "FivePlayers",
            PMessage(HELP, "With five players all five play, 5 cards each, Stock 5 (on by default)."),
        ),
        (
            "FiveSitOut",
            PMessage(HELP, "With five players the dealer sits out each deal and the other four play."),
        ),
        (
            "KaroFipsen",
            PMessage(
                HELP,
                "With three players diamonds (Ruten) instead of clubs are the doubling suit (on by default).",
            ),
        ),
    ),
)

# --- Thedinghausen (Part C) ----------------------------------------------------------------

THEDINGHAUSEN = HelpPage(
    title=PMessage(HELP, "Fipsen in Thedinghausen"),
    sections=(
        (
            PMessage(HELP, "Aim"),
            PMessage(
                HELP,
                "Five players, no bidding, everyone for himself. Tricks won are counted from deal to deal, "
                "and the first player to reach ten tricks wins the game and the prize: Hedewigs, the local "
                "currant buns.",
            ),
        ),
        (
            PMessage(HELP, "Cards and deal"),
            paragraphs(
                PMessage(
                    HELP,
                    "32 cards: A K Q J 10 9 8 7 in every suit, ace highest. The dealer gives each player 3 "
                    "cards, turns the next card face up (that suit is trumps for the deal), then gives each "
                    "player 2 more. The last 6 cards are put aside unseen.",
                ),
                PMessage(
                    HELP,
                    "The turned card belongs to nobody. But if it is an ace, whoever holds the 7 of that "
                    "suit may swap his 7 for the ace before the first lead.",
                ),
            ),
        ),
        (
            PMessage(HELP, "Play"),
            PMessage(
                HELP,
                "The player left of the dealer leads to the first trick. {follow} With MustTrump, a player "
                "who can't follow suit must play a trump if he has one.",
                follow=FOLLOW,
            ),
        ),
        (
            PMessage(HELP, "Scoring"),
            paragraphs(
                PMessage(
                    HELP,
                    "Each trick you win adds 1 to your count. The moment anyone's count reaches 10 the game "
                    "is over, even in the middle of a deal, and that player wins.",
                ),
                PMessage(
                    HELP,
                    "Durchmarsch: if you win all five tricks of a deal, those five do not count; instead you "
                    "get a bonus of 5 Hedewigs and every other player pays 1 euro. (If your fifth trick "
                    "takes you to 10, you simply win.)",
                ),
                PMessage(
                    HELP,
                    "The tally: every player stakes 80 cents for a game, and the winner receives the prize "
                    "of 5 Hedewigs.",
                ),
            ),
        ),
        (
            PMessage(HELP, "End of the match"),
            PMessage(
                HELP,
                "A match is one game to ten tricks. Everyone starts at 0 and the counts carry over from deal "
                "to deal; the deal passes to the left each time.",
            ),
        ),
        how_to_play(
            PLAY_A_CARD,
            PMessage(
                HELP, "If you may swap your 7 for the turned ace, press Swap your 7 for the Ace or Pass."
            ),
            PMessage(HELP, "With FipsenAnnouncement, press Fipsen! to promise all five tricks, or Pass."),
            PMessage(HELP, "The score sheet shows everybody's trick count and Hedewigs."),
        ),
    ),
    house_rules=(
        HouseRule(
            "FT-5, ambiguity #25",
            PMessage(
                HELP,
                "The 7-for-ace swap is decided first, before any announcement and before the first lead.",
            ),
        ),
        HouseRule(
            "FT-7",
            PMessage(
                HELP,
                "With MustTrump you must trump when you can't follow suit, but you never have to overtrump.",
            ),
        ),
        HouseRule(
            "FT-12",
            PMessage(HELP, "The stakes and the prize of a game are booked with the deal that ends the game."),
        ),
        HouseRule(
            "FipsenAnnouncement",
            PMessage(
                HELP,
                "Making a Fipsen announcement is rewarded like a Durchmarsch. Only the first announcer, "
                "asked in turn from the dealer's left, counts, and the asking comes after the swap.",
            ),
        ),
    ),
    options=(
        (
            "MustTrump",
            PMessage(HELP, "A player who can't follow suit must trump if he can (no need to overtrump)."),
        ),
        (
            "FipsenAnnouncement",
            PMessage(
                HELP,
                "Before play a player may announce Fipsen, promising all five tricks; failing costs 5 "
                "Hedewigs.",
            ),
        ),
    ),
)

# --- Mecklenburg (Part D) ------------------------------------------------------------------

MECKLENBURG_CARDS = PMessage(
    HELP,
    "25 cards: A K Q J 10 9 8 7 of clubs, spades and hearts, and the A♦ as the only diamond (so with "
    "diamonds trumps it is the only trump). Ace highest. Each player gets 3 cards, then 2 more; the other 5 "
    "cards, the Dutt, lie face down.",
)

MECKLENBURG_END = PMessage(
    HELP,
    "A match is 12 deals, so everyone deals three times; the deal passes to the left each time. The highest "
    "total wins; if two or more share the top total there is no single winner.",
)

MECKLENBURG_HOUSE = (
    HouseRule("FM-2", PMessage(HELP, "The cards are dealt in packets of 3, then 2.")),
    HouseRule(
        "FM-3",
        PMessage(
            HELP,
            "The player left of the dealer leads to the first trick; follow suit if you can, otherwise play "
            "any card.",
        ),
    ),
    HouseRule(
        "FM-13, ambiguity #28",
        PMessage(HELP, "A match is an agreed number of deals (12); the highest total wins."),
    ),
)


ANSEGGER = HelpPage(
    title=PMessage(HELP, "Ansegger Fips (Mecklenburg)"),
    sections=(
        (
            PMessage(HELP, "Aim"),
            PMessage(
                HELP,
                "An old Mecklenburg form of Fips, the auction Fips. Players bid for a number of the five "
                "tricks; the highest bidder plays alone against the other three. Only the declarer scores. "
                "The old dictionary that describes it gives no scoring, so the scoring here is our own, "
                "modelled on Prisdorf Fipsen.",
            ),
        ),
        (
            PMessage(HELP, "Cards and deal"),
            PMessage(HELP, "{cards} The Dutt is not used in this game.", cards=MECKLENBURG_CARDS),
        ),
        (
            PMessage(HELP, "Bidding"),
            paragraphs(
                PMessage(
                    HELP,
                    "Starting left of the dealer, each player in turn bids higher than the last bid or "
                    "passes; a pass is final, and the bidding goes round until only one player is left. A "
                    "bid is 1 to 5 tricks, and each number can be topped by the same number with Ruten "
                    "(diamonds trumps). 5 is called Fips and 5 with Ruten, Rutenfips, is the top bid:",
                ),
                PMessage(HELP, "1 < 1R < 2 < 2R < 3 < 3R < 4 < 4R < 5 Fips < 5R Rutenfips"),
                PMessage(HELP, "If everyone passes, the same dealer deals again."),
            ),
        ),
        (
            PMessage(HELP, "Play"),
            PMessage(
                HELP,
                "After a plain bid the declarer names any suit as trumps (choosing diamonds counts as "
                "Ruten); after a Ruten bid diamonds are trumps. The player left of the dealer leads. "
                "{follow} The deal stops as soon as the result is certain.",
                follow=FOLLOW,
            ),
        ),
        (
            PMessage(HELP, "Scoring"),
            paragraphs(
                PMessage(
                    HELP,
                    "The value is the number of tricks bid, doubled with diamonds trumps; Fips counts 5 × 2 "
                    "because it is a Durch. Made: the declarer gains the value. Failed: he loses twice the "
                    "value.",
                ),
                table(
                    (
                        PMessage(HELP, "Bid"),
                        PMessage(HELP, "Made"),
                        PMessage(HELP, "Failed"),
                        PMessage(HELP, "Ruten made"),
                        PMessage(HELP, "Ruten failed"),
                    ),
                    ("1", "1", "-2", "2", "-4"),
                    ("2", "2", "-4", "4", "-8"),
                    ("3", "3", "-6", "6", "-12"),
                    ("4", "4", "-8", "8", "-16"),
                    (PMessage(HELP, "5 Fips"), "10", "-20", "20", "-40"),
                ),
            ),
        ),
        (PMessage(HELP, "End of the match"), MECKLENBURG_END),
        how_to_play(
            PLAY_A_CARD,
            PMessage(HELP, "Bid with the bid panel, or press Pass."),
            PMessage(HELP, "Name trumps with the Trumps buttons."),
        ),
    ),
    house_rules=(
        *MECKLENBURG_HOUSE[:2],
        HouseRule(
            "FM-5",
            PMessage(
                HELP,
                "The auction is open, as in Großenaspe; if everyone passes, the same dealer deals again.",
            ),
        ),
        HouseRule(
            "FM-6",
            PMessage(
                HELP, "The Dutt is not used; after a plain bid the declarer may name any suit as trumps."
            ),
        ),
        HouseRule(
            "FM-7",
            PMessage(
                HELP,
                "The deal ends once the result is certain (no playing on); value = tricks bid, doubled for "
                "Ruten, Fips 10, Rutenfips 20; made +value, failed -2 × value.",
            ),
        ),
        MECKLENBURG_HOUSE[2],
    ),
    options=(),
)

DUTTFIPS = HelpPage(
    title=PMessage(HELP, "Duttfips (Mecklenburg)"),
    sections=(
        (
            PMessage(HELP, "Aim"),
            PMessage(
                HELP,
                "An old Mecklenburg form of Fips. Players may call for a contract; if nobody does, the "
                "player left of the dealer must play the Dutt game. The declarer plays alone against the "
                "other three and only he scores. The old dictionary that describes it gives no scoring, so "
                "the scoring here is our own.",
            ),
        ),
        (PMessage(HELP, "Cards and deal"), MECKLENBURG_CARDS),
        (
            PMessage(HELP, "Calls"),
            paragraphs(
                PMessage(
                    HELP,
                    "Starting left of the dealer, each player may call once, something higher than the call "
                    "so far, or pass:",
                ),
                PMessage(HELP, "(nothing) < Ruten oewer < Fips < Rutenfips"),
                PMessage(
                    HELP,
                    "The highest caller is the declarer. If nobody calls, the player left of the dealer "
                    "plays the Dutt game.",
                ),
            ),
        ),
        (
            PMessage(HELP, "Contracts"),
            bullets(
                PMessage(
                    HELP,
                    "Dutt game: take the 5 Dutt cards, discard any 5, name any trumps, and take more tricks "
                    "than any other single player (2-1-1-1 wins, 2-2-1-0 loses).",
                ),
                PMessage(HELP, "Ruten oewer: the caller plays the Dutt game with diamonds trumps."),
                PMessage(HELP, "Fips: take all five tricks with the cards dealt (no Dutt), any trumps."),
                PMessage(HELP, "Rutenfips: Fips with diamonds trumps."),
            ),
        ),
        (
            PMessage(HELP, "Play"),
            PMessage(
                HELP,
                "The player left of the dealer leads. {follow} The Dutt game and Ruten oewer are played to "
                "the last trick; Fips and Rutenfips end at the first lost trick.",
                follow=FOLLOW,
            ),
        ),
        (
            PMessage(HELP, "Scoring"),
            paragraphs(
                PMessage(HELP, "Made: the declarer gains the value. Failed: he loses twice the value."),
                table(
                    (PMessage(HELP, "Contract"), PMessage(HELP, "Made"), PMessage(HELP, "Failed")),
                    (PMessage(HELP, "Dutt game"), "1", "-2"),
                    (PMessage(HELP, "Ruten oewer"), "2", "-4"),
                    (PMessage(HELP, "Fips"), "10", "-20"),
                    (PMessage(HELP, "Rutenfips"), "20", "-40"),
                ),
                PMessage(
                    HELP,
                    "Naming diamonds as trumps of your own accord scores the Ruten form: a Dutt game counts "
                    "as Ruten oewer, a Fips as Rutenfips.",
                ),
            ),
        ),
        (PMessage(HELP, "End of the match"), MECKLENBURG_END),
        how_to_play(
            PLAY_A_CARD,
            PMessage(HELP, "Call with the Bid buttons (Ruten oewer, Fips, Rutenfips) or press Pass."),
            PMessage(HELP, "{discard} Then name trumps with the Trumps buttons.", discard=DISCARD),
        ),
    ),
    house_rules=(
        *MECKLENBURG_HOUSE[:2],
        HouseRule(
            "FM-8",
            PMessage(
                HELP,
                "Calls go once round the table from the dealer's left, each higher than the last or a pass.",
            ),
        ),
        HouseRule("FM-11", PMessage(HELP, "Fips and Rutenfips are played without the Dutt.")),
        HouseRule(
            "FM-12",
            PMessage(
                HELP,
                "Dutt game 1, Ruten oewer 2, Fips 10, Rutenfips 20; made +value, failed -2 × value. The Dutt "
                "game is played to all five tricks, Fips ends at the first lost trick.",
            ),
        ),
        MECKLENBURG_HOUSE[2],
    ),
    options=(),
)

PAGES: dict[str, HelpPage] = {
    "prisdorf": PRISDORF,
    "grossenaspe": GROSSENASPE,
    "thedinghausen": THEDINGHAUSEN,
    "ansegger": ANSEGGER,
    "duttfips": DUTTFIPS,
}
