"""How the table shows Fipsen: piles, information panel, status lines (no drawing)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.rules import Action, GameConfig, Outcome, View
from game.rules.message import N_, Message, PMessage, joined
from game.rules.names import seat_ref, suit_text
from game.rules.tablespec import (
    SEAT_DID,
    TRUMP_INFO,
    GameLayout,
    InfoRow,
    PileSpec,
    TableSpec,
    Vocabulary,
    contract_result,
    legal_kinds,
    my_turn,
    seat_of,
)

THED_RACE = N_("Race to {target} tricks over the deals; the turned card's suit {suit} is trumps.")
THED_SWAP = N_("You hold the 7 of trumps: swap it for the turned-up card, or keep it.")
THED_COUNT = N_("{n} of {target}")  # a plate: tricks so far of the tricks that win (FT-10)
ASPE_NEED = N_("{declarer} needs {n} tricks. Without a single trick it is pott beet (+5 for each opponent).")
ASPE_ALL = N_("{declarer} must win all five tricks.")
ASPE_BID = N_(
    "Bid the tricks you will take after taking the Skat; Gute: clubs trumps; Fips: all five, no Skat."
)
ASPE_KNOCK = N_("Knock to double this deal's score, or pass.")
ASPE_CONTINUE = N_("Your tricks are made: stop now, or play on for all five (scored as 5).")


LAYOUT = GameLayout(
    piles={
        "skat": PileSpec((0.3, 0.42), "row", PMessage("pile", "Skat")),
        "rest": PileSpec((0.7, 0.42), "stack", PMessage("pile", "Rest")),
        "stock": PileSpec((0.7, 0.42), "stack", PMessage("pile", "Stock")),
        "dutt": PileSpec((0.7, 0.42), "stack", PMessage("pile", "Dutt")),
        "turnup": PileSpec((0.3, 0.42), "row", PMessage("pile", "Trump card")),
        "discards": PileSpec((0.7, 0.74), "stack", PMessage("pile", "Discards"), face_down=True),
        "discard": PileSpec((0.7, 0.74), "stack", PMessage("pile", "Discards"), face_down=True),
    },
    deal=(("hands", 3), ("skat", 2), ("turnup", 1), ("hands", 2), ("rest", 0), ("stock", 0), ("dutt", 0)),
    info=(
        InfoRow("contract", N_("Contract")),
        InfoRow("bid", N_("Bid"), unless="contract"),  # then the contract as it stands (FP-26)
        InfoRow("bidder", N_("Bid by")),
        InfoRow("bidder", N_("Bid by")),
        InfoRow("declarer", N_("Declarer")),
        *TRUMP_INFO,
        InfoRow("doubles", N_("Doubles")),
        InfoRow("kontra", "Kontra", hide_zero=True),
        InfoRow("knock", N_("Knocked")),
        InfoRow("played_on", N_("Playing on"), when="played_on"),
        InfoRow("sitting_out", N_("Sitting out")),
        InfoRow("declarer_tricks", N_("Declarer's tricks"), when="trump"),
        InfoRow("opponent_tricks", N_("Opponents' tricks"), when="trump"),
        InfoRow("swapped", N_("Ace swapped"), when="swapped"),
        InfoRow("fipsen", N_("Fipsen by")),
    ),
    ignore=frozenset({"taken skat", "taken rest"}),
)


def _status(view: View, config: GameConfig) -> str:
    info = view.info
    kinds = legal_kinds(view) if my_turn(view) else set()
    if config.preset == "thedinghausen":
        if "swap" in kinds:
            return Message(THED_SWAP)
        return Message(THED_RACE, target=info.get("target", 10), suit=suit_text(info.get("trump")))
    if "bid" in kinds and config.preset == "grossenaspe":
        return Message(ASPE_BID)
    if "knock" in kinds:
        return Message(ASPE_KNOCK)
    if "continue" in kinds and config.preset == "grossenaspe":
        return Message(ASPE_CONTINUE)
    declarer = seat_of(info.get("declarer"))
    contract = info.get("contract")
    if config.preset == "grossenaspe" and view.phase == "play" and declarer is not None:
        first = str(contract or "").split(" ", 1)[0]
        name = seat_ref(declarer)
        if first.isdigit():
            need = 5 if info.get("played_on") else int(first)
            return Message(ASPE_NEED, declarer=name, n=need)
        return Message(ASPE_ALL, declarer=name)
    return ""


def _plate(view: View, seat: int) -> str | None:
    counts = view.info.get("counts")
    if isinstance(counts, list) and len(counts) == view.players:
        target = view.info.get("target", 10)
        return Message(THED_COUNT, n=counts[seat], target=target)
    return None


def _result(outcome: Outcome, players: int) -> str:
    """A deal on the score sheet: a Siebener Fips (FP-36), Thedinghausen's events, or the contract."""
    shown = seat_of(outcome.extra.get("siebener"))
    if shown is not None:
        return Message(SEAT_DID, seat=seat_ref(shown), what="Siebener Fips")
    if "counts" in outcome.extra:  # Thedinghausen: trick counts, no contract
        return _thed_result(outcome.extra, players)
    return contract_result(outcome, players)


def _thed_result(extra: Mapping[str, Any], players: int) -> str:
    """A Durchmarsch (FT-11), an announced Fipsen, the game's winner (FT-12); "" for none."""
    events = (
        ("durchmarsch", "Durchmarsch"),
        ("fipsen", Message(FIPSEN_MADE if extra.get("fipsen_made") else FIPSEN_FAILED)),
        ("game_winner", Message(GAME_WON)),
    )
    seats = [(seat_of(extra.get(key)), what) for key, what in events]
    said = [Message(SEAT_DID, seat=seat_ref(s), what=what) for s, what in seats if s is not None]
    return joined(said) if said else ""


FIPSEN_MADE = N_("Fipsen made")
FIPSEN_FAILED = N_("Fipsen failed")
GAME_WON = N_("game won")


def _sheet(config: GameConfig) -> str:
    """Thedinghausen counts tricks over the deals, with Hedewig and cents tallies (FT-10, FT-12)."""
    return "tricks" if config.preset == "thedinghausen" else "seats"


SKAT_THEN_BOTH = N_("Take the Skat: then Ruten and Durch")
SKAT_THEN_EITHER = N_("Take the Skat: then Ruten, or Durch")


def _button_label(view: View, action: Action) -> str | None:
    """FP-26: without Hand, the doubles a holder still owes come from Ruten and Durch;
    the Skat button says so before the choice."""
    if action.kind != "skat" or view.phase != "hand":
        return None
    owed = view.info.get("doubles_required") or 0
    bound = not view.info.get("bid_held") and "Ruten" in str(view.info.get("bid") or "")
    if owed >= 2:
        return Message(SKAT_THEN_BOTH)
    if owed == 1 and not bound:
        return Message(SKAT_THEN_EITHER)
    return None


WORDS = Vocabulary(
    actions={
        "hold": N_("Hold"),
        "skat": N_("Take the Skat"),
        "hand": N_("Play Hand"),
        "continue": N_("Continue"),
        "stop": N_("Stop"),
        "kontra": "Kontra",
        "rekontra": "Rekontra",
        "surrender": N_("Surrender"),
        "siebener": "Siebener Fips!",
        "knock": N_("Knock"),
        "swap": N_("Swap your 7 for the Ace"),
        "fipsen": "Fipsen!",
    },
    declines={
        "swap": N_("Keep your 7"),
        "fipsen": N_("No Fipsen"),
        "knock": N_("Don't knock"),
        "kontra": N_("No Kontra"),
        "rekontra": N_("No Rekontra"),
    },
    terms={
        "hand": "Hand",
        "ruten": "Ruten",
        "durch": "Durch",
        "kieker": "Kieker",
        "gute": "Gute",
        "fips": "Fips",
        "rutenfips": "Rutenfips",
        "rutenoewer": "Ruten oewer",
    },
    seat_facts=frozenset({"knock", "sitting_out", "fipsen", "holder", "challenger"}),
    option_words={"rekontra": "Rekontra", "fipsen": "Fipsen"},
)

TABLE = TableSpec(
    LAYOUT,
    status=_status,
    plate=_plate,
    sheet=_sheet,
    result=_result,
    words=WORDS,
    button_label=_button_label,
)
