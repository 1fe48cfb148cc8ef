"""Rules help for Huutopussi (rules/huutopussi.md): the default rules and the Pagat preset."""

from __future__ import annotations

from game.rules.helppage import HelpPage, HouseRule, bullets, how_to_play

AIM = (
    "Aim",
    "Huutopussi is a Finnish game for four players in two partnerships; partners sit opposite. "
    "Each hand the players bid for the points their side will collect. Play starts without "
    "trumps: a trump suit appears only when someone declares a marriage (the king and queen of "
    "one suit), which also earns points. The first side to reach 500 wins.",
)


def cards_and_deal(ranks: str) -> tuple[str, str]:
    return (
        "Cards and deal",
        f"36 cards, 6 up to ace in every suit, ranked {ranks} from the top. All are dealt, one at a "
        "time, nine to each player. Card points (140 in the pack) and the marriages:\n\n"
        "Card               Points  Marriage  Value\n"
        "Ace                10      Spades    40\n"
        "Ten                10      Clubs     60\n"
        "King, Queen, Jack  5       Diamonds  80\n"
        "9, 8, 7, 6         0       Hearts    100\n\n"
        "Winning the last trick is worth 20 more.",
    )


def bidding(redeal: str, extra: str = "") -> tuple[str, str]:
    return (
        "Bidding",
        "Bids go up in fives, starting left of the dealer. The first player must open with at "
        "least 50; he may not pass. After that each player bids at least 5 more or passes, and a "
        "pass is for the rest of the auction. The bidding goes round until three have passed (or "
        "someone bids 440, the most a side can make); the last bidder is the declarer."
        + extra
        + "\n\nRedeal: at your first turn you may demand a redeal instead of bidding if you hold three "
        f"or more 6s, or {redeal}. The hand is not played and the next dealer deals.",
    )


PLAY = (
    "Play",
    "The declarer leads to the first trick. If you can follow suit you must, and if one of your "
    "cards of that suit would take the lead in the trick, you must play one of those, even over "
    "your partner. If you can't follow but there is a trump suit and you hold trumps, you must "
    "trump, with a higher trump than any already in the trick if you can. Otherwise play any "
    "card. The highest trump wins the trick, or else the highest card of the suit led, and the "
    "winner leads next. All nine tricks are played.",
)

MARRIAGES = (
    "Marriages and trumps",
    "When you led a trick and won it, you get one try at making trumps before you lead again:\n\n"
    + bullets(
        "Marry: show the king and queen of a suit from your hand.",
        "Ask: your partner must name a marriage he holds, if he has one.",
        "Ask for a suit: you hold its king or queen and your partner has the other.",
    )
    + "\n\nA success makes that suit trumps at once (in place of any earlier trumps) and scores "
    "its value for your side. Each suit can be trumps only once per hand. After a successful Ask, "
    "the asker may no longer Marry and his partner may no longer Ask; after a successful suit ask, "
    "neither partner may Marry or Ask, only ask for suits.",
)

END = (
    "End of the match",
    "Scores add up from hand to hand and may go below zero. After each hand, a side with 500 or "
    "more wins; if both sides get there in the same hand the higher total wins, and equal totals "
    "play another hand. The deal passes to the left after every hand.",
)

HOW = how_to_play(
    "Bid with the bid panel, or press Pass or Redeal.",
    "To pass cards to your partner or back, click three cards to select them, then press Give or "
    "Return. As declarer, then choose your contract.",
    "Drag a card to the middle of the table, or click it, to play it.",
    "After you lead and win a trick, buttons such as Marry ♥, Ask and Ask ♣ show the tries you may "
    "make; leading a card instead lets the chance go. If you are asked and hold several marriages, "
    "press Answer with the suit you name.",
)


def three_players(contract: str, scoring: str) -> tuple[str, str]:
    """The ThreePlayer section: ``contract`` says when the contract is announced, ``scoring``
    how the declarer fares."""
    return (
        "Three players",
        "Each player plays for himself. 11 cards each, one at a time from the dealer's left; the "
        "last 3 cards lie face down as the devil's pack. The bidding is as for four, until two "
        "have passed. The high bidder turns the devil's pack face up for all to see, takes it "
        f"into his hand and discards 3 cards face down; {contract} He plays alone against the "
        "other two: there is no partner, so nobody asks for a marriage; you can only declare "
        "your own. 11 tricks are played.\n\n"
        + bullets(
            "The declarer counts the card points of his tricks and his discard, the last trick "
            "and his marriages. " + scoring,
            "Each opponent scores for himself: his own tricks, the last trick if he won it and his "
            "own marriages.",
        )
        + "\n\nThe first player to reach 500 wins; if several get there in the same hand, the "
        "highest, and a tie for the highest plays another hand. Three players go with every "
        "other option but Erlangen Marjapussi.",
    )


THREE_HOUSE_RULES = (
    HouseRule("ThreePlayer, HP-9", "Three players get 11 cards each; the last 3 are the devil's pack."),
    HouseRule(
        "ThreePlayer, HP-15", "The devil's pack is turned face up for everyone before the bidder takes it."
    ),
    HouseRule("ThreePlayer, HP-16, HP-28", "The declarer's 3 discarded cards count for him."),
    HouseRule(
        "ThreePlayer, HP-23", "With three nobody has a partner: only your own marriage can be declared."
    ),
    HouseRule(
        "ThreePlayer, HP-29, HP-30",
        "With three each opponent scores his own tricks and marriages when he scores.",
    ),
    HouseRule(
        "ThreePlayer, HP-13, HP-33", "With three, your own score counts for the bidding ban and for 500."
    ),
    HouseRule(
        "ThreePlayer, HP-12",
        "With three a redeal needs the same as with four: three 6s, or no card above a jack.",
    ),
)

ERLANGEN_DEAL = (
    "Erlangen Marjapussi: bidding",
    bullets(
        "Card points A 11, 10 10, K 4, Q 3, J 2 (120 in the pack; the last trick still 20).",
        "Bids start at 120 and the first player may pass too. If all four pass, nobody plays a "
        "contract: the player left of the dealer leads, there is no exchange, and each side "
        "scores its points, rounded to the nearest 5.",
        "The declarer's partner passes 4 cards, and the declarer passes 4 back.",
        "After the contract (before the first lead) the opponent on the declarer's left, then the "
        "other, may say Kontra; after a Kontra the declarer may say Re. Kontra doubles what the "
        "declarers score, won or lost; Re doubles it again.",
    )
    + "\n\nErlangen cannot be combined with No läpäri, Porvoo or No huutokielto (it has its "
    "own rules there) nor with three players. Last trick 10 and Bridge order marriages go "
    "with it; Original card values are already part of it.",
)

ERLANGEN_PLAY = (
    "Erlangen Marjapussi: play and scoring",
    bullets(
        "First trick: the leader must lead an ace if he has one, else a spade if he has one; a "
        "player holding the ace of the suit led must play it.",
        "Any player who wins a trick may try to make trumps, not only the one who led it.",
        "You may ask for a half marriage without holding the king or queen (a bluff): the ask "
        "names only the suit and shows no card; it succeeds only when you hold one and your "
        "partner the other.",
        "Declarers: the contract, or minus the contract, or twice the contract if they took no "
        "trick. Opponents: their points rounded to the nearest 5; if they took no trick they "
        "lose twice the contract (nothing if the contract failed).",
    ),
)

ERLANGEN_HOUSE_RULES = (
    HouseRule(
        "ErlangenMarjapussi, HP-11",
        "Erlangen: when all pass, both sides' points are rounded to the nearest 5.",
    ),
    HouseRule(
        "ErlangenMarjapussi, HP-17, HP-18",
        "Erlangen: the contract comes before the 4 cards go back; the declarer leads.",
    ),
    HouseRule(
        "ErlangenMarjapussi, HP-23",
        "Erlangen: a half-marriage ask names just the suit, hiding a bluff; failing breaks nothing.",
    ),
    HouseRule(
        "ErlangenMarjapussi, HP-31",
        "Erlangen: opponents without a trick lose twice the contract only when it was made (as in Porvoo).",
    ),
    HouseRule(
        "ErlangenMarjapussi, Kontra",
        "Erlangen: Kontra comes after the contract, from the declarer's left; only the declarer says Re.",
    ),
    HouseRule("ErlangenMarjapussi, HP-13", "Erlangen has no bidding ban (huutokielto)."),
)

THREE_OPTION = (
    "ThreePlayer",
    "For three players: 11 cards each and a 3-card devil's pack; the high bidder takes it, "
    "discards 3 and plays alone against the other two.",
)

HOUSE_RULES = (
    HouseRule("HP-12", "A player who demands a redeal shows his hand to everyone."),
    HouseRule(
        "HP-23", "Asking for the other half of a marriage shows the king or queen of that suit you hold."
    ),
    HouseRule("HP-24, ambiguity #7", "A failed ask uses up your try but breaks no marriage."),
    HouseRule(
        "HP-33, ambiguity #16",
        "If both sides reach 500 in the same hand with equal totals, another hand is played.",
    ),
)


OPTIONS = (
    (
        "OriginalCardValues",
        "Card points A 11, 10 10, K 4, Q 3, J 2: 120 in the pack, 140 with the last trick.",
    ),
    ("LastTrick10", "The last trick is worth 10 instead of 20."),
    ("BridgeOrderMarriages", "Marriages in bridge order: spades 100, hearts 80, diamonds 60, clubs 40."),
    THREE_OPTION,
)

DEFAULT = HelpPage(
    title="Huutopussi",
    sections=(
        AIM,
        cards_and_deal("A K Q J 10 9 8 7 6"),
        bidding("no ace, king or queen"),
        (
            "Exchange and contract",
            "The declarer's partner passes him three cards face down. The declarer then passes any "
            "three cards back (even ones he has just received) and announces the contract: his bid "
            "or more, in fives, up to 440.",
        ),
        PLAY,
        MARRIAGES,
        (
            "Scoring",
            "Each side adds the card points of its tricks, 20 for the last trick and the marriages "
            "it declared.\n\n"
            + bullets(
                "Declarer's side: with at least the contract it scores the contract, never more; "
                "otherwise it loses its auction bid.",
                "Opponents: nothing if the contract was made, otherwise their own total.",
            )
            + "\n\nFor example, bid 80 and contract 100: taking 195 scores +100 and the opponents 0. "
            "Bid 120 and contract 150: taking 130 scores -120, and the opponents score their 30.",
        ),
        END,
        three_players(
            "then he announces his contract.",
            "With the contract he scores it, otherwise he loses his bid; the opponents score "
            "only when he fails.",
        ),
        HOW,
    ),
    house_rules=HOUSE_RULES + THREE_HOUSE_RULES,
    options=OPTIONS,
)

PAGAT = HelpPage(
    title="Huutopussi (Pagat, Helsinki)",
    sections=(
        AIM,
        cards_and_deal("A 10 K Q J 9 8 7 6"),
        bidding(
            "no ace, ten, king or queen",
            " Huutokielto: a side at -500 or worse may not bid; if one of its players speaks first "
            "he must still open with 50, but may not bid again.",
        ),
        (
            "Exchange and contract",
            "The declarer's partner passes him three cards face down. Having seen them, the "
            "declarer announces the contract (his bid or more, in fives, up to 440), then passes "
            "any three cards back.",
        ),
        PLAY,
        MARRIAGES,
        (
            "Scoring",
            "Each side adds the card points of its tricks, 20 for the last trick and the marriages "
            "it declared.\n\n"
            + bullets(
                "Declarer's side: with at least the contract it scores the contract, never more; "
                "otherwise it loses the contract.",
                "Opponents: always their own total.",
                "Läpäri: opponents who took no trick at all lose the auction bid instead, even "
                "when the declarer's side failed.",
            )
            + "\n\nFor example, bid 80 and contract 100: taking 195 scores +100, and opponents with "
            "45 card points and a clubs marriage score +105.",
        ),
        END,
        ERLANGEN_DEAL,
        ERLANGEN_PLAY,
        three_players(
            "he announces his contract before he discards.",
            "He scores the contract or loses it; the opponents always score. Läpäri (and Porvoo) "
            "look at the two opponents together: if neither took a trick, each loses.",
        ),
        HOW,
    ),
    house_rules=(
        *HOUSE_RULES,
        HouseRule("HP-31", "With both Porvoo and NoLapari on, Porvoo decides."),
        *THREE_HOUSE_RULES,
        HouseRule(
            "ThreePlayer, HP-31", "With three, läpäri and Porvoo apply when neither opponent took a trick."
        ),
        *ERLANGEN_HOUSE_RULES,
    ),
    options=(
        *OPTIONS,
        ("NoLapari", "No läpäri: opponents who take no trick simply score 0."),
        (
            "Porvoo",
            "Instead of läpäri a side that takes no trick loses the contract; opponents of a failed "
            "contract who took no trick score 0.",
        ),
        ("NoHuutokielto", "A side at -500 or worse may still bid."),
        (
            "ErlangenMarjapussi",
            "The Erlangen version: 11/10/4/3/2 card points, bids from 120 (all may pass), 4 cards "
            "each way, first-trick lead rules, any trick winner declares, bluff asks, Kontra and Re.",
        ),
    ),
)

PAGES: dict[str, HelpPage] = {"default": DEFAULT, "pagat": PAGAT}
