"""Rules help for Finesse (rules/finesse.md)."""

from __future__ import annotations

from game.rules.helppage import HelpPage, HouseRule, how_to_play, paragraphs, table
from game.rules.message import PMessage

HELP = "finesse help"
"""The catalogue context of this help's words."""

DEFAULT = HelpPage(
    title=PMessage(HELP, "Finesse"),
    sections=(
        (
            PMessage(HELP, "Aim"),
            PMessage(
                HELP,
                "A modern partnership trick game (Miles Edward Allen, 2000) for four players; partners sit "
                "opposite. Your side wants exactly ten of the thirteen tricks: more is worth less. Besides "
                "your hand you have three face-up table cards that only your partner may lead, and trumps "
                "left among them at the end cost points. The first side to 60, or to 42 with a lead of 5, "
                "wins.",
            ),
        ),
        (
            PMessage(HELP, "Cards and deal"),
            PMessage(
                HELP,
                "64 cards: a standard 52-card pack plus a second K, Q and J of every suit. Ace high, 2 low. "
                "The dealer sets 12 cards aside face down, deals the other 52 one at a time, 13 to each "
                "player, then deals the 12 face up, three in front of each player: these are his table "
                "cards, in view of everyone.",
            ),
        ),
        (
            PMessage(HELP, "Play"),
            paragraphs(
                PMessage(
                    HELP,
                    "The player left of the dealer leads to the first trick, and the winner of a trick leads "
                    "the next. To lead, play any card from your hand or one of your partner's table cards, "
                    "never your own. Follow the suit led from your hand if you can, otherwise play any card; "
                    "nobody has to trump or to beat.",
                ),
                PMessage(
                    HELP,
                    "A led table card counts as led by its owner, who plays nothing else to that trick. Play "
                    "goes on clockwise from him: his left-hand opponent, then you from your hand, then the "
                    "other opponent. If the table card wins, its owner takes the trick. After the trick he "
                    "moves a card of his choice from his hand to his table, so he has three table cards "
                    "again.",
                ),
            ),
        ),
        (
            PMessage(HELP, "Trumps"),
            PMessage(
                HELP,
                "The suit of the very first card led in the deal, from a hand or a table, is trumps for the "
                "whole deal. If that card is an ace, the player who chose to lead it may choose no trumps "
                "instead. The highest trump wins a trick, otherwise the highest card of the suit led; of two "
                "identical cards the one played first wins.",
            ),
        ),
        (
            PMessage(HELP, "Scoring"),
            paragraphs(
                PMessage(HELP, "Each side scores for its tricks (both partners together):"),
                table(
                    (PMessage(HELP, "Tricks"), "0-6", "7", "8", "9", "10", "11", "12", "13"),
                    (PMessage(HELP, "Points"), "0", "2", "5", "10", "20", "10", "5", "2"),
                ),
                PMessage(
                    HELP,
                    "Take off 3 for each trump among your side's six table cards at the end (at no trumps, "
                    "each K, Q and J), but not below 0; then add 4 if your side won the last trick. For "
                    "example, ten tricks, the last trick and one trump on your table score 20 - 3 + 4 = 21.",
                ),
            ),
        ),
        (
            PMessage(HELP, "End of the match"),
            PMessage(
                HELP,
                "Both sides score every deal, and totals never go down. After each deal: a side with 60 or "
                "more wins (the higher total, if both; equal totals play on). Otherwise a side with 42 or "
                "more that leads by at least 5 wins. Otherwise another deal is played; the deal passes to "
                "the left.",
            ),
        ),
        how_to_play(
            PMessage(
                HELP,
                "Drag a card to the middle of the table, or click it, to play it. To lead one of your "
                "partner's table cards, drag or click that card.",
            ),
            PMessage(
                HELP,
                "After a trick in which your table card was used, click a hand card (or drag it to the empty "
                "place) to refill your table.",
            ),
            PMessage(
                HELP,
                "When the first card led is an ace you chose, press the Trumps button of its suit or No "
                "trumps.",
            ),
        ),
    ),
    house_rules=(
        HouseRule(
            "FN-14a, ambiguity #5",
            PMessage(
                HELP,
                "When the first card led is your partner's table ace, you, who chose it, decide between its "
                "suit and no trumps.",
            ),
        ),
        HouseRule(
            "FN-20, ambiguity #6",
            PMessage(HELP, "Both partners' table cards, six in all, count for the side's trump penalty."),
        ),
        HouseRule(
            "FN-24, ambiguity #11",
            PMessage(HELP, "If both sides reach 60 with equal totals, another deal is played."),
        ),
    ),
    options=(
        (
            "NoAceNoTrump",
            PMessage(
                HELP, "The first suit led is always trumps: an ace led first gives no no-trumps choice."
            ),
        ),
        (
            "GameEndAt42",
            PMessage(
                HELP,
                "The game ends after the first deal in which a side has 42: the higher total wins (no "
                "5-point lead needed, no 60 rule).",
            ),
        ),
        (
            "FloorAfterLastTrick",
            PMessage(
                HELP,
                "The 4 points for the last trick are added before a score below 0 is raised to 0, so "
                "table-trump penalties can use them up: 7 tricks, the last trick and one table trump score 2 "
                "+ 4 - 3 = 3 instead of 4.",
            ),
        ),
        (
            "Targets",
            PMessage(
                HELP, "The three game-end numbers: target (42), lead needed there (5) and outright win (60)."
            ),
        ),
    ),
)

PAGES: dict[str, HelpPage] = {"default": DEFAULT}
