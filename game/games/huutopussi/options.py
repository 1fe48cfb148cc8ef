"""Huutopussi's named options and what a configuration means for play: card strength,
card points, marriage values and the scoring variant (``Rules``), looked up in tuples
indexed by card or suit, so play never consults the options again.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.errors import ConfigError
from game.rules.message import N_, Message
from game.rules.registry import GameConfig, Option

from .cards import CARDS, SUIT_OF

# House rule (variants table): the rules file lists these under the Pagat preset; they
# change only card, last-trick and marriage values, so the default preset offers them too.
COMMON = (
    Option(
        "OriginalCardValues",
        False,
        N_("Card points A 11, 10 10, K 4, Q 3, J 2 (120 in the pack)."),
        label=N_("Original card values"),
    ),
    Option("LastTrick10", False, N_("The last trick is worth 10 instead of 20."), label=N_("Last trick 10")),
    Option(
        "BridgeOrderMarriages",
        False,
        N_("Marriages: spades 100, hearts 80, diamonds 60, clubs 40."),
        label=N_("Bridge order marriages"),
    ),
)
PAGAT_ONLY = (
    Option(
        "NoLapari",
        False,
        N_("No läpäri: opponents who take no trick score 0 instead of losing the bid."),
        label=N_("No läpäri"),
    ),
    Option(
        "Porvoo",
        False,
        N_(
            "A side that takes no trick loses the contract (not the bid, as with läpäri); opponents "
            "of a failed contract who take no trick score 0."
        ),
        label=N_("Porvoo"),
    ),
    Option(
        "NoHuutokielto",
        False,
        N_("No bidding ban (huutokielto): a side at -500 or lower may still bid."),
        label=N_("No huutokielto"),
    ),
    Option(
        "ErlangenMarjapussi",
        False,
        N_(
            "The Erlangen rules: points 11/10/4/3/2, bids from 120 or all pass, 4 cards each way, "
            "first-trick leads, Kontra and Re (F1 tells all)."
        ),
        label=N_("Erlangen Marjapussi"),
    ),
)
ERLANGEN_CLASHES = ("NoLapari", "Porvoo", "NoHuutokielto")
"""Options that only change what ErlangenMarjapussi replaces (its own no-trick rule, no
bidding ban): refused together with it."""
THREE = (
    Option(
        "ThreePlayer",
        True,
        N_(
            "Three players: 11 cards each and a 3-card devil's pack, which the high bidder turns up, "
            "takes and then discards 3; he plays alone against the other two."
        ),
        players=(3,),
        label=N_("Three players"),
    ),
)

# HP-3: rank order, weakest first, by card rank 6..14.
ARTICLE_ORDER = (6, 7, 8, 9, 10, 11, 12, 13, 14)  # A K Q J 10 9 8 7 6
ACE_TEN_ORDER = (6, 7, 8, 9, 11, 12, 13, 10, 14)  # [Pagat] A 10 K Q J 9 8 7 6

POINTS = {14: 10, 10: 10, 13: 5, 12: 5, 11: 5}  # HP-4 (140 in the pack)
ORIGINAL_POINTS = {14: 11, 10: 10, 13: 4, 12: 3, 11: 2}  # option OriginalCardValues (120)
MARRIAGES = (60, 80, 100, 40)  # HP-6 by suit c, d, h, s
BRIDGE_MARRIAGES = (40, 60, 80, 100)  # option BridgeOrderMarriages: s 100, h 80, d 60, c 40

NO_TRICK_PLAIN, NO_TRICK_LAPARI, NO_TRICK_PORVOO, NO_TRICK_DOUBLE = range(4)


@dataclass(frozen=True)
class Rules:
    """Everything play and scoring need to know about the configuration."""

    pagat: bool
    strength: tuple[int, ...]  # per card: 0 weakest .. 8 strongest in its suit
    above: tuple[int, ...]  # per card: mask of the stronger cards of its suit
    high: int  # mask of the cards higher than a jack (HP-12)
    points: tuple[int, ...]  # per card (HP-4)
    marriage: tuple[int, ...]  # per suit (HP-6)
    last_trick: int  # HP-5
    contract_first: bool  # HP-17 [Pagat]: contract before returning cards
    huutokielto: bool  # HP-13
    no_trick: int  # HP-31 läpäri, option Porvoo, or nothing
    players: int  # 4, or 3 with ThreePlayer
    hand: int  # cards dealt to each seat (HP-9; ThreePlayer 11)
    tricks: int  # tricks in a hand (HP-27; ThreePlayer 11)
    devil: int  # cards of the devil's pack (ThreePlayer 3, else 0)
    erlangen: bool  # ErlangenMarjapussi: first-trick leads, any winner declares, Kontra/Re
    min_bid: int  # HP-11 (ErlangenMarjapussi 120, and the opener may pass)
    exchange: int  # cards passed each way (HP-15, HP-16; ErlangenMarjapussi 4)


def _build(pagat: bool, options: dict[str, bool | int], players: int) -> Rules:
    order = ACE_TEN_ORDER if pagat else ARTICLE_ORDER
    strength = tuple(order.index(c.rank) for c in CARDS)
    above = tuple(
        sum(1 << j for j in range(len(CARDS)) if SUIT_OF[j] == SUIT_OF[i] and strength[j] > strength[i])
        for i in range(len(CARDS))
    )
    jack = order.index(11)
    high = sum(1 << i for i in range(len(CARDS)) if strength[i] > jack)
    erlangen = pagat and bool(options.get("ErlangenMarjapussi"))
    table = ORIGINAL_POINTS if options.get("OriginalCardValues") or erlangen else POINTS
    if erlangen:
        no_trick = NO_TRICK_DOUBLE  # ErlangenMarjapussi: a side without a trick loses 2 x C
    elif not pagat:
        no_trick = NO_TRICK_PLAIN
    elif options.get("Porvoo"):
        # House rule (HP-31): with both Porvoo and NoLapari set, Porvoo (which replaces
        # läpäri) decides.
        no_trick = NO_TRICK_PORVOO
    elif options.get("NoLapari"):
        no_trick = NO_TRICK_PLAIN
    else:
        no_trick = NO_TRICK_LAPARI
    return Rules(
        pagat=pagat,
        strength=strength,
        above=above,
        high=high,
        points=tuple(table.get(c.rank, 0) for c in CARDS),
        marriage=BRIDGE_MARRIAGES if options.get("BridgeOrderMarriages") else MARRIAGES,
        last_trick=10 if options.get("LastTrick10") else 20,
        contract_first=pagat,
        huutokielto=pagat and not erlangen and not options.get("NoHuutokielto"),
        no_trick=no_trick,
        players=players,
        hand=36 // players - (players == 3),
        tricks=36 // players - (players == 3),
        devil=3 if players == 3 else 0,
        erlangen=erlangen,
        min_bid=120 if erlangen else 50,
        exchange=4 if erlangen else 3,
    )


def check(config: GameConfig) -> None:
    """Refuse a configuration that cannot be played (one line naming what clashes)."""
    options = config.options
    if config.players == 3 and not options.get("ThreePlayer", True):
        raise ConfigError(
            Message(
                "Huutopussi for 3 players is the ThreePlayer game: turn ThreePlayer on, or choose 4 players"
            )
        )
    if not options.get("ErlangenMarjapussi"):
        return
    if config.players == 3:
        raise ConfigError(
            Message(
                "ErlangenMarjapussi and ThreePlayer cannot be combined: Erlangen Marjapussi is for four "
                "players"
            )
        )
    for name in ERLANGEN_CLASHES:
        if options.get(name):
            raise ConfigError(
                Message(
                    "ErlangenMarjapussi and {name} cannot be combined: Erlangen has its own rule instead",
                    name=name,
                )
            )


_CACHE: dict[tuple, Rules] = {}


def rules_for(config: GameConfig) -> Rules:
    """The (cached) rule parameters of ``config``."""
    options = dict(config.options)
    key = (config.preset, tuple(sorted(options.items())), config.players)
    found = _CACHE.get(key)
    if found is None:
        found = _CACHE[key] = _build(config.preset == "pagat", options, config.players)
    return found
