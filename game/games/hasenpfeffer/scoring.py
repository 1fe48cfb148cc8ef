"""Hasenpfeffer's score of a deal (HF-21 … HF-23) and the end of the match (HF-24, HF-25)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.rules.cards import SUITS
from game.rules.message import N_, Message
from game.rules.message import SUITS as SUIT_MESSAGES
from game.rules.names import seat_ref, team_ref
from game.rules.registry import GameConfig
from game.rules.state import Outcome

from .cards import NO_TRUMP, PLAYERS, TRICKS

if TYPE_CHECKING:
    from .state import HasenpfefferState


def deal_points(
    contract: int, declarer_tricks: int, *, phillips: bool, opponents_score: bool
) -> tuple[int, int]:
    """(declaring team, opponents) score changes for one deal (HF-21 … HF-23)."""
    if declarer_tricks >= contract:
        declarers = declarer_tricks  # HF-21: all tricks taken, not just the bid
    elif phillips:
        declarers = declarer_tricks - contract  # HubertPhillips: only the missing tricks
    else:
        declarers = -contract
    opponents = TRICKS - declarer_tricks if opponents_score and not phillips else 0
    return declarers, opponents


def outcome(st: HasenpfefferState) -> Outcome:
    """The finished deal's result (HF-14 redeal, HF-21 … HF-23) and its words."""
    if st.declarer < 0:
        return Outcome(
            (0,) * PLAYERS,
            Message("Everyone passed and the Joker is the widow: {who} deals again", who=seat_ref(st.dealer)),
            {"redeal": True},
            next_dealer=st.dealer,  # HF-14: the same dealer deals again
        )
    opts = st.config.options
    team = st.declarer % 2
    taken = st.tricks[team] + st.tricks[team + 2]
    declarers, opponents = deal_points(
        st.contract,
        taken,
        phillips=bool(opts["HubertPhillips"]),
        opponents_score=not opts["OpponentsDontScore"],
    )
    scores = tuple(declarers if s % 2 == team else opponents for s in range(PLAYERS))
    forced = N_(
        "{who} held the Joker and had to bid {bid} in {trumps} and took {taken}: "
        "{team} {ours:+d}, {others} {theirs:+d}"
    )
    free = N_("{who} bid {bid} in {trumps} and took {taken}: {team} {ours:+d}, {others} {theirs:+d}")
    summary = Message(
        forced if st.forced else free,
        who=seat_ref(st.declarer),
        bid=st.contract,
        trumps=Message("no-trump") if st.trump == NO_TRUMP else SUIT_MESSAGES[st.trump],
        taken=taken,
        team=team_ref(team),
        ours=declarers,
        others=team_ref(1 - team),
        theirs=opponents,
    )
    extra = {
        "declarer": st.declarer,
        "contract": st.contract,
        "forced": st.forced,
        "trump": "none" if st.trump == NO_TRUMP else SUITS[st.trump],
        "declarer_tricks": taken,
        "made": taken >= st.contract,
    }
    return Outcome(scores, summary, extra)


def match_end(config: GameConfig, deals_played: int, totals: Sequence[int]) -> bool:
    """HF-24: over once a team has reached the target and the totals differ.

    House rule (HF-25): both teams at or above the target with equal totals play another deal.
    """
    ours, theirs = totals[0], totals[1]
    return max(ours, theirs) >= config.opt("Target") and ours != theirs


def winner(config: GameConfig, totals: Sequence[int]) -> list[int] | None:
    """The team with the higher total once the match is over (HF-24), else None."""
    if not match_end(config, 0, totals):
        return None
    return [0, 2] if totals[0] > totals[1] else [1, 3]
