"""Mecklenburg Fips (rules Part D, FM-1 … FM-13): Ansegger Fips and Duttfips.

Both are four-player games with the 25-card pack whose only diamond is A♦ (FM-1), five
cards each and the Dutt of five (FM-2), and P1 leading (FM-3). The dictionary gives no
scoring, so most of what follows is the rules file's house rules. Both run on the
declarer-deal engine of grossenaspe.py (FM-5: Großenaspe's open auction).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from game.rules.actions import Action
from game.rules.cards import deck_mecklenburg
from game.rules.message import Message, Plural
from game.rules.registry import GameConfig, Preset

from .cards import NO_TRUMP, shuffled
from .deal import deal_packets, read_layout
from .scoring import match_end_by_deals, winner_highest
from .state import DUTT as DUTT_KIND
from .state import (
    FIPS,
    HAND_SIZE,
    NO_EXCHANGE,
    NUMBER,
    OEWER,
    TAKE_PILE,
    TRICKS,
    DeclarerDeal,
    Ladder,
    Rung,
    Setup,
)

PLAYERS = 4
DIAMONDS = 1
DECK = tuple(sorted(c.id for c in deck_mecklenburg()))  # FM-1
PILES = (("dutt", len(DECK) - PLAYERS * HAND_SIZE),)  # FM-2: the Dutt, 5 cards


def _ansegger_ladder() -> Ladder:
    """FM-4: 1 < 1R < 2 < 2R < … < 5 (Fips) < 5R (Rutenfips); Ruten binds diamonds."""
    rungs = []
    for t in range(1, 6):
        name = "Fips" if t == TRICKS else str(t)
        rungs.append(Rung(Action("bid", (str(t),)), name, t, NUMBER))
        ruten = "Rutenfips" if t == TRICKS else f"{t} Ruten"
        rungs.append(Rung(Action("bid", (str(t), "ruten")), ruten, t, NUMBER, DIAMONDS))
    return Ladder(rungs)


def _duttfips_ladder() -> Ladder:
    """FM-8: (nothing) < Ruten oewer < Fips < Rutenfips."""
    return Ladder(
        (
            # FM-10: the caller takes over the Dutt game with diamonds as trumps.
            Rung(Action("bid", ("rutenoewer",)), "Ruten oewer", 0, OEWER, DIAMONDS, TAKE_PILE, "dutt"),
            # FM-11. House rule (FM-11): Fips and Rutenfips do not use the Dutt.
            Rung(Action("bid", ("fips",)), "Fips", TRICKS, FIPS, NO_TRUMP, NO_EXCHANGE),
            Rung(Action("bid", ("rutenfips",)), "Rutenfips", TRICKS, FIPS, DIAMONDS, NO_EXCHANGE),
        )
    )


# FM-9: when nobody calls, P1 takes the Dutt, discards five and names any trump suit.
DUTT_GAME = Rung(None, "Dutt game", 0, DUTT_KIND, NO_TRUMP, TAKE_PILE, "dutt")
ANSEGGER_LADDER = _ansegger_ladder()
DUTTFIPS_LADDER = _duttfips_ladder()


# House rule (FM-3): P1 leads and players follow suit if able, otherwise any card: the
# engine's play (FG-17, FG-18) as it is.


class AnseggerDeal(DeclarerDeal):
    """One deal of Ansegger Fips (D.2).

    House rule (FM-5): an open auction as in FG-7/FG-8; all pass: the same dealer redeals
    (FX-8). House rule (FM-6): the Dutt is not used; a plain bid names any suit (FX-10).
    """

    def _after_trick(self) -> None:
        # House rule (FM-7): the deal ends as soon as success or failure is certain.
        assert self.contract is not None  # set when the auction ends
        need = self.contract.tricks
        if self.won >= need:
            self._finish(True)
        elif self.lost > TRICKS - need:
            self._finish(False)

    def _deal_result(self) -> tuple[int, int, str]:
        # House rule (FM-7): value t, doubled for Ruten, Fips = 5 x 2 (a Durch); success
        # +value, failure -2 x value, to the declarer only. FX-10: naming diamonds after a
        # plain bid scores as the Ruten form.
        contract = self.contract
        assert contract is not None  # set when the auction ends
        value = (
            contract.tricks * (2 if self.trump == DIAMONDS else 1) * (2 if contract.tricks == TRICKS else 1)
        )
        label = Message("{contract} in {trumps}", contract=contract.label, trumps=self._trump_words())
        if self.success:
            return (
                value,
                0,
                Message("{who} made {label}: +{value}", who=self._who(), label=label, value=value),
            )
        return (
            -2 * value,
            0,
            Plural(
                "{who} failed {label} with {n} trick: {score}",
                "{who} failed {label} with {n} tricks: {score}",
                self.won,
                who=self._who(),
                label=label,
                score=-2 * value,
            ),
        )


class DuttfipsDeal(DeclarerDeal):
    """One deal of Duttfips (D.3).

    House rule (FM-8): one circuit of calls from P1, each higher than the last or pass.
    """

    ONE_CIRCUIT = True

    def _no_bid(self) -> None:
        self._start_contract(self.active[0], DUTT_GAME)  # FM-9: P1 plays the Dutt game

    def _after_trick(self) -> None:
        assert self.contract is not None  # set when the auction ends
        if self.contract.kind == FIPS:
            # House rule (FM-12): Fips contracts end at the first lost trick.
            if self.lost:
                self._finish(False)
            elif self.won == TRICKS:
                self._finish(True)
        elif self.won + self.lost == TRICKS:
            # FM-9, FM-12, FX-10: the Dutt game and Ruten oewer are played to all five
            # tricks; the declarer needs more tricks than any other single player.
            d = self.declarer
            best_other = max(t for s, t in enumerate(self.tricks) if s != d)
            self._finish(self.tricks[d] > best_other)

    def _deal_result(self) -> tuple[int, int, str]:
        # House rule (FM-12): Dutt game 1, Ruten oewer 2, Fips 10, Rutenfips 20; success
        # +value, failure -2 x value. FX-10: diamonds named in a Dutt game score as Ruten
        # oewer, in a Fips as Rutenfips.
        contract = self.contract
        assert contract is not None  # set when the auction ends
        diamonds = self.trump == DIAMONDS
        if contract.kind == FIPS:
            value, label = (20, "Rutenfips") if diamonds else (10, "Fips")
        else:
            value = 2 if diamonds else 1
            label = contract.label
        if contract.kind != FIPS:
            tricks = "-".join(str(t) for t in self.tricks)
            text = Message(
                "{contract} in {trumps} (tricks {tricks})",
                contract=label,
                trumps=self._trump_words(),
                tricks=tricks,
            )
        else:
            text = Message("{contract} in {trumps}", contract=label, trumps=self._trump_words())
        if self.success:
            return value, 0, Message("{who} made {label}: +{value}", who=self._who(), label=text, value=value)
        return (
            -2 * value,
            0,
            Message("{who} failed {label}: {score}", who=self._who(), label=text, score=-2 * value),
        )


def _setup(config: GameConfig, ladder: Ladder) -> Setup:
    return Setup(config, DECK, False, PILES, ladder, DIAMONDS, False)


def _new_deal(cls: type[DeclarerDeal], ladder: Ladder, title: str):
    setups: dict[GameConfig, Setup] = {}

    def new_deal(
        config: GameConfig,
        dealer: int,
        *,
        rng: random.Random | None = None,
        layout: Mapping[str, Any] | None = None,
        totals: Sequence[int] | None = None,
    ) -> DeclarerDeal:
        """The first state of a deal; the Dutt is the rest (FM-2).

        House rule (FM-2): packets of 3 then 2 from P1.
        """
        setup = setups.get(config)
        if setup is None:
            setup = setups[config] = _setup(config, ladder)
        if layout is not None:
            hands, piles = read_layout(layout, [HAND_SIZE] * PLAYERS, PILES, DECK, title)
        else:
            seats = [(dealer + k) % PLAYERS for k in range(1, PLAYERS + 1)]
            hands, _, dutt = deal_packets(shuffled(DECK, rng or random.Random()), seats, PLAYERS, 0)
            piles = {"dutt": dutt}
        return cls(setup, dealer, hands, piles)

    return new_deal


ANSEGGER = Preset(
    "ansegger",
    "Ansegger Fips (Mecklenburg)",
    (PLAYERS,),
    PLAYERS,
    (),
    _new_deal(AnseggerDeal, ANSEGGER_LADDER, "Ansegger Fips"),
    match_end_by_deals,  # House rule (FM-13): an agreed number of deals (FX-7: 12)
    winner_highest,
)

DUTTFIPS = Preset(
    "duttfips",
    "Duttfips (Mecklenburg)",
    (PLAYERS,),
    PLAYERS,
    (),
    _new_deal(DuttfipsDeal, DUTTFIPS_LADDER, "Duttfips"),
    match_end_by_deals,  # House rule (FM-13): an agreed number of deals (FX-7: 12)
    winner_highest,
)
