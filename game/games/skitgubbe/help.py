"""Rules help for Skitgubbe (rules/skitgubbe.md)."""

from __future__ import annotations

from game.rules.helppage import HelpPage, HouseRule, how_to_play, paragraphs, series
from game.rules.message import PMessage

from .options import REFUSED
from .phase2 import STALL

HELP = "skitgubbe help"
"""The catalogue context of this help's words."""


def _combinations() -> str:
    """Which options may be played together (options.REFUSED)."""
    if not REFUSED:
        return PMessage(HELP, "Every option may be combined with every other.")
    pairs = [PMessage(HELP, "{a} with {b} ({why})", a=a, b=b, why=why) for a, b, why in REFUSED]
    return PMessage(
        HELP, "Every option may be combined with every other except: {pairs}.", pairs=series(*pairs)
    )


DEFAULT = HelpPage(
    title=PMessage(HELP, "Skitgubbe"),
    sections=(
        (
            PMessage(HELP, "Aim"),
            PMessage(
                HELP,
                "A Swedish game for two to six players with no winner, only a loser: whoever is left holding "
                "cards at the very end is the skitgubbe. In the first phase you collect cards by winning "
                "tricks; in the second you try to get rid of all of them.",
            ),
        ),
        (
            PMessage(HELP, "Cards and deal"),
            PMessage(
                HELP,
                "A standard 52-card pack without jokers, ranked A K Q J 10 9 8 7 6 5 4 3 2 (the ace is "
                "always high). The dealer gives everyone three cards, one at a time; the rest of the pack is "
                "the face-down stock. Suits don't matter in phase 1.",
            ),
        ),
        (
            PMessage(HELP, "Play: phase 1"),
            paragraphs(
                PMessage(
                    HELP,
                    "A play is one, two or three cards of the same rank. Starting with the leader (at first "
                    "the player left of the dealer), everyone makes one play. The highest rank wins, however "
                    "many cards of it were played. If two or more players tied with the highest rank, only "
                    "they play again (a bout), starting with the leader or else the tied player nearest "
                    "after him.",
                ),
                PMessage(
                    HELP,
                    "Once the trick is decided, each player, the winner first, may once sluff: add any cards "
                    "whose rank is already in the trick. The winner puts the whole trick in his won pile, "
                    "kept apart from his hand, and leads next. After each play or sluff you draw back up to "
                    "three cards while the stock lasts.",
                ),
            ),
        ),
        (
            PMessage(HELP, "Between the phases"),
            paragraphs(
                PMessage(
                    HELP,
                    "Whoever would draw the last stock card lays it face down in front of him instead. From "
                    "then on nobody draws. Phase 1 ends when a trick is over and someone has no cards, or "
                    "when a player who must play has none (the unfinished trick goes back to the players who "
                    "played it).",
                ),
                PMessage(
                    HELP,
                    "Then the last stock card is turned: its suit is trumps for phase 2. Its holder takes it "
                    "into his hand, and everyone adds his won pile to his hand. A player with no cards now "
                    "is safe.",
                ),
            ),
        ),
        (
            PMessage(HELP, "Play: phase 2"),
            paragraphs(
                PMessage(
                    HELP,
                    "The holder of the last stock card leads. A play is now a single card or a run: two or "
                    "more cards of one suit in sequence, such as 9-10-J (Q-K-A is a run, A-2 is not). Each "
                    "player in turn must beat the top play or pick it up. You beat it with a card or run of "
                    "its suit whose lowest card is higher than its highest card, or with any trump if it is "
                    "not trumps; trumps are beaten only by higher trumps.",
                ),
                PMessage(
                    HELP,
                    "Picking up takes the top play and any plays below it that continue it downward in the "
                    "same suit. A trick is complete when it holds as many plays as there were players with "
                    "cards when it was led: it leaves the game and the last player to play leads next. A "
                    "pick-up that empties the table also ends the trick, and the next player leads. Run out "
                    "of cards and you are out, safe.",
                ),
            ),
        ),
        (
            PMessage(HELP, "Scoring"),
            PMessage(
                HELP,
                "There are no points. The last player holding cards is the skitgubbe: the score sheet "
                "records one loss for him (with LoserPenalty, minus that many points), nothing for anyone "
                "else. The player with the fewest losses over the session did best.",
            ),
        ),
        (
            PMessage(HELP, "End of the match"),
            PMessage(
                HELP,
                "Each deal is a complete game. A session is a number of deals, 5 unless the Deals option "
                "says otherwise. The deal passes to the left each time (with LoserDeals the skitgubbe deals "
                "next).",
            ),
        ),
        (PMessage(HELP, "Combining options"), _combinations()),
        how_to_play(
            PMessage(
                HELP,
                "Drag a card to the middle of the table, or click it, to play it. When a play may have "
                "several cards, click them to select them, then press Play.",
            ),
            PMessage(HELP, "To sluff, select the cards and press Sluff, or press Pass."),
            PMessage(
                HELP,
                "In phase 2 press Pick up to take the top play. With TakeAChance, press Take a chance to "
                "play the top stock card instead of a card from your hand.",
            ),
            PMessage(
                HELP,
                "With TurnedUpTrumpMas, press Swap the 2 of trumps to take the turned card for your 2, "
                "and Lay three trumps aside to put three trumps in hand on your won cards; both come "
                "before your lead.",
            ),
        ),
    ),
    house_rules=(
        HouseRule(
            "SG-13, ambiguity #4",
            PMessage(
                HELP,
                "Sluffing goes one at a time, the trick's winner first and then clockwise, one chance each.",
            ),
        ),
        HouseRule(
            "SG-21, ambiguity #13",
            PMessage(HELP, "If only one player has cards when phase 2 begins, he is the skitgubbe at once."),
        ),
        HouseRule(
            "SG-29",
            PMessage(
                HELP,
                "Cards can go round in circles for ever in phase 2 (every lead picked up by the next "
                "player). When the same position (the table, whose turn it is and every hand) comes up for "
                "the third time, the deal ends, and whoever holds the most cards is the skitgubbe; if "
                "several hold the most, the one to play or the nearest after him.",
            ),
        ),
        HouseRule(
            "SG-29",
            PMessage(
                HELP,
                "Phase 2 also ends when {per} pick-ups per player still holding cards ({three} with three) "
                "go by without anyone going out: whoever then holds the most cards is the skitgubbe, as "
                "above. From halfway the table shows how many pick-ups are left.",
                per=STALL,
                three=3 * STALL,
            ),
        ),
        HouseRule(
            "PickUpFromBottom, SG-26",
            PMessage(
                HELP,
                "The bottom sequence is joined as a top pick-up is, the other way up: the play above is "
                "taken too when it is of the same suit and its lowest card is one rank above the highest "
                "card taken. With PickUpTopLayOnly or SinglesOnly only the bottom play is taken.",
            ),
        ),
        HouseRule(
            "SluffOwnRankOnly, SG-13",
            PMessage(
                HELP,
                "“At any time after playing” becomes your one sluff turn once the trick is decided, as in "
                "the usual rules.",
            ),
        ),
        HouseRule(
            "UnlimitedSluff, SG-13",
            PMessage(
                HELP,
                "“At any time until the trick is gathered” becomes turns from the winner clockwise, round "
                "and round, until a whole round goes by without a sluff.",
            ),
        ),
        HouseRule(
            "CompulsoryTies, SG-8",
            PMessage(
                HELP,
                "To tie is to play a rank already played in the round, in the first round or a bout; you "
                "choose how many of those cards, and may not take a chance instead.",
            ),
        ),
        HouseRule(
            "LowestOrLoserLeads, SG-7",
            PMessage(
                HELP,
                "The lowest card is found by calling “who has a 2?”, “a 3?” and so on round the table from "
                "the dealer's left; the first player holding the called rank leads, and everyone knows what "
                "the calls showed.",
            ),
        ),
        HouseRule(
            "LowestOrLoserLeads, SG-5",
            PMessage(
                HELP,
                "For the previous skitgubbe to lead, the next deal is dealt by the player on his right, so "
                "that he sits at the dealer's left; with LoserDeals he deals and leads himself.",
            ),
        ),
        HouseRule(
            "AntiTrumps, SG-25",
            PMessage(
                HELP,
                "Of the two forms of anti-trumps, the other suit of the trump colour is played (not "
                "“electric clubs”). Anti-trumps beat nothing else: they are a plain suit that no trump "
                "beats.",
            ),
        ),
        HouseRule(
            "IncompleteTrickDealt, SG-17",
            PMessage(
                HELP,
                "The unfinished trick's cards are dealt to every player in turn, face up: everyone saw them "
                "on the table.",
            ),
        ),
        HouseRule(
            "ShitCards, SG-20",
            PMessage(
                HELP,
                "The short players are those below the number when phase 1 ends, before anything is handed "
                "in, a player with no cards among them. The low cards are handed in and dealt face up, one "
                "at a time from the dealer's left, until none is left. If the holder of the last stock card "
                "handed in every card he had, the next player holding cards leads phase 2.",
            ),
        ),
        HouseRule(
            "TurnedUpTrumpMas, SG-M1",
            PMessage(
                HELP,
                "Mas: the turned card lies face up under the stock and is drawn last, face up, by whoever "
                "draws the last card; he leads phase 2, and nothing more is turned.",
            ),
        ),
        HouseRule(
            "TurnedUpTrumpMas, SG-M2, SG-M3",
            PMessage(
                HELP,
                "Mas: each phase-1 trick is two cards, the leader's and his left neighbour's; the neighbour"
                " must beat the lead if he can (a higher card of its suit, or a trump on a non-trump), "
                "choosing the card, and takes both onto his won cards and leads next.",
            ),
        ),
        HouseRule(
            "TurnedUpTrumpMas, SG-M4",
            PMessage(
                HELP,
                "Mas: a player who cannot beat picks the lead up onto his won cards, not into his hand, and"
                " the same leader leads again.",
            ),
        ),
        HouseRule(
            "TurnedUpTrumpMas, SG-M5",
            PMessage(
                HELP,
                "Mas: the 2 of trumps is swapped on your turn to lead, before leading, while the turned "
                "card still lies under the stock; the 2 then lies there face up and is drawn last.",
            ),
        ),
        HouseRule(
            "TurnedUpTrumpMas, SG-M6",
            PMessage(
                HELP,
                "Mas: a player whose three cards in hand are all trumps may, on his turn to lead, lay them "
                "face up on his won cards (they are his in phase 2) and draw three new ones, while the "
                "stock holds at least three cards.",
            ),
        ),
        HouseRule(
            "TurnedUpTrumpMas, SG-M7, SG-M8",
            PMessage(
                HELP,
                "Mas: phase 1 ends when the player due to play has no card, and a lead not yet answered "
                "goes back to its player. With AntiTrumps no trump beats the anti-trump suit in phase 1 "
                "either; ExposedTrumpIndicator adds nothing.",
            ),
        ),
        HouseRule(
            "LoserPenalty, SG-33",
            PMessage(
                HELP,
                "The penalty points for the loser are our own session scoring; no source scores Skitgubbe.",
            ),
        ),
    ),
    options=(
        ("LoserDeals", PMessage(HELP, "The previous skitgubbe deals the next game.")),
        (
            "LowestOrLoserLeads",
            PMessage(
                HELP,
                "In the first deal the player with the lowest card leads phase 1; in every later deal the "
                "previous skitgubbe leads.",
            ),
        ),
        (
            "TwoCardTricks",
            PMessage(
                HELP,
                "Phase 1 as on pagat: each trick is two single cards, leader against his left-hand "
                "neighbour; equal ranks bounce and are played again.",
            ),
        ),
        (
            "TurnedUpTrumpMas",
            PMessage(
                HELP,
                "Mas as described in Kortoxen: after the deal a card is turned face up under the stock and "
                "its suit is trumps. In phase 1 each trick is two cards: the next player must beat the lead"
                " (a higher card of its suit, or a trump) and takes both, or, if he cannot, picks the lead "
                "up and the leader leads again. The 2 of trumps may be swapped for the turned card, and "
                "three trumps in hand may be laid aside for phase 2.",
            ),
        ),
        (
            "TakeAChance",
            PMessage(
                HELP, "In phase 1 you may turn the top stock card and play it (while two or more are left)."
            ),
        ),
        (
            "SluffOwnRankOnly",
            PMessage(
                HELP,
                "When sluffing you may add only cards of the rank or ranks you yourself played to the trick "
                "(in its first round or a bout), not of the others' ranks.",
            ),
        ),
        (
            "UnlimitedSluff",
            PMessage(
                HELP,
                "Sluffing is not limited to one chance each: the turn to sluff goes round again and again "
                "(you draw after each sluff, and may sluff what you drew) until everyone in turn has not "
                "sluffed.",
            ),
        ),
        (
            "TiedRanksBeatUnique",
            PMessage(
                HELP,
                "A rank played by two or more players in a round beats every rank played by only one; the "
                "highest rank played by several goes to a bout among them. Best played with "
                "SluffOwnRankOnly.",
            ),
        ),
        (
            "CompulsoryTies",
            PMessage(
                HELP,
                "In phase 1, if you hold a rank another player has already played in this round, you must "
                "play that rank (the highest such rank you hold), which may start a bout.",
            ),
        ),
        (
            "EndWhenStockEmpty",
            PMessage(
                HELP,
                "Phase 1 ends as soon as the trick during which the last stock card was taken is won and "
                "collected, even if everyone still holds cards. If that trick cannot be decided (a player "
                "who must play has no card), its cards go back to the players who played them.",
            ),
        ),
        (
            "ExposedTrumpIndicator",
            PMessage(
                HELP,
                "The bottom card of the stock lies face up beside it from the start, so everyone knows "
                "trumps in advance; whoever would draw it sets it aside face up as usual.",
            ),
        ),
        (
            "IncompleteTrickDealt",
            PMessage(
                HELP,
                "If phase 1 ends in the middle of a trick, its cards are not given back to the players who "
                "played them: they are shuffled and dealt out one at a time from the dealer's left.",
            ),
        ),
        (
            "ShitCards",
            PMessage(
                HELP,
                "When phase 1 is over, if anyone holds fewer cards than the number chosen (or than the rank "
                "of the trump card, the ace counting 14), everyone hands in all his 2s, 3s, 4s and 5s; they "
                "are shuffled and dealt one at a time to the players who were short.",
            ),
        ),
        ("SinglesOnly", PMessage(HELP, "No runs in phase 2, and a pick-up takes only the top card.")),
        (
            "PickUpTopLayOnly",
            PMessage(HELP, "A pick-up takes only the top play, not the plays that continue it."),
        ),
        (
            "PickUpFromBottom",
            PMessage(
                HELP,
                "A player who does not beat picks up the bottom (oldest) play of the trick and the plays "
                "above it that continue it, instead of the top; the next player must still beat the top "
                "play. Usual in the USA and in the Norwegian and Finnish relatives.",
            ),
        ),
        (
            "ForcedPickup",
            PMessage(
                HELP,
                "Once a player picks up, everyone after him must pick up too, one pick-up each in turn, "
                "until the table is empty; then the player after the last one to pick up leads.",
            ),
        ),
        (
            "AntiTrumps",
            PMessage(
                HELP,
                "The other suit of the trump colour (diamonds when hearts are trumps, spades when clubs are) "
                "is anti-trumps: a trump cannot beat it, only a higher card of its own suit can.",
            ),
        ),
        (
            "CompleteSuit",
            PMessage(
                HELP,
                "A run of a whole suit, 2 to A, completes the trick at once, however many plays it still "
                "needed; its player leads next.",
            ),
        ),
        (
            "TwoPlayerAvstick",
            PMessage(
                HELP, "With two players 12 cards are set aside, and after each phase-2 trick both draw one."
            ),
        ),
        (
            "LoserPenalty",
            PMessage(HELP, "The loser of each deal scores minus this many points (0: just count one loss)."),
        ),
        ("Deals", PMessage(HELP, "The number of deals in a session (5 unless changed).")),
    ),
)

PAGES: dict[str, HelpPage] = {"default": DEFAULT}
