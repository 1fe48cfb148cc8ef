"""Scoring of a hand (HP-28 … HP-31 and options), its outcome in words, and the end of the
match (HP-33)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.rules.names import seat_ref, team_ref
from game.rules.registry import GameConfig
from game.rules.state import Outcome

from .cards import PLAYERS
from .options import NO_TRICK_LAPARI, NO_TRICK_PORVOO, Rules

if TYPE_CHECKING:
    from .state import HuutopussiState

TARGET = 500  # HP-33


def hand_scores(
    rules: Rules, bid: int, contract: int, declarers: int, opponents: int, opponent_tricks: int
) -> tuple[int, int]:
    """(declaring team, opponents) score changes of one hand.

    ``declarers`` and ``opponents`` are the teams' hand totals (HP-28: card points, last
    trick, marriages); ``bid`` is the final auction bid B, ``contract`` the contract C.
    """
    made = declarers >= contract
    if not rules.pagat:
        # HP-29, HP-30: +C and 0 for the opponents, or -B and the opponents' own total.
        return (contract, 0) if made else (-bid, opponents)
    # HP-31 [Pagat]: +C or -C; the opponents always score their own total ...
    theirs = opponents
    if opponent_tricks == 0:
        if rules.no_trick == NO_TRICK_LAPARI:
            theirs = -bid  # ... läpäri: no trick at all costs them B, even if C failed
        elif rules.no_trick == NO_TRICK_PORVOO:
            theirs = -contract if made else 0  # option Porvoo
    return (contract if made else -contract), theirs


def match_end(config: GameConfig, deals_played: int, totals: Sequence[int]) -> bool:
    """HP-33: a team at 500 or more wins; both there with equal totals play another hand.

    House rule (HP-33): equal totals at or above 500 play another hand (no draw).
    """
    ours, theirs = totals[0], totals[1]
    return max(ours, theirs) >= TARGET and ours != theirs


def winner(config: GameConfig, totals: Sequence[int]) -> list[int] | None:
    """The winning team (HP-33) once the match is over, else None."""
    if not match_end(config, 0, totals):
        return None
    return [0, 2] if totals[0] > totals[1] else [1, 3]


def outcome(st: HuutopussiState) -> Outcome:
    """The result of a finished deal (HP-12 redeal, HP-28 … HP-31)."""
    if st.redealer >= 0:
        who = seat_ref(st.redealer)
        nxt = seat_ref((st.dealer + 1) % PLAYERS)
        return Outcome(
            (0,) * PLAYERS, f"{who} demanded a redeal; {nxt} deals the next hand", {"redeal": st.redealer}
        )
    d = st.declarer & 1
    totals = st.team_totals()
    ours, theirs = hand_scores(
        st.rules, st.final_bid, st.contract, totals[d], totals[1 - d], st.team_tricks[1 - d]
    )
    made = totals[d] >= st.contract
    summary = (
        f"{seat_ref(st.declarer)} bid {st.final_bid}, contract {st.contract}: "
        f"{team_ref(d)} took {totals[d]} and {'made it' if made else 'failed'}; "
        f"{team_ref(d)} {ours:+d}, {team_ref(1 - d)} {theirs:+d}"
    )
    extra = {
        "declarer": st.declarer,
        "bid": st.final_bid,
        "contract": st.contract,
        "made": made,
        "team_totals": list(totals),
        "team_tricks": list(st.team_tricks),
    }
    return Outcome(tuple(ours if s & 1 == d else theirs for s in range(PLAYERS)), summary, extra)
