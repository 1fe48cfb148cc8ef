"""Scoring of a hand (HP-28 … HP-31 and options), its outcome in words, and the end of the
match (HP-33); ``ThreePlayer``: the declarer against the other two, each scoring for himself."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.rules.message import N_, Message
from game.rules.names import seat_ref, team_ref
from game.rules.registry import GameConfig
from game.rules.state import Outcome

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


def round5(points: int) -> int:
    """ErlangenMarjapussi: points rounded to the nearest 5 (33 -> 35, 32 -> 30)."""
    return 5 * ((points + 2) // 5)


def erlangen_scores(
    contract: int, kontra: int, declarers: int, opponents: int, declarer_tricks: int, opponent_tricks: int
) -> tuple[int, int]:
    """ErlangenMarjapussi: (declaring side, opponents). The declarers score +C or -C, or
    -2 x C without a trick, times ``kontra`` (1, Kontra 2, Re 4); the opponents score their
    points rounded to 5, or -2 x C without a trick when the contract was made (Porvoo:
    0 when it failed)."""
    made = declarers >= contract
    ours = contract if made else -2 * contract if declarer_tricks == 0 else -contract
    theirs = round5(opponents)
    if opponent_tricks == 0:
        theirs = -2 * contract if made else 0
    return ours * kontra, theirs


def match_end(config: GameConfig, deals_played: int, totals: Sequence[int]) -> bool:
    """HP-33: a team at 500 or more wins; both there with equal totals play another hand.

    House rule (HP-33): equal totals at or above 500 play another hand (no draw).
    House rule (ThreePlayer, HP-33): the highest player at 500 or more wins; a tie for
    the highest total plays another hand.
    """
    if config.players == 3:
        best = max(totals)
        return best >= TARGET and list(totals).count(best) == 1
    ours, theirs = totals[0], totals[1]
    return max(ours, theirs) >= TARGET and ours != theirs


def winner(config: GameConfig, totals: Sequence[int]) -> int | list[int] | None:
    """The winning team, or with ThreePlayer the winning seat (HP-33), once the match is
    over, else None."""
    if not match_end(config, 0, totals):
        return None
    if config.players == 3:
        return list(totals).index(max(totals))
    return [0, 2] if totals[0] > totals[1] else [1, 3]


def defender_scores(rules: Rules, bid: int, contract: int, made: bool, own: int, side_tricks: int) -> int:
    """ThreePlayer: one defender's score from his own total ``own`` (House rule, HP-30 and
    HP-31: each defender scores for himself; läpäri and Porvoo look at the defenders'
    tricks together, ``side_tricks``)."""
    theirs = 0 if made and not rules.pagat else own
    if rules.pagat and side_tricks == 0:
        if rules.no_trick == NO_TRICK_LAPARI:
            theirs = -bid
        elif rules.no_trick == NO_TRICK_PORVOO:
            theirs = -contract if made else 0
    return theirs


def outcome(st: HuutopussiState) -> Outcome:
    """The result of a finished deal (HP-12 redeal, HP-28 … HP-31)."""
    n = st.players
    if st.redealer >= 0:
        who, nxt = seat_ref(st.redealer), seat_ref((st.dealer + 1) % n)
        text = Message("{who} demanded a redeal; {next} deals the next hand", who=who, next=nxt)
        return Outcome((0,) * n, text, {"redeal": st.redealer})
    if st.rules.devil:
        return _three_outcome(st)
    if st.declarer < 0:
        return _no_contract_outcome(st)
    d = st.declarer & 1
    totals = st.team_totals()
    tricks = st.team_tricks
    if st.rules.erlangen:
        ours, theirs = erlangen_scores(
            st.contract, st.kontra, totals[d], totals[1 - d], tricks[d], tricks[1 - d]
        )
    else:
        ours, theirs = hand_scores(
            st.rules, st.final_bid, st.contract, totals[d], totals[1 - d], tricks[1 - d]
        )
    made = totals[d] >= st.contract
    doubled = {2: " (Kontra)", 4: " (Kontra, Re)"}.get(st.kontra, "")
    summary = Message(
        N_(
            "{who} bid {bid}, contract {contract}{doubled}: {team} took {points} and made it; "
            "{team} {ours:+d}, {others} {theirs:+d}"
        )
        if made
        else N_(
            "{who} bid {bid}, contract {contract}{doubled}: {team} took {points} and failed; "
            "{team} {ours:+d}, {others} {theirs:+d}"
        ),
        who=seat_ref(st.declarer),
        bid=st.final_bid,
        contract=st.contract,
        doubled=doubled,
        team=team_ref(d),
        points=totals[d],
        ours=ours,
        others=team_ref(1 - d),
        theirs=theirs,
    )
    extra = {
        "declarer": st.declarer,
        "bid": st.final_bid,
        "contract": st.contract,
        "made": made,
        "team_totals": list(totals),
        "team_tricks": list(st.team_tricks),
        "kontra": st.kontra,
    }
    return Outcome(tuple(ours if s & 1 == d else theirs for s in range(n)), summary, extra)


def _no_contract_outcome(st: HuutopussiState) -> Outcome:
    """ErlangenMarjapussi, all passed: each side scores its points, rounded to 5."""
    totals = st.team_totals()
    scores = [round5(t) for t in totals]
    summary = Message(
        "Nobody bid: {team} took {points}, {others} {their_points}; {team} {ours:+d}, {others} {theirs:+d}",
        team=team_ref(0),
        points=totals[0],
        others=team_ref(1),
        their_points=totals[1],
        ours=scores[0],
        theirs=scores[1],
    )
    extra = {"team_totals": list(totals), "team_tricks": list(st.team_tricks)}
    return Outcome(tuple(scores[s & 1] for s in range(st.players)), summary, extra)


def _three_outcome(st: HuutopussiState) -> Outcome:
    """ThreePlayer: the declarer +C or -B (Pagat -C); each defender by ``defender_scores``."""
    d = st.declarer
    total = st.team_totals()[0]
    made = total >= st.contract
    ours = st.contract if made else -st.contract if st.rules.pagat else -st.final_bid
    own = st.seat_totals()
    scores = tuple(
        ours
        if s == d
        else defender_scores(st.rules, st.final_bid, st.contract, made, own[s], st.team_tricks[1])
        for s in range(st.players)
    )
    others = ", ".join(f"{seat_ref(s)} {scores[s]:+d}" for s in range(st.players) if s != d)
    summary = Message(
        N_("{who} bid {bid}, contract {contract}, took {points} and made it: {who} {ours:+d}, {others}")
        if made
        else N_("{who} bid {bid}, contract {contract}, took {points} and failed: {who} {ours:+d}, {others}"),
        who=seat_ref(d),
        bid=st.final_bid,
        contract=st.contract,
        points=total,
        ours=ours,
        others=others,
    )
    extra = {
        "declarer": d,
        "bid": st.final_bid,
        "contract": st.contract,
        "made": made,
        "seat_totals": own,
        "team_tricks": list(st.team_tricks),
    }
    return Outcome(scores, summary, extra)
