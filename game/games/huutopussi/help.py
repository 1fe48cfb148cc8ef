"""Rules help for Huutopussi (rules/huutopussi.md): the default rules and the Pagat preset."""

from __future__ import annotations

from game.rules.helppage import HelpPage, HouseRule, bullets, how_to_play, paragraphs, table
from game.rules.message import PMessage

HELP = "huutopussi help"
"""The catalogue context of this help's words."""

AIM = (
    PMessage(HELP, "Aim"),
    PMessage(
        HELP,
        "Huutopussi is a Finnish game for four players in two partnerships; partners sit opposite. Each hand "
        "the players bid for the points their side will collect. Play starts without trumps: a trump suit "
        "appears only when someone declares a marriage (the king and queen of one suit), which also earns "
        "points. The first side to reach 500 wins.",
    ),
)


def cards_and_deal(ranks: str) -> tuple[str, str]:
    """The deal and the card points; ``ranks`` lists the ranks from the top."""
    return (
        PMessage(HELP, "Cards and deal"),
        paragraphs(
            PMessage(
                HELP,
                "36 cards, 6 up to ace in every suit, ranked {ranks} from the top. All are dealt, one at a "
                "time, nine to each player. Card points (140 in the pack) and the marriages:",
                ranks=ranks,
            ),
            table(
                (
                    PMessage(HELP, "Card"),
                    PMessage(HELP, "Points"),
                    PMessage(HELP, "Marriage"),
                    PMessage(HELP, "Value"),
                ),
                (PMessage(HELP, "Ace"), "10", PMessage(HELP, "Spades"), "40"),
                (PMessage(HELP, "Ten"), "10", PMessage(HELP, "Clubs"), "60"),
                (PMessage(HELP, "King, Queen, Jack"), "5", PMessage(HELP, "Diamonds"), "80"),
                ("9, 8, 7, 6", "0", PMessage(HELP, "Hearts"), "100"),
            ),
            PMessage(HELP, "Winning the last trick is worth 20 more."),
        ),
    )


def bidding(redeal: str, *extra: str) -> tuple[str, str]:
    """The auction, then the ``extra`` paragraphs of a preset and its ``redeal`` paragraph."""
    return (
        PMessage(HELP, "Bidding"),
        paragraphs(
            PMessage(
                HELP,
                "Bids go up in fives, starting left of the dealer. The first player must open with at least "
                "50; he may not pass. After that each player bids at least 5 more or passes, and a pass is "
                "for the rest of the auction. The bidding goes round until three have passed (or someone "
                "bids 440, the most a side can make); the last bidder is the declarer.",
            ),
            *extra,
            redeal,
        ),
    )


PLAY = (
    PMessage(HELP, "Play"),
    PMessage(
        HELP,
        "The declarer leads to the first trick. If you can follow suit you must, and if one of your cards of "
        "that suit would take the lead in the trick, you must play one of those, even over your partner. If "
        "you can't follow but there is a trump suit and you hold trumps, you must trump, with a higher trump "
        "than any already in the trick if you can. Otherwise play any card. The highest trump wins the "
        "trick, or else the highest card of the suit led, and the winner leads next. All nine tricks are "
        "played.",
    ),
)

MARRIAGES = (
    PMessage(HELP, "Marriages and trumps"),
    paragraphs(
        PMessage(
            HELP, "When you led a trick and won it, you get one try at making trumps before you lead again:"
        ),
        bullets(
            PMessage(HELP, "Marry: show the king and queen of a suit from your hand."),
            PMessage(HELP, "Ask: your partner must name a marriage he holds, if he has one."),
            PMessage(HELP, "Ask for a suit: you hold its king or queen and your partner has the other."),
        ),
        PMessage(
            HELP,
            "A success makes that suit trumps at once (in place of any earlier trumps) and scores its value "
            "for your side. Each suit can be trumps only once per hand. After a successful Ask, the asker "
            "may no longer Marry and his partner may no longer Ask; after a successful suit ask, neither "
            "partner may Marry or Ask, only ask for suits.",
        ),
    ),
)

END = (
    PMessage(HELP, "End of the match"),
    PMessage(
        HELP,
        "Scores add up from hand to hand and may go below zero. After each hand, a side with 500 or more "
        "wins; if both sides get there in the same hand the higher total wins, and equal totals play another "
        "hand. The deal passes to the left after every hand.",
    ),
)

HOW = how_to_play(
    PMessage(HELP, "Bid with the bid panel, or press Pass or Redeal."),
    PMessage(
        HELP,
        "To pass cards to your partner or back, click three cards to select them, then press Give or Return. "
        "As declarer, then choose your contract.",
    ),
    PMessage(HELP, "Drag a card to the middle of the table, or click it, to play it."),
    PMessage(
        HELP,
        "After you lead and win a trick, buttons such as Marry ♥, Ask and Ask ♣ show the tries you may make; "
        "leading a card instead lets the chance go. If you are asked and hold several marriages, press "
        "Answer with the suit you name.",
    ),
)


def three_players(contract: str, scoring: str) -> tuple[str, str]:
    """The ThreePlayer section: ``contract`` says when the contract is announced, ``scoring``
    how the declarer fares (each a sentence)."""
    return (
        PMessage(HELP, "Three players"),
        paragraphs(
            PMessage(
                HELP,
                "Each player plays for himself. 11 cards each, one at a time from the dealer's left; the "
                "last 3 cards lie face down as the devil's pack. The bidding is as for four, until two have "
                "passed. The high bidder turns the devil's pack face up for all to see, takes it into his "
                "hand and discards 3 cards face down. {contract} He plays alone against the other two: there "
                "is no partner, so nobody asks for a marriage; you can only declare your own. 11 tricks are "
                "played.",
                contract=contract,
            ),
            bullets(
                PMessage(
                    HELP,
                    "The declarer counts the card points of his tricks and his discard, the last trick and "
                    "his marriages. {scoring}",
                    scoring=scoring,
                ),
                PMessage(
                    HELP,
                    "Each opponent scores for himself: his own tricks, the last trick if he won it and his "
                    "own marriages.",
                ),
            ),
            PMessage(
                HELP,
                "The first player to reach 500 wins; if several get there in the same hand, the highest, and "
                "a tie for the highest plays another hand. Three players go with every other option but "
                "Erlangen Marjapussi.",
            ),
        ),
    )


THREE_HOUSE_RULES = (
    HouseRule(
        "ThreePlayer, HP-9",
        PMessage(HELP, "Three players get 11 cards each; the last 3 are the devil's pack."),
    ),
    HouseRule(
        "ThreePlayer, HP-15",
        PMessage(HELP, "The devil's pack is turned face up for everyone before the bidder takes it."),
    ),
    HouseRule("ThreePlayer, HP-16, HP-28", PMessage(HELP, "The declarer's 3 discarded cards count for him.")),
    HouseRule(
        "ThreePlayer, HP-23",
        PMessage(HELP, "With three nobody has a partner: only your own marriage can be declared."),
    ),
    HouseRule(
        "ThreePlayer, HP-29, HP-30",
        PMessage(HELP, "With three each opponent scores his own tricks and marriages when he scores."),
    ),
    HouseRule(
        "ThreePlayer, HP-13, HP-33",
        PMessage(HELP, "With three, your own score counts for the bidding ban and for 500."),
    ),
    HouseRule(
        "ThreePlayer, HP-12",
        PMessage(HELP, "With three a redeal needs the same as with four: three 6s, or no card above a jack."),
    ),
)

ERLANGEN_DEAL = (
    PMessage(HELP, "Erlangen Marjapussi: bidding"),
    paragraphs(
        bullets(
            PMessage(
                HELP, "Card points A 11, 10 10, K 4, Q 3, J 2 (120 in the pack; the last trick still 20)."
            ),
            PMessage(
                HELP,
                "Bids start at 120 and the first player may pass too. If all four pass, nobody plays a "
                "contract: the player left of the dealer leads, there is no exchange, and each side scores "
                "its points, rounded to the nearest 5.",
            ),
            PMessage(HELP, "The declarer's partner passes 4 cards, and the declarer passes 4 back."),
            PMessage(
                HELP,
                "After the contract (before the first lead) the opponent on the declarer's left, then the "
                "other, may say Kontra; after a Kontra the declarer may say Re. Kontra doubles what the "
                "declarers score, won or lost; Re doubles it again.",
            ),
        ),
        PMessage(
            HELP,
            "Erlangen cannot be combined with No läpäri, Porvoo or No huutokielto (it has its own rules "
            "there) nor with three players. Last trick 10 and Bridge order marriages go with it; Original "
            "card values are already part of it.",
        ),
    ),
)

ERLANGEN_PLAY = (
    PMessage(HELP, "Erlangen Marjapussi: play and scoring"),
    bullets(
        PMessage(
            HELP,
            "First trick: the leader must lead an ace if he has one, else a spade if he has one; a player "
            "holding the ace of the suit led must play it.",
        ),
        PMessage(HELP, "Any player who wins a trick may try to make trumps, not only the one who led it."),
        PMessage(
            HELP,
            "You may ask for a half marriage without holding the king or queen (a bluff): the ask names only "
            "the suit and shows no card; it succeeds only when you hold one and your partner the other.",
        ),
        PMessage(
            HELP,
            "Declarers: the contract, or minus the contract, "
            "or minus twice the contract if they took no trick. "
            "Opponents: their points rounded to the nearest 5; if they took no trick they lose twice the "
            "contract (nothing if the contract failed).",
        ),
    ),
)

ERLANGEN_HOUSE_RULES = (
    HouseRule(
        "ErlangenMarjapussi, HP-11",
        PMessage(HELP, "Erlangen: when all pass, both sides' points are rounded to the nearest 5."),
    ),
    HouseRule(
        "ErlangenMarjapussi, HP-17, HP-18",
        PMessage(HELP, "Erlangen: the contract comes before the 4 cards go back; the declarer leads."),
    ),
    HouseRule(
        "ErlangenMarjapussi, HP-23",
        PMessage(
            HELP, "Erlangen: a half-marriage ask names just the suit, hiding a bluff; failing breaks nothing."
        ),
    ),
    HouseRule(
        "ErlangenMarjapussi, HP-31",
        PMessage(
            HELP,
            "Erlangen: opponents without a trick lose twice the contract only when it was made (as in "
            "Porvoo).",
        ),
    ),
    HouseRule(
        "ErlangenMarjapussi, Kontra",
        PMessage(
            HELP,
            "Erlangen: Kontra comes after the contract, from the declarer's left; only the declarer says Re.",
        ),
    ),
    HouseRule("ErlangenMarjapussi, HP-13", PMessage(HELP, "Erlangen has no bidding ban (huutokielto).")),
)

THREE_OPTION = (
    "ThreePlayer",
    PMessage(
        HELP,
        "For three players: 11 cards each and a 3-card devil's pack; the high bidder takes it, discards 3 "
        "and plays alone against the other two.",
    ),
)

HOUSE_RULES = (
    HouseRule("HP-12", PMessage(HELP, "A player who demands a redeal shows his hand to everyone.")),
    HouseRule(
        "HP-23",
        PMessage(
            HELP, "Asking for the other half of a marriage shows the king or queen of that suit you hold."
        ),
    ),
    HouseRule("HP-24, ambiguity #7", PMessage(HELP, "A failed ask uses up your try but breaks no marriage.")),
    HouseRule(
        "HP-33, ambiguity #16",
        PMessage(HELP, "If both sides reach 500 in the same hand with equal totals, another hand is played."),
    ),
)


OPTIONS = (
    (
        "OriginalCardValues",
        PMessage(HELP, "Card points A 11, 10 10, K 4, Q 3, J 2: 120 in the pack, 140 with the last trick."),
    ),
    ("LastTrick10", PMessage(HELP, "The last trick is worth 10 instead of 20.")),
    (
        "BridgeOrderMarriages",
        PMessage(HELP, "Marriages in bridge order: spades 100, hearts 80, diamonds 60, clubs 40."),
    ),
    THREE_OPTION,
)

SCORING = PMessage(HELP, "Scoring")
SCORE_SIDES = PMessage(
    HELP, "Each side adds the card points of its tricks, 20 for the last trick and the marriages it declared."
)

DEFAULT = HelpPage(
    title=PMessage(HELP, "Huutopussi"),
    sections=(
        AIM,
        cards_and_deal(PMessage(HELP, "A K Q J 10 9 8 7 6")),
        bidding(
            PMessage(
                HELP,
                "Redeal: at your first turn you may demand a redeal instead of bidding if you hold three or "
                "more 6s, or no ace, king or queen. The hand is not played and the next dealer deals.",
            )
        ),
        (
            PMessage(HELP, "Exchange and contract"),
            PMessage(
                HELP,
                "The declarer's partner passes him three cards face down. The declarer then passes any three "
                "cards back (even ones he has just received) and announces the contract: his bid or more, in "
                "fives, up to 440.",
            ),
        ),
        PLAY,
        MARRIAGES,
        (
            SCORING,
            paragraphs(
                SCORE_SIDES,
                bullets(
                    PMessage(
                        HELP,
                        "Declarer's side: with at least the contract it scores the contract, never more; "
                        "otherwise it loses its auction bid.",
                    ),
                    PMessage(HELP, "Opponents: nothing if the contract was made, otherwise their own total."),
                ),
                PMessage(
                    HELP,
                    "For example, bid 80 and contract 100: taking 195 scores +100 and the opponents 0. Bid "
                    "120 and contract 150: taking 130 scores -120, and the opponents score their 30.",
                ),
            ),
        ),
        END,
        three_players(
            PMessage(HELP, "Then he announces his contract."),
            PMessage(
                HELP,
                "With the contract he scores it, otherwise he loses his bid; the opponents score only when "
                "he fails.",
            ),
        ),
        HOW,
    ),
    house_rules=HOUSE_RULES + THREE_HOUSE_RULES,
    options=OPTIONS,
)

PAGAT = HelpPage(
    title=PMessage(HELP, "Huutopussi (Pagat, Helsinki)"),
    sections=(
        AIM,
        cards_and_deal(PMessage(HELP, "A 10 K Q J 9 8 7 6")),
        bidding(
            PMessage(
                HELP,
                "Redeal: at your first turn you may demand a redeal instead of bidding if you hold three or "
                "more 6s, or no ace, ten, king or queen. The hand is not played and the next dealer deals.",
            ),
            PMessage(
                HELP,
                "Huutokielto: a side at -500 or worse may not bid; if one of its players speaks first he "
                "must still open with 50, but may not bid again.",
            ),
        ),
        (
            PMessage(HELP, "Exchange and contract"),
            PMessage(
                HELP,
                "The declarer's partner passes him three cards face down. Having seen them, the declarer "
                "announces the contract (his bid or more, in fives, up to 440), then passes any three cards "
                "back.",
            ),
        ),
        PLAY,
        MARRIAGES,
        (
            SCORING,
            paragraphs(
                SCORE_SIDES,
                bullets(
                    PMessage(
                        HELP,
                        "Declarer's side: with at least the contract it scores the contract, never more; "
                        "otherwise it loses the contract.",
                    ),
                    PMessage(HELP, "Opponents: always their own total."),
                    PMessage(
                        HELP,
                        "Läpäri: opponents who took no trick at all lose the auction bid instead, even when "
                        "the declarer's side failed.",
                    ),
                ),
                PMessage(
                    HELP,
                    "For example, bid 80 and contract 100: taking 195 scores +100, and opponents with 45 "
                    "card points and a clubs marriage score +105.",
                ),
            ),
        ),
        END,
        ERLANGEN_DEAL,
        ERLANGEN_PLAY,
        three_players(
            PMessage(HELP, "He announces his contract before he discards."),
            PMessage(
                HELP,
                "He scores the contract or loses it; the opponents always score. Läpäri (and Porvoo) look at "
                "the two opponents together: if neither took a trick, each loses.",
            ),
        ),
        HOW,
    ),
    house_rules=(
        *HOUSE_RULES,
        HouseRule("HP-31", PMessage(HELP, "With both Porvoo and NoLapari on, Porvoo decides.")),
        *THREE_HOUSE_RULES,
        HouseRule(
            "ThreePlayer, HP-31",
            PMessage(HELP, "With three, läpäri and Porvoo apply when neither opponent took a trick."),
        ),
        *ERLANGEN_HOUSE_RULES,
    ),
    options=(
        *OPTIONS,
        ("NoLapari", PMessage(HELP, "No läpäri: opponents who take no trick simply score 0.")),
        (
            "Porvoo",
            PMessage(
                HELP,
                "Instead of läpäri a side that takes no trick loses the contract; opponents of a failed "
                "contract who took no trick score 0.",
            ),
        ),
        ("NoHuutokielto", PMessage(HELP, "A side at -500 or worse may still bid.")),
        (
            "ErlangenMarjapussi",
            PMessage(
                HELP,
                "The Erlangen version: 11/10/4/3/2 card points, bids from 120 (all may pass), 4 cards each "
                "way, first-trick lead rules, any trick winner declares, bluff asks, Kontra and Re.",
            ),
        ),
    ),
)

PAGES: dict[str, HelpPage] = {"default": DEFAULT, "pagat": PAGAT}
