"""How the table shows Skitgubbe: piles, information panel, status lines (no drawing)."""

from __future__ import annotations

from game.rules import Card, GameConfig, View
from game.rules.message import N_, Message, Plural, PMessage
from game.rules.names import card_text, seat_ref, suit_text
from game.rules.tablespec import (
    TRUMP_INFO,
    GameLayout,
    InfoRow,
    PileSpec,
    TableSpec,
    Vocabulary,
    legal_kinds,
    my_turn,
    seat_of,
)

SKIT_LEAD = N_(
    "Phase 1: play 1 to 3 cards of one rank (drag, or select and press Play). The highest rank wins."
)
SKIT_LEAD_TIED = N_(
    "Phase 1: play 1 to 3 cards of one rank (drag, or select and press Play). Tied ranks win."
)
SKIT_PLAY = N_("Phase 1: play 1 to 3 cards of one rank. The highest rank in the round wins the trick.")
SKIT_PLAY_TIED = N_(
    "Phase 1: play 1 to 3 cards of one rank. A rank played by several players beats the rest."
)
SKIT_BOUT = N_("Bout! The players tied on the highest rank play another round.")
SKIT_SLUFF = N_(
    "{winner} takes the trick. Sluff: add cards of ranks already in it (drag them there), or pass."
)
SKIT_PHASE2_LEAD = N_("Phase 2: lead any card or a run (one suit, ranks in a row). Trumps: {trump}.")
SKIT_PHASE2_LEAD_SINGLE = N_("Phase 2: lead any one card (no runs in this game). Trumps: {trump}.")
SKIT_BEAT = N_("Beat {top}: {how}, or pick it up (drag the pile to your hand).")
SKIT_BEAT_BOTTOM = N_("Beat {top}: {how}, or pick up the bottom play (drag the pile to your hand).")
SKIT_BEAT_PLAIN = N_("a higher {suit} or any trump ({trump})")
SKIT_BEAT_TRUMP = N_("only a higher trump")
SKIT_BEAT_ANTI = N_("only a higher {suit}: trumps cannot beat it")
SKIT_WATCH = N_("Phase 2: beat the top play or pick it up. The last player holding cards is the skitgubbe.")
SKIT_CIRCLING = N_("This position has come up twice: the third time ends the deal, and most cards loses.")
MAS_LEAD = N_("Phase 1 (Mas): lead a card; the next player must beat it or pick it up. Trumps: {trump}.")
MAS_LEAD_SWAP = N_("Phase 1 (Mas): lead a card, or first swap your 2 of trumps for the turned card.")
MAS_LEAD_ASIDE = N_("Phase 1 (Mas): lead a card, or first lay your three trumps aside for phase 2.")
MAS_BEAT = N_("You must beat {top}: {how}.")
MAS_WATCH = N_("Phase 1 (Mas): the next player must beat the lead or pick it up. Trumps: {trump}.")
SKIT_OUT = N_("Out: safe")
SKIT_LOSER = "Skitgubbe!"  # the game's own word, the same in every language


LAYOUT = GameLayout(
    piles={
        "stock": PileSpec((0.19, 0.6), "stack", PMessage("pile", "Stock")),
        "aside": PileSpec((0.19, 0.6), "stack", PMessage("pile", "Last stock card"), owner="aside_holder"),
        "discard": PileSpec(
            (0.27, 0.78), "stack", PMessage("pile", "Out of play")
        ),  # clear of side seats' known cards
        "avstick": PileSpec((0.19, 0.6), "stack", PMessage("pile", "Set aside")),
        "bottom": PileSpec((0.11, 0.6), "stack", PMessage("pile", "Trump card")),  # ExposedTrumpIndicator
    },
    deal=(("hands", 1), ("stock", 0)),
    info=(
        *TRUMP_INFO,
        InfoRow("anti", N_("Trumps cannot beat")),
        InfoRow("stock", N_("Stock"), hide_zero=True),
        InfoRow("bouts", N_("Bouts"), hide_zero=True),
        InfoRow("lowest", N_("Lowest rank called")),
        InfoRow("plays_needed", N_("Plays to finish")),
        InfoRow("repeats", N_("Same position seen")),
        InfoRow("pickups_left", N_("Pick-ups before the deal stops")),
    ),
    trick_styles={"beat": "cascade"},
    rank_order_phases=frozenset({"collect", "sluff"}),  # SG phase 1: suits do not count
    fresh_phases=frozenset({"beat"}),  # phase 2 shows no phase-1 "Pass"
    trick_row_players=5,  # SG phase 1: fans of up to 3 cards per seat need the room
)


def _top_play_text(cards: tuple[Card, ...]) -> str:
    return " ".join(card_text(c) for c in cards)


def _how_to_beat(suit: str | None, trump: str | None, anti: str | None) -> Message:
    """SG-25 in words (AntiTrumps: trumps do not beat the anti-trump suit)."""
    if suit == trump:
        return Message(SKIT_BEAT_TRUMP)
    if suit == anti:
        return Message(SKIT_BEAT_ANTI, suit=suit_text(suit))
    return Message(SKIT_BEAT_PLAIN, suit=suit_text(suit), trump=suit_text(trump))


def _mas_status(view: View) -> Message:
    """TurnedUpTrumpMas's phase 1 (SG-M2..M6)."""
    info = view.info
    trump = info.get("trump")
    if not my_turn(view):
        return Message(MAS_WATCH, trump=suit_text(trump))
    if view.trick:
        top = view.trick[0][1]
        how = _how_to_beat(top[0].suit, trump, info.get("anti"))
        return Message(MAS_BEAT, top=_top_play_text(top), how=how)
    kinds = legal_kinds(view)
    if "exchange" in kinds:
        return Message(MAS_LEAD_SWAP)
    if "aside" in kinds:
        return Message(MAS_LEAD_ASIDE)
    return Message(MAS_LEAD, trump=suit_text(trump))


def _status(view: View, config: GameConfig) -> str:
    info = view.info
    mine = my_turn(view)
    if view.phase == "mas":
        return _mas_status(view)
    if view.phase == "sluff" and mine:
        winner = seat_of(info.get("winner"))
        return Message(SKIT_SLUFF, winner=seat_ref(winner) if winner is not None else "")
    if view.phase == "collect":
        if info.get("bouts") and view.trick:
            return Message(SKIT_BOUT)
        tied = config.options.get("TiedRanksBeatUnique")  # the option's way of winning
        if mine and not view.trick:
            return Message(SKIT_LEAD_TIED if tied else SKIT_LEAD)
        return Message(SKIT_PLAY_TIED if tied else SKIT_PLAY)
    if view.phase == "beat":
        if mine and info.get("repeats"):
            return Message(SKIT_CIRCLING)
        trump = info.get("trump")
        if mine and not view.trick:
            lead = SKIT_PHASE2_LEAD_SINGLE if config.options.get("SinglesOnly") else SKIT_PHASE2_LEAD
            return Message(lead, trump=suit_text(trump))
        if mine and view.trick:
            top = view.trick[-1][1]
            suit = top[-1].suit
            how = _how_to_beat(suit, trump, info.get("anti"))
            beat = SKIT_BEAT_BOTTOM if config.options.get("PickUpFromBottom") else SKIT_BEAT
            return Message(beat, top=_top_play_text(top), how=how)
        return Message(SKIT_WATCH)
    return ""


def _plate(view: View, seat: int) -> str | None:
    info = view.info
    if seat_of(info.get("loser")) == seat:
        return SKIT_LOSER
    if view.phase in ("collect", "sluff", "mas"):
        won = view.piles.get(f"won{seat}") or ()
        return Plural("{n} card won", "{n} cards won", len(won)) if won else ""
    if seat in (info.get("out") or []):
        return Message(SKIT_OUT)
    return Plural("{n} card", "{n} cards", len(view.hands[seat]))


WORDS = Vocabulary(
    actions={
        "pickup": N_("Pick up"),
        "chance": N_("Take a chance"),
        "exchange": N_("Swap the 2 of trumps"),  # not "swap": Thedinghausen says its own words for it
        "aside": N_("Lay three trumps aside"),
    },
    seat_facts=frozenset({"aside_holder", "loser", "leader"}),
)

TABLE = TableSpec(LAYOUT, status=_status, plate=_plate, sheet=lambda config: "losses", words=WORDS)
