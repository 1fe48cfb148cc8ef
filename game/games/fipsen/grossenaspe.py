"""Fipsen in Großenaspe (rules Part B, FG-1 … FG-25): a variant of the declarer-deal engine
(state.py) with the Gute and Ruten ladders, the Skat and Stock, and Fips."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from game.rules.actions import Action
from game.rules.cards import deck_32, deck_prisdorf
from game.rules.message import N_, Message, Plural
from game.rules.registry import GameConfig, Preset

from .cards import NO_TRUMP, shuffled
from .deal import deal_packets, read_layout
from .options import GROSSENASPE as OPTIONS
from .scoring import match_end_by_deals, winner_highest
from .state import (
    CONTINUE,
    FIPS,
    HAND_SIZE,
    KIEKER,
    KIEKER_EXCHANGE,
    NO_EXCHANGE,
    NUMBER,
    TAKE_PILE,
    TRICKS,
    DeclarerDeal,
    Ladder,
    Rung,
    Setup,
)


def _ladder(double_suit: int, word: str) -> Ladder:
    """FG-9: 1 < 1G < 2 < … < 4G < Kieker < Kieker G < 5 < 5G < Fips < Fips G.

    House rule (FG-9, ambiguity 19): Kieker G sits directly above Kieker.
    House rule (KaroFipsen, ambiguity 22): under Karo Fipsen the doubling suit is diamonds
    ("ruten") instead of clubs ("gute").
    """
    name = word.capitalize()
    rungs: list[Rung] = []

    def both(head: str, label: str, tricks: int, kind: int, exchange: int, pile: str) -> None:
        rungs.append(Rung(Action("bid", (head,)), label, tricks, kind, NO_TRUMP, exchange, pile))
        rungs.append(
            Rung(Action("bid", (head, word)), f"{label} {name}", tricks, kind, double_suit, exchange, pile)
        )

    for t in range(1, 5):
        both(str(t), str(t), t, NUMBER, TAKE_PILE, "skat")  # FG-12: number bids take the Skat
    both("kieker", "Kieker", TRICKS, KIEKER, KIEKER_EXCHANGE, "")  # FG-13
    both("5", "5", TRICKS, NUMBER, TAKE_PILE, "skat")
    both("fips", "Fips", TRICKS, FIPS, NO_EXCHANGE, "")  # FG-11, FG-14: no exchange
    return Ladder(rungs)


LADDER_GUTE = _ladder(0, "gute")
LADDER_RUTEN = _ladder(1, "ruten")
DECK_32 = tuple(sorted(c.id for c in deck_32()))
DECK_25 = tuple(sorted(c.id for c in deck_prisdorf()))

_SETUPS: dict[GameConfig, Setup] = {}


def grossenaspe_setup(config: GameConfig) -> Setup:
    """FG-1 … FG-6 and the B.10 options for this config (cached)."""
    found = _SETUPS.get(config)
    if found is not None:
        return found
    n = config.players
    opts = config.options
    # FG-2: with five, FiveSitOut makes the dealer sit out; FivePlayers (the default) has all
    # five play. House rule (FG-2): FiveSitOut wins if both are on; with both off the dealer
    # sits out too.
    sit_out = n == 5 and (opts["FiveSitOut"] or not opts["FivePlayers"])
    playing = 4 if sit_out else n
    # FG-3: three play with the 25-card pack of Prisdorf (7♦ the only diamond).
    deck = DECK_25 if n == 3 else DECK_32
    # House rule (KaroFipsen): the option (on by default) only matters with three; switched
    # off, the 25-card pack stays and clubs ("gute") remain the doubling suit.
    karo = n == 3 and opts["KaroFipsen"]
    setup = Setup(
        config=config,
        deck=deck,
        sit_out=sit_out,
        piles=(("skat", 2), ("stock", len(deck) - 2 - HAND_SIZE * playing)),  # FG-5, FG-6: 10, 5 or 8
        ladder=LADDER_RUTEN if karo else LADDER_GUTE,
        double_suit=1 if karo else 0,
        knock=bool(opts["Knock"]),
    )
    _SETUPS[config] = setup
    return setup


class GrossenaspeDeal(DeclarerDeal):
    """One deal of Fipsen in Großenaspe (Part B)."""

    def _after_trick(self) -> None:
        """B.7: when the deal ends, and the play-on decision (FG-19)."""
        w, lost = self.won, self.lost
        contract = self.contract
        assert contract is not None  # set when the auction ends
        if contract.kind != NUMBER or self.played_on:
            # FG-21 (Kieker, Fips) and FG-19 after playing on: all five or nothing.
            if lost:
                self._finish(False)
            elif w == TRICKS:
                self._finish(True)
            return
        need = contract.tricks
        if w >= need:
            if lost or need == TRICKS:
                self._finish(True)  # FG-19
            else:
                self.phase, self.to_move = CONTINUE, self.declarer  # FG-19: stop or play on
        elif w and lost > TRICKS - need:
            self._finish(False)  # FG-20: beet, final once the declarer has a trick
        elif w + lost == TRICKS:
            self._finish(False)  # FG-20: pott beet, no trick at all

    def _deal_result(self) -> tuple[int, int, str]:
        """B.8 table; g doubles for the doubling suit as trumps (FG-15), k for a knock."""
        who = self._who()
        if self.surrendered:
            # FG-24. House rule (B.8): the surrender pays 5 without any multiplier.
            return 0, 5, Message("{who} surrendered the Kieker: each opponent +5", who=who)
        g = 2 if self.trump == self.setup.double_suit else 1
        k = 2 if self.knocked >= 0 else 1
        contract = self.contract
        assert contract is not None  # set when the auction ends
        label = Message(
            N_("{contract} in {trumps} (knocked)") if k == 2 else N_("{contract} in {trumps}"),
            contract=contract.label,
            trumps=self._trump_words(),
        )
        if contract.kind == KIEKER:
            value = 10 * g * k
        elif contract.kind == FIPS:
            value = 20 * g * k
        elif self.played_on:
            value = 5 * g * k  # FG-19: played on, valued as a bid of 5
        else:
            value = contract.tricks * g * k
        if self.success:
            if self.played_on:
                text = N_("{who} made {label}, played on and won all five: +{value}")
            else:
                text = N_("{who} made {label}: +{value}")
            return value, 0, Message(text, who=who, label=label, value=value)
        if contract.kind == NUMBER and self.played_on:
            # House rule (FG-19, ambiguity 17): a lost play-on is scored as a failed 5 bid.
            return (
                0,
                value,
                Message(
                    "{who} played on after {label} and lost a trick: each opponent +{value}",
                    who=who,
                    label=label,
                    value=value,
                ),
            )
        if contract.kind == NUMBER and self.won == 0:
            value = 5 * g * k  # B.8 pott beet: no trick at all scores as 5
            return (
                0,
                value,
                Message(
                    "{who} took no trick in {label} (pott beet): each opponent +{value}",
                    who=who,
                    label=label,
                    value=value,
                ),
            )
        if contract.kind == NUMBER:
            # FG-22: the declarer never loses points; the opponents score instead (beet).
            return (
                0,
                value,
                Plural(
                    "{who} failed {label} with {n} trick (beet): each opponent +{value}",
                    "{who} failed {label} with {n} tricks (beet): each opponent +{value}",
                    self.won,
                    who=who,
                    label=label,
                    value=value,
                ),
            )
        # House rule (FG-23, ambiguity 18): a lost Kieker or Fips pays its value to each
        # opponent whatever w is.
        return (
            0,
            value,
            Message("{who} lost {label}: each opponent +{value}", who=who, label=label, value=value),
        )


def new_deal(
    config: GameConfig,
    dealer: int,
    *,
    rng: random.Random | None = None,
    layout: Mapping[str, Any] | None = None,
    totals: Sequence[int] | None = None,
) -> GrossenaspeDeal:
    """The first state of a Großenaspe deal, dealt from ``rng`` or rebuilt from ``layout``.

    FG-5: 3 cards each from P1, 2 to the Skat, 2 each; the rest is the Stock. FX-11: with
    FiveSitOut the sitting-out dealer's hand is empty.
    """
    setup = grossenaspe_setup(config)
    n = config.players
    seats = [(dealer + k) % n for k in range(1, n + 1) if not (setup.sit_out and k == n)]
    if layout is not None:
        sizes = [HAND_SIZE if s in seats else 0 for s in range(n)]
        hands, piles = read_layout(layout, sizes, setup.piles, setup.deck, "Großenaspe")
    else:
        deck = shuffled(setup.deck, rng or random.Random())
        hands, skat, stock = deal_packets(deck, seats, n, 2)
        piles = {"skat": skat, "stock": stock}
    return GrossenaspeDeal(setup, dealer, hands, piles)


PRESET = Preset(
    "grossenaspe",
    "Fipsen in Großenaspe",
    (3, 4, 5),
    4,
    OPTIONS,
    new_deal,
    match_end_by_deals,  # House rule (FG-25): agreed deals; FX-7: 12 with 3 or 4, 15 with 5
    winner_highest,
)
