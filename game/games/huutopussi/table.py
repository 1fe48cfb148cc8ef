"""How the table shows Huutopussi: piles, information panel, status lines (no drawing)."""

from __future__ import annotations

from game.rules import GameConfig, View, parse_card
from game.rules.message import N_, Message, PMessage
from game.rules.names import seat_ref, suit_text
from game.rules.tablespec import (
    TRUMP_INFO,
    GameLayout,
    InfoRow,
    PileSpec,
    Reveal,
    TableSpec,
    Vocabulary,
    legal_kinds,
    my_turn,
    seat_of,
)

HUUTO_BID = N_("Raise with + and − and press Bid, or pass. The highest bidder plays with his partner.")
HUUTO_OPEN = N_(
    "You open the bidding (no passing): at least 50. Raise with + and − if you like, then press Bid."
)
HUUTO_GIVE = {
    3: N_("Give your partner three cards: select them, then press the button."),
    4: N_("Give your partner four cards: select them, then press the button."),
}
HUUTO_RETURN = {
    3: N_("Return three cards to your partner: select them, then press the button."),
    4: N_("Return four cards to your partner: select them, then press the button."),
}
HUUTO_CONTRACT = N_("Set your contract: at least your bid of {bid}.")
HUUTO_MARRY = N_(
    "You won the trick: declare a marriage, ask your partner for one or for a half; or just lead."
)
HUUTO_WAIT_GIVE = {
    3: N_("{partner} gives {declarer} three cards."),
    4: N_("{partner} gives {declarer} four cards."),
}
"""By the number of cards passed (HP-15; four in ErlangenMarjapussi)."""
HUUTO_BID_ALONE = N_(
    "Raise with + and − and press Bid, or pass. The highest bidder takes the devil's pack and plays alone."
)
HUUTO_DISCARD = N_("You took the devil's pack: select three cards to discard face down, then press Discard.")
HUUTO_MARRY_ALONE = N_("You won the trick: declare a marriage, or just lead.")
DEVIL_SHOWN = PMessage("pile", "Devil's pack")
HUUTO_OPEN_ERLANGEN = N_("Bid 120 or more with + and −, then press Bid; or pass (if all pass, no contract).")
HUUTO_FIRST_LEAD = N_("First trick: lead an ace if you have one, else a spade if you have one.")
HUUTO_FIRST_ACE = N_("First trick: you hold the ace of the suit led, so you must play it.")
HUUTO_KONTRA = N_("Kontra doubles what the declarers score (won or lost); or pass.")
HUUTO_RE = N_("Your opponents said Kontra: Re doubles it again; or pass.")
MARRIAGE = N_("Marriage in {suit}: +{points}")
NO_MARRIAGE = N_("No marriage")
HALF_MARRIAGE_FAILED = N_("No {suit} to match")


LAYOUT = GameLayout(
    piles={
        "devil": PileSpec((0.5, 0.2), "row", PMessage("pile", "Devil's pack")),  # ThreePlayer
        "discard": PileSpec(
            spread="stack", label=PMessage("pile", "Discard"), face_down=True, owner="declarer"
        ),
    },
    deal=(("hands", 3),),
    info=(
        InfoRow("bid", N_("High bid"), unless="contract"),
        InfoRow("bidder", N_("High bidder"), unless="contract"),
        InfoRow("declarer", N_("Declarer")),
        InfoRow("contract", N_("Contract")),
        InfoRow("no_contract", N_("Contract")),  # ErlangenMarjapussi, all passed
        InfoRow("kontra", N_("Doubled")),  # ErlangenMarjapussi
        *TRUMP_INFO,
        InfoRow("card_points", N_("Points"), fmt="sum2", also="marriage_points", when="in_play"),
        InfoRow("seat_points", N_("Points"), fmt="seats", when="in_play"),  # ThreePlayer
        InfoRow("tricks", N_("Tricks"), fmt="teams", when="in_play"),
        InfoRow("tricks", N_("Tricks"), fmt="seats", when="in_play"),  # ThreePlayer
        InfoRow("devil", N_("Devil's pack"), fmt="cards"),  # ThreePlayer
    ),
)


def _first_trick(view: View, config: GameConfig) -> str:
    """ErlangenMarjapussi's first-trick rules, when they decide the human's card."""
    if not config.options.get("ErlangenMarjapussi") or view.phase != "play" or view.info.get("last_trick"):
        return ""
    if not view.trick:
        return Message(HUUTO_FIRST_LEAD)
    led = view.trick[0][1][0].suit
    if all(a.kind == "play" and a.cards[0].rank == 14 and a.cards[0].suit == led for a in view.legal):
        return Message(HUUTO_FIRST_ACE)
    return ""


def _status(view: View, config: GameConfig) -> str:
    first = _first_trick(view, config) if my_turn(view) else ""
    if first:
        return first
    n = view.players
    info = view.info
    mine = my_turn(view)
    kinds = legal_kinds(view)
    declarer = seat_of(info.get("declarer"))
    if mine and view.phase == "auction":
        if "pass" not in kinds:
            return Message(HUUTO_OPEN)
        if info.get("bid") is None and "bid 50" not in {a.text for a in view.legal}:
            return Message(HUUTO_OPEN_ERLANGEN)
        return Message(HUUTO_BID if n == 4 else HUUTO_BID_ALONE)
    if mine and kinds & {"kontra", "re"}:
        return Message(HUUTO_KONTRA if "kontra" in kinds else HUUTO_RE)
    if mine and "give" in kinds:
        return Message(HUUTO_GIVE[len(view.legal[0].cards)])
    if mine and "discard" in kinds:
        return Message(HUUTO_DISCARD)
    if mine and "return" in kinds:
        return Message(HUUTO_RETURN[len(view.legal[0].cards)])
    if mine and "contract" in kinds:
        return Message(HUUTO_CONTRACT, bid=info.get("final_bid") or info.get("bid") or "")
    if mine and kinds & {"marry", "ask"}:
        return Message(HUUTO_MARRY if n == 4 else HUUTO_MARRY_ALONE)
    if view.phase == "give" and declarer is not None:
        partner = (declarer + 2) % n
        count = 4 if config.options.get("ErlangenMarjapussi") else 3
        return Message(HUUTO_WAIT_GIVE[count], partner=seat_ref(partner), declarer=seat_ref(declarer))
    return ""


def _reveals(v0: View, v1: View) -> list[Reveal]:
    """The devil's pack turned up (ThreePlayer); a marriage just declared shows its K and Q;
    a failed ask says so."""
    out: list[Reveal] = []
    devil = v1.info.get("devil")
    declarer = seat_of(v1.info.get("declarer"))
    if devil and not v0.info.get("devil") and declarer is not None:
        out.append(Reveal(declarer, DEVIL_SHOWN, tuple(parse_card(t) for t in devil)))
    m0, m1 = v0.info.get("marriages") or [], v1.info.get("marriages") or []
    for m in m1[len(m0) :]:
        suit = m.get("suit")
        seat = seat_of(m.get("seat"))
        if seat is None or not isinstance(suit, str):
            continue
        cards = (parse_card("K" + suit), parse_card("Q" + suit))
        caption = Message(MARRIAGE, suit=suit_text(suit), points=m.get("points", ""))
        out.append(Reveal(seat, caption, cards))
    a0, a1 = v0.info.get("asks") or [], v1.info.get("asks") or []
    for a in a1[len(a0) :]:
        seat = seat_of(a.get("seat"))
        if seat is None or a.get("ok"):
            continue
        suit = a.get("suit")
        caption = (
            Message(NO_MARRIAGE) if suit is None else Message(HALF_MARRIAGE_FAILED, suit=suit_text(suit))
        )
        out.append(Reveal((seat + 2) % v1.players, caption))
    return out


WORDS = Vocabulary(
    actions={"redeal": N_("Redeal"), "ask": N_("Ask partner"), "kontra": "Kontra", "re": "Re"},
    declines={"kontra": N_("No Kontra"), "re": N_("No Re")},
    terms={"all passed": Message("All passed")},  # "Contract: All passed" (ErlangenMarjapussi)
    option_words={"lapari": "läpäri", "marjapussi": "Marjapussi"},
)

TABLE = TableSpec(LAYOUT, status=_status, reveals=_reveals, words=WORDS)
