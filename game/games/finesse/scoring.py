"""Finesse's score of a deal (FN-19 … FN-22) and the end of the match (FN-24)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.rules.cards import SUITS
from game.rules.message import SUITS as SUIT_MESSAGES
from game.rules.message import Message, Plural
from game.rules.names import team_ref
from game.rules.registry import GameConfig
from game.rules.state import Outcome

from .cards import NO_TRUMP, PLAYERS

if TYPE_CHECKING:
    from .state import FinesseState

TRICK_POINTS = (0, 0, 0, 0, 0, 0, 0, 2, 5, 10, 20, 10, 5, 2)  # FN-19, by tricks won 0..13
PENALTY = 3  # FN-20
LAST_TRICK = 4  # FN-21


def deal_score(tricks: int, penalty_cards: int, last_trick: bool, *, floor_after_last: bool = False) -> int:
    """One team's score for a deal (FN-19 … FN-22).

    ``penalty_cards`` are the trumps (at no-trump the K, Q, J) among the team's six table
    cards. FN-22 floors (P - X) at 0 before adding the last-trick bonus; option
    ``FloorAfterLastTrick`` floors the whole sum instead.
    """
    points, penalty = TRICK_POINTS[tricks], PENALTY * penalty_cards
    bonus = LAST_TRICK if last_trick else 0
    if floor_after_last:
        return max(0, points + bonus - penalty)
    return max(0, points - penalty) + bonus


def outcome(st: FinesseState) -> Outcome:
    """The finished deal's scores (FN-19 … FN-22) and their words."""
    nt = st.trump == NO_TRUMP
    taken, penalties, scores = [], [], []
    last = st.last_winner % 2
    for team in (0, 1):
        taken.append(st.tricks[team] + st.tricks[team + 2])
        # House rule (FN-20, rules file ambiguity #6): both partners' table cards count.
        table = st.tables[team] + st.tables[team + 2]
        penalties.append(
            sum(1 for c in table if (c.rank in (11, 12, 13) if nt else c.suit_index == st.trump))
        )
        scores.append(deal_score(taken[team], penalties[team], last == team, floor_after_last=st.floor_after))
    parts = []
    for team in (0, 1):
        n = penalties[team]
        penalty: str = ""
        if n:
            penalty = (
                Plural(", {n} court card on the table", ", {n} court cards on the table", n)
                if nt
                else Plural(", {n} trump on the table", ", {n} trumps on the table", n)
            )
        part = Message(
            "{team} {tricks}{penalty}{last}: {score:+d}",
            team=team_ref(team),
            tricks=Plural("{n} trick", "{n} tricks", taken[team]),
            penalty=penalty,
            last=Message(", last trick") if last == team else "",
            score=scores[team],
        )
        parts.append(part)
    trumps = Message("No-trump") if nt else Message("Trumps {suit}", suit=SUIT_MESSAGES[st.trump])
    summary = Message("{trumps}. {first}; {second}", trumps=trumps, first=parts[0], second=parts[1])
    extra = {
        "trump": "none" if nt else SUITS[st.trump],
        "team_tricks": taken,
        "penalty_cards": penalties,
        "last_trick": last,
    }
    return Outcome(tuple(scores[s % 2] for s in range(PLAYERS)), summary, extra)


def winner(config: GameConfig, totals: Sequence[int]) -> list[int] | None:
    """The winning team after a deal (FN-24), or None while the match goes on."""
    ours, theirs = totals[0], totals[1]
    target, margin, outright = config.opt("Targets")
    leader = [0, 2] if ours > theirs else [1, 3]
    if config.opt("GameEndAt42"):
        # GameEndAt42: a team at the target ends it; equal totals play another deal.
        return leader if max(ours, theirs) >= target and ours != theirs else None
    if max(ours, theirs) >= outright:
        # FN-24.1. House rule (FN-24, rules file ambiguity #11): equal totals at 60 or
        # more play another deal.
        return leader if ours != theirs else None
    if max(ours, theirs) >= target and ours != theirs and abs(ours - theirs) >= margin:
        return leader  # FN-24.2: "leads the other" - a tie leads nobody, even with margin 0
    return None


def match_end(config: GameConfig, deals_played: int, totals: Sequence[int]) -> bool:
    """FN-24: checked after every deal."""
    return winner(config, totals) is not None
