"""Rules help for Hasenpfeffer (rules/hasenpfeffer.md)."""

from __future__ import annotations

from game.rules.helppage import HelpPage, HouseRule, bullets, how_to_play, paragraphs, table
from game.rules.message import PMessage

HELP = "hasenpfeffer help"
"""The catalogue context of this help's words."""

DEFAULT = HelpPage(
    title=PMessage(HELP, "Hasenpfeffer"),
    sections=(
        (
            PMessage(HELP, "Aim"),
            PMessage(
                HELP,
                "A member of the Euchre family for four players in two partnerships; partners sit opposite. "
                "In a single round of bidding the players offer how many of the six tricks their side will "
                "take, and the highest bidder names trumps. A Joker is the best trump of all. The first side "
                "to reach 10 points wins.",
            ),
        ),
        (
            PMessage(HELP, "Cards and deal"),
            PMessage(
                HELP,
                "25 cards: A K Q J 10 9 of each suit plus a Joker. The dealer gives everyone six cards in "
                "two packets of three. The last card, the widow, lies face down and is never used.",
            ),
        ),
        (
            PMessage(HELP, "Trumps"),
            paragraphs(
                PMessage(
                    HELP,
                    "In the trump suit the order is unusual. The Joker is highest, then the jack of trumps "
                    "(right bower), then the other jack of the same colour (left bower), then A K Q 10 9. "
                    "With hearts trumps:",
                ),
                table(
                    (
                        PMessage(HELP, "Joker"),
                        PMessage(HELP, "J♥"),
                        PMessage(HELP, "J♦"),
                        PMessage(HELP, "A♥"),
                        PMessage(HELP, "K♥"),
                        PMessage(HELP, "Q♥"),
                        "10♥",
                        "9♥",
                    )
                ),
                PMessage(
                    HELP,
                    "The left bower is a trump for every purpose and no longer belongs to its printed suit, "
                    "so in this example diamonds are only A K Q 10 9. The other suits rank A K Q J 10 9. "
                    "Hearts and diamonds are the red pair, spades and clubs the black pair.",
                ),
            ),
        ),
        (
            PMessage(HELP, "Bidding"),
            paragraphs(
                PMessage(
                    HELP,
                    "Starting left of the dealer, every player speaks once: pass, or bid a number of tricks "
                    "from 1 to 6 that is higher than any bid so far. The highest bidder is the declarer and "
                    "his bid is the contract.",
                ),
                PMessage(
                    HELP,
                    "If all four pass, whoever holds the Joker must bid 3. If the Joker is the widow card, "
                    "the deal is cancelled and the same dealer deals again.",
                ),
            ),
        ),
        (
            PMessage(HELP, "Play"),
            PMessage(
                HELP,
                "The declarer names any suit as trumps and leads to the first trick. You must follow the "
                "suit led if you can (the Joker and the left bower belong to the trump suit); if you can't, "
                "play any card. Nobody has to trump or to beat. The highest trump wins, otherwise the "
                "highest card of the suit led, and the winner leads next. All six tricks are played.",
            ),
        ),
        (
            PMessage(HELP, "Scoring"),
            paragraphs(
                bullets(
                    PMessage(
                        HELP,
                        "Declarer's side made the contract: it scores every trick it took, not just the bid.",
                    ),
                    PMessage(HELP, "Declarer's side failed: it loses the bid."),
                    PMessage(HELP, "The opponents always score the tricks they took."),
                ),
                table(
                    (
                        PMessage(HELP, "Bid"),
                        PMessage(HELP, "Took"),
                        PMessage(HELP, "Declarers"),
                        PMessage(HELP, "Opponents"),
                    ),
                    ("4", "5", "+5", "+1"),
                    ("4", "3", "-4", "+3"),
                    ("6", "6", "+6", "0"),
                ),
                PMessage(
                    HELP, "A forced 3 by the Joker holder counts like any bid of 3. Totals may go below zero."
                ),
            ),
        ),
        (
            PMessage(HELP, "End of the match"),
            PMessage(
                HELP,
                "After each deal, if a side has 10 points or more (the Target option) the game ends and the "
                "higher total wins. If both sides are there with equal totals, another deal is played. The "
                "deal passes to the left after every deal.",
            ),
        ),
        how_to_play(
            PMessage(HELP, "Bid with the Bid buttons (1 to 6), or press Pass."),
            PMessage(
                HELP,
                "As declarer, choose trumps with the Trumps buttons (or No trumps, with NoTrumpDeclaration).",
            ),
            PMessage(
                HELP,
                "Drag a card to the middle of the table, or click it, to play it. If you lead the Joker at "
                "no trumps, press the button of the suit it calls for.",
            ),
        ),
    ),
    house_rules=(
        HouseRule(
            "HF-25, ambiguity #10",
            PMessage(HELP, "If both sides reach the target with equal totals, another deal is played."),
        ),
        HouseRule(
            "NoTrumpDeclaration",
            PMessage(
                HELP,
                "At no trumps the Joker is the highest card. When it is led, its holder names the suit it "
                "stands for; otherwise it counts as a card of the suit led, so it may always follow and must "
                "be played if it is your only card of that suit.",
            ),
        ),
        HouseRule(
            "MultiRoundBidding",
            PMessage(
                HELP,
                "If nobody bids at all, every player still gets just one turn, so the all-pass rules (forced "
                "3, cancelled deal) apply.",
            ),
        ),
    ),
    options=(
        ("OpponentsDontScore", PMessage(HELP, "The declarer's opponents never score.")),
        (
            "ParlettNoBowers",
            PMessage(
                HELP,
                "No bowers: trumps rank Joker, A, K, Q, J, 10, 9, and the other jack stays in its own suit.",
            ),
        ),
        (
            "HubertPhillips",
            PMessage(
                HELP, "No bowers; a failed contract costs only the missing tricks; the opponents never score."
            ),
        ),
        (
            "MultiRoundBidding",
            PMessage(HELP, "Bidding goes round until three players have passed; a pass is final."),
        ),
        ("NoTrumpDeclaration", PMessage(HELP, "The declarer may name no trumps instead of a suit.")),
        ("Target", PMessage(HELP, "The points a side needs to win the game (10 unless changed).")),
    ),
)

PAGES: dict[str, HelpPage] = {"default": DEFAULT}
