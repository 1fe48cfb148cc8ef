"""Skitgubbe's named options (skitgubbe.md section 10) and the flags a deal reads."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.rules.errors import ConfigError
from game.rules.message import N_, Message, Plural, PMessage
from game.rules.registry import GameConfig, Option

SHIT_ORDER = "shitcards_order"
"""Layout pile: the shuffle of the cards ShitCards hands in (an order of the whole pack)."""
TRICK_ORDER = "lasttrick_order"
"""Layout pile: the shuffle of the unfinished trick IncompleteTrickDealt deals out."""
TRUMP_RANK = -1
"""``ShitCards`` value: the threshold is the rank of the turned trump card (A = 14)."""


class ShitCardsOption(Option):
    """``ShitCards``: 0 (off), a number of cards, or ``TRUMP_RANK``."""

    def value_text(self, value: Any) -> str:
        if value == 0:
            return Message("off")
        if value == TRUMP_RANK:
            return Message("fewer than the trump card's rank")
        return Plural("fewer than {n} card", "fewer than {n} cards", value)


OPTIONS: tuple[Option, ...] = (
    Option(
        "LoserDeals", False, N_("The previous skitgubbe deals the next game."), label=N_("Loser deals")
    ),  # SG-5
    Option(
        "LowestOrLoserLeads",
        False,
        N_("The first deal is led by the holder of the lowest card, later deals by the last skitgubbe."),
        label=N_("Lowest card or loser leads"),
    ),
    Option(
        "TwoCardTricks",
        False,
        N_("Phase 1 as on pagat.com: each trick is two single cards; equal ranks play again."),
        label=N_("Two-card tricks"),
    ),
    Option(
        "TakeAChance",
        False,
        N_("In phase 1 a player may turn and play the top stock card (2 or more in stock)."),
        label=N_("Take a chance"),
    ),
    Option(
        "SluffOwnRankOnly",
        False,
        N_("A player may sluff only cards of the rank(s) he himself played to the trick."),
        label=N_("Sluff own ranks only"),
    ),
    Option(
        "UnlimitedSluff",
        False,
        N_("Players may sluff again and again, drawing after each sluff, until all pass in turn."),
        label=N_("Unlimited sluff"),
    ),
    Option(
        "TiedRanksBeatUnique",
        False,
        N_(
            "A rank played by two or more players beats any rank played by one; the highest such goes "
            "to a bout."
        ),
        label=N_("Tied ranks win"),
    ),
    Option(
        "CompulsoryTies",
        False,
        N_("A player who can tie a rank already played in the round must, with the highest he can."),
        label=N_("Compulsory ties"),
    ),
    Option(
        "EndWhenStockEmpty",
        False,
        N_("Phase 1 ends with the trick during which the last stock card is taken."),
        label=N_("End phase 1 with the stock"),
    ),
    Option(
        "ExposedTrumpIndicator",
        False,
        N_("The bottom stock card is shown from the start, so trumps are known in advance."),
        label=N_("Trump card shown"),
    ),
    Option(
        "IncompleteTrickDealt",
        False,
        N_(
            "An unfinished last phase-1 trick is shuffled and dealt out from the dealer's left, not returned."
        ),
        label=N_("Last trick dealt out"),
    ),
    ShitCardsOption(
        "ShitCards",
        0,
        N_(
            "After phase 1, if anyone holds fewer than this many cards, all 2s to 5s are collected and "
            "dealt to the short players."
        ),
        choices=(0, 5, 6, 7, 10, TRUMP_RANK),
        label=N_("Shit cards"),
    ),
    Option(
        "SinglesOnly",
        False,
        N_("No runs in phase 2; a pick-up takes only the top card."),
        label=N_("Singles only"),
    ),
    Option(
        "PickUpTopLayOnly",
        False,
        N_("A pick-up takes only the top play, not joined sequences."),
        label=N_("Pick up top lay only"),
    ),
    Option(
        "PickUpFromBottom",
        False,
        N_("A pick-up takes the bottom (oldest) play and the plays above it that continue it."),
        label=N_("Pick up from the bottom"),
    ),
    Option(
        "ForcedPickup",
        False,
        N_("Once someone picks up, every following player must pick up too until the table is empty."),
        label=N_("Forced pick-up"),
    ),
    Option(
        "AntiTrumps",
        False,
        N_("Trumps cannot beat the other suit of the trump colour: only a higher card of that suit can."),
        label=N_("Anti-trumps"),
    ),
    Option(
        "CompleteSuit",
        False,
        N_("A run of all 13 cards of a suit, 2 to A, completes the trick at once."),
        label=N_("Complete suit"),
    ),
    Option(
        "TwoPlayerAvstick",
        False,
        N_("12 cards are set aside; after each phase-2 trick both players draw one of them."),
        players=(2,),
        label=N_("Two-player draw pile"),
    ),
    # House rule (SG-33): LoserPenalty scores sessions; no source scores Skitgubbe.
    Option(
        "LoserPenalty",
        0,
        N_("The loser of each deal scores minus this many points (0: just count one loss)."),
        choices=(0, 1, 2, 3, 4, 5, 10),
        label=N_("Loser penalty"),
    ),
    Option(
        "Deals",
        5,
        N_("Session length in deals."),
        choices=(1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20),
        label=N_("Deals"),
    ),
)


@dataclass(frozen=True, slots=True)
class Rules:
    """The options that change play, read once per deal and shared by every clone."""

    two_card: bool
    chance: bool
    singles: bool
    top_only: bool
    bottom: bool
    forced: bool
    stock_end: bool
    loser_leads: bool
    exposed: bool
    complete_suit: bool
    anti: bool
    shit: int  # ShitCards: 0 off, a card count, or TRUMP_RANK
    trick_dealt: bool
    own_rank: bool
    ties: bool
    tied_beat: bool
    unlimited: bool
    avstick: bool
    penalty: int
    loser_deals: bool

    @classmethod
    def of(cls, config: GameConfig) -> Rules:
        o = config.options
        return cls(
            two_card=bool(o["TwoCardTricks"]),
            chance=bool(o["TakeAChance"]),
            singles=bool(o["SinglesOnly"]),
            # SinglesOnly: "a pick-up takes only the top card" (article note 2).
            top_only=bool(o["PickUpTopLayOnly"] or o["SinglesOnly"]),
            bottom=bool(o["PickUpFromBottom"]),
            forced=bool(o["ForcedPickup"]),
            stock_end=bool(o["EndWhenStockEmpty"]),
            loser_leads=bool(o["LowestOrLoserLeads"]),
            exposed=bool(o["ExposedTrumpIndicator"]),
            complete_suit=bool(o["CompleteSuit"]),
            anti=bool(o["AntiTrumps"]),
            shit=int(o["ShitCards"]),
            trick_dealt=bool(o["IncompleteTrickDealt"]),
            own_rank=bool(o["SluffOwnRankOnly"]),
            ties=bool(o["CompulsoryTies"]),
            tied_beat=bool(o["TiedRanksBeatUnique"]),
            unlimited=bool(o["UnlimitedSluff"]),
            # TwoPlayerAvstick is the documented 2-player adjustment (its Option says so); other
            # counts ignore it.
            avstick=bool(o["TwoPlayerAvstick"]) and config.players == 2,
            penalty=int(o["LoserPenalty"]),
            loser_deals=bool(o["LoserDeals"]),
        )

    def shuffles(self) -> tuple[str, ...]:
        """The layout's extra pack orders: the shuffles made during the deal (their names)."""
        return (SHIT_ORDER,) * bool(self.shit) + (TRICK_ORDER,) * self.trick_dealt


REFUSED: tuple[tuple[str, str, str], ...] = (
    (
        "SinglesOnly",
        "CompleteSuit",
        PMessage("skitgubbe help", "a complete suit is a run, and SinglesOnly allows none"),
    ),
)
"""Pairs of options the rules cannot play together, with the reason a player reads."""


def check(config: GameConfig) -> None:
    """Refuse a combination of options that cannot be played together (one line, naming both)."""
    o = config.options
    for a, b, why in REFUSED:
        if o[a] and o[b]:
            raise ConfigError(Message("Skitgubbe: {a} cannot be combined with {b}: {why}", a=a, b=b, why=why))
